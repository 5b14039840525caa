"""Fans of a reading's sets and pair (G1–G2, G5, G9–G10, G12–G17, G21,
G23–G24, G28–G33, G38–G39, G41–G42, G48, G50, G53–G55, G57, G59–G61,
G63–G73, G74, G77–G79): one reading of sets and a pair, as the scorer
(``scoring``) gives it, into a list of counts by G number.

Decisions (the interpretation's, where the 1998 text is silent):

- A pung completed by a discard is exposed, unless the winning tile can
  be read in a concealed chow of the same reading (就高不就低).
- 边张, 嵌张 and 单钓将 count only when the hand waited on one kind alone
  (sets and a pair, or seven pairs); where the winning tile lies in
  several places, one of them, 边张 first.
- 幺九刻 is not counted for a wind pung that makes 圈风刻 or 门风刻 (once
  when both), nor for the three of 三风刻.
"""
from __future__ import annotations

from .catalogue import (
    ALL_CHOWS,
    ALL_EVEN_PUNGS,
    ALL_FIVES,
    ALL_HONORS,
    ALL_PUNGS,
    ALL_TERMINALS_AND_HONORS,
    BIG_FOUR_WINDS,
    BIG_THREE_WINDS,
    FOUR_CONCEALED_PUNGS,
    FULLY_CONCEALED_HAND,
    LITTLE_FOUR_WINDS,
    LITTLE_THREE_DRAGONS,
    OUTSIDE_HAND,
    PREVALENT_WIND,
    PUNG_OF_TERMINALS_OR_HONORS,
    PURE_TERMINAL_CHOWS,
    SEAT_WIND,
    SELF_DRAWN,
    THREE_SUITED_TERMINAL_CHOWS,
    TWO_DRAGON_PUNGS,
    exclude,
)
from .chows import chow_fans
from .pungs import one_pung_fan, pung_fans

EAST, NORTH, WHITE = 27, 30, 31


def set_fans(out: list[int], chows: list[int], pungs: list[int], pair: int) -> None:
    """The fans of the chows and pungs together, each pung's own, 碰碰和 and the pair's."""
    chows.sort()
    pungs.sort()
    if len(pungs) == 4:
        out[ALL_PUNGS] = 1
    for k in pungs:
        fan = one_pung_fan(k)
        if fan:
            out[fan] += 1
    if len(chows) == 4 and terminal_chows(chows, pair, out):
        pass
    elif len(chows) >= 2:
        for fan, n in chow_fans(tuple(chows)):
            out[fan] += n
    if len(pungs) >= 2:
        for fan, n in pung_fans(tuple(pungs)):
            out[fan] += n
    if len(chows) == 4:
        if pair < 27:
            out[ALL_CHOWS] = 1
    elif out[TWO_DRAGON_PUNGS] and pair >= WHITE:
        out[LITTLE_THREE_DRAGONS], out[TWO_DRAGON_PUNGS] = 1, 0
    elif out[BIG_THREE_WINDS] and EAST <= pair <= NORTH:
        out[LITTLE_FOUR_WINDS], out[BIG_THREE_WINDS] = 1, 0
    outside_fives_evens(out, chows, pungs, pair)


def terminal_chows(chows: list[int], pair: int, out: list[int]) -> bool:
    """一色双龙会 (G13: 123 123 789 789 and the 5s pair, one suit) or 三色双龙会
    (G29: 123 and 789 of two suits, the 5s pair of the third), of sorted chows."""
    if pair >= 27 or pair % 9 != 4:
        return False
    suits = [k // 9 for k in chows]
    ranks = [k % 9 for k in chows]
    if ranks.count(0) != 2 or ranks.count(6) != 2:
        return False
    pair_suit = pair // 9
    if suits == [pair_suit] * 4:
        out[PURE_TERMINAL_CHOWS] = 1
        return True
    low = sorted(s for s, r in zip(suits, ranks, strict=True) if r == 0)
    high = sorted(s for s, r in zip(suits, ranks, strict=True) if r == 6)
    if low == high and low[0] != low[1] and pair_suit not in low:
        out[THREE_SUITED_TERMINAL_CHOWS] = 1
        return True
    return False


def outside_fives_evens(out: list[int], chows: list[int], pungs: list[int], pair: int) -> None:
    """全带幺 (G55: every set and the pair hold a 1, a 9 or an honour), 全带五
    (G31: every one holds a 5), 全双刻 (G21: even pungs and pair only)."""
    outside = fives = evens = 0
    for k in chows:
        r = k % 9
        if r in (0, 6):
            outside += 1
        elif 2 <= r <= 4:
            fives += 1
    for k in (*pungs, pair):
        if k >= 27:
            outside += 1
            continue
        r = k % 9
        if r in (0, 8):
            outside += 1
        elif r == 4:
            fives += 1
        if r & 1:
            evens += 1
    if outside == 5:
        out[OUTSIDE_HAND] = 1
    elif fives == 5:
        out[ALL_FIVES] = 1
    elif evens == 5:
        out[ALL_EVEN_PUNGS] = 1


def settle_exclusions(out: list[int], pungs: list[int], seat: int, prevalent: int) -> None:
    """不重复, then the wind pungs: 圈风刻 (G60), 门风刻 (G61), and 幺九刻 less
    the wind pungs those and 三风刻 already count."""
    if out[FOUR_CONCEALED_PUNGS] and out[FULLY_CONCEALED_HAND]:
        out[SELF_DRAWN] = 1  # 四暗刻 is concealed already: 不求人 comes down to 自摸
    exclude(out)
    if out[BIG_THREE_WINDS] and out[PUNG_OF_TERMINALS_OR_HONORS] >= 3:
        out[PUNG_OF_TERMINALS_OR_HONORS] -= 3
    if out[BIG_FOUR_WINDS]:
        return
    counted = out[BIG_THREE_WINDS] or out[ALL_TERMINALS_AND_HONORS] or out[ALL_HONORS] or out[LITTLE_FOUR_WINDS]
    for k in pungs:
        if EAST <= k <= NORTH and k in (prevalent, seat):
            if k == prevalent:
                out[PREVALENT_WIND] = 1
            if k == seat:
                out[SEAT_WIND] = 1
            if not counted and out[PUNG_OF_TERMINALS_OR_HONORS]:
                out[PUNG_OF_TERMINALS_OR_HONORS] -= 1
