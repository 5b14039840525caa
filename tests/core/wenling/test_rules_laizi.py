"""W9–W10: 腊子胡, judged from the table, paid as self-drawn at 500."""
from __future__ import annotations

import pytest

from tests.core.wenling.conftest import problems, settled
from tests.core.wenling.tables import wtable

WEST = "123p 456p 789p 12s 44s 666z"  # not a winning hand on 9s


@pytest.mark.parametrize(("req", "condition", "code"), [
    (wtable("22m 123p 456p 789p 44s 666z", "2m", self_drawn=True), 1, "three_de"),
    (wtable(WEST, "9s", self_drawn=True, flipped="5z 5z 5z 5z"), 2, "four_white"),
    (wtable(WEST, "9s", self_drawn=True, flipped="5f 6f 7f 8f"), 3, "four_flowers_one_colour"),
    (wtable("777z 123p 456p 789p 44s 99s", "7z", self_drawn=True), 4, "four_zhong"),
    (wtable("123p 456p 789p 12s 44s 111z", "9s", de="4z", self_drawn=True, flipped="6z 6z 6z 6z"), 4, "four_fa"),
    (wtable("333z 123p 456p 789p 44s 99s", "3z", self_drawn=True), 5, "four_seat_wind"),
    (wtable("123p 456p 789p 12s 44s 999s", "9s", de="1z", self_drawn=True, flipped="1f 6f 3f 8f"), 6,
     "four_flowers"),
], ids=["1", "2", "3", "4_zhong", "4_fa", "5", "6"])
def test_W9_each_condition_is_a_laizi(req, condition, code):
    got = settled(req)
    assert got["laizi"]["condition"] == condition and got["laizi"]["code"] == code
    assert got["players"]["west"]["points"] == 500


def test_W9_the_first_condition_in_the_list_is_named():
    got = settled(wtable("22m 123p 456p 789p 44s 666z", "2m", self_drawn=True, flipped="5z 5z 5z 5z"))
    assert got["laizi"]["condition"] == 1


def test_W9_si_hua_needs_da_nao():
    req = wtable("123p 456p 789p 123s 44s 99s", "9s", de="1z", self_drawn=True, flipped="1f 6f 3f 8f",
                 rules={"nao": "xiao"})
    assert settled(req)["laizi"] is None


def test_W9_heavenly_is_stated_and_needs_the_dealer_untouched():
    req = wtable("123p 456p 789p 123s 44s 99s", "9s", seat="east", self_drawn=True, heavenly=True)
    got = settled(req)
    assert got["laizi"]["condition"] == 7 and got["laizi"]["code"] == "heavenly"
    assert got["players"]["east"]["points"] == 500
    south = wtable("123p 456p 789p 123s 44s 99s", "9s", seat="south", self_drawn=True, heavenly=True)
    assert any(p.path == "win.heavenly" for p in problems(south))
    played = wtable("123p 456p 789p 123s 44s 99s", "9s", seat="east", self_drawn=True, heavenly=True,
                    discards={"north": "1m"})
    assert any(p.path == "win.heavenly" for p in problems(played))
    no_win = wtable("123p 456p 789p 123s 44s 88s", "9s", seat="east", self_drawn=True, heavenly=True)
    assert any(p.path == "win.heavenly" for p in problems(no_win))


def test_W9_a_third_de_from_a_discard_is_an_ordinary_win():
    got = settled(wtable("22m 123p 456p 789p 44s 666z", "2m"))
    assert got["laizi"] is None and "laizi" not in {i["code"] for i in got["players"]["west"]["items"]}


def test_W9_stated_laizi_checked_against_the_table():
    (none,) = problems(wtable("123p 456p 789p 123s 44s 99s", "9s", self_drawn=True, laizi=True))
    assert none.path == "win.laizi" and none.code == "laizi_contradicted"
    denied = problems(wtable("777z 123p 456p 789p 44s 99s", "7z", self_drawn=True, laizi=False))
    assert [p.path for p in denied] == ["win.laizi"]
    assert settled(wtable("777z 123p 456p 789p 44s 99s", "7z", self_drawn=True, laizi=True))["laizi"]


def test_W9_a_laizi_has_no_discarder():
    found = problems(wtable("7777z 123p 456p 789p 44s 5s", "9s", discarder="north"))
    assert any(p.path == "win.discarder" and p.code == "laizi_contradicted" for p in found)


def test_W9_a_player_who_did_not_win_cannot_hold_a_condition():
    req = wtable("123p 456p 789p 12s 44s 666z", "3s", others={"south": {
        "hand": "13456789m12345p4z", "melds": [], "flipped_tiles": "1f 2f 3f 4f"}})
    found = [p for p in problems(req) if p.code == "laizi_contradicted"]
    assert [p.path for p in found] == ["seats.south.flipped_tiles"] and "south" in found[0].message
    draw = wtable("123p 456p 789p 12s 44s 666z", None, others={"north": "222m 13579m 13579p 1s"})
    assert any(p.path == "seats.north.hand" for p in problems(draw))


def test_W10_laizi_is_a_fixed_500_not_capped_paid_as_self_drawn():
    got = settled(wtable(WEST, "9s", self_drawn=True, flipped="5z 5z 5z 5z"))
    west = got["players"]["west"]
    assert (west["raw"], west["points"], west["capped"]) == (500, 500, False)
    assert [i["code"] for i in west["items"]] == ["laizi"]
    assert [(p["from"], p["amount"]) for p in got["payments"] if p["kind"] == "win"] == [
        ("east", 50), ("south", 50), ("north", 50)]


def test_W9_a_pong_and_the_fourth_in_hand_hold_four():
    pong = [{"type": "pong", "tiles": "777z"}]
    got = settled(wtable("7z 123p 456p 789p 44s 1s", "9s", self_drawn=True, melds=pong))
    assert got["laizi"]["code"] == "four_zhong"
    wind = [{"type": "pong", "tiles": "333z"}]
    found = problems(wtable("123p 456p 789p 12s 44s 666z", "3s", others={"west": {
        "hand": "3z 13579m 13579p 12s", "melds": wind}}, seat="south"))
    assert [p.path for p in found if p.code == "laizi_contradicted"] == ["seats.west.hand"]
