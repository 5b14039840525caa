"""A concealed hand's readings as sets and a pair, suit by suit: each
suit's exact splits are tabled once per count vector (``suit_parts``,
kept: a suit's tiles recur far more often than a hand's) and combined
into the hand's readings with no object built per reading but a tuple.

A part is ``(sets, pairs, chows, pungs, pair)``: chows by first kind,
pungs by kind, the pair's kind or -1.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product

Part = tuple[int, int, tuple[int, ...], tuple[int, ...], int]
_NOTHING: tuple[Part, ...] = ((0, 0, (), (), -1),)


@lru_cache(maxsize=1 << 15)
def suit_parts(counts: tuple[int, ...], first: int) -> tuple[Part, ...]:
    """Every exact split of one suit's tiles (kinds ``first`` …) into sets and at most one pair."""
    i = next((i for i, c in enumerate(counts) if c), -1)
    if i < 0:
        return _NOTHING
    k = first + i
    found: set[Part] = set()
    rest = list(counts)
    if counts[i] >= 3:
        rest[i] -= 3
        found |= {(s + 1, p, c, (k, *g), q) for s, p, c, g, q in suit_parts(tuple(rest), first)}
        rest[i] += 3
    if counts[i] >= 2:
        rest[i] -= 2
        found |= {(s, 1, c, g, k) for s, p, c, g, q in suit_parts(tuple(rest), first) if not p}
        rest[i] += 2
    if first < 27 and i + 2 < 9 and counts[i + 1] and counts[i + 2]:
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        found |= {(s + 1, p, (k, *c), g, q) for s, p, c, g, q in suit_parts(tuple(rest), first)}
    return tuple(found)


def hand_parts(counts: list[int], sets: int) -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """Every reading of the concealed ``counts`` as ``sets`` sets and a pair: (chows, pungs, pair)."""
    suits = (suit_parts(tuple(counts[0:9]), 0), suit_parts(tuple(counts[9:18]), 9),
             suit_parts(tuple(counts[18:27]), 18), suit_parts(tuple(counts[27:34]), 27))
    if any(not s for s in suits):
        return []
    out = []
    for a, b, c, d in product(*suits):
        if a[0] + b[0] + c[0] + d[0] == sets and a[1] + b[1] + c[1] + d[1] == 1:
            pair = max(a[4], b[4], c[4], d[4])
            out.append((a[2] + b[2] + c[2] + d[2], a[3] + b[3] + c[3] + d[3], pair))
    return out
