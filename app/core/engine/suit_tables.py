"""A suit's shanten tables: the most of its tiles placed in each budget of
partial sets and a partial pair (``shanten``'s placing), and two tables merged
(the knapsack over suits).

A table has an entry for each (partial sets 0–5, partial pair 0–1) budget,
at ``2 × sets + pair``; a suit's is computed once per count vector
(``suit_table``, cached).  Within a suit, no group crosses two empty kinds:
a suit is the knapsack of its blocks (``suit_blocks``; ``_block_table``,
cached), which recur far more than suits.

>>> suit_table((1, 1, 1, 0, 0, 0, 0, 0, 2), runs=True)   # 123m 99m
(0, 2, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5)
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from operator import add

from .suit_blocks import held_blocks, suit_blocks

MAX_SETS = 5  # the most sets a hand may still need (no melds): five sets and a pair win
WIDTH = 2 * (MAX_SETS + 1)  # a table's entries: (partial sets 0–5) × (partial pair 0–1)
_NONE = (0,) * WIDTH
_PAIR_ENTRIES, _SET_ENTRIES = range(1, WIDTH, 2), range(2, WIDTH)

Table = tuple[int, ...]  # entry 2 × sets + pair: most real tiles placed in that many partial groups


def as_number(values: Iterable[int]) -> int:
    """Small numbers (a table's entries, or flags for them) as one number: a byte each, lowest first."""
    return int.from_bytes(bytes(values), "little")


def _combine(tables: list[Table]) -> Table:
    """The knapsack: best placements over all suits for each (sets, pair) budget."""
    out = tables[0]
    for table in tables[1:]:
        out = merge(out, table)
    return out


def merged_at(a: Table, b: Table, at: int) -> int:
    """``merge(a, b)[at]`` alone, for a budget with the pair (``at`` odd):
    its sets split between the two tables every way, the pair in either."""
    return max(max(map(add, a[0:at:2], b[at:0:-2])), max(map(add, a[1:at + 1:2], b[at - 1::-2])))


@lru_cache(maxsize=1 << 13)  # ≤ 0.4 KiB each: 3 MiB (docs/operations.md, "Memory")
def merge(a: Table, b: Table) -> Table:
    """Each budget's best split between the two tables: ``sets`` partial sets
    shared out every way, the pair in ``a``, in ``b`` or (even entries) in neither."""
    a_none, a_pair, b_none, b_pair = a[0::2], a[1::2], b[0::2], b[1::2]
    out = []
    full = _full_from(a_none, a_pair) + _full_from(b_none, b_pair)
    for sets in range(min(full, MAX_SETS + 1)):
        b_none_less, b_pair_less = b_none[sets::-1], b_pair[sets::-1]
        out.append(max(map(add, a_none, b_none_less)))
        out.append(max(max(map(add, a_pair, b_none_less)), max(map(add, a_none, b_pair_less))))
    if full <= MAX_SETS:  # each table at its most: so are their sums
        out += (a_none[-1] + b_none[-1], max(a_pair[-1] + b_none[-1], a_none[-1] + b_pair[-1])) * (MAX_SETS + 1 - full)
    return tuple(out)


def _full_from(none: Table, pair: Table) -> int:
    """The fewest partial sets from which a table's entries are at their most."""
    return max(none.index(none[-1]), pair.index(pair[-1]))


@lru_cache(maxsize=1 << 13)  # ≤ 0.4 KiB each: 3 MiB
def suit_table(counts: tuple[int, ...], runs: bool) -> Table:
    """Most tiles of one suit placed, per (partial sets, partial pair) budget:
    each of its blocks (``suit_blocks``) placed alone, a block such as ``112``
    recurring in many suits never met whole."""
    return _blocks_table(suit_blocks(counts, runs), runs)


def _blocks_table(blocks: list[bytes], runs: bool) -> Table:
    """The table of a suit's blocks, each placed alone."""
    if len(blocks) == 1:
        return _block_table(blocks[0], runs)
    return _combine([_block_table(block, runs) for block in blocks]) if blocks else _NONE


@lru_cache(maxsize=1 << 12)  # ≤ 0.4 KiB each: 1.5 MiB
def _block_table(block: bytes, runs: bool) -> Table:
    """``suit_table`` of a block (a count a byte, its first kind held): the
    lowest tile is either left out, or in a partial group it is the lowest
    tile of.  ``runs``: sequences exist (not in honours).  What a group
    leaves is the block read as one number (a byte a kind, the first
    lowest) less the group's."""
    width, whole = len(block), int.from_bytes(block, "little")
    best = list(number_table(whole - 1, runs))
    held = min(block[0], 3), width > 1 and block[1] > 0, width > 2 and block[2] > 0  # an honour's: one kind
    for taken, size, entries, shift in _GROUPS_FROM[held]:
        sub = number_table(whole - taken, runs)
        for i in entries:
            v = sub[i - shift] + size
            if v > best[i]:
                best[i] = v
    return tuple(best)


@lru_cache(maxsize=1 << 13)  # a number and a table: 1.7 MiB full (traced, docs/operations.md "Memory")
def number_table(number: int, runs: bool) -> Table:
    """The table of tiles read as one number (a byte a kind, the first
    lowest), kept: what a group leaves of a block (the same few tiles are
    left of many blocks, by more than one of a block's groups), or a
    numbered suit with a tile added (``shanten._adding_gains``), keyed by a
    number rather than a tuple of counts.  Not for the honours' whole suit:
    there no two kinds make a block, and ``suit_table`` reads it kind by kind."""
    return _blocks_table(held_blocks(number.to_bytes((number.bit_length() + 7) // 8, "little")), runs)


def _groups_from(first: int, second: bool, third: bool) -> tuple[tuple[int, int, range, int], ...]:
    """The partial groups whose lowest tile is a block's first kind, held
    ``first`` times (3 for more), the next kinds held or not: each as the
    number it takes from the block, its size, and the entries it fills
    from those ``shift`` before (a set: one set fewer; the pair: no pair)."""
    out = [(n * _KIND_STEP[0], n, _SET_ENTRIES, 2) for n in range(1, first + 1)]
    out += [(n * _KIND_STEP[0], n, _PAIR_ENTRIES, 1) for n in range(1, min(first, 2) + 1)]
    if second:
        out.append((_KIND_STEP[0] + _KIND_STEP[1], 2, _SET_ENTRIES, 2))
    if third:
        out.append((_KIND_STEP[0] + _KIND_STEP[2], 2, _SET_ENTRIES, 2))
    if second and third:
        out.append((_KIND_STEP[0] + _KIND_STEP[1] + _KIND_STEP[2], 3, _SET_ENTRIES, 2))
    return tuple(out)


_KIND_STEP = tuple(1 << 8 * i for i in range(3))  # one tile of a block's first, second, third kind, in its number
_GROUPS_FROM = {(first, second, third): _groups_from(first, second, third)
                for first in (1, 2, 3) for second in (False, True) for third in (False, True)}
