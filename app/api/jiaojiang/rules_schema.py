"""The answer of ``GET /v1/rules``: the rule table the scorers are built from."""
from __future__ import annotations

from marshmallow import fields

from app.http.fields import Strict


class RuleItemSchema(Strict):
    code = fields.String(required=True, metadata={"example": "concealed_pung"})
    name = fields.String(required=True, metadata={"description": "the rulebook's Chinese name", "example": "暗刻"})
    english = fields.String(required=True, metadata={"description": "the English name", "example": "concealed pung"})
    rule = fields.String(required=True, metadata={"example": "R14"})
    base = fields.Integer(required=True, metadata={"description": "和 (for a set: of simples 2–8)", "example": 4})
    fan = fields.Integer(required=True, metadata={"description": "番", "example": 0})
    base_honour_or_terminal = fields.Integer(
        required=True, allow_none=True, metadata={"description": "和 of a set of honours or terminals", "example": 8}
    )
    per_tile = fields.Boolean(required=True, metadata={"description": "scored once per tile (flipped tiles, 得还原)"})


class RuleSettingSchema(Strict):
    name = fields.String(required=True, metadata={"description": "its field in `rules`", "example": "winner_bonus"})
    default = fields.Integer(required=True)
    rule = fields.String(required=True)
    chinese = fields.String(required=True, metadata={"description": "the rulebook's Chinese name",
                                                     "example": "基础牌点奖励"})
    description = fields.String(required=True, metadata={"description": "in English"})
    description_zh = fields.String(required=True, metadata={"description": "in Chinese"})


class RuleTableSchema(Strict):
    items = fields.List(fields.Nested(RuleItemSchema), required=True)
    settings = fields.List(fields.Nested(RuleSettingSchema), required=True)
