"""A sitting (一场): hand after hand, each seated, streaked and staked by the one before.

``settle_sitting`` takes the request shape of ``POST /v1/settle/session``
(API.md), already schema-checked: the four players by name at their seats in
the first hand, the sitting's 弹 and rules, the streak and the stakes in
force at the first hand, and the hands in playing order.  Every hand is
read and settled by the same ``read_table`` and ``settle`` as
``POST /v1/settle``.

Stakes name seats, as in ``/v1/settle``: the seats of the hand they are
thrown before (the request's own ``stakes``: of the first hand).  A stake
never has to follow its players to other seats: seats turn only when the
dealer passes (R41), and that is when every stake lapses (R42).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from ..engine import errors as E
from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Lang, template
from ..engine.result import NextHand
from ..engine.seats import SEAT_PATHS, SEATS, Seat
from .answer import Settlement
from .checks import check_table, stake_problems
from .settlement import next_hand, settle
from .table import Stake, Table, read_rules, read_stakes, read_table

# Names are quoted in each language's marks: a name may hold spaces.
SEAT_NAME = template("sitting.seat_name", zh="按轮庄（R41），这一局{seat}是“{expected}”，不是“{given}”",
                     en="by the seating so far (R41) '{expected}' sits {seat} in this hand, not '{given}'")
PLAYER_NAME = template("sitting.player_name", zh="“{name}”已经坐在{other}：四个人要四个不同的名字",
                       en="'{name}' already sits {other}: four players need four different names")


class Setup(NamedTuple):
    """What a hand is played under: who sits where, 做庄次 (R29), the 扔弹 in force (R30, R42)."""

    seating: Mapping[Seat, str]
    dealer_streak: int = 1
    stakes: tuple[Stake, ...] = ()

    def with_thrown(self, thrown: tuple[Stake, ...]) -> Setup:
        return self._replace(stakes=add_stakes(self.stakes, thrown)) if thrown else self

    def following(self, after: NextHand) -> Setup:
        """The next hand's setup, before its own new stakes: the seats turn and
        the stakes lapse when the dealer passes, else both stay (R41, R42).

        >>> first = Setup({seat: seat.value.title() for seat in SEATS}, 3, (Stake((Seat.EAST, Seat.WEST), 5),))
        >>> passed = first.following(NextHand(Seat.SOUTH, 1, {s: s.next_hand_seat() for s in SEATS}, False))
        >>> passed.to_dict()["seating"], passed.dealer_streak, passed.stakes
        ({'east': 'South', 'south': 'West', 'west': 'North', 'north': 'East'}, 1, ())
        """
        player_at = {after.seats[seat]: name for seat, name in self.seating.items()}
        seating = {seat: player_at[seat] for seat in SEATS}
        return Setup(seating, after.dealer_streak, self.stakes if after.stakes_carry_over else ())

    def to_dict(self) -> dict[str, Any]:
        return {
            "seating": {str(seat): self.seating[seat] for seat in SEATS},
            "dealer_streak": self.dealer_streak,
            "stakes": [{"between": [str(s.between[0]), str(s.between[1])], "amount": s.amount} for s in self.stakes],
        }


class HandResult(NamedTuple):
    """One hand of the sitting: its setup and its settlement, as ``/v1/settle`` answers it."""

    setup: Setup
    settlement: Settlement
    self_drawn: bool

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {**self.setup.to_dict(), "settlement": self.settlement.to_dict(lang)}


@dataclass
class PlayerTotal:
    """A player's sitting: net gain, hands won (自摸 among them), times paid as
    the 点炮 discarder, 劣子 hands, hands dealt.  Counted up in place, a hand at
    a time: a sitting makes four per hand otherwise."""

    player: str
    net: int = 0
    wins: int = 0
    self_drawn: int = 0
    dianpao: int = 0
    limit: int = 0
    dealt: int = 0

    def add(self, hand: HandResult, seat: Seat) -> None:
        """Count ``hand``, played at ``seat``."""
        settled, result = hand.settlement, hand.settlement.players[seat]
        won = settled.winner is seat
        self.net += result.net
        self.wins += won
        self.self_drawn += won and hand.self_drawn
        self.dianpao += settled.dianpao.applied and settled.dianpao.discarder is seat
        self.limit += result.limit
        self.dealt += seat.is_dealer


@dataclass(frozen=True)
class Sitting:
    hands: tuple[HandResult, ...]
    totals: tuple[PlayerTotal, ...]  # highest net first; ties in first-hand seat order
    next: Setup  # for the hand to come

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/settle/session`` (see ``../API.md``), texts in ``lang``."""
        return {
            "hands": [hand.to_dict(lang) for hand in self.hands],
            "totals": [vars(total) for total in self.totals],
            "next": self.next.to_dict(),
        }


def settle_sitting(data: Mapping[str, Any]) -> Sitting:
    """Settle every hand of a sitting; raises ``TableError`` with every hand's
    problems at once, each path under its hand (``hands[3].seats.west.hand``)."""
    players = {seat: data["players"][str(seat)] for seat in SEATS}
    in_force = read_stakes(data.get("stakes") or ())
    problems = _player_problems(players) + stake_problems(in_force)
    setup = Setup(players, data.get("dealer_streak", 1), add_stakes((), in_force))
    dan, rules = data.get("dan", 0), read_rules(data.get("rules"))
    played = []
    for i, hand in enumerate(data["hands"]):
        table, read_problems = read_table(hand, names=setup.seating)
        own = _name_problems(hand, setup.seating) + stake_problems(table.stakes)
        setup = setup.with_thrown(table.stakes)
        # As /v1/settle would read it with the sitting's 弹, rules and setup.
        table = table._replace(dan=dan, rules=rules, dealer_streak=setup.dealer_streak, stakes=setup.stakes)
        settlement, found = _settle(table, read_problems)
        problems += [_under(f"hands[{i}]", p) for p in own + found]
        if settlement:
            played.append(HandResult(setup, settlement, table.win is not None and table.win.self_drawn))
        setup = setup.following(settlement.next if settlement else next_hand(table))
    if problems:
        raise TableError(problems)
    return Sitting(tuple(played), _standings(players.values(), played), setup)


def add_stakes(in_force: Iterable[Stake], thrown: Iterable[Stake]) -> tuple[Stake, ...]:
    """Stakes between the same two players add up (R30): one stake per pair, in
    the order first thrown.  A stake of one player with themself is a problem
    reported where it was given, and is not carried.

    >>> east_south, south_east = (Seat.EAST, Seat.SOUTH), (Seat.SOUTH, Seat.EAST)
    >>> add_stakes([Stake(east_south, 5)], [Stake(south_east, 2), Stake((Seat.WEST, Seat.WEST), 9)])
    (Stake(between=(<Seat.EAST: 'east'>, <Seat.SOUTH: 'south'>), amount=7),)
    """
    pairs: dict[frozenset[Seat], Stake] = {}
    for stake in (*in_force, *thrown):
        if stake.between[0] is stake.between[1]:
            continue
        held = pairs.get(frozenset(stake.between))
        pairs[frozenset(stake.between)] = held._replace(amount=held.amount + stake.amount) if held else stake
    return tuple(pairs.values())


def _player_problems(players: Mapping[Seat, str]) -> list[Problem]:
    """Players are told apart by name: four names, all different."""
    first: dict[str, Seat] = {}
    out = []
    for seat, name in players.items():
        other = first.setdefault(name, seat)
        if other is not seat:
            text = PLAYER_NAME(name=name, other=other.text)
            out.append(Problem(f"players.{seat}", text, E.PLAYER_NAME))
    return out


def _name_problems(hand: Mapping[str, Any], seating: Mapping[Seat, str]) -> list[Problem]:
    """A seat's ``name``, when given, must be the player the seating puts there (R41)."""
    out = []
    for seat in SEATS:
        given, expected = hand["seats"][str(seat)].get("name"), seating[seat]
        if given is not None and given != expected:
            text = SEAT_NAME(expected=expected, seat=seat.text, given=given)
            out.append(Problem(f"{SEAT_PATHS[seat]}.name", text, E.SEAT_NAME))
    return out


def _settle(table: Table, read_problems: list[Problem]) -> tuple[Settlement | None, list[Problem]]:
    """As ``settle_mapping``: a table whose tiles could not all be read is only checked."""
    if read_problems:
        return None, read_problems + check_table(table)
    try:
        return settle(table), []
    except TableError as err:
        return None, err.problems


def _under(prefix: str, problem: Problem) -> Problem:
    return replace(problem, path=f"{prefix}.{problem.path}" if problem.path else prefix)


def _standings(players: Iterable[str], played: Sequence[HandResult]) -> tuple[PlayerTotal, ...]:
    rows = {name: PlayerTotal(name) for name in players}
    for hand in played:
        for seat, name in hand.setup.seating.items():
            rows[name].add(hand, seat)
    return tuple(sorted(rows.values(), key=lambda row: -row.net))  # a stable sort keeps seat order in ties
