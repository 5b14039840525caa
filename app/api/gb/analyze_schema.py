"""The request and response of ``POST /v1/gb/analyze`` (API.md, "Chinese
Official"): shanten over every shape, and each wait's fans on a discard and
self-drawn, and whether it reaches the 8 fans without flowers (G-W1)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import HAND_TILES, VISIBLE_TILES, MeldSchema
from app.http.fields import Strict, StrictBoolean, seat_field, tile_field

from .settlement_schema import GbFanSchema
from .table_schema import FLOWER_TILES, refused


class GbAnalyzeRequestSchema(Strict):
    hand = tile_field(HAND_TILES, "concealed tiles: 13 − 3 × melds (G-T2); no flower", "123m 456m 78m 789s 11p",
                      required=True)
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=4),
                        metadata={"description": "exposed melds and concealed kongs"})
    flowers = tile_field(FLOWER_TILES, "花牌 laid out (G81): added to each wait's fans, never towards the 8 (G-W1)",
                         "1f", allow_none=True)
    seat = seat_field("whose hand: 门风 is the seat (G-T3)", load_default="east")
    round_wind = seat_field("圈风, the prevalent wind (G-T3)", load_default="east")
    visible = tile_field(VISIBLE_TILES, "tiles this player can see elsewhere (rivers, other players' melds): what "
                         "is left of each wait, and 和绝张 (G58) when the other three are in sight (G-W3)", "9m 9m",
                         allow_none=True)
    de = refused("G-T1", "there is no wild tile, 得 or 癞子")


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


class GbWayToWinSchema(Strict):
    """This hand's fans on one way of winning the wait: no flag but 和绝张 assumed."""

    fan = _int("fans with 花牌")
    fan_without_flowers = _int("fans without 花牌 (G-W1)")
    reaches_8 = StrictBoolean(required=True, metadata={"description": "8 fans or more without flowers: a win "
                                                                      "(G-W1)"})
    items = fields.List(fields.Nested(GbFanSchema), required=True, metadata={"description": "every fan (G-W2)"})


class GbWaitSchema(Strict):
    tile = fields.String(required=True, metadata={"description": "a kind that completes the hand (mpsz)",
                                                  "example": "9m"})
    remaining = _int("copies this player has not seen (never below 0)", validate=validate.Range(0, 4))
    discard_win = fields.Nested(GbWayToWinSchema, required=True, allow_none=True,
                                metadata={"description": "won on a discard (点和)"})
    self_drawn = fields.Nested(GbWayToWinSchema, required=True, allow_none=True,
                               metadata={"description": "won self-drawn (自摸)"})


class GbAnalysisSchema(Strict):
    shanten = _int("tiles from ready (0 = ready, 听牌): the least over sets and a pair, 七对, 十三幺, 全不靠 and "
                   "组合龙 (G-T2)", validate=validate.Range(min=0))
    ready = StrictBoolean(required=True, metadata={"description": "shanten is 0"})
    waits = fields.List(fields.Nested(GbWaitSchema), required=True,
                        metadata={"description": "every kind that completes the hand, in mpsz order; empty when not "
                                  "ready"})
