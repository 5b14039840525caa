"""What the plain searches the engine's tables are held to take apart: a
suit's tile counts less some tiles."""
from __future__ import annotations

from collections.abc import Iterable


def counts_less(counts: tuple[int, ...], places: Iterable[int]) -> tuple[int, ...]:
    """A suit's tile counts less one tile at each of ``places`` (a place repeated, one each time).

    >>> counts_less((1, 2, 1), (1, 1, 2))
    (1, 0, 0)
    """
    out = list(counts)
    for i in places:
        out[i] -= 1
    return tuple(out)
