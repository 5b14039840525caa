"""The toy rule set as the HTTP layer serves it, at ``/v1/toy/…``: its
schemas, examples and texts (``tests/toy/__init__.py``)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.served import Listing, Operation, ServedRuleSet, Texts
from app.api.shared_schema import MeldSchema, PaymentSchema, SeatMapSchema, SittingPlayersSchema
from app.http.fields import Strict, StrictBoolean, seat_field, tile_field

from .core import PAYOUTS, RULE_SET


class ToySeatSchema(Strict):
    name = fields.String(validate=validate.Length(max=40))
    hand = tile_field(60, "13 − 3 × melds tiles (T1)", "123m 456m 789m 123p 5p", required=True)
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=4), load_default=())


class ToySeatsSchema(Strict):
    east = fields.Nested(ToySeatSchema, required=True)
    south = fields.Nested(ToySeatSchema, required=True)
    west = fields.Nested(ToySeatSchema, required=True)
    north = fields.Nested(ToySeatSchema, required=True)


class ToyWinSchema(Strict):
    seat = seat_field("the winner", required=True)
    tile = tile_field(20, "the winning tile", "5p", required=True)
    self_drawn = StrictBoolean(load_default=False)
    discarder = seat_field("who discarded it", allow_none=True, load_default=None)


class ToyRulesRequestSchema(Strict):
    payout = fields.String(validate=validate.OneOf(PAYOUTS), metadata={"description": "T3: once or twice over"})


class ToySettleRequestSchema(Strict):
    rules = fields.Nested(ToyRulesRequestSchema)
    seats = fields.Nested(ToySeatsSchema, required=True)
    win = fields.Nested(ToyWinSchema, allow_none=True, load_default=None)


class ToyFanSchema(Strict):
    code = fields.String(required=True)
    name = fields.String(required=True)
    english = fields.String(required=True)


class ToyNextSchema(Strict):
    dealer = seat_field(required=True)


class ToySettlementSchema(Strict):
    outcome = fields.String(required=True)
    winner = seat_field(required=True, allow_none=True)
    fans = fields.List(fields.Nested(ToyFanSchema), required=True)
    nets = fields.Nested(SeatMapSchema, required=True)
    payments = fields.List(fields.Nested(PaymentSchema), required=True)
    next = fields.Nested(ToyNextSchema, required=True)


class ToySessionRequestSchema(Strict):
    rules = fields.Nested(ToyRulesRequestSchema)
    players = fields.Nested(SittingPlayersSchema, required=True)
    hands = fields.List(fields.Nested(ToySettleRequestSchema), required=True, validate=validate.Length(min=1, max=16))


class ToySeatingSchema(Strict):
    seating = fields.Dict(keys=fields.String(), values=fields.String(), required=True)


class ToyHandSchema(ToySeatingSchema):
    settlement = fields.Nested(ToySettlementSchema, required=True)


class ToyTotalSchema(Strict):
    player = fields.String(required=True)
    net = fields.Integer(required=True)


class ToySessionSchema(Strict):
    hands = fields.List(fields.Nested(ToyHandSchema), required=True)
    totals = fields.List(fields.Nested(ToyTotalSchema), required=True)
    next = fields.Nested(ToySeatingSchema, required=True)


class ToyAnalyzeRequestSchema(Strict):
    hand = tile_field(60, "13 tiles (T1)", "123m 456m 789m 123p 5p", required=True)


class ToyAnalysisSchema(Strict):
    shanten = fields.Integer(required=True)
    waits = fields.List(fields.String(), required=True)


class ToyRuleSchema(Strict):
    code = fields.String(required=True)
    name = fields.String(required=True)
    english = fields.String(required=True)
    fan = fields.Integer(required=True)
    rule = fields.String(required=True)


class ToyRulesSchema(Strict):
    items = fields.List(fields.Nested(ToyRuleSchema), required=True)
    settings = fields.List(fields.Dict(), required=True)


SEATS = {seat: {"hand": "19m 19p 19s 1234567z"} for seat in ("east", "south", "west", "north")}
TABLE = {"seats": {**SEATS, "east": {"hand": "234m 456m 678p 345s 5p"}},
         "win": {"seat": "east", "tile": "5p", "self_drawn": True}}
EXAMPLES = {"self-drawn": {"summary": "east wins self-drawn", "value": TABLE}}
SITTING = {"self-drawn": {"summary": "one hand", "value": {
    "players": {"east": "A", "south": "B", "west": "C", "north": "D"}, "hands": [TABLE]}}}


def _line(request, answer, lang) -> str:
    return f"{answer['outcome']} {answer.get('winner') or answer.get('totals')}\n"


SERVED = ServedRuleSet(
    core=RULE_SET,
    prefix="/v1/toy",
    settle=Operation(ToySettleRequestSchema, ToySettlementSchema, "Settle a toy hand",
                     "Settle a toy hand (T1–T4).\n\nThe toy rule set of the tests.", EXAMPLES),
    session=Operation(ToySessionRequestSchema, ToySessionSchema, "Settle a toy sitting",
                      "Settle a toy sitting.\n\nHand after hand (T4).", SITTING),
    analyze=Operation(ToyAnalyzeRequestSchema, ToyAnalysisSchema, "What a toy hand waits on",
                      "What a toy hand waits on.\n\nShanten and waits (T1).",
                      {"ready": {"summary": "ready", "value": {"hand": "234m 456m 678p 345s 5p"}}}),
    rules=Listing(ToyRulesSchema, "The toy rule table", "The toy rule table.\n\nIts fans (T2)."),
    texts=Texts(hand=_line, sitting=lambda r, a, lang: f"{len(a['hands'])} hands\n",
                spreadsheet=lambda r, a, lang: "hand\r\n"),
)
