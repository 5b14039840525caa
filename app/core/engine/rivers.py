"""What the rivers (牌河) and the claimed melds show: which kinds had been
discarded when a tile was thrown: the evidence, in a rule set that asks
it, of whether a discard was a kind nobody had discarded yet.

How the evidence is read (decided once, and kept by every rule
set that refers to it):

- A pong or exposed kong always came from a discard of its kind, so its kind
  counts as discarded even without ``claimed``; a chi's discard is known
  only from ``claimed``.
- ``discards`` is a player's river in order.  The discarder's river may end
  with the winning discard itself or stop just before it: a last entry equal
  to the winning tile is taken to be that discard, not an earlier one.
- Once any seat's river is given, a seat without ``discards`` discarded nothing.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .melds import MeldType
from .seats import Seat
from .tiles import Kind


def rivers_given(seats: Mapping[Seat, Any]) -> bool:
    """Whether any seat's river is given (a seat state's ``discards``)."""
    return any(state.discards is not None for state in seats.values())


def river_before(seat: Seat, state: Any, discarder: Seat, winning_tile: Kind) -> tuple[Kind, ...]:
    """A seat's river before the winning discard: the discarder's without a
    last entry equal to the winning tile."""
    river = state.discards or ()
    if seat is discarder and river[-1:] == (winning_tile,):
        return river[:-1]
    return river


def discarded_kinds(seats: Mapping[Seat, Any], discarder: Seat, winning_tile: Kind) -> set[Kind]:
    """Every kind discarded before the winning tile, claimed discards included
    (seat states with ``discards`` and ``melds``)."""
    seen: set[Kind] = set()
    for seat, state in seats.items():
        seen.update(river_before(seat, state, discarder, winning_tile))
        for meld in state.melds:
            if meld.type in (MeldType.PONG, MeldType.KONG):
                seen.update(meld.tiles)
            if meld.claimed is not None:
                seen.add(meld.claimed)
    return seen
