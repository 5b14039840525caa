"""Thirteen orphans (十三幺): one of each terminal and honour (the 1 and 9
of each suit, the seven honours), and a second of any one of them.

Slots: thirteen single slots, one per kind, and one more slot for any of
the thirteen.  The real tiles placed are the kinds held, and one more where
a kind is held twice.  Only a hand without melds (``size`` 14).
"""
from __future__ import annotations

from ..groups import PAIR, SINGLE, Group
from ..reading import Reading, Split
from ..tiles import KINDS, is_honour_or_terminal
from .slots import readings_of

ORPHANS = tuple(k for k in KINDS if is_honour_or_terminal(k))
SIZE = 14


class ThirteenOrphans:
    code = "thirteen_orphans"

    def placed(self, counts: list[int], size: int) -> int | None:
        if size != SIZE:
            return None
        held = doubled = 0
        for k in ORPHANS:
            c = counts[k]
            if c:
                held += 1
                if c > 1:
                    doubled = 1
        return held + doubled

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]] | None:
        placed = self.placed(counts, size)
        if placed is None:
            return None
        doubled = any(counts[k] > 1 for k in ORPHANS)
        after = [placed] * 34
        for k in ORPHANS:
            after[k] = placed + (1 if not counts[k] else 0 if doubled or counts[k] > 1 else 1)
        return placed, after

    def splits(self, counts: list[int], jokers: int, size: int) -> list[Split]:
        """Twelve singles and the pair: one split, or one per kind a wild
        tile may pair when no real kind is doubled."""
        real = sum(counts)
        if self.placed(counts, size) != real or real + jokers != SIZE:
            return []
        missing = tuple(k for k in ORPHANS if not counts[k])
        doubled = [k for k in ORPHANS if counts[k] > 1]
        out = []
        for pair in doubled or ORPHANS:
            groups = tuple(Group(PAIR, (k, k)) if k == pair else Group(SINGLE, (k,)) for k in ORPHANS)
            out.append(Split(groups, missing + (() if doubled else (pair,))))
        return out

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: int) -> list[Reading]:
        return list(readings_of(self.splits(counts, jokers, size), win_tile))


THIRTEEN_ORPHANS = ThirteenOrphans()
