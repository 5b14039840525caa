"""Fans of chows together (G13, G14, G16, G23, G28–G30, G39, G41, G50,
G69–G72), by the 1998 principles 不拆移, 不得相同 and 套算一次.

A chow is its first kind (0–26: suit ``k // 9``, rank ``k % 9``).  Four
chows making one four-chow fan (一色四同顺 G14, 一色四步高 G16) count that
alone; three making a three-chow fan count it, and the fourth combines once
with one of them (套算一次: the first of 一般高, 喜相逢, 连六, 老少副 it
makes); otherwise each two make at most one two-chow fan, and a hand of
``n`` chows counts at most ``n − 1`` of them (``_pairs_within``).
"""
from __future__ import annotations

from functools import lru_cache

from .catalogue import (
    FOUR_PURE_SHIFTED_CHOWS,
    MIXED_DOUBLE_CHOW,
    MIXED_SHIFTED_CHOWS,
    MIXED_STRAIGHT,
    MIXED_TRIPLE_CHOW,
    PURE_DOUBLE_CHOW,
    PURE_SHIFTED_CHOWS,
    PURE_STRAIGHT,
    PURE_TRIPLE_CHOW,
    QUADRUPLE_CHOW,
    SHORT_STRAIGHT,
    TWO_TERMINAL_CHOWS,
)

NONE = 0


def four_chow_fan(a: int, b: int, c: int, d: int) -> int:
    """一色四步高 (G16: one suit, each up 1 or each up 2) or 一色四同顺 (G14), of sorted chows."""
    if a // 9 == d // 9 and (b - a == c - b == d - c in (1, 2)):
        return FOUR_PURE_SHIFTED_CHOWS
    if a == b == c == d:
        return QUADRUPLE_CHOW
    return NONE


def three_chow_fan(a: int, b: int, c: int) -> int:
    """The three-chow fan of sorted chows: 三色三步高 (G50), 三色三同顺 (G41),
    花龙 (G39) in three suits; 清龙 (G28), 一色三步高 (G30), 一色三同顺 (G23) in one."""
    sa, sb, sc = a // 9, b // 9, c // 9
    ra, rb, rc = a % 9, b % 9, c % 9
    if sa != sb and sb != sc and sa != sc:
        low, mid, high = sorted((ra, rb, rc))
        if mid == low + 1 and high == mid + 1:
            return MIXED_SHIFTED_CHOWS
        if low == high:
            return MIXED_TRIPLE_CHOW
        if (low, mid, high) == (0, 3, 6):
            return MIXED_STRAIGHT
        return NONE
    if sa == sb == sc:
        if rb == ra + 3 and rc == rb + 3:
            return PURE_STRAIGHT
        if b - a == c - b and b - a in (1, 2):
            return PURE_SHIFTED_CHOWS
        if a == b == c:
            return PURE_TRIPLE_CHOW
    return NONE


def two_chow_fan(a: int, b: int) -> int:
    """喜相逢 (G70) in two suits; 连六 (G71), 老少副 (G72), 一般高 (G69) in one."""
    if a // 9 != b // 9:
        return MIXED_DOUBLE_CHOW if a % 9 == b % 9 else NONE
    if a - b in (3, -3):
        return SHORT_STRAIGHT
    if a != b and a % 9 in (0, 6) and b % 9 in (0, 6):
        return TWO_TERMINAL_CHOWS
    if a == b:
        return PURE_DOUBLE_CHOW
    return NONE


_EXTRA_ORDER = (PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS)
_TWO_FANS = _EXTRA_ORDER  # the two-chow fans, in the order 不得相同 keeps them


@lru_cache(maxsize=4096)
def chow_fans(chows: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(fan, count) of sorted chows (two to four of them), kept: a hand's
    chows recur far more often than its whole tiles."""
    n = len(chows)
    if n == 4:
        fan = four_chow_fan(*chows)
        if fan:
            return ((fan, 1),)
        for i, j, k, rest in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
            fan = three_chow_fan(chows[i], chows[j], chows[k])
            if fan:
                extras = {two_chow_fan(chows[x], chows[rest]) for x in (i, j, k)}
                extra = next((f for f in _EXTRA_ORDER if f in extras), NONE)
                return ((fan, 1),) + (((extra, 1),) if extra else ())
        return _pairs_within(chows)
    if n == 3:
        fan = three_chow_fan(*chows)
        return ((fan, 1),) if fan else _pairs_within(chows)
    if n == 2:
        fan = two_chow_fan(*chows)
        return ((fan, 1),) if fan else ()
    return ()


def _pairs_within(chows: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Two-chow fans of every two chows, at most one fewer than the chows
    that take part in any (套算一次); past that the repeated ones go first,
    from 老少副 back to 一般高, down to one of each, then to none."""
    n = len(chows)
    found = [two_chow_fan(chows[i], chows[j]) for i in range(n) for j in range(i + 1, n)]
    involved = sum(1 for i in range(n) if any(
        two_chow_fan(chows[i], chows[j]) for j in range(n) if j != i))
    most = involved - 1 if n == 4 else 2
    counts = [found.count(f) for f in _TWO_FANS]
    total = sum(counts)
    if n == 4 and most <= 0:
        return ()
    for limit in (1, 0):
        for i in (3, 2, 1, 0):
            while counts[i] > limit and total > most:
                counts[i] -= 1
                total -= 1
    return tuple((f, c) for f, c in zip(_TWO_FANS, counts, strict=True) if c)
