"""Another team's code: the client generated from ``openapi.yaml``, used as its
README says, its functions named after the document's operationIds (``settle``,
``settle_session``, ``analyze``, ``get_rules``). Run by ``test_generated_client.py``
in the generator's venv with the generated package alone on its path (nothing of
this repository is importable): reads ``{"url", "settle", "analyze", "session",
"wenling"}`` on stdin and prints what the typed results say, as JSON. The 国标
table is built from typed models, field by field, as a consumer writes it."""
import json
import sys

from taizhou_mahjong_settlement_client import Client
from taizhou_mahjong_settlement_client.api.analyze import analyze
from taizhou_mahjong_settlement_client.api.gb_settle import gb_settle
from taizhou_mahjong_settlement_client.api.rules import get_rules
from taizhou_mahjong_settlement_client.api.session import settle_session
from taizhou_mahjong_settlement_client.api.settle import settle
from taizhou_mahjong_settlement_client.api.wenling_settle import wenling_settle
from taizhou_mahjong_settlement_client.models import (
    Analysis,
    AnalyzeRequest,
    GbSeat,
    GbSeats,
    GbSettleRequest,
    GbSettleResponse,
    GbWin,
    Meld,
    MeldType,
    RuleTable,
    SeatWind,
    SessionRequest,
    SessionResponse,
    SettleRequest,
    SettleResponse,
    WenlingSettleRequest,
    WenlingSettleResponse,
)

given = json.load(sys.stdin)
client = Client(base_url=given["url"], raise_on_unexpected_status=True)

settled = settle.sync(client=client, body=SettleRequest.from_dict(given["settle"]))
analysed = analyze.sync(client=client, body=AnalyzeRequest.from_dict(given["analyze"]))
sitting = settle_session.sync(client=client, body=SessionRequest.from_dict(given["session"]))
rules = get_rules.sync(client=client)
wenling = wenling_settle.sync(client=client, body=WenlingSettleRequest.from_dict(given["wenling"]))
assert isinstance(wenling, WenlingSettleResponse), wenling

# 国标's worked discard win (app/api/gb/examples.py) as a consumer writes it, model by model.
table = GbSettleRequest(
    round_wind=SeatWind.SOUTH,
    seats=GbSeats(
        east=GbSeat(name="阿明", hand="123m 456m 789m 11p 35s", flowers="2f", discards="9p 1z 2z"),
        south=GbSeat(name="小红", hand="123p 456p 789p 1z", melds=[Meld(type_=MeldType.CHI, tiles="345s",
                                                                       claimed="4s")], discards="1s 7z"),
        west=GbSeat(name="老陈", discards="9s 4s 5z"),
        north=GbSeat(name="Ann", discards="4s 2s 4s"),
    ),
    win=GbWin(seat=SeatWind.EAST, tile="4s", self_drawn=False, discarder=SeatWind.NORTH),
)
gb = gb_settle.sync(client=client, body=table)
assert isinstance(gb, GbSettleResponse), gb
assert isinstance(settled, SettleResponse) and isinstance(analysed, Analysis), (settled, analysed)
assert isinstance(sitting, SessionResponse) and isinstance(rules, RuleTable), (sitting, rules)
assert isinstance(settled.winner, SeatWind) and isinstance(settled.next_.dealer, SeatWind)

json.dump(
    {
        "settle": {
            "winner": settled.winner.value,
            "dianpao_discarder": settled.dianpao.discarder,
            "points": {seat.value: getattr(settled.players, seat.value).points for seat in SeatWind},
            "payments": [[p.from_.value, p.to.value, p.amount, p.on_behalf_of] for p in settled.payments],
            "next_dealer": settled.next_.dealer.value,
            "whole": settled.to_dict(),
        },
        "analyze": {
            "shanten": analysed.shanten,
            "waits": [[wait.tile, wait.discard_win.points, wait.self_drawn.points] for wait in analysed.waits],
            "whole": analysed.to_dict(),
        },
        "session": {
            "totals": [[total.player, total.net] for total in sitting.totals],
            "next_dealer_streak": sitting.next_.dealer_streak,
            "whole": sitting.to_dict(),
        },
        "rules": {"codes": [item.code for item in rules.items], "whole": rules.to_dict()},
        "wenling": {
            "winner": wenling.winner.value,
            "bao_discarder": wenling.bao.discarder.value if wenling.bao.discarder else None,
            "points": {seat.value: getattr(wenling.players, seat.value).points for seat in SeatWind},
            "whole": wenling.to_dict(),
        },
        "gb": {
            "sent": table.to_dict(),
            "winner": gb.winner.value,
            "fans": [[item.code, item.fan, item.count, item.rule] for item in gb.players.east.items],
            "fan": [gb.players.east.fan, gb.players.east.fan_without_flowers],
            "payments": [[p.from_.value, p.amount, p.rule] for p in gb.payments],
            "next": [gb.next_.dealer.value, gb.next_.round_wind.value, gb.next_.hand],
            "whole": gb.to_dict(),
        },
    },
    sys.stdout,
    ensure_ascii=False,
)
