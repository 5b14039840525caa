"""腊子胡 (W9–W10): the limit win, judged from the table.

Each seat's holdings are what it drew and holds (摸到): its concealed hand,
its melds and its flipped tiles, and, for a self-drawn winner, the winning
tile.  A discard is not drawn, so a discard winner is judged on the hand
before it (W9).

Decisions where RULES-wenling.md is silent:

- "Four 中 / four 发 / four of one's seat wind" count the tiles of that kind
  in the hand, the melds (a pong and the fourth in hand hold four too) and,
  for 中 and 发, the flipped tiles.
- A player who holds a condition and did not win is refused on a 黄牌
  too: the hand would have ended when they drew it.
- 天胡 (W9.7) is a self-drawn win by its nature (the dealer's opening 17
  tiles); stated on a discard it is refused like any 腊子胡 with a discarder.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..engine.messages import Both, Text, template
from ..engine.seats import SEAT_WINDS, Seat
from ..engine.tiles import GREEN, RED, WHITE, Kind
from .table import Table
from .tiles import BLACK_FLOWERS, RED_FLOWERS, flower_number


class Condition(NamedTuple):
    number: int  # W9's list, 1–7
    code: str
    name: Both


CONDITIONS = (
    Condition(1, "three_de", Both("三张得", "three 得 in hand")),
    Condition(2, "four_white", Both("四张白板", "all four 白板 flipped")),
    Condition(3, "four_flowers_one_colour", Both("四个同色花", "all four flowers of one colour flipped")),
    Condition(4, "four_zhong", Both("四个红中", "four 红中")),
    Condition(4, "four_fa", Both("四个发财", "four 发财")),
    Condition(5, "four_seat_wind", Both("四个自家门风", "four of one's own seat wind")),
    Condition(6, "four_flowers", Both("四花", "flowers numbered 1 to 4 flipped (大闹, a wind 得)")),
    Condition(7, "heavenly", Both("天胡", "the dealer's opening 17 tiles win")),
)
_BY_CODE = {c.code: c for c in CONDITIONS}

REASON = template("wenling.laizi_reason", zh="{seat}：{holds}，腊子胡，固定 {points} 胡（{rule}）",
                  en="{seat}: {holds}, 腊子胡, a fixed {points} ({rule})")


def conditions_held(table: Table, seat: Seat, extra: tuple[Kind, ...] = ()) -> list[Condition]:
    """W9's conditions 1–6 that ``seat`` holds, in the list's order."""
    state = table.seats[seat]
    hand = (*state.hand, *extra) if extra else state.hand
    flipped = state.flipped
    out = []
    if sum(map(hand.count, table.de_kinds)) >= 3:
        out.append(_BY_CODE["three_de"])
    if len(flipped) >= 4:
        out += _laid_out(flipped)
    held = hand
    for meld in state.melds:
        held += meld.tiles
    shown = held + flipped if flipped else held  # 中 and 发 laid out count for conditions 4
    if shown.count(RED) >= 4:
        out.append(_BY_CODE["four_zhong"])
    if shown.count(GREEN) >= 4:
        out.append(_BY_CODE["four_fa"])
    if held.count(SEAT_WINDS[seat]) >= 4:
        out.append(_BY_CODE["four_seat_wind"])
    if (len(flipped) >= 4 and table.rules.nao == "da" and 27 <= table.de <= 30
            and {flower_number(k) for k in flipped if k >= 34} == {1, 2, 3, 4}):
        out.append(_BY_CODE["four_flowers"])
    return out


def _laid_out(flipped: tuple[Kind, ...]) -> list[Condition]:
    """Conditions 2 and 3 among four or more special tiles laid out."""
    out = []
    if flipped.count(WHITE) == 4:
        out.append(_BY_CODE["four_white"])
    if all(k in flipped for k in RED_FLOWERS) or all(k in flipped for k in BLACK_FLOWERS):
        out.append(_BY_CODE["four_flowers_one_colour"])
    return out


def winner_condition(table: Table) -> Condition | None:
    """The first condition the winner holds (W9: named first in the list),
    天胡 last, as stated; ``None`` for an ordinary win."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    held = conditions_held(table, win.seat, (win.tile,) if win.self_drawn and win.tile >= 0 else ())
    if held:
        return held[0]
    return _BY_CODE["heavenly"] if win.heavenly else None


def reason(table: Table, condition: Condition, points: int) -> Text:
    win = table.win
    assert win is not None  # the reason of a winner's 腊子胡
    return _reason(win.seat, condition.code, points)


@lru_cache(maxsize=64)
def _reason(seat: Seat, code: str, points: int) -> Text:
    """Kept by seat and condition: a Text is immutable, and a 腊子胡 wins one table in five."""
    return REASON(seat=seat.text, holds=_BY_CODE[code].name, points=points, rule="W9, W10")
