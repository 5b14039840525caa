"""The fast path through the request schema takes exactly what marshmallow takes, and loads it the same."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from app.api.jiaojiang.table_schema import SettleRequestSchema
from app.http.fast_load import loader
from tests.strategies import tables

from .test_hostile import CASES, FULL

SCHEMA = SettleRequestSchema()
fast_load = loader(SCHEMA)

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)


def _marshmallow(data):
    try:
        return SCHEMA.load(data)
    except ValidationError:
        return None


def _places(node, path=()):
    """Every key and list index in a request, as paths."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield (*path, key)
        yield from _places(value, (*path, key))


@settings(max_examples=200, deadline=None)
@given(tables())
def test_valid_tables_load_the_same(table):
    assert fast_load(table) == SCHEMA.load(table)


@settings(max_examples=600, deadline=None)
@given(st.data(), st.sampled_from([FULL]) | tables(), JSON_VALUES, st.sampled_from(["replace", "delete", "add"]))
def test_any_value_anywhere_loads_as_marshmallow_does(data, table, value, change):
    table = copy.deepcopy(table)
    *parents, last = data.draw(st.sampled_from(list(_places(table))))
    node = table
    for key in parents:
        node = node[key]
    if change == "delete":
        del node[last]
    elif change == "add" and isinstance(node, dict):
        node[data.draw(st.text(max_size=8))] = value
    else:
        node[last] = value
    assert fast_load(table) == _marshmallow(table)


@pytest.mark.parametrize("case", [case for case in CASES if case.headers.get("Content-Type")], ids=lambda case: case.id)
def test_hostile_bodies_load_as_marshmallow_does(case):
    try:
        data = json.loads(case.body)
    except (ValueError, RecursionError):
        return  # not JSON: neither is reached
    assert fast_load(data) == _marshmallow(data)
