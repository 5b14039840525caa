"""How many wild tiles a suit's real tiles need, and so the most each suit's splits
may use in a split of the whole hand (``suit_splits`` builds no more)."""
from __future__ import annotations

from functools import lru_cache
from operator import sub

from .suit_blocks import suit_blocks
from .tiles import RUN_STARTS, Kind

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
    needs = [_suit_need(first, counts) for first, counts in suits]
    spare = jokers
    for need, _ in needs:
        spare -= need
    kept = needs[unchanged][0] if unchanged >= 0 else 0
    bounds = []  # a loop, not a comprehension: in 3.11 that is a function made and called
    for suit, (need, real) in enumerate(needs):
        most = need + spare + (0 if suit == unchanged else kept)
        # Lowered to what the suit's splits can use: the same splits, kept under the key of a suit that
        # may use fewer.  A split holds 3 × sets + 2 × pairs tiles, one pair at most: a bound that would
        # leave a tile over is one too many; a suit with no real tile has one split, empty (a group of
        # wild tiles alone is no suit's: the suits' splits are combined with it).
        if most > 0 and (not real or (real + most) % 3 == 1):
            most = most - 1 if real else 0
        bounds.append(most)
    return bounds


@lru_cache(maxsize=1 << 12)
def _suit_need(first: Kind, counts: tuple[int, ...]) -> tuple[int, int]:
    """``fewest_wild`` with one pair at most, and how many real tiles the suit holds."""
    return fewest_wild(first, counts), sum(counts)


def fewest_wild(first: Kind, counts: tuple[int, ...], pairs: int = 1) -> int:
    """The fewest wild tiles a split of one suit's real tiles needs (``suit_splits``
    finds none with fewer), with at most ``pairs`` pairs.

    Each block of the suit no set crosses (``suit_blocks``) needs its own
    wild tiles, the pair in one of them or in none: blocks recur far more
    than suits.  A block's count vector, read as a number, keys its needs;
    an honour's block, one kind, has no neighbour to make a run with.
    """
    needs = [_block_needs(int.from_bytes(block, "little")) for block in suit_blocks(counts, RUN_STARTS[first])]
    if not needs:
        return 0
    alone, paired = zip(*needs, strict=True)
    return sum(alone) - max(map(sub, alone, paired)) if pairs else sum(alone)


@lru_cache(maxsize=1 << 13)  # an int and a pair of small ints each: ≤ 1.5 MiB (measured 1.4)
def _block_needs(block: int) -> tuple[int, int]:
    """The fewest wild tiles a block of a numbered suit, or what is left of
    one, needs without the pair and with at most one: ``block`` holds a
    kind's count in each byte, from the first kind held (0: none left).

    That first real tile lies in some group: a pung or the pair on its kind,
    or a run it is the lowest real tile of, over the next two kinds.  Each
    group holds every real tile it can: a real tile left out for a wild
    tile would need one elsewhere just the same.
    """
    if not block:
        return 0, 0
    real = block & 255
    pung = min(real, 3)
    alone, paired = _block_needs(_from_first(block - pung))
    alone, paired = alone + 3 - pung, paired + 3 - pung
    pair = min(real, 2)
    paired = min(paired, 2 - pair + _block_needs(_from_first(block - pair))[0])
    run = 1 + (block & 0xFF00 and 0x100) + (block & 0xFF0000 and 0x10000)
    after_run = _block_needs(_from_first(block - run))
    wild = 3 - run.bit_count()  # the run's kinds without a real tile
    return min(alone, after_run[0] + wild), min(paired, after_run[1] + wild)


def _from_first(block: int) -> int:
    """``block`` shifted to begin at its first kind held."""
    return block >> ((block & -block).bit_length() - 1 & -8) if block else 0
