"""A 国标 sitting (一场, G-S1–G-S3): up to 16 hands, four rounds of four
with the round wind 东 南 西 北; the deal passes every hand; before hand 9
the players then at 东 and 南 swap seats, and 西 and 北; totals by name.

``settle_sitting`` takes ``POST /v1/gb/settle/session``'s shape (API.md):
``players`` at the first hand's seats, that hand's number (``hand``, 1 unless
the sitting resumes from an earlier answer's ``next``) and ``hands`` in order,
each a table without ``round_wind`` (the sitting derives it); a seat's
``name``, where given, must be the player the seating puts there.  A sitting
may stop early: ``next`` says who deals the hand to come, its round wind and
number.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Lang
from ..engine.seats import SEATS, Seat
from ..engine.sitting import name_problems, play_hands, player_problems, rotate, standings
from . import problems as P
from .checks import check_table
from .settlement import Settlement, next_hand, settle
from .table import WIND_NAMES, Table, read_table

HANDS = 16  # G-S1


class Setup(NamedTuple):
    """Who sits where, and the hand's number (1–16)."""

    seating: Mapping[Seat, str]
    hand: int = 1

    @property
    def round_wind(self) -> int:
        return 27 + (self.hand - 1) // 4

    def following(self) -> Setup:
        after = next_hand(self.hand, self.round_wind)
        seats = after.seats if after else {seat: seat.next_hand_seat() for seat in SEATS}
        return Setup(rotate(self.seating, seats), self.hand + 1)

    def to_dict(self) -> dict[str, Any]:
        return {"seating": {str(seat): self.seating[seat] for seat in SEATS}, "hand": self.hand,
                "round_wind": WIND_NAMES[self.round_wind]}


class HandResult(NamedTuple):
    setup: Setup
    settlement: Settlement

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {**self.setup.to_dict(), "settlement": self.settlement.to_dict(lang)}


@dataclass
class PlayerTotal:
    """A player's sitting: net, hands won (self-drawn among them), wins paid for as the discarder, hands dealt."""

    player: str
    net: int = 0
    wins: int = 0
    self_drawn: int = 0
    discarded: int = 0
    dealt: int = 0

    def add(self, hand: HandResult, seat: Seat) -> None:
        settled = hand.settlement
        self.net += settled.nets[seat]
        won = settled.winner is seat
        self.wins += won
        self.self_drawn += won and bool(settled.payments) and settled.payments[0].rule == "G-P1"
        self.discarded += any(p.payer is seat and p.amount > 8 and p.rule == "G-P2" for p in settled.payments)
        self.dealt += seat is Seat.EAST


@dataclass(frozen=True)
class Sitting:
    hands: tuple[HandResult, ...]
    totals: tuple[PlayerTotal, ...]  # highest net first; ties in first-hand seat order
    next: Setup | None  # the hand to come; None after hand 16

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The body of ``POST /v1/gb/settle/session`` (API.md), texts in ``lang``."""
        return {"hands": [hand.to_dict(lang) for hand in self.hands],
                "totals": [vars(total) for total in self.totals],
                "next": None if self.next is None else self.next.to_dict()}


def settle_sitting(data: Mapping[str, Any]) -> Sitting:
    """Settle every hand; raises ``TableError`` with every hand's problems at
    once, each path under its hand (``hands[3].seats.west.hand``)."""
    players = {seat: data["players"][str(seat)] for seat in SEATS}
    problems = player_problems(players)
    first, hands = data.get("hand", 1), data["hands"]
    if not 1 <= first <= HANDS:
        problems.append(Problem("hand", P.HAND_NUMBER(hand=first, rule="G-S1"), P.SITTING_LENGTH))
        first = 1  # the hands are still read, for every problem at once
    room = HANDS - first + 1
    if len(hands) > room:
        message = (P.TOO_MANY_HANDS(count=len(hands), rule="G-S1") if first == 1
                   else P.TOO_MANY_HANDS_FROM(first=first, room=room, count=len(hands), rule="G-S1"))
        problems.append(Problem("hands", message, P.SITTING_LENGTH))
        hands = hands[:room]
    played, found, setup = play_hands(hands, Setup(players, first), _Play())
    problems += found
    if problems:
        raise TableError(problems)
    results = [HandResult(p.setup, p.settlement) for p in played]
    return Sitting(tuple(results), standings(players.values(), results, PlayerTotal),
                   setup if setup.hand <= HANDS else None)


class _Play:
    """How a 国标 hand is played in a sitting (``engine.sitting.HandPlay``)."""

    @staticmethod
    def read(hand: Mapping[str, Any], setup: Setup) -> tuple[Table, list[Problem], list[Problem], Setup]:
        table, read_problems = read_table(hand, names=setup.seating, round_wind=setup.round_wind, hand=setup.hand)
        return table, read_problems, name_problems(hand, setup.seating, "G-S2"), setup

    @staticmethod
    def settle(table: Table) -> Settlement:
        problems = check_table(table)
        if problems:
            raise TableError(problems)
        return settle(table)

    check = staticmethod(check_table)

    @staticmethod
    def following(setup: Setup, table: Table, settlement: Settlement | None) -> Setup:
        return setup.following()
