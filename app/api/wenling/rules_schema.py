"""The answer of ``GET /v1/wenling/rules``: Wenling's rule table."""
from __future__ import annotations

from marshmallow import fields

from app.api.shared_schema import RuleItemSchema
from app.http.fields import Strict


class WenlingRuleSettingSchema(Strict):
    name = fields.String(required=True, metadata={"description": "its field in `rules`", "example": "payment"})
    default = fields.Raw(required=True, metadata={"description": "an integer, or one of `choices`",
                                                   "oneOf": [{"type": "integer"}, {"type": "string"}]})
    rule = fields.String(required=True)
    chinese = fields.String(required=True, metadata={"description": "the rulebook's Chinese name"})
    english = fields.String(required=True, metadata={"description": "its English name",
                                                     "example": "how payments scale by the dealer"})
    description = fields.String(required=True, metadata={"description": "in English"})
    description_zh = fields.String(required=True, metadata={"description": "in Chinese"})
    choices = fields.List(fields.String(), required=True,
                          metadata={"description": "the values it takes; empty for a number"})


class WenlingRuleTableSchema(Strict):
    items = fields.List(fields.Nested(RuleItemSchema), required=True)
    settings = fields.List(fields.Nested(WenlingRuleSettingSchema), required=True)
