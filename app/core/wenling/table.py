"""A finished Wenling table as the rules core reads it, and ``read_table``:
the request shape of API.md (its Wenling section) into these types, every
problem met on the way gathered with its path (and a tile's character
position), never an exception.

The reader checks what it can see in one field: notation (with flowers,
W2), special kinds held, melded or discarded (W7), a 得 in a meld (W6, R7),
flipped tiles that are not special (W8), the fields Wenling refuses (W19)
and the rule settings (W7, W12, W18).  What needs the whole table is in
``checks.py``.

Decisions where RULES-wenling.md is silent:

- W19's refusals go by presence: a request that has ``dan``, ``stakes``, a
  seat's ``flipped``, ``win.dianpao`` or ``win.last_tile`` is refused,
  whatever the value (``"dan": 0`` and ``"stakes": []`` too): a Wenling
  table never has them, and a value that means "none" still shows the
  request was written for the other rule set.
- A value of the wrong type (a number for a tile string, an unknown seat)
  is a problem naming its field, as the HTTP schema would: the core is
  safe to call with any mapping.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, cast

from ..engine.errors import Problem
from ..engine.melds import MELD_TYPES, Meld
from ..engine.messages import Joined, Text
from ..engine.notation import read_tiles
from ..engine.reader import is_object, well_read
from ..engine.records import from_fields
from ..engine.seats import HAND_PATHS, MELDS_PATHS, SEAT_NAMED, SEAT_PATHS, SEATS, Seat
from ..engine.tiles import FLOWERS, Kind, chinese_name, to_mpsz
from ..taizhou import counted
from ..taizhou.table import Win
from . import problems as P
from .catalogue import SETTINGS
from .fields import FieldReader
from .tiles import de_kinds, special_kinds


class SeatState(NamedTuple):
    hand: tuple[Kind, ...]
    melds: tuple[Meld, ...] = ()
    flipped: tuple[Kind, ...] = ()  # special tiles laid out, by kind (W8)
    discards: tuple[Kind, ...] | None = None
    name: str | None = None
    readable: bool = True  # False when the hand or a meld could not be read
    points: int | None = None  # counted points given in place of the tiles (engine ``counted``)


new_seat_state = from_fields(SeatState)  # every field, in order, built in C: four seats a table
new_win = from_fields(Win)  # a named tuple's own __new__ is a Python call: built in C, one a table

DISCARDS_PATHS = {seat: f"{path}.discards" for seat, path in SEAT_PATHS.items()}  # where a seat's fields sit
FLIPPED_PATHS = {seat: f"{path}.flipped_tiles" for seat, path in SEAT_PATHS.items()}

TILE_FIELDS = ("hand", "melds", "flipped_tiles")  # what counted points stand in place of
MAX_POINTS = 500  # a counted total is capped too (W15)


class Rules(NamedTuple):
    # A setting's default is an ``int | str`` (``SettingDef``); each is the one its field holds (cast once, at import).
    winner_bonus: int = cast(int, SETTINGS["winner_bonus"].default)  # W12
    payment: str = cast(str, SETTINGS["payment"].default)  # W18: flat, side_half, dealer_double
    nao: str = cast(str, SETTINGS["nao"].default)  # W7: da, xiao


class Table(NamedTuple):
    de: Kind
    seats: Mapping[Seat, SeatState]
    win: Win | None = None
    dealer_streak: int = 1
    wall_remaining: int | None = None
    rules: Rules = Rules()

    @property
    def de_kinds(self) -> frozenset[Kind]:
        return _DE_KINDS[self.de]  # read several times a table: looked up, not called

    @property
    def special(self) -> frozenset[Kind]:
        return special_kinds(self.de, self.rules.nao == "da") if self.de >= 0 else frozenset()


new_table = from_fields(Table)  # every field, in order, built in C
_DE_KINDS = {-1: frozenset(), **{de: de_kinds(de) for de in range(FLOWERS.stop)}}  # -1: no 得 given


_REFUSED_TOP = (("dan", P.WHY_DAN), ("stakes", P.WHY_STAKES))
_REFUSED_WIN = (("dianpao", P.WHY_DIANPAO), ("last_tile", P.WHY_LAST_TILE))


class WenlingReader(FieldReader):
    """Reads a Wenling table's tile strings: flowers read (W2); a special kind
    is never held, melded or discarded (W7); a 得 never melded (W6, R7)."""

    def __init__(self) -> None:
        super().__init__(flowers=True)

    def set_de(self, de: Kind, da_nao: bool) -> None:
        if de >= 0:
            self.unheld = special_kinds(de, da_nao)
            self.unmelded = de_kinds(de)

    def misplaced(self, pos: int, k: Kind, path: str, in_meld: bool) -> None:
        if k in self.unheld:
            text = P.SPECIAL_HELD(pos=pos, tile=to_mpsz([k]), name=chinese_name(k), rule="W7")
            self._problem(path, text, P.SPECIAL_TILE)
        else:
            self._problem(path, P.DE_MELDED(pos=pos, tile=to_mpsz([k]), rule="W6"), P.SPECIAL_TILE)

    # --- the table's parts -------------------------------------------------

    def seat(self, data: Any, seat: Seat, name: str | None, draw: bool = False) -> SeatState:
        """A seat's tiles, or its counted points (engine ``counted``): on a
        黄牌 a seat that gives neither is counted at 0; on a win a seat that
        gives neither misses its ``hand``."""
        hand = data.get("hand") if type(data) is dict else None
        if type(hand) is not str or "points" in data or "flipped" in data:
            return self.checked_seat(data, seat, name, draw)
        # The usual seat: a hand and nothing refused, each field's path written only for a problem.
        given = data.get("melds")
        melds = () if given is None or given == [] else self.melds(given, MELDS_PATHS[seat])
        hand = self.tiles(hand, HAND_PATHS[seat])
        discards = None if data.get("discards") is None else self.tile_string(data, "discards", DISCARDS_PATHS[seat])
        flipped = data.get("flipped_tiles")
        flipped = () if flipped is None or flipped == "" else self.flipped(data, FLIPPED_PATHS[seat])
        given = name if name is not None else data.get("name")
        return new_seat_state((hand, melds, flipped, discards, given if isinstance(given, str) else None,
                               not self.unreadable or self.readable(SEAT_PATHS[seat]), None))

    def checked_seat(self, data: Any, seat: Seat, name: str | None, draw: bool) -> SeatState:
        """``seat`` for any other value: not an object, no hand or one not a
        string, counted points, a refused field."""
        path = SEAT_PATHS[seat]
        if not is_object(data):
            self._problem(path, P.MISSING() if data is None else P.BAD_VALUE(what=P.WHAT_OBJECT()), P.REQUEST_SHAPE)
            self.unreadable.add(f"{path}.hand")
            return SeatState((), readable=False)
        if "flipped" in data:
            self._refuse(f"{path}.flipped", "flipped", P.WHY_FLIPPED(field="flipped_tiles"))
        if not counted.gives_tiles(data, draw):
            return self.counted_seat(data, seat, name, draw)
        if "points" in data and "hand" in data:  # refused; the tiles are read and checked too (engine ``counted``)
            both = counted.both_given(data, path, seat.text, TILE_FIELDS, "W15")
            assert both is not None  # "hand" is given, one of TILE_FIELDS: never None here
            self.problems.append(both)
        melds = self.melds(data.get("melds"), MELDS_PATHS[seat])
        hand = self.tile_string(data, "hand", HAND_PATHS[seat], required=True)
        discards = None
        if data.get("discards") is not None:
            discards = self.tile_string(data, "discards", DISCARDS_PATHS[seat])
        flipped = self.flipped(data, FLIPPED_PATHS[seat])
        given = name if name is not None else data.get("name")
        return new_seat_state((hand, melds, flipped, discards, given if isinstance(given, str) else None,
                               self.readable(path), None))

    def counted_seat(self, data: Mapping[str, Any], seat: Seat, name: str | None, draw: bool) -> SeatState:
        path = SEAT_PATHS[seat]
        points, problems = counted.read_points(data, path, seat.text, draw, TILE_FIELDS, MAX_POINTS, "W15", "W4")
        self.problems += problems
        if points is None:  # "points": null on a win
            self.unreadable.add(f"{path}.hand")
            return SeatState((), readable=False)
        discards = None
        if data.get("discards") is not None:
            discards = self.tile_string(data, "discards", DISCARDS_PATHS[seat])
        given = name if name is not None else data.get("name")
        return SeatState((), discards=discards, name=given if isinstance(given, str) else None, points=points)

    def melds(self, given: Any, path: str) -> tuple[Meld, ...]:
        """A seat's melds: one claiming no tile, well formed and read before
        without a problem (``well_read``) is taken as read, unless a kind of it
        is misplaced here; any other is read at its path (``checked_meld``)."""
        if given is None:
            return ()
        if not isinstance(given, list):
            self.bad(path, P.WHAT_LIST())
            self.unreadable.add(path)
            return ()
        out = []
        for i, m in enumerate(given):
            if type(m) is dict and m.get("claimed") is None:
                kind, text = m.get("type"), m.get("tiles")
                if type(kind) is str and type(text) is str and kind in MELD_TYPES:
                    meld = well_read(kind, text, self._parse)
                    if meld is not None and not self.misplaces(meld.tiles, True):
                        out.append(meld)
                        continue
            meld = self.checked_meld(m, f"{path}[{i}]")
            if meld is not None:
                out.append(meld)
        return tuple(out)

    def checked_meld(self, m: Any, at: str) -> Meld | None:
        """A meld read at its path ``at``, each field's problem there; ``None`` when it cannot be read."""
        if not is_object(m) or not isinstance(m.get("type"), str) or m["type"] not in MELD_TYPES:
            what = P.WHAT_MELD_TYPE(types=Joined(tuple(map(repr, MELD_TYPES))))
            self.bad(at if not is_object(m) else f"{at}.type", what if is_object(m) else P.WHAT_OBJECT())
            self.unreadable.add(at)
            return None
        tiles = self.string(m, "tiles", f"{at}.tiles", required=True)
        claimed = m.get("claimed")
        if tiles is None or (claimed is not None and not isinstance(claimed, str)):
            if claimed is not None and not isinstance(claimed, str):
                self.bad(f"{at}.claimed", P.WHAT_STRING())
            self.unreadable.add(at)
            return None
        return self.meld(m, at)

    def flipped(self, data: Mapping[str, Any], path: str) -> tuple[Kind, ...]:
        """W8: the special tiles laid out, by kind; each must be special under this 得 and 闹."""
        text = self.string(data, "flipped_tiles", path)
        if not text:
            return ()
        kinds = self.tiles(text, path, held=False)
        if kinds and not self.unheld.issuperset(kinds) and self.unheld:
            for pos, k in read_tiles(text, flowers=True):
                if k not in self.unheld:
                    text_ = P.NOT_SPECIAL_FLIPPED(pos=pos, tile=to_mpsz([k]), name=chinese_name(k), rule="W7, W8")
                    self._problem(path, text_, P.NOT_SPECIAL)
            return tuple(k for k in kinds if k in self.unheld)
        return kinds

    def win(self, data: Any) -> Win | None:
        """The win: read as given when every field has its type and nothing
        is refused (only the tile can then be wrong), else field by field."""
        if type(data) is not dict or "dianpao" in data or "last_tile" in data:
            return self.checked_win(data)
        seat, tile, discarder = data.get("seat"), data.get("tile"), data.get("discarder")
        self_drawn, kong, robbing = data.get("self_drawn"), data.get("kong_replacement"), data.get("robbing_kong")
        laizi, heavenly, bao = data.get("laizi"), data.get("heavenly"), data.get("bao")
        if (type(seat) is not str or seat not in SEAT_NAMED or type(tile) is not str
                or (discarder is not None and (type(discarder) is not str or discarder not in SEAT_NAMED))
                or not {type(self_drawn), type(kong), type(robbing), type(laizi), type(heavenly), type(bao)} <= _FLAGS):
            return self.checked_win(data)
        return new_win((  # every field, in order
            SEAT_NAMED[seat], self.tile(tile, "win.tile"), self_drawn is True,
            None if discarder is None else SEAT_NAMED[discarder], kong is True, robbing is True,
            False, None, laizi, heavenly is True, bao,  # last_tile, dianpao: refused (W19)
        ))

    def checked_win(self, data: Any) -> Win | None:
        """``win`` for any other value, each field's problem at its path."""
        if not is_object(data):
            self.bad("win", P.WHAT_OBJECT())
            return None
        for key, why in _REFUSED_WIN:
            if key in data:
                self._refuse(f"win.{key}", key, why(field="bao") if key == "dianpao" else why())
        seat = self.seat_name(data.get("seat"), "win.seat")
        if data.get("seat") is None:
            self._problem("win.seat", P.MISSING(), P.REQUEST_SHAPE)
        tile = self.one_tile(data, "tile", "win.tile")
        discarder = self.seat_name(data.get("discarder"), "win.discarder")
        return Win(  # by position, as Win lists its fields
            seat if seat is not None else Seat.EAST,
            tile if seat is not None else -1,
            bool(self.flag(data, "self_drawn", "win.self_drawn")),
            discarder,
            bool(self.flag(data, "kong_replacement", "win.kong_replacement")),
            bool(self.flag(data, "robbing_kong", "win.robbing_kong")),
            False,  # last_tile: refused (W19)
            None,  # dianpao: refused (W19)
            self.flag(data, "laizi", "win.laizi", nullable=True),
            bool(self.flag(data, "heavenly", "win.heavenly")),
            self.flag(data, "bao", "win.bao", nullable=True),
        )

    def _refuse(self, path: str, field: str, why: Text) -> None:
        self._problem(path, P.REFUSED_FIELD(field=field, why=why, rule="W19"), P.NOT_IN_WENLING)

    def rules(self, given: Any) -> Rules:
        if given is None:
            return _DEFAULT_RULES
        if not is_object(given):
            self.bad("rules", P.WHAT_OBJECT())
            return _DEFAULT_RULES
        values = {}
        for key, value in given.items():
            setting = SETTINGS.get(key)
            path = f"rules.{key}"
            if setting is None:
                self._problem(path, P.UNKNOWN_SETTING(known=Joined(tuple(map(repr, SETTINGS)))), P.RULE_SETTING)
            elif setting.choices:
                if value in setting.choices:
                    values[key] = value
                else:
                    choices = Joined(tuple(map(repr, setting.choices)))
                    text = P.BAD_CHOICE(value=repr(value), choices=choices, rule=setting.rule)
                    self._problem(path, text, P.RULE_SETTING)
            elif type(value) is int and value >= 0:
                values[key] = value
            else:
                self._problem(path, P.BAD_VALUE(what=P.WHAT_COUNT(least=0)), P.RULE_SETTING)
        return Rules(**values) if values else _DEFAULT_RULES


_DEFAULT_RULES = Rules()


_FLAGS = frozenset((bool, type(None)))  # what a win's flag is, given or not


def read_table(data: Any, names: Mapping[Seat, str] | None = None) -> tuple[Table, list[Problem]]:
    """Build a ``Table`` from the request shape of ``POST /v1/wenling/settle``.

    Returns the table and every problem met while reading it; unreadable
    strings read as no tiles (and a kind of -1 for a single tile).
    ``names``, when given, names the seats' players (a sitting's seating).
    """
    reader = WenlingReader()
    if not is_object(data):
        reader.bad("", P.WHAT_OBJECT())
        return Table(-1, {seat: SeatState((), readable=False) for seat in SEATS}), reader.problems
    for key, why in _REFUSED_TOP:
        if key in data:
            reader._refuse(key, key, why())
    rules = reader.rules(data.get("rules"))
    given = data.get("seats")
    win_data = data.get("win")
    draw = win_data is None
    de = _read_de(reader, data, given, draw)
    reader.set_de(de, rules.nao == "da")
    if not is_object(given):
        reader._problem("seats", P.MISSING() if given is None else P.BAD_VALUE(what=P.WHAT_OBJECT()),
                        P.REQUEST_SHAPE)
        given = {}
    seats = {}
    for seat in SEATS:  # a loop, not a comprehension: in 3.11 that is a function made and called
        seats[seat] = reader.seat(given.get(seat), seat, names[seat] if names else None, draw)
    table = new_table((  # every field, in order
        de,
        seats,
        reader.win(win_data) if win_data is not None else None,
        reader.count(data, "dealer_streak", "dealer_streak", 1, 1),
        reader.count(data, "wall_remaining", "wall_remaining", 0, None),
        rules,
    ))
    if table.win is not None and table.win.tile < 0 and "win.tile" not in reader.unreadable:
        reader.unreadable.add("win.tile")
    return table, reader.problems


def _read_de(reader: WenlingReader, data: Mapping[str, Any], given: Any, draw: bool) -> Kind:
    """The 得 indicator: read when given, and missing when a seat gives tiles; -1 when neither."""
    text = data.get("de")
    if type(text) is str:
        return reader.tile(text, "de")
    # A seat is its name (a StrEnum), so it keys the request's seats itself: ``.value`` is slow in 3.11.
    if text is not None or not is_object(given) or any(counted.gives_tiles(given.get(s), draw) for s in SEATS):
        return reader.one_tile(data, "de", "de")
    return -1
