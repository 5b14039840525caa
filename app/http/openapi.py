"""What the OpenAPI 3.1 document adds to what apispec writes: the one ``SeatWind``
enum, operation ids derived from paths, and the answers every operation can give.

Operation ids (``operation_id``): the path after ``/v1`` in camelCase, its
segments joined, a GET's last segment read as ``get`` + noun; the probes and
metrics, outside ``/v1``, the same way. So ``POST /v1/settle`` is ``settle``,
``POST /v1/settle/session`` ``settleSession``, ``GET /v1/rules`` ``getRules``,
``GET /livez`` ``getLivez``, and a rule set served under its own prefix gets
that prefix first: ``POST /v1/other/settle`` is ``otherSettle``,
``GET /v1/other/rules`` ``otherGetRules``.
"""
from __future__ import annotations

import re
from http import HTTPStatus

from apispec import APISpec, BasePlugin

from .fields import SEAT_NAMES, SeatWindField

SEAT_WIND = "SeatWind"
_SEAT_WIND_REF = {"$ref": f"#/components/schemas/{SEAT_WIND}"}
NULL = {"type": "null"}
_VERSION_PREFIX = "v1"
# What the worker (app/serving.py) answers before the app reads a request: a
# request it cannot frame, one sent too slowly, a request line or headers too
# large, a body declared over the route's limit, an HTTP version not 1.x.
SERVER_REFUSALS = ("BAD_REQUEST", "REQUEST_TIMEOUT", "REQUEST_ENTITY_TOO_LARGE", "REQUEST_URI_TOO_LONG",
                   "EXPECTATION_FAILED", "REQUEST_HEADER_FIELDS_TOO_LARGE", "NOT_IMPLEMENTED",
                   "HTTP_VERSION_NOT_SUPPORTED")
SERVER_ERROR = "INTERNAL_SERVER_ERROR"


def register_seat_wind(spec: APISpec) -> None:
    spec.components.schema(
        SEAT_WIND, {"type": "string", "enum": SEAT_NAMES, "description": "a seat by its wind (门风)"}
    )


def seat_wind_reference(self, field, ret, **kwargs) -> dict:
    """A seat refers to the one ``SeatWind`` enum instead of repeating its four
    names (a generator would make a type of each copy); a nullable seat is
    ``anyOf: [SeatWind, {type: null}]``, which generators read as ``SeatWind | None``."""
    if not isinstance(field, SeatWindField):
        return {}
    for key in ("type", "enum"):
        ret.pop(key, None)
    if field.allow_none:
        ret["anyOf"] = [dict(_SEAT_WIND_REF), dict(NULL)]
    else:
        ret.update(_SEAT_WIND_REF)  # OpenAPI 3.1: a description beside $ref is read
    return {}


def operation_id(method: str, path: str) -> str:
    """The operation's id, from its method and path (the scheme is the module's docstring).

    >>> operation_id("post", "/v1/settle/session"), operation_id("get", "/v1/other/rules")
    ('settleSession', 'otherGetRules')
    >>> operation_id("get", "/livez"), operation_id("post", "/v1/other/analyze")
    ('getLivez', 'otherAnalyze')
    """
    segments = [s for s in path.strip("/").split("/") if s]
    if segments[:1] == [_VERSION_PREFIX]:
        segments = segments[1:]
    if method.lower() == "get":
        segments[-1:] = ["get", *segments[-1:]]
    words = [w for segment in segments for w in re.split(r"[^A-Za-z0-9]+", segment) if w]
    return words[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in words[1:])


class OperationsPlugin(BasePlugin):
    """Each operation's id, and the answers it shares with every other: the
    worker's refusals (``SERVER_REFUSALS``) and the 500 problem of an unexpected failure."""

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        for method, operation in (operations or {}).items():
            operation.setdefault("operationId", operation_id(method, path))
            responses = operation.setdefault("responses", {})
            for name in (*SERVER_REFUSALS, SERVER_ERROR):
                responses.setdefault(str(HTTPStatus[name].value), name)
