"""Reading a request body as strict JSON before the schema sees it.

Python's ``json`` accepts ``NaN`` and ``Infinity`` (not JSON), keeps the last
of two equal keys, raises ``RecursionError`` on deep nesting, and reads
UTF-16 or encoded surrogates from bytes: all of these become 400s here.  A
body over the endpoint's limit (64 KiB unless it sets its own) is a 413,
chunked or not.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, NoReturn

import flask
import marshmallow as ma
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import RequestEntityTooLarge, UnsupportedMediaType

from app.settings import MAX_BODY_BYTES

from .errors import FieldError, InvalidBody, schema_errors
from .fast_load import loader


class JsonBodyParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def __init__(self, max_bytes: int = MAX_BODY_BYTES) -> None:
        super().__init__()
        self.max_bytes = max_bytes
        self._fast_loaders: dict[ma.Schema, Callable[[Any], Any | None]] = {}

    def _process_location_data(self, location_data, schema, req, location, unknown, validators) -> Any:
        """A body the schema takes skips marshmallow (``fast_load.py``); marshmallow
        loads every other one, and names what is wrong with it."""
        fast_load = self._fast_loaders.get(schema) or self._fast_loaders.setdefault(schema, loader(schema))
        if not validators and (loaded := fast_load(location_data)) is not None:
            return loaded
        return super()._process_location_data(location_data, schema, req, location, unknown, validators)

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not req.is_json:
            given = f"not {req.mimetype}" if req.mimetype else "and say so in Content-Type"
            raise UnsupportedMediaType(f"send the body as application/json, {given}")
        # One byte over, as in create_app: a chunked body is cut there without a 413.
        req.max_content_length = self.max_bytes + 1
        body = req.get_data(cache=True)
        if len(body) > self.max_bytes:
            raise RequestEntityTooLarge()
        try:
            # Decoded here: json.loads would let UTF-8-encoded surrogates and UTF-16 through.
            text = body.decode("utf-8-sig")  # a UTF-8 BOM may be ignored (RFC 8259 §8.1)
            return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique)
        except RecursionError:
            raise _not_json("nested too deeply") from None
        except UnicodeDecodeError as err:
            raise _not_json(f"not UTF-8: {err.reason} at byte {err.start}") from None
        except ValueError as err:
            raise _not_json(str(err)) from None

    def handle_error(self, error: ma.ValidationError, req, schema, **kwargs) -> NoReturn:
        # webargs files the messages under the location name ("json").
        messages = error.messages.get("json", error.messages) if isinstance(error.messages, dict) else error.messages
        errors = schema_errors(messages)
        raise InvalidBody(errors, f"the body breaks the schema in {len(errors)} place(s)")


def _not_json(reason: str) -> InvalidBody:
    return InvalidBody([FieldError("", reason, "json")], "the body is not JSON")


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON number")


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        twice = next(key for key, _ in pairs if key in seen or seen.add(key))
        raise ValueError(f"key {twice!r} appears twice")
    return data
