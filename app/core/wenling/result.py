"""What settling a Wenling table returns, with the JSON form of API.md's
Wenling section: ``bao`` in place of ``dianpao``, ``laizi``, and per
player ``capped`` with ``raw`` (no 劣子 ``limit``)."""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.messages import EN, Both, Lang, Message, Text
from ..engine.records import from_fields
from ..engine.result import Payment, payments_dict, seat_text
from ..engine.seats import Seat
from ..taizhou.answer import NextHand, Verdict, players_dict
from ..taizhou.items import ScoreItem
from .bao import verdict_dict


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


new_player_result = from_fields(PlayerResult)


class Laizi(NamedTuple):
    """The 腊子胡 (W9): which condition of the list, and why."""

    condition: int | None  # None: a counted winner's stated 腊子胡, no tiles to name it
    code: str
    name: Both
    reason: Text


new_laizi = from_fields(Laizi)


class Settlement(NamedTuple):
    outcome: str  # "win" or "draw"
    winner: Seat | None
    live_phase: bool | None
    bao: Verdict  # 包三家 (W20), with the trigger that held
    laizi: Laizi | None
    players: dict[Seat, PlayerResult]
    payments: tuple[Payment, ...]
    next: NextHand

    @property
    def penalty(self) -> str | None:
        """The one-pays-all rule that applied: ``"bao"`` or ``None``."""
        return "bao" if self.bao.applied else None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/wenling/settle``, its texts in ``lang``."""
        return {
            "outcome": self.outcome,
            "winner": seat_text(self.winner),
            "live_phase": self.live_phase,
            "bao": verdict_dict(self.bao, lang),
            "laizi": None if self.laizi is None else {
                "condition": self.laizi.condition,
                "code": self.laizi.code,
                "name": self.laizi.name.zh,
                "english": self.laizi.name.en,
                "reason": self.laizi.reason.render(lang),
            },
            "players": players_dict(self.players, lang, "capped"),
            "payments": payments_dict(self.payments),
            "next": self.next.to_dict(),
        }


new_settlement = from_fields(Settlement)  # every field, in order, built in C: one a table
