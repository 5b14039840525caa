"""A knitted straight with sets and a pair (组合龙): 147, 258 and 369, each
in its own suit (nine slots, one per kind), and the hand's other sets and
pair; the straight takes the room of three sets (13 tiles: it, one set,
which may be a meld, and the pair; 16 tiles: two sets and the pair).

Why a real tile of the straight's kinds is placed in it whenever held: if a
tile of such a kind lay in the sets instead, or nowhere, moving it into the
straight's empty slot places as many tiles or more.  So for each of the six
straights the placed tiles are the kinds of it held, and what the sets and
pair place of the rest (``shanten.placed``); the shape's is the best.
"""
from __future__ import annotations

from ..groups import KNITTED, Group
from ..reading import Reading, Split, look_up_wild, table_splits
from ..shanten import placed, placed_adding
from ..tiles import KINDS
from .slots import KNITTED_STRAIGHTS, readings_of

STRAIGHT_SETS = 3  # the straight's nine tiles take three sets' room


class KnittedStraight:
    code = "knitted_straight"

    def placed(self, counts: list[int], size: int) -> int | None:
        sets = (size - 2) // 3 - STRAIGHT_SETS
        if sets < 0:
            return None
        best = 0
        for straight in KNITTED_STRAIGHTS:
            rest = list(counts)
            held = 0
            for k in straight:
                if rest[k]:
                    rest[k] -= 1
                    held += 1
            here = held + placed(rest, sets)
            if here > best:
                best = here
        return best

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]] | None:
        sets = (size - 2) // 3 - STRAIGHT_SETS
        if sets < 0:
            return None
        best, after = 0, [0] * 34
        for straight in KNITTED_STRAIGHTS:
            rest = list(counts)
            held = 0
            for k in straight:
                if rest[k]:
                    rest[k] -= 1
                    held += 1
            base, rest_after = placed_adding(rest, sets)
            best = max(best, held + base)
            for k in KINDS:
                # A kind of the straight not held fills its slot; any other goes to the sets.
                here = held + 1 + base if k in straight and not counts[k] else held + rest_after[k]
                if here > after[k]:
                    after[k] = here
        return best, after

    def splits(self, counts: list[int], jokers: int, size: int) -> list[Split]:
        """For each straight the hand can hold, its group and each split of the rest."""
        sets = (size - 2) // 3 - STRAIGHT_SETS
        if sets < 0 or sum(counts) + jokers != size:
            return []
        out = []
        for straight in KNITTED_STRAIGHTS:
            rest = list(counts)
            stood = []
            for k in straight:
                if rest[k]:
                    rest[k] -= 1
                else:
                    stood.append(k)
            if len(stood) > jokers:
                continue
            real = tuple(k for k in KINDS for _ in range(rest[k]))
            group = Group(KNITTED, straight)
            for split in table_splits(look_up_wild(real, jokers - len(stood), sets)):
                out.append(Split((group, *split.groups), (*stood, *split.stand_ins)))
        return out

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: int) -> list[Reading]:
        return list(readings_of(self.splits(counts, jokers, size), win_tile))


KNITTED_STRAIGHT = KnittedStraight()
