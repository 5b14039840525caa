"""Seven pairs (七对): seven pairs, each of a kind of its own; where a rule
set says so (``four_alike=True``), four alike count as two pairs.

The shape's slots are seven pair slots.  A kind held ``c`` times puts
``min(c, 2)`` tiles in one slot and, four alike allowed, ``min(c − 2, 2)``
more in a second; the most real tiles placed are the seven best such slot
fillings.  It is made only of a hand without melds (``size`` 14).
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ..groups import PAIR, Group
from ..reading import Reading, Split
from ..tiles import KINDS
from . import placed_adding_each
from .slots import readings_of

PAIRS = 7
SIZE = 2 * PAIRS


class SevenPairs:
    code = "seven_pairs"

    def __init__(self, four_alike: bool = False):
        self.four_alike = four_alike
        self.most = 2 if four_alike else 1  # pair slots a kind may take

    def placed(self, counts: list[int], size: int) -> int | None:
        if size != SIZE:
            return None
        twos = ones = 0
        for c in counts:
            if c:
                if c >= 2:
                    twos += 1
                    if self.four_alike and c >= 3:
                        if c >= 4:
                            twos += 1
                        else:
                            ones += 1
                else:
                    ones += 1
        twos = min(twos, PAIRS)
        return 2 * twos + min(ones, PAIRS - twos)

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]] | None:
        return placed_adding_each(self, counts, size)

    def splits(self, counts: list[int], jokers: int, size: int) -> list[Split]:
        """The one way (or, with wild tiles left over, each way) to pair the hand."""
        if self.placed(counts, size) != sum(counts) or sum(counts) + jokers != SIZE:
            return []
        pairs: list[int] = []
        stand_ins: list[int] = []
        for k in KINDS:
            c = counts[k]
            pairs += [k] * ((c + 1) // 2)
            stand_ins += [k] * (c % 2)
        free = (jokers - len(stand_ins)) // 2
        out = []
        for extra in combinations_with_replacement(KINDS, free):
            kinds = sorted(pairs + list(extra))
            if all(kinds.count(k) <= self.most for k in set(extra)):
                groups = tuple(Group(PAIR, (k, k)) for k in kinds)
                out.append(Split(groups, tuple(stand_ins) + tuple(k for k in extra for _ in range(2))))
        return out

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: int) -> list[Reading]:
        return list(readings_of(self.splits(counts, jokers, size), win_tile))


SEVEN_PAIRS = SevenPairs()
SEVEN_PAIRS_FOUR_ALIKE = SevenPairs(four_alike=True)
