"""The answer of ``GET /v1/gb/rules``: the 81 fans (G1–G81) with what each
excludes (不计), and the fixed settings (起和 8 fans, the base of 8)."""
from __future__ import annotations

from marshmallow import fields

from app.http.fields import Strict


class GbRuleFanSchema(Strict):
    code = fields.String(required=True, metadata={"description": "the fan's stable code, as answers give it",
                                                  "example": "pure_straight"})
    name = fields.String(required=True, metadata={"description": "the rulebook's Chinese name", "example": "清龙"})
    english = fields.String(required=True, metadata={"description": "its English name", "example": "Pure Straight"})
    fan = fields.Integer(required=True, metadata={"description": "番", "example": 16})
    rule = fields.String(required=True, metadata={"description": "its G-id", "example": "G28"})
    excludes = fields.List(fields.String(), required=True,
                           metadata={"description": "the codes of the fans it implies, not counted with it (不计, "
                                     "G-W2)", "example": ["short_straight", "two_terminal_chows"]})


class GbRuleSettingSchema(Strict):
    code = fields.String(required=True, metadata={"description": "the setting's stable code",
                                                  "example": "minimum_fan"})
    name = fields.String(required=True, metadata={"description": "its Chinese name", "example": "起和番"})
    english = fields.String(required=True, metadata={"description": "its English name"})
    default = fields.Integer(required=True, metadata={"description": "its value: fixed, no request changes it"})
    rule = fields.String(required=True, metadata={"description": "the rule that sets it", "example": "G-W1"})


class GbRuleTableSchema(Strict):
    items = fields.List(fields.Nested(GbRuleFanSchema), required=True, metadata={"description": "the 81 fans"})
    settings = fields.List(fields.Nested(GbRuleSettingSchema), required=True,
                           metadata={"description": "the fixed settings: 起和番 and 底分"})
