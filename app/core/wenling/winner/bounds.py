"""The search's bounds (``search``): what a winning slot may add at most
to a split's 胡 and 番, by which the splits are tried, highest first, the
search stopping at the first that cannot beat the best found.  An upper
bound each, or the search would stop too soon
(``tests/core/wenling/test_winner_bounds.py``)."""
from __future__ import annotations

from ...taizhou.winner_sums import slot_base_gain, wait_fan
from ..catalogue import ITEMS

# A winning slot adds one wait item (W12) and makes a pung won on a discard
# exposed (R19), and 旁和 (W14) when no set is a pung or a kong and the wait
# is not one of the wait items.  Wenling has no 大吊车.
ALL_CHOWS_FAN = ITEMS["all_chows"].fan

SLOT_BASE_GAIN = slot_base_gain(ITEMS)

SLOT_FAN_GAIN = {pungs: wait_fan(ITEMS) + (0 if pungs else ALL_CHOWS_FAN) for pungs in (False, True)}
