"""A plain winner's splits, for both Taizhou searches (R23; W15 keeps it):
a hand of at most one 得 whose suits have few splits between them (most
winners: a single way to read their sets and pair).  Such a hand's splits
are weighed in full, in reading order, without the general search's keys,
candidates and bounds: the same reading, found with less work."""
from __future__ import annotations

from collections.abc import Iterable
from itertools import product

from .winner_sums import PartScore

# The most splits weighed in full (the product of the suits' counts of splits): a bound on the
# work, past which the general search's bounds prune; nearly every hand of one 得 or none has 1–8.
MOST_SPLITS = 8


def plain_splits(suit_parts: Iterable[tuple[PartScore, ...]], jokers: int, sets_needed: int
                 ) -> list[tuple[PartScore, ...]] | None:
    """Every split of a hand of at most one 得 (``jokers``) into
    ``sets_needed`` sets and a pair, one of each suit's splits scored
    (``suit_parts``, in suit order, each with at most ``jokers`` 得; read
    one by one, so that none is scored past the bound), in reading order (by
    the 万 split, then 筒, 条 and honours); ``None`` when there are more than
    ``MOST_SPLITS`` to weigh, or none."""
    options, size = [], 1
    for parts in suit_parts:
        size *= len(parts)
        if not size or size > MOST_SPLITS:
            return None
        options.append(parts)
    return [split for split in product(*options) if _fills(split, jokers, sets_needed)] or None


def _fills(split: tuple[PartScore, ...], jokers: int, sets_needed: int) -> bool:
    """Whether ``split`` uses every 得 and makes ``sets_needed`` sets and a pair.

    It places every real tile, 3 × sets + 2 × pairs with its 得: with every
    得 placed, ``sets_needed`` + 1 groups make one pair."""
    groups = wild = 0
    for part in split:
        groups, wild = groups + len(part.groups), wild + len(part.stand_in_kinds)
    return groups == sets_needed + 1 and wild == jokers
