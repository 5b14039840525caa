"""Counted points (issue #24, part 1), end to end in both rule sets: a seat
gives ``points`` in place of its tiles; a 黄牌 needs no tiles; a decision
that needs tiles not given is taken from the rest of the evidence, or a 422
names what to state; the answers validate, and the text and CSV show a
counted seat's points as counted, in both languages."""
from __future__ import annotations

import copy
import csv
import io

import pytest

from app.api.jiaojiang.session.schema import SessionResponseSchema
from app.api.jiaojiang.settlement_schema import SettleResponseSchema
from app.api.wenling.session.schema import WenlingSessionResponseSchema
from app.api.wenling.settlement_schema import WenlingSettleResponseSchema
from tests.language import english_left

ZH, EN = {"Accept-Language": "zh-CN"}, {"Accept-Language": "en"}
SEATS = ("east", "south", "west", "north")
PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}

# Jiaojiang: south waits on 6m (R5); west discards it.
SOUTH = "123m 234m 345m 78m 999s 88m"
JJ = {
    "de": "9p",
    "seats": {"east": {"points": 30}, "south": {"hand": SOUTH}, "west": {"points": 0}, "north": {"points": 400}},
    "win": {"seat": "south", "tile": "6m", "discarder": "west"},
}
# Wenling: west waits on 3s; north discards it.
WEST = "123p 456p 789p 12s 44s 666z"
WL = {
    "de": "2m",
    "seats": {"east": {"points": 30}, "south": {"points": 0}, "west": {"hand": WEST}, "north": {"points": 500}},
    "win": {"seat": "west", "tile": "3s", "discarder": "north"},
}
NO_TILES = {"seats": {seat: {} for seat in SEATS}, "win": None}


def _with(base: dict, **changes) -> dict:
    """A copy of ``base``; ``changes`` as dotted paths (``win__dianpao``) → value."""
    out = copy.deepcopy(base)
    for path, value in changes.items():
        *parents, key = path.split("__")
        node = out
        for part in parents:
            node = node[part]
        node[key] = value
    return out


def _ok(response, schema) -> dict:
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert schema().validate(body) == {}
    return body


def _problems(response) -> dict[str, dict]:
    assert response.status_code == 422, response.get_json()
    return {e["path"]: e for e in response.get_json()["errors"]}


# --- Jiaojiang ---------------------------------------------------------------

def test_jiaojiang_winner_by_tiles_three_counted(client):
    body = _ok(client.post("/v1/settle", json=JJ), SettleResponseSchema)
    players = body["players"]
    assert [players[s]["counted"] for s in SEATS] == [True, False, True, True]
    assert players["south"]["points"] == 20 and players["south"]["items"]
    north = players["north"]
    assert (north["raw"], north["points"], north["limit"], north["base"], north["fan"]) == (400, 400, True, 0, 0)
    assert north["items"] == [] and north["reading"] is None
    # R31 to the winner: east 2, west 1, north 1; R32: 劣子 north is paid 40 by each; west pays east 3.
    assert {s: p["net"] for s, p in players.items()} == {"east": -39, "south": 4, "west": -44, "north": 79}
    assert body["dianpao"]["decided_by"] == "no_evidence"


def test_jiaojiang_counted_winner(client):
    table = _with(JJ, seats__south={"points": 50}, win__tile="1z")
    body = _ok(client.post("/v1/settle", json=table), SettleResponseSchema)
    assert body["players"]["south"]["counted"] and body["players"]["south"]["points"] == 50
    assert body["players"]["south"]["reading"] is None


def test_jiaojiang_draw_needs_no_tiles_and_pays_nothing(client):
    body = _ok(client.post("/v1/settle", json=NO_TILES), SettleResponseSchema)
    assert body["outcome"] == "draw" and body["payments"] == []
    assert all(p["counted"] and p["points"] == 0 and p["net"] == 0 for p in body["players"].values())
    counted = _with(NO_TILES, seats__east={"points": 420})
    assert client.post("/v1/settle", json=counted).get_json()["players"]["east"]["limit"] is True


def test_a_tiled_answer_is_marked_not_counted(client):
    body = client.post("/v1/settle", json=_with(JJ, seats__east={"hand": "1122p 5566p 3344s 7788s"},
                                                seats__west={"hand": "3344p 7788p 1122s 5566s"},
                                                seats__north={"hand": "12345678p 12345678s"})).get_json()
    assert not any(p["counted"] for p in body["players"].values())


@pytest.mark.parametrize("evidence, decided_by", [
    ({}, "no_evidence"),  # no wall count, no rivers: settled normally, as for a tiled discarder
    ({"wall_remaining": 40, "seats__west__discards": "1z"}, "evidence"),  # not yet the 生牌阶段
    ({"wall_remaining": 20, "seats__west__discards": "1z", "seats__east__discards": "6m"}, "evidence"),  # seen
    ({"wall_remaining": 20, "robbing_kong": None}, "evidence"),  # a robbed kong is never 点炮
])
def test_jiaojiang_dianpao_of_a_counted_discarder_decided_without_its_hand(client, evidence, decided_by):
    table = _with(JJ, **{k: v for k, v in evidence.items() if k != "robbing_kong"})
    if "robbing_kong" in evidence:
        table["win"]["robbing_kong"] = True
    body = _ok(client.post("/v1/settle", json=table), SettleResponseSchema)
    assert body["dianpao"]["decided_by"] == decided_by and not body["dianpao"]["applied"]


def test_jiaojiang_dianpao_that_needs_the_counted_discarders_hand_asks_for_dianpao(client):
    live = _with(JJ, wall_remaining=20, seats__west__discards="1z")
    problems = _problems(client.post("/v1/settle", json=live, headers=ZH))
    assert list(problems) == ["win.dianpao"] and problems["win.dianpao"]["code"] == "needs_statement"
    assert "dianpao" in problems["win.dianpao"]["message"] and english_left(problems["win.dianpao"]["message"]
                                                                            .replace("dianpao", "")) == []
    english = _problems(client.post("/v1/settle", json=live, headers=EN))["win.dianpao"]["message"]
    assert "state dianpao" in english.lower()
    stated = _ok(client.post("/v1/settle", json=_with(live, win__dianpao=True)), SettleResponseSchema)
    assert stated["dianpao"] == {**stated["dianpao"], "applied": True, "discarder": "west", "decided_by": "stated"}
    assert stated["players"]["west"]["points"] == 0 and stated["players"]["west"]["raw"] == 0
    assert all(p["from"] == "west" for p in stated["payments"])


def test_jiaojiang_points_and_tiles_of_one_seat_is_a_422_naming_them(client):
    table = _with(JJ, seats__east={"points": 30, "hand": "1122p", "flipped": 1}, seats__west={"points": 35})
    problems = _problems(client.post("/v1/settle", json=table, headers=EN))
    assert {"seats.east.points", "seats.west.points"} <= set(problems)  # east's tiles are checked too
    assert "hand" in problems["seats.east.points"]["message"] and "flipped" in problems["seats.east.points"]["message"]
    assert problems["seats.west.points"]["code"] == "counted_points"


def test_jiaojiang_a_win_needs_every_seats_hand_or_points_and_de_with_tiles(client):
    table = _with(JJ, seats__east={})
    del table["de"]
    problems = _problems(client.post("/v1/settle", json=table, headers=ZH))
    assert set(problems) == {"seats.east.hand", "de"}
    assert all(english_left(p["message"].replace("hand", "").replace("points", "").replace("de", "")) == []
               for p in problems.values())


def test_jiaojiang_tile_counts_cover_only_what_was_given(client):
    table = _with(JJ, seats__east={"hand": "99s 1122p 5566p 3344s 78s"})  # five 9s with south's pung
    assert {p["code"] for p in _problems(client.post("/v1/settle", json=table)).values()} == {"tile_count"}
    all_counted = _with(JJ, seats__south={"points": 20})
    assert client.post("/v1/settle", json=all_counted).status_code == 200


def _jiaojiang_sitting() -> dict:
    quiet = {"east": {"hand": "1122p 5566p 3344s 7788s"}, "west": {"hand": "3344p 7788p 1122s 5566s"}}
    return {"players": PLAYERS, "hands": [
        JJ,
        NO_TILES,
        {"de": "9p", "seats": {**quiet, "south": {"hand": SOUTH}, "north": {"points": 20}},
         "win": {"seat": "south", "tile": "6m", "self_drawn": True}},
    ]}


def test_jiaojiang_sitting_mixing_counted_and_tiled_seats(client):
    body = _ok(client.post("/v1/settle/session", json=_jiaojiang_sitting()), SessionResponseSchema)
    first = body["hands"][0]["settlement"]["players"]
    assert first["north"]["counted"] and not first["south"]["counted"]
    assert sum(t["net"] for t in body["totals"]) == 0
    assert next(t for t in body["totals"] if t["player"] == "Bob")["limit"] == 1


def test_jiaojiang_text_and_csv_mark_counted_points(client):
    text = client.post("/v1/settle", json=JJ, headers={"Accept": "text/plain", **ZH}).get_data(as_text=True)
    assert "北家 牌点 400（劣子）（报点） 输赢 +79" in text and "南家 牌点 20 输赢 +4" in text
    text = client.post("/v1/settle", json=JJ, headers={"Accept": "text/plain", **EN}).get_data(as_text=True)
    assert "north points 400 (劣子) (counted) net +79" in text
    sitting = _jiaojiang_sitting()
    zh = client.post("/v1/settle/session", json=sitting, headers={"Accept": "text/plain", **ZH}).get_data(as_text=True)
    assert "｜ 报点：老王 30、阿张 0、Bob 400" in zh.splitlines()[0]
    assert "报点" not in zh.splitlines()[1]  # a 黄牌 pays nothing: its counts are not listed
    en = client.post("/v1/settle/session", json=sitting, headers={"Accept": "text/plain", **EN}).get_data(as_text=True)
    assert "| counted: 老王 30, 阿张 0, Bob 400" in en.splitlines()[0]
    rows = list(csv.reader(io.StringIO(client.post("/v1/settle/session", json=sitting, headers={
        "Accept": "text/csv", **EN}).get_data(as_text=True).lstrip("\ufeff"))))
    assert rows[1][3:] == ["30 (counted)", "-39", "20", "4", "0 (counted)", "-44", "400 (counted)", "79"]
    rows = list(csv.reader(io.StringIO(client.post("/v1/settle/session", json=sitting, headers={
        "Accept": "text/csv", **ZH}).get_data(as_text=True).lstrip("\ufeff"))))
    assert rows[3][5] == "20（报点）"


# --- Wenling -----------------------------------------------------------------

def test_wenling_winner_by_tiles_three_counted(client):
    body = _ok(client.post("/v1/wenling/settle", json=WL), WenlingSettleResponseSchema)
    players = body["players"]
    assert [players[s]["counted"] for s in SEATS] == [True, True, False, True]
    north = players["north"]
    assert (north["raw"], north["points"], north["capped"], north["items"], north["reading"]) == (500, 500, False,
                                                                                                   [], None)
    assert sum(p["net"] for p in players.values()) == 0 and players["west"]["net"] == 36


def test_wenling_points_above_the_cap_or_not_rounded_are_refused(client):
    assert client.post("/v1/wenling/settle", json=_with(WL, seats__north={"points": 510})).status_code == 400
    table = _with(WL, seats__east={"points": 35})
    assert set(_problems(client.post("/v1/wenling/settle", json=table))) == {"seats.east.points"}


def test_wenling_draw_needs_no_tiles(client):
    body = _ok(client.post("/v1/wenling/settle", json=NO_TILES), WenlingSettleResponseSchema)
    assert body["outcome"] == "draw" and body["payments"] == []


def test_wenling_points_and_tiles_of_one_seat_is_a_422_naming_them(client):
    table = _with(WL, seats__east={"points": 30, "flipped_tiles": "5z"})
    problems = _problems(client.post("/v1/wenling/settle", json=table, headers=EN))
    assert list(problems) == ["seats.east.points"] and "flipped_tiles" in problems["seats.east.points"]["message"]


def test_wenling_bao_decided_without_the_counted_discarders_hand(client):
    # trigger 4 needs the river alone: north threw a 得 (2m) earlier, then 3s, a 生牌
    table = _with(WL, wall_remaining=20, seats__north__discards="2m1z")
    body = _ok(client.post("/v1/wenling/settle", json=table), WenlingSettleResponseSchema)
    assert body["bao"]["applied"] and body["bao"]["trigger"] == 4
    # not yet the 生牌阶段, a tile seen before: no trigger needs the hand
    seen = _with(WL, wall_remaining=20, seats__north__discards="1z", seats__east__discards="3s")
    assert _ok(client.post("/v1/wenling/settle", json=seen), WenlingSettleResponseSchema)["bao"]["decided_by"] == \
        "evidence"


def test_wenling_bao_that_needs_the_counted_discarders_hand_asks_for_bao(client):
    live = _with(WL, wall_remaining=20, seats__north__discards="1z")
    problems = _problems(client.post("/v1/wenling/settle", json=live, headers=EN))
    assert list(problems) == ["win.bao"] and problems["win.bao"]["code"] == "needs_statement"
    assert "state bao" in problems["win.bao"]["message"].lower() and "trigger 1" in problems["win.bao"]["message"]
    stated = _ok(client.post("/v1/wenling/settle", json=_with(live, win__bao=False)), WenlingSettleResponseSchema)
    assert not stated["bao"]["applied"] and stated["bao"]["decided_by"] == "stated"


def test_wenling_a_counted_winner_on_a_suited_discard_asks_for_bao(client):
    table = _with(WL, seats__west={"points": 120})
    problems = _problems(client.post("/v1/wenling/settle", json=table, headers=EN))
    assert list(problems) == ["win.bao"] and "trigger 2" in problems["win.bao"]["message"]
    body = _ok(client.post("/v1/wenling/settle", json=_with(table, win__bao=False)), WenlingSettleResponseSchema)
    assert body["players"]["west"]["counted"] and body["players"]["west"]["points"] == 120


def test_wenling_a_counted_self_drawn_500_asks_for_laizi(client):
    table = _with(WL, seats__west={"points": 500}, win={"seat": "west", "tile": "3s", "self_drawn": True})
    problems = _problems(client.post("/v1/wenling/settle", json=table, headers=ZH))
    assert list(problems) == ["win.laizi"] and problems["win.laizi"]["code"] == "needs_statement"
    laizi = _ok(client.post("/v1/wenling/settle", json=_with(table, win__laizi=True)), WenlingSettleResponseSchema)
    assert laizi["laizi"]["condition"] is None and laizi["laizi"]["code"] == "stated"
    plain = _ok(client.post("/v1/wenling/settle", json=_with(table, win__laizi=False)), WenlingSettleResponseSchema)
    assert plain["laizi"] is None and plain["players"]["west"]["points"] == 500
    under = _with(table, seats__west={"points": 300}, win__laizi=True)
    assert list(_problems(client.post("/v1/wenling/settle", json=under))) == ["seats.west.points"]


def _wenling_sitting() -> dict:
    return {"players": PLAYERS, "hands": [WL, NO_TILES]}


def test_wenling_sitting_mixing_counted_and_tiled_seats_and_its_text(client):
    sitting = _wenling_sitting()
    body = _ok(client.post("/v1/wenling/settle/session", json=sitting), WenlingSessionResponseSchema)
    assert body["hands"][0]["settlement"]["players"]["north"]["counted"]
    zh = client.post("/v1/wenling/settle/session", json=sitting, headers={"Accept": "text/plain", **ZH})
    assert "｜ 报点：老王 30、小李 0、Bob 500" in zh.get_data(as_text=True).splitlines()[0]
    rows = list(csv.reader(io.StringIO(client.post("/v1/wenling/settle/session", json=sitting, headers={
        "Accept": "text/csv", **EN}).get_data(as_text=True).lstrip("\ufeff"))))
    assert rows[1][3:5] == ["30 (counted)", "-56"] and rows[1][7] == "120"
    text = client.post("/v1/wenling/settle", json=WL, headers={"Accept": "text/plain", **EN}).get_data(as_text=True)
    assert "north points 500 (counted) net +85" in text and "west points 120 net +36" in text
