"""A Wenling sitting (一场): hand after hand through the engine's sitting
loop (``engine.sitting.play_hands``), each hand read and settled as
``POST /v1/wenling/settle`` would with the sitting's rules, seating and streak.

The request: ``players`` (the four names at their seats in the first
hand), ``rules``, ``dealer_streak`` (at the first hand, default 1) and
``hands``; no ``dan`` or ``stakes`` (W19).  Seats turn when the dealer
passes, on a 黄牌 too (W23, W24).

Decisions where RULES-wenling.md is silent:

- The sitting's ``rules`` are every hand's: a hand's own ``rules`` and
  ``dealer_streak`` give way to the sitting's (as Jiaojiang's sitting does).
- ``totals`` count per player: net, wins, self-drawn wins, hands paid as the
  被包方 (``bao``), 腊子胡 wins (``laizi``) and hands dealt.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine.errors import PLAYER_NAME, Problem, TableError
from ..engine.seats import SEATS, Seat
from ..engine.sitting import name_problems, play_hands, player_problems, rotate, standings
from ..taizhou import sitting as family
from ..taizhou.answer import NextHand
from ..taizhou.sitting import Sitting, played_hands
from . import problems as P
from .checks import check_table
from .result import Settlement
from .settlement import next_hand, settle
from .table import Table, WenlingReader, read_table


class Setup(NamedTuple):
    """What a hand is played under: who sits where and the dealer's streak."""

    seating: Mapping[Seat, str]
    dealer_streak: int = 1

    def following(self, after: NextHand) -> Setup:
        """W24: the seats turn when the dealer passes; the streak follows ``after``."""
        return Setup(rotate(self.seating, after.seats), after.dealer_streak)

    def to_dict(self) -> dict[str, Any]:
        return {"seating": {str(seat): self.seating[seat] for seat in SEATS}, "dealer_streak": self.dealer_streak}


@dataclass
class PlayerTotal(family.PlayerTotal):
    """A player's sitting: besides what every player counts, the hands paid as
    the 被包方 (``bao``) and the 腊子胡 wins."""

    bao: int = 0
    laizi: int = 0

    def counts(self, settled: Settlement, seat: Seat) -> None:
        self.bao += settled.bao.applied and settled.bao.discarder is seat
        self.laizi += settled.winner is seat and settled.laizi is not None


class _Play:
    """How a Wenling hand is played in a sitting (``engine.sitting.HandPlay``)."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    def read(self, hand: Any, setup: Setup) -> tuple[Table, list[Problem], list[Problem], Setup]:
        if isinstance(hand, Mapping):
            hand = {**hand, "rules": self.rules} if self.rules is not None else {
                k: v for k, v in hand.items() if k != "rules"}
        table, problems = read_table(hand, names=setup.seating)
        table = table._replace(dealer_streak=setup.dealer_streak)
        return table, problems, name_problems(hand, setup.seating, "W24") if isinstance(hand, Mapping) else [], setup

    settle = staticmethod(settle)
    check = staticmethod(check_table)

    @staticmethod
    def following(setup: Setup, table: Table, settlement: Settlement | None) -> Setup:
        return setup.following(settlement.next if settlement else next_hand(table))


def settle_sitting(data: Any) -> Sitting:
    """Settle every hand of a Wenling sitting; raises ``TableError`` with every
    hand's problems at once, each path under its hand (``hands[3].seats.west.hand``)."""
    reader = WenlingReader()
    if not isinstance(data, Mapping):
        reader.bad("", P.WHAT_OBJECT())
        raise TableError(reader.problems)
    for key, why in (("dan", P.WHY_DAN), ("stakes", P.WHY_STAKES)):
        if key in data:
            reader._refuse(key, key, why())
    given = data.get("players")
    players: dict[Seat, str] = {}
    if not isinstance(given, Mapping):
        reader._problem("players", P.MISSING() if given is None else P.BAD_VALUE(what=P.WHAT_OBJECT()),
                        P.REQUEST_SHAPE)
    else:
        for seat in SEATS:
            name = given.get(str(seat))
            if not isinstance(name, str) or not name:
                reader._problem(f"players.{seat}", P.BAD_VALUE(what=P.WHAT_STRING()), PLAYER_NAME)
            players[seat] = name if isinstance(name, str) else f"({seat})"
    reader.rules(data.get("rules"))  # its problems, once, at the sitting's path
    streak = reader.count(data, "dealer_streak", "dealer_streak", 1, 1)
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        reader.bad("hands", P.WHAT_LIST())
        hands = []
    problems = reader.problems + (player_problems(players) if len(players) == 4 else [])
    if problems and not players:
        raise TableError(problems)
    rules = data.get("rules") if not any(p.path.startswith("rules") for p in reader.problems) else None
    played, found, setup = play_hands(hands, Setup(players, streak), _Play(rules))
    problems += found
    if problems:
        raise TableError(problems)
    hands = played_hands(played)
    return Sitting(hands, standings(players.values(), hands, PlayerTotal), setup)
