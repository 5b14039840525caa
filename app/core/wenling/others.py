"""The other players' 牌点 (W11, W13, W15): what lies in their hands, 得 at
face value; a flower 得 in their hand counts nothing (W6).

Decision: 四风全齐 is the winner's only (W14's table, "winner only"), so a
player who did not win never scores it (Jiaojiang's R24 gives it to others
too; W11–W13 list no such item for them).
"""
from __future__ import annotations

from ..engine.melds import Meld
from ..engine.seats import Seat
from ..engine.tiles import Kind
from .items import Item, flipped_items, meld_items, pair_items, set_items, sums


def other_items(hand: tuple[Kind, ...], melds: tuple[Meld, ...], flipped: tuple[Kind, ...], seat: Seat
                ) -> list[Item]:
    """W11: exactly two alike in the concealed hand is a pair, three or four
    alike a concealed pung (R26's reading); melds and flipped tiles."""
    counts = [0] * 42
    repeated = []  # the kinds held twice or more, found while counting
    for k in hand:
        n = counts[k] = counts[k] + 1
        if n == 2:
            repeated.append(k)
    wind = seat.wind
    items: list[Item] = []
    for kind in sorted(repeated):
        n = counts[kind]
        if kind >= 34:
            continue  # a flower (a 得 held): no face value (W6)
        if n == 2:
            items += pair_items(kind, wind)
        else:
            items += set_items(kind, "concealed_pung", (kind,) * n, wind)
    items += meld_items(melds, wind)
    items += flipped_items(flipped, seat)
    return items


def other_sums(items: list[Item]) -> tuple[int, int]:
    return sums(items)
