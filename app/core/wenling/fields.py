"""A Wenling request's fields read with their types checked: the core is
safe to call with any mapping, so a value of the wrong type (a number for a
tile string, an unknown seat) is a problem naming its field, as the HTTP
schema would (``table``'s decisions)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from ..engine.messages import Joined, Text
from ..engine.reader import TileReader
from ..engine.seats import SEAT_NAMED, SEATS, Seat
from ..engine.tiles import Kind
from . import problems as P

_Default = TypeVar("_Default", int, None)  # ``count``'s default, what it returns when no count is given


class FieldReader(TileReader):
    """A tile reader whose typed fields are each a problem at their path when of the wrong type."""

    def bad(self, path: str, what: Text) -> None:
        self._problem(path, P.BAD_VALUE(what=what), P.REQUEST_SHAPE)

    def string(self, data: Mapping[str, Any], key: str, path: str, required: bool = False) -> str | None:
        value = data.get(key)
        if value is None:
            if required:
                self._problem(path, P.MISSING(), P.REQUEST_SHAPE)
            return None
        if not isinstance(value, str):
            self.bad(path, P.WHAT_STRING())
            self.unreadable.add(path)
            return None
        return value

    def flag(self, data: Mapping[str, Any], key: str, path: str, nullable: bool = False) -> bool | None:
        value = data.get(key)
        if value is None:
            return None if nullable else False
        if not isinstance(value, bool):
            self.bad(path, (P.WHAT_BOOL_OR_NULL if nullable else P.WHAT_BOOL)())
            return None if nullable else False
        return value

    def count(self, data: Mapping[str, Any], key: str, path: str, least: int, default: _Default) -> int | _Default:
        value = data.get(key)
        if value is None:
            return default
        if type(value) is not int or value < least:
            self.bad(path, P.WHAT_COUNT(least=least))
            return default
        return value

    def seat_name(self, value: Any, path: str) -> Seat | None:
        if value is None:
            return None
        seat = SEAT_NAMED.get(value) if isinstance(value, str) else None
        if seat is None:
            self.bad(path, P.WHAT_SEAT(seats=Joined(tuple(repr(s.value) for s in SEATS))))
        return seat

    def tile_string(self, data: Mapping[str, Any], key: str, path: str, *, held: bool = True,
                    required: bool = False) -> tuple[Kind, ...]:
        text = self.string(data, key, path, required)
        if text is None:
            if required:
                self.unreadable.add(path)
            return ()
        return self.tiles(text, path, held=held)

    def one_tile(self, data: Mapping[str, Any], key: str, path: str) -> Kind:
        text = self.string(data, key, path, required=True)
        if text is None:
            self.unreadable.add(path)
            return -1
        return self.tile(text, path)
