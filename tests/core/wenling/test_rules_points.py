"""W11–W15: base (胡), 番, the winner's items, totals with rounding and the cap."""
from __future__ import annotations

import pytest

from tests.core.wenling.conftest import codes, problems, settled
from tests.core.wenling.tables import meld, wtable

WEST = "123p 456p 789p 12s 44s 666z"  # wins north's 3s (靠柄) under 得 2m: 120


def _west(req: dict) -> dict:
    return settled(req)["players"]["west"]


def test_W11_pairs_score_for_the_seat_wind_zhong_and_fa_only():
    got = settled(wtable("123p 456p 789p 12s 44s 111z", "3s", de="5z", others={
        "south": "55z 22z 1m 3m 5m 7m 9m 1s 5s 7s 9s 4z 2p 4p", "east": "33z 13579m 13579p 1s 3s 5s 7s"}))
    assert [(i["tiles"], i["base"]) for i in got["players"]["south"]["items"]] == [("22z", 2)]  # 白 (得) 0
    assert got["players"]["east"]["items"] == []  # 西 is not east's wind
    south = settled(wtable(WEST, "3s", others={"south": "77z 1m 3m 5m 7m 9m 1s 5s 7s 9s 4z 2p 4p 6p 8p"}))
    assert [(i["tiles"], i["base"]) for i in south["players"]["south"]["items"]] == [("77z", 2)]


def test_W11_pungs_and_kongs_as_R13_to_R16():
    west = _west(wtable("123p 789p 12s 44s 999m", "3s", melds=[meld("kong", "5555p")]))
    assert codes(west)["kong"] == (8, 0) and codes(west)["concealed_pung"] == (8, 0)
    west = _west(wtable("123p 456p 12s 44s 555m", "3s", melds=[meld("concealed_kong", "9999p")]))
    assert codes(west)["concealed_kong"] == (32, 0) and codes(west)["concealed_pung"] == (4, 0)


def test_W11_each_special_tile_flipped_scores_for_a_player_who_did_not_win():
    south = settled(wtable(WEST, "3s", others={"south": {"hand": "13456789m1234567p4z", "melds": [],
                                                         "flipped_tiles": "5z 2f 3f"}}))["players"]["south"]
    assert codes(south) == {"flipped_white": (4, 1), "flipped_flower_own": (4, 1), "flipped_flower": (4, 0)}
    assert south["points"] == 50  # 12 × 2^2 = 48 → 50


def test_W11_a_pung_completed_by_a_discard_is_exposed():
    ron = _west(wtable("123p 456p 789p 44s 66s 666z", "6s"))
    tsumo = _west(wtable("123p 456p 789p 44s 66s 666z", "6s", self_drawn=True))
    assert ("pung", "666s", 2) in [(i["code"], i["tiles"], i["base"]) for i in ron["items"]]
    assert ("concealed_pung", "666s", 4) in [(i["code"], i["tiles"], i["base"]) for i in tsumo["items"]]


def test_W12_winner_bonus_20_self_drawn_and_waits():
    west = _west(wtable(WEST, "3s"))
    assert west["bonus"] == 20 and codes(west)["edge_wait"] == (2, 0)
    assert _west(wtable(WEST, "3s", rules={"winner_bonus": 1}))["raw"] == (1 + 10) * 4
    closed = _west(wtable("123p 456p 789p 13s 44s 666z", "2s", self_drawn=True))
    assert codes(closed)["closed_wait"] == (2, 0) and codes(closed)["self_drawn"] == (2, 0)
    single = _west(wtable("123p 456p 789p 123s 4s 666z", "4s"))
    assert codes(single)["single_wait"] == (2, 0)


def test_W13_fan_for_zhong_fa_and_seat_wind_sets_not_bai():
    west = _west(wtable("123p 456p 789p 12s 44s 333z", "3s"))
    assert codes(west)["seat_wind_set"] == (0, 1)
    west = _west(wtable("123p 456p 789p 12s 44s 777z", "3s"))
    assert codes(west)["dragon_set"] == (0, 1)
    west = _west(wtable("123p 456p 789p 12s 44s 111z", "3s"))  # 东 is not west's wind
    assert "seat_wind_set" not in codes(west) and "dragon_set" not in codes(west)


@pytest.mark.parametrize(("hand", "tile", "code", "value"), [
    ("111z 222z 333z 123p 456p 4z", "4z", "four_winds", (0, 13)),
    ("123p 234p 456p 789p 99p 55p", "9p", "full_flush", (0, 4)),
    ("123p 234p 456p 789p 111z 5p", "5p", "half_flush", (0, 2)),
    ("111p 222s 333m 999p 444z 5p", "5p", "all_pungs", (0, 2)),
    ("123p 456p 789p 123s 45s 99m", "3s", "all_chows", (0, 1)),
    ("123p 456p 789p 12s 44s 666z", "3s", "no_de", (0, 1)),
    ("22m 123p 456p 789p 567s 1s 9s", "9s", "two_de", (0, 1)),
])
def test_W14_hand_items(hand, tile, code, value):
    assert codes(_west(wtable(hand, tile)))[code] == value


def test_W14_all_chows_needs_a_two_sided_wait():
    assert "all_chows" not in codes(_west(wtable("123p 456p 789p 123s 46s 99m", "5s")))


def test_W14_self_drawn_de():
    west = _west(wtable("2m 123p 456p 789p 567s 1s 99s", "2m", self_drawn=True))
    assert codes(west)["self_drawn_de"] == (0, 1)


def test_W14_robbing_kong_and_kong_replacement():
    assert codes(_west(wtable(WEST, "3s", robbing_kong=True)))["robbing_kong"] == (0, 1)
    # 杠上开花 on a special tile's replacement, no kong needed (W14)
    west = _west(wtable(WEST, "3s", self_drawn=True, kong_replacement=True, flipped="5z"))
    assert codes(west)["kong_replacement"] == (0, 1)
    found = problems(wtable(WEST, "3s", self_drawn=True, kong_replacement=True))
    assert [p.path for p in found] == ["win.kong_replacement"]


def test_W14_no_three_de_item():
    west = _west(wtable("22m 123p 456p 789p 44s 666z", "2m"))
    assert "three_de" not in codes(west)


def test_W15_totals_are_rounded_up_to_ten():
    west = _west(wtable(WEST, "3s"))
    assert (west["base"], west["fan"], west["raw"], west["points"]) == (10, 2, 120, 120)
    north = settled(wtable(WEST, "3s", others={"north": "444z 567m 789m 3478s 99s 1p"}))["players"]["north"]
    assert (north["raw"], north["points"]) == (16, 20)


def test_W15_cap_500_raw_kept():
    west = _west(wtable("111z 222z 333z 123p 456p 4z", "4z"))
    assert west["points"] == 500 and west["capped"] and west["raw"] > 500
