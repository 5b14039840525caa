"""The records every rule set's answer is made of: the payments."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from .records import from_fields
from .seats import SEAT_NAMES, Seat


class Payment(NamedTuple):
    payer: Seat
    payee: Seat
    amount: int
    kind: str  # "win" (to the winner) or "settlement" (between the others)
    on_behalf_of: Seat | None = None


new_payment = from_fields(Payment)


# A seat's name in an answer, or ``None`` for no seat: a lookup, where ``str(seat)``
# (a StrEnum) makes a copy each time and ``.value`` is a slow property in Python 3.11.
_SEAT_TEXTS: dict[Seat | None, str | None] = {None: None} | SEAT_NAMES
seat_text: Callable[[Seat | None], str | None] = _SEAT_TEXTS.__getitem__


def payments_dict(payments: tuple[Payment, ...]) -> list[dict[str, Any]]:
    """The JSON form of the payments, in order (a loop: a comprehension is a function made and called in 3.11)."""
    out = []
    for payer, payee, amount, kind, on_behalf_of in payments:
        out.append({"from": SEAT_NAMES[payer], "to": SEAT_NAMES[payee], "amount": amount, "kind": kind,
                    "on_behalf_of": seat_text(on_behalf_of)})
    return out
