"""The request of ``POST /v1/wenling/settle``: a finished Wenling table (API.md).

Fields Wenling has no use for (W19: ``dan``, ``stakes``; W8: a seat's
``flipped`` count; ``win.dianpao``, ``win.last_tile``) are described as never
valid and reach the rules core, which refuses each with the rule that says
why (422), rather than as an unknown field (400)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import (
    HAND_TILES,
    MAX_DEALER_STREAK,
    NAME,
    ONE_TILE,
    RIVER_TILES,
    MeldSchema,
    points_field,
)
from app.core.wenling.catalogue import SETTINGS
from app.core.wenling.table import MAX_POINTS
from app.http.fields import Strict, StrictBoolean, int_field, refused_field, seat_field, tile_field

FLIPPED_TILES = 60  # 4 + 4 + 4 + 8 special tiles at most, in Chinese names with spaces


def refused(rule: str, instead: str) -> fields.Raw:
    """A field Wenling refuses (``refused_field``); the core names ``rule``."""
    return refused_field(f"not in Wenling ({rule}): {instead}; refused with 422")


def _setting(name: str) -> fields.String:
    setting = SETTINGS[name]
    return fields.String(validate=validate.OneOf(setting.choices), load_default=setting.default,
                         metadata={"description": f"{setting.chinese} ({setting.rule}): {setting.description}"})


class WenlingRulesSchema(Strict):
    winner_bonus = int_field(0, 1000, load_default=SETTINGS["winner_bonus"].default,
                             metadata={"description": "基础胡 (W12): the base added to the winner's points"})
    payment = _setting("payment")
    nao = _setting("nao")


class WenlingSeatSchema(Strict):
    name = fields.String(validate=[validate.Length(max=40), NAME], metadata={"example": "阿明"})
    hand = tile_field(HAND_TILES, "concealed tiles before the winning tile: 16 − 3 × melds; no flower but a "
                      "flower 得; required unless points is given (or the hand is a 黄牌)", "123m 456p 789s 23s 11z")
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=5))
    flipped_tiles = tile_field(FLIPPED_TILES, "the special tiles this seat laid out, by kind (W7–W8)", "5z 1f",
                               allow_none=True)
    discards = tile_field(RIVER_TILES, "the river in order, claimed discards included (W20)", "9m1p4z",
                          allow_none=True)
    points = points_field(MAX_POINTS, "the rounded 牌点汇总 this player counted, capped at 500 (W15), in place of "
                          "hand, melds and flipped_tiles: a multiple of 10. Giving both is a 422")
    flipped = refused("W8", "give the special tiles by kind in flipped_tiles")


class WenlingSeatsSchema(Strict):
    east = fields.Nested(WenlingSeatSchema, required=True, metadata={"description": "东, always the dealer (W3)"})
    south = fields.Nested(WenlingSeatSchema, required=True)
    west = fields.Nested(WenlingSeatSchema, required=True)
    north = fields.Nested(WenlingSeatSchema, required=True)


class WenlingWinSchema(Strict):
    seat = seat_field("the winner", required=True)
    tile = tile_field(ONE_TILE, "the winning tile", "3m", required=True)
    self_drawn = StrictBoolean(load_default=False)
    discarder = seat_field("who discarded the winning tile; required unless self_drawn", allow_none=True,
                           load_default=None)
    kong_replacement = StrictBoolean(load_default=False, metadata={"description": "杠上开花 (W14)"})
    robbing_kong = StrictBoolean(load_default=False,
                                 metadata={"description": "抢杠和 (W14); discarder names who tried the kong"})
    laizi = StrictBoolean(allow_none=True, load_default=None,
                          metadata={"description": "腊子胡 stated (W9); null lets the service judge it"})
    heavenly = StrictBoolean(load_default=False, metadata={"description": "天胡 (W9.7): the dealer's opening "
                                                                         "17 tiles win; stated"})
    bao = StrictBoolean(allow_none=True, load_default=None,
                        metadata={"description": "包三家 stated (W20); null lets the service decide from the "
                                  "evidence"})
    dianpao = refused("W20", "包三家 replaces 点炮: state it in bao")
    last_tile = refused("W14", "no 海底捞月")


class WenlingSettleRequestSchema(Strict):
    de = tile_field(ONE_TILE, "the turned-up indicator: its kind is 得; a flower makes the other three of its "
                    "colour 得 (W5); required when any seat gives tiles", "1z")
    dealer_streak = int_field(1, MAX_DEALER_STREAK, load_default=1,
                              metadata={"description": "做庄次: no effect on payments (W24)"})
    rules = fields.Nested(WenlingRulesSchema, metadata={"description": "rule settings; see GET /v1/wenling/rules"})
    seats = fields.Nested(WenlingSeatsSchema, required=True)
    win = fields.Nested(WenlingWinSchema, allow_none=True, load_default=None,
                        metadata={"description": "absent or null: 黄牌 (W23)"})
    wall_remaining = int_field(0, 144, allow_none=True, load_default=None,
                               metadata={"description": "tiles left in the wall when the winning tile was discarded "
                                         "(W20); a 黄牌 has 16 or 17 (W23)"})
    dan = refused("W19", "no 弹")
    stakes = refused("W19", "no 扔弹")
