"""Per-rule tests, §6–§8 of RULES.md: payments, 黄牌, the 生牌阶段, 点炮,
抢杠和, one winner and the next hand (R29–R42).

Unless a test says otherwise: 得 = 9p (flip tile 5z), south wins, west
discarded, the other seats hold suited filler worth 0.  Plain hand:

    P = 123m 234m 345m 78m 999s 88m + 6m  →  (8 + 1) × 2 (无得) = 18 → 20 points
    paid: east 20/10/1 = 2, west 20/10/2 = 1, north 1.
"""
from __future__ import annotations

import pytest

from app.core.engine.seats import Seat
from app.core.jiaojiang.answer import PlayerResult
from app.core.jiaojiang.settlement import next_hand, settlement_between, win_payments
from app.core.jiaojiang.table import read_table
from tests.core.jiaojiang.tables import (
    draw,
    melds,
    nets,
    pays,
    problem_codes,
    problems,
    settle,
    table,
    totals,
)

P = "123m 234m 345m 78m 999s 88m"
EAST_40 = "123m 234m 345p 78m 111z 88m"  # east wins: 111z 8 (门风 1) + 无得 1 → 9 × 4 = 36 → 40


# --- R29: 弹 ----------------------------------------------------------------------

def test_R29_dan_times_dealer_streak_on_a_discard_win():
    # 弹奖励 = 5 × 3 × 1 = 15.  east 2 + 15 = 17; west 0.5 + 15 = 15.5 → 16; north 16.
    res = settle(table(P, "6m", dan=5, dealer_streak=3))
    assert pays(res) == [("east", "south", 17, "win", None), ("north", "south", 16, "win", None),
                         ("west", "south", 16, "win", None)]
    assert nets(res)["south"] == 49


def test_R29_dan_doubles_on_a_self_drawn_win():
    # P self-drawn = 30 points.  弹奖励 = 5 × 3 × 2 = 30.  east 3 + 30 = 33; west 1.5 + 30 = 31.5 → 32; north 32.
    res = settle(table(P, "6m", self_drawn=True, dan=5, dealer_streak=3))
    assert nets(res) == {"east": -33, "south": 97, "west": -32, "north": -32}


def test_R29_dan_counts_the_streak_whoever_wins():
    # east (dealer) wins 40 in its 2nd hand, 弹 10: each pays 40/10/1 + 10 × 2 = 24.
    res = settle(table(EAST_40, "6m", seat="east", dan=10, dealer_streak=2))
    assert nets(res) == {"east": 72, "south": -24, "west": -24, "north": -24}


def test_R29_dan_is_not_part_of_the_settlement_between_losers():
    # examples.jsonl seed_50_vs_20 with 弹 10: win rows grow by 10, R32 rows stay 2, 3, 1.
    res = settle(_seed_50_vs_20(dan=10))
    assert [p for p in pays(res) if p[3] == "settlement"] == [
        ("north", "south", 3, "settlement", None), ("north", "west", 1, "settlement", None),
        ("west", "south", 2, "settlement", None)]
    assert [p[2] for p in pays(res) if p[3] == "win"] == [12, 12, 12]


# --- R30: 扔弹 --------------------------------------------------------------------

def test_R30_stakes_between_the_same_two_players_add_up():
    # east–south 5 and south–east 3 → 8 between them; west–north 7 does not involve the winner.
    # east 2 + 8 = 10; west 1; north 1.
    res = settle(table(P, "6m", stakes=[{"between": ["east", "south"], "amount": 5},
                                        {"between": ["south", "east"], "amount": 3},
                                        {"between": ["west", "north"], "amount": 7}]))
    assert nets(res) == {"east": -10, "south": 12, "west": -1, "north": -1}


def test_R30_R31_limit_winner_example():
    # examples.jsonl limit_winner: west self-drawn 4230 (劣子), 弹 5 × 2 × 2 = 20.
    # east 40 + 20 + 10 × 2 = 80; south 40 + 20 + (5 + 5) × 2 = 80; north 40 + 20 = 60 (its
    # stake with east is not with the winner).  west +220.
    res = settle(table("111m 2m 333m 555m 777m 999m", "2m", seat="west", self_drawn=True, dan=5, dealer_streak=2,
                       stakes=[{"between": ["west", "east"], "amount": 10},
                               {"between": ["west", "south"], "amount": 5},
                               {"between": ["south", "west"], "amount": 5},
                               {"between": ["north", "east"], "amount": 20}],
                       others={"east": "1122p 5566p 3344s 7788s", "south": "3344p 7788p 1122s 5566s",
                               "north": "12345678p 12345678s"}))
    assert nets(res) == {"east": -80, "south": -80, "west": 220, "north": -60}
    assert res["next"] == {"dealer": "south", "dealer_streak": 1, "stakes_carry_over": False,
                           "seats": {"east": "north", "south": "east", "west": "south", "north": "west"}}


# --- R31: what each player pays the winner ----------------------------------------

def test_R31_limit_winner_on_a_discard():
    # R28's 392 → 400 hand (劣子), 弹 2, streak 1, east–south stake 5:
    # east 40 + 2 + 5 = 47; west 40 + 2 = 42; north 42.
    res = settle(table("222z 777z 123m 45m 88m", "6m", melds=melds(("concealed_kong", "1111s")), dan=2,
                       stakes=[{"between": ["east", "south"], "amount": 5}]))
    assert nets(res) == {"east": -47, "south": 131, "west": -42, "north": -42}


def test_R31_one_round_up_on_the_whole_payment():
    # full flush 290 (see R21): west 290/10/2 = 14.5, + 弹 5 = 19.5 → 20; east 29 + 5 = 34; north 20.
    res = settle(table("123m 234m 345m 78m 999m 88m", "6m", dan=5))
    assert nets(res) == {"east": -34, "south": 74, "west": -20, "north": -20}


def test_R31_win_payment_uses_the_side_divisor():
    table_ = read_table(table(P, "6m"))[0]
    winner = PlayerResult(8, 1, 1, 18, 20, False, ())
    assert win_payments(table_, winner) == [(Seat.EAST, 2), (Seat.WEST, 1), (Seat.NORTH, 1)]


# --- R32: the losers settle among themselves ------------------------------------------

def _seed_50_vs_20(**extra):
    return table("123m 234m 345m 78m 999s 88m", "6m", seat="east", others={
        "south": "999m 137p 555p 13s 222z 66z", "west": "222468p 2468s 111444z",
        "north": "1p 7p 446688p 11335577s"}, **extra)


def test_R32_seed_example_non_dealers_at_50_and_20():
    # east wins 20 (each pays 2).  south 222z 8 (门风 1) + 999m 8 + 66z 2 + 555p 4 = 22 → 44 → 50;
    # west 111z 8 + 444z 8 + 222p 4 = 20 → 20; north 0.
    # west → south (50 − 20)/10/2 = 1.5 → 2; north → south 50/10/2 = 2.5 → 3; north → west 20/10/2 = 1.
    res = settle(_seed_50_vs_20())
    assert [res["players"][s]["points"] for s in ("east", "south", "west", "north")] == [20, 50, 20, 0]
    assert pays(res) == [
        ("north", "east", 2, "win", None), ("north", "south", 3, "settlement", None),
        ("north", "west", 1, "settlement", None), ("south", "east", 2, "win", None),
        ("west", "east", 2, "win", None), ("west", "south", 2, "settlement", None)]
    assert nets(res) == {"east": 6, "south": 3, "west": -3, "north": -6}


def test_R32_exactly_one_limit_and_both_limit():
    # west: four winds (劣子).  north: 暗杠 7777z 32 + 暗杠 6666z 32 (字牌刻 1 each) + 2 flipped
    # (8, 2 番): 72 × 16 = 1152 → 劣子.  east 0.
    # win: east 2, west 1, north 1 → south +4.  R32: east → west 40, east → north 40; west–north nothing.
    res = settle(table(P, "6m", others={
        "west": "111z 222z 333z 444z 1357p",
        "north": {"hand": "1p 3p 2s 4s 6s 8s 1m 9m 2p 4p", "flipped": 2,
                  "melds": melds(("concealed_kong", "7777z"), ("concealed_kong", "6666z"))}}))
    assert res["players"]["west"]["limit"] and res["players"]["north"]["limit"]
    assert totals(res["players"]["north"]) == (72, 4, 1152, 1160)
    assert [p for p in pays(res) if p[3] == "settlement"] == [
        ("east", "north", 40, "settlement", None), ("east", "west", 40, "settlement", None)]
    assert nets(res) == {"east": -82, "south": 4, "west": 39, "north": 39}


def test_R32_equal_points_pay_nothing_and_zero_rows_are_omitted():
    # east, west and north hold 0-point fillers: equal points, so no R32 rows; only the 3 win rows.
    res = settle(table(P, "6m"))
    assert all(p["kind"] == "win" for p in res["payments"])
    assert len(res["payments"]) == 3


def test_R32_settlement_between_directly():
    def pr(points, limit=False):
        return PlayerResult(0, 0, 0, points, points, limit, ())
    # the last argument: 10 × the side divisor (R31), 10 beside the dealer, else 20
    assert settlement_between(Seat.SOUTH, pr(50), Seat.WEST, pr(20), 20) == (Seat.WEST, Seat.SOUTH, 2)
    assert settlement_between(Seat.EAST, pr(20), Seat.WEST, pr(50), 10) == (Seat.EAST, Seat.WEST, 3)
    assert settlement_between(Seat.EAST, pr(400, True), Seat.WEST, pr(390), 10) == (Seat.WEST, Seat.EAST, 40)
    assert settlement_between(Seat.EAST, pr(400, True), Seat.WEST, pr(990, True), 10) is None
    assert settlement_between(Seat.NORTH, pr(30), Seat.WEST, pr(30), 20) is None


# --- R33: 黄牌 --------------------------------------------------------------------

def test_R33_draw_pays_nothing_but_reports_points_and_the_dealer_passes():
    # east holds 111z (own wind): 8, 1 番 → 16 → 20; nobody pays.
    res = settle(draw(dealer_streak=3, stakes=[{"between": ["east", "south"], "amount": 5}],
                      others={"east": "111z 1357p 2468p 1357s 2s"}))
    assert (res["outcome"], res["winner"], res["payments"]) == ("draw", None, [])
    assert res["players"]["east"]["points"] == 20
    assert nets(res) == {"east": 0, "south": 0, "west": 0, "north": 0}
    assert res["dianpao"]["applied"] is False and res["dianpao"]["decided_by"] == "not_applicable"
    assert res["next"] == {"dealer": "south", "dealer_streak": 1, "stakes_carry_over": False,
                           "seats": {"east": "north", "south": "east", "west": "south", "north": "west"}}


def test_R33_a_win_needs_16_tiles_left():
    assert problems(table(P, "6m", wall_remaining=15)) == [
        ("wall_remaining", "contradictory_flags", "a win needs at least 16 tiles left in the wall (R33)")]


@pytest.mark.parametrize("wall", [0, 5, 15, 18, 30, 40, 100])
def test_R33_a_draw_happens_only_at_16_or_17_tiles_left(wall):
    assert problems(draw(wall_remaining=wall)) == [
        ("wall_remaining", "contradictory_flags",
         f"a 黄牌 ends with 16 tiles left in the wall (17 with a lone top tile), not {wall} (R33)")]


@pytest.mark.parametrize("wall", [None, 16, 17])
def test_R33_a_draw_at_the_walls_end_or_without_a_wall_count_is_settled(wall):
    extra = {} if wall is None else {"wall_remaining": wall}
    assert settle(draw(**extra))["outcome"] == "draw"


# --- R34: the 生牌阶段 ---------------------------------------------------------------

@pytest.mark.parametrize("wall, live", [(None, None), (16, True), (30, True), (31, True), (32, False), (60, False)])
def test_R34_live_phase_from_31_tiles(wall, live):
    extra = {} if wall is None else {"wall_remaining": wall}
    assert settle(table(P, "6m", **extra))["live_phase"] is live


@pytest.mark.parametrize("wall, applied", [(31, True), (32, False)])
def test_R34_R36_dianpao_from_31_tiles_left(wall, applied):
    req = table(P, "6m", wall_remaining=wall, discards={"east": "1p"}, others={"west": "1122p 3344p 5566p 7788p"})
    assert settle(req)["dianpao"]["applied"] is applied


def test_R34_before_the_live_phase_it_is_never_dianpao():
    # 32 tiles left: no 点炮 even with rivers that would make it one; decided by the evidence.
    res = settle(table(P, "6m", wall_remaining=32, discards={"east": "1p"}))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (False, "evidence")
    assert "生牌阶段" in res["dianpao"]["reason"]


# --- R35 / R36 / R38: 点炮 from the rivers -----------------------------------------------

WEST_HOLDS_1P = "1122p 3344p 5566p 7788p"
WEST_NOT_READY = "19m 148p 159s 1234z 67z 7p 2s"   # no tile, not even a 得, completes it
WEST_READY = "123p 456p 789s 234s 567s 1z"          # waits on 1z


def _live(west: str, rivers: dict, **extra) -> dict:
    return table(P, "6m", wall_remaining=30, discards=rivers, others={"west": west, **extra.pop("others", {})},
                 **extra)


def test_R36_dianpao_when_the_discarder_held_a_tile_already_discarded():
    # east discarded 1p; west still holds 1p, so not every tile was a 生牌: 点炮.
    # west pays all: 2 for east, 1 for itself, 1 for north.  Nobody else has points.
    res = settle(_live(WEST_HOLDS_1P, {"east": "1p"}))
    assert res["dianpao"]["applied"] and res["dianpao"]["discarder"] == "west"
    assert res["dianpao"]["decided_by"] == "evidence"
    assert pays(res) == [("west", "south", 1, "win", None), ("west", "south", 1, "win", "north"),
                         ("west", "south", 2, "win", "east")]
    assert nets(res) == {"east": 0, "south": 4, "west": -4, "north": 0}


def test_R36_not_dianpao_when_every_tile_is_live_and_the_discarder_was_not_ready():
    # rivers hold 7z 6z... none of west's kinds; west not ready → settled normally.
    res = settle(_live(WEST_NOT_READY, {"east": "8s", "north": "3m"}))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (False, "evidence")
    assert "未听牌" in res["dianpao"]["reason"]
    assert nets(res) == {"east": -2, "south": 4, "west": -1, "north": -1}


def test_R36_dianpao_when_every_tile_is_live_but_the_discarder_was_ready():
    res = settle(_live(WEST_READY, {"east": "8p", "north": "3m"}))
    assert res["dianpao"]["applied"]
    assert nets(res) == {"east": 0, "south": 4, "west": -4, "north": 0}


def test_R36_a_discarder_with_a_meld_is_judged_ready_on_its_concealed_tiles():
    # west: pong 666p + 123p 789s 234s 567s 1z: waits on 1z, every tile live → 点炮.
    west = {"hand": "123p 789s 234s 567s 1z", "melds": melds(("pong", "666p"))}
    res = settle(_live(west, {"east": "8p", "north": "3m"}))
    assert res["dianpao"]["applied"]


def test_R35_a_winning_tile_already_discarded_is_not_live():
    res = settle(_live(WEST_HOLDS_1P, {"east": "1p", "north": "6m"}))
    assert res["dianpao"]["applied"] is False
    assert "6m had been discarded before" in res["dianpao"]["reason"]


def test_R35_only_the_last_river_entry_can_be_the_winning_discard():
    # west's river 6m 1p 6m: the first 6m was discarded before, so the winning 6m was not live.
    assert settle(_live(WEST_READY, {"west": "6m 1p 6m"}))["dianpao"]["applied"] is False
    # west's river 1p 6m: the 1p before the winning 6m counts, so west's own 1p is not live: 点炮.
    assert settle(_live(WEST_NOT_READY, {"west": "1p 6m"}))["dianpao"]["applied"] is True
    # west's river 1s 2s 6m: the 6m last is the winning discard, so 6m was live; west's 2s was not: 点炮.
    assert settle(_live(WEST_READY, {"west": "1s 2s 6m"}))["dianpao"]["applied"] is True


def test_R35_a_pong_counts_its_kind_as_discarded():
    # north's pong 666m came from a discard: the winning 6m is no 生牌.
    north = {"hand": "1s 2s 3s 4s 6s 7s 8s 1p 2p 3p 4p 6p 7p", "melds": melds(("pong", "666m"))}
    res = settle(_live(WEST_HOLDS_1P, {"east": "1p"}, others={"north": north}))
    assert res["dianpao"]["applied"] is False


@pytest.mark.parametrize("claimed, applied", [("6m", False), (None, True)])
def test_R35_a_chi_counts_only_its_claimed_tile(claimed, applied):
    chi = ("chi", "567m", claimed) if claimed else ("chi", "567m")
    north = {"hand": "1s 2s 3s 4s 6s 7s 8s 1p 2p 3p 4p 6p 7p", "melds": melds(chi)}
    res = settle(_live(WEST_HOLDS_1P, {"east": "1p"}, others={"north": north}))
    assert res["dianpao"]["applied"] is applied


def test_R38_a_seat_without_a_river_discarded_nothing_once_any_river_is_given():
    # only east's river is given: the evidence decides (not "no_evidence").
    res = settle(_live(WEST_NOT_READY, {"east": "7s"}))
    assert res["dianpao"]["decided_by"] == "evidence"


@pytest.mark.parametrize("evidence, missing", [
    ({"wall_remaining": 30}, "no rivers"),
    ({}, "no rivers and no wall count"),
])
def test_R38_no_rivers_no_statement_settles_normally(evidence, missing):
    res = settle(table(P, "6m", **evidence))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (False, "no_evidence")
    assert res["dianpao"]["reason"].startswith(f"not stated, and {missing} to decide it from")


def test_R38_rivers_without_the_wall_count_settle_normally():
    req = _live(WEST_HOLDS_1P, {"east": "1p"})
    del req["wall_remaining"]
    res = settle(req)
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (False, "no_evidence")
    assert res["dianpao"]["reason"].startswith("not stated, and no wall count to decide it from")


def test_R38_stated_without_evidence_is_taken():
    res = settle(table(P, "6m", dianpao=True))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"], res["dianpao"]["discarder"]) == (
        True, "stated", "west")


def test_R38_stated_and_agreeing_with_the_rivers():
    res = settle(_live(WEST_HOLDS_1P, {"east": "1p"}, dianpao=True))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (True, "stated")
    assert "the table agrees" in res["dianpao"]["reason"]


@pytest.mark.parametrize("req", [
    pytest.param(lambda: _live(WEST_HOLDS_1P, {"east": "1p"}, dianpao=False), id="stated-false-rivers-true"),
    pytest.param(lambda: _live(WEST_NOT_READY, {"east": "8s"}, dianpao=True), id="stated-true-rivers-false"),
    pytest.param(lambda: table(P, "6m", wall_remaining=40, dianpao=True), id="stated-true-before-live-phase"),
])
def test_R38_a_stated_value_contradicting_the_evidence_is_an_error(req):
    found = problems(req())
    assert [(p, c) for p, c, _ in found] == [("win.dianpao", "dianpao_contradicted")]
    assert found[0][2].startswith("states ") and "but the table shows" in found[0][2] and "(R38)" in found[0][2]


def test_R38_contradiction_is_reported_with_the_other_problems():
    req = _live(WEST_HOLDS_1P, {"east": "1p"}, dianpao=False,
                stakes=[{"between": ["north", "north"], "amount": 5}])
    assert problem_codes(req) == {("win.dianpao", "dianpao_contradicted"),
                                  ("stakes[0].between", "contradictory_flags")}


# --- R37: the 点炮 penalty ---------------------------------------------------------

def _dianpao_example(**win):
    return table(P, "6m", others={"east": "268p 444p 1357s 9m 111z 66z", "west": "268p 123457s 9s 333777z",
                                  "north": "999m 137p 555p 2468s 222z"}, **win)


def test_R37_dianpao_example():
    # examples.jsonl dianpao: south 20 (normally east 2, west 1, north 1 → all paid by west).
    # east 111z 8 (门风 1) + 66z 2 + 444p 4 = 14 → 28 → 30; north 222z 8 + 999m 8 + 555p 4 = 20 → 20;
    # west (333z 8 门风, 777z 8 字牌: 16 × 4 = 64) counts 0.
    # west → east 30/10/1 = 3, west → north 20/10/2 = 1; north owes east (30 − 20)/10/1 = 1 → paid by west.
    res = settle(_dianpao_example(dianpao=True))
    assert pays(res) == [
        ("west", "east", 1, "settlement", "north"), ("west", "east", 3, "settlement", None),
        ("west", "north", 1, "settlement", None),
        ("west", "south", 1, "win", None), ("west", "south", 1, "win", "north"), ("west", "south", 2, "win", "east")]
    assert nets(res) == {"east": 4, "south": 4, "west": -9, "north": 1}
    w = res["players"]["west"]
    assert (w["base"], w["fan"], w["raw"], w["points"], w["limit"]) == (16, 2, 64, 0, False)


def test_R37_winner_receives_the_same_total_as_without_dianpao():
    with_ = settle(_dianpao_example(dianpao=True))
    without = settle(_dianpao_example(dianpao=False))
    assert with_["players"]["south"]["net"] == without["players"]["south"]["net"] == 4
    # without: west counts 70.  east → west (70 − 30)/10/1 = 4; north → east 1;
    # north → west (70 − 20)/10/2 = 2.5 → 3.
    assert nets(without) == {"east": -2 + 1 - 4, "south": 4, "west": -1 + 4 + 3, "north": -1 - 1 - 3}


def test_R37_discarder_at_limit_counts_0_and_not_limit():
    # west would be 劣子 (four winds with 得, see R24) but discards the 点炮: points 0, limit false,
    # so nobody owes west anything.  west pays the winner's 4; everything else is 0.
    res = settle(table(P, "6m", dianpao=True, others={"west": "111z 222z 333z 44z 9p 2468s"}))
    w = res["players"]["west"]
    assert (w["raw"], w["points"], w["limit"]) == (393216, 0, False)
    assert nets(res) == {"east": 0, "south": 4, "west": -4, "north": 0}


def test_R37_discarder_pays_what_the_other_two_owe_each_other_including_a_limit():
    # north 劣子 (four wind sets, 门风): east owes north 40 → paid by west on east's behalf;
    # west (0) owes north 40 itself.
    res = settle(table(P, "6m", dianpao=True, others={"north": "111z 222z 333z 444z 1357p"}))
    assert [p for p in pays(res) if p[3] == "settlement"] == [
        ("west", "north", 40, "settlement", None), ("west", "north", 40, "settlement", "east")]
    assert nets(res) == {"east": 0, "south": 4, "west": -84, "north": 80}


# --- R39: 抢杠和 --------------------------------------------------------------------

def test_R39_robbing_a_kong_is_a_discard_win_plus_1_fan():
    # west tried to add 6m to its pong 666m; south robs it.  8 + 1 = 9; 无得 1 + 抢杠和 1 → 36 → 40.
    # Not self-drawn: east 4, west 2, north 2.  west's meld stays a pung (2) → 10:
    # R32: east → west 10/10/1 = 1, north → west 10/20 = 0.5 → 1.
    west = {"hand": "1p 2p 3p 4p 6p 7p 8p 1s 2s 3s 4s 6s 7s", "melds": melds(("pong", "666m"))}
    res = settle(table(P, "6m", robbing_kong=True, discarder="west", others={"west": west}))
    s = res["players"]["south"]
    assert ("robbing_kong", 0, 1) in [(i["code"], i["base"], i["fan"]) for i in s["items"]]
    assert "self_drawn" not in [i["code"] for i in s["items"]]
    assert totals(s) == (8, 2, 36, 40)
    assert [(i["code"], i["tiles"], i["base"]) for i in res["players"]["west"]["items"]] == [("pung", "666m", 2)]
    assert nets(res) == {"east": -5, "south": 8, "west": 0, "north": -3}


def test_R39_decision_robbing_kong_is_taken_without_the_robbed_pong_on_the_table():
    res = settle(table(P, "6m", robbing_kong=True, discarder="west"))
    assert totals(res["players"]["south"]) == (8, 2, 36, 40)


# The issue #25 reproduction: south's robbed pung is not among its melds.
ROBBED = {"de": "9p", "wall_remaining": 20, "seats": {
    "east": {"hand": "1122p5566p3344s7788s", "discards": "1z"}, "south": {"hand": "1122p5566p3344s7s123z"},
    "west": {"hand": "3344p7788p1122s5566s"}, "north": {"hand": "123m234m68m999m789s44z"}},
    "win": {"seat": "north", "tile": "7m", "discarder": "south", "robbing_kong": True}}


def test_R35_R39_a_robbed_kong_is_never_dianpao():
    # The robbed 7m was added to a pung of 7m, which claimed a discarded 7m: not a 生牌.
    # north: 999m 8 (concealed, terminal) + 44z 2 (own wind) + 嵌档 2 + 1 = 13; 无得 1 + 抢杠和 1 → 52 → 60:
    # east 60/10/1 = 6, south and west 60/10/2 = 3 each.
    res = settle(ROBBED)
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (False, "evidence")
    assert "R39" in res["dianpao"]["reason"] and "7m" in res["dianpao"]["reason"]
    assert nets(res) == {"north": 12, "east": -6, "south": -3, "west": -3}


@pytest.mark.parametrize("wall", [None, 20, 40])
def test_R39_a_robbed_kong_stated_as_dianpao_contradicts_the_table(wall):
    req = {**ROBBED, "win": {**ROBBED["win"], "dianpao": True}}
    if wall is None:
        del req["wall_remaining"]
    else:
        req["wall_remaining"] = wall
    assert problem_codes(req) == {("win.dianpao", "dianpao_contradicted")}
    assert settle({**ROBBED, "win": {**ROBBED["win"], "dianpao": False}})["dianpao"]["applied"] is False


def test_R38_decision_without_rivers_the_melds_do_not_overrule_a_stated_dianpao():
    # north's pong 666m shows 6m was discarded before; with no rivers given, the statement stands.
    north = {"hand": "12345678p 12345s", "melds": melds(("pong", "666m"))}
    res = settle(table(P, "6m", dianpao=True, wall_remaining=20, others={"north": north}))
    assert (res["dianpao"]["applied"], res["dianpao"]["decided_by"]) == (True, "stated")
    with_rivers = table(P, "6m", dianpao=True, wall_remaining=20, others={"north": north}, discards={"east": "1z"})
    assert problem_codes(with_rivers) == {("win.dianpao", "dianpao_contradicted")}


def test_R39_robbing_kong_cannot_be_self_drawn():
    req = table(P, "6m", self_drawn=True, robbing_kong=True)
    assert ("win.robbing_kong", "contradictory_flags") in problem_codes(req)


# --- R40: one winner -------------------------------------------------------------

def test_R40_exactly_one_winner_is_settled():
    res = settle(table(P, "6m"))
    assert (res["outcome"], res["winner"]) == ("win", "south")
    assert {p["to"] for p in res["payments"] if p["kind"] == "win"} == {"south"}
    assert [s for s, p in res["players"].items() if p["bonus"]] == ["south"]
    assert [s for s, p in res["players"].items() if p["reading"]] == ["south"]
    assert [s for s, p in res["players"].items() if p["net"] > 0] == ["south"]


# --- R41 / R42: the next hand ---------------------------------------------------------

def test_R41_R42_dealer_wins_and_stays():
    res = settle(table(EAST_40, "6m", seat="east", dealer_streak=3,
                       stakes=[{"between": ["east", "south"], "amount": 5}]))
    assert res["next"] == {"dealer": "east", "dealer_streak": 4, "stakes_carry_over": True,
                           "seats": {"east": "east", "south": "south", "west": "west", "north": "north"}}


@pytest.mark.parametrize("winner", ["south", "west", "north"])
def test_R41_R42_anyone_else_wins_and_the_dealer_passes(winner):
    res = settle(table(P, "6m", seat=winner, dealer_streak=3, stakes=[{"between": ["east", "south"], "amount": 5}]))
    assert res["next"] == {"dealer": "south", "dealer_streak": 1, "stakes_carry_over": False,
                           "seats": {"east": "north", "south": "east", "west": "south", "north": "west"}}


def test_R41_next_hand_directly():
    t = read_table(draw(dealer_streak=5))[0]
    n = next_hand(t)
    assert (n.dealer, n.dealer_streak, n.dealer_stays) == (Seat.SOUTH, 1, False)  # R42: stakes lapse
    assert n.seats[Seat.EAST] is Seat.NORTH and n.seats[Seat.SOUTH] is Seat.EAST


# --- more cases -------------------------------------------------------------------

def test_R35_R36_a_tile_of_someone_elses_pong_in_the_discarders_hand_is_not_live():
    # west is not ready, but holds 7z, the 4th of east's pong 777z: not every tile is a 生牌 → 点炮.
    east = {"hand": "1122p 3344p 5566p 7s", "melds": melds(("pong", "777z"))}
    # east: pong 777z 4 + 字牌刻 1 → 8 → 10.  west pays south 4, east 10/10/1 = 1 for itself and
    # 1 for north (north owes east 10/10/1 = 1).
    res = settle(_live(WEST_NOT_READY, {"north": "3m"}, others={"east": east}))
    assert res["dianpao"]["applied"] is True
    assert nets(res) == {"east": 2, "south": 4, "west": -6, "north": 0}


@pytest.mark.parametrize("river, applied", [
    ("8s 6m", True),    # decision: a last entry equal to the winning tile is that very discard
    ("6m 8s", False),   # 6m discarded earlier: not a 生牌 (R35)
])
def test_R35_the_discarders_river_may_end_with_the_winning_discard(river, applied):
    res = settle(_live(WEST_NOT_READY if not applied else WEST_READY, {"west": river}))
    assert res["dianpao"]["applied"] is applied


def test_R37_discarder_pays_each_players_own_dan_and_stakes():
    # P, 弹 2 (streak 1), east–south stake 5; west 点炮 stated.
    # east would pay 2 + 2 + 5 = 9, west 1 + 2 = 3, north 1 + 2 = 3: west pays all 15.
    res = settle(table(P, "6m", dan=2, dianpao=True, stakes=[{"between": ["east", "south"], "amount": 5}]))
    assert pays(res) == [("west", "south", 3, "win", None), ("west", "south", 3, "win", "north"),
                         ("west", "south", 9, "win", "east")]
    assert nets(res) == {"east": 0, "south": 15, "west": -15, "north": 0}


def test_R37_the_dealer_as_discarder():
    # east discards the 点炮: pays its own 2 and 1 each for west and north.
    res = settle(table(P, "6m", discarder="east", dianpao=True))
    assert pays(res) == [("east", "south", 1, "win", "north"), ("east", "south", 1, "win", "west"),
                         ("east", "south", 2, "win", None)]
    assert nets(res) == {"east": -4, "south": 4, "west": 0, "north": 0}


def test_R40_only_the_named_winner_wins_though_another_could_have():
    # north discards 6m; west (123p 234p 345p 111s 88p 78m) could also have won on it, but south
    # (north's opposite) has priority over west (north's previous player), and only one wins.
    # west is scored as a 闲家 by kinds held (R26): 111s 8 + 333p 4 (three 3p) = 12 → 20.
    # win: east 2, west 1, north 1; R32: east → west 20/10/1 = 2, north → west 20/20 = 1.
    res = settle(table(P, "6m", discarder="north", others={"west": "123p 234p 345p 111s 88p 78m"}))
    w = res["players"]["west"]
    assert (w["bonus"], w["reading"], totals(w)) == (0, None, (12, 0, 12, 20))
    assert nets(res) == {"east": -4, "south": 4, "west": 2, "north": -2}


def test_every_seat_keeps_its_name():
    req = table(P, "6m")
    for seat in ("east", "south", "west", "north"):
        req["seats"][seat]["name"] = f"老{seat}"
    assert {seat: p["name"] for seat, p in settle(req)["players"].items()} == {
        "east": "老east", "south": "老south", "west": "老west", "north": "老north"}
