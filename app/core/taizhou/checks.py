"""What the Taizhou rule sets check of every table alike (R5, W4): each seat
given by its tiles has a hand of the right size and melds of the right
shape; the winner's hand is judged only when it could be read.  A counted
seat (points in place of tiles, ``counted``) gives no tiles to check."""
from __future__ import annotations

from typing import Any

from ..engine import shape_checks
from ..engine.errors import Problem
from ..engine.seats import SEAT_PATHS, SEATS, Seat


def hand_path(seat: Seat) -> str:
    return f"{SEAT_PATHS[seat]}.hand"


def seat_problems(table: Any, tiles: int, rule: str) -> list[Problem]:
    """Each seat's hand and melds (``engine.shape_checks.hand_problems``
    with the rule set's hand size, ``HandRules.tiles``, and its rule)."""
    out = []
    for seat in SEATS:
        state = table.seats[seat]
        if state.readable and state.points is None:
            out += shape_checks.hand_problems(state.hand, state.melds, SEAT_PATHS[seat], tiles=tiles, rule=rule)
    return out


def judges_winner(table: Any, problems: list[Problem]) -> bool:
    """Whether the winning hand is judged: the winner gave tiles (a counted
    winner's points stand for them), they, the winning tile and the 得 were
    read, and the hand is not refused already (its size)."""
    if table.win is None:
        return False
    state = table.seats[table.win.seat]
    readable = table.de >= 0 and table.win.tile >= 0 and state.readable and state.points is None
    return readable and not any(p.path == hand_path(table.win.seat) for p in problems)
