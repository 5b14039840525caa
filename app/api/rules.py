"""``GET /v1/rules``: the rule table the scorers are built from."""
from __future__ import annotations

from dataclasses import asdict

from flask_smorest import Blueprint
from marshmallow import fields

from app.core.catalogue import ITEMS, SETTINGS
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


blp = Blueprint("rules", __name__, url_prefix="/v1", description="The rule table")

_TABLE = {
    "items": [asdict(item) for item in ITEMS.values()],
    "settings": [asdict(setting) for setting in SETTINGS.values()],
}


# The document's example: the table's first two items and first setting, as served.
_EXAMPLE = {"items": _TABLE["items"][:2], "settings": _TABLE["settings"][:1]}


@blp.route("/rules", methods=["GET"])
@blp.response(200, RuleTableSchema, example=_EXAMPLE, description="the rule table (the example shows part of it)")
def rules():
    """The rule table: every scoring item and every rule setting.

    Each item with its code, Chinese and English name, 和 and 番, and rule id; each setting with its default,
    Chinese name and description in both languages. The same in every language: both are always given.
    """
    return _TABLE
