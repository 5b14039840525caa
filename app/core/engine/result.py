"""The records every rule set's answer is made of: the payments."""
from __future__ import annotations

from typing import Any, NamedTuple

from .records import from_fields
from .seats import Seat


class Payment(NamedTuple):
    payer: Seat
    payee: Seat
    amount: int
    kind: str  # "win" (to the winner) or "settlement" (between the others)
    on_behalf_of: Seat | None = None


new_payment = from_fields(Payment)


def seat_text(seat: Seat | None) -> str | None:
    # A seat's str is its name (a StrEnum); ``.value`` is a slow property in Python 3.11.
    return None if seat is None else str(seat)


def payments_dict(payments: tuple[Payment, ...]) -> list[dict[str, Any]]:
    """The JSON form of the payments, in order."""
    return [
        {"from": str(p.payer), "to": str(p.payee), "amount": p.amount, "kind": p.kind,
         "on_behalf_of": seat_text(p.on_behalf_of)}
        for p in payments
    ]
