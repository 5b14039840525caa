"""``fewest_wild``: the fewest 得 a suit's real tiles need, which bounds the
splits the winner's search builds (``winner.parts.suit_keys``)."""
from __future__ import annotations

import random

from app.core.engine.reading import suit_splits
from app.core.engine.wild_bounds import fewest_wild


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
