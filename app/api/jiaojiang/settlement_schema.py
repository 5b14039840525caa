"""The response of ``POST /v1/settle``: ``Settlement.to_dict()`` (API.md)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import COUNTED_ANSWER, PaymentSchema, ScoreItemSchema, SeatMapSchema
from app.http.fields import Strict, StrictBoolean, seat_field

from .table_schema import MAX_DEALER_STREAK


def _int(description: str = "", **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description} if description else {}, **kwargs)


def _str(**kwargs) -> fields.String:
    return fields.String(required=True, **kwargs)


class PlayerResultSchema(Strict):
    name = _str(allow_none=True)
    base = _int("基础牌点; 0 for a counted seat")
    bonus = _int("基础牌点奖励 (the winner only, R20)")
    fan = _int("番; 0 for a counted seat")
    raw = _int("牌点汇总 before rounding (R25–R26); a counted seat's counted points")
    points = _int("牌点汇总 rounded up to 10 (R27); 0 for a 点炮 discarder (R37)")
    limit = StrictBoolean(required=True, metadata={"description": "劣子 (R28)"})
    counted = StrictBoolean(required=True, metadata={"description": COUNTED_ANSWER})
    net = _int("total gain of the hand; negative is a loss")
    items = fields.List(fields.Nested(ScoreItemSchema), required=True)
    reading = _str(
        allow_none=True,
        metadata={"description": "the winner's reading of the hand (R23), in the answer's language (Accept-Language)"},
    )


class PlayersSchema(Strict):
    east = fields.Nested(PlayerResultSchema, required=True)
    south = fields.Nested(PlayerResultSchema, required=True)
    west = fields.Nested(PlayerResultSchema, required=True)
    north = fields.Nested(PlayerResultSchema, required=True)


class DianpaoSchema(Strict):
    applied = StrictBoolean(required=True)
    discarder = seat_field("the 点炮 discarder", required=True, allow_none=True)
    decided_by = _str(validate=validate.OneOf(["stated", "evidence", "not_applicable", "no_evidence"]))
    reason = _str(metadata={"description": "why, in the answer's language (Accept-Language)"})


class NextHandSchema(Strict):
    dealer = seat_field("the seat, this hand, of who deals next (R41)", required=True)
    dealer_streak = _int(
        "the request's streak + 1 when the dealer won, else 1 (R41): after a dealer's win at the request's "
        "limit, one more than a request may give",
        validate=validate.Range(min=1, max=MAX_DEALER_STREAK + 1),
    )
    seats = fields.Nested(SeatMapSchema, required=True, metadata={"description": "each seat's seat in the next hand"})
    stakes_carry_over = StrictBoolean(required=True, metadata={"description": "扔弹 stakes still stand (R42)"})


class SettleResponseSchema(Strict):
    outcome = _str(validate=validate.OneOf(["win", "draw"]))
    winner = seat_field(required=True, allow_none=True)
    live_phase = StrictBoolean(
        required=True,
        allow_none=True,
        metadata={"description": "生牌阶段 (R34); null when wall_remaining was not given"},
    )
    dianpao = fields.Nested(DianpaoSchema, required=True)
    players = fields.Nested(PlayersSchema, required=True)
    payments = fields.List(fields.Nested(PaymentSchema), required=True)
    next = fields.Nested(NextHandSchema, required=True)
