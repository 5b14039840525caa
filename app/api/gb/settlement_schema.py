"""The response of ``POST /v1/gb/settle`` (API.md, "Chinese Official"): per
player the name and net, for the winner the fans (each with its count, its
tiles and its G-id) and the reading; every payment with its G rule; the
next hand with its round wind and number."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import PaymentSchema, SeatMapSchema
from app.http.fields import Strict, seat_field

from .table_schema import SITTING_HANDS


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(metadata={"description": description}, **{"required": True, **kwargs})


def _str(description: str, **kwargs) -> fields.String:
    return fields.String(metadata={"description": description}, **{"required": True, **kwargs})


class GbFanSchema(Strict):
    """One fan (番种) of the winner's, counted by the 1998 principles (G-W2)."""

    code = fields.String(required=True, metadata={"description": "stable fan code, see GET /v1/gb/rules",
                                                  "example": "pure_straight"})
    name = _str("its Chinese name, in every language")
    english = _str("its English name, in every language")
    fan = _int("番 per occurrence (G1–G81)", validate=validate.Range(min=1, max=88))
    count = _int("how many times it is counted (a 幺九刻 per pung, 花牌 per flower …)", validate=validate.Range(min=1))
    tiles = _str("the tiles that make it (mpsz); sets combined into one fan joined by '; '")
    rule = fields.String(required=True, metadata={"description": "its G-id", "example": "G28"})


_WINNER = "the winner only"


class GbPlayerResultSchema(Strict):
    name = _str("the seat's name as given, or null", allow_none=True)
    net = _int("total gain of the hand; negative is a loss; the four sum to 0 (G-P4)")
    fan = _int(f"{_WINNER}: fans with 花牌 (F of G-P1, G-P2)", required=False, validate=validate.Range(min=8))
    fan_without_flowers = _int(f"{_WINNER}: fans without 花牌, at least 8 (G-W1)", required=False,
                               validate=validate.Range(min=8))
    items = fields.List(fields.Nested(GbFanSchema), metadata={"description": f"{_WINNER}: every fan (G-W2)"})
    reading = _str(f"{_WINNER}: the hand as sets and a pair, or its special shape, and where the winning tile "
                   "lies, in the answer's language (Accept-Language)", required=False)


class GbPlayersSchema(Strict):
    east = fields.Nested(GbPlayerResultSchema, required=True, metadata={"description": "东, the dealer"})
    south = fields.Nested(GbPlayerResultSchema, required=True, metadata={"description": "南"})
    west = fields.Nested(GbPlayerResultSchema, required=True, metadata={"description": "西"})
    north = fields.Nested(GbPlayerResultSchema, required=True, metadata={"description": "北"})


class GbPaymentSchema(PaymentSchema):
    rule = _str("G-P1 (self-drawn: 8 + fans each) or G-P2 (on a discard: the discarder 8 + fans, the others 8)",
                validate=validate.OneOf(["G-P1", "G-P2"]))


class GbNextHandSchema(Strict):
    dealer = seat_field("the seat, this hand, of who deals next: the deal passes every hand (G-S1)", required=True)
    round_wind = seat_field("圈风 of the next hand: 东 for hands 1–4, 南 5–8, 西 9–12, 北 13–16 (G-S1)",
                            required=True)
    hand = _int("the next hand's number (2–16), or null when the table gave no `hand` (G-S3)", allow_none=True,
                validate=validate.Range(min=2, max=SITTING_HANDS))
    seats = fields.Nested(SeatMapSchema, required=True,
                          metadata={"description": "each seat's seat in the next hand: the deal passes, and before "
                                    "hand 9 东 and 南 swap, 西 and 北 (G-S2)"})


class GbSettleResponseSchema(Strict):
    outcome = _str("win, or draw (荒庄, G-P3)", validate=validate.OneOf(["win", "draw"]))
    winner = seat_field("the winner's seat; null for 荒庄", required=True, allow_none=True)
    players = fields.Nested(GbPlayersSchema, required=True,
                            metadata={"description": "each seat's net, and the winner's fans and reading"})
    payments = fields.List(fields.Nested(GbPaymentSchema), required=True,
                           metadata={"description": "every payment with its rule; none for 荒庄 (G-P3)"})
    next = fields.Nested(GbNextHandSchema, required=True, allow_none=True,
                         metadata={"description": "the hand to come; null after hand 16, when the sitting is over "
                                   "(G-S3)"})
