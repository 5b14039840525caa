"""What the special shapes share: the winning tile's slots in a split, and
the knitted straights (组合龙's 147/258/369 in three suits)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import permutations

from ..reading import Reading, Split, slot_choices
from ..tiles import Kind

WILD_WIN = -2  # the winning tile is a wild tile: it fills a slot a wild tile stands in

# The six knitted straights: 147 in one suit, 258 in another, 369 in the third, sorted.
KNITTED_STRAIGHTS: tuple[tuple[Kind, ...], ...] = tuple(
    tuple(sorted(9 * suit + start + step for suit, start in zip(order, range(3), strict=True) for step in (0, 3, 6)))
    for order in permutations(range(3)))


def readings_of(splits: Iterable[Split], win_tile: Kind) -> Iterator[Reading]:
    """Each split with each distinct slot the winning tile may fill (``WILD_WIN``
    for a wild winning tile: a slot some wild tile stands in)."""
    for split in splits:
        for gi, si in slot_choices(split, win_tile, WILD_WIN):
            yield Reading(split.groups, split.stand_ins, gi, si)
