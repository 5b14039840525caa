"""How much a winning slot can add to a reading's rank: the bounds the
search (``search``) tries readings by, highest first, stopping at the first
that cannot beat the best found.  They must be upper bounds, or the search
would stop too soon (``tests/core/wenling/test_winner_bounds.py``)."""
from __future__ import annotations

from ..catalogue import ITEMS

# What a winning slot can add to its split's sums (W12, R19, W14): one wait
# item's 胡, whatever making the winning pung exposed adds (in the rule table,
# it takes away), and 旁和 when no set is a pung or a kong and the wait is not
# one of the wait items.  Wenling has no 大吊车.
ALL_CHOWS_FAN = ITEMS["all_chows"].fan

_WAIT_ITEMS = ("single_wait", "closed_wait", "edge_wait")

SLOT_BASE_GAIN = (
    max(ITEMS[code].base for code in _WAIT_ITEMS)
    + max(0, ITEMS["pung"].base - ITEMS["concealed_pung"].base,
          ITEMS["pung"].base_honour_or_terminal - ITEMS["concealed_pung"].base_honour_or_terminal)
)

SLOT_FAN_GAIN = {pungs: max(ITEMS[code].fan for code in _WAIT_ITEMS) + (0 if pungs else ALL_CHOWS_FAN)
                 for pungs in (False, True)}
