"""W20–W22: 包三家, from the evidence or checked against a stated ``bao``."""
from __future__ import annotations

from tests.core.wenling.conftest import problems, settled
from tests.core.wenling.tables import meld, wtable

WEST = "123p 456p 789p 12s 44s 666z"  # wins north's 3s


def _bao(got: dict) -> tuple:
    b = got["bao"]
    return b["applied"], b["discarder"], b["trigger"], b["decided_by"]


def test_W20_1_a_live_tile_in_the_live_phase():
    rivers = {"east": "9m", "north": "1m"}
    got = settled(wtable(WEST, "3s", wall=30, discards=rivers, others={
        "north": "1m 3m 5m 7m 9m 1s 5s 7s 9s 1p 2z 3z 4z 8p 6s 8s"}))
    assert _bao(got) == (True, "north", 1, "evidence")
    assert "生牌" in got["bao"]["reason"]


def test_W20_1_not_before_the_live_phase_nor_for_a_seen_tile_nor_an_all_live_hand():
    north = "1m 3m 5m 7m 9m 1s 5s 7s 9s 1p 2z 3z 4z 8p 6s 8s"
    assert _bao(settled(wtable(WEST, "3s", wall=40, discards={"north": "1m"}, others={"north": north})))[0] is False
    seen = settled(wtable(WEST, "3s", wall=30, discards={"east": "3s", "north": "1m"}, others={"north": north}))
    assert _bao(seen) == (False, None, None, "evidence")
    all_live = settled(wtable(WEST, "3s", wall=30, discards={"east": "2p"}, others={"north": north}))
    assert _bao(all_live)[0] is False


def test_W20_2_three_melds_of_one_suit_and_a_full_flush():
    melds = [meld("chi", "123p"), meld("pong", "555p"), meld("chi", "789p")]
    got = settled(wtable("234p 66p 99p", "9p", melds=melds))
    assert _bao(got) == (True, "north", 2, "evidence")
    two = settled(wtable("234p 66p 99p 678p", "9p", melds=melds[:2]))
    assert _bao(two)[0] is False


def test_W20_3_zhong_or_fa_thrown_far_from_ready():
    got = settled(wtable("123p 456p 789p 123s 44s 77z", "7z"))
    assert _bao(got) == (True, "north", 3, "evidence")
    ready = settled(wtable("123p 456p 789p 123s 44s 77z", "7z", others={"north": "111m 234m 567m 11s 22s 3s 8s 9s"}))
    assert ready["bao"]["applied"] is False


def test_W20_4_a_de_thrown_earlier_then_a_live_tile():
    got = settled(wtable(WEST, "3s", discards={"north": "2m 9m"}))
    assert _bao(got) == (True, "north", 4, "evidence")


def test_W20_a_robbed_kong_is_never_a_live_tile():
    got = settled(wtable(WEST, "3s", discards={"north": "2m 9m"}, robbing_kong=True))
    assert _bao(got) == (False, None, None, "evidence")
    live = settled(wtable(WEST, "3s", wall=30, discards={"east": "9m", "north": "1m"}, robbing_kong=True,
                          others={"north": "1m 3m 5m 7m 9m 1s 5s 7s 9s 1p 2z 3z 4z 8p 6s 8s"}))
    assert live["bao"]["applied"] is False


def test_W20_no_evidence_no_bao():
    got = settled(wtable(WEST, "3s"))
    assert _bao(got) == (False, None, None, "no_evidence")


def test_W20_a_stated_bao_checked_against_the_evidence():
    assert [p.path for p in problems(wtable("123p 456p 789p 123s 44s 77z", "7z", bao=False))] == ["win.bao"]
    assert [p.path for p in problems(wtable(WEST, "3s", wall=40, discards={"north": "1m"}, bao=True))] == ["win.bao"]
    stated = settled(wtable(WEST, "3s", bao=True))
    assert _bao(stated) == (True, "north", None, "stated")
    agreed = settled(wtable(WEST, "3s", discards={"north": "2m 9m"}, bao=True))
    assert _bao(agreed) == (True, "north", 4, "stated")


def test_W20_a_self_drawn_win_is_never_bao():
    assert [p.path for p in problems(wtable(WEST, "3s", self_drawn=True, bao=True))] == ["win.bao"]


def test_W20a_a_player_who_threw_a_de_cannot_win():
    found = problems(wtable(WEST, "3s", discards={"west": "9m 2m"}))
    assert [(p.path, p.code) for p in found] == [("win.seat", "lost_right_to_win")]


def test_W21_the_bao_discarder_pays_everything_the_winner_gets_the_same():
    others = {"east": "11z 1m 3m 5m 7m 9m 1s 5s 7s 9s 1p 2z 4z 6p 8p", "north": "444z 567m 789m 3478s 99s 1p"}
    without = settled(wtable(WEST, "3s", bao=False, others=others))
    with_bao = settled(wtable(WEST, "3s", bao=True, others=others))
    assert with_bao["players"]["west"]["net"] == without["players"]["west"]["net"] == 36
    assert with_bao["players"]["north"]["points"] == 0
    assert all(p["from"] == "north" for p in with_bao["payments"])
    assert {p["on_behalf_of"] for p in with_bao["payments"]} == {None, "east", "south"}
    assert sum(p["net"] for p in with_bao["players"].values()) == 0


def test_W22_one_winner_per_discard():
    got = settled(wtable(WEST, "3s"))
    assert got["winner"] == "west" and sum(p["net"] > 0 for p in got["players"].values()) <= 2
