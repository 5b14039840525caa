"""Honours and knitted tiles (全不靠): fourteen tiles, all of different
kinds, among the nine of a knitted straight (147, 258 and 369, each in its
own suit) and the seven honours.  With all seven honours it is the same
shape (a rule set may score it apart, as 七星不靠).

Slots: fourteen of the sixteen kinds of a knitted straight and the honours,
one tile each.  The real tiles placed are the kinds held among them (at
most fourteen), for the best of the six knitted straights.  Only a hand
without melds (``size`` 14).
"""
from __future__ import annotations

from itertools import combinations

from ..groups import SINGLE, Group
from ..reading import Reading, Split
from ..tiles import KINDS
from . import placed_adding_each
from .slots import KNITTED_STRAIGHTS, readings_of

HONOURS = tuple(range(27, 34))
SIZE = 14
_ALLOWED = tuple(frozenset(straight + HONOURS) for straight in KNITTED_STRAIGHTS)
_KINDS = tuple(tuple(sorted(allowed)) for allowed in _ALLOWED)


class HonoursAndKnitted:
    code = "honours_and_knitted"

    def placed(self, counts: list[int], size: int) -> int | None:
        if size != SIZE:
            return None
        best = 0
        for kinds in _KINDS:
            held = 0
            for k in kinds:
                if counts[k]:
                    held += 1
            if held > best:
                best = held
        return min(best, SIZE)

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]] | None:
        return placed_adding_each(self, counts, size)

    def splits(self, counts: list[int], jokers: int, size: int) -> list[Split]:
        """Fourteen singles, for each knitted straight the hand fits and
        each choice of kinds its wild tiles stand for."""
        real = sum(counts)
        if real + jokers != SIZE or size != SIZE or any(c > 1 for c in counts):
            return []
        held = frozenset(k for k in KINDS if counts[k])
        found = set()
        for allowed, kinds in zip(_ALLOWED, _KINDS, strict=True):
            if held <= allowed:
                for stood in combinations([k for k in kinds if k not in held], jokers):
                    found.add((tuple(sorted(held | set(stood))), stood))
        return [Split(tuple(Group(SINGLE, (k,)) for k in kinds), stood) for kinds, stood in sorted(found)]

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: int) -> list[Reading]:
        return list(readings_of(self.splits(counts, jokers, size), win_tile))


HONOURS_AND_KNITTED = HonoursAndKnitted()
