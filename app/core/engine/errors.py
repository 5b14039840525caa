"""Why a table cannot be settled: every problem at once, each with a path."""
from __future__ import annotations

from dataclasses import dataclass

from .messages import Lang, Text

# Problem codes: stable strings clients may switch on.  A rule set adds its own
# (its record's ``codes``).
NOTATION = "notation"
TILE_COUNT = "tile_count"
HAND_SIZE = "hand_size"
MELD_SHAPE = "meld_shape"
FLAGS = "contradictory_flags"
NOT_A_WIN = "not_a_winning_hand"
SEAT_NAME = "seat_name"
PLAYER_NAME = "player_name"

CODES = (NOTATION, TILE_COUNT, HAND_SIZE, MELD_SHAPE, FLAGS, NOT_A_WIN, SEAT_NAME, PLAYER_NAME)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a table.

    ``path`` names the request field (``seats.west.hand``,
    ``seats.east.melds[0].tiles``, ``win.discarder``); ``text`` says what is
    wrong, in either language (``messages``).
    """

    path: str
    text: Text
    code: str

    @property
    def message(self) -> str:
        """The English."""
        return str(self.text)

    def render(self, lang: Lang) -> str:
        return self.text.render(lang)


class TableError(ValueError):
    """A table that cannot happen (HTTP 422); ``problems`` lists them all."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(f"{p.path}: {p.message}" for p in problems))
        self.problems = problems
