"""The records every rule set's answer is made of: items, payments, the next hand.

The records built for every table are named tuples: as immutable as frozen
dataclasses, and built in C, where a frozen dataclass sets each field through
``object.__setattr__`` (a tenth of a typical table's time).  ``ScoreItem``,
kept in a cache and seldom built, stays a dataclass.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from .messages import Both
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


class Payment(NamedTuple):
    payer: Seat
    payee: Seat
    amount: int
    kind: str  # "win" (to the winner) or "settlement" (between the others)
    on_behalf_of: Seat | None = None


class NextHand(NamedTuple):
    """Who deals next; ``seats`` maps each seat to its next seat; whether side
    stakes carry over (never, in a rule set without them)."""

    dealer: Seat
    dealer_streak: int
    seats: dict[Seat, Seat]
    stakes_carry_over: bool


def seat_text(seat: Seat | None) -> str | None:
    # A seat's str is its name (a StrEnum); ``.value`` is a slow property in Python 3.11.
    return None if seat is None else str(seat)


def item_dict(item: ScoreItem) -> dict[str, Any]:
    """An item's JSON form: its Chinese name and its English, whatever the language
    (a copy: what one answer's caller does with it is not another's)."""
    return item.json.copy()
