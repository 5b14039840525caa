"""A sitting (一场), whatever the rule set: hand after hand, each seated and
streaked by the one before; every problem of every hand gathered at once,
each path under its hand (``hands[3].seats.west.hand``).

A rule set supplies a ``HandPlay``: how to read a hand under the sitting so
far, settle it (or only check it), and what the next hand's setup is.  The
players are told apart by name: four names, all different, and a seat's
``name``, when given, must be the player the seating puts there.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from . import errors as E
from .errors import Problem, TableError

# Names are quoted in each language's marks: a name may hold spaces.
from .messages import template  # noqa: E402  (kept beside the templates it makes)
from .seats import SEAT_PATHS, SEATS, Seat

SEAT_NAME = template("sitting.seat_name", zh="按轮庄（{rule}），这一局{seat}是“{expected}”，不是“{given}”",
                     en="by the seating so far ({rule}) '{expected}' sits {seat} in this hand, not '{given}'")
PLAYER_NAME = template("sitting.player_name", zh="“{name}”已经坐在{other}：四个人要四个不同的名字",
                       en="'{name}' already sits {other}: four players need four different names")

Setup = TypeVar("Setup")
Table = TypeVar("Table")
Result = TypeVar("Result")


class Played(NamedTuple, Generic[Setup, Result]):
    """One hand played: the setup it was played under, its settlement and the table read."""

    setup: Any
    settlement: Any
    table: Any


class HandPlay(Protocol[Setup, Table, Result]):
    """What a rule set tells the sitting loop."""

    def read(self, hand: Mapping[str, Any], setup: Setup) -> tuple[Table, list[Problem], list[Problem], Setup]:
        """The hand's table as played under ``setup`` (its names, streak …),
        the problems met reading its tiles (it is then only checked), the
        problems of the hand's own sitting fields (names, stakes), and the
        setup it is played under (new stakes thrown …)."""

    def settle(self, table: Table) -> Result:
        """Raises ``TableError``."""

    def check(self, table: Table) -> list[Problem]: ...

    def following(self, setup: Setup, table: Table, settlement: Result | None) -> Setup:
        """The next hand's setup (from the settlement's ``next``, or the
        table's when it could not be settled)."""


def play_hands(hands: Sequence[Mapping[str, Any]], setup: Setup, play: HandPlay
               ) -> tuple[list[Played], list[Problem], Setup]:
    """Every hand in order; what was played, every problem, the setup for the hand to come."""
    played: list[Played] = []
    problems: list[Problem] = []
    for i, hand in enumerate(hands):
        table, found, own, setup = play.read(hand, setup)
        if found:
            found = found + play.check(table)
            settlement = None
        else:
            try:
                settlement = play.settle(table)
            except TableError as err:
                settlement, found = None, err.problems
        problems += [under(f"hands[{i}]", p) for p in own + found]
        if settlement is not None:
            played.append(Played(setup, settlement, table))
        setup = play.following(setup, table, settlement)
    return played, problems, setup


def under(prefix: str, problem: Problem) -> Problem:
    return replace(problem, path=f"{prefix}.{problem.path}" if problem.path else prefix)


def rotate(seating: Mapping[Seat, str], next_seats: Mapping[Seat, Seat]) -> dict[Seat, str]:
    """Who sits where in the next hand, each seat's player moved to its next seat."""
    player_at = {next_seats[seat]: name for seat, name in seating.items()}
    return {seat: player_at[seat] for seat in SEATS}


def player_problems(players: Mapping[Seat, str]) -> list[Problem]:
    """Players are told apart by name: four names, all different."""
    first: dict[str, Seat] = {}
    out = []
    for seat, name in players.items():
        other = first.setdefault(name, seat)
        if other is not seat:
            out.append(Problem(f"players.{seat}", PLAYER_NAME(name=name, other=other.text), E.PLAYER_NAME))
    return out


def name_problems(hand: Mapping[str, Any], seating: Mapping[Seat, str], rule: str) -> list[Problem]:
    """A seat's ``name``, when given, must be the player the seating puts
    there (the rule set's next-dealer rule, ``rule``)."""
    out: list[Problem] = []
    seats = hand.get("seats") if isinstance(hand, Mapping) else None
    if not isinstance(seats, Mapping):
        return out
    for seat in SEATS:
        state = seats.get(str(seat))
        given, expected = (state.get("name") if isinstance(state, Mapping) else None), seating[seat]
        if given is not None and given != expected:
            text = SEAT_NAME(expected=expected, seat=seat.text, given=given, rule=rule)
            out.append(Problem(f"{SEAT_PATHS[seat]}.name", text, E.SEAT_NAME))
    return out


def standings(players: Iterable[str], played: Sequence[Any], row: Callable[[str], Any]) -> tuple[Any, ...]:
    """One ``row(name)`` per player, each ``add(hand, seat)``-ed with every
    hand played at its seat; highest ``net`` first, ties in first-hand seat order."""
    rows = {name: row(name) for name in players}
    for hand in played:
        for seat, name in hand.setup.seating.items():
            rows[name].add(hand, seat)
    return tuple(sorted(rows.values(), key=lambda r: -r.net))  # a stable sort keeps seat order in ties
