"""The request of ``POST /v1/settle``: a finished table (API.md)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import HAND_TILES, MAX_DEALER_STREAK, NAME, ONE_TILE, RIVER_TILES, MeldSchema, points_field
from app.core.jiaojiang.catalogue import SETTINGS
from app.core.jiaojiang.table import MAX_POINTS
from app.http.fields import Strict, StrictBoolean, int_field, seat_field, tile_field

WINNER_BONUS = SETTINGS["winner_bonus"]


COUNTED = ("the rounded 牌点汇总 this player counted, in place of hand, melds and flipped: a multiple of 10; "
           "劣子 at 400 or more (R27, R28). Giving both is a 422")


class SeatSchema(Strict):
    name = fields.String(validate=[validate.Length(max=40), NAME], metadata={"example": "老王"})
    hand = tile_field(
        HAND_TILES, "concealed tiles before the winning tile: 16 − 3 × melds; required unless points is given "
        "(or the hand is a 黄牌)", "123m 456p 789s 23s 11z"
    )
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=5))
    flipped = int_field(0, 4, metadata={"description": "flipped 白板 (or 红中) tiles (R10–R11)", "default": 0})
    points = points_field(MAX_POINTS, COUNTED)
    discards = tile_field(
        RIVER_TILES, "the river in order, claimed discards included (R35)", "9m1p4z", allow_none=True
    )


class SeatsSchema(Strict):
    east = fields.Nested(SeatSchema, required=True, metadata={"description": "东, always the dealer (R4)"})
    south = fields.Nested(SeatSchema, required=True)
    west = fields.Nested(SeatSchema, required=True)
    north = fields.Nested(SeatSchema, required=True)


class RulesSchema(Strict):
    winner_bonus = int_field(
        0,
        1000,
        load_default=WINNER_BONUS.default,
        metadata={"description": f"{WINNER_BONUS.chinese}: {WINNER_BONUS.description}"},
    )


class StakeSchema(Strict):
    between = fields.List(seat_field("a player"), required=True, validate=validate.Length(equal=2))
    amount = int_field(0, 10_000, required=True)


class WinSchema(Strict):
    seat = seat_field("the winner", required=True)
    tile = tile_field(ONE_TILE, "the winning tile", "3m", required=True)
    self_drawn = StrictBoolean(load_default=False)
    discarder = seat_field(
        "who discarded the winning tile; required unless self_drawn", allow_none=True, load_default=None
    )
    kong_replacement = StrictBoolean(load_default=False, metadata={"description": "杠上开花"})
    robbing_kong = StrictBoolean(
        load_default=False, metadata={"description": "抢杠和; discarder names who tried the kong"}
    )
    last_tile = StrictBoolean(load_default=False, metadata={"description": "海底捞月"})
    dianpao = StrictBoolean(
        allow_none=True,
        load_default=None,
        metadata={"description": "点炮 stated; null lets the service decide from the evidence (R38)"},
    )


class SettleRequestSchema(Strict):
    de = tile_field(ONE_TILE, "the 得 (wild) kind (R6); required when any seat gives tiles", "5p")
    dan = int_field(0, 10_000, load_default=0, metadata={"description": "弹, the table stake (R29)"})
    dealer_streak = int_field(1, MAX_DEALER_STREAK, load_default=1, metadata={"description": "做庄次 (R29)"})
    rules = fields.Nested(RulesSchema, metadata={"description": "rule settings; see GET /v1/rules"})
    seats = fields.Nested(SeatsSchema, required=True)
    stakes = fields.List(
        fields.Nested(StakeSchema), validate=validate.Length(max=24), metadata={"description": "扔弹 (R30)"}
    )
    win = fields.Nested(
        WinSchema, allow_none=True, load_default=None, metadata={"description": "absent or null: 黄牌 (R33)"}
    )
    wall_remaining = int_field(
        0,
        136,
        allow_none=True,
        load_default=None,
        metadata={"description": "tiles left in the wall when the winning tile was discarded (R38)"},
    )

