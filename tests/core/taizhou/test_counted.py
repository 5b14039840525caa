"""Counted points in both Taizhou rule sets, as a library: a 黄牌 with no
tiles settles; each problem counted points can raise has a path, a code of
``taizhou.counted.CODES`` and both languages (no English in the Chinese but the
field names it tells a person to give)."""
from __future__ import annotations

import re

import pytest

from app.core import jiaojiang, wenling
from app.core.engine.errors import TableError
from app.core.engine.messages import EN, ZH
from app.core.taizhou.counted import CODES as COUNTED_CODES
from tests.language import english_left

TAIZHOU = (jiaojiang.RULE_SET, wenling.RULE_SET)
RULE_SET = pytest.mark.parametrize("rule_set", TAIZHOU, ids=[rule_set.name for rule_set in TAIZHOU])
SEATS = ("east", "south", "west", "north")
FIELDS = re.compile(r"\bW\d+\b|\b(?:points|hand|melds|flipped_tiles|flipped|de|dianpao|bao|laizi)\b")


@RULE_SET
def test_a_draw_with_no_tiles_settles_and_pays_nothing(rule_set):
    answer = rule_set.settle({"seats": {seat: {} for seat in SEATS}}).to_dict()
    assert answer["outcome"] == "draw" and answer["payments"] == []
    assert all(p["counted"] and p["points"] == 0 for p in answer["players"].values())


@RULE_SET
def test_counted_problems_all_at_once_in_both_languages(rule_set):
    table = {
        "seats": {"east": {"points": 35}, "south": {"points": 30, "hand": "1m"}, "west": {}, "north": {"hand": "1m"}},
        "win": {"seat": "north", "tile": "2m", "self_drawn": True},
    }
    with pytest.raises(TableError) as raised:
        rule_set.settle(table)
    problems = raised.value.problems
    assert {"seats.east.points", "seats.south.points", "seats.west.hand", "de"} <= {p.path for p in problems}
    for problem in problems:
        if problem.code in COUNTED_CODES:
            chinese = problem.render(ZH)
            assert problem.render(EN) == problem.message != chinese
            assert english_left(FIELDS.sub(" ", chinese)) == [], chinese


@RULE_SET
def test_a_counted_paid_all_discarder_keeps_its_count_in_raw(rule_set):
    stated = "dianpao" if rule_set.name == "jiaojiang" else "bao"
    table = {"seats": {"east": {"points": 30}, "south": {"points": 120}, "west": {"points": 60},
                       "north": {"points": 20}},
             "win": {"seat": "south", "tile": "1z", "discarder": "west", stated: True}}
    west = rule_set.settle(table).to_dict()["players"]["west"]
    assert (west["raw"], west["points"], west["counted"]) == (60, 0, True)
