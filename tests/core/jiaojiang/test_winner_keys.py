"""The search's caches keyed by what a value depends on (``slot_part``,
``group_slots``: the way of winning for a pung alone, the winner's wind for
a wind's group alone): for every group the search can meet, the value kept
under the shorter key is the one the full key gives."""
from __future__ import annotations

import itertools

from app.core.engine.groups import EVERY_WILD_ONLY_GROUP, PAIR, SEQUENCE
from app.core.engine.tiles import WINDS
from app.core.jiaojiang.winner.parts import _group_slots, group_slots
from app.core.jiaojiang.winner.scorer import _slot_part, slot_part

GROUPS = EVERY_WILD_ONLY_GROUP[PAIR] + EVERY_WILD_ONLY_GROUP[SEQUENCE]  # every pair, pung and run
WAYS = list(itertools.product((False, True), WINDS, (False, True)))  # self-drawn, winner's wind, five melds


def test_a_slots_items_are_those_of_the_full_key():
    for group, (self_drawn, wind, five) in itertools.product(GROUPS, WAYS):
        for slot in range(len(group.kinds)):
            assert slot_part(group, slot, self_drawn, wind, five) == _slot_part.__wrapped__(
                group, slot, self_drawn, wind, five), (group, slot, self_drawn, wind, five)


def test_a_groups_slots_are_those_of_the_full_key():
    for group, (self_drawn, wind, five) in itertools.product(GROUPS, WAYS):
        assert group_slots(group, self_drawn, wind, five) == _group_slots.__wrapped__(
            group, self_drawn, wind, five), (group, self_drawn, wind, five)
