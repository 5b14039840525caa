"""Per-rule tests, §4–§5 of RULES.md: the winner's base and 番 items, readings,
the other players' items, totals, rounding and 劣子 (R12–R28).

Unless a test says otherwise: 得 = 9p (flip tile 5z), south wins, west
discarded, the other seats hold suited filler worth 0.  Plain hand:

    P = 123m 234m 345m 78m 999s 88m + 6m  →  999s 8; (8+1) × 2 (无得) = 18 → 20
"""
from __future__ import annotations

import pytest

from app.core.jiaojiang.table import Rules, read_rules
from tests.core.jiaojiang.tables import items, melds, nets, pays, scored, settle, table, totals

P = "123m 234m 345m 78m 999s 88m"


def south(req):
    return settle(req)["players"]["south"]


# --- R12: pairs ---------------------------------------------------------------

@pytest.mark.parametrize("pair, base", [
    ("22z", 2),  # south's own wind
    ("77z", 2),  # 中, a dragon
    ("11z", 0),  # 东 is not south's wind
    ("99m", 0),  # a terminal pair is worth nothing
    ("55p", 0),
])
def test_R12_pair_is_2_only_for_own_wind_or_dragon(pair, base):
    # 999s 8 + pair; (8 + pair + 1) × 2 (无得)
    s = south(table(f"123m 234m 345m 78m 999s {pair}", "6m"))
    assert (s["base"], s["raw"]) == (8 + base, (8 + base + 1) * 2)
    assert [i for i in items(s) if i[0] == "pair"] == ([("pair", pair, 2, 0)] if base else [])


def test_R12_pair_that_is_also_the_single_wait():
    # 2z 单吊: pair 2 + 单吊 2 + 999s 8 = 12; 13 × 2 = 26 → 30.
    s = south(table("123m 234m 345m 678m 999s 2z", "2z"))
    assert items(s) == [("concealed_pung", "999s", 8, 0), ("no_de", "", 0, 1), ("pair", "22z", 2, 0),
                        ("single_wait", "22z", 2, 0)]
    assert totals(s) == (12, 1, 26, 30)


# --- R13–R16: pungs and kongs -----------------------------------------------------

@pytest.mark.parametrize("meld, code, base", [
    (("pong", "999s"), "pung", 4),               # R13 exposed, terminal
    (("pong", "555s"), "pung", 2),               # R13 exposed, 2–8
    (("kong", "9999s"), "kong", 16),             # R15 exposed kong, terminal
    (("kong", "5555s"), "kong", 8),              # R15 exposed kong, 2–8
    (("concealed_kong", "1111s"), "concealed_kong", 32),  # R16 concealed kong, terminal
    (("concealed_kong", "5555s"), "concealed_kong", 16),  # R16 concealed kong, 2–8
    (("pong", "111z"), "pung", 4),               # R13 honour (not south's wind): 4, no 番
])
def test_R13_R15_R16_melds(meld, code, base):
    # 13 tiles + 6m + the meld; (base + 1) × 2 (无得).  (345p keeps honour melds out of 混一色.)
    s = south(table("123m 234m 345p 78m 88m", "6m", melds=melds(meld)))
    assert scored(s) == sorted([(code, base, 0), ("no_de", 0, 1)])
    assert f"| {meld[0]} {meld[1]} |" in s["reading"]
    assert s["raw"] == (base + 1) * 2


@pytest.mark.parametrize("pung, base", [("999s", 8), ("555s", 4), ("111z", 8)])
def test_R14_concealed_pung(pung, base):
    # (base + 1) × 2 (无得)
    s = south(table(f"123m 234m 345p 78m {pung} 88m", "6m"))
    assert items(s) == [("concealed_pung", pung, base, 0), ("no_de", "", 0, 1)]
    assert s["raw"] == (base + 1) * 2


def test_R15_R21_own_wind_kong_earns_the_seat_wind_fan():
    # exposed kong 2222z 16 + 门风 1; 17 × 2^2 = 68 → 70.
    s = south(table("123m 234m 345p 78m 88m", "6m", melds=melds(("kong", "2222z"))))
    assert scored(s) == [("kong", 16, 0), ("no_de", 0, 1), ("seat_wind_set", 0, 1)]
    assert totals(s) == (16, 2, 68, 70)


# --- R17: 自摸 and the wait items --------------------------------------------------

def test_R17_self_drawn_is_2():
    # 999s 8 + 自摸 2 = 10; 11 × 2 = 22 → 30.  Self-drawn: east 3, west 30/20 = 1.5 → 2, north 2.
    res = settle(table(P, "6m", self_drawn=True))
    assert items(res["players"]["south"]) == [("concealed_pung", "999s", 8, 0), ("no_de", "", 0, 1),
                                              ("self_drawn", "6m", 2, 0)]
    assert totals(res["players"]["south"]) == (10, 1, 22, 30)
    assert nets(res) == {"east": -3, "south": 7, "west": -2, "north": -2}


def test_R17_single_wait():
    # 8m completes the pair: 单吊 2; 8 + 2 = 10; 11 × 2 = 22 → 30.
    s = south(table("123m 234m 345m 678m 999s 8m", "8m"))
    assert ("single_wait", "88m", 2, 0) in items(s)
    assert totals(s) == (10, 1, 22, 30)


def test_R17_closed_wait():
    # 7m in 6_8: 嵌档 2; 10 → 22 → 30.
    s = south(table("123m 234m 345m 68m 999s 88m", "7m"))
    assert ("closed_wait", "678m", 2, 0) in items(s)
    assert totals(s) == (10, 1, 22, 30)


@pytest.mark.parametrize("held, tile, wait", [
    ("12p", "3p", ("edge_wait", "123p", 2, 0)),   # the 3 of 1-2-3
    ("89s", "7s", ("edge_wait", "789s", 2, 0)),   # the 7 of 7-8-9
    ("23p", "1p", None),                           # 1 of 1-2-3 on 23: two-sided
    ("23p", "4p", None),
    ("78p", "9p", None),                           # 9p is 得 here; see de below
    ("78s", "9s", None),                           # the 9 of 7-8-9 on 78: two-sided
])
def test_R17_edge_wait_is_only_the_3_of_123_or_the_7_of_789(held, tile, wait):
    # 123m 234m 345m 111z 88m + held + tile: 111z concealed 8 (not south's wind);
    # with 靠柄 2: (10 + 1) × 2 (无得) = 22, else (8 + 1) × 2 = 18.  (78p + 9p: 得 = 5p there.)
    de = "5p" if tile == "9p" else "9p"
    s = south(table(f"123m 234m 345m 111z 88m {held}", tile, de=de))
    waits = [i for i in items(s) if i[0] in ("single_wait", "closed_wait", "edge_wait")]
    assert waits == ([wait] if wait else [])
    assert s["raw"] == (11 if wait else 9) * 2


def test_R17_only_one_wait_item():
    # 4556m + 5m: 456m + 55m; the winning 5m is either 嵌档 (in 456) or 单吊 (in 55),
    # never both: 999s 8 + 2 = 10; 11 × 2 = 22 (not 26).
    s = settle(table("123p 234p 345p 999s 4556m", "5m"))["players"]["south"]
    waits = [i for i in scored(s) if i[0] in ("single_wait", "closed_wait", "edge_wait")]
    assert len(waits) == 1 and waits[0][1] == 2
    assert totals(s) == (10, 1, 22, 30)


# --- R18: sets formed with 得 ------------------------------------------------------

def test_R18_pair_plus_de_is_a_concealed_pung():
    # 55s + 得 = 555s concealed 4 (not 88p+得: 888p would be an exposed pung by R19,
    # since the winning 8p comes from a discard); 8p 单吊 2.  6 + 1 = 7 × 1 (one 得: no 得 番) → 10.
    s = south(table("123m 456m 789m 55s 9p 123s 8p", "8p"))
    assert items(s) == [("concealed_pung", "555s", 4, 0), ("single_wait", "88p", 2, 0)]
    assert totals(s) == (6, 0, 7, 10)
    assert "9p→5s" in s["reading"]


def test_R18_de_may_stand_for_a_kind_whose_four_copies_are_in_sight():
    # 4z: the winning one + east's three.  得 stands for a 5th 4z: pair 44z (not south's wind, 0),
    # 单吊 2; 3 × 1 → 10.  east 444z concealed 8 → 10.
    # win: east 1, west 1, north 1.  R32: west → east 1, north → east 10/10/1 = 1.
    res = settle(table("123m 456m 789m 234s 567s 9p", "4z", others={"east": "444z 1357p 2468p 1357s 2s"}))
    s = res["players"]["south"]
    assert items(s) == [("single_wait", "44z", 2, 0)]
    assert totals(s) == (2, 0, 3, 10)
    assert nets(res) == {"east": 1, "south": 3, "west": -2, "north": -2}


def test_R18_three_de_may_be_a_pung_of_any_kind():
    # 得 = 1z (东), three of them; 13m 57m need 2m and 6m, the winning 9s its pair partner:
    # three wild 得 (none can be 东): 3张得 2 番; 9s 单吊 2.  3 × 4 = 12 → 20.
    s = south(table("13m 57m 123p 456p 789p 111z", "9s", de="1z"))
    assert items(s) == [("single_wait", "99s", 2, 0), ("three_de", "111z", 0, 2)]
    assert totals(s) == (2, 2, 12, 20)


# --- R19: a pung completed by a discard is exposed ----------------------------------

def test_R19_pung_completed_by_a_discard_counts_as_exposed():
    # 55m + 5m from west: 555m exposed 2; 999s 8; 11z pair 0 (not south's wind).
    # 10 + 1 = 11 × 2 = 22 → 30.
    s = south(table("234m 678m 345p 999s 55m 11z", "5m"))
    assert items(s) == [("concealed_pung", "999s", 8, 0), ("no_de", "", 0, 1), ("pung", "555m", 2, 0)]
    assert totals(s) == (10, 1, 22, 30)


def test_R19_self_drawn_pung_stays_concealed():
    # same hand self-drawn: 555m concealed 4 + 999s 8 + 自摸 2 = 14; 15 × 2 = 30.
    s = south(table("234m 678m 345p 999s 55m 11z", "5m", self_drawn=True))
    assert ("concealed_pung", "555m", 4, 0) in items(s)
    assert totals(s) == (14, 1, 30, 30)


def test_R19_R23_winning_tile_read_into_another_set_if_that_scores_more():
    # 234m 345m 678m 55m + 5m: read the winning 5m into 345m, so 555m stays concealed 4
    # (not into 555m: exposed 2).  999s 8 + 4 = 12; 13 × 2 = 26 → 30.
    s = south(table("234m 345m 678m 999s 55m 11z", "5m"))
    assert ("concealed_pung", "555m", 4, 0) in items(s)
    assert "pung" not in [i["code"] for i in s["items"]]
    assert totals(s) == (12, 1, 26, 30)
    assert "won on 5m in 345m" in s["reading"]


def test_R19_four_alike_not_declared_is_a_pung_and_a_tile_elsewhere():
    # 1111m: 111m concealed 8 + 1m in 123m; 999s 8; 5s 单吊 2 = 18; 19 × 2 = 38 → 40.
    s = south(table("1111m 23m 456p 678p 999s 5s", "5s"))
    assert items(s) == [("concealed_pung", "111m", 8, 0), ("concealed_pung", "999s", 8, 0),
                        ("no_de", "", 0, 1), ("single_wait", "55s", 2, 0)]
    assert totals(s) == (18, 1, 38, 40)


# --- R20 / R25: the bonus and the total --------------------------------------------

def test_R20_R25_default_winner_bonus_is_1():
    # (8 + 1) × 2^1 = 18 → 20
    s = south(table(P, "6m"))
    assert (s["base"], s["bonus"], s["fan"], s["raw"], s["points"]) == (8, 1, 1, 18, 20)


def test_R20_winner_bonus_is_a_rule_setting():
    # (8 + 20) × 2 = 56 → 60; east 6, west 3, north 3.  Non-winners get no bonus.
    res = settle(table(P, "6m", rules={"winner_bonus": 20}))
    s = res["players"]["south"]
    assert (s["base"], s["bonus"], s["fan"], s["raw"], s["points"]) == (8, 20, 1, 56, 60)
    assert res["players"]["east"]["bonus"] == 0 and res["players"]["east"]["raw"] == 0
    assert nets(res) == {"east": -6, "south": 12, "west": -3, "north": -3}


@pytest.mark.parametrize("given", [None, {}, {"winner_bonus": 0}, {"winner_bonus": 1}, {"winner_bonus": 20},
                                   {"winner_bonus": 1000}])
def test_R20_the_rules_read_are_the_rules_given(given):
    """``read_rules`` looks the usual shape up by its bonus: what building them finds, met first or again."""
    assert read_rules(given) == read_rules(given) == Rules(**(given or {}))


# --- R21: 番 items ---------------------------------------------------------------

def test_R21_dragon_set():
    # 777z concealed 8 + 字牌刻 1; 99s pair 0; 9 × 2^2 = 36 → 40.
    s = south(table("123m 234m 345m 78m 777z 99s", "6m"))
    assert items(s) == [("concealed_pung", "777z", 8, 0), ("dragon_set", "777z", 0, 1), ("no_de", "", 0, 1)]
    assert totals(s) == (8, 2, 36, 40)


def test_R21_half_flush():
    # m + 中 only: 混一色 2 + 字牌刻 1 + 无得 1 = 4; 9 × 16 = 144 → 150.
    s = south(table("123m 234m 345m 78m 777z 88m", "6m"))
    assert scored(s) == [("concealed_pung", 8, 0), ("dragon_set", 0, 1), ("half_flush", 0, 2), ("no_de", 0, 1)]
    assert totals(s) == (8, 4, 144, 150)


def test_R21_full_flush():
    # all m: 清一色 4 + 无得 1; 999m 8 → 9 × 32 = 288 → 290.
    # east 29, west 290/20 = 14.5 → 15, north 15.
    res = settle(table("123m 234m 345m 78m 999m 88m", "6m"))
    s = res["players"]["south"]
    assert scored(s) == [("concealed_pung", 8, 0), ("full_flush", 0, 4), ("no_de", 0, 1)]
    assert totals(s) == (8, 5, 288, 290)
    assert nets(res) == {"east": -29, "south": 59, "west": -15, "north": -15}


def test_R21_all_pungs():
    # 111m 8 + 444m 4 + 555p 4 + 777s 4 + 999s 8 + 8p 单吊 2 = 30; 对对和 2 + 无得 1;
    # 31 × 8 = 248 → 250.
    s = south(table("111m 444m 555p 777s 999s 8p", "8p"))
    assert scored(s) == [("all_pungs", 0, 2), ("concealed_pung", 4, 0), ("concealed_pung", 4, 0),
                         ("concealed_pung", 4, 0), ("concealed_pung", 8, 0), ("concealed_pung", 8, 0),
                         ("no_de", 0, 1), ("single_wait", 2, 0)]
    assert totals(s) == (30, 3, 248, 250)


def test_R21_all_pungs_counts_melds():
    # pong 999s 4 + 111m 8 + 444m 4 + 555p 4 + 777s 4 + 8p 单吊 2 = 26; 对对和 2 + 无得 1
    # → 27 × 8 = 216 → 220.
    s = south(table("111m 444m 555p 777s 8p", "8p", melds=melds(("pong", "999s"))))
    assert ("all_pungs", 0, 2) in scored(s)
    assert totals(s) == (26, 3, 216, 220)
    # a chi meld spoils it: 123s instead of the pong → 22; 23 × 2 = 46 → 50.
    s = south(table("111m 444m 555p 777s 8p", "8p", melds=melds(("chi", "123s"))))
    assert "all_pungs" not in [i["code"] for i in s["items"]]
    assert totals(s) == (22, 1, 46, 50)


def test_R21_all_chows_two_sided():
    # every set a sequence, 78m won on 9m (two-sided): 旁和 1 + 无得 1; base 0 → 1 × 4 = 4 → 10.
    # east 1, west 10/20 = 0.5 → 1, north 1.
    res = settle(table("123m 456m 78m 234p 567p 99s", "9m"))
    s = res["players"]["south"]
    assert scored(s) == [("all_chows", 0, 1), ("no_de", 0, 1)]
    assert totals(s) == (0, 2, 4, 10)
    assert nets(res) == {"east": -1, "south": 3, "west": -1, "north": -1}


@pytest.mark.parametrize("held, tile, wait", [
    ("79m", "8m", "closed_wait"),   # 嵌档
    ("12m", "3m", "edge_wait"),     # 靠柄
])
def test_R21_no_all_chows_on_a_closed_or_edge_wait(held, tile, wait):
    # the wait item 2 instead of 旁和: 3 × 2 (无得) = 6 → 10.
    other = "123m" if held == "79m" else "789m"
    s = south(table(f"{other} 456m {held} 234p 567p 99s", tile))
    assert scored(s) == [(wait, 2, 0), ("no_de", 0, 1)]
    assert totals(s) == (2, 1, 6, 10)


def test_R21_no_all_chows_on_a_single_wait():
    # five sequences, won on the pair: 单吊 2, no 旁和. 3 × 2 = 6 → 10.
    s = south(table("123m 456m 789m 234p 567p 9s", "9s"))
    assert scored(s) == [("no_de", 0, 1), ("single_wait", 2, 0)]


def test_R21_all_chows_counts_melds():
    # a chi meld keeps 旁和 (4 → 10); a pong meld spoils it (pong 555s 2: 3 × 2 = 6 → 10).
    s = south(table("456m 78m 234p 567p 99s", "9m", melds=melds(("chi", "123m"))))
    assert scored(s) == [("all_chows", 0, 1), ("no_de", 0, 1)]
    s = south(table("456m 78m 234p 567p 99s", "9m", melds=melds(("pong", "555s"))))
    assert scored(s) == [("no_de", 0, 1), ("pung", 2, 0)]
    assert s["raw"] == 6


def test_R21_last_tile():
    # 海底捞月: self-drawn on the last tile; 8 + 自摸 2 = 10; 番 无得 1 + 海底 1; 11 × 4 = 44 → 50.
    s = south(table(P, "6m", self_drawn=True, last_tile=True, wall_remaining=16))
    assert ("last_tile", "6m", 0, 1) in items(s)
    assert totals(s) == (10, 2, 44, 50)


def test_R21_kong_replacement():
    # 杠上开花 on the replacement for 暗杠 1111s: 32 + 自摸 2 = 34; 无得 1 + 杠上开花 1;
    # 35 × 4 = 140.  Self-drawn: east 14, west 7, north 7.
    res = settle(table("123m 234m 345m 78m 88m", "6m", self_drawn=True, kong_replacement=True,
                       melds=melds(("concealed_kong", "1111s"))))
    s = res["players"]["south"]
    assert scored(s) == [("concealed_kong", 32, 0), ("kong_replacement", 0, 1), ("no_de", 0, 1),
                         ("self_drawn", 2, 0)]
    assert totals(s) == (34, 2, 140, 140)
    assert nets(res) == {"east": -14, "south": 28, "west": -7, "north": -7}


def test_R21_self_drawn_de():
    # self-drawn 9p (得) pairs with 8m: 单吊 2 + 自摸 2 + 999s 8 = 12; 自摸得 1, one 得 → no 得 番;
    # 13 × 2 = 26 → 30.
    s = south(table("123m 234m 345m 678m 999s 8m", "9p", self_drawn=True))
    assert scored(s) == [("concealed_pung", 8, 0), ("self_drawn", 2, 0), ("self_drawn_de", 0, 1),
                         ("single_wait", 2, 0)]
    assert totals(s) == (12, 1, 26, 30)


def test_R21_self_drawn_de_needs_a_self_drawn_win():
    # the same 得 from a discard: no 自摸, no 自摸得, and it is in the hand (R22): 8 + 2 = 10 → 11 → 20.
    s = south(table("123m 234m 345m 678m 999s 8m", "9p"))
    assert scored(s) == [("concealed_pung", 8, 0), ("single_wait", 2, 0)]
    assert totals(s) == (10, 0, 11, 20)


def test_R21_big_single_wait():
    # five melds (4 chi + pong 999s), won on the pair: pong 4 + 单吊 2 = 6; 大吊车 1 + 无得 1;
    # 7 × 4 = 28 → 30.
    ms = melds(("chi", "123m"), ("chi", "234m"), ("chi", "345m"), ("chi", "678m"), ("pong", "999s"))
    s = south(table("8m", "8m", melds=ms))
    assert scored(s) == [("big_single_wait", 0, 1), ("no_de", 0, 1), ("pung", 4, 0), ("single_wait", 2, 0)]
    assert totals(s) == (6, 2, 28, 30)


def test_R21_big_single_wait_counts_concealed_kongs():
    # 4 chi + 暗杠 1111z (32, not south's wind) + 8m 单吊 2 = 34; 大吊车 1 + 无得 1 + 混一色 2
    # (m and honours only) → 35 × 16 = 560: 劣子.
    ms = melds(("chi", "123m"), ("chi", "234m"), ("chi", "345m"), ("chi", "678m"), ("concealed_kong", "1111z"))
    s = south(table("8m", "8m", melds=ms))
    assert ("big_single_wait", "88m", 0, 1) in items(s)
    assert (totals(s), s["limit"]) == ((34, 4, 560, 560), True)


# --- R21a: flushes with flips and 得 -------------------------------------------------

def test_R21a_flipped_tiles_do_not_spoil_a_full_flush():
    # all m + 1 flipped 白板: 999m 8 + flip 4 = 12; 清一色 4 + 无得 1 + flip 1 = 6;
    # 13 × 64 = 832 → 840, 劣子 (R28).
    s = south(table("123m 234m 345m 78m 999m 88m", "6m", flipped=1))
    assert scored(s) == [("concealed_pung", 8, 0), ("flipped", 4, 1), ("full_flush", 0, 4), ("no_de", 0, 1)]
    assert (totals(s), s["limit"]) == ((12, 6, 832, 840), True)


def test_R21a_wild_de_counts_as_the_tile_it_stands_for():
    # all m + one 得 (9p): best read as 5m, so that 6m is the middle of 5_7m (嵌档 2) and
    # 8m 8m the pair: 123 234 345 567 999 88m.  清一色 4; one 得 → no 得 番;
    # 999m 8 + 2 = 10 → 11 × 16 = 176 → 180.  (As 8m in 88m with 678m: 9 × 16 = 144.)
    s = south(table("123m 234m 345m 78m 999m 8m 9p", "6m"))
    assert items(s)[:2] == [("closed_wait", "567m", 2, 0), ("concealed_pung", "999m", 8, 0)]
    assert scored(s) == [("closed_wait", 2, 0), ("concealed_pung", 8, 0), ("full_flush", 0, 4)]
    assert totals(s) == (10, 4, 176, 180)
    assert "9p→5m" in s["reading"]


def test_R21a_restored_de_counts_as_its_own_face():
    # 得 = 5p restored in 456p: the p tile spoils the m hand's flush.  999m 8;
    # 得还原 1 + 无得 1 → 9 × 4 = 36 → 40 (清一色 would be impossible: no flush item).
    s = south(table("123m 234m 46p 78m 999m 88m 5p", "6m", de="5p"))
    assert scored(s) == [("concealed_pung", 8, 0), ("de_restored", 0, 1), ("no_de", 0, 1)]
    assert totals(s) == (8, 2, 36, 40)


def test_R21a_R23_three_de_read_as_a_suit_pung_for_full_flush_rather_than_a_dragon_pung():
    # 123 456 789 234m + 55m 单吊 with 得得得 (9p):
    #  as 999m (or 111m): pung 8 + 单吊 2 = 10; 清一色 4 + 3张得 2 = 6 → 11 × 64 = 704
    #  as 中: pung 8 + 单吊 2 = 10; 字牌刻 1 + 混一色 2 + 3张得 2 = 5 → 11 × 32 = 352
    #  restored 999p: 8 + 2 = 10; 得还原 3 + 无得 1 = 4 → 176
    # R23 keeps the first: 704 → 710, 劣子.
    s = south(table("123m 456m 789m 234m 5m 999p", "5m"))
    assert ("full_flush", 0, 4) in scored(s) and ("three_de", 0, 2) in scored(s)
    assert "half_flush" not in [i["code"] for i in s["items"]]
    assert totals(s) == (10, 6, 704, 710)


# --- R22: counting 得 --------------------------------------------------------------

def test_R22_no_de():
    s = south(table(P, "6m"))
    assert ("no_de", "", 0, 1) in items(s)


def test_R22_seed_two_de_one_restored_is_1_fan():
    # 得 = 5m: one restored in 456m (1 番), one wild as the 8s of the pair (0 番): 1 番, no 2张得.
    # 8s 单吊 2 → 3 × 2 = 6 → 10.
    s = south(table("123m 46m 789m 234p 567p 5m 5m", "8s", de="5m"))
    assert items(s) == [("de_restored", "5m", 0, 1), ("single_wait", "88s", 2, 0)]
    assert totals(s) == (2, 1, 6, 10)


def test_R22_every_de_restored_earns_no_de_too():
    # see R8: one 得 restored, none left → 得还原 1 + 无得 1.
    s = south(table("123m 456m 789m 234p 567p 8s", "8s", de="5m"))
    assert scored(s) == [("de_restored", 0, 1), ("no_de", 0, 1), ("single_wait", 2, 0)]


def test_R22_two_de_example():
    # examples.jsonl two_de: 7z + 得 pair (单吊 2, dragon pair 2), 22z + 得 pung (8, 门风 1).
    # 12 + 1 = 13; 门风 1 + 2张得 1 → 52 → 60; east 6, west 3, north 3.
    res = settle(table("123456789m 789s 99p 22z", "7z"))
    s = res["players"]["south"]
    assert scored(s) == [("concealed_pung", 8, 0), ("pair", 2, 0), ("seat_wind_set", 0, 1),
                         ("single_wait", 2, 0), ("two_de", 0, 1)]
    assert ("two_de", "99p", 0, 1) in items(s)
    assert totals(s) == (12, 2, 52, 60)
    assert nets(res) == {"east": -6, "south": 12, "west": -3, "north": -3}


def test_R22_three_de_after_one_restored_are_two_de():
    # 得 = 2m ×3: 1_3m needs a 2m → restored (1 番); 5_7m a 6m and the 9s pair a 9s: 2 wild → 2张得 1.
    # 单吊 2 → 3 × 4 = 12 → 20.
    s = south(table("13m 57m 123p 456p 789p 222m", "9s", de="2m"))
    assert scored(s) == [("de_restored", 0, 1), ("single_wait", 2, 0), ("two_de", 0, 1)]
    assert totals(s) == (2, 2, 12, 20)


def test_R22_de_won_from_a_discard_is_in_the_hand():
    # 9p (得) won from west's discard pairs 8m: one 得 in hand → no 无得; 999s 8 + 单吊 2 = 10 → 11 → 20.
    s = south(table("123m 234m 345m 678m 999s 8m", "9p"))
    assert "no_de" not in [i["code"] for i in s["items"]]
    assert totals(s) == (10, 0, 11, 20)


def test_R22_discarded_de_do_not_count():
    # south discarded two 9p earlier: still 无得.
    s = south(table(P, "6m", discards={"south": "9p9p1z"}))
    assert ("no_de", "", 0, 1) in items(s)
    assert totals(s) == (8, 1, 18, 20)


# --- R23: the best reading -------------------------------------------------------------

def test_R23_ties_go_to_more_fan_then_more_base():
    from app.core.jiaojiang.winner import (
        rank,  # (base, fan, bonus) → sort key; imported here: not public API
    )
    # (3+1) × 2 = 8 = (7+1) × 1: the one with more 番 ranks higher; then more base.
    assert rank(3, 1, 1) > rank(7, 0, 1)
    assert rank(3, 2, 1) > rank(7, 1, 1) == (16, 1, 7)
    assert rank(8, 1, 0) > rank(4, 1, 4) and rank(8, 1, 0)[0] == rank(4, 1, 4)[0]


def test_R23_best_reading_of_de_two_de_example():
    # not 7z + 得 as 777z pung and 22z pair (8 + 2 = 10, 字牌刻 1, 2张得 1 → 11 × 4 = 44):
    # the single-wait reading (52) wins, and the reading says so.
    s = south(table("123456789m 789s 99p 22z", "7z"))
    assert s["raw"] == 52
    assert "单吊" in s["reading"] and "won on 7z in 77z" in s["reading"]


def test_R23_a_reading_that_gains_only_by_its_wait_still_counts():
    # 得 = 7s, won on a discarded 7s.  Both 得 restored as 789s 789s, won on the 7 of 789s:
    # 靠柄 2; 无得 1 + 得还原 2 = 3 番 → (2+1) × 8 = 24 → 30.  It beats 888s 999s with both
    # 得 wild (pungs 8 + 2 = 10, 2张得 1 → 11 × 2 = 22), though before its wait it is worth 0 和.
    s = south(table("678m 33789p 34578899s", "7s", de="7s"))
    assert totals(s) == (2, 3, 24, 30)
    assert "won on 7s in 789s (靠柄)" in s["reading"]


def test_R23_a_reading_that_gains_only_by_all_chows_still_counts():
    # 得 = 5z (so the flip tile is 中), one 中 flipped, chi 567p 456m 234m, won on a discarded 5m.
    # 345m 789m 33s with both 得 wild, a two-sided wait: 翻红中 4 和 1 番, 2张得 1, 旁和 1
    # → (4+1) × 8 = 40 → 40.  It beats 345m 888m 33s (暗刻 4: 8 和, 2 番 → 9 × 4 = 36),
    # though before its 旁和 it is worth 2 番.
    chis = melds(("chi", "567p"), ("chi", "456m"), ("chi", "234m"))
    s = south(table("348m 33s 55z", "5m", de="5z", flipped=1, melds=chis))
    assert totals(s) == (4, 3, 40, 40)
    assert ("all_chows", "233444556789m567p33s", 0, 1) in items(s)


# --- R24: 四风会齐 ------------------------------------------------------------------

def test_R24_four_winds_for_the_winner():
    # 111z 8 + 222z 8 (门风 1) + 333z 8 + 44z pair 0 = 24; 四风 13 + 门风 1 + 混一色 2 + 无得 1 = 17;
    # 25 × 2^17 = 3 276 800: 劣子; each pays 40.
    res = settle(table("111z 222z 333z 44z 123m 45m", "6m"))
    s = res["players"]["south"]
    assert ("four_winds", "1234z", 0, 13) in items(s)
    assert (totals(s), s["limit"]) == ((24, 17, 3276800, 3276800), True)
    assert nets(res) == {"east": -40, "south": 120, "west": -40, "north": -40}


def test_R24_de_stands_in_for_the_winners_wind():
    # 33z + 得 = 333z: the same 24 base; 四风 13 + 门风 1 + 混一色 2 (one 得: no 得 番) = 16 → 25 × 2^16.
    s = south(table("111z 222z 33z 44z 9p 123m 45m", "6m"))
    assert ("four_winds", 0, 13) in scored(s)
    assert totals(s) == (24, 16, 25 * 2 ** 16, 25 * 2 ** 16 + 0)


def test_R24_non_winner_four_wind_sets():
    # east holds 111z 222z 333z 444z: 4 × 8 = 32; 门风 1 + 四风 13 = 14 → 32 × 2^14 = 524 288, 劣子.
    # win: P 20 → east 2, west 1, north 1.  R32: west and north each pay east 40.
    res = settle(table(P, "6m", others={"east": "111z 222z 333z 444z 1357p"}))
    e = res["players"]["east"]
    assert scored(e) == [("concealed_pung", 8, 0)] * 4 + [("four_winds", 0, 13), ("seat_wind_set", 0, 1)]
    assert (totals(e), e["limit"]) == ((32, 14, 524288, 524290), True)
    assert nets(res) == {"east": 78, "south": 4, "west": -41, "north": -41}


def test_R24_non_winner_own_wind_pair_and_three_wind_sets():
    # west: 33z (own wind pair) 2 + 111z 222z 444z 24 = 26; 四风 13 → 26 × 8192 = 212 992 → 213 000, 劣子.
    w = settle(table(P, "6m", others={"west": "33z 111z 222z 444z 1357p 2p"}))["players"]["west"]
    assert ("four_winds", "1234z", 0, 13) in items(w)
    assert (totals(w), w["limit"]) == ((26, 13, 212992, 213000), True)


def test_R24_non_winner_pair_of_another_wind_is_not_four_winds():
    # west: 44z pair (north's wind: 0) + 111z 222z 333z 24, 门风 1 → 48 → 50.
    w = settle(table(P, "6m", others={"west": "44z 111z 222z 333z 1357p 2p"}))["players"]["west"]
    assert "four_winds" not in [i["code"] for i in w["items"]]
    assert totals(w) == (24, 1, 48, 50)


def test_R24_de_stands_in_for_a_non_winners_wind():
    # west: 111z 222z 333z + 44z + 得 (9p): 得 makes the 4th wind set (R24 only; R9 elsewhere):
    # 24 (44z pair 0: not west's wind; 44z + 得 is no pung here) ; 门风 1 + 四风 13 → 24 × 2^14 = 393 216
    # → 393 220, 劣子.
    # win: east 2, west 1, north 1.  R32: east → west 40, north → west 40.
    res = settle(table(P, "6m", others={"west": "111z 222z 333z 44z 9p 2468s"}))
    w = res["players"]["west"]
    assert scored(w) == [("concealed_pung", 8, 0)] * 3 + [("four_winds", 0, 13), ("seat_wind_set", 0, 1)]
    assert (totals(w), w["limit"]) == ((24, 14, 393216, 393220), True)
    assert nets(res) == {"east": -42, "south": 4, "west": 79, "north": -41}


def test_R24_a_non_winners_wind_pong_meld_is_one_of_the_sets():
    # west: pong 111z (4) + 222z 444z (8 + 8) + 33z own-wind pair (2): 22; 四风 13 → 22 × 2^13 → 劣子.
    west = {"hand": "222z 444z 33z 1357p 2s", "melds": melds(("pong", "111z"))}
    w = settle(table(P, "6m", others={"west": west}))["players"]["west"]
    assert ("four_winds", "1234z", 0, 13) in items(w)
    assert totals(w) == (22, 13, 22 * 2 ** 13, 180230)


def test_R24_two_de_of_a_wind_kind_are_no_set_of_it():
    # 得 = 4z: west's two 4z are 得. As wilds or at face value, two tiles are no 北 set, and 北 is not
    # west's wind, so no 四风.  111z 222z 333z 24 + 44z pair 0, 门风 1 → 48 → 50.
    w = settle(table(P, "6m", de="4z", others={"west": "111z 222z 333z 44z 1357p 2p"}))["players"]["west"]
    assert "four_winds" not in [i["code"] for i in w["items"]]
    assert totals(w) == (24, 1, 48, 50)


# --- R26: the other players ------------------------------------------------------------

def test_R26_only_pairs_pungs_melds_flips_and_sets_count():
    # east: 111m 8 + 222m 4 + 333m 4 + 444m 4 + 55m 0 + 66m 0 = 20: no 对对和, 清一色, 无得, bonus.
    # 20 → 20.  Winner P' in p: 123p 234p 345p 78p 999s 88p + 6p → 20.
    # win: east 2, west 1, north 1.  R32: west → east 20/10/1 = 2, north → east 2.
    res = settle(table("123p 234p 345p 78p 999s 88p", "6p", others={"east": "111m 222m 333m 444m 55m 66m"}))
    e = res["players"]["east"]
    assert scored(e) == [("concealed_pung", 4, 0)] * 3 + [("concealed_pung", 8, 0)]
    assert (e["bonus"], totals(e)) == (0, (20, 0, 20, 20))
    assert e["reading"] is None
    assert nets(res) == {"east": 2, "south": 4, "west": -3, "north": -3}


def test_R26_three_de_kind_tiles_are_a_concealed_pung_at_face_value():
    # west holds 999p (三张 得): concealed pung of 9p 8, no 3张得 → 8 → 10.
    # win: east 2, west 1, north 1.  R32: east → west 10/10/1 = 1, north → west 10/20 = 0.5 → 1.
    res = settle(table(P, "6m", others={"west": "999p 1357p 2468s 1357s 2p"}))
    w = res["players"]["west"]
    assert items(w) == [("concealed_pung", "999p", 8, 0)]
    assert totals(w) == (8, 0, 8, 10)
    assert nets(res) == {"east": -3, "south": 4, "west": 1, "north": -2}


def test_R26_four_alike_in_a_non_winners_hand_is_one_concealed_pung():
    # east 1111m: concealed pung 8 → 10.
    e = settle(table("123p 234p 345p 78p 999s 88p", "6p",
                     others={"east": "1111m 22m 33m 44m 55m 66m 7m 8m"}))["players"]["east"]
    assert scored(e) == [("concealed_pung", 8, 0)]
    assert totals(e) == (8, 0, 8, 10)


def test_R26_melds_flips_and_seat_wind_for_a_non_winner():
    # north: pong 444z (own wind) 4 + 门风 1; kong 1111s 16; 66z pair (dragon) 2; flipped 1: 4 + 1 番.
    # 26 × 2^2 = 104 → 110.
    n = settle(table(P, "6m", others={"north": {"hand": "66z 2468p 1357p", "flipped": 1,
                                                 "melds": melds(("pong", "444z"), ("kong", "1111s"))}}))
    n = n["players"]["north"]
    assert items(n) == [("flipped", "5z", 4, 1), ("kong", "1111s", 16, 0), ("pair", "66z", 2, 0),
                        ("pung", "444z", 4, 0), ("seat_wind_set", "444z", 0, 1)]
    assert totals(n) == (26, 2, 104, 110)


# --- R27: rounding ----------------------------------------------------------------

def test_R27_points_round_up_to_the_next_10():
    # east: 暗杠 1111s 32 + 暗杠 5555s 16 + 999m 8 + 555m 4 + 11z pair 2 + flipped 4 = 66;
    # 1 番 (flip) → 132 → 140.
    # win: P 20 → east 2, west 1, north 1.  R32: west → east 140/10/1 = 14, north → east 14.
    res = settle(table(P, "6m", others={"east": {"hand": "999m 555m 11z 2p 4p", "flipped": 1,
                                                "melds": melds(("concealed_kong", "1111s"),
                                                               ("concealed_kong", "5555s"))}}))
    e = res["players"]["east"]
    assert totals(e) == (66, 1, 132, 140)
    assert nets(res) == {"east": 26, "south": 4, "west": -15, "north": -15}


def test_R27_a_multiple_of_10_stays():
    # R26 table above: 20 → 20.  And a winner: 555s 4: (4 + 1) × 2 = 10 → 10.
    s = south(table("123m 234m 345m 78m 555s 88m", "6m"))
    assert (s["raw"], s["points"]) == (10, 10)


# --- R28: 劣子 ---------------------------------------------------------------------

def test_R28_raw_392_rounds_to_400_which_is_limit():
    # 暗杠 1111s 32 + 222z 8 + 777z 8 = 48; 门风 1 + 字牌刻 1 + 无得 1 = 3 → 49 × 8 = 392 → 400: 劣子.
    # each pays 40.
    res = settle(table("222z 777z 123m 45m 88m", "6m", melds=melds(("concealed_kong", "1111s"))))
    s = res["players"]["south"]
    assert (totals(s), s["limit"]) == ((48, 3, 392, 400), True)
    assert pays(res) == [("east", "south", 40, "win", None), ("north", "south", 40, "win", None),
                         ("west", "south", 40, "win", None)]


def test_R28_390_is_not_limit():
    # east: kong 1111s 16 + 111z 8 (门风 1) + 777z 8 (字牌刻 1) + 999m 8 + 555m 4 + flipped 4 (1 番) = 48;
    # 3 番 → 384 → 390: not 劣子, so R32 pays (390 − 0)/10/1 = 39 from west and north.
    res = settle(table(P, "6m", others={"east": {"hand": "111z 777z 999m 555m 2p", "flipped": 1,
                                                "melds": melds(("kong", "1111s"))}}))
    e = res["players"]["east"]
    assert (totals(e), e["limit"]) == ((48, 3, 384, 390), False)
    assert nets(res) == {"east": 76, "south": 4, "west": -40, "north": -40}


def test_R28_reports_the_uncapped_figure():
    # examples.jsonl limit_winner: (32 + 1) × 2^7 = 4224 → 4230, 劣子.
    s = settle(table("111m 2m 333m 555m 777m 999m", "2m", seat="west", self_drawn=True))["players"]["west"]
    assert (totals(s), s["limit"]) == ((32, 7, 4224, 4230), True)


# --- more cases -------------------------------------------------------------------

def test_R19_R23_a_discarded_fourth_tile_is_read_into_a_sequence():
    # 111m 23m + 1m from west: read 1m into 123m (two-sided on 23m), so 111m stays concealed 8
    # (in 111m it would be exposed 4).  111m 8 + 999s 8 = 16; 55s pair 0; 17 × 2 = 34 → 40.
    s = south(table("111m 23m 456p 678p 999s 55s", "1m"))
    assert scored(s) == [("concealed_pung", 8, 0), ("concealed_pung", 8, 0), ("no_de", 0, 1)]
    assert totals(s) == (16, 1, 34, 40)
    assert "won on 1m in 123m" in s["reading"]


def test_R8_R21_R22_self_drawn_de_restored_in_an_all_chow_hand():
    # self-drawn 9p (得) completes 78p → 789p as itself: 得还原 1, none left → 无得 1, 自摸得 1,
    # and all sequences won two-sided → 旁和 1.  base 自摸 2 → 3 × 16 = 48 → 50.
    s = south(table("123m 456m 78p 234s 567s 99s", "9p", self_drawn=True))
    assert scored(s) == [("all_chows", 0, 1), ("de_restored", 0, 1), ("no_de", 0, 1), ("self_drawn", 2, 0),
                         ("self_drawn_de", 0, 1)]
    assert totals(s) == (2, 4, 48, 50)


def test_R21_all_chows_with_a_wild_de_in_a_sequence():
    # 56p + 得 (as 4p or 7p) is a sequence; 78m + 9m two-sided: 旁和 1; one 得 → no 得 番.
    # 1 × 2 = 2 → 10.
    s = south(table("123m 456m 78m 234p 56p 9p 99s", "9m"))
    assert scored(s) == [("all_chows", 0, 1)]
    assert totals(s) == (0, 1, 2, 10)


def test_R21_big_single_wait_self_drawn_de():
    # five melds, self-drawn 得 pairs the lone 8m: pong 999s 4 + 单吊 2 + 自摸 2 = 8;
    # 大吊车 1 + 自摸得 1 (one 得: no 得 番) → 9 × 4 = 36 → 40.
    ms = melds(("chi", "123m"), ("chi", "234m"), ("chi", "345m"), ("chi", "678m"), ("pong", "999s"))
    s = south(table("8m", "9p", self_drawn=True, melds=ms))
    assert scored(s) == [("big_single_wait", 0, 1), ("pung", 4, 0), ("self_drawn", 2, 0),
                         ("self_drawn_de", 0, 1), ("single_wait", 2, 0)]
    assert totals(s) == (8, 2, 36, 40)


def test_R21_all_honours_is_a_half_flush():
    # 111z 222z 333z 444z 666z + 7z 单吊: 5 × 8 + 77z pair 2 + 单吊 2 = 44;
    # 门风 1 + 字牌刻 1 + 混一色 2 (all honours, decision) + 对对和 2 + 无得 1 + 四风 13 = 20
    # → 45 × 2^20 = 47 185 920, 劣子.
    s = south(table("111z 222z 333z 444z 666z 7z", "7z"))
    assert ("half_flush", 0, 2) in scored(s) and "full_flush" not in [i["code"] for i in s["items"]]
    assert (totals(s), s["limit"]) == ((44, 20, 47185920, 47185920), True)


def test_R24_R33_non_winner_four_winds_in_a_draw_scores_but_nobody_pays():
    from tests.core.jiaojiang.tables import draw
    res = settle(draw(others={"east": "111z 222z 333z 444z 1357p"}))
    e = res["players"]["east"]
    assert (e["fan"], e["limit"], e["net"]) == (14, True, 0)
    assert res["payments"] == []


def test_R21_four_melds_and_a_single_wait_is_no_big_single_wait():
    # 4 chi melds + 999s 8m in hand, won on 8m: 999s 8 + 单吊 2 = 10; only 无得 → 22 → 30.
    ms = melds(("chi", "123m"), ("chi", "234m"), ("chi", "345m"), ("chi", "678m"))
    s = south(table("999s 8m", "8m", melds=ms))
    assert scored(s) == [("concealed_pung", 8, 0), ("no_de", 0, 1), ("single_wait", 2, 0)]
    assert totals(s) == (10, 1, 22, 30)


def test_R24_R9_a_non_winners_de_tiles_stand_in_only_once():
    # 得 = 1z.  west holds 111z (得, at face value a 东 pung, R9) 222z 333z and one 4z: for 四风会齐 the
    # three 得 may be 东 or fill 4z, not both — 东 needs 3 and 4z 2 more: 5 > 3, so no 四风.
    # west: 111z 8 + 222z 8 + 333z 8 (门风 1) = 24 → 48 → 50.
    w = settle(table(P, "6m", de="1z", others={"west": "111z 222z 333z 4z 1357p 24p"}))["players"]["west"]
    assert "four_winds" not in [i["code"] for i in w["items"]]
    assert totals(w) == (24, 1, 48, 50)
