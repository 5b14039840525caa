"""Scoring items as the scorers build them, the items every player can
score (R11–R16, R21's seat-wind and dragon sets), and the totals (R25–R28).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from ..engine.melds import Meld, MeldType
from ..engine.messages import Both
from ..engine.tiles import WHITE, Kind, is_dragon
from ..taizhou.items import MELD_CODES, Item, round_up, sums
from .catalogue import CATALOGUE, LIMIT_POINTS

__all__ = ["Item", "Score", "round_up", "sums"]


class Score(NamedTuple):
    base: int
    fan: int
    items: tuple[Item, ...]


output_items = CATALOGUE.output_items  # in the rule table's order: base items first, then 番 items


def total(base: int, fan: int, bonus: int) -> int:
    """牌点汇总 before rounding: (base + bonus) × 2^番 (R25, R26)."""
    return (base + bonus) << fan


def is_limit(points: int) -> bool:
    """R28: 劣子 at 400 or more, judged after rounding."""
    return points >= LIMIT_POINTS


scored = CATALOGUE.scored  # the item ``code`` on ``tiles`` (and its ``name``, when not the rule table's)


def set_items(kind: Kind, code: str, tiles: Sequence[Kind], seat_wind: Kind | None) -> list[Item]:
    """A pung/kong's base item (R13–R16) and its seat-wind or dragon 番 (R21)."""
    out = [scored(code, tiles)]
    if kind == seat_wind:
        out.append(scored("seat_wind_set", tiles))
    if is_dragon(kind):
        out.append(scored("dragon_set", tiles))
    return out


def pair_items(kind: Kind, seat_wind: Kind | None) -> list[Item]:
    """R12: 2 和 for a pair of own seat wind or a dragon."""
    return [scored("pair", (kind, kind))] if kind == seat_wind or is_dragon(kind) else []


def meld_items(melds: Iterable[Meld], seat_wind: Kind) -> list[Item]:
    out: list[Item] = []
    for meld in melds:
        if meld.type is not MeldType.CHI:
            out += _exposed_set_items(meld, seat_wind)
    return out


@lru_cache(maxsize=1024)
def _exposed_set_items(meld: Meld, seat_wind: Kind) -> tuple[Item, ...]:
    """A pung's or kong's items, kept: the same melds recur from table to table."""
    return tuple(set_items(meld.kind, MELD_CODES[meld.type], meld.tiles, seat_wind))


@lru_cache(maxsize=32)
def flipped_items(flipped: int, flip_kind: Kind) -> tuple[Item, ...]:
    """R11: each flipped tile 4 和 and 1 番, winner or not; kept, as there
    are only a few counts and two flip tiles."""
    if not flipped:
        return ()
    name = Both("翻白板", "flipped white dragon") if flip_kind == WHITE else Both("翻红中", "flipped red dragon")
    return (scored("flipped", (flip_kind,) * flipped, name=name),)


def score_of(items: Sequence[Item]) -> Score:
    return Score(*sums(items), tuple(items))
