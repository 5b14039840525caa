"""What the Taizhou rule sets' answers share: ``players_dict`` reads a
player's figures by position, so each rule set's ``PlayerResult`` keeps its
fields in this order; ``with_nets`` replaces the last."""
from __future__ import annotations

import pytest

from app.core.engine.messages import EN
from app.core.engine.result import Payment
from app.core.engine.seats import Seat
from app.core.jiaojiang.answer import PlayerResult as JiaojiangResult
from app.core.taizhou.answer import players_dict, with_nets
from app.core.wenling.result import PlayerResult as WenlingResult

FIELDS = ("base", "bonus", "fan", "raw", "points", "{mark}", "items", "reading", "name", "counted", "net")
RESULTS = pytest.mark.parametrize("result, mark", [(JiaojiangResult, "limit"), (WenlingResult, "capped")])


@RESULTS
def test_player_fields_lie_in_the_order_players_dict_reads(result, mark):
    assert result._fields == tuple(f.format(mark=mark) for f in FIELDS)


@RESULTS
def test_players_dict_names_each_field(result, mark):
    player = result(10, 1, 2, 44, 50, True, (), None, "Ann", True, -7)
    assert players_dict({Seat.EAST: player}, EN, mark) == {"east": {
        "name": "Ann", "base": 10, "bonus": 1, "fan": 2, "raw": 44, "points": 50, mark: True, "counted": True,
        "net": -7, "items": [], "reading": None}}


@RESULTS
def test_with_nets_replaces_the_last_field_by_the_payments(result, mark):
    players = {seat: result(10, 1, 2, 44, 50, False, (), None, seat.value) for seat in Seat}
    payments = (Payment(Seat.SOUTH, Seat.EAST, 30, "win"), Payment(Seat.WEST, Seat.NORTH, 5, "settlement", Seat.EAST))
    before = dict(players)
    with_nets(players, payments)
    nets = {Seat.EAST: 30, Seat.SOUTH: -30, Seat.WEST: -5, Seat.NORTH: 5}
    assert players == {seat: before[seat]._replace(net=nets[seat]) for seat in Seat}
    assert all(type(player) is result for player in players.values())
