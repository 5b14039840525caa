"""What settling a table returns: typed results with a JSON-ready form.

The records built for every table are named tuples: as immutable as frozen
dataclasses, and built in C, where a frozen dataclass sets each field through
``object.__setattr__`` (a tenth of a typical table's time).  ``ScoreItem``,
kept in a cache and seldom built, stays a dataclass.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from .messages import EN, Both, Lang, Message, Text
from .seats import Seat


@dataclass(frozen=True)
class ScoreItem:
    """One base (和) or 番 item, with the tiles it rests on (mpsz).

    Its ``name`` is the rulebook's Chinese term, given with its English in
    every answer (as ``GET /v1/rules`` does), whatever the language.
    """

    code: str
    name: Both
    tiles: str
    base: int
    fan: int
    rule: str

    @cached_property
    def json(self) -> dict[str, Any]:
        """The JSON form, made once: an item is kept and output many times (``items.py``)."""
        return {
            "code": self.code,
            "name": self.name.zh,
            "english": self.name.en,
            "tiles": self.tiles,
            "base": self.base,
            "fan": self.fan,
            "rule": self.rule,
        }


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
    net: int = 0


class Payment(NamedTuple):
    payer: Seat
    payee: Seat
    amount: int
    kind: str  # "win" (R31) or "settlement" (R32)
    on_behalf_of: Seat | None = None


class DianpaoVerdict(NamedTuple):
    """Whether the 点炮 penalty (R36–R37) applies, and why."""

    applied: bool
    discarder: Seat | None
    decided_by: str  # "stated", "evidence", "not_applicable" or "no_evidence"
    reason: Text


class NextHand(NamedTuple):
    """R41–R42: who deals next; ``seats`` maps each seat to its next seat."""

    dealer: Seat
    dealer_streak: int
    seats: dict[Seat, Seat]
    stakes_carry_over: bool


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
            "winner": _seat(self.winner),
            "live_phase": self.live_phase,
            "dianpao": {
                "applied": self.dianpao.applied,
                "discarder": _seat(self.dianpao.discarder),
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
                    "on_behalf_of": _seat(p.on_behalf_of),
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


def _seat(seat: Seat | None) -> str | None:
    # A seat's str is its name (a StrEnum); ``.value`` is a slow property in Python 3.11.
    return None if seat is None else str(seat)


def _player(p: PlayerResult, lang: Lang) -> dict[str, Any]:
    return {
        "name": p.name,
        "base": p.base,
        "bonus": p.bonus,
        "fan": p.fan,
        "raw": p.raw,
        "points": p.points,
        "limit": p.limit,
        "net": p.net,
        "items": [item_dict(item) for item in p.items],
        "reading": None if p.reading is None else p.reading.render(lang),
    }


def item_dict(item: ScoreItem) -> dict[str, Any]:
    """An item's JSON form: its Chinese name and its English, whatever the language
    (a copy: what one answer's caller does with it is not another's)."""
    return item.json.copy()
