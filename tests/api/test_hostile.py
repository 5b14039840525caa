"""Hostile input through a real gunicorn: every case is a 4xx problem+json naming
the field (``""`` for the body as a whole) within a second, and no worker dies.

The wrong-type and bound cases are drawn from the request schema itself, so a
field added to it is attacked too.
"""
from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
import requests
from marshmallow import Schema, fields, validate

from app.api.jiaojiang.table_schema import SettleRequestSchema
from app.http.fields import StrictBoolean

# Every optional field present, so that every field can be attacked in place.
FULL = {
    "de": "9p",
    "dan": 5,
    "dealer_streak": 1,
    "rules": {"winner_bonus": 1},
    "seats": {
        "east": {
            "name": "老张",
            "hand": "1122p 5566p 3344s 7s",
            "melds": [{"type": "pong", "tiles": "111z", "claimed": "1z"}],
            "flipped": 1,
            "discards": "2z",
        },
        "south": {"name": "老王", "hand": "123m 234m 345m 78m 999s 88m", "melds": [], "flipped": 0, "discards": "3z"},
        "west": {"name": "老李", "hand": "3344p 7788p 1122s 5566s", "melds": [], "flipped": 0, "discards": "1z 6m"},
        "north": {"name": "老赵", "hand": "12345678p 12345678s", "melds": [], "flipped": 0, "discards": "4z"},
    },
    "stakes": [{"between": ["east", "south"], "amount": 5}],
    "win": {
        "seat": "south",
        "tile": "6m",
        "self_drawn": False,
        "discarder": "west",
        "kong_replacement": False,
        "robbing_kong": False,
        "last_tile": False,
        "dianpao": False,
    },
    "wall_remaining": 40,
}
for _seat in FULL["seats"].values():  # counted points, with the tiles: a 422 (they are given in place of tiles)
    _seat["points"] = 0
JSON = {"Content-Type": "application/json"}
Path = tuple[str | int, ...]


@dataclass
class Case:
    id: str
    body: bytes
    path: str | None  # the field the problem must name; None for a value the schema accepts
    headers: dict[str, str] = field(default_factory=lambda: dict(JSON))
    statuses: tuple[int, ...] = (400,)


def _dotted(path: Path) -> str:
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else f".{key}" if text else key
    return text


def _with(path: Path, value=None, *, delete: bool = False) -> dict:
    table = copy.deepcopy(FULL)
    *parents, last = path
    node = table
    for key in parents:
        node = node[key]
    if delete:
        del node[last]
    else:
        node[last] = value
    return table


def _case(id: str, path: Path, value=None, *, delete: bool = False, statuses=(400,), names: bool = True) -> Case:
    body = json.dumps(_with(path, value, delete=delete)).encode()
    return Case(id, body, _dotted(path) if names else None, statuses=statuses)


def _fields(schema: Schema, value: dict, path: Path = ()) -> Iterator[tuple[Path, fields.Field]]:
    """Every field of the request in FULL, nested ones and list items included."""
    for name, kind in schema.fields.items():
        here = (*path, kind.data_key or name)
        yield here, kind
        inner = value[here[-1]]
        if isinstance(kind, fields.Nested):
            yield from _fields(kind.schema, inner, here)
        elif isinstance(kind, fields.List) and inner:
            item = (*here, 0)
            if isinstance(kind.inner, fields.Nested):
                yield from _fields(kind.inner.schema, inner[0], item)
            else:
                yield item, kind.inner


FIELDS = list(_fields(SettleRequestSchema(), FULL))


def _wrong_types(kind: fields.Field) -> list:
    if isinstance(kind, StrictBoolean):
        wrong = [1, 0, "true", [], {}]
    elif isinstance(kind, fields.Integer):
        wrong = ["5", 5.5, True, False, [], {}]
    elif isinstance(kind, fields.String):
        wrong = [5, 5.5, True, [], {}]
    elif isinstance(kind, fields.Nested):
        wrong = ["{}", 5, True, []]
    else:
        wrong = ["[]", 5, True, {}]
    return wrong if kind.allow_none else [*wrong, None]


def _type_cases() -> Iterator[Case]:
    for path, kind in FIELDS:
        for value in _wrong_types(kind):
            yield _case(f"{_dotted(path)}={json.dumps(value)}", path, value)


def _bound_cases() -> Iterator[Case]:
    for path, kind in FIELDS:
        for bound in (v for v in kind.validators if isinstance(v, validate.Range)):
            name = _dotted(path)
            # In bounds: the schema takes it, though the rules may not (five 白板).
            yield _case(f"{name} at min", path, bound.min, statuses=(200, 422), names=False)
            yield _case(f"{name} at max", path, bound.max, statuses=(200, 422), names=False)
            for value in (bound.min - 1, bound.max + 1, -1, float(bound.min), bound.min + 0.5, 10**100, -(10**100)):
                if not bound.min <= value <= bound.max or isinstance(value, float):
                    yield _case(f"{name}={value:.3g}", path, value)


def _constant_cases() -> Iterator[Case]:
    for path, kind in FIELDS:
        if isinstance(kind, fields.Integer):
            for constant in ("NaN", "Infinity", "-Infinity"):
                body = json.dumps(_with(path, "@")).replace('"@"', constant).encode()
                yield Case(f"{_dotted(path)}={constant}", body, "")


TILE_GARBAGE = {
    "a full-width letter that is no suit": "１２３ｘ",
    "zero-width space": "1\u200bm",
    "emoji": "🀄",
    "lone surrogate": "\ud800",
    "NUL": "1m\u0000",
    "10,000 characters": "1m" * 5000,
}


def _tile_cases() -> Iterator[Case]:
    for path, kind in FIELDS:
        if isinstance(kind, fields.String) and kind.metadata.get("example") and path[-1] != "name":
            for what, value in TILE_GARBAGE.items():
                yield _case(f"{_dotted(path)} {what}", path, value, statuses=(400, 422))
    yield _case("name of 10,000 characters", ("seats", "east", "name"), "x" * 10_000)
    yield _case("name with a line break", ("seats", "east", "name"), "老张\r\n付款")


def _shape_cases() -> Iterator[Case]:
    for path, kind in FIELDS:
        if isinstance(kind, fields.Nested):
            yield _case(f"unknown field in {_dotted(path)}", (*path, "cheat"), 1)
        if kind.required:
            yield _case(f"{_dotted(path)} missing", path, delete=True)
    yield _case("unknown top-level field", ("cheat",), 1)
    yield _case("unknown field in a meld", ("seats", "east", "melds", 0, "cheat"), 1)
    yield _case("unknown field in a stake", ("stakes", 0, "cheat"), 1)


def _body_cases() -> Iterator[Case]:
    bodies = {
        "not JSON": b"table please",
        "truncated JSON": b'{"de": "9p"',
        "XML": b"<table/>",
        "empty body": b"",
        "a JSON array": b"[]",
        "a JSON string": b'"table"',
        "a JSON number": b"7",
        "JSON null": b"null",
        "JSON true": b"true",
        "arrays 10,000 deep": b"[" * 10_000 + b"]" * 10_000,
        "objects 10,000 deep": b'{"a":' * 10_000 + b"1" + b"}" * 10_000,
        "not UTF-8": b'{"de": "\xff"}',
        "UTF-8 of a lone surrogate": b'{"de": "\xed\xa0\x80"}',
        "duplicate keys": b'{"de": "9p", "de": "1m"}',
    }
    for what, body in bodies.items():
        yield Case(what, body, "")
    yield Case("a 10 MB body", b"[" * (10 * 1024 * 1024), "", statuses=(413,))
    table = json.dumps(FULL).encode()
    for content_type in (None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        headers = {"Content-Type": content_type} if content_type else {}
        yield Case(f"content type {content_type}", table, "", headers=headers, statuses=(415,))


def _table_cases() -> Iterator[Case]:
    """Schema-valid tables the rules forbid: 422."""
    seats = ("seats",)
    yield _case("a fifth copy of a tile", (*seats, "west", "hand"), "1111p 7788p 1122s 5566s", statuses=(422,))
    flip = "1122p 5566p 3344s 5z"
    yield _case("a flip tile in a hand", (*seats, "east", "hand"), flip, statuses=(422,))
    yield _case("a 得 in a meld", (*seats, "east", "melds", 0, "tiles"), "999p", statuses=(422,))
    yield _case("a hand that does not win", (*seats, "south", "hand"), "123m 234m 345m 78m 999s 89m", statuses=(422,))
    yield _case("self-drawn with a discarder", ("win", "self_drawn"), True, statuses=(422,))
    yield _case("winning on one's own discard", ("win", "discarder"), "south", statuses=(422,))
    yield _case("杠上开花 on a discard", ("win", "kong_replacement"), True, statuses=(422,))
    yield _case("a stake with oneself", ("stakes", 0, "between"), ["east", "east"], statuses=(422,))


EXPECTED_PATH = {  # where the rules core files a problem the case puts elsewhere
    "a fifth copy of a tile": "seats",
    "self-drawn with a discarder": "win.discarder",
}
CASES = [*_body_cases(), *_shape_cases(), *_type_cases(), *_bound_cases(), *_constant_cases(), *_tile_cases(),
         *_table_cases()]


@pytest.fixture(scope="module")
def workers(gunicorn) -> list[int]:
    return gunicorn.workers()


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_hostile_input_is_a_4xx_naming_the_field(gunicorn, workers, case):
    response = requests.post(f"{gunicorn.url}/v1/settle", data=case.body, headers=case.headers, timeout=5)
    assert response.status_code in case.statuses, response.text
    if response.status_code >= 400:
        assert response.headers["Content-Type"] == "application/problem+json"
    if case.path is not None:
        paths = [error["path"] for error in response.json()["errors"]]
        assert EXPECTED_PATH.get(case.id, case.path) in paths, paths
    assert gunicorn.workers() == workers  # none died or hung
