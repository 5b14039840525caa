"""The request and response of ``POST /v1/wenling/analyze`` (API.md's Wenling section)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import HAND_TILES, ONE_TILE, VISIBLE_TILES, MeldSchema, ScoreItemSchema
from app.http.fields import Strict, StrictBoolean, seat_field, tile_field

from ..table_schema import FLIPPED_TILES, WenlingRulesSchema, refused


class WenlingAnalyzeRequestSchema(Strict):
    de = tile_field(ONE_TILE, "the turned-up indicator (W5)", "1z", required=True)
    seat = seat_field("whose hand: their seat wind and flowers count (W3, W13)", load_default="east")
    hand = tile_field(HAND_TILES, "concealed tiles: 16 − 3 × melds", "123m 234m 345m 78m 999s 88m", required=True)
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=5))
    flipped_tiles = tile_field(FLIPPED_TILES, "the special tiles this seat laid out, by kind (W7–W8)", "5z 1f",
                               allow_none=True)
    drawn = tile_field(ONE_TILE, "a tile just drawn: then `win` and `discards` are answered too", "6m",
                       allow_none=True, load_default=None)
    visible = tile_field(VISIBLE_TILES, "tiles this player can see elsewhere (rivers, other players' melds), "
                         "to count what is left of each wait", "6m 6m 9m", allow_none=True, load_default=None)
    rules = fields.Nested(WenlingRulesSchema, metadata={"description": "rule settings; see GET /v1/wenling/rules"})
    flipped = refused("W8", "give the special tiles by kind in flipped_tiles")


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


class WenlingWinScoreSchema(Strict):
    """This seat's 牌点 on one win: no payments."""

    points = _int("rounded up to 10 and held at 500 (W15); a 腊子胡 500 (W10)")
    capped = StrictBoolean(required=True, metadata={"description": "held at 500 (W15)"})
    base = _int("胡")
    bonus = _int("基础 20 胡 (W12)")
    fan = _int("番")
    raw = _int("before rounding and the cap")
    items = fields.List(fields.Nested(ScoreItemSchema), required=True)
    reading = fields.String(required=True, allow_none=True,
                            metadata={"description": "the reading scored (R23); null for a 腊子胡"})


class WenlingWaitSchema(Strict):
    tile = fields.String(required=True, metadata={"description": "a kind that completes the hand", "example": "6m"})
    remaining = _int("copies this player has not seen (never below 0)", validate=validate.Range(0, 4))
    discard_win = fields.Nested(WenlingWinScoreSchema, required=True, metadata={"description": "won on a discard"})
    self_drawn = fields.Nested(WenlingWinScoreSchema, required=True, metadata={"description": "won self-drawn"})


class WenlingDrawSchema(Strict):
    tile = fields.String(required=True, metadata={"description": "a kind (mpsz)", "example": "6m"})
    remaining = _int("copies this player has not seen (never below 0)", validate=validate.Range(0, 4))


class WenlingDiscardSchema(Strict):
    tile = fields.String(required=True, metadata={"description": "the tile discarded from hand + drawn"})
    shanten = _int("shanten of what is left", validate=validate.Range(min=0))
    waits = fields.List(fields.Nested(WenlingDrawSchema), required=True,
                        metadata={"description": "its waits, unscored"})


class WenlingAnalysisSchema(Strict):
    shanten = _int("tiles from ready (0 = ready), 得 wild; the shape alone", validate=validate.Range(min=0))
    ready = StrictBoolean(required=True, metadata={"description": "shanten is 0"})
    waits = fields.List(fields.Nested(WenlingWaitSchema), required=True,
                        metadata={"description": "every kind that completes the hand, in mpsz order: every 得 kind "
                                  "when ready, a special kind never (W7); empty when not ready"})
    win = fields.Nested(WenlingWinScoreSchema, required=True, allow_none=True,
                        metadata={"description": "with `drawn`: hand + drawn as a self-drawn win, or null"})
    discards = fields.List(fields.Nested(WenlingDiscardSchema), required=True, allow_none=True,
                           metadata={"description": "with `drawn`: each distinct tile of hand + drawn; else null"})
