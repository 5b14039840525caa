"""Strict marshmallow fields: JSON types only, every size bounded."""
from __future__ import annotations

import re

import marshmallow as ma
from marshmallow import fields, validate

from app.core.engine.seats import SEATS

SEAT_NAMES = [seat.value for seat in SEATS]


class StrictBoolean(fields.Boolean):
    """``true`` or ``false`` only: marshmallow's Boolean also takes 1, "yes", "on" …"""

    def _deserialize(self, value, attr, data, **kwargs):
        if value is True or value is False:
            return value
        raise self.make_error("invalid", input=value)


def int_field(low: int, high: int, **kwargs) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(low, high), **kwargs)


def tile_field(max_length: int, description: str, example: str, **kwargs) -> fields.String:
    """A tile string, mpsz or Chinese (R2); the rules core reads it (422 with positions)."""
    return fields.String(
        validate=validate.Length(max=max_length),
        metadata={"description": description, "example": example},
        **kwargs,
    )


class SeatWindField(fields.String):
    """A seat by its wind (门风): east, south, west or north; the document names
    the four once, as the ``SeatWind`` schema (``app/http/openapi.py``)."""


def seat_field(description: str = "", **kwargs) -> SeatWindField:
    metadata = {"description": description} if description else {}
    return SeatWindField(validate=validate.OneOf(SEAT_NAMES), metadata=metadata, **kwargs)


class WholeMatch(validate.Regexp):
    """``Regexp`` over the whole string: ``re.match`` lets ``$`` match before a
    final line break, so a pattern refusing line breaks took one at the end.
    The document gets the same pattern, which JSON Schema reads as meant."""

    regex: re.Pattern[str]  # of a string pattern: its values are strings, never bytes

    def __call__(self, value: str) -> str:  # type: ignore[override]  # no bytes form (``regex``)
        if self.regex.fullmatch(value) is None:
            raise ma.ValidationError(self._format_error(value))
        return value


class RefusedField(fields.Raw):
    """A field a rule set does not have: the document describes it as never
    valid (``not: {}``); a value is taken as it is, for the rules core to
    refuse it with the rule that says why (a 422, not an unknown field's 400)."""


def refused_field(description: str) -> RefusedField:
    return RefusedField(metadata={"description": description, "not": {}})


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE
