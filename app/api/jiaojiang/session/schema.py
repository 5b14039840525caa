"""The request and response of ``POST /v1/settle/session`` (API.md): a sitting (一场)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import MAX_HANDS, MAX_STREAK_IN_SITTING, SeatingSchema, SittingPlayersSchema
from app.http.fields import Strict, int_field

from ..settlement_schema import NextHandSchema, SettleResponseSchema
from ..table_schema import MAX_DEALER_STREAK, RulesSchema, SettleRequestSchema, StakeSchema

# Stakes in force add up while a dealer holds the seat (R30, R42): a resumed
# sitting may pass back what a long run of stakes summed to.
MAX_STAKE_IN_FORCE = 10_000 * 24 * MAX_HANDS


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


class StakeInForceSchema(StakeSchema):
    amount = int_field(0, MAX_STAKE_IN_FORCE, required=True)


class SessionHandSchema(SettleRequestSchema):
    """A hand of the sitting: a ``/v1/settle`` request without ``dan``, ``rules``
    and ``dealer_streak``, which the sitting gives; its ``stakes`` are those newly
    thrown before it, and a seat's ``name``, when given, must be the derived one."""

    class Meta(SettleRequestSchema.Meta):
        exclude = ("dan", "rules", "dealer_streak")


class SessionRequestSchema(Strict):
    players = fields.Nested(
        SittingPlayersSchema,
        required=True,
        metadata={"description": "the four players' names at their seats in the first hand; four different names"},
    )
    dan = int_field(0, 10_000, load_default=0, metadata={"description": "弹, the table stake, for the sitting (R29)"})
    rules = fields.Nested(RulesSchema, metadata={"description": "rule settings for the sitting; see GET /v1/rules"})
    dealer_streak = int_field(
        1, MAX_DEALER_STREAK, load_default=1, metadata={"description": "做庄次 at the first hand (R29)"}
    )
    stakes = fields.List(
        fields.Nested(StakeInForceSchema),
        validate=validate.Length(max=24),
        metadata={"description": "扔弹 in force at the first hand, between its seats (R30, R42)"},
    )
    hands = fields.List(
        fields.Nested(SessionHandSchema),
        required=True,
        validate=validate.Length(min=1, max=MAX_HANDS),
        metadata={"description": "the hands in playing order"},
    )


# --- the response ------------------------------------------------------------


class SittingNextHandSchema(NextHandSchema):
    dealer_streak = _int(
        "the hand's streak + 1 when the dealer won, else 1 (R41)",
        validate=validate.Range(min=1, max=MAX_STREAK_IN_SITTING),
    )


class HandSettlementSchema(SettleResponseSchema):
    next = fields.Nested(SittingNextHandSchema, required=True)


class SetupSchema(Strict):
    seating = fields.Nested(SeatingSchema, required=True, metadata={"description": "who sits at each seat"})
    dealer_streak = _int("做庄次 (R29)", validate=validate.Range(min=1, max=MAX_STREAK_IN_SITTING))
    stakes = fields.List(
        fields.Nested(StakeInForceSchema),
        required=True,
        metadata={"description": "扔弹 in force, one per pair of seats, amounts summed (R30)"},
    )


class SessionHandResultSchema(SetupSchema):
    settlement = fields.Nested(
        HandSettlementSchema, required=True, metadata={"description": "what POST /v1/settle answers for this hand"}
    )


class PlayerTotalSchema(Strict):
    player = fields.String(required=True)
    net = _int("total gain over the sitting; the four sum to 0")
    wins = _int("hands won")
    self_drawn = _int("hands won by 自摸")
    dianpao = _int("hands paid as the 点炮 discarder (R37)")
    limit = _int("劣子 hands (R28)")
    dealt = _int("hands dealt (东)")


class SessionResponseSchema(Strict):
    hands = fields.List(fields.Nested(SessionHandResultSchema), required=True)
    totals = fields.List(
        fields.Nested(PlayerTotalSchema),
        required=True,
        metadata={"description": "by net, highest first; ties in first-hand seat order"},
    )
    next = fields.Nested(
        SetupSchema, required=True, metadata={"description": "the seating, streak and stakes for the hand to come"}
    )
