"""Scoring items as the scorers build them, the items every player can
score (R11–R16, R21's seat-wind and dragon sets), and the totals (R25–R28).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from ..engine.melds import Meld, MeldType
from ..engine.messages import Both
from ..engine.result import ScoreItem
from ..engine.tiles import WHITE, Kind, is_dragon, is_honour_or_terminal, to_mpsz
from .catalogue import ITEMS, LIMIT_POINTS

_ORDER = {code: index for index, code in enumerate(ITEMS)}


class Item(NamedTuple):
    """A scoring item as the scorers build it; ``ScoreItem`` is its output form."""

    code: str
    tiles: tuple[Kind, ...]
    base: int = 0
    fan: int = 0
    name: Both | None = None  # when not the rule table's

    def output(self) -> ScoreItem:
        return _set_output(self) if len(self.tiles) <= 4 else _hand_output(self)


@lru_cache(maxsize=4096)
def _set_output(item: Item) -> ScoreItem:
    """A set's or a pair's item in its output form, kept: few kinds of them
    recur from table to table (an item on the whole hand would not)."""
    return _output(item)


@lru_cache(maxsize=16)
def _hand_output(item: Item) -> ScoreItem:
    """An item on the whole hand in its output form, kept only briefly: the
    two ways of winning on one reading (a wait's discard win and self-draw)
    share it, other hands seldom do."""
    return _output(item)


def _output(item: Item) -> ScoreItem:
    d = ITEMS[item.code]
    return ScoreItem(item.code, item.name or Both(d.name, d.english), to_mpsz(sorted(item.tiles)), item.base,
                     item.fan, d.rule)


class Score(NamedTuple):
    base: int
    fan: int
    items: tuple[Item, ...]

    def output_items(self) -> tuple[ScoreItem, ...]:
        """In the rule table's order: base items first, then 番 items."""
        return tuple(map(Item.output, sorted(self.items, key=_order)))


def _order(item: Item) -> int:
    return _ORDER[item.code]


def total(score: Score, bonus: int) -> int:
    """牌点汇总 before rounding: (base + bonus) × 2^番 (R25, R26)."""
    return (score.base + bonus) << score.fan


def round_up(raw: int) -> int:
    """R27: up to the next multiple of 10 (132 → 140)."""
    return -(-raw // 10) * 10


def is_limit(points: int) -> bool:
    """R28: 劣子 at 400 or more, judged after rounding."""
    return points >= LIMIT_POINTS


def scored(code: str, tiles: Sequence[Kind], *, name: Both | None = None) -> Item:
    """The item ``code`` on ``tiles``, its 和 and 番 from the rule table."""
    d = ITEMS[code]
    times = len(tiles) if d.per_tile else 1
    big = d.base_honour_or_terminal is not None and is_honour_or_terminal(tiles[0])
    base = d.base_honour_or_terminal if big else d.base
    return Item(code, tuple(tiles), base * times, d.fan * times, name)


def set_items(kind: Kind, code: str, tiles: Sequence[Kind], seat_wind: Kind) -> list[Item]:
    """A pung/kong's base item (R13–R16) and its seat-wind or dragon 番 (R21)."""
    out = [scored(code, tiles)]
    if kind == seat_wind:
        out.append(scored("seat_wind_set", tiles))
    if is_dragon(kind):
        out.append(scored("dragon_set", tiles))
    return out


def pair_items(kind: Kind, seat_wind: Kind) -> list[Item]:
    """R12: 2 和 for a pair of own seat wind or a dragon."""
    return [scored("pair", (kind, kind))] if kind == seat_wind or is_dragon(kind) else []


_MELD_CODES = {MeldType.PONG: "pung", MeldType.KONG: "kong", MeldType.CONCEALED_KONG: "concealed_kong"}


def meld_items(melds: Iterable[Meld], seat_wind: Kind) -> list[Item]:
    out: list[Item] = []
    for meld in melds:
        if meld.type is not MeldType.CHI:
            out += _exposed_set_items(meld, seat_wind)
    return out


@lru_cache(maxsize=1024)
def _exposed_set_items(meld: Meld, seat_wind: Kind) -> tuple[Item, ...]:
    """A pung's or kong's items, kept: the same melds recur from table to table."""
    return tuple(set_items(meld.kind, _MELD_CODES[meld.type], meld.tiles, seat_wind))


@lru_cache(maxsize=32)
def flipped_items(flipped: int, flip_kind: Kind) -> tuple[Item, ...]:
    """R11: each flipped tile 4 和 and 1 番, winner or not; kept, as there
    are only a few counts and two flip tiles."""
    if not flipped:
        return ()
    name = Both("翻白板", "flipped white dragon") if flip_kind == WHITE else Both("翻红中", "flipped red dragon")
    return (scored("flipped", (flip_kind,) * flipped, name=name),)


def sums(items: Sequence[Item]) -> tuple[int, int]:
    """Total 和 and total 番 of some items (one loop: there are few)."""
    base = fan = 0
    for item in items:
        base += item.base
        fan += item.fan
    return base, fan


def score_of(items: Sequence[Item]) -> Score:
    return Score(*sums(items), tuple(items))
