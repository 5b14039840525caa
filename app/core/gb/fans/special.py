"""The special shapes' fans (G4, G6, G7, G19, G20, G34, G35), counted as
《国标麻将规则释义》 counts them: each shape's fan, the fans its tiles add
that the shape does not imply, and how it was won.

Decisions:

- 七对 (G19) adds the hand-wide fans (清一色, 断幺, 四归一 …) and how it
  was won; 连七对 (G6) adds 断幺 when it is 2–8, and how it was won.
- 十三幺 (G7), 全不靠 (G34) and 七星不靠 (G20) add only how they were won;
  全不靠 with all nine knitted tiles is also 组合龙 (G35).
- 九莲宝灯 (G4) is 1112345678999 of one suit, concealed, and one more of
  the suit; the extra tile's reading adds: 1 or 9, 清龙 and 四归一; 2 or 8,
  双暗刻, 连六 and 幺九刻; 5, 双暗刻 and 幺九刻; 3, 4, 6, 7, 连六.
"""
from __future__ import annotations

from ...engine.shapes.slots import KNITTED_STRAIGHTS
from ...engine.shapes.thirteen_orphans import ORPHANS
from .catalogue import (
    ALL_SIMPLES,
    GREATER_HONORS_AND_KNITTED,
    KNITTED_STRAIGHT,
    LESSER_HONORS_AND_KNITTED,
    NINE_GATES,
    PUNG_OF_TERMINALS_OR_HONORS,
    PURE_STRAIGHT,
    SEVEN_PAIRS,
    SEVEN_SHIFTED_PAIRS,
    SHORT_STRAIGHT,
    THIRTEEN_ORPHANS,
    TILE_HOG,
    TWO_CONCEALED_PUNGS,
)
from .tiles import HONOURS, mask_of, tile_fans

_KNITTED_MASKS = tuple(sum(1 << k for k in straight) for straight in KNITTED_STRAIGHTS)
_ORPHANS_MASK = sum(1 << k for k in ORPHANS)
_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def seven_pairs(counts: list[int], mask: int, out: list[int]) -> bool:
    """七对 or 连七对 of 14 concealed tiles (``counts``), into ``out``."""
    if any(c & 1 for c in counts):
        return False
    for suit in range(3):
        run = counts[9 * suit:9 * suit + 9]
        for start in range(3):
            if run[start:start + 7] == [2] * 7:
                out[SEVEN_SHIFTED_PAIRS] = 1
                if start == 1:
                    out[ALL_SIMPLES] = 1
                return True
    out[SEVEN_PAIRS] = 1
    for fan, n in tile_fans(mask):
        out[fan] = n
    out[TILE_HOG] = sum(1 for c in counts if c == 4)
    return True


def lone_tiles(counts: list[int], mask: int, out: list[int]) -> bool:
    """十三幺, 全不靠 or 七星不靠 of 14 concealed tiles, into ``out``."""
    if mask == _ORPHANS_MASK and sum(counts) == 14:
        out[THIRTEEN_ORPHANS] = 1
        return True
    if max(counts) > 1:
        return False
    suited = mask & ~HONOURS
    if not any(suited & ~knitted == 0 for knitted in _KNITTED_MASKS):
        return False
    if mask & HONOURS == HONOURS:
        out[GREATER_HONORS_AND_KNITTED] = 1
    else:
        out[LESSER_HONORS_AND_KNITTED] = 1
        if suited in _KNITTED_MASKS:
            out[KNITTED_STRAIGHT] = 1
    return True


def nine_gates(counts: list[int], win: int, out: list[int]) -> bool:
    """九莲宝灯 of 14 concealed tiles won on ``win``, into ``out``."""
    if win >= 27:
        return False
    suit, rank = divmod(win, 9)
    run = counts[9 * suit:9 * suit + 9]
    if sum(run) != 14:
        return False
    run[rank] -= 1
    if run != list(_NINE_GATES):
        return False
    out[NINE_GATES] = 1
    return True


def nine_gates_extras(win: int, out: list[int]) -> None:
    """What the extra tile of 九莲宝灯 adds, once what 九莲宝灯 excludes is
    gone (its own 幺九刻 and the extra tile's may both be there)."""
    rank = win % 9
    if rank in (0, 8):
        out[PURE_STRAIGHT] = out[TILE_HOG] = 1
    elif rank == 4:
        out[TWO_CONCEALED_PUNGS] = out[PUNG_OF_TERMINALS_OR_HONORS] = 1
    else:
        out[SHORT_STRAIGHT] = 1
        if rank in (1, 7):
            out[TWO_CONCEALED_PUNGS] = out[PUNG_OF_TERMINALS_OR_HONORS] = 1


__all__ = ["lone_tiles", "mask_of", "nine_gates", "nine_gates_extras", "seven_pairs"]
