"""Wenling's scoring items as the scorers build them: the items every
player can score (W11, W13) and the totals with the cap (W15)."""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ..engine.melds import Meld, MeldType
from ..engine.seats import Seat
from ..engine.tiles import GREEN, RED, WHITE, Kind, is_flower
from ..taizhou.items import MELD_CODES, Item, round_up, sums
from .catalogue import CAP, CATALOGUE
from .tiles import flower_seat

__all__ = ["Item", "sums"]

output_items = CATALOGUE.output_items  # in the rule table's order: base items first, then 番 items
scored = CATALOGUE.scored  # the item ``code`` on ``tiles``, its 胡 and 番 from the rule table


def scores_fan(kind: Kind, seat_wind: Kind | None) -> bool:
    """W13: a pung, concealed pung or kong of 中, 发 or the seat wind earns 1 番 (not 白)."""
    return kind in (seat_wind, RED, GREEN)


@lru_cache(maxsize=2048)
def set_items(kind: Kind, code: str, tiles: tuple[Kind, ...], seat_wind: Kind | None) -> tuple[Item, ...]:
    """A pung or kong's 胡 (W11: as R13–R16) and its 番 (W13)."""
    out = [scored(code, tiles)]
    if kind == seat_wind:
        out.append(scored("seat_wind_set", tiles))
    elif kind in (RED, GREEN):
        out.append(scored("dragon_set", tiles))
    return tuple(out)


@lru_cache(maxsize=256)
def pair_items(kind: Kind, seat_wind: Kind | None) -> tuple[Item, ...]:
    """W11: a pair 2 if it is the seat wind, 中 or 发, else 0 (not 白)."""
    return (scored("pair", (kind, kind)),) if scores_fan(kind, seat_wind) else ()


def meld_items(melds: Iterable[Meld], seat_wind: Kind) -> list[Item]:
    out: list[Item] = []
    for meld in melds:
        if meld.type is not MeldType.CHI and meld.tiles:
            out += set_items(meld.tiles[0], MELD_CODES[meld.type], tuple(meld.tiles), seat_wind)
    return out


_FLIPPED_DRAGON = {WHITE: "flipped_white", GREEN: "flipped_green", RED: "flipped_red"}


@lru_cache(maxsize=1024)
def flipped_items(flipped: tuple[Kind, ...], seat: Seat) -> tuple[Item, ...]:
    """W11 and W13: each special tile flipped 4 胡; each flipped 中, 发 or 白
    1 番, each flipped flower of one's own seat (W3) 1 番."""
    by_code: dict[str, list[Kind]] = {}
    for k in sorted(flipped):
        if is_flower(k):
            code = "flipped_flower_own" if flower_seat(k) is seat else "flipped_flower"
        else:
            code = _FLIPPED_DRAGON[k]
        by_code.setdefault(code, []).append(k)
    return tuple(scored(code, tiles) for code, tiles in by_code.items())


@lru_cache(maxsize=1024)  # a few hundred totals recur: a lookup, not two calls, for each of four seats
def capped_points(raw: int) -> tuple[int, bool]:
    """W15: rounded up to 10, then held at 500 (最高牌点); whether it was held.

    Decision: ``capped`` is true only when the rounded figure exceeds 500
    (a total of exactly 500 is not held)."""
    points = round_up(raw)
    return (CAP, True) if points > CAP else (points, False)
