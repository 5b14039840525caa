"""A suit's shanten table (``suit_tables.suit_table``), built by blocks no group
crosses, against the plain search over the whole suit it replaced; two
tables merged (``merge``) against the plain loop over every split of the
budget, and the budgets of each suit in a best split of the four
(``_best_budgets``) against each suit beside the other three merged; and
the tables of one tile added (``placed_adding``) or taken away
(``placed_removing``, ``shanten_discarding_wild``, ``useful_discarding``)
against the hand's tables built anew, and a hand's shanten and waits read
together (``shanten_waits_wild``) against each asked alone; a suit's
entries one tile added raises (``_adding_gains``) against its tables built
anew."""
from __future__ import annotations

import random
import re
from functools import cache

from app.core.engine.shanten import (
    _adding_gains,
    _best_budgets,
    completing_kinds_wild,
    placed,
    placed_adding,
    placed_removing,
    shanten_discarding_wild,
    shanten_useful,
    shanten_waits_wild,
    shanten_wild,
    useful_discarding,
)
from app.core.engine.suit_blocks import suit_blocks
from app.core.engine.suit_tables import merge, suit_table
from tests.core.engine.suit_counts import counts_less

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


def test_suit_blocks_part_the_suit_where_two_empty_kinds_lie():
    for counts, runs in _random_suits(random.Random(7), 5_000):
        blocks = suit_blocks(counts, runs)
        assert all(block[0] and block[-1] for block in blocks), counts
        if runs:
            held = re.sub(rb"\0{2,}", b"\0\0", bytes(counts).strip(b"\0"))
            assert b"\0\0".join(blocks) == held and all(b"\0\0" not in block for block in blocks), counts
        else:
            assert blocks == [bytes((c,)) for c in counts if c], counts


def test_block_tables_match_the_whole_suits_search():
    for counts, runs in _random_suits(random.Random(20261202), 20_000):
        assert suit_table(counts, runs) == _whole_suit_table(counts, runs), (counts, runs)


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


def _plain_merge(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Every split of each budget's partial sets, the pair in either table or in neither."""
    best = [0] * _WIDTH
    for sa in range(6):
        for pa in (0, 1):
            for sb in range(6 - sa):
                for pb in range(2 - pa):
                    i = 2 * (sa + sb) + pa + pb
                    best[i] = max(best[i], a[2 * sa + pa] + b[2 * sb + pb])
    return tuple(best)


def _plain_placed(counts: list[int], sets_needed: int) -> int:
    tables = [suit_table(tuple(counts[first:first + 9]), first < 27) for first in (0, 9, 18, 27)]
    whole = tables[0]
    for table in tables[1:]:
        whole = _plain_merge(whole, table)
    return whole[2 * sets_needed + 1]


def test_merged_tables_match_the_plain_loop():
    tables = [suit_table(counts, runs) for counts, runs in _random_suits(random.Random(5), 400)]
    rng = random.Random(6)
    for _ in range(5_000):
        a, b = rng.choice(tables), rng.choice(tables)
        assert merge(a, b) == _plain_merge(a, b), (a, b)


def test_best_budgets_match_each_suit_beside_the_other_three():
    """Each suit's budgets in a best split, traced back through the two
    pairs of suits merged, against its table beside the other three's."""
    tables = [suit_table(counts, runs) for counts, runs in _random_suits(random.Random(7), 400)]
    rng = random.Random(8)
    for _ in range(3_000):
        four, at = [rng.choice(tables) for _ in range(4)], 2 * rng.randint(1, 5) + 1
        halves = _plain_merge(*four[:2]), _plain_merge(*four[2:])
        splits = [halves[0][k] + halves[1][at - k] for k in range(at + 1)]
        best = max(splits)
        flags = bytes(split == best for split in splits)
        found = (*_best_budgets(*four[:2], flags), *_best_budgets(*four[2:], flags[::-1]))
        for suit, table in enumerate(four):
            others = four[:suit] + four[suit + 1:]
            beside = _plain_merge(_plain_merge(others[0], others[1]), others[2])
            plain = sum(1 << 8 * i for i in range(at + 1) if table[i] + beside[at - i] == best)
            assert found[suit] == plain, (four, at, suit)


def _random_counts(rng: random.Random, tiles: int) -> list[int]:
    counts = [0] * 34
    for _ in range(tiles):
        kind = rng.choice([k for k in range(34) if counts[k] < 4])
        counts[kind] += 1
    return counts


def test_tables_of_a_tile_taken_away_match_the_hand_built_anew():
    rng = random.Random(35)
    for _ in range(500):
        sets_needed = rng.randint(1, 5)
        counts = _random_counts(rng, 3 * sets_needed + 2)
        before, after = placed_removing(counts, sets_needed)
        assert before == _plain_placed(counts, sets_needed)
        assert set(after) == {k for k in range(34) if counts[k]}
        for kind, placed_then in after.items():
            less = list(counts)
            less[kind] -= 1
            assert placed_then == _plain_placed(less, sets_needed), (counts, kind)


def _random_wild_hand(rng: random.Random, tiles_over_sets: int) -> tuple[int, int, list[int]]:
    """The sets needed, the wild tiles and the real tiles (kinds, in order) of
    a random hand of 3 × sets needed + ``tiles_over_sets`` tiles."""
    sets_needed = rng.randint(1, 5)
    jokers = rng.randint(0, 4)
    counts = _random_counts(rng, 3 * sets_needed + tiles_over_sets - jokers)
    return sets_needed, jokers, [k for k in range(34) for _ in range(counts[k])]


def test_shanten_of_each_discard_matches_the_hand_left():
    rng = random.Random(36)
    for _ in range(500):
        sets_needed, jokers, real = _random_wild_hand(rng, 2)
        by_kind, wild_discarded = shanten_discarding_wild(real, jokers, sets_needed)
        for kind, shanten in by_kind.items():
            rest = list(real)
            rest.remove(kind)
            assert shanten == shanten_wild(rest, jokers, sets_needed), (real, jokers, kind)
        if jokers:
            assert wild_discarded == shanten_wild(real, jokers - 1, sets_needed), (real, jokers)


def test_gains_of_a_tile_added_match_the_suit_built_anew():
    """``_adding_gains`` (a lone tile's gain found once) against each kind's
    table built anew: the entries it raises, and by one at most."""
    for counts, runs in _random_suits(random.Random(37), 3_000):
        table = _whole_suit_table(counts, runs)
        for i, gain in enumerate(_adding_gains(counts, runs)):
            added = _whole_suit_table((*counts[:i], counts[i] + 1, *counts[i + 1:]), runs)
            rises = [a - t for a, t in zip(added, table, strict=True)]
            assert set(rises) <= {0, 1}, (counts, i)
            assert gain == sum(1 << 8 * e for e, rise in enumerate(rises) if rise), (counts, i)


def test_useful_draws_of_each_discard_match_the_hand_left():
    """``useful_discarding`` (the hand's tables read once, a discard's suit
    anew) against ``shanten_useful`` of each hand a discard leaves, a wild
    tile discarded too."""
    rng = random.Random(38)
    for _ in range(500):
        sets_needed = rng.randint(1, 5)
        wild = rng.choice((-1, rng.randrange(34)))
        counts = _random_counts(rng, 3 * sets_needed + 2)
        tiles = [k for k in range(34) for _ in range(counts[k])]
        for kind, (shanten, flags) in useful_discarding(tiles, wild, sets_needed, set(tiles)).items():
            rest = list(tiles)
            rest.remove(kind)
            assert (shanten, tuple(k for k, useful in enumerate(flags) if useful)) == shanten_useful(
                rest, wild, sets_needed), (tiles, wild, kind)


def test_shanten_and_waits_read_together_match_each_alone():
    rng = random.Random(39)
    for _ in range(500):
        sets_needed, jokers, real = _random_wild_hand(rng, 1)
        shanten = shanten_wild(real, jokers, sets_needed)
        waits = completing_kinds_wild(real, jokers, sets_needed) if shanten == 0 else ()
        assert shanten_waits_wild(real, jokers, sets_needed) == (shanten, waits), (real, jokers)
