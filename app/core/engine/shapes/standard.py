"""Sets and a pair (基本和型): ``n`` sets (pungs or runs of one suit) and one
pair, the shape every rule set wins with."""
from __future__ import annotations

from ..reading import Reading, Split, look_up_wild, table_splits
from ..shanten import placed, placed_adding
from ..tiles import KINDS
from .slots import readings_of


class SetsAndPair:
    """``(size − 2) / 3`` sets and a pair; the real tiles placed are those
    ``shanten`` places (its docstring says why that is the most)."""

    code = "sets_and_pair"

    def placed(self, counts: list[int], size: int) -> int | None:
        return placed(counts, (size - 2) // 3)

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]]:
        return placed_adding(counts, (size - 2) // 3)

    def splits(self, counts: list[int], jokers: int, size: int) -> list[Split]:
        real = tuple(k for k in KINDS for _ in range(counts[k]))
        return table_splits(look_up_wild(real, jokers, (size - 2) // 3))

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: int) -> list[Reading]:
        return list(readings_of(self.splits(counts, jokers, size), win_tile))


SETS_AND_PAIR = SetsAndPair()
