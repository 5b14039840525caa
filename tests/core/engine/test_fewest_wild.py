"""``fewest_wild``: the fewest 得 a suit's real tiles need, which bounds the
splits the winner's search builds (``winner.parts.suit_keys``)."""
from __future__ import annotations

import random
from functools import cache

from app.core.engine.suit_splits import suit_splits
from app.core.engine.suit_tables import suit_table
from app.core.engine.tiles import RUN_STARTS
from app.core.engine.wild_bounds import fewest_wild, wild_bounds
from tests.core.engine.suit_counts import counts_less


def _suits(count: int) -> list[tuple[int, tuple[int, ...]]]:
    rng = random.Random(20261201)
    out = []
    for _ in range(count):
        first = rng.choice((0, 9, 18, 27))
        counts = [0] * (7 if first == 27 else 9)
        for _ in range(rng.randint(0, 14)):
            kind = rng.randrange(len(counts))
            counts[kind] = min(4, counts[kind] + 1)
        out.append((first, tuple(counts)))
    return out


def test_no_split_needs_fewer_and_one_needs_that_many():
    for first, counts in _suits(2000):
        fewest = fewest_wild(first, counts)
        assert suit_splits(first, counts, fewest), (first, counts)
        assert fewest == 0 or not suit_splits(first, counts, fewest - 1), (first, counts)


def test_known_suits():
    assert fewest_wild(0, (1, 1, 1, 0, 0, 0, 0, 0, 0)) == 0  # 123m
    assert fewest_wild(0, (1, 0, 1, 0, 0, 0, 0, 0, 0)) == 1  # 13m: a 得 for 2m
    assert fewest_wild(0, (1, 0, 0, 0, 0, 0, 0, 0, 1)) == 3  # 1m 9m: one a pair (1), the other a set (2)
    assert fewest_wild(27, (1, 1, 0, 0, 0, 0, 0)) == 3  # east, south: no honour runs
    assert fewest_wild(27, (1, 1, 0, 0, 0, 0, 0), pairs=0) == 4
    assert fewest_wild(0, (0,) * 9) == 0
    # Seven lone honours: a pair and six sets, past the five sets of the shanten table.
    assert fewest_wild(27, (1,) * 7) == 13


def test_bounds_lowered_to_what_splits_use_keep_every_split():
    """``wild_bounds`` lowers a suit's bound to what its splits can use (a
    bound leaving a tile over, a suit with no real tile): the same splits."""
    rng, suits, lowered = random.Random(20261204), _suits(4000), 0
    for _ in range(3000):
        hand = [rng.choice([s for s in suits if s[0] == first]) for first in (0, 9, 18, 27)]
        jokers, unchanged = rng.randint(2, 4), rng.choice((-1, 0, 1, 2, 3))
        needs = [fewest_wild(first, counts) for first, counts in hand]
        kept = needs[unchanged] if unchanged >= 0 else 0
        for suit, ((first, counts), bound) in enumerate(zip(hand, wild_bounds(hand, jokers, unchanged), strict=True)):
            unlowered = needs[suit] + jokers - sum(needs) + (0 if suit == unchanged else kept)
            assert suit_splits(first, counts, bound) == suit_splits(first, counts, unlowered), (first, counts)
            lowered += bound < unlowered
    assert lowered > 200  # the lowering is exercised (about 400 of 12,000)


@cache
def _fewest_by_shanten_tables(first: int, counts: tuple[int, ...], pairs: int) -> int:
    """The computation ``fewest_wild`` replaced: the suit's shanten table when
    some split of five sets or fewer places every tile, else each group the
    lowest real tile may lie in, every run over it."""
    table, tiles = suit_table(counts, RUN_STARTS[first]), sum(counts)
    filling = [3 * sets + 2 * pair - tiles for sets in range(6) for pair in range(pairs + 1)
               if table[2 * sets + pair] == tiles]
    if filling:
        return min(filling)
    i = next(i for i, c in enumerate(counts) if c)
    real = counts[i]
    fewest = 3 - min(real, 3) + _fewest_by_shanten_tables(first, counts_less(counts, (i,) * min(real, 3)), pairs)
    if pairs:
        rest = counts_less(counts, (i,) * min(real, 2))
        fewest = min(fewest, 2 - min(real, 2) + _fewest_by_shanten_tables(first, rest, pairs - 1))
    for start in range(max(i - 2, 0), i + 1):
        if RUN_STARTS[first + start] and start + 2 < len(counts):
            held = tuple(j for j in range(start, start + 3) if counts[j])
            fewest = min(fewest, 3 - len(held) + _fewest_by_shanten_tables(first, counts_less(counts, held), pairs))
    return fewest


def test_the_same_as_by_the_shanten_tables():
    suits = _suits(20_000)
    suits += [(first, tuple(min(4, c + 2) for c in counts)) for first, counts in suits[:3000]]  # fuller suits
    suits += [(first, tuple(2 * c for c in counts)) for first, counts in suits[:1000]]  # past four, as tests build
    for first, counts in suits:
        for pairs in (0, 1):
            assert fewest_wild(first, counts, pairs) == _fewest_by_shanten_tables(first, counts, pairs), (first, counts)
