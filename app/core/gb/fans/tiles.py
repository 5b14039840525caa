"""Fans of the hand's tiles as a whole (G3, G8, G11, G18, G22, G25–G27,
G36, G37, G40, G49, G51, G64, G68, G75, G76): which kinds it holds, melds
included, whatever its reading; computed once per hand, from a bit mask of
the kinds held (``mask``), and kept by mask.
"""
from __future__ import annotations

from functools import lru_cache

from .catalogue import (
    ALL_GREEN,
    ALL_HONORS,
    ALL_SIMPLES,
    ALL_TERMINALS,
    ALL_TERMINALS_AND_HONORS,
    ALL_TYPES,
    FULL_FLUSH,
    HALF_FLUSH,
    LOWER_FOUR,
    LOWER_TILES,
    MIDDLE_TILES,
    NO_HONORS,
    ONE_VOIDED_SUIT,
    REVERSIBLE_TILES,
    UPPER_FOUR,
    UPPER_TILES,
)


def _mask(kinds) -> int:
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


SUIT_MASKS = tuple(_mask(range(9 * s, 9 * s + 9)) for s in range(3))
HONOURS = _mask(range(27, 34))
WINDS = _mask(range(27, 31))
DRAGONS = _mask(range(31, 34))
TERMINALS = _mask(k for k in range(27) if k % 9 in (0, 8))
# 推不倒 (G40): 1234589 筒, 245689 条, 白板; 绿一色 (G3): 23468 条 and 发财.
REVERSIBLE = _mask([9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31])
GREEN = _mask([19, 20, 21, 23, 25, 32])


def mask_of(counts: list[int]) -> int:
    """The kinds held, as bits."""
    out = 0
    for k, c in enumerate(counts):
        if c:
            out |= 1 << k
    return out


@lru_cache(maxsize=4096)
def tile_fans(mask: int) -> tuple[tuple[int, int], ...]:
    """(fan, count) of a hand holding the kinds of ``mask``: suits (无字,
    缺一门, 混一色, 清一色, 五门齐), traits (断幺, 推不倒, 绿一色, 字一色,
    清幺九, 混幺九) and ranges (全大/全中/全小, 大于五/小于五)."""
    found: list[tuple[int, int]] = []
    voided = sum(1 for suit in SUIT_MASKS if not mask & suit)
    honours = bool(mask & HONOURS)
    if not honours:
        found.append((NO_HONORS, 1))
    if voided == 2:
        found.append((HALF_FLUSH if honours else FULL_FLUSH, 1))
    elif voided:
        found.append((ONE_VOIDED_SUIT, voided))
    if not voided and mask & WINDS and mask & DRAGONS:
        found.append((ALL_TYPES, 1))
    simples = not mask & (TERMINALS | HONOURS)
    if simples:
        found.append((ALL_SIMPLES, 1))
    if not mask & ~REVERSIBLE:
        found.append((REVERSIBLE_TILES, 1))
    if not mask & ~GREEN:
        found.append((ALL_GREEN, 1))
    if not simples:
        if not mask & ~HONOURS:
            found.append((ALL_HONORS, 1))
        elif not mask & ~TERMINALS:
            found.append((ALL_TERMINALS, 1))
        elif not mask & ~(TERMINALS | HONOURS):
            found.append((ALL_TERMINALS_AND_HONORS, 1))
    if not honours:
        ranks = (mask | mask >> 9 | mask >> 18) & 511
        if not ranks & ~0b1111:
            found.append((LOWER_FOUR if ranks & 0b1000 else LOWER_TILES, 1))
        elif not ranks & ~0b111100000:
            found.append((UPPER_FOUR if ranks & 0b100000 else UPPER_TILES, 1))
        elif not ranks & ~0b111000:
            found.append((MIDDLE_TILES, 1))
    return tuple(found)
