"""Winning shapes (和牌型) as units: what a complete hand may be made of.

A rule set names the shapes its hands win with (``hand.HandRules``); the
engine judges a hand by each and takes the least: shanten and waits are
those of the shape the hand is nearest.  Every unit answers one question
of a hand's real tiles (``counts``, one entry per kind 0–33; wild tiles are
counted apart) given how many tiles a complete hand holds besides its
melds (``size``, ``3n + 2``): how many of the real tiles can lie in the
shape's slots (``placed``), or ``None`` where the shape cannot be made at
that size.  A wild tile may fill any empty slot, so a hand of ``size``
tiles is complete exactly when every real tile is placed, and a hand of
``size − 1`` tiles is ``size − placed − wilds − 1`` exchanges from ready
(the argument of ``shanten``'s docstring holds for any shape whose slots
a wild tile may fill).
"""
from __future__ import annotations

from typing import Protocol

from ..reading import Reading
from ..tiles import Kind


class WinningShape(Protocol):
    """A winning shape: its stable ``code`` and how many real tiles fit it."""

    code: str

    def placed(self, counts: list[int], size: int) -> int | None:
        """The most real tiles of ``counts`` in the shape's slots, for a hand
        of ``size`` concealed tiles when complete; ``None`` when the shape has
        no hand of that size (seven pairs with a meld, say)."""

    def placed_adding(self, counts: list[int], size: int) -> tuple[int, list[int]] | None:
        """``placed``, and the same with one tile of each kind 0–33 added."""

    def readings(self, counts: list[int], jokers: int, size: int, win_tile: Kind) -> list[Reading]:
        """Every reading of a complete hand (``counts`` real tiles and
        ``jokers`` wild tiles, ``size`` in all, the winning tile among them)
        with each slot the winning tile may fill (``win_tile``, or
        ``slots.WILD_WIN`` for a wild tile); none when the hand is not of
        the shape."""


def placed_adding_each(shape: WinningShape, counts: list[int], size: int) -> tuple[int, list[int]] | None:
    """``placed_adding`` by adding each kind in turn: for shapes with no quicker way."""
    placed = shape.placed(counts, size)
    if placed is None:
        return None
    after: list[int] = []
    for k in range(34):
        counts[k] += 1
        after.append(shape.placed(counts, size))  # type: ignore[arg-type]  # None only for a size, and this one placed
        counts[k] -= 1
    return placed, after


Kinds = tuple[Kind, ...]
