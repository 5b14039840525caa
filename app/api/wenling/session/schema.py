"""The request and response of ``POST /v1/wenling/settle/session``: a Wenling sitting (一场)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import (
    MAX_DEALER_STREAK,
    MAX_HANDS,
    MAX_STREAK_IN_SITTING,
    SeatingSchema,
    SittingPlayersSchema,
)
from app.http.fields import Strict, int_field

from ..settlement_schema import WenlingNextHandSchema, WenlingSettleResponseSchema
from ..table_schema import WenlingRulesSchema, WenlingSettleRequestSchema, refused


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


class WenlingSessionHandSchema(WenlingSettleRequestSchema):
    """A hand of the sitting: a ``/v1/wenling/settle`` request without
    ``rules`` and ``dealer_streak``, which the sitting gives."""

    class Meta(WenlingSettleRequestSchema.Meta):
        exclude = ("rules", "dealer_streak")


class WenlingSessionRequestSchema(Strict):
    players = fields.Nested(SittingPlayersSchema, required=True,
                            metadata={"description": "the four players' names at their seats in the first hand"})
    rules = fields.Nested(WenlingRulesSchema, metadata={"description": "rule settings for the sitting"})
    dealer_streak = int_field(1, MAX_DEALER_STREAK, load_default=1,
                              metadata={"description": "做庄次 at the first hand (W24)"})
    hands = fields.List(fields.Nested(WenlingSessionHandSchema), required=True,
                        validate=validate.Length(min=1, max=MAX_HANDS),
                        metadata={"description": "the hands in playing order"})
    dan = refused("W19", "no 弹")
    stakes = refused("W19", "no 扔弹")


class WenlingSittingNextHandSchema(WenlingNextHandSchema):
    dealer_streak = _int("the hand's streak + 1 when the dealer won, else 1 (W24)",
                         validate=validate.Range(min=1, max=MAX_STREAK_IN_SITTING))


class WenlingHandSettlementSchema(WenlingSettleResponseSchema):
    next = fields.Nested(WenlingSittingNextHandSchema, required=True)


class WenlingSetupSchema(Strict):
    seating = fields.Nested(SeatingSchema, required=True, metadata={"description": "who sits at each seat"})
    dealer_streak = _int("做庄次 (W24)", validate=validate.Range(min=1, max=MAX_STREAK_IN_SITTING))


class WenlingSessionHandResultSchema(WenlingSetupSchema):
    settlement = fields.Nested(WenlingHandSettlementSchema, required=True,
                               metadata={"description": "what POST /v1/wenling/settle answers for this hand"})


class WenlingPlayerTotalSchema(Strict):
    player = fields.String(required=True)
    net = _int("total gain over the sitting; the four sum to 0")
    wins = _int("hands won")
    self_drawn = _int("hands won by 自摸")
    bao = _int("hands paid as the 被包方 (W21)")
    laizi = _int("腊子胡 hands won (W9)")
    dealt = _int("hands dealt (东)")


class WenlingSessionResponseSchema(Strict):
    hands = fields.List(fields.Nested(WenlingSessionHandResultSchema), required=True)
    totals = fields.List(fields.Nested(WenlingPlayerTotalSchema), required=True,
                         metadata={"description": "by net, highest first; ties in first-hand seat order"})
    next = fields.Nested(WenlingSetupSchema, required=True,
                         metadata={"description": "the seating and streak for the hand to come"})
