"""``make bench``'s first figures: inputs never seen before, each answered
once, as production meets them, beside the riichi peer scoring hands never
seen before, in one process.

- Every row (``bench_streams.ROWS``) is a stream of distinct inputs from
  the seeded generators, made in two processes apart (they run the core to
  keep what Wenling answers: the timed process must not have seen them).
- The process is set as a worker: the garbage collector as
  ``serving.collect_seldom`` sets it, and ``WARM`` inputs of every row
  answered untimed first, so that the caches are those of a worker that has
  served others.  Then ``PASSES`` passes, each over fresh inputs of every
  row in turn: an input is answered as the HTTP layer asks (the rule set's
  entry, then ``to_dict``).
- The peer (the ``mahjong`` package, its divider cache cleared before each
  hand; ``bench_streams.peer_hands``, every hand distinct) is timed between
  chunks of ``CHUNK`` inputs, ``PEER_CHUNK`` hands at a time, so each row
  has its own peer rate measured within the same seconds: a ratio holds when
  the machine's speed drifts, a rate does not.  Both are timed in the
  process's CPU seconds, so that waiting for a core on this shared machine
  is not counted as work.

Printed per row: inputs per second and the peer's hands per second (medians
over the passes), and the ratio of the two, median and range over the
passes.  Sizes can be set from the environment (``TABLES``, ``ANALYSES``,
``PASSES``).  Figures are printed, never asserted.
"""
from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from collections.abc import Callable, Iterator, Sequence

from tests.bench_count import peer_scorer
from tests.bench_streams import ROWS, Input, answer, peer_hands, stream

TABLES = int(os.environ.get("TABLES", "1000"))  # per pass, for a row of tables
ANALYSES = int(os.environ.get("ANALYSES", "300"))  # per pass, for a row of analyses (each costs several tables)
PASSES = int(os.environ.get("PASSES", "3"))
WARM = 300
CHUNK = 10
PEER_CHUNK = 50


def per_pass(name: str) -> int:
    return ANALYSES if ROWS[name].work == "analyse" else TABLES


def streams() -> dict[str, list[list[Input]]]:
    """Each row's inputs: the warm ones, then one list per pass."""
    sizes = {name: WARM + PASSES * per_pass(name) for name in ROWS}
    with multiprocessing.get_context("fork").Pool(2) as pool:
        made = pool.starmap(stream, [(name, 0, size) for name, size in sizes.items()])
    out = {}
    for name, inputs in zip(ROWS, made, strict=True):
        size = per_pass(name)
        out[name] = [inputs[:WARM]] + [inputs[WARM + p * size:WARM + (p + 1) * size] for p in range(PASSES)]
    return out


def peer_needed() -> int:
    return PEER_CHUNK * (1 + PASSES * sum(-(-per_pass(name) // CHUNK) for name in ROWS))


class Figures(dict):
    """Each row's passes: (inputs per second, the peer's hands per second)."""

    def line(self, name: str) -> str:
        passes = self[name]
        rate = statistics.median(r for r, _ in passes)
        peer = statistics.median(p for _, p in passes)
        ratios = [r / p for r, p in passes]
        return (f"{name:>17} {per_pass(name):7d} {rate:9.0f} {peer:11.0f} {statistics.median(ratios):8.3f}"
                f"  {min(ratios):.3f}–{max(ratios):.3f} {1000 / rate:9.3f}")


def measure(inputs: dict[str, list[list[Input]]], hands: Iterator) -> Figures:
    answers = {name: answer(name) for name in ROWS}
    score = peer_scorer()
    _each(score, [next(hands) for _ in range(PEER_CHUNK)])
    for name, passes in inputs.items():
        _each(answers[name], passes[0])
    figures = Figures({name: [] for name in ROWS})
    for p in range(1, PASSES + 1):
        for name, passes in inputs.items():
            work, batch, spent, peer_spent, peer_count = answers[name], passes[p], 0.0, 0.0, 0
            for i in range(0, len(batch), CHUNK):
                peer_spent += _each(score, chunk := [next(hands) for _ in range(PEER_CHUNK)])
                peer_count += len(chunk)
                spent += _each(work, batch[i:i + CHUNK])
            figures[name].append((len(batch) / spent, peer_count / peer_spent))
    return figures


def _each(work: Callable, items: Sequence) -> float:
    """CPU seconds (the process's: on a shared machine, time spent waiting for a core is not the work's)."""
    start = time.process_time()
    for item in items:
        work(item)
    return time.process_time() - start


def main() -> Figures:
    from app import serving

    inputs, hands = streams(), iter(peer_hands(peer_needed()))
    serving.collect_seldom()  # after the streams are made: they are frozen with the app
    print(f"First sight: distinct inputs, each answered once (to_dict included), {PASSES} passes of fresh "
          f"ones after {WARM} others a row; the peer's distinct hands timed between chunks of {CHUNK}")
    print(f"{'row':>17} {'a pass':>7} {'per s':>9} {'peer hands/s':>11} {'ratio':>8}  {'range':11} {'ms each':>9}")
    figures = measure(inputs, hands)
    for name in ROWS:
        print(figures.line(name))
    return figures


if __name__ == "__main__":
    main()
