"""How much a winning slot can add to a reading's rank: the bounds the
search (``search``) tries readings by, highest first, stopping at the first
that cannot beat the best found.  They must be upper bounds, or the search
would stop too soon (``tests/core/jiaojiang/test_winner_bounds.py``)."""
from __future__ import annotations

from ...taizhou.winner_sums import slot_base_gain, wait_fan
from ..catalogue import ITEMS

# What a winning slot can add to its split's sums (R17, R19, R21): one wait
# item's 和, whatever making the winning pung exposed adds (in the rule table,
# it takes away), and one 番 item: 大吊车 with five melds (only the pair is
# left, a wait), else 旁和 when no set is a pung or a kong and the wait is not
# one of the wait items.
ALL_CHOWS_FAN = ITEMS["all_chows"].fan

SLOT_BASE_GAIN = slot_base_gain(ITEMS)


def _slot_fan_gain(pungs: bool, five_melds: bool) -> int:
    if five_melds:
        return wait_fan(ITEMS) + ITEMS["big_single_wait"].fan
    return wait_fan(ITEMS) + (0 if pungs else ALL_CHOWS_FAN)

SLOT_FAN_GAIN = {(pungs, five): _slot_fan_gain(pungs, five) for pungs in (False, True) for five in (False, True)}
