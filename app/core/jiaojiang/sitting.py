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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine.errors import Problem, TableError
from ..engine.seats import SEATS, Seat
from ..engine.sitting import name_problems, play_hands, player_problems, rotate, standings
from ..taizhou import sitting as family
from ..taizhou.answer import NextHand
from ..taizhou.sitting import Sitting, played_hands
from .answer import Settlement
from .checks import check_table, stake_problems
from .settlement import next_hand, settle
from .table import Rules, Stake, Table, read_rules, read_stakes, read_table


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
        >>> passed = first.following(NextHand(Seat.SOUTH, 1, {s: s.next_hand_seat() for s in SEATS}))
        >>> passed.to_dict()["seating"], passed.dealer_streak, passed.stakes
        ({'east': 'South', 'south': 'West', 'west': 'North', 'north': 'East'}, 1, ())
        """
        stakes = self.stakes if after.dealer_stays else ()
        return Setup(rotate(self.seating, after.seats), after.dealer_streak, stakes)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seating": {str(seat): self.seating[seat] for seat in SEATS},
            "dealer_streak": self.dealer_streak,
            "stakes": [{"between": [str(s.between[0]), str(s.between[1])], "amount": s.amount} for s in self.stakes],
        }


@dataclass
class PlayerTotal(family.PlayerTotal):
    """A player's sitting: besides what every player counts, the times paid as
    the 点炮 discarder and 劣子 hands."""

    dianpao: int = 0
    limit: int = 0

    def counts(self, settled: Settlement, seat: Seat) -> None:
        self.dianpao += settled.dianpao.applied and settled.dianpao.discarder is seat
        self.limit += settled.players[seat].limit


def settle_sitting(data: Mapping[str, Any]) -> Sitting:
    """Settle every hand of a sitting; raises ``TableError`` with every hand's
    problems at once, each path under its hand (``hands[3].seats.west.hand``)."""
    players = {seat: data["players"][str(seat)] for seat in SEATS}
    in_force = read_stakes(data.get("stakes") or ())
    problems = player_problems(players) + stake_problems(in_force)
    setup = Setup(players, data.get("dealer_streak", 1), add_stakes((), in_force))
    play = _Play(data.get("dan", 0), read_rules(data.get("rules")))
    played, found, setup = play_hands(data["hands"], setup, play)
    problems += found
    if problems:
        raise TableError(problems)
    hands = played_hands(played)
    return Sitting(hands, standings(players.values(), hands, PlayerTotal), setup)


class _Play:
    """How a Jiaojiang hand is played in a sitting (``engine.sitting.HandPlay``):
    read as ``/v1/settle`` would read it with the sitting's 弹, rules and setup."""

    def __init__(self, dan: int, rules: Rules) -> None:
        self.dan, self.rules = dan, rules

    def read(self, hand: Mapping[str, Any], setup: Setup) -> tuple[Table, list[Problem], list[Problem], Setup]:
        table, read_problems = read_table(hand, names=setup.seating)
        own = name_problems(hand, setup.seating, "R41") + stake_problems(table.stakes)
        setup = setup.with_thrown(table.stakes)
        table = table._replace(dan=self.dan, rules=self.rules, dealer_streak=setup.dealer_streak,
                               stakes=setup.stakes)
        return table, read_problems, own, setup

    settle = staticmethod(settle)
    check = staticmethod(check_table)

    @staticmethod
    def following(setup: Setup, table: Table, settlement: Settlement | None) -> Setup:
        return setup.following(settlement.next if settlement else next_hand(table))


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


