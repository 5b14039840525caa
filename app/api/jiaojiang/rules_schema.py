"""The answer of ``GET /v1/rules``: the rule table the scorers are built from."""
from __future__ import annotations

from marshmallow import fields

from app.api.shared_schema import RuleItemSchema
from app.http.fields import Strict


class RuleSettingSchema(Strict):
    name = fields.String(required=True, metadata={"description": "its field in `rules`", "example": "winner_bonus"})
    default = fields.Integer(required=True)
    rule = fields.String(required=True)
    chinese = fields.String(required=True, metadata={"description": "the rulebook's Chinese name",
                                                     "example": "基础牌点奖励"})
    english = fields.String(required=True, metadata={"description": "its English name", "example": "base bonus"})
    description = fields.String(required=True, metadata={"description": "in English"})
    description_zh = fields.String(required=True, metadata={"description": "in Chinese"})


class RuleTableSchema(Strict):
    items = fields.List(fields.Nested(RuleItemSchema), required=True)
    settings = fields.List(fields.Nested(RuleSettingSchema), required=True)
