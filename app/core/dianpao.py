"""点炮 (R34–R38): whether the discarder pays for everyone, and why.

Decisions where RULES.md is silent:

- A pong or exposed kong always came from a discard of its kind, so its kind
  counts as discarded (R35) even without ``claimed``; a chi's discard is
  known only from ``claimed``.
- ``discards`` is a player's river in order.  The discarder's river may end
  with the winning discard itself or stop just before it: a last entry equal
  to the winning tile is taken to be that discard, not an earlier one.  Once
  any seat's river is given, a seat without ``discards`` discarded nothing.
- The discarder's own hand is judged against the rivers as they were when
  the winning tile was chosen (R36's "every tile left is a 生牌").
- "Not ready" (未听牌) means no tile at all — a 得 as wild included — would
  have completed the discarder's hand.
- A stated ``dianpao`` is checked against the evidence the request gives
  instead of it (R38): the wall count alone when it shows the 生牌阶段 had not
  begun, else the rivers with the wall count.  Without rivers, the melds on
  the table alone do not overrule a stated 点炮.
"""
from __future__ import annotations

from typing import NamedTuple

from .catalogue import LIVE_PHASE_WALL
from .errors import DIANPAO, Problem
from .reading import can_win
from .result import DianpaoVerdict
from .seats import Seat
from .table import MeldType, Table
from .tiles import Kind, to_mpsz


class _Evidence(NamedTuple):
    applied: bool
    reason: str


def live_phase(table: Table) -> bool | None:
    """R34: the 生牌阶段 starts at 15 stacks (30 tiles, or 31 with a lone top tile)."""
    wall = table.wall_remaining
    return None if wall is None else wall <= LIVE_PHASE_WALL


def dianpao_verdict(table: Table) -> tuple[DianpaoVerdict, list[Problem]]:
    """The verdict, and a problem when a stated value contradicts the evidence."""
    win = table.win
    if win is None:
        return DianpaoVerdict(False, None, "not_applicable", "黄牌: nobody won (R33)"), []
    if win.self_drawn or win.discarder is None:
        return DianpaoVerdict(False, None, "not_applicable", "self-drawn win: nobody discarded (R36)"), []
    evidence = _evidence(table)
    if win.dianpao is not None:
        if evidence is not None and evidence.applied != win.dianpao:
            stated = "点炮" if win.dianpao else "no 点炮"
            return _verdict(win.dianpao, table, "stated", "stated"), [
                Problem("win.dianpao", f"states {stated}, but the table shows: {evidence.reason} (R38)", DIANPAO)
            ]
        reason = "stated by the request" + (f"; the table agrees: {evidence.reason}" if evidence else "")
        return _verdict(win.dianpao, table, "stated", reason), []
    if evidence is None:
        return _verdict(False, table, "no_evidence",
                        f"not stated, and {_missing_evidence(table)} to decide it from: settled normally (R38)"), []
    return _verdict(evidence.applied, table, "evidence", evidence.reason), []


def _missing_evidence(table: Table) -> str:
    if table.wall_remaining is None:
        return "no wall count" if _rivers_given(table) else "no rivers and no wall count"
    return "no rivers"


def _rivers_given(table: Table) -> bool:
    return any(state.discards is not None for state in table.seats.values())


def _verdict(applied: bool, table: Table, decided_by: str, reason: str) -> DianpaoVerdict:
    return DianpaoVerdict(applied, table.win.discarder if applied else None, decided_by, reason)


def _evidence(table: Table) -> _Evidence | None:
    wall = table.wall_remaining
    if wall is None:
        return None
    if not live_phase(table):
        return _Evidence(False, f"{wall} tiles left in the wall: not yet the 生牌阶段 (R34)")
    if not _rivers_given(table):
        return None
    win = table.win
    seen = discarded_kinds(table, win.discarder, win.tile)
    tile = to_mpsz([win.tile])
    if win.tile in seen:
        return _Evidence(False, f"{tile} had been discarded before, so it was not a 生牌 (R35)")
    discarder = table.seats[win.discarder]
    name = win.discarder.value
    if all(k not in seen for k in discarder.hand) and not _ready(discarder.hand, len(discarder.melds), table.de):
        return _Evidence(False, f"every tile left in {name}'s hand is a 生牌 and {name} was not ready "
                                "(未听牌): settled normally (R36)")
    return _Evidence(True, f"{name} discarded {tile}, a 生牌, with {wall} tiles left in the 生牌阶段 (R36)")


def discarded_kinds(table: Table, discarder: Seat, winning_tile: Kind) -> set[Kind]:
    """R35: every kind discarded before the winning tile, claimed discards included."""
    seen: set[Kind] = set()
    for seat, state in table.seats.items():
        river = state.discards or ()
        if seat is discarder and river[-1:] == (winning_tile,):
            river = river[:-1]
        seen.update(river)
        for meld in state.melds:
            if meld.type in (MeldType.PONG, MeldType.KONG):
                seen.update(meld.tiles)
            if meld.claimed is not None:
                seen.add(meld.claimed)
    return seen


def _ready(hand: tuple[Kind, ...], melds: int, de: Kind) -> bool:
    """听牌: some tile would complete the hand; a drawn 得 stands for any."""
    return can_win((*hand, de), de, 5 - melds)
