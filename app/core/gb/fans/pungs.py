"""Fans of pungs and kongs (G1, G2, G5, G12, G15, G17, G24, G32, G33, G38,
G42, G53, G54, G57, G59, G65–G67, G73, G74), by the same principles as
the chows (``chows``): a four-pung fan alone; a three-pung fan, and the
fourth pung combined once (套算一次); else each two pungs.

A pung is its kind (a kong counts as a pung of its kind).
"""
from __future__ import annotations

from functools import lru_cache

from .catalogue import (
    BIG_FOUR_WINDS,
    BIG_THREE_DRAGONS,
    BIG_THREE_WINDS,
    CONCEALED_KONG,
    DOUBLE_PUNG,
    DRAGON_PUNG,
    FOUR_CONCEALED_PUNGS,
    FOUR_KONGS,
    FOUR_PURE_SHIFTED_PUNGS,
    MELDED_KONG,
    MIXED_SHIFTED_PUNGS,
    PUNG_OF_TERMINALS_OR_HONORS,
    PURE_SHIFTED_PUNGS,
    THREE_CONCEALED_PUNGS,
    THREE_KONGS,
    TRIPLE_PUNG,
    TWO_CONCEALED_KONGS,
    TWO_CONCEALED_PUNGS,
    TWO_DRAGON_PUNGS,
    TWO_MELDED_KONGS,
)

NONE = 0
EAST, WHITE = 27, 31


def four_pung_fan(a: int, b: int, c: int, d: int) -> int:
    """一色四节高 (G15: one suit, each up 1) or 大四喜 (G1: the four winds), of sorted pungs."""
    if d < 27 and a // 9 == d // 9 and b == a + 1 and c == b + 1 and d == c + 1:
        return FOUR_PURE_SHIFTED_PUNGS
    if a == EAST and d == EAST + 3 and b == a + 1 and c == b + 1:
        return BIG_FOUR_WINDS
    return NONE


def three_pung_fan(a: int, b: int, c: int) -> int:
    """Of sorted pungs: 三色三节高 (G42), 三同刻 (G32), 一色三节高 (G24);
    三风刻 (G38), 大三元 (G2)."""
    if c < 27:
        sa, sb, sc = a // 9, b // 9, c // 9
        if sa != sb and sb != sc and sa != sc:
            low, mid, high = sorted((a % 9, b % 9, c % 9))
            if mid == low + 1 and high == mid + 1:
                return MIXED_SHIFTED_PUNGS
            if low == high:
                return TRIPLE_PUNG
        elif sa == sc and b == a + 1 and c == b + 1:
            return PURE_SHIFTED_PUNGS
        return NONE
    if a >= EAST and c < WHITE:
        return BIG_THREE_WINDS
    if a == WHITE:
        return BIG_THREE_DRAGONS
    return NONE


def two_pung_fan(a: int, b: int) -> int:
    """双同刻 (G65: one rank in two suits), 双箭刻 (G54: two dragons)."""
    if a < 27 and b < 27:
        return DOUBLE_PUNG if a % 9 == b % 9 else NONE
    return TWO_DRAGON_PUNGS if a >= WHITE and b >= WHITE else NONE


@lru_cache(maxsize=4096)
def pung_fans(pungs: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(fan, count) of sorted pungs (two to four), kept as ``chows.chow_fans``."""
    n = len(pungs)
    if n == 4:
        fan = four_pung_fan(*pungs)
        if fan:
            return ((fan, 1),)
        for i, j, k, rest in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
            fan = three_pung_fan(pungs[i], pungs[j], pungs[k])
            if fan:
                extra = next((f for f in (two_pung_fan(pungs[x], pungs[rest]) for x in (i, j, k)) if f), NONE)
                return ((fan, 1),) + (((extra, 1),) if extra else ())
    elif n == 3:
        fan = three_pung_fan(*pungs)
        if fan:
            return ((fan, 1),)
    found: dict[int, int] = {}
    for i in range(n):
        for j in range(i + 1, n):
            fan = two_pung_fan(pungs[i], pungs[j])
            if fan:
                found[fan] = found.get(fan, 0) + 1
    return tuple(found.items())


def one_pung_fan(kind: int) -> int:
    """箭刻 (G59) of a dragon; 幺九刻 (G73) of a 1, a 9 or a wind."""
    if kind >= WHITE:
        return DRAGON_PUNG
    if kind >= EAST or kind % 9 in (0, 8):
        return PUNG_OF_TERMINALS_OR_HONORS
    return NONE


def kong_fans(counts: list[int], concealed_sets: int, melded_kongs: int, concealed_kongs: int) -> None:
    """The kongs and concealed pungs (暗刻, a concealed kong among them):
    四杠 (G5), 三杠 (G17), 双暗杠 (G53), 双明杠 (G57), 暗杠 (G67), 明杠 (G74);
    四暗刻 (G12), 三暗刻 (G33), 双暗刻 (G66).  One concealed and one melded
    kong count 暗杠 + 明杠 (G-W4: 明暗杠 is not a 1998 fan)."""
    kongs = melded_kongs + concealed_kongs
    if kongs == 4:
        counts[FOUR_KONGS] = 1
    elif kongs == 3:
        counts[THREE_KONGS] = 1
    elif kongs == 2:
        if concealed_kongs == 2:
            counts[TWO_CONCEALED_KONGS] = 1
        elif melded_kongs == 2:
            counts[TWO_MELDED_KONGS] = 1
        else:
            counts[CONCEALED_KONG] = counts[MELDED_KONG] = 1
    elif kongs == 1:
        counts[CONCEALED_KONG if concealed_kongs else MELDED_KONG] = 1
    if concealed_sets == 4:
        counts[FOUR_CONCEALED_PUNGS] = 1
    elif concealed_sets == 3:
        counts[THREE_CONCEALED_PUNGS] = 1
    elif concealed_sets == 2:
        counts[TWO_CONCEALED_PUNGS] = 1  # 双暗杠 excludes it (G53)
