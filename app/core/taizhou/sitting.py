"""What the Taizhou rule sets' sittings (一场) share: the answer's shape (each
hand with the setup it was played under, each player's totals, the setup of
the hand to come) and the totals every player keeps (net, wins, self-drawn
wins, hands dealt); a rule set counts its own besides (``PlayerTotal.counts``)."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from ..engine.messages import EN, Lang
from ..engine.seats import Seat


class HandResult(NamedTuple):
    """One hand of the sitting: the setup it was played under (its seating …)
    and its settlement, as ``POST …/settle`` answers it."""

    setup: Any
    settlement: Any
    self_drawn: bool

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {**self.setup.to_dict(), "settlement": self.settlement.to_dict(lang)}


def played_hands(played: Any) -> tuple[HandResult, ...]:
    """The engine's hands played (``engine.sitting.play_hands``) as the sitting answers them."""
    return tuple(HandResult(p.setup, p.settlement, p.table.win is not None and p.table.win.self_drawn)
                 for p in played)


@dataclass
class PlayerTotal:
    """A player's sitting, counted up in place a hand at a time (a sitting
    makes four per hand otherwise).  A rule set's subclass adds its own
    counts as fields with a default and counts them in ``counts``."""

    player: str
    net: int = 0
    wins: int = 0
    self_drawn: int = 0
    dealt: int = 0

    def add(self, hand: Any, seat: Seat) -> None:
        """Count ``hand`` (with its ``settlement``), played at ``seat``."""
        settled = hand.settlement
        won = settled.winner is seat
        self.net += settled.players[seat].net
        self.wins += won
        self.self_drawn += won and hand.self_drawn
        self.dealt += seat.is_dealer
        self.counts(settled, seat)

    def counts(self, settled: Any, seat: Seat) -> None:
        """The rule set's own counts of a hand played at ``seat``."""

    def to_dict(self) -> dict[str, Any]:
        """Every player's counts, then the rule set's, then the hands dealt (API.md's order)."""
        own = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in _SHARED}
        return {"player": self.player, "net": self.net, "wins": self.wins, "self_drawn": self.self_drawn,
                **own, "dealt": self.dealt}


_SHARED = {f.name for f in fields(PlayerTotal)}


@dataclass(frozen=True)
class Sitting:
    hands: tuple[Any, ...]  # each with ``to_dict(lang)``: its setup and its settlement
    totals: tuple[PlayerTotal, ...]  # highest net first; ties in first-hand seat order
    next: Any  # the setup of the hand to come

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST …/settle/session`` (see ``../API.md``), texts in ``lang``."""
        return {
            "hands": [hand.to_dict(lang) for hand in self.hands],
            "totals": [total.to_dict() for total in self.totals],
            "next": self.next.to_dict(),
        }
