"""Jiaojiang's answer: each seat's 牌点 (with 劣子, R28), the 点炮 verdict
(R36–R38) and the settlement, with the JSON form of ``POST /v1/settle``.

The records built for every table are named tuples: as immutable as frozen
dataclasses, and built in C (a frozen dataclass sets each field through
``object.__setattr__``).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.messages import EN, Lang, Message, Text
from ..engine.result import NextHand, Payment, ScoreItem, item_dict, seat_text
from ..engine.seats import Seat


class PlayerResult(NamedTuple):
    """A seat's 牌点汇总 and what it is made of."""

    base: int
    bonus: int
    fan: int
    raw: int
    points: int
    limit: bool
    items: tuple[ScoreItem, ...]
    reading: Message | None = None
    name: str | None = None
    counted: bool = False  # points counted at the table, given in place of tiles
    net: int = 0


class DianpaoVerdict(NamedTuple):
    """Whether the 点炮 penalty (R36–R37) applies, and why."""

    applied: bool
    discarder: Seat | None
    decided_by: str  # "stated", "evidence", "not_applicable" or "no_evidence"
    reason: Text


class Settlement(NamedTuple):
    outcome: str  # "win" or "draw"
    winner: Seat | None
    live_phase: bool | None
    dianpao: DianpaoVerdict
    players: dict[Seat, PlayerResult]
    payments: tuple[Payment, ...]
    next: NextHand

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/settle`` (see ``../API.md``), its
        texts (the 点炮 reason, the reading) in ``lang``."""
        return {
            "outcome": self.outcome,
            "winner": seat_text(self.winner),
            "live_phase": self.live_phase,
            "dianpao": {
                "applied": self.dianpao.applied,
                "discarder": seat_text(self.dianpao.discarder),
                "decided_by": self.dianpao.decided_by,
                "reason": self.dianpao.reason.render(lang),
            },
            "players": {str(seat): _player(p, lang) for seat, p in self.players.items()},
            "payments": [
                {
                    "from": str(p.payer),
                    "to": str(p.payee),
                    "amount": p.amount,
                    "kind": p.kind,
                    "on_behalf_of": seat_text(p.on_behalf_of),
                }
                for p in self.payments
            ],
            "next": {
                "dealer": str(self.next.dealer),
                "dealer_streak": self.next.dealer_streak,
                "seats": {str(a): str(b) for a, b in self.next.seats.items()},
                "stakes_carry_over": self.next.stakes_carry_over,
            },
        }


def _player(p: PlayerResult, lang: Lang) -> dict[str, Any]:
    return {
        "name": p.name,
        "base": p.base,
        "bonus": p.bonus,
        "fan": p.fan,
        "raw": p.raw,
        "points": p.points,
        "limit": p.limit,
        "counted": p.counted,
        "net": p.net,
        "items": [item_dict(item) for item in p.items],
        "reading": None if p.reading is None else p.reading.render(lang),
    }
