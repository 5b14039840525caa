"""How many wild tiles a suit's real tiles need, and so the most each suit's splits
may use in a split of the whole hand (``reading.suit_splits`` builds no more)."""
from __future__ import annotations

from functools import lru_cache

from .shanten import fewest_filling
from .tiles import RUN_STARTS, Kind, counts_less

# With fewer wild tiles a suit has few splits: bounding them costs more than it saves.
BOUNDED_FROM = 2


def wild_bounds(suits: list[tuple[Kind, tuple[int, ...]]], jokers: int, unchanged: int = -1) -> list[int]:
    """The most wild tiles each suit's splits may use in a split of the whole hand:
    the hand's, less the fewest the other suits need (``fewest_wild``).  A
    suit's split using more could not be joined, and far fewer are built.

    The need of suit ``unchanged`` is not taken from the others' bounds: a
    search over the waits of one hand, where only the winning tile's suit
    changes, keeps the other suits' bounds, and so their splits, alike."""
    if jokers < BOUNDED_FROM:
        return [jokers] * len(suits)
    needs = [fewest_wild(first, counts) for first, counts in suits]
    spare = jokers - sum(needs)
    kept = needs[unchanged] if unchanged >= 0 else 0
    return [need + spare + (0 if suit == unchanged else kept) for suit, need in enumerate(needs)]


@lru_cache(maxsize=1 << 12)
def fewest_wild(first: Kind, counts: tuple[int, ...], pairs: int = 1) -> int:
    """The fewest wild tiles a split of one suit's real tiles needs (``suit_splits``
    finds none with fewer), with at most ``pairs`` pairs.

    The suit's shanten table answers first (``fewest_filling``): the split
    needing the fewest wild tiles has the fewest slots, so at most five sets
    whenever some split of five or fewer places every tile.  Else the
    lowest real tile lies in some group: a pung or the pair on its kind, or
    a run over it.  Each is tried, its slots filled by real tiles where the
    suit has them (a real tile left out would need a wild tile elsewhere just the same).
    """
    if (fewest := fewest_filling(counts, RUN_STARTS[first], pairs)) is not None:
        return fewest  # every suit of five sets or fewer, the empty one among them
    i = next(i for i, c in enumerate(counts) if c)
    real = counts[i]
    fewest = 3 - min(real, 3) + fewest_wild(first, counts_less(counts, (i,) * min(real, 3)), pairs)
    if pairs:
        fewest = min(fewest, 2 - min(real, 2) + fewest_wild(first, counts_less(counts, (i,) * min(real, 2)), pairs - 1))
    for start in range(max(i - 2, 0), i + 1):
        if RUN_STARTS[first + start] and start + 2 < len(counts):
            held = tuple(j for j in range(start, start + 3) if counts[j])
            fewest = min(fewest, 3 - len(held) + fewest_wild(first, counts_less(counts, held), pairs))
    return fewest
