"""Settling a 国标 table: the winner's fans (the 8-fan minimum without
flowers, G-W1), the payments (G-P1–G-P4) and the next hand (G-S1–G-S3).

Decisions:

- A table that does not give its hand number (``hand``, 1–16) is read
  alone: its ``next`` names the dealer as the seat now 南 (the deal passes
  every hand, G-S1), keeps the table's round wind and says ``hand: null``:
  only a sitting, or a table that gives its number, knows when the round
  wind changes and when the 西-round swap comes (G-S2).
- After hand 16 the sitting is over: ``next`` is ``null``.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Both, Joined, Lang, Message
from ..engine.result import seat_text
from ..engine.seats import SEATS, Seat
from . import problems as P
from .checks import last_of_kind, winning_problems
from .fans.catalogue import FLOWER_TILES, fan_at
from .hand import WinningHand
from .items import FanItem, fan_items, reading_text
from .scoring import Score, score
from .table import WIND_NAMES, Table

MINIMUM = 8  # G-W1: fans without flowers
BASE = 8  # G-P1, G-P2: the base every loser pays


class WinnerResult(NamedTuple):
    fan: int
    fan_without_flowers: int
    items: tuple[FanItem, ...]
    reading: Message


class Payment(NamedTuple):
    payer: Seat
    payee: Seat
    amount: int
    rule: str


class NextHand(NamedTuple):
    """Who deals next (the seat they sit at now), each seat's next seat, the
    round wind and the hand's number (``None`` where the table does not know it)."""

    dealer: Seat
    seats: dict[Seat, Seat]
    round_wind: int
    hand: int | None


class Settlement(NamedTuple):
    outcome: str  # "win" or "draw"
    winner: Seat | None
    names: dict[Seat, str | None]
    nets: dict[Seat, int]
    result: WinnerResult | None
    payments: tuple[Payment, ...]
    next: NextHand | None

    @property
    def penalty(self) -> None:
        """No player pays for everyone in 国标 (G-P2: the discarder pays 8 + fans, the others 8)."""
        return None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The body of ``POST /v1/gb/settle`` (API.md), texts in ``lang``."""
        players = {}
        for seat in SEATS:
            row: dict[str, Any] = {"name": self.names[seat], "net": self.nets[seat]}
            if seat is self.winner and self.result is not None:
                row |= {"fan": self.result.fan, "fan_without_flowers": self.result.fan_without_flowers,
                        "items": [item.to_dict() for item in self.result.items],
                        "reading": self.result.reading.render(lang)}
            players[str(seat)] = row
        return {
            "outcome": self.outcome,
            "winner": seat_text(self.winner),
            "players": players,
            "payments": [{"from": str(p.payer), "to": str(p.payee), "amount": p.amount, "kind": "win",
                          "on_behalf_of": None, "rule": p.rule} for p in self.payments],
            "next": None if self.next is None else {
                "dealer": str(self.next.dealer), "round_wind": WIND_NAMES[self.next.round_wind],
                "hand": self.next.hand, "seats": {str(a): str(b) for a, b in self.next.seats.items()}},
        }


def winning_hand(table: Table) -> WinningHand:
    win = table.win
    assert win is not None  # asked only of a table with a win
    state = table.seats[win.seat]
    hand = state.hand
    assert hand is not None  # and with the winner's hand given (checked: G-T2)
    return WinningHand(
        concealed=(*hand, win.tile), melds=state.melds, win_tile=win.tile, self_drawn=win.self_drawn,
        robbing_kong=win.robbing_kong, kong_replacement=win.kong_replacement, last_tile=win.last_tile,
        last_of_kind=last_of_kind(table), seat_wind=win.seat.wind, round_wind=table.round_wind,
        flowers=len(state.flowers))


def settle(table: Table) -> Settlement:
    """Settle a checked table; a claimed win below 8 fans without flowers is a ``TableError`` (G-W1)."""
    names = {seat: table.seats[seat].name for seat in SEATS}
    following = next_hand(table.hand, table.round_wind)
    if table.win is None:  # 荒庄: nobody pays (G-P3)
        return Settlement("draw", None, names, dict.fromkeys(SEATS, 0), None, (), following)
    win = table.win
    hand = winning_hand(table)
    found = score(hand)
    if found is None:
        raise TableError(winning_problems(table))
    if found.fan < MINIMUM:
        raise TableError([below_minimum(hand, found)])
    total = found.total
    payments = []
    for seat in SEATS:
        if seat is not win.seat:
            if win.self_drawn:
                payments.append(Payment(seat, win.seat, BASE + total, "G-P1"))
            else:
                payments.append(Payment(seat, win.seat, BASE + total if seat is win.discarder else BASE, "G-P2"))
    nets = dict.fromkeys(SEATS, 0)
    for p in payments:
        nets[p.payer] -= p.amount
        nets[p.payee] += p.amount
    state = table.seats[win.seat]
    result = WinnerResult(total, found.fan, fan_items(hand, found, state.flowers),
                          reading_text(hand, found, state.melds))
    return Settlement("win", win.seat, names, nets, result, tuple(payments), following)


def below_minimum(hand: WinningHand, found: Score | None) -> Problem:
    """G-W1: the fans found, without flowers, and how many are missing."""
    listed = [] if found is None else [
        P.FAN_COUNT(name=Both(fan_at(i).name, fan_at(i).english), fan=fan_at(i).fan * n)
        for i, n in enumerate(found.counts) if n and i != FLOWER_TILES]
    fan = 0 if found is None else found.fan
    fans = Joined(tuple(listed)) if listed else P.NO_FANS()
    return Problem("win", P.BELOW_EIGHT(fan=fan, missing=MINIMUM - fan, fans=fans, rule="G-W1"), P.BELOW_MINIMUM)


def next_hand(hand: int | None, round_wind: int) -> NextHand | None:
    """The deal passes every hand (G-S1): 南 deals next; four hands a round
    wind; before hand 9 the players then at 东 and 南 swap, and 西 and 北
    (G-S2), so the first hand's 南 deals hand 9."""
    if hand == 16:
        return None
    seats = {seat: seat.next_hand_seat() for seat in SEATS}
    if hand is None:
        return NextHand(Seat.SOUTH, seats, round_wind, None)
    if hand == 8:
        swap = {Seat.EAST: Seat.SOUTH, Seat.SOUTH: Seat.EAST, Seat.WEST: Seat.NORTH, Seat.NORTH: Seat.WEST}
        seats = {seat: swap[after] for seat, after in seats.items()}
    dealer = next(seat for seat, after in seats.items() if after is Seat.EAST)
    return NextHand(dealer, seats, 27 + hand // 4, hand + 1)
