"""``make bench-profile ROW=typical``: where a first-sight input's time goes,
function by function (cProfile), for one row of ``make bench``'s first-sight
figures: ``COUNT`` (3,000) distinct inputs of the row after ``WARM`` (300)
others, made in a process apart, the process set as a worker
(``serving.collect_seldom``), as ``bench_first_sight`` times them.

Prints the functions by their own time and by their time with what they
call; ``--out FILE`` keeps the profile for ``pstats`` or a viewer.  cProfile
slows every Python call alike, so small functions called often look
costlier than they are: read its shares beside ``make instructions``.
"""
from __future__ import annotations

import argparse
import cProfile
import multiprocessing
import pstats

from tests.bench_streams import ROWS, answer, stream

WARM = 300


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("row", choices=ROWS)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--lines", type=int, default=30)
    parser.add_argument("--out")
    args = parser.parse_args()
    from app import serving

    with multiprocessing.get_context("fork").Pool(1) as pool:
        inputs = pool.apply(stream, (args.row, 0, WARM + args.count))
    serving.collect_seldom()
    work = answer(args.row)
    for data in inputs[:WARM]:
        work(data)
    profiler = cProfile.Profile()
    profiler.enable()
    for data in inputs[WARM:]:
        work(data)
    profiler.disable()
    if args.out:
        profiler.dump_stats(args.out)
    stats = pstats.Stats(profiler)
    print(f"{args.row}: {args.count} first-sight inputs after {WARM} others")
    stats.sort_stats("tottime").print_stats(args.lines)
    stats.sort_stats("cumulative").print_stats(args.lines)


if __name__ == "__main__":
    main()
