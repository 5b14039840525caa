"""Why a table cannot be settled: every problem at once, each with a path."""
from __future__ import annotations

from dataclasses import dataclass

# Problem codes: stable strings clients may switch on.
NOTATION = "notation"
TILE_COUNT = "tile_count"
FLIP_TILE = "flip_tile"
DE_IN_MELD = "de_in_meld"
HAND_SIZE = "hand_size"
MELD_SHAPE = "meld_shape"
FLAGS = "contradictory_flags"
NOT_A_WIN = "not_a_winning_hand"
DIANPAO = "dianpao_contradicted"
SEAT_NAME = "seat_name"
PLAYER_NAME = "player_name"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a table.

    ``path`` names the request field (``seats.west.hand``,
    ``seats.east.melds[0].tiles``, ``win.discarder``).
    """

    path: str
    message: str
    code: str


class TableError(ValueError):
    """A table that cannot happen (HTTP 422); ``problems`` lists them all."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(f"{p.path}: {p.message}" for p in problems))
        self.problems = problems
