"""What every registered rule set (``app.registry``) must do, run over each
of them: a new rule set is held to these as soon as it is registered."""
from __future__ import annotations

import re

import pytest

from app.core.engine.errors import TableError
from app.core.engine.messages import EN, ZH
from app.registry import RULE_SETS as SERVED

RULE_SETS = {served.core.name: served.core for served in SERVED}
RULE_SET = pytest.mark.parametrize("rule_set", RULE_SETS.values(), ids=list(RULE_SETS))

# No rule set can settle these: tiles that cannot be read, in every place a table names them.
UNREADABLE = {
    "de": "x",
    "seats": {seat: {"hand": "0m"} for seat in ("east", "south", "west", "north")},
    "win": {"seat": "south", "tile": "0z", "self_drawn": True},
}


def test_the_rule_sets_are_named_by_their_own_names():
    assert RULE_SETS and all(name == rule_set.name for name, rule_set in RULE_SETS.items())


@RULE_SET
def test_its_title_is_in_both_languages(rule_set):
    assert rule_set.title.zh and rule_set.title.en and rule_set.title.zh != rule_set.title.en


@RULE_SET
def test_every_item_of_its_rule_table_cites_a_rule_and_has_both_names(rule_set):
    items = rule_set.rule_table["items"]
    assert items
    for item in items:
        assert all(re.fullmatch(r"[A-Z]\d+", rule) for rule in item["rule"].split()), item
        assert item["name"] and item["english"], item
    assert len({item["code"] for item in items}) == len(items)


@RULE_SET
def test_an_impossible_table_is_every_problem_at_once_with_paths_and_codes(rule_set):
    with pytest.raises(TableError) as raised:
        rule_set.settle(UNREADABLE)
    problems = raised.value.problems
    paths = {p.path for p in problems}
    assert {"de", "seats.east.hand", "seats.west.hand", "win.tile"} <= paths, paths
    assert all(p.code in rule_set.codes for p in problems)
    assert all(p.render(ZH) != p.render(EN) for p in problems)
