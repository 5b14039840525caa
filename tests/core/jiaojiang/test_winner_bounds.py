"""The search's bounds (``winner.bounds``) are upper bounds: no winning slot
adds more 和 or 番 than the search assumes when it stops early (R23).

Checked on every group the reader can make (each pair, pung and sequence of
every kind), every slot of it, every seat wind, self-drawn or not, with or
without five melds (only the pair is left then), and whether or not the
reading holds a pung (no 旁和 then; a winning pung is one)."""
from __future__ import annotations

import itertools

import pytest

from app.core.engine.groups import EVERY_WILD_ONLY_GROUP, PAIR, PUNG
from app.core.engine.tiles import WINDS
from app.core.jiaojiang.catalogue import ITEMS
from app.core.jiaojiang.winner.bounds import ALL_CHOWS_FAN, SLOT_BASE_GAIN, SLOT_FAN_GAIN
from app.core.jiaojiang.winner.parts import group_slots
from app.core.taizhou.winner_sums import rank

GROUPS = [g for groups in EVERY_WILD_ONLY_GROUP.values() for g in groups]


@pytest.mark.parametrize("self_drawn, five_melds", list(itertools.product((False, True), repeat=2)))
def test_no_slot_adds_more_than_the_bounds(self_drawn, five_melds):
    gains = []
    groups = [g for g in GROUPS if g.shape == PAIR] if five_melds else GROUPS
    for group, seat_wind in itertools.product(groups, WINDS):
        for slot in group_slots(group, self_drawn, seat_wind, five_melds):
            assert slot.base <= SLOT_BASE_GAIN, (group, slot)
            for pungs in (True,) if group.shape == PUNG else (False, True):
                chows = 0 if pungs or slot.wait else ALL_CHOWS_FAN
                assert slot.fan + chows <= SLOT_FAN_GAIN[pungs, five_melds], (group, slot, pungs)
            gains.append((slot.base, slot.fan))
    # The bounds are reached: a looser bound would only slow the search, a tighter one break it.
    assert max(b for b, _ in gains) == SLOT_BASE_GAIN


def test_the_fan_bound_is_reached_by_a_two_sided_wait_without_pungs():
    assert SLOT_FAN_GAIN[False, False] == ITEMS["all_chows"].fan + max(
        ITEMS[c].fan for c in ("single_wait", "closed_wait", "edge_wait"))


def test_rank_grows_with_base_and_fan():
    """The bounds are sums of 和 and 番: they bound the rank only because it never falls as either grows."""
    for base, fan, bonus in itertools.product(range(0, 60, 7), range(0, 8), (1, 20)):
        assert rank(base + 1, fan, bonus) > rank(base, fan, bonus)
        assert rank(base, fan + 1, bonus) > rank(base, fan, bonus)
