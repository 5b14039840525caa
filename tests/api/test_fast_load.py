"""The fast path through the request schema takes exactly what marshmallow takes, and loads it the same."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from app.api.jiaojiang.table_schema import SettleRequestSchema
from app.http.fast_load import loader, trimmer
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


def _errors(data) -> dict | None:
    try:
        SCHEMA.load(data)
    except ValidationError as error:
        return error.messages
    return None


def _count(messages) -> int:
    if isinstance(messages, str):
        return 1
    return sum(map(_count, messages.values() if isinstance(messages, dict) else messages))


@settings(max_examples=300, deadline=None)
@given(st.data(), st.sampled_from([FULL]) | tables(), st.integers(0, 6), st.integers(0, 4))
def test_a_trimmed_body_is_refused_as_the_whole_one(data, table, unknown, keep):
    """Unknown keys added anywhere: marshmallow finds the same problems in the
    trimmed body as in the whole one, less the unknown keys taken out."""
    table = copy.deepcopy(table)
    objects = [table, *(node for _, node in _nodes(table) if isinstance(node, dict))]
    for n in range(unknown):
        data.draw(st.sampled_from(objects))[f"cheat{n}"] = n
    before = copy.deepcopy(table)
    trimmed, left_out = trimmer(SCHEMA, keep)(table)
    assert table == before  # the body itself is left as it is
    assert left_out == max(0, unknown - keep)
    whole, cut = _errors(table), _errors(trimmed)
    assert _count(whole or {}) == _count(cut or {}) + left_out
    if not left_out:
        assert whole == cut


def _nodes(node, path=()):
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield (*path, key), value
        yield from _nodes(value, (*path, key))


def test_a_list_past_its_length_is_cut_one_item_past_it():
    table = copy.deepcopy(FULL)
    table["seats"]["east"]["melds"] = [{"type": "pong", "tiles": "111z"} for _ in range(1000)]
    trimmed, left_out = trimmer(SCHEMA, 10_000)(table)
    assert len(trimmed["seats"]["east"]["melds"]) == 6 and left_out == 0  # Length(max=5), and one more
    assert "Longer than maximum length 5." in str(_errors(trimmed))
