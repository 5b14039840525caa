"""A fast path through a request schema for bodies it accepts.

Loading a table through marshmallow took ~0.15 ms, the largest cost of a
settle request after the rules core (``make profile``).  ``loader(schema)``
turns the schema's fields into plain checks once; the loader returns what
``schema.load`` returns for data that passes them, and ``None`` for anything
else, which marshmallow then loads to word every error.

``trimmer(schema, keep)`` bounds what marshmallow then walks, for a body it
refuses: the body with its unknown keys past the first ``keep`` taken out
(counted), and a list longer than its ``Length`` cut one item past it.  A
body of 90,000 unknown keys cost marshmallow 90,000 errors, a second each.

Only what the request schemas use is compiled (strings, strict integers,
strict booleans, nested schemas, lists, and their validators: ``Length``,
``Range``, ``OneOf`` and ``Regexp`` as plain tests of what they test, any
other called as it is); anything else fails at import, not at run time.
"""
from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from .fields import RefusedField, SeatWindField, StrictBoolean, WholeMatch

Check = Callable[[Any], Any]


class _Refused(Exception):
    pass


def loader(schema: ma.Schema) -> Callable[[Any], Any | None]:
    load = _schema(schema)

    def fast_load(data: Any) -> Any | None:
        try:
            return load(data)
        except (_Refused, ma.ValidationError):
            return None

    return fast_load


def _schema(schema: ma.Schema) -> Check:
    if schema.unknown != ma.RAISE or any(schema._hooks.values()):
        raise NotImplementedError(f"{type(schema).__name__}: only strict schemas without hooks")
    members = [
        (field.data_key or name, field.attribute or name, field.required, field.load_default, _field(field))
        for name, field in schema.fields.items()
    ]
    known = frozenset(key for key, *_ in members)

    def load(data: Any) -> dict:
        if type(data) is not dict or not known.issuperset(data):
            raise _Refused
        loaded = {}
        for key, attribute, required, default, check in members:
            if key in data:
                loaded[attribute] = check(data[key])
            elif required:
                raise _Refused
            elif default is not ma.missing:
                loaded[attribute] = default() if callable(default) else default
        return loaded

    return load


def _field(field: fields.Field) -> Check:
    tests, allow_none = tuple(_test(v) for v in field.validators), field.allow_none
    if type(field) is RefusedField:
        return _refuse  # marshmallow takes it, for the rules core to refuse
    if type(field) is fields.Integer and field.strict:
        return _typed(int, tests, allow_none)  # not bool, which marshmallow refuses too
    if type(field) in (fields.String, SeatWindField):
        return _typed(str, tests, allow_none)
    if isinstance(field, fields.Nested) and not field.many:
        kind = _schema(field.schema)
    elif type(field) is fields.List:
        kind = _list(_field(field.inner))
    elif type(field) is StrictBoolean:
        kind = _boolean
    else:
        raise NotImplementedError(f"no fast path for {type(field).__name__}")
    if not tests and not allow_none:
        return kind  # every kind refuses None itself

    def check(value: Any) -> Any:
        if value is None:
            if allow_none:
                return None
            raise _Refused
        value = kind(value)
        for passes in tests:
            if not passes(value):
                raise _Refused
        return value

    return check


def _refuse(value: Any) -> Any:
    raise _Refused


def _typed(kind: type, tests: tuple[Callable[[Any], bool], ...], allow_none: bool) -> Check:
    """A value of exactly ``kind`` that passes ``tests``, checked in one call."""
    passes = None if not tests else tests[0] if len(tests) == 1 else _all_of(tests)

    def check(value: Any) -> Any:
        if type(value) is kind and (passes is None or passes(value)):
            return value
        if value is None and allow_none:
            return None
        raise _Refused

    return check


def _all_of(tests: tuple[Callable[[Any], bool], ...]) -> Callable[[Any], bool]:
    return lambda value: all(passes(value) for passes in tests)


def _test(validator: Callable[[Any], Any]) -> Callable[[Any], bool]:
    """Whether a value (of the field's type) passes ``validator``, without its call and error machinery."""
    if type(validator) is validate.Length:
        low, high, equal = validator.min, validator.max, validator.equal
        if equal is not None:
            return lambda value: len(value) == equal
        return lambda value: (low is None or len(value) >= low) and (high is None or len(value) <= high)
    if type(validator) is validate.Range and validator.min_inclusive and validator.max_inclusive:
        low, high = validator.min, validator.max
        return lambda value: (low is None or value >= low) and (high is None or value <= high)
    if type(validator) is validate.OneOf and all(type(c) in (str, int) for c in validator.choices):
        choices = frozenset(validator.choices)
        return lambda value: value in choices  # values are type-checked first: str or int, hashable
    if type(validator) is validate.Regexp:
        match = validator.regex.match
        return lambda value: match(value) is not None
    if type(validator) is WholeMatch:
        whole = validator.regex.fullmatch
        return lambda value: whole(value) is not None

    def passes(value: Any) -> bool:
        try:
            validator(value)
        except ma.ValidationError:
            return False
        return True

    return passes


def _list(item: Check) -> Check:
    def check(value: Any) -> list:
        if type(value) is not list:
            raise _Refused
        return [item(each) for each in value]

    return check


def _boolean(value: Any) -> bool:
    if value is True or value is False:
        return value
    raise _Refused


Trim = Callable[[Any, list[int]], Any]


def trimmer(schema: ma.Schema, keep: int) -> Callable[[Any], tuple[Any, int]]:
    """``trim(data)``: ``data`` with no more than ``keep`` unknown keys in all
    (the first in each object, objects in the order walked), and how many
    were taken out.  Only the objects and lists the schema reaches are
    copied; ``data`` itself is left as it is."""
    trim = _trim_schema(schema)

    def bounded(data: Any) -> tuple[Any, int]:
        left = [keep, 0]  # unknown keys still to keep, and those taken out
        return trim(data, left), left[1]

    return bounded


def _trim_schema(schema: ma.Schema) -> Trim:
    known = frozenset(field.data_key or name for name, field in schema.fields.items())
    inner = {key: trim_field for name, field in schema.fields.items()
             if (trim_field := _trim_field(field)) is not None and (key := field.data_key or name)}

    def trim(data: Any, left: list[int]) -> Any:
        if type(data) is not dict:
            return data
        unknown = len(data) - len(known.intersection(data))
        if unknown > left[0]:
            data, left[0], left[1] = _first_unknown(data, known, left[0]), 0, left[1] + unknown - left[0]
        else:
            left[0] -= unknown
            data = dict(data)
        for key, trim_value in inner.items():
            if key in data:
                data[key] = trim_value(data[key], left)
        return data

    return trim


def _first_unknown(data: dict, known: frozenset[str], keep: int) -> dict:
    """``data`` with its known keys and its first ``keep`` unknown ones."""
    kept = {key: data[key] for key in known.intersection(data)}
    for key in islice((key for key in data if key not in known), keep):
        kept[key] = data[key]
    return kept


def _trim_field(field: fields.Field) -> Trim | None:
    """How to trim a value of ``field``; ``None`` for a value with no object in it."""
    if isinstance(field, fields.Nested) and not field.many:
        return _trim_schema(field.schema)
    if type(field) is not fields.List:
        return None
    item = _trim_field(field.inner)
    bounds = [v.equal if v.equal is not None else v.max for v in field.validators if type(v) is validate.Length]
    most = min((bound for bound in bounds if bound is not None), default=None)

    def trim(value: Any, left: list[int]) -> Any:
        if type(value) is not list:
            return value
        if most is not None and len(value) > most + 1:
            value = value[:most + 1]  # enough for the Length error; the rest is not checked
        return [item(each, left) for each in value] if item else value

    return trim
