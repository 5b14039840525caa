"""The request and response of ``POST /v1/analyze`` (API.md)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import VISIBLE_TILES
from app.http.fields import Strict, StrictBoolean, int_field, seat_field, tile_field

from ..settlement_schema import ScoreItemSchema
from ..table_schema import HAND_TILES, ONE_TILE, MeldSchema, RulesSchema


class AnalyzeRequestSchema(Strict):
    de = tile_field(ONE_TILE, "the 得 (wild) kind (R6)", "9p", required=True)
    seat = seat_field("whose hand: their seat wind counts (R12, R21)", load_default="east")
    hand = tile_field(HAND_TILES, "concealed tiles: 16 − 3 × melds", "123m 234m 345m 78m 999s 88m", required=True)
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=5))
    flipped = int_field(0, 4, load_default=0, metadata={"description": "flipped 白板 (or 红中) tiles (R10–R11)"})
    drawn = tile_field(ONE_TILE, "a tile just drawn: then `win` and `discards` are answered too", "6m",
                       allow_none=True, load_default=None)
    visible = tile_field(VISIBLE_TILES, "tiles this player can see elsewhere (rivers, other players' melds), "
                         "to count what is left of each wait; not checked against the four copies", "6m 6m 9m",
                         allow_none=True, load_default=None)
    rules = fields.Nested(RulesSchema, metadata={"description": "rule settings; see GET /v1/rules"})


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


def _tile(description: str) -> fields.String:
    return fields.String(required=True, metadata={"description": description, "example": "6m"})


class WinScoreSchema(Strict):
    """This seat's 牌点 on one win: no 弹, no payments."""

    points = _int("牌点汇总 rounded up to 10 (R25, R27)")
    limit = StrictBoolean(required=True, metadata={"description": "劣子 (R28)"})
    base = _int("基础牌点")
    bonus = _int("基础牌点奖励 (R20)")
    fan = _int("番")
    raw = _int("牌点汇总 before rounding")
    items = fields.List(fields.Nested(ScoreItemSchema), required=True)
    reading = fields.String(required=True, metadata={"description": "the reading scored (R23)"})


class WaitSchema(Strict):
    tile = _tile("a kind that completes the hand (mpsz)")
    remaining = _int("copies this player has not seen (never below 0)", validate=validate.Range(0, 4))
    discard_win = fields.Nested(WinScoreSchema, required=True, metadata={"description": "won on a discard"})
    self_drawn = fields.Nested(WinScoreSchema, required=True, metadata={"description": "won self-drawn (自摸)"})


class DrawSchema(Strict):
    """A kind to draw, not scored."""

    tile = _tile("a kind (mpsz)")
    remaining = _int("copies this player has not seen (never below 0); after a discard, the discarded tile "
                     "counts as seen", validate=validate.Range(0, 4))


_IMPROVING = ("进张: every kind whose draw lowers the shanten (the best tile then discarded), in mpsz order; "
              "for a ready hand, its waits; the flip tile never")


class DiscardSchema(Strict):
    tile = _tile("the tile discarded from hand + drawn (mpsz)")
    shanten = _int("shanten of what is left", validate=validate.Range(min=0))
    waits = fields.List(fields.Nested(DrawSchema), required=True, metadata={"description": "its waits, unscored"})
    improving = fields.List(fields.Nested(DrawSchema), required=True, metadata={"description": _IMPROVING})


class AnalysisSchema(Strict):
    shanten = _int("tiles from ready (0 = ready, 听牌), 得 wild; judged on the shape alone",
                   validate=validate.Range(min=0))
    ready = StrictBoolean(required=True, metadata={"description": "shanten is 0"})
    waits = fields.List(fields.Nested(WaitSchema), required=True,
                        metadata={"description": "every kind that completes the hand, in mpsz order: a drawn 得 "
                                  "included when ready, the flip tile never (R10); empty when not ready"})
    improving = fields.List(fields.Nested(DrawSchema), required=True, metadata={"description": _IMPROVING})
    win = fields.Nested(WinScoreSchema, required=True, allow_none=True,
                        metadata={"description": "with `drawn`: hand + drawn as a self-drawn win, or null"})
    discards = fields.List(fields.Nested(DiscardSchema), required=True, allow_none=True,
                           metadata={"description": "with `drawn`: each distinct tile of hand + drawn, best first "
                                     "(lowest shanten, then most remaining waits, then most remaining useful "
                                     "draws, then mpsz order); else null"})
