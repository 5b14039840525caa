"""``make bytecodes ROW=typical``: where a first-sight input's work goes,
function by function, as the bytecodes each function executes itself: a
count that is exact and the same in every run, and that, unlike cProfile,
does not make a small function look dearer for being called.

``COUNT`` (300) distinct inputs of one row of ``make bench``'s first-sight
figures after ``WARM`` (200) others, the process set as a worker
(``serving.collect_seldom``); ``--seen`` counts the first ``COUNT`` of the
warm ones (as many as ``COUNT`` at least) again instead (every per-suit
cache hit).  Prints bytecodes per
input, by module, then by function.  A bytecode is not an instruction (a
C builtin's work, a call's or a dict's, is not counted in bytecodes):
judge a change by ``make instructions``; read this for where to look.
"""
from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections import Counter
from types import FrameType

from tests.bench_streams import ROWS, answer, stream

WARM = 200


def _place(filename: str) -> str:
    """A code object's file, short: its path under ``app/core/``, else its name."""
    _, core, inside = filename.partition("app/core/")
    return inside if core else filename.rsplit("/", 1)[-1]


def count(work, inputs: list) -> Counter:
    """Bytecodes executed by each function (file, first line, name) over ``inputs``."""
    executed: Counter = Counter()

    def trace(frame: FrameType, event: str, _arg: object):
        if event == "call":
            frame.f_trace_opcodes = True
        elif event == "opcode":
            code = frame.f_code
            executed[_place(code.co_filename), code.co_firstlineno, code.co_name] += 1
        return trace

    sys.settrace(trace)
    try:
        for data in inputs:
            work(data)
    finally:
        sys.settrace(None)
    return executed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("row", choices=ROWS)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seen", action="store_true", help="inputs seen before: the first of the warm ones again")
    parser.add_argument("--lines", type=int, default=30)
    args = parser.parse_args()
    from app import serving

    warm = max(WARM, args.count) if args.seen else WARM
    with multiprocessing.get_context("fork").Pool(1) as pool:  # made apart: the counted process must not see them
        inputs = pool.apply(stream, (args.row, 0, warm + args.count))
    serving.collect_seldom()
    work = answer(args.row)
    for data in inputs[:warm]:
        work(data)
    counted = inputs[:args.count] if args.seen else inputs[warm:]
    executed = count(work, counted)
    total, n = sum(executed.values()), len(counted)
    modules: Counter = Counter()
    for (place, _, _), times in executed.items():
        modules[place] += times
    print(f"{args.row}: {total / n:,.0f} bytecodes an input, {n} {'seen before' if args.seen else 'first-sight'} "
          f"inputs after {warm} others")
    for place, times in modules.most_common(args.lines):
        print(f"{100 * times / total:5.1f} % {times / n:8,.0f}  {place}")
    print()
    for (place, line, name), times in executed.most_common(args.lines):
        print(f"{100 * times / total:5.1f} % {times / n:8,.0f}  {place}:{line} {name}")


if __name__ == "__main__":
    main()
