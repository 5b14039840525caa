"""Timing for ``make bench``: each piece of work at its fastest."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence


def fastest_each(works: Sequence[Callable[[], object]], passes: int = 3, repeats: int = 3) -> list[float]:
    """Seconds each of ``works`` takes at its fastest: ``repeats`` runs in a
    row, in each of ``passes`` passes over them all.  The passes spread each
    work's runs over the whole measurement, so that a slow spell of the
    machine (a busy neighbour on a shared host lasts seconds) cannot make one
    work look slow; the fastest run is its cost without interference."""
    best = [float("inf")] * len(works)
    for _ in range(passes):
        for i, work in enumerate(works):
            for _ in range(repeats):
                start = time.perf_counter()
                work()
                best[i] = min(best[i], time.perf_counter() - start)
    return best
