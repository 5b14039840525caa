"""What settling a Wenling table returns, with the JSON form of API.md's
Wenling section: ``bao`` in place of ``dianpao``, ``laizi``, and per
player ``capped`` with ``raw`` (no 劣子 ``limit``)."""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.messages import EN, Both, Lang, Message, Text
from ..engine.result import Payment, ScoreItem, item_dict
from ..engine.seats import Seat
from .bao import BaoVerdict


class PlayerResult(NamedTuple):
    """A seat's 牌点: base (胡), the winner's bonus (基础 20 胡), 番, the raw
    figure, the points settled (rounded, capped at 500, 0 for the 被包方)."""

    base: int
    bonus: int
    fan: int
    raw: int
    points: int
    capped: bool
    items: tuple[ScoreItem, ...]
    reading: Message | None = None
    name: str | None = None
    counted: bool = False  # points counted at the table, given in place of tiles
    net: int = 0


class Laizi(NamedTuple):
    """The 腊子胡 (W9): which condition of the list, and why."""

    condition: int | None  # None: a counted winner's stated 腊子胡, no tiles to name it
    code: str
    name: Both
    reason: Text


class NextHand(NamedTuple):
    """W24 (R41): who deals next; ``seats`` maps each seat to its next seat."""

    dealer: Seat
    dealer_streak: int
    seats: dict[Seat, Seat]


class Settlement(NamedTuple):
    outcome: str  # "win" or "draw"
    winner: Seat | None
    live_phase: bool | None
    bao: BaoVerdict
    laizi: Laizi | None
    players: dict[Seat, PlayerResult]
    payments: tuple[Payment, ...]
    next: NextHand

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/wenling/settle``, its texts in ``lang``."""
        return {
            "outcome": self.outcome,
            "winner": _seat(self.winner),
            "live_phase": self.live_phase,
            "bao": {
                "applied": self.bao.applied,
                "discarder": _seat(self.bao.discarder),
                "trigger": self.bao.trigger,
                "decided_by": self.bao.decided_by,
                "reason": self.bao.reason.render(lang),
            },
            "laizi": None if self.laizi is None else {
                "condition": self.laizi.condition,
                "code": self.laizi.code,
                "name": self.laizi.name.zh,
                "english": self.laizi.name.en,
                "reason": self.laizi.reason.render(lang),
            },
            "players": {str(seat): player_dict(p, lang) for seat, p in self.players.items()},
            "payments": [
                {"from": str(p.payer), "to": str(p.payee), "amount": p.amount, "kind": p.kind,
                 "on_behalf_of": _seat(p.on_behalf_of)}
                for p in self.payments
            ],
            "next": {
                "dealer": str(self.next.dealer),
                "dealer_streak": self.next.dealer_streak,
                "seats": {str(a): str(b) for a, b in self.next.seats.items()},
            },
        }


def _seat(seat: Seat | None) -> str | None:
    return None if seat is None else str(seat)


def player_dict(p: PlayerResult, lang: Lang) -> dict[str, Any]:
    return {
        "name": p.name,
        "base": p.base,
        "bonus": p.bonus,
        "fan": p.fan,
        "raw": p.raw,
        "points": p.points,
        "capped": p.capped,
        "counted": p.counted,
        "net": p.net,
        "items": [item_dict(item) for item in p.items],
        "reading": None if p.reading is None else p.reading.render(lang),
    }
