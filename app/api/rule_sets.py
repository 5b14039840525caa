"""``GET /v1/rule-sets``: every rule set served, with what a client needs to
draw its form: its paths, its hands (size, wild or not, flowers), the
fields its tables and analyses take, its options with their defaults, and the questions
a request may state or leave to the service (点炮, 包三家 …).  Derived from
the registry and each rule set's request schema, never written twice."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from flask_smorest import Blueprint
from marshmallow import Schema, fields

from app.http.fields import RefusedField, Strict

from .served import DEFAULT_PREFIX, ServedRuleSet

DOC = """Every rule set this service settles, and what a client needs to draw its form.

For each: its name and titles, its four paths, its hands (concealed tiles before the winning tile with no
melds, sets to win, winning shapes, wild tiles or not, flowers or not), the fields a table, a seat, a win
and an analyze request take (fields a rule set refuses are left out), its options (`rules`) with their
defaults, the questions a request may state or leave to the service (`true`, `false` or `null`), and the
rules by which one player pays for everyone. The same in every language: both are always given.
"""


def describe(served: ServedRuleSet) -> dict[str, Any]:
    core = served.core
    request = served.settle.request()
    options = set(_nested(request, "rules").fields) if "rules" in request.fields else set()  # what `rules` may set
    return {
        "name": core.name,
        "title": _both(core.title),
        "default": served.prefix == DEFAULT_PREFIX,
        "paths": served.paths,
        "hand": {"tiles": core.hand.tiles, "sets": core.hand.sets, "wild": core.hand.wild,
                 "flowers": core.hand.flowers, "shapes": [shape.code for shape in core.hand.shapes]},
        "fields": {"table": _names(request), "seat": _names(_nested(request, "seats", "east")),
                   "win": _names(_nested(request, "win")), "analyze": _names(served.analyze.request())},
        "options": [_option(setting) for setting in core.rule_table["settings"] if setting.get("name") in options],
        "questions": [{"field": q.field, "title": _both(q.title), "rule": q.rule} for q in core.questions],
        "penalties": [{"code": p.code, "title": _both(p.title), "rule": p.rule} for p in core.penalties],
    }


def _both(title) -> dict[str, str]:
    return {"zh": title.zh, "en": title.en}


def _names(schema: Schema) -> list[str]:
    return [name for name, field in schema.fields.items() if not isinstance(field, RefusedField)]


def _nested(schema: Schema, *names: str) -> Schema:
    for name in names:
        field = schema.fields[name]
        assert isinstance(field, fields.Nested)  # each name a nested object's
        schema = field.schema
    return schema


def _option(setting: dict[str, Any]) -> dict[str, Any]:
    return {"name": setting["name"], "default": setting["default"], "choices": list(setting.get("choices", ())),
            "rule": setting["rule"], "title": {"zh": setting["chinese"], "en": setting["english"]},
            "description": {"zh": setting["description_zh"], "en": setting["description"]}}


class TitleSchema(Strict):
    zh = fields.String(required=True, metadata={"example": "椒江"})
    en = fields.String(required=True, metadata={"example": "Jiaojiang"})


class PathsSchema(Strict):
    settle = fields.String(required=True, metadata={"example": "/v1/settle"})
    session = fields.String(required=True, metadata={"example": "/v1/settle/session"})
    analyze = fields.String(required=True, metadata={"example": "/v1/analyze"})
    rules = fields.String(required=True, metadata={"example": "/v1/rules"})


class HandSchema(Strict):
    tiles = fields.Integer(required=True, metadata={"description": "concealed tiles before the winning tile, with "
                                                    "no melds (a kong counts as 3)", "example": 16})
    sets = fields.Integer(required=True, metadata={"description": "sets in a hand of sets and a pair", "example": 5})
    wild = fields.Boolean(required=True, metadata={"description": "some kinds are wild (which: each table says)"})
    flowers = fields.Boolean(required=True, metadata={"description": "flowers (1f–8f) are dealt"})
    shapes = fields.List(fields.String(), required=True, metadata={
        "description": "the winning shapes: sets_and_pair, seven_pairs, thirteen_orphans, …",
        "example": ["sets_and_pair"]})


class FieldsSchema(Strict):
    table = fields.List(fields.String(), required=True, metadata={"example": ["de", "seats", "win"]})
    seat = fields.List(fields.String(), required=True, metadata={"example": ["name", "hand", "melds"]})
    win = fields.List(fields.String(), required=True, metadata={"example": ["seat", "tile", "self_drawn"]})
    analyze = fields.List(fields.String(), required=True, metadata={
        "description": "the fields an analyze request takes", "example": ["de", "seat", "hand", "melds"]})


class OptionSchema(Strict):
    name = fields.String(required=True, metadata={"description": "its field in `rules`", "example": "winner_bonus"})
    default = fields.Raw(required=True, metadata={"description": "a number or one of `choices`", "example": 1,
                                                  "type": ["integer", "string"]})
    choices = fields.List(fields.String(), required=True, metadata={"description": "the values it takes, if few"})
    rule = fields.String(required=True, metadata={"example": "R20"})
    title = fields.Nested(TitleSchema, required=True)
    description = fields.Nested(TitleSchema, required=True)


class QuestionSchema(Strict):
    field = fields.String(required=True, metadata={"description": "its place in a table", "example": "win.dianpao"})
    title = fields.Nested(TitleSchema, required=True)
    rule = fields.String(required=True, metadata={"example": "R38"})


class PenaltySchema(Strict):
    code = fields.String(required=True, metadata={"description": "as the metrics label it", "example": "dianpao"})
    title = fields.Nested(TitleSchema, required=True)
    rule = fields.String(required=True, metadata={"example": "R36"})


class RuleSetSchema(Strict):
    name = fields.String(required=True, metadata={"example": "jiaojiang"})
    title = fields.Nested(TitleSchema, required=True)
    default = fields.Boolean(required=True, metadata={"description": "served at /v1/… (the others at /v1/<name>/…)"})
    paths = fields.Nested(PathsSchema, required=True)
    hand = fields.Nested(HandSchema, required=True)
    fields_ = fields.Nested(FieldsSchema, required=True, data_key="fields", attribute="fields")
    options = fields.List(fields.Nested(OptionSchema), required=True)
    questions = fields.List(fields.Nested(QuestionSchema), required=True)
    penalties = fields.List(fields.Nested(PenaltySchema), required=True)


class RuleSetsSchema(Strict):
    rule_sets = fields.List(fields.Nested(RuleSetSchema), required=True)


def blueprint(served: Sequence[ServedRuleSet]) -> Blueprint:
    blp = Blueprint("rule-sets", __name__, url_prefix=DEFAULT_PREFIX, description="The rule sets served")
    index = {"rule_sets": [describe(one) for one in served]}

    @blp.route("/rule-sets", methods=["GET"])
    @blp.response(200, RuleSetsSchema, example=index, description="every rule set served")
    @_documented
    def rule_sets():
        return index

    return blp


def _documented(view):
    view.__doc__ = DOC
    return view
