"""The response of ``POST /v1/wenling/settle`` (API.md's Wenling section):
``bao`` in place of ``dianpao``, ``laizi``, and per player ``capped``."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import COUNTED_ANSWER, MAX_DEALER_STREAK, PaymentSchema, ScoreItemSchema, SeatMapSchema
from app.http.fields import Strict, StrictBoolean, seat_field


def _int(description: str = "", **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description} if description else {}, **kwargs)


def _str(description: str = "", **kwargs) -> fields.String:
    return fields.String(required=True, metadata={"description": description} if description else {}, **kwargs)


class WenlingPlayerResultSchema(Strict):
    name = _str(allow_none=True)
    base = _int("胡 (W11–W12)")
    bonus = _int("基础 20 胡 (the winner only, W12)")
    fan = _int("番 (W13–W14)")
    raw = _int("the total before rounding and the cap (W15); a 腊子胡 winner's is 500 (W10); a counted seat's count")
    points = _int("rounded up to 10 and held at 500 (W15); 0 for the 被包方 (W21)")
    capped = StrictBoolean(required=True, metadata={"description": "the total was held at 500 (W15)"})
    counted = StrictBoolean(required=True, metadata={"description": COUNTED_ANSWER})
    net = _int("total gain of the hand; negative is a loss")
    items = fields.List(fields.Nested(ScoreItemSchema), required=True)
    reading = _str("the winner's reading of the hand (R23), in the answer's language (Accept-Language)",
                   allow_none=True)


class WenlingPlayersSchema(Strict):
    east = fields.Nested(WenlingPlayerResultSchema, required=True)
    south = fields.Nested(WenlingPlayerResultSchema, required=True)
    west = fields.Nested(WenlingPlayerResultSchema, required=True)
    north = fields.Nested(WenlingPlayerResultSchema, required=True)


class BaoSchema(Strict):
    applied = StrictBoolean(required=True)
    discarder = seat_field("the 被包方, who pays for everyone (W21)", required=True, allow_none=True)
    trigger = fields.Integer(required=True, allow_none=True, validate=validate.Range(1, 4),
                             metadata={"description": "which of W20's four held (the first), or null"})
    decided_by = _str(validate=validate.OneOf(["stated", "evidence", "not_applicable", "no_evidence"]))
    reason = _str("why, in the answer's language (Accept-Language)")


class LaiziSchema(Strict):
    condition = _int("which of W9's seven conditions (the first that holds); null for a counted winner's "
                     "stated 腊子胡 (code stated)", validate=validate.Range(1, 7), allow_none=True)
    code = _str("a stable code for the condition")
    name = _str("its Chinese name, in every language")
    english = _str("its English name, in every language")
    reason = _str("why, in the answer's language (Accept-Language)")


class WenlingNextHandSchema(Strict):
    dealer = seat_field("the seat, this hand, of who deals next (W24)", required=True)
    dealer_streak = _int("the request's streak + 1 when the dealer won, else 1 (W24)",
                         validate=validate.Range(min=1, max=MAX_DEALER_STREAK + 1))
    seats = fields.Nested(SeatMapSchema, required=True, metadata={"description": "each seat's seat in the next hand"})


class WenlingSettleResponseSchema(Strict):
    outcome = _str(validate=validate.OneOf(["win", "draw"]))
    winner = seat_field(required=True, allow_none=True)
    live_phase = StrictBoolean(required=True, allow_none=True,
                               metadata={"description": "生牌阶段 (R34); null when wall_remaining was not given"})
    bao = fields.Nested(BaoSchema, required=True)
    laizi = fields.Nested(LaiziSchema, required=True, allow_none=True,
                          metadata={"description": "the 腊子胡 (W9–W10), or null"})
    players = fields.Nested(WenlingPlayersSchema, required=True)
    payments = fields.List(fields.Nested(PaymentSchema), required=True)
    next = fields.Nested(WenlingNextHandSchema, required=True)
