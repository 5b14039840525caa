"""A counted Wenling winner (points in place of tiles, engine ``counted``):
whether the win is a 腊子胡 (W9–W10), and what it is reported as.

W9 judges 腊子胡 from the tiles, which a counted winner did not give, so
the rest of the evidence decides it.  Decisions:

- A 腊子胡 is self-drawn (W9): on a discard win it is not one, and a stated
  ``laizi: true`` (or ``heavenly``) there is a 422 at ``win.discarder``.
- Its total is a fixed 500 (W10): a counted total under 500 is not a
  腊子胡 (``laizi: true`` with it is a 422 at the seat's ``points``); a
  self-drawn 500 may be either, so ``laizi`` must be stated (a 422 says so)
  unless ``heavenly`` states 天胡 (W9.7).
- A stated 腊子胡 without tiles names no condition unless it is 天胡: the
  answer's ``laizi`` has ``condition`` null and ``code`` ``"stated"``.
- Counted points are at most 500 (W15: the cap is part of the count) and
  are reported with ``raw`` the count and ``capped`` false: as W15 reads
  for tiles, ``capped`` marks a rounded figure over 500, and a count is
  never over it (the tiles that would show one held were not given).
"""
from __future__ import annotations

from ..engine.errors import Problem
from ..engine.messages import Both, Text, template
from ..engine.seats import SEAT_PATHS
from ..taizhou import counted
from . import problems as P
from .catalogue import LAIZI_POINTS
from .laizi import CONDITIONS, Condition
from .laizi import reason as judged_reason
from .table import Table

STATED = Condition(0, "stated", Both("腊子胡", "腊子胡"))
HEAVENLY = next(c for c in CONDITIONS if c.code == "heavenly")

UNDECIDED = template("wenling.counted_laizi_undecided", zh="自摸 {points} 胡，可能是腊子胡，也可能是封顶的普通和牌",
                     en="a self-drawn {points} may be a 腊子胡 or an ordinary win at the cap")
NOT_500 = template("wenling.counted_laizi_not_500",
                   zh="说是腊子胡，但{seat}计点 {points}：腊子胡固定 {fixed} 胡（{rule}）",
                   en="states 腊子胡, but {seat} counted {points}: a 腊子胡 is a fixed {fixed} ({rule})")
ON_DISCARD = template("wenling.counted_laizi_discard",
                      zh="说是腊子胡（或天胡），但这是和别人打出的牌：腊子胡是摸到就胡的自摸（{rule}）",
                      en="states 腊子胡 (or 天胡), but this is a win on a discard: a 腊子胡 is won on one's own "
                      "draw ({rule})")
REASON = template("wenling.counted_laizi_reason",
                  zh="{seat}：腊子胡（已说明，没有给牌），固定 {points} 胡（{rule}）",
                  en="{seat}: 腊子胡 (stated; no tiles given), a fixed {points} ({rule})")


def counted_laizi(table: Table) -> tuple[Condition | None, list[Problem]]:
    """A counted winner's 腊子胡 (``STATED``, or 天胡), or ``None``; and the problems."""
    win = table.win
    assert win is not None  # asked only of a counted winner's table
    state = table.seats[win.seat]
    stated = win.laizi or win.heavenly
    if win.discarder is not None or not win.self_drawn:
        return None, [Problem("win.discarder", ON_DISCARD(rule="W9"), P.LAIZI)] if stated else []
    if state.points != LAIZI_POINTS:
        if stated:
            text = NOT_500(seat=win.seat.text, points=state.points, fixed=LAIZI_POINTS, rule="W10")
            return None, [Problem(f"{SEAT_PATHS[win.seat]}.points", text, P.LAIZI)]
        return None, []
    if win.heavenly:
        return HEAVENLY, []
    if win.laizi is None:
        what = UNDECIDED(points=LAIZI_POINTS)
        return None, [counted.state_or_give("laizi", win.seat.text, what, "W9, W10")]
    return (STATED if win.laizi else None), []


def reason(table: Table, condition: Condition) -> Text:
    """Why a counted winner's win is the 腊子胡 it is."""
    if condition is STATED:
        win = table.win
        assert win is not None  # asked only of a counted winner's 腊子胡
        return REASON(seat=win.seat.text, points=LAIZI_POINTS, rule="W9, W10")
    return judged_reason(table, condition, LAIZI_POINTS)
