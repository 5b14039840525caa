"""Whether a hand waited on one kind alone (独听: 边张, 嵌张 and 单钓将 count
only then, G77–G79), as sets and a pair or seven pairs, found quickly.

A kind completes the hand when its suit, with it added, splits exactly into
sets and at most a pair in a way the other suits' splits make up to the
hand's sets and pair.  Each suit's exact splits, as (sets, pairs), are
tabled once per count vector (``_suit_splits``, kept: suits recur far more
than hands); the other suits are combined once per hand.
"""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1 << 16)
def _suit_splits(counts: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """Every (sets, pairs) that one suit's tiles split into exactly, pairs ≤ 1."""
    i = next((i for i, c in enumerate(counts) if c), -1)
    if i < 0:
        return _EMPTY
    out: set[tuple[int, int]] = set()
    rest = list(counts)
    if counts[i] >= 3:
        rest[i] -= 3
        out |= {(s + 1, p) for s, p in _suit_splits(tuple(rest))}
        rest[i] += 3
    if counts[i] >= 2:
        rest[i] -= 2
        out |= {(s, p + 1) for s, p in _suit_splits(tuple(rest)) if p == 0}
        rest[i] += 2
    if i + 2 < len(counts) and counts[i + 1] and counts[i + 2]:
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        out |= {(s + 1, p) for s, p in _suit_splits(tuple(rest))}
    return frozenset(out)


_EMPTY = frozenset({(0, 0)})
_NONE: frozenset[tuple[int, int]] = frozenset()


def _honour_splits(counts: list[int]) -> frozenset[tuple[int, int]]:
    sets = pairs = 0
    for c in counts:
        if c == 3:
            sets += 1
        elif c == 2:
            pairs += 1
        elif c:
            return _NONE
    return frozenset({(sets, pairs)}) if pairs <= 1 else _NONE


def _combine(a: frozenset[tuple[int, int]], b: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    return frozenset((s + t, p + q) for s, p in a for t, q in b if p + q <= 1)


def waits_on_one(counts: list[int], sets: int, win: int) -> bool:
    """Whether the 3n + 1 tiles of ``counts`` (before the winning tile), to
    make ``sets`` sets and a pair, are completed by ``win`` alone; seven
    pairs counted when ``sets`` is 4 (no melds), for a hand that ``win``
    completes (the scorer asks only then).  Waits are judged by the shape
    alone: a kind the hand holds four of is still a wait, though its fifth
    tile does not exist (the common interpretation, as the calculators
    count it).  The kinds nearest the
    winning tile are tried first: a second wait is most often there."""
    if sets == 4:
        pairs = sum(1 for c in counts if c >= 2) + sum(1 for c in counts if c == 4)
        if pairs == 6:
            odd = next((k for k, c in enumerate(counts) if c & 1), win)
            if odd != win:
                return False
    suits = [_suit_splits(tuple(counts[9 * s:9 * s + 9])) for s in range(3)] + [_honour_splits(counts[27:])]
    others: dict[int, frozenset[tuple[int, int]]] = {}
    for k in _ORDER[win]:
        if k == win or not _near(counts, k):
            continue
        s = k // 9 if k < 27 else 3
        rest = others.get(s)
        if rest is None:
            rest = _EMPTY
            for t in range(4):
                if t != s:
                    rest = _combine(rest, suits[t])
            others[s] = rest
        if not rest:
            continue
        counts[k] += 1
        mine = _suit_splits(tuple(counts[9 * s:9 * s + 9])) if s < 3 else _honour_splits(counts[27:])
        counts[k] -= 1
        if any((sets - a, 1 - b) in rest for a, b in mine):
            return False
    return True


# Every kind, nearest a given kind first (its own suit by distance, then the rest).  Built once; mypy cannot
# type a lambda with a default (``w=w`` binds the loop's kind), and a lambda's parameters take no annotation.
_ORDER = tuple(tuple(sorted(range(34), key=lambda k, w=w: (k // 9 != w // 9, abs(k - w)))) for w in range(34))  # type: ignore[misc]


def _near(counts: list[int], k: int) -> bool:
    """Whether a tile of ``k`` could take part in a set or the pair with the tiles held."""
    if counts[k]:
        return True
    if k >= 27:
        return False
    r = k % 9
    return any(0 <= r + d < 9 and counts[k + d] for d in (-2, -1, 1, 2))
