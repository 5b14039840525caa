"""Fans of how the hand was won (G44–G47, G52, G56, G58, G62, G77–G80):
from the flags the table states (G-W3) and which sets are exposed."""
from __future__ import annotations

from collections.abc import Sequence

from .catalogue import (
    CLOSED_WAIT,
    CONCEALED_HAND,
    EDGE_WAIT,
    FULLY_CONCEALED_HAND,
    LAST_TILE,
    LAST_TILE_CLAIM,
    LAST_TILE_DRAW,
    MELDED_HAND,
    OUT_WITH_REPLACEMENT_TILE,
    ROBBING_THE_KONG,
    SELF_DRAWN,
    SINGLE_WAIT,
)


def win_flags(counts: list[int], self_drawn: bool, last_tile: bool, kong: bool, last_of_kind: bool) -> None:
    """自摸 (G80), 妙手回春 (G44: the wall's last tile, self-drawn), 杠上开花
    (G46: the replacement of a kong), 海底捞月 (G45: the last tile, on a
    discard), 抢杠和 (G47: a robbed kong), 和绝张 (G58).  ``kong`` is 杠上开花
    when self-drawn and 抢杠和 on a discard."""
    if last_of_kind:
        counts[LAST_TILE] = 1
    if self_drawn:
        counts[SELF_DRAWN] = 1
        if last_tile:
            counts[LAST_TILE_DRAW] = 1
        if kong:
            counts[OUT_WITH_REPLACEMENT_TILE] = 1
    else:
        if last_tile:
            counts[LAST_TILE_CLAIM] = 1
        if kong:
            counts[ROBBING_THE_KONG] = 1


def concealment(counts: list[int], exposed: int, self_drawn: bool) -> None:
    """门前清 (G62: no exposed meld, won on a discard), 不求人 (G56: none,
    self-drawn), 全求人 (G52: four exposed, won on a discard); a concealed
    kong is not exposed."""
    if exposed == 0:
        counts[FULLY_CONCEALED_HAND if self_drawn else CONCEALED_HAND] = 1
    elif exposed == 4:
        counts[SELF_DRAWN if self_drawn else MELDED_HAND] = 1
    elif self_drawn:
        counts[SELF_DRAWN] = 1


def wait_fan(chows: Sequence[int], pair: int, win: int) -> int:
    """边张 (G77), 嵌张 (G78), 单钓将 (G79) of a hand that waited on one kind
    alone, by where the winning tile lies among the concealed chows (their
    first kinds) and the pair; where it may lie in several, 边张 before
    嵌张 before 单钓将 (one of them only)."""
    closed = False
    for k in chows:
        if win == k + 1:
            closed = True
        elif win == k or win == k + 2:
            return EDGE_WAIT
    if closed:
        return CLOSED_WAIT
    return SINGLE_WAIT if pair == win else 0
