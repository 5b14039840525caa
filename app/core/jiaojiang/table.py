"""A finished table as the rules core reads it: seats, melds, the win.

The table and its parts are named tuples: immutable, and cheap to build
(four seats and their melds are read for every table).

``read_table`` turns the API's request shape (tile strings, seat names)
into these types, gathering every notation mistake with its path.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ..engine.errors import Problem
from ..engine.melds import MELD_TYPES, Meld, MeldType  # noqa: F401 (MeldType: re-exported for winner.py and app/api)
from ..engine.messages import template
from ..engine.reader import TileReader
from ..engine.records import from_fields
from ..engine.seats import HAND_PATHS, MELDS_PATHS, SEAT_NAMED, SEAT_PATHS, SEATS, Seat
from ..engine.tiles import Kind, chinese_name, to_mpsz
from ..taizhou import counted
from ..taizhou.table import Win
from .catalogue import SETTINGS, flip_kind
from .problems import DE_IN_MELD, FLIP_TILE

FLIP_HELD = template(
    "table.flip_tile_held",
    zh="第 {pos} 个字符：{tile} {name} 是翻牌：摸到就亮出补牌，不能留在手里（R10）",
    en="position {pos}: {tile} {name} is the flip tile: it is laid face up and replaced, never held (R10)",
)
DE_MELDED = template("table.de_in_meld", zh="第 {pos} 个字符：{tile} 是得，不能用来吃、碰、杠（R7）",
                     en="position {pos}: {tile} is the 得 kind, which cannot be used in 吃/碰/杠 (R7)")

TILE_FIELDS = ("hand", "melds", "flipped")  # what counted points stand in place of
MAX_POINTS = 1_000_000_000  # the request's bound on counted points (the 牌点汇总 itself has none)


class SeatState(NamedTuple):
    hand: tuple[Kind, ...]
    melds: tuple[Meld, ...] = ()
    flipped: int = 0
    discards: tuple[Kind, ...] | None = None
    name: str | None = None
    readable: bool = True  # False when the hand or a meld could not be read
    points: int | None = None  # counted points given in place of the tiles (``taizhou.counted``)


new_seat_state = from_fields(SeatState)  # every field, in order, built in C: four seats a table


class Stake(NamedTuple):
    """扔弹 between two players (R30)."""

    between: tuple[Seat, Seat]
    amount: int


new_stake = from_fields(Stake)  # both fields, in order, built in C


class Rules(NamedTuple):
    """Rule settings; defaults are the seed's values."""

    winner_bonus: int = SETTINGS["winner_bonus"].default  # R20


class Table(NamedTuple):
    de: Kind
    seats: Mapping[Seat, SeatState]
    win: Win | None = None
    dan: int = 0
    dealer_streak: int = 1
    stakes: tuple[Stake, ...] = ()
    wall_remaining: int | None = None
    rules: Rules = Rules()


new_table = from_fields(Table)  # every field, in order, built in C


def read_table(data: Mapping[str, Any], names: Mapping[Seat, str] | None = None) -> tuple[Table, list[Problem]]:
    """Build a ``Table`` from the API request shape (already schema-checked).

    Returns the table and every problem met while reading its tile strings:
    notation mistakes, flip tiles held (R10) and 得 in melds (R7), each with
    its path and character position.  Unreadable strings read as no tiles.
    ``names``, when given, names the seats' players in place of their ``name``
    fields (a sitting's seating).
    """
    reader = JiaojiangReader()
    de_text = data.get("de")
    de = -1 if de_text is None else reader.tile(de_text, "de")
    reader.set_de(de)
    given = data["seats"]
    win_data = data.get("win")
    seats = {}
    for seat in SEATS:  # a loop, not a comprehension: in 3.11 that is a function made and called
        seat_data = given[seat]
        seats[seat] = reader.seat(seat_data, seat, names[seat] if names else seat_data.get("name"), not win_data)
    if de_text is None and any(counted.gives_tiles(given[seat], not win_data) for seat in SEATS):
        reader.problems.append(counted.needs_de("R6"))
    stakes, rules = data.get("stakes"), data.get("rules")
    table = new_table((
        de,
        seats,
        reader.win(win_data) if win_data else None,
        data.get("dan", 0),
        data.get("dealer_streak", 1),
        read_stakes(stakes) if stakes else (),
        data.get("wall_remaining"),
        read_rules(rules) if rules else _DEFAULT_RULES,
    ))
    return table, reader.problems


def read_stakes(given: Iterable[Mapping[str, Any]]) -> tuple[Stake, ...]:
    """The request's ``stakes`` (already schema-checked)."""
    stakes = []  # a loop, not a comprehension: in 3.11 that is a function made and called
    for stake in given:
        between = stake["between"]
        stakes.append(new_stake(((SEAT_NAMED[between[0]], SEAT_NAMED[between[1]]), stake["amount"])))
    return tuple(stakes)


def read_rules(given: Mapping[str, Any] | None) -> Rules:
    """The request's ``rules``, the seed's for any not given; in the schema's
    usual shape, every setting given, looked up (``Rules(**given)`` is a
    Python ``__new__`` taking keywords)."""
    if not given:
        return _DEFAULT_RULES
    if len(given) == 1 and "winner_bonus" in given:
        return _rules_with_bonus(given["winner_bonus"])
    return Rules(**given)


@lru_cache(maxsize=64)
def _rules_with_bonus(bonus: int) -> Rules:
    """Kept: a few bonuses recur (the seed's 1, the apps' 20); the schema
    gives an ``int`` (not a ``bool`` or a ``float``, which would share its key)."""
    return Rules(bonus)


_DEFAULT_RULES = Rules()


class JiaojiangReader(TileReader):
    """Reads a Jiaojiang table's tile strings: no flowers; the flip tile
    is never held (R10) and a 得 never melded (R7)."""

    flip: Kind | None = None
    de: Kind | None = None

    def set_de(self, de: Kind) -> None:
        """The table's 得 (-1: none given), and so its flip tile."""
        self.flip, self.de = (flip_kind(de) if de >= 0 else None), de

    def misplaces(self, kinds: Sequence[Kind], in_meld: bool) -> bool:
        """A flip tile held (R10), or a 得 in a meld (R7): two kinds, read
        more cheaply than the reader's sets (``unheld``, ``unmelded``)."""
        return self.flip in kinds or (in_meld and self.de in kinds)

    def misplaced(self, pos: int, k: Kind, path: str, in_meld: bool) -> None:
        if k == self.flip:
            self._problem(path, FLIP_HELD(pos=pos, tile=to_mpsz([k]), name=chinese_name(k)), FLIP_TILE)
        else:
            self._problem(path, DE_MELDED(pos=pos, tile=to_mpsz([k])), DE_IN_MELD)

    def seat(self, data: Mapping[str, Any], seat: Seat, name: str | None, draw: bool) -> SeatState:
        """A seat's tiles, or its counted points (``taizhou.counted``): on a
        黄牌 a seat that gives neither is counted at 0."""
        path = SEAT_PATHS[seat]
        discards = data.get("discards")
        if "hand" not in data:
            return self.counted_seat(data, seat, name, draw)
        if "points" in data:  # refused; the tiles are read and checked too (``taizhou.counted``)
            both = counted.both_given(data, path, seat.text, TILE_FIELDS, "R27")
            assert both is not None  # "hand" is given, one of TILE_FIELDS: never None here
            self.problems.append(both)
        given = data.get("melds")
        melds = self.melds(given, MELDS_PATHS[seat]) if given else ()
        hand = self.tiles(data["hand"], HAND_PATHS[seat])
        river = None if discards is None else self.tiles(discards, f"{path}.discards", held=False)
        return new_seat_state((hand, melds, data.get("flipped", 0), river, name,
                               not self.unreadable or self.readable(path), None))

    def counted_seat(self, data: Mapping[str, Any], seat: Seat, name: str | None, draw: bool) -> SeatState:
        path = SEAT_PATHS[seat]
        points, problems = counted.read_points(data, path, seat.text, draw, TILE_FIELDS, MAX_POINTS, "R27", "R5")
        self.problems += problems
        if points is None:
            return SeatState((), name=name, readable=False)
        discards = data.get("discards")
        river = None if discards is None else self.tiles(discards, f"{path}.discards", held=False)
        return SeatState((), discards=river, name=name, points=points)

    def win(self, data: Mapping[str, Any]) -> Win:
        discarder = data.get("discarder")
        return new_win((  # every field, in order
            SEAT_NAMED[data["seat"]],
            self.tile(data["tile"], "win.tile"),
            data.get("self_drawn", False),
            None if discarder is None else SEAT_NAMED[discarder],
            data.get("kong_replacement", False),
            data.get("robbing_kong", False),
            data.get("last_tile", False),
            data.get("dianpao"),
            None, False, None,  # Wenling's alone: 腊子 (W9), 天胡 (W9.7), 包三家 (W20)
        ))


new_win = from_fields(Win)  # built in C: one a winning table
