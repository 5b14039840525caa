"""The other players' 牌点 (R26): what lies in their hands, 得 at face value."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..engine.melds import Meld, MeldType
from ..engine.tiles import EAST, NORTH, SOUTH, WEST, WINDS, Kind
from ..taizhou.items import OtherHand, Ranked, ranked_totals
from .answer import PlayerResult, new_player_result
from .catalogue import CATALOGUE
from .items import Item, flipped_items, is_limit, meld_items, pair_items, round_up, scored, set_items, total


def other_result(hand: Sequence[Kind], melds: tuple[Meld, ...], flipped: int, seat_wind: Kind, de: Kind,
                 flip_kind: Kind, name: str | None, paid_all: bool) -> PlayerResult:
    """A 闲家's 牌点汇总 (R26: no bonus): its items, 得 at face value (R9)
    except in 四风会齐 (R24); ``paid_all``: the 点炮 discarder, whose
    points count as 0 and are not 劣子 (R37.1)."""
    parts, counts = _HAND.parts(hand, melds, seat_wind)
    if flipped:
        parts.append(_flipped(flipped, flip_kind))
    # Fewer winds and 得 (the usual case) cannot be it; the four winds' counts read one by one (a slice
    # and ``sum`` cost twice as much).
    winds = counts[EAST] + counts[SOUTH] + counts[WEST] + counts[NORTH]
    if winds + counts[de] + 3 * len(melds) >= _FOUR_WINDS_TILES and _other_four_winds(counts, melds, seat_wind, de):
        parts.append(_FOUR_WINDS)
    if not parts:  # a fifth of the seats: nothing scores, 0 points
        return new_player_result((0, 0, 0, 0, 0, False, (), None, name, False, 0))
    base, fan, items = ranked_totals(parts)
    raw, points, limit = _totals(base, fan)
    if paid_all:
        points, limit = 0, False
    return new_player_result((base, 0, fan, raw, points, limit, items, None, name, False, 0))


@lru_cache(maxsize=256)
def _totals(base: int, fan: int) -> tuple[int, int, bool]:
    """A 闲家's 牌点汇总 before and after rounding, and whether it is 劣子
    (R26–R28, no bonus); kept: a few sums of 和 and 番 recur from table to table."""
    raw = total(base, fan, 0)
    points = round_up(raw)
    return raw, points, is_limit(points)


def _held_items(kind: Kind, n: int, seat_wind: Kind) -> list[Item]:
    """Exactly two alike is a pair; three or four alike a concealed pung."""
    if n == 2:
        return pair_items(kind, seat_wind)
    return set_items(kind, "concealed_pung", (kind,) * n, seat_wind)


_HAND = OtherHand(CATALOGUE, _held_items, meld_items, 34)
_FOUR_WINDS = CATALOGUE.ranked((scored("four_winds", WINDS),))


@lru_cache(maxsize=32)
def _flipped(flipped: int, flip_kind: Kind) -> Ranked:
    """R11's item of the tiles flipped, ready; kept: a few counts, two flip tiles."""
    return CATALOGUE.ranked(flipped_items(flipped, flip_kind))


_FOUR_WINDS_TILES = 3 * len(WINDS) - 1  # a set of each wind, the seat wind's only a pair


def _other_four_winds(counts: Sequence[int], melds: Sequence[Meld], seat_wind: Kind, de: Kind) -> bool:
    """R24 for a 闲家: a set of every wind, or a seat-wind pair and sets of
    the other three; 得 in the concealed hand may stand in for wind tiles."""
    melded = {m.kind for m in melds if m.type is not MeldType.CHI}
    short = 0
    for wind in WINDS:
        if wind in melded:
            continue
        have = 0 if wind == de else counts[wind]
        short += max(0, (2 if wind == seat_wind else 3) - have)
    return short <= counts[de]
