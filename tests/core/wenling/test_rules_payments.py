"""W16–W19 and W23–W24: payments in 子 in three modes, what Wenling refuses,
黄牌 and the next dealer."""
from __future__ import annotations

import pytest

from app.core.engine.seats import Seat
from app.core.wenling.settlement import amount
from tests.core.wenling.conftest import problems, settled
from tests.core.wenling.tables import wtable

WEST = "123p 456p 789p 12s 44s 666z"  # wins north's 3s: 120


def _rows(got: dict) -> list[tuple]:
    return [(p["from"], p["to"], p["amount"], p["kind"], p["on_behalf_of"]) for p in got["payments"]]


def test_W16_each_other_player_pays_the_winners_total_in_zi():
    got = settled(wtable(WEST, "3s"))
    assert [r for r in _rows(got) if r[3] == "win"] == [("east", "west", 12, "win", None),
                                                       ("south", "west", 12, "win", None),
                                                       ("north", "west", 12, "win", None)]


def test_W17_the_others_settle_pair_by_pair():
    got = settled(wtable(WEST, "3s", others={"north": "444z 567m 789m 3478s 99s 1p"}))
    assert [r for r in _rows(got) if r[3] == "settlement"] == [("east", "north", 2, "settlement", None),
                                                              ("south", "north", 2, "settlement", None)]
    assert sum(p["net"] for p in got["players"].values()) == 0


@pytest.mark.parametrize(("points", "a", "b", "mode", "want"), [
    (120, Seat.SOUTH, Seat.WEST, "flat", 12),
    (120, Seat.EAST, Seat.WEST, "flat", 12),
    (130, Seat.SOUTH, Seat.WEST, "side_half", 7),  # 13 / 2, a half rounded up once
    (130, Seat.EAST, Seat.WEST, "side_half", 13),
    (130, Seat.SOUTH, Seat.WEST, "dealer_double", 13),
    (130, Seat.EAST, Seat.WEST, "dealer_double", 26),
    (130, Seat.WEST, Seat.EAST, "dealer_double", 26),
])
def test_W18_payment_modes(points, a, b, mode, want):
    assert amount(points, a, b, mode) == want


def test_W18_modes_on_a_table():
    flat = settled(wtable(WEST, "3s"))
    half = settled(wtable(WEST, "3s", rules={"payment": "side_half"}))
    double = settled(wtable(WEST, "3s", rules={"payment": "dealer_double"}))
    assert [r[2] for r in _rows(flat) if r[3] == "win"] == [12, 12, 12]
    assert [r[2] for r in _rows(half) if r[3] == "win"] == [12, 6, 6]
    assert [r[2] for r in _rows(double) if r[3] == "win"] == [24, 12, 12]


def test_W18_unknown_modes_are_refused():
    found = problems(wtable(WEST, "3s", rules={"payment": "half", "nao": "big", "dan": 1}))
    assert sorted(p.path for p in found) == ["rules.dan", "rules.nao", "rules.payment"]
    assert all(p.code == "rule_setting" for p in found)


def test_W19_refusals_all_at_once():
    req = wtable(WEST, "3s", dianpao=True, last_tile=False)
    req["dan"] = 0
    req["stakes"] = []
    req["seats"]["east"]["flipped"] = 1
    found = problems(req)
    assert sorted(p.path for p in found if p.code == "not_in_wenling") == [
        "dan", "seats.east.flipped", "stakes", "win.dianpao", "win.last_tile"]
    assert all("W19" in p.message for p in found if p.code == "not_in_wenling")


def test_W19_bad_shapes_are_problems_not_exceptions():
    for req in (None, [], {"de": 5}, {"de": "2m", "seats": {"east": 3}}, {"de": "2m", "seats": [], "win": 1},
                {"de": "2m", "seats": {"east": {"hand": "1m", "melds": [{"type": "x"}]}}, "win": {"seat": "up"}}):
        assert problems(req)


def test_W23_huangpai_no_payments_dealer_passes():
    got = settled(wtable(WEST, None, wall=16))
    assert got["outcome"] == "draw" and got["payments"] == []
    assert got["next"]["dealer"] == "south" and got["next"]["dealer_streak"] == 1
    assert all(p["net"] == 0 for p in got["players"].values())


@pytest.mark.parametrize("wall", [15, 18, 40])
def test_W23_huangpai_only_at_16_or_17(wall):
    (problem,) = problems(wtable(WEST, None, wall=wall))
    assert problem.path == "wall_remaining" and "W23" in problem.message


def test_W23_a_win_needs_16_tiles_left():
    assert [p.path for p in problems(wtable(WEST, "3s", wall=12))] == ["wall_remaining"]


def test_W24_next_dealer():
    stays = settled({**wtable(WEST, "3s", seat="east", discarder="north"), "dealer_streak": 3})
    assert stays["next"]["dealer"] == "east" and stays["next"]["dealer_streak"] == 4
    assert stays["next"]["seats"] == {"east": "east", "south": "south", "west": "west", "north": "north"}
    passes = settled(wtable(WEST, "3s"))
    assert passes["next"]["seats"] == {"east": "north", "south": "east", "west": "south", "north": "west"}
