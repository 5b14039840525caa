"""A 国标 table as the rules core reads it (API.md, "Chinese Official"):
seats with hands, melds, flowers and rivers; the round wind; the win.

``read_table`` turns the request shape into these records, gathering every
notation mistake with its path and character position, and refusing the
fields other rule sets have and 国标 does not, each naming its G rule.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..engine.errors import NOTATION, Problem
from ..engine.melds import Meld
from ..engine.reader import TileReader
from ..engine.seats import SEAT_NAMED, SEAT_PATHS, SEATS, Seat
from ..engine.tiles import EAST, Kind, to_mpsz
from . import problems as P

FLOWERS = frozenset(range(34, 42))
ROUND_WINDS = {"east": EAST, "south": EAST + 1, "west": EAST + 2, "north": EAST + 3}
WIND_NAMES = {kind: name for name, kind in ROUND_WINDS.items()}
_BLESSING_NAMES = {"heavenly": "天和", "earthly": "地和", "human": "人和"}
# Fields of the other rule sets, refused here: (where, field, why, rule).
_REFUSED = (
    ("", "de", P.WHY_WILD, "G-T1"), ("", "dan", P.WHY_STAKES, "G-P1"), ("", "stakes", P.WHY_STAKES, "G-P1"),
    ("", "dealer_streak", P.WHY_STREAK, "G-S1"), ("win", "dianpao", P.WHY_ONE_PAYS, "G-P2"),
    ("win", "bao", P.WHY_ONE_PAYS, "G-P2"), ("win", "laizi", P.WHY_WILD, "G-T1"),
    ("", "laizi", P.WHY_WILD, "G-T1"), ("", "bao", P.WHY_ONE_PAYS, "G-P2"), ("", "dianpao", P.WHY_ONE_PAYS, "G-P2"),
)


class SeatState(NamedTuple):
    hand: tuple[Kind, ...] | None  # None: the seat gave no hand (its tiles are not checked)
    melds: tuple[Meld, ...] = ()
    flowers: tuple[Kind, ...] = ()
    discards: tuple[Kind, ...] | None = None
    name: str | None = None
    readable: bool = True


class Win(NamedTuple):
    seat: Seat
    tile: Kind
    self_drawn: bool
    discarder: Seat | None = None
    robbing_kong: bool = False
    kong_replacement: bool = False
    last_tile: bool = False
    last_of_kind: bool | None = None


class Table(NamedTuple):
    round_wind: Kind
    seats: Mapping[Seat, SeatState]
    win: Win | None = None
    hand: int | None = None  # the hand's number in its sitting (1–16), when known


def read_table(data: Mapping[str, Any], names: Mapping[Seat, str] | None = None,
               round_wind: Kind | None = None, hand: int | None = None) -> tuple[Table, list[Problem]]:
    """Build a ``Table`` from the request (already schema-checked), with
    every problem met reading it.  A sitting passes its seating's ``names``,
    the round wind it derives and the hand's number."""
    reader = GbReader()
    problems = refused_fields(data)
    given = data["seats"]
    seats = {seat: _seat(reader, given.get(str(seat)) or {}, seat, names[seat] if names else None)
             for seat in SEATS}
    win_data = data.get("win")
    win = None
    if win_data:
        discarder = win_data.get("discarder")
        win = Win(
            seat=SEAT_NAMED[win_data["seat"]], tile=reader.tile(win_data["tile"], "win.tile"),
            self_drawn=bool(win_data.get("self_drawn", False)),
            discarder=None if discarder is None else SEAT_NAMED[discarder],
            robbing_kong=bool(win_data.get("robbing_kong", False)),
            kong_replacement=bool(win_data.get("kong_replacement", False)),
            last_tile=bool(win_data.get("last_tile", False)), last_of_kind=win_data.get("last_of_kind"))
    if round_wind is None:
        round_wind = ROUND_WINDS[data.get("round_wind") or "east"]
    number = hand if hand is not None else data.get("hand")
    if number is not None and not 1 <= number <= 16:
        problems.append(Problem("hand", P.HAND_NUMBER(hand=number, rule="G-S1"), P.SITTING_LENGTH))
        number = None
    return Table(round_wind, seats, win, number), problems + reader.problems


def refused_fields(data: Mapping[str, Any]) -> list[Problem]:
    """The other rule sets' fields, and 天和/地和/人和 (G-W4), each refused naming its rule."""
    out = []
    for where, field, why, rule in _REFUSED:
        part = data.get(where) if where else data
        if isinstance(part, Mapping) and part.get(field) not in (None, False):
            path = f"{where}.{field}" if where else field
            out.append(Problem(path, P.REFUSED_FIELD(field=field, why=why(), rule=rule), P.NOT_IN_GB))
    seats = data.get("seats") or {}
    for seat in SEATS:
        state = seats.get(str(seat)) if isinstance(seats, Mapping) else None
        if isinstance(state, Mapping) and state.get("flipped") not in (None, 0):
            text = P.REFUSED_FIELD(field="flipped", why=P.WHY_FLIPPED(field="flowers"), rule="G-T1")
            out.append(Problem(f"{SEAT_PATHS[seat]}.flipped", text, P.NOT_IN_GB))
    win = data.get("win")
    if isinstance(win, Mapping):
        for field, name in _BLESSING_NAMES.items():
            if win.get(field):
                out.append(Problem(f"win.{field}", P.BLESSING(name=name, rule="G-W4"), P.NOT_A_GB_FAN))
    return out


def _seat(reader: TileReader, data: Mapping[str, Any], seat: Seat, name: str | None) -> SeatState:
    path = SEAT_PATHS[seat]
    name = name if name is not None else data.get("name")
    flowers = data.get("flowers")
    flower_kinds = () if flowers is None else _flowers(reader, flowers, f"{path}.flowers")
    discards = data.get("discards")
    river = None if discards is None else reader.tiles(discards, f"{path}.discards", held=False)
    if "hand" not in data:
        return SeatState(None, flowers=flower_kinds, discards=river, name=name)
    melds = tuple(reader.meld(m, f"{path}.melds[{i}]") for i, m in enumerate(data.get("melds") or ()))
    hand = reader.tiles(data["hand"], f"{path}.hand")
    return SeatState(hand, melds, flower_kinds, river, name, not reader.unreadable or reader.readable(path))


def _flowers(reader: TileReader, text: str, path: str) -> tuple[Kind, ...]:
    """The flowers laid out (G-T3): flowers only, each once (checked with the table)."""
    kinds = reader.tiles(text, path, held=False)
    if any(k < 34 for k in kinds):
        reader.problems.append(Problem(path, P.NOT_FLOWER(codes="1f–8f", rule="G-T3"), NOTATION))
        return tuple(k for k in kinds if k >= 34)
    return kinds


class GbReader(TileReader):
    """Reads flowers too; a flower is laid aside when drawn (G-T3), never
    held, melded or won on."""

    def __init__(self) -> None:
        super().__init__(flowers=True)
        self.unheld = FLOWERS

    def tiles(self, text: str, path: str, *, held: bool = True, in_meld: bool = False) -> tuple[Kind, ...]:
        """As the engine's; a held string with a flower reads as unreadable, less its flowers."""
        kinds = super().tiles(text, path, held=held, in_meld=in_meld)
        if held and any(k >= 34 for k in kinds):
            self.unreadable.add(path)
            return tuple(k for k in kinds if k < 34)
        return kinds

    def misplaced(self, pos: int, k: Kind, path: str, in_meld: bool) -> None:
        self._problem(path, P.FLOWER_HELD(pos=pos, tile=to_mpsz([k]), field="flowers", rule="G-T3"), NOTATION)
