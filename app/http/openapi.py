"""Corrections to what apispec writes for OpenAPI 3.0, in shapes client generators read well."""
from __future__ import annotations

from apispec import APISpec

from .fields import SEAT_NAMES, SeatWindField

SEAT_WIND = "SeatWind"
_SEAT_WIND_REF = {"$ref": f"#/components/schemas/{SEAT_WIND}"}
# The one nullable shape of this document, for objects and seats alike: OpenAPI 3.0
# ignores ``nullable`` beside a ``$ref`` or an ``allOf`` without ``type``.
NULL_ONLY = {"nullable": True, "enum": [None]}


def register_seat_wind(spec: APISpec) -> None:
    spec.components.schema(
        SEAT_WIND, {"type": "string", "enum": SEAT_NAMES, "description": "a seat by its wind (门风)"}
    )


def only_null_alternative(self, field, ret, **kwargs) -> dict:
    """A nullable nested schema: apispec 3.0 writes ``anyOf: [{type: object,
    nullable: true}, {$ref}]``, whose first branch admits *any* object and so
    would let unknown fields through; make that branch admit null only."""
    for branch in ret.get("anyOf", ()):
        if branch == {"type": "object", "nullable": True}:
            branch.clear()
            branch.update(NULL_ONLY)
    return {}


def seat_wind_reference(self, field, ret, **kwargs) -> dict:
    """A seat refers to the one ``SeatWind`` enum instead of repeating its four
    names (a generator would make a type of each copy); a nullable seat is
    ``anyOf: [SeatWind, null]``, which generators read as ``SeatWind | None``."""
    if not isinstance(field, SeatWindField):
        return {}
    for key in ("type", "enum", "nullable"):
        ret.pop(key, None)
    if field.allow_none:
        ret["anyOf"] = [dict(_SEAT_WIND_REF), dict(NULL_ONLY)]
    elif ret:
        ret["allOf"] = [dict(_SEAT_WIND_REF)]  # a description beside a bare $ref would be ignored
    else:
        ret.update(_SEAT_WIND_REF)
    return {}
