"""A suit's shanten table (``shanten._suit_table``), built by blocks no group
crosses, against the plain search over the whole suit it replaced; and the
tables of one tile added (``placed_adding``) against the hand's tables
built anew with that tile."""
from __future__ import annotations

import random
from functools import cache

from app.core.engine.shanten import _suit_table, placed, placed_adding
from app.core.engine.tiles import counts_less

_WIDTH = 12  # (partial sets 0–5) × (partial pair 0–1)


@cache
def _whole_suit_table(counts: tuple[int, ...], runs: bool) -> tuple[int, ...]:
    """The lowest tile left out, or the lowest tile of a partial group: every split of the whole suit."""
    low = next((i for i, c in enumerate(counts) if c), None)
    if low is None:
        return (0,) * _WIDTH
    best = list(_whole_suit_table(counts_less(counts, (low,)), runs))
    groups = [((low,) * n, False) for n in range(1, min(counts[low], 3) + 1)]
    groups += [((low,) * n, True) for n in range(1, min(counts[low], 2) + 1)]
    if runs:
        groups += [(tuple(low + d for d in ds), False) for ds in ((0, 1), (0, 2), (0, 1, 2))
                   if all(low + d < 9 and counts[low + d] for d in ds)]
    for group, is_pair in groups:
        sub = _whole_suit_table(counts_less(counts, group), runs)
        for i in range(1 if is_pair else 2, _WIDTH, 2 if is_pair else 1):
            best[i] = max(best[i], sub[i - (1 if is_pair else 2)] + len(group))
    return tuple(best)


def _random_suits(rng: random.Random, count: int) -> list[tuple[tuple[int, ...], bool]]:
    out = []
    for _ in range(count):
        runs = rng.random() < 0.8
        counts = [0] * (9 if runs else 7)
        for _ in range(rng.randint(0, 14)):
            kind = rng.randrange(len(counts))
            counts[kind] = min(4, counts[kind] + 1)
        out.append((tuple(counts), runs))
    return out


def test_block_tables_match_the_whole_suits_search():
    for counts, runs in _random_suits(random.Random(20261202), 20_000):
        assert _suit_table(counts, runs) == _whole_suit_table(counts, runs), (counts, runs)


def test_tables_of_a_tile_added_match_the_hand_built_anew():
    rng = random.Random(34)
    for _ in range(500):
        sets_needed = rng.randint(1, 5)
        counts = [0] * 34
        for _ in range(3 * sets_needed + 1):
            kind = rng.choice([k for k in range(34) if counts[k] < 4])
            counts[kind] += 1
        before, after = placed_adding(counts, sets_needed)
        assert before == placed(counts, sets_needed)
        for kind in range(34):
            added = list(counts)
            added[kind] += 1
            assert after[kind] == placed(added, sets_needed), (counts, kind)
