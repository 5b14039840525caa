"""Sets and a pair (基本和型): ``n`` sets (pungs or runs of one suit) and one
pair, the shape every rule set wins with."""
from __future__ import annotations

from ..shanten import placed, placed_adding


class SetsAndPair:
    """``(size − 2) / 3`` sets and a pair; the real tiles placed are those
    ``shanten`` places (its docstring says why that is the most)."""

    code = "sets_and_pair"

    def placed(self, counts: list[int], size: int) -> int | None:
        return placed(counts, (size - 2) // 3)

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]]:
        return placed_adding(counts, (size - 2) // 3)


SETS_AND_PAIR = SetsAndPair()
