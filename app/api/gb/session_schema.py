"""The request and response of ``POST /v1/gb/settle/session``: a 国标 sitting
(一场) of up to 16 hands (G-S1–G-S3), players by name."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import MAX_HANDS, SeatingSchema, SittingPlayersSchema
from app.http.fields import Strict, int_field, seat_field

from .settlement_schema import GbSettleResponseSchema
from .table_schema import SITTING_HANDS, GbSettleRequestSchema


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description}, **kwargs)


class GbSessionHandSchema(GbSettleRequestSchema):
    """A hand of the sitting: a ``/v1/gb/settle`` request without
    ``round_wind`` and ``hand``, which the sitting derives (G-S1); a seat's
    ``name``, where given, must be the player the seating puts there (G-S2)."""

    class Meta(GbSettleRequestSchema.Meta):
        exclude = ("round_wind", "hand")


class GbSessionRequestSchema(Strict):
    players = fields.Nested(SittingPlayersSchema, required=True,
                            metadata={"description": "the four players' names at their seats in the first hand; "
                                      "four different names"})
    hand = int_field(1, SITTING_HANDS, load_default=1,
                     metadata={"description": "the first hand's number (G-S1), so that a sitting resumes from an "
                               "earlier answer's `next`: its `seating` as `players`, its `hand` here"})
    hands = fields.List(fields.Nested(GbSessionHandSchema), required=True,
                        validate=validate.Length(min=1, max=MAX_HANDS),
                        metadata={"description": "the hands in playing order, from hand `hand`; past hand 16 is a "
                                  "422 (G-S1)"})


class GbSetupSchema(Strict):
    seating = fields.Nested(SeatingSchema, required=True,
                            metadata={"description": "who sits at each seat: the deal passes every hand, and "
                                      "before hand 9 东 and 南 swap, 西 and 北 (G-S2)"})
    hand = _int("the hand's number, 1–16 (G-S1)", validate=validate.Range(min=1, max=SITTING_HANDS))
    round_wind = seat_field("圈风: 东 for hands 1–4, 南 5–8, 西 9–12, 北 13–16 (G-S1)", required=True)


class GbSessionHandResultSchema(GbSetupSchema):
    settlement = fields.Nested(GbSettleResponseSchema, required=True,
                               metadata={"description": "what POST /v1/gb/settle answers for this hand, given its "
                                         "number"})


class GbPlayerTotalSchema(Strict):
    player = fields.String(required=True, metadata={"description": "the player's name"})
    net = _int("total gain over the sitting; the four sum to 0")
    wins = _int("hands won")
    self_drawn = _int("hands won by 自摸 (G-P1)")
    discarded = _int("wins paid for as the discarder, 8 + fans (G-P2)")
    dealt = _int("hands dealt (东)")


class GbSessionResponseSchema(Strict):
    hands = fields.List(fields.Nested(GbSessionHandResultSchema), required=True,
                        metadata={"description": "each hand's seating, number, round wind and settlement, in order"})
    totals = fields.List(fields.Nested(GbPlayerTotalSchema), required=True,
                         metadata={"description": "by net, highest first; ties in first-hand seat order"})
    next = fields.Nested(GbSetupSchema, required=True, allow_none=True,
                         metadata={"description": "the seating, number and round wind of the hand to come; null "
                                   "after hand 16 (G-S3)"})
