"""Per-rule tests, §1–§3 of RULES.md: tiles, seats, 得 and flip tiles (R1–R11),
and the tables that cannot happen (TableError with every problem and its path).

Unless a test says otherwise: 得 = 9p (so the flip tile is 5z), south wins,
west discarded, the other seats hold suited filler tiles worth 0
(``tests/core/jiaojiang/tables.py``).  The plain hand used throughout is

    P = 123m 234m 345m 78m 999s 88m + 6m (two-sided)
      = 999s concealed pung 8; +1 bonus = 9; 无得 1 番 → 18 → 20 points
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.notation import format_tiles, parse_tiles
from app.core.engine.seats import SEATS, Seat
from app.core.jiaojiang import TableError, settle_mapping
from app.core.jiaojiang.catalogue import flip_kind
from app.core.jiaojiang.checks import check_table
from app.core.jiaojiang.settlement import side_divisor
from app.core.jiaojiang.table import SeatState, Table
from tests.core.jiaojiang.tables import (
    items,
    melds,
    nets,
    pays,
    problem_codes,
    problems,
    scored,
    settle,
    table,
    totals,
)

P = "123m 234m 345m 78m 999s 88m"


# --- R1: 136 tiles, four of each kind ----------------------------------------

def test_R1_fifth_copy_is_rejected():
    # south holds 1m once, east four times: 5 × 1m.
    req = table(P, "6m", others={"east": "1111m 22p 33p 44p 66p 77p 88p"})
    found = problems(req)
    assert [(path, code) for path, code, _ in found] == [("seats", "tile_count")]
    assert found[0][2] == "1m 一万: 5 copies, 4 at most (R1) — east's hand 4, south's hand 1"


def test_R1_four_copies_of_a_kind_are_fine():
    # 1m: south 1 + east 3 = 4 → valid; east's 111m is a concealed pung 8 → 10 points.
    res = settle(table(P, "6m", others={"east": "111m 22p 33p 44p 66p 77p 88p 1s"}))
    assert res["players"]["east"]["points"] == 10


def test_R1_no_flowers_honours_stop_at_7z():
    req = table(P, "6m")
    req["seats"]["east"]["hand"] = "8z" + req["seats"]["east"]["hand"][1:]
    found = problems(req)
    assert ("seats.east.hand", "notation") in {(p, c) for p, c, _ in found}
    assert any("honours are 1z–7z" in m for _, _, m in found)


# --- R2: notation -------------------------------------------------------------

def test_R2_chinese_and_mpsz_notation_read_alike():
    assert parse_tiles("一万 1万 五筒 五饼 三条 三索 東 南 西 北 白板 發財 紅中 发 中") == (
        0, 0, 13, 13, 20, 20, 27, 28, 29, 30, 31, 32, 33, 32, 33)
    assert parse_tiles("123m456p789s1234567z") == tuple(range(0, 3)) + tuple(range(12, 15)) + \
        tuple(range(24, 27)) + tuple(range(27, 34))
    assert format_tiles(parse_tiles("3s 1m 2m 东")) == "12m3s1z"


def test_R2_chinese_request_settles_like_mpsz_and_answers_in_mpsz():
    mpsz = table(P, "6m")
    chinese = table(P, "6m")
    chinese["seats"]["south"]["hand"] = "一二三万 二万三万四万 三四五万 七万 八万 九条九条九索 八万八万"
    chinese["win"]["tile"] = "六万"
    assert settle(chinese) == settle(mpsz)
    assert ("concealed_pung", "999s", 8, 0) in items(settle(chinese)["players"]["south"])


def test_R2_notation_error_in_a_request_has_path_and_position():
    req = table(P, "6m")
    req["seats"]["south"]["hand"] = "12x3m"
    assert ("seats.south.hand", "notation", "position 3: 'x' is not a tile digit or suit") in problems(req)


def test_R2_win_tile_must_be_one_tile():
    req = table(P, "6m")
    req["win"]["tile"] = "6m7m"
    found = problems(req)
    assert ("win.tile", "notation") in {(p, c) for p, c, _ in found}


# --- R3: 字牌 = dragons only; winds are honours but not 字牌 --------------------

def test_R3_pair_of_a_non_seat_wind_scores_0():
    # 44z (北) is not south's wind and not a dragon: pair 0. 999s 8 → 9 × 2 (无得) = 18 → 20.
    south = settle(table("123m 234m 345m 78m 999s 44z", "6m"))["players"]["south"]
    assert totals(south) == (8, 1, 18, 20)
    assert "pair" not in [i["code"] for i in south["items"]]


def test_R3_dragon_pair_scores_2():
    # 66z (发) is 字牌: pair 2; 999s 8 → 10 + 1 = 11 × 2 = 22 → 30.
    south = settle(table("123m 234m 345m 78m 999s 66z", "6m"))["players"]["south"]
    assert totals(south) == (10, 1, 22, 30)
    assert ("pair", "66z", 2, 0) in items(south)


def test_R3_wind_pung_is_honour_but_earns_no_dragon_fan():
    # 444z concealed: honour → 8, but neither 字牌 nor south's wind: no 番. 8+1 = 9 × 2 = 18 → 20.
    # (345p keeps the hand out of 混一色.)
    south = settle(table("123m 234m 345p 78m 444z 88m", "6m"))["players"]["south"]
    assert scored(south) == [("concealed_pung", 8, 0), ("no_de", 0, 1)]
    assert totals(south) == (8, 1, 18, 20)


# --- R4: seats: 东 is the dealer, seat wind = seat name -------------------------

def test_R4_side_divisor_is_1_with_the_dealer_else_2():
    for a in SEATS:
        for b in SEATS:
            if a is not b:
                assert side_divisor(a, b) == (1 if Seat.EAST in (a, b) else 2)


def test_R4_east_is_the_dealer_so_pays_a_non_dealer_winner_double():
    # P = 20: east 20/10/1 = 2, west and north 20/10/2 = 1 each.
    res = settle(table(P, "6m"))
    assert pays(res) == [("east", "south", 2, "win", None), ("north", "south", 1, "win", None),
                         ("west", "south", 1, "win", None)]


def test_R4_seat_wind_is_the_seat_name():
    # 111z for east (its own wind): concealed pung 8 + 门风 1 番; 9 × 2^(1+1) = 36 → 40.
    east = settle(table("123m 234m 345p 78m 111z 88m", "6m", seat="east"))["players"]["east"]
    assert scored(east) == [("concealed_pung", 8, 0), ("no_de", 0, 1), ("seat_wind_set", 0, 1)]
    assert totals(east) == (8, 2, 36, 40)
    # the same 111z for south is only an honour pung: 9 × 2 = 18 → 20.
    south = settle(table("123m 234m 345p 78m 111z 88m", "6m"))["players"]["south"]
    assert totals(south) == (8, 1, 18, 20)
    # north's wind is 4z: 444z earns north its 门风 番.
    north = settle(table("123m 234m 345p 78m 444z 88m", "6m", seat="north"))["players"]["north"]
    assert ("seat_wind_set", "444z", 0, 1) in items(north)


def test_R4_dealer_winner_is_paid_with_divisor_1_by_everyone():
    # east 111z: 40 points; each pays 40/10/1 = 4.
    res = settle(table("123m 234m 345p 78m 111z 88m", "6m", seat="east"))
    assert nets(res) == {"east": 12, "south": -4, "west": -4, "north": -4}


# --- R5: 16 tiles held, 5 sets + pair, a kong is one set ----------------------

def test_R5_wrong_hand_size():
    req = table(P, "6m")
    req["seats"]["south"]["hand"] = "123m 234m 345m 78m 999s 8m"  # 15 tiles
    found = problems(req)
    assert [(p, c) for p, c, _ in found] == [("seats.south.hand", "hand_size")]
    assert "holds 15 tiles" in found[0][2]


def test_R5_hand_size_counts_melds():
    # one meld: 16 − 3 = 13 tiles, not 16.
    req = table(P, "6m", others={"east": {"hand": "1122p 5566p 3344s 7788s", "melds": melds(("pong", "777z"))}})
    found = problems(req)
    assert ("seats.east.hand", "hand_size") in {(p, c) for p, c, _ in found}
    assert any("16 − 3×1 = 13" in m for _, _, m in found)


def test_R5_a_kong_counts_as_one_set():
    # 13 tiles + 6m + 暗杠 1111s = 5 sets + pair. 1s terminal concealed kong 32;
    # 33 × 2 (无得) = 66 → 70; east 7, west 70/20 = 3.5 → 4, north 4.
    res = settle(table("123m 234m 345m 78m 88m", "6m", melds=melds(("concealed_kong", "1111s"))))
    south = res["players"]["south"]
    assert totals(south) == (32, 1, 66, 70)
    assert nets(res) == {"east": -7, "south": 15, "west": -4, "north": -4}


# --- R6: 得 is named by the request, its indicator is out of play --------------

def test_R6_de_is_wild_for_the_winner():
    # 99s + 得(9p) = 999s concealed pung 8; one 得 in hand: no 得 番. 9 × 1 = 9 → 10.
    south = settle(table("123m 234m 345m 78m 99s 9p 88m", "6m"))["players"]["south"]
    assert totals(south) == (8, 0, 9, 10)
    assert scored(south) == [("concealed_pung", 8, 0)]


def test_R6_the_turned_up_indicator_is_the_fourth_copy():
    # three 得 (9p) in south's hand + the indicator = 4: valid.
    settle(table("123m 234m 345m 78m 999p 88m", "6m"))
    # a fourth 9p in play is a 5th copy.
    req = table("123m 234m 345m 78m 999p 88m", "6m", others={"east": "9p 122p 3344p 5566p 778p 1s"})
    found = problems(req)
    assert [(p, c) for p, c, _ in found] == [("seats", "tile_count")]
    assert found[0][2].startswith("9p 九筒: 5 copies") and "the 得 indicator 1" in found[0][2]


# --- R7: no 得 in 吃/碰/杠 -----------------------------------------------------

def test_R7_de_in_a_meld_is_rejected():
    req = table("123m 234m 345m 78m 88m", "6m", melds=melds(("chi", "789p")))
    assert ("seats.south.melds[0].tiles", "de_in_meld",
            "position 3: 9p is the 得 kind, which cannot be used in 吃/碰/杠 (R7)") in problems(req)


def test_R7_de_pong_is_rejected():
    req = table("123m 234m 345m 78m 88m", "6m", melds=melds(("pong", "999p")))
    found = [(p, c) for p, c, _ in problems(req)]
    assert found.count(("seats.south.melds[0].tiles", "de_in_meld")) == 3


# --- R8: 得还原 ---------------------------------------------------------------

def test_R8_de_used_at_face_value_is_restored():
    # 得 = 5m; the only 5m sits in 456m: restored 1 番; no 得 left → 无得 1 番 (R22).
    # 8s 单吊 2 → 3 × 2^2 = 12 → 20.
    south = settle(table("123m 456m 789m 234p 567p 8s", "8s", de="5m"))["players"]["south"]
    assert items(south) == [("de_restored", "5m", 0, 1), ("no_de", "", 0, 1), ("single_wait", "88s", 2, 0)]
    assert totals(south) == (2, 2, 12, 20)
    assert "5m restored" in south["reading"]


# --- R9: 得 at face value for the other players --------------------------------

def test_R9_de_has_no_wild_power_for_a_non_winner():
    # east: 11z (own wind pair) 2 + a lone 9p: not a 东 pung. 2 → 10 points.
    # south P 20: east 2, west 1, north 1.  R32: west → east 10/10/1 = 1, north → east 1.
    res = settle(table(P, "6m", others={"east": "11z 9p 1357p 2468s 1357s 9s"}))
    east = res["players"]["east"]
    assert items(east) == [("pair", "11z", 2, 0)]
    assert totals(east) == (2, 0, 2, 10)
    assert nets(res) == {"east": 0, "south": 4, "west": -2, "north": -2}


@pytest.mark.parametrize("hand", ["55z 1357p 2468s 1357s 9s 8s", "555z 1357p 2468s 1357s 9s"])
def test_R9_R12_R21_a_de_of_white_at_face_value_is_a_dragon(hand):
    # 得 = 白 (5z), so the flip tile is 中 and 白 can be held: at face value for a non-winner (R9),
    # 55z is a dragon pair (2 和, R12) and 555z a dragon concealed pung (8 和, 1 番, R21) → 16 → 20.
    east = settle(table("123m 234m 345m 78m 999s 88m", "6m", de="5z", others={"east": hand}))["players"]["east"]
    expected = [("pair", "55z", 2, 0)] if hand.startswith("55z ") else [
        ("concealed_pung", "555z", 8, 0), ("dragon_set", "555z", 0, 1)]
    assert items(east) == expected


# --- R10: the flip tile is never held ----------------------------------------

@pytest.mark.parametrize("de", ["9p", "1m"])  # 1m is kind 0
def test_R10_flip_tile_in_a_hand_is_rejected_with_its_position(de):
    req = table(P, "6m", de=de)
    req["seats"]["south"]["hand"] = "123m 234m 345m 78m 999s 9p 5z"  # 5z at character 28, beside a 9p
    found = problems(req)
    hits = [(p, c, m) for p, c, m in found if c == "flip_tile"]
    assert len(hits) == 1 and "de_in_meld" not in [c for _, c, _ in found]
    path, _, message = hits[0]
    assert path == "seats.south.hand" and message.startswith("position 28: 5z 白板 is the flip tile")


def test_R10_when_de_is_white_the_flip_tile_is_red():
    # 得 = 5z: 5z may be held (it is the 得), 7z may not.
    settle(table("123m 234m 345m 78m 999s 5z 8m", "8m", de="5z"))
    req = table(P, "6m", de="5z", others={"east": "7z 1357p 2468p 1357s 246s"})
    assert ("seats.east.hand", "flip_tile", "position 1: 7z 红中 is the flip tile: it is laid face up and "
            "replaced, never held (R10)") in problems(req)


def test_R10_flip_tile_in_a_meld_and_as_winning_tile():
    req = table("123m 234m 345m 78m 88m", "6m", melds=melds(("pong", "555z")))
    assert ("seats.south.melds[0].tiles", "flip_tile") in problem_codes(req)
    req = table("123m 234m 345m 678m 999s 8m", "8m")
    req["win"]["tile"] = "5z"
    assert ("win.tile", "flip_tile") in problem_codes(req)


def test_R10_a_flip_tile_in_a_river_is_not_a_problem():
    """R10 forbids flip tiles in hands and melds only; a river is not checked for them."""
    req = table("123m 234m 345m 78m 999s 88m", "6m")
    req["seats"]["east"]["discards"] = "5z 1p"
    assert settle(req)["players"]["south"]["points"] == 20


# --- R11: flipped tiles: 4 和 and 1 番 each, winner or not ---------------------

def test_R11_flipped_tiles_count_for_winner_and_non_winner():
    # south P + 1 flipped: base 8 + 4 = 12, +1 = 13; 番 无得 1 + flip 1 = 2 → 52 → 60.
    # east 2 flipped: 8 和, 2 番 → 32 → 40.
    # win: east 60/10 = 6, west 3, north 3.  R32: west → east 40/10/1 = 4, north → east 4.
    res = settle(table(P, "6m", flipped=1, others={"east": {"hand": "1122p 5566p 3344s 7788s", "flipped": 2}}))
    south, east = res["players"]["south"], res["players"]["east"]
    assert ("flipped", "5z", 4, 1) in items(south)
    assert totals(south) == (12, 2, 52, 60)
    assert items(east) == [("flipped", "55z", 8, 2)]
    assert totals(east) == (8, 2, 32, 40)
    assert nets(res) == {"east": 2, "south": 12, "west": -7, "north": -7}


@pytest.mark.parametrize("de, name, tiles", [("5z", "翻红中", "7z"), ("9p", "翻白板", "5z")])
def test_R11_flip_tiles_are_named_after_the_flip_kind(de, name, tiles):
    res = settle(table(P, "6m", de=de, flipped=1))
    flip = [i for i in res["players"]["south"]["items"] if i["code"] == "flipped"][0]
    assert (flip["name"], flip["tiles"]) == (name, tiles)


def test_R11_more_than_four_flipped_tiles_in_all():
    req = table(P, "6m", flipped=3, others={"east": {"hand": "1122p 5566p 3344s 7788s", "flipped": 2}})
    assert "more than 4 flipped tiles in all (R11)" in [message for _, _, message in problems(req)]


def test_R11_four_flipped_tiles_in_all_is_the_most():
    # de 5z: the flip tile is 7z, so four flips are the table's four 中.
    req = table(P, "6m", de="5z", flipped=2, others={"east": {"hand": "1122p 5566p 3344s 7788s", "flipped": 2}})
    assert [i["tiles"] for i in settle(req)["players"]["east"]["items"]] == ["77z"]


# --- impossible tables: every problem at once ----------------------------------

def test_every_problem_is_reported_at_once():
    req = table(P, "6m", others={"east": "1111m 22p 33p 44p 66p 77p 88p"})  # 5 × 1m
    req["seats"]["west"]["hand"] = "5z" + req["seats"]["west"]["hand"][2:]  # flip tile at position 1
    req["seats"]["north"]["melds"] = melds(("pong", "999p"))               # 得 in a meld, and 16 tiles held
    req["win"]["last_tile"] = True                                          # not self-drawn
    codes = problem_codes(req)
    assert {("seats", "tile_count"), ("seats.west.hand", "flip_tile"),
            ("seats.north.melds[0].tiles", "de_in_meld"), ("seats.north.hand", "hand_size"),
            ("win.last_tile", "contradictory_flags")} <= codes


def test_a_tile_string_that_cannot_be_read_hides_no_other_problem():
    # east's hand has a typo; south's hand does not win on 1p; west and north
    # hold six 1p between them.  All three are reported together.
    req = table("123m 234m 345m 78m 999s 88m", "1p", others={
        "west": "1111p 7788p 1122s 5566s",
        "north": "11p 345678p 12345678s",
    })
    req["seats"]["east"]["hand"] = "1122p 5566p 3344s 778x"
    assert problem_codes(req) == {("seats.east.hand", "notation"), ("seats", "tile_count"),
                                  ("seats.south.hand", "not_a_winning_hand")}


def test_R5_a_sequence_does_not_run_across_suits():
    # 89m + 1p would be kinds 7, 8, 9 in a row, but it is no sequence: the hand does not win.
    req = table("123m 456m 789p 111s 89m 1p 5s", "5s")
    assert problem_codes(req) == {("seats.south.hand", "not_a_winning_hand")}


@pytest.mark.parametrize("de, tile", [("9p", "1p"), ("1m", "1p"), ("9p", "1m")])  # 1m is kind 0
def test_a_hand_that_does_not_win_is_found_whatever_the_de_and_tile(de, tile):
    req = table("123m 234m 345m 78p 999s 88m", tile, de=de)
    assert problem_codes(req) == {("seats.south.hand", "not_a_winning_hand")}


@pytest.mark.parametrize("de, tile, hand, east", [  # the fifth 1m is the 得 indicator, or the winning tile
    ("1m", "6m", "123m 234m 345m 78m 999s 88m", "111m 5566p 3344s 7788s"),
    ("9p", "1m", "23m 234m 345m 678m 999s 11m", "11m 12p 5566p 3344s 7788s"),
])
def test_R1_the_indicator_and_the_winning_tile_are_counted(de, tile, hand, east):
    assert ("seats", "tile_count") in problem_codes(table(hand, tile, de=de, others={"east": east}))


@pytest.mark.parametrize("unreadable", ["de", "win.tile", "seats.south.hand"])
def test_the_winning_hand_is_not_judged_when_it_cannot_be_read(unreadable):
    req = table("123m 234m 345m 78m 999s 88m", "1p")
    if unreadable == "de":
        req["de"] = "9x"
    elif unreadable == "win.tile":
        req["win"]["tile"] = "1x"
    else:
        req["seats"]["south"]["hand"] = "123m 234m 345m 78m 999s 88x"
    assert problem_codes(req) == {(unreadable, "notation")}


@pytest.mark.parametrize("change, path", [
    (dict(self_drawn=True, discarder="west"), "win.discarder"),
    (dict(discarder="south"), "win.discarder"),
    (dict(discarder=None), "win.discarder"),
    (dict(kong_replacement=True), "win.kong_replacement"),           # no kong, not self-drawn
    (dict(robbing_kong=True, self_drawn=True, discarder=None), "win.robbing_kong"),
    (dict(last_tile=True), "win.last_tile"),
    (dict(dianpao=True, self_drawn=True, discarder=None), "win.dianpao"),
])
def test_contradictory_flags(change, path):
    req = table(P, "6m")
    req["win"].update(change)
    if req["win"]["discarder"] is None:
        del req["win"]["discarder"]
    assert (path, "contradictory_flags") in problem_codes(req)


def test_kong_replacement_needs_a_kong_even_when_self_drawn():
    req = table(P, "6m", self_drawn=True, kong_replacement=True)
    assert problem_codes(req) == {("win.kong_replacement", "contradictory_flags")}


def test_a_win_needs_16_tiles_in_the_wall():
    assert problem_codes(table(P, "6m", wall_remaining=15)) == {("wall_remaining", "contradictory_flags")}
    settle(table(P, "6m", wall_remaining=16))


@pytest.mark.parametrize("meld, path", [
    (("chi", "135m"), "seats.east.melds[0].tiles"),
    (("chi", "891m"), "seats.east.melds[0].tiles"),
    (("chi", "123z"), "seats.east.melds[0].tiles"),
    (("pong", "556m"), "seats.east.melds[0].tiles"),
    (("kong", "555m"), "seats.east.melds[0].tiles"),
    (("concealed_kong", "5555m", "5m"), "seats.east.melds[0].claimed"),
    (("pong", "555m", "6m"), "seats.east.melds[0].claimed"),
    (("pong", "555m", "1m"), "seats.east.melds[0].claimed"),  # 1m is kind 0
    (("chi", "89m1p"), "seats.east.melds[0].tiles"),  # consecutive kinds, two suits
])
def test_meld_tiles_must_form_their_type(meld, path):
    east = {"hand": "11z 22s 33s 44s 66s 7s 2m 3m", "melds": melds(meld)}  # 13 tiles beside one meld
    req = table("123p 234p 345p 78p 999s 88p", "6p", others={"east": east})
    assert problem_codes(req) == {(path, "meld_shape")}


@pytest.mark.parametrize("meld", [("chi", "789m"), ("chi", "123m", "1m")])  # the last sequence; 1m is kind 0
def test_meld_tiles_that_form_their_type(meld):
    east = {"hand": "11z 22s 33s 44s 66s 7s 2p 3p", "melds": melds(meld)}
    settle(table("123p 234p 345p 78p 999s 88p", "6p", others={"east": east}))


def test_a_hand_that_does_not_win():
    req = table("123m 234m 345m 78m 999s 88m", "1p")
    found = problems(req)
    assert [(p, c) for p, c, _ in found] == [("seats.south.hand", "not_a_winning_hand")]


def test_stake_between_one_player():
    req = table(P, "6m", stakes=[{"between": ["east", "east"], "amount": 5}])
    assert problem_codes(req) == {("stakes[0].between", "contradictory_flags")}


def test_table_error_is_a_value_error_with_problems():
    req = table(P, "1p")
    with pytest.raises(TableError) as err:
        settle_mapping(req)
    assert isinstance(err.value, ValueError) and err.value.problems


# --- more cases -------------------------------------------------------------------

def test_R2_traditional_suit_characters_and_full_width_spaces():
    assert parse_tiles("一萬\u3000三條 五餅 九索") == (0, 20, 13, 26)


def test_R2_notation_errors_in_melds_rivers_and_claimed_tiles_have_their_paths():
    req = table(P, "6m")
    req["seats"]["east"]["discards"] = "1p x"
    req["seats"]["north"]["melds"] = [{"type": "pong", "tiles": "7q7z7z", "claimed": "x"}]
    found = {(p, c, m) for p, c, m in problems(req)}
    assert ("seats.east.discards", "notation", "position 4: 'x' is not a tile digit or suit") in found
    assert ("seats.north.melds[0].tiles", "notation", "position 2: 'q' is not a tile digit or suit") in found
    assert ("seats.north.melds[0].claimed", "notation", "position 1: 'x' is not a tile digit or suit") in found


@pytest.mark.parametrize("de, message", [("x", "position 1: 'x' is not a tile digit or suit"),
                                         ("12m", "expected exactly one tile, got 2")])
def test_R6_the_de_kind_must_be_one_tile(de, message):
    req = table(P, "6m")
    req["de"] = de
    assert ("de", "notation", message) in problems(req)


def test_R10_flip_tile_in_a_draw_is_rejected_too():
    from tests.core.jiaojiang.tables import draw
    req = draw(others={"north": "5z 1357p 2468p 1357s 246s"})
    assert ("seats.north.hand", "flip_tile") in problem_codes(req)


def test_R12_R4_east_wind_pair_is_easts_own():
    # east wins with 11z pair: own wind 2; 999s 8 → 10 + 1 = 11 × 2 = 22 → 30.
    east = settle(table("123m 234m 345m 78m 999s 11z", "6m", seat="east"))["players"]["east"]
    assert ("pair", "11z", 2, 0) in items(east)
    assert totals(east) == (10, 1, 22, 30)


def test_R5_a_draw_checks_every_hand_size():
    from tests.core.jiaojiang.tables import draw
    req = draw(others={"west": "1357p 2468p 1357s"})  # 12 tiles
    assert problem_codes(req) == {("seats.west.hand", "hand_size")}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.integers(0, 33), max_size=18), min_size=4, max_size=4), st.integers(-1, 33),
       st.lists(st.integers(0, 2), min_size=4, max_size=4))
def test_R1_a_kind_over_four_is_found_however_the_tiles_lie(hands, de, flipped):
    """The over-four check (``checks.check_table``, sorted tiles compared four
    places on) finds a problem exactly when some kind, 得 and flip tiles
    counted, has more than four copies."""
    seats = {seat: SeatState(tuple(hand), flipped=n) for seat, hand, n in zip(SEATS, hands, flipped, strict=True)}
    kinds = [k for hand in hands for k in hand]
    if de >= 0:
        kinds += [de] + [flip_kind(de)] * sum(flipped)
    over = max(Counter(kinds).values(), default=0) > 4
    assert any("copies" in str(p.text) for p in check_table(Table(de, seats))) == over
