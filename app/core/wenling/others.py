"""The other players' 牌点 (W11, W13, W15): what lies in their hands, 得 at
face value; a flower 得 in their hand counts nothing (W6).

Decision: 四风全齐 is the winner's only (W14's table, "winner only"), so a
player who did not win never scores it (Jiaojiang's R24 gives it to others
too; W11–W13 list no such item for them).
"""
from __future__ import annotations

from functools import lru_cache

from ..engine.melds import Meld
from ..engine.seats import SEAT_WINDS, Seat
from ..engine.tiles import Kind
from ..taizhou.items import NOTHING_SCORED, OtherHand, Ranked, ScoreItem, ranked_totals
from .catalogue import CATALOGUE
from .items import Item, flipped_items, meld_items, pair_items, set_items


def other_figures(hand: tuple[Kind, ...], melds: tuple[Meld, ...], flipped: tuple[Kind, ...], seat: Seat
                  ) -> tuple[int, int, tuple[ScoreItem, ...]]:
    """A 闲家's 胡, 番 and items in the rule table's order (W11, W13): exactly
    two alike in the concealed hand is a pair, three or four alike a
    concealed pung (R26's reading); melds and flipped tiles."""
    parts, _ = _HAND.parts(hand, melds, SEAT_WINDS[seat])
    if flipped:
        parts.append(_flipped(flipped, seat))
    return ranked_totals(parts) if parts else NOTHING_SCORED


def _held_items(kind: Kind, n: int, seat_wind: Kind) -> tuple[Item, ...]:
    """W11: two alike a pair, three or four a concealed pung; a flower (a 得 held) nothing (W6)."""
    if kind >= 34:
        return ()
    if n == 2:
        return pair_items(kind, seat_wind)
    return set_items(kind, "concealed_pung", (kind,) * n, seat_wind)


_HAND = OtherHand(CATALOGUE, _held_items, meld_items, 42)


@lru_cache(maxsize=1024)
def _flipped(flipped: tuple[Kind, ...], seat: Seat) -> Ranked:
    """The items of the tiles a seat flipped, ready; kept: a few hundred ways recur."""
    return CATALOGUE.ranked(flipped_items(flipped, seat))
