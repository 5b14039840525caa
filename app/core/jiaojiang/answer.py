"""Jiaojiang's answer: each seat's 牌点 (with 劣子, R28), the 点炮 verdict
(R36–R38) and the settlement, with the JSON form of ``POST /v1/settle``.

The records built for every table are named tuples: as immutable as frozen
dataclasses, and built in C (a frozen dataclass sets each field through
``object.__setattr__``).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.messages import EN, Lang, Message
from ..engine.records import from_fields
from ..engine.result import Payment, payments_dict, seat_text
from ..engine.seats import Seat
from ..taizhou.answer import NextHand, Verdict, players_dict
from ..taizhou.items import ScoreItem

DianpaoVerdict = Verdict  # 点炮 (R36–R37): one trigger, so none is named


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


new_player_result = from_fields(PlayerResult)


class Settlement(NamedTuple):
    outcome: str  # "win" or "draw"
    winner: Seat | None
    live_phase: bool | None
    dianpao: DianpaoVerdict
    players: dict[Seat, PlayerResult]
    payments: tuple[Payment, ...]
    next: NextHand

    @property
    def penalty(self) -> str | None:
        """The one-pays-all rule that applied: ``"dianpao"`` or ``None``."""
        return "dianpao" if self.dianpao.applied else None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/settle`` (see ``../API.md``), its
        texts (the 点炮 reason, the reading) in ``lang``."""
        return {
            "outcome": self.outcome,
            "winner": seat_text(self.winner),
            "live_phase": self.live_phase,
            "dianpao": self.dianpao.to_dict(lang),
            "players": players_dict(self.players, lang, "limit"),
            "payments": payments_dict(self.payments),
            "next": self.next.to_dict(stakes=True),
        }


new_settlement = from_fields(Settlement)  # every field, in order, built in C: one a table
