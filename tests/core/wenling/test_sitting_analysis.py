"""A Wenling sitting (W23–W24 across hands) and the analysis of a hand."""
from __future__ import annotations

import re

from app.core.engine.messages import EN, ZH
from app.core.wenling import TableError, analyse_mapping, settle_sitting
from tests.core.wenling.conftest import problems
from tests.core.wenling.tables import wtable
from tests.language import english_left

WEST = "123p 456p 789p 12s 44s 666z"
PLAYERS = {"east": "阿明", "south": "小李", "west": "阿张", "north": "Bob"}


def _strip(req: dict) -> dict:
    return {k: v for k, v in req.items() if k not in ("rules",)}


def test_a_sitting_seats_each_hand_by_the_one_before():
    first = wtable(WEST, "3s")  # west wins: the deal passes (W24)
    second = wtable(WEST, None, wall=16)  # 黄牌: the deal passes again (W23)
    third = wtable(WEST, "3s", seat="east", discarder="north")  # the dealer wins: stays
    sitting = settle_sitting({"players": PLAYERS, "hands": [first, second, third]})
    out = sitting.to_dict()
    assert [h["seating"]["east"] for h in out["hands"]] == ["阿明", "小李", "阿张"]
    assert out["next"] == {"seating": {"east": "阿张", "south": "Bob", "west": "阿明", "north": "小李"},
                           "dealer_streak": 2}
    totals = {t["player"]: t for t in out["totals"]}
    assert sum(t["net"] for t in totals.values()) == 0
    assert totals["阿张"]["wins"] == 2 and totals["阿张"]["dealt"] == 1
    assert out["totals"][0]["net"] == max(t["net"] for t in totals.values())


def test_a_sitting_gathers_every_hands_problems_and_refuses_dan():
    bad = wtable(WEST, "9s")
    try:
        settle_sitting({"players": PLAYERS, "dan": 5, "hands": [wtable(WEST, "3s"), bad]})
    except TableError as err:
        paths = [p.path for p in err.problems]
    assert "dan" in paths and "hands[1].seats.west.hand" in paths


def test_a_sitting_checks_seat_names():
    hand = wtable(WEST, "3s")
    hand["seats"]["east"]["name"] = "小李"
    found = problems({"players": PLAYERS, "hands": [hand]}, settle_sitting)
    assert [p.path for p in found] == ["hands[0].seats.east.name"]
    assert "W24" in found[0].message


def test_analysis_waits_and_scores():
    got = analyse_mapping({"de": "2m", "seat": "west", "hand": "123p 456p 789p 12s 44s 666z"}).to_dict()
    assert got["shanten"] == 0 and got["ready"]
    waits = {w["tile"]: w for w in got["waits"]}
    assert set(waits) == {"2m", "3s"}
    assert waits["3s"]["discard_win"]["points"] == 120


def test_analysis_flower_de_waits_on_each_de_flower():
    got = analyse_mapping({"de": "6f", "hand": "234m 567m 345p 789p 11s 99s", "flipped_tiles": "1f 6z"}).to_dict()
    tiles = [w["tile"] for w in got["waits"]]
    assert {"5f", "7f", "8f", "9s"} <= set(tiles) and "6z" not in tiles
    assert {w["tile"]: w["remaining"] for w in got["waits"]}["5f"] == 1


def test_analysis_a_self_drawn_laizi_wait_scores_500():
    got = analyse_mapping({"de": "2m", "seat": "west", "hand": "22m 123p 456p 789p 44s 666z"}).to_dict()
    waits = {w["tile"]: w for w in got["waits"]}
    assert waits["2m"]["self_drawn"]["points"] == 500
    assert waits["2m"]["discard_win"]["items"][0]["code"] != "laizi"


def test_analysis_refusals():
    for req, path in (({"de": "2m", "hand": "5z 123p"}, "hand"),
                      ({"de": "2m", "hand": "123p 456p 789p 12s 44s 666z", "flipped": 1}, "flipped")):
        try:
            analyse_mapping(req)
        except TableError as err:
            assert path in [p.path for p in err.problems]


def test_wenling_messages_in_both_languages():
    reqs = [wtable(WEST, "9s"), wtable(WEST, "3s", dianpao=True), wtable(WEST, "3s", bao=True, self_drawn=True),
            wtable(WEST, "3s", discards={"west": "2m"}), wtable(WEST, "3s", flipped="6z"),
            wtable("7777z 123p 456p 789p 44s 5s", "9s"), wtable(WEST, None, wall=30)]
    seen = set()
    for req in reqs:
        for problem in problems(req):
            seen.add(problem.code)
            zh, en = problem.render(ZH), problem.render(EN)
            assert zh != en and english_left(re.sub(r"\bW\d+a?(?:\.\d)?\b|\b[1-8]+f\b", " ", zh)) == [], zh
            assert en == problem.message
    assert {"not_a_winning_hand", "not_in_wenling", "bao_contradicted", "lost_right_to_win",
            "not_a_special_tile", "laizi_contradicted", "contradictory_flags"} <= seen
