"""A rule set's hands (牌型): how many tiles a hand holds, whether some kinds
are wild and whether flowers are dealt, and the shapes a hand wins with.
Shanten and waits are the least over those shapes.

>>> from app.core.engine.notation import parse_tiles as t
>>> SIXTEEN = HandRules(tiles=16, wild=True)
>>> SIXTEEN.sets, SIXTEEN.concealed(melds=1)
(5, 13)
>>> real, wilds = split_wild(t("123m 234m 345m 78m 999s 8m 9p"), frozenset({17}))
>>> SIXTEEN.shanten(real, wilds, melds=0)   # 9p is wild: ready
0
"""
from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from .reading import Reading
from .shapes import WinningShape
from .shapes.standard import SETS_AND_PAIR
from .tiles import KINDS, Kind

NOT_MADE = 99  # the shanten of a hand no shape of the rule set can make (more than any real hand's)


@dataclass(frozen=True)
class HandRules:
    """What a rule set's hands are.

    ``tiles``: concealed tiles before the winning tile with no melds (13
    or 16; a kong counts as 3); ``shapes``: the winning shapes
    (``shapes``), sets and a pair first; ``wild``: some kinds are wild
    (which, each table says); ``flowers``: flowers (``1f``–``8f``) are
    dealt, laid aside and replaced.
    """

    tiles: int
    shapes: tuple[WinningShape, ...] = (SETS_AND_PAIR,)
    wild: bool = False
    flowers: bool = False

    @property
    def sets(self) -> int:
        """Sets in a winning hand of sets and a pair (13 tiles: 4; 16: 5)."""
        return (self.tiles - 1) // 3

    def concealed(self, melds: int) -> int:
        """Concealed tiles before the winning tile, with ``melds`` melds."""
        return self.tiles - 3 * melds

    def sets_needed(self, melds: int) -> int:
        """Sets the concealed tiles must still make, with ``melds`` melds."""
        return self.sets - melds

    def shanten(self, real: Sequence[Kind], wilds: int, melds: int) -> int:
        """Exchanges from ready (0: ready) for ``real`` tiles (kinds 0–33)
        and ``wilds`` wild tiles, ``concealed(melds)`` in all: the least over
        the shapes (``NOT_MADE`` when none can be made with these melds)."""
        size = _size(len(real) + wilds + 1, self.concealed(melds))
        counts = _counts(real)
        return min((size - placed - wilds - 1 for placed in self._placed(counts, size)), default=NOT_MADE)

    def is_complete(self, real: Sequence[Kind], wilds: int, melds: int) -> bool:
        """Whether ``real`` and ``wilds`` wild tiles, the winning tile among
        them, make some winning shape."""
        if len(real) + wilds != self.concealed(melds) + 1:
            return False
        counts = _counts(real)
        return any(placed == len(real) for placed in self._placed(counts, len(real) + wilds))

    def completing_kinds(self, real: Sequence[Kind], wilds: int, melds: int,
                         never_held: Container[Kind] = ()) -> tuple[Kind, ...]:
        """Every kind (0–33) whose tile, added, completes some shape, in mpsz
        order, less ``never_held``; a wild kind drawn is the caller's to add."""
        size = _size(len(real) + wilds + 1, self.concealed(melds))
        counts = _counts(real)
        done: set[Kind] = set()
        for shape in self.shapes:
            found = shape.placed_adding(counts, size)
            if found is not None:
                done.update(k for k in KINDS if found[1][k] == len(real) + 1)
        return tuple(k for k in KINDS if k in done and k not in never_held)

    def readings(self, real: Sequence[Kind], wilds: int, win_tile: Kind, melds: int) -> list[tuple[str, Reading]]:
        """Every reading of a complete hand, ``real`` and ``wilds`` wild tiles
        with the winning tile (``win_tile``, or ``shapes.slots.WILD_WIN``)
        among them, by every shape: (the shape's ``code``, the reading)."""
        size = self.concealed(melds) + 1
        counts = _counts(real)
        return [(shape.code, reading) for shape in self.shapes
                for reading in shape.readings(counts, wilds, size, win_tile)]

    def _placed(self, counts: list[int], size: int) -> list[int]:
        return [placed for shape in self.shapes if (placed := shape.placed(counts, size)) is not None]


def split_wild(tiles: Sequence[Kind], wild: Container[Kind]) -> tuple[tuple[Kind, ...], int]:
    """A hand's real tiles and how many wild tiles it holds besides."""
    real = tuple(k for k in tiles if k not in wild)
    return real, len(tiles) - len(real)


def _size(size: int, want: int) -> int:
    if size != want + 1:
        raise ValueError(f"a hand of this rule set holds {want} tiles here, not {size - 1}")
    return size


def _counts(real: Sequence[Kind]) -> list[int]:
    counts = [0] * 34
    for k in real:
        counts[k] += 1
    return counts
