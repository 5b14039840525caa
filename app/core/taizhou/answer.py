"""What the Taizhou rule sets' answers share: a player's figures, the
verdict of the one-pays-all rule (点炮, 包三家), and the next hand."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ..engine.messages import Lang, Text
from ..engine.records import from_fields
from ..engine.result import Payment, seat_text
from ..engine.seats import SEAT_NAMES, SEATS, Seat


class Verdict(NamedTuple):
    """Whether one player pays for everyone (点炮 R36–R37, 包三家 W20–W21),
    who, by which of the rule's triggers where it has several, and why."""

    applied: bool
    discarder: Seat | None
    decided_by: str  # "stated", "evidence", "not_applicable" or "no_evidence"
    reason: Text
    trigger: int | None = None

    def to_dict(self, lang: Lang, triggers: bool = False) -> dict[str, Any]:
        """The JSON form; ``triggers``: the rule has several, name the one that held."""
        if triggers:
            return {"applied": self.applied, "discarder": seat_text(self.discarder), "trigger": self.trigger,
                    "decided_by": self.decided_by, "reason": self.reason.render(lang)}
        return {"applied": self.applied, "discarder": seat_text(self.discarder), "decided_by": self.decided_by,
                "reason": self.reason.render(lang)}


class NextHand(NamedTuple):
    """Who deals next; ``seats`` maps each seat to its next seat (R41, W24)."""

    dealer: Seat
    dealer_streak: int
    seats: dict[Seat, Seat]

    @property
    def dealer_stays(self) -> bool:
        return self.dealer is _EAST

    def to_dict(self, stakes: bool = False) -> dict[str, Any]:
        """The JSON form; ``stakes``: the rule set has side stakes, which
        carry over when the dealer stays (R42)."""
        seats = self.seats
        # Either usual seating's JSON made once (a copy each), told inline: one a table.
        made = _PASS_JSON if seats == _PASS else _STAY_JSON if seats == _STAY else None
        seats_json = made.copy() if made is not None else {str(a): str(b) for a, b in seats.items()}
        out = {"dealer": SEAT_NAMES[self.dealer], "dealer_streak": self.dealer_streak, "seats": seats_json}
        if stakes:
            out["stakes_carry_over"] = self.dealer is _EAST
        return out


_new_next_hand = from_fields(NextHand)  # every field, in order, built in C


def next_hand(winner: Seat | None, dealer_streak: int) -> NextHand:
    """R41, W24: the dealer stays on a win of their own, the streak growing;
    otherwise 南 deals (a 黄牌 passes the deal)."""
    if winner is not None and winner.is_dealer:
        return _new_next_hand((_EAST, dealer_streak + 1, dict(_STAY)))
    return _new_next_hand((_SOUTH, 1, dict(_PASS)))


# Copied for each hand: a caller may change its own.
_EAST, _SOUTH = Seat.EAST, Seat.SOUTH  # looked up once: reading a member off an enum class is slow in 3.11
_STAY = {s: s for s in SEATS}
_PASS = {s: s.next_hand_seat() for s in SEATS}
_PASS_JSON, _STAY_JSON = ({str(a): str(b) for a, b in seats.items()} for seats in (_PASS, _STAY))


def with_nets(players: dict[Seat, Any], payments: Iterable[Payment]) -> None:
    """Each player's net over ``payments``, set in ``players``: both rule
    sets' player results, each rebuilt in one step in C (``_replace`` is a
    Python call taking keywords), ``net`` being its last field; one call for
    the table's four, the payments read by unpacking."""
    nets = dict.fromkeys(SEATS, 0)
    for payer, payee, amount, _, _ in payments:
        nets[payer] -= amount
        nets[payee] += amount
    for seat in SEATS:  # a loop, not a comprehension: in 3.11 that is a function made and called
        player = players[seat]
        players[seat] = tuple.__new__(type(player), (*player[:-1], nets[seat]))


def players_dict(players: dict[Seat, Any], lang: Lang, mark: str) -> dict[str, dict[str, Any]]:
    """Each player's figures in JSON, by seat; ``mark``: the rule set's flag
    beside the points and the field holding it (``limit`` 劣子, ``capped`` at 500).
    A player is read by position, in the order both rule sets' results list their fields."""
    out = {}
    for seat, (base, bonus, fan, raw, points, flag, items, reading, name, counted, net) in players.items():
        items_json = []  # a loop, not a comprehension: in 3.11 that is a function made and called
        for item in items:
            items_json.append(item.json.copy())  # item_dict inline: a copy each
        out[SEAT_NAMES[seat]] = {
            "name": name,
            "base": base,
            "bonus": bonus,
            "fan": fan,
            "raw": raw,
            "points": points,
            mark: flag,
            "counted": counted,
            "net": net,
            "items": items_json,
            "reading": None if reading is None else reading.render(lang),
        }
    return out
