"""The search's bounds (``winner.bounds``) are upper bounds: no winning slot
adds more 胡 or 番 than the search assumes when it stops early (R23 as W15
keeps it).

Checked on every group the reader can make (each pair, pung and sequence of
every kind), every slot of it, every seat wind, self-drawn or not, and
whether or not the reading holds a pung (no 旁和 then; a winning pung is one)."""
from __future__ import annotations

import itertools

import pytest

from app.core.engine.groups import EVERY_WILD_ONLY_GROUP, PUNG
from app.core.engine.tiles import WINDS
from app.core.wenling.catalogue import ITEMS
from app.core.wenling.winner.bounds import ALL_CHOWS_FAN, SLOT_BASE_GAIN, SLOT_FAN_GAIN
from app.core.wenling.winner.parts import group_slots

GROUPS = [g for groups in EVERY_WILD_ONLY_GROUP.values() for g in groups]


@pytest.mark.parametrize("self_drawn", (False, True))
def test_no_slot_adds_more_than_the_bounds(self_drawn):
    gains = []
    for group, seat_wind in itertools.product(GROUPS, WINDS):
        for slot in group_slots(group, self_drawn, seat_wind):
            assert slot.base <= SLOT_BASE_GAIN, (group, slot)
            for pungs in (True,) if group.shape == PUNG else (False, True):
                chows = 0 if pungs or slot.wait else ALL_CHOWS_FAN
                assert slot.fan + chows <= SLOT_FAN_GAIN[pungs], (group, slot, pungs)
            gains.append((slot.base, slot.fan))
    # The bounds are reached: a looser bound would only slow the search, a tighter one break it.
    assert max(b for b, _ in gains) == SLOT_BASE_GAIN


def test_the_fan_bound_is_reached_by_a_two_sided_wait_without_pungs():
    assert SLOT_FAN_GAIN[False] == ITEMS["all_chows"].fan
    assert SLOT_FAN_GAIN[True] == 0  # W12's waits are 胡 alone; no 大吊车 in Wenling (W14)
