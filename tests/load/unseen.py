"""``make load-unseen``: ``POST /v1/settle`` on tables never seen
before, against ``GET /livez``, in one run (issue #34).

``make load`` cycles through a mix of 23 tables, so after the first pass
every worker answers from its caches.  Production sees each table once: here
the settle run sends a stream of distinct tables, the rows of ``make bench``'s
first-sight figures in proportion (``MIX``), more of them than the run can
send, each wrk thread from its own part of the stream.  The workers first
answer other tables of the same rows, so that their caches are those of a
worker that has served others.

Printed: req/s, p50 and p99 latency, the workers' CPU per request and the
ratio settle/livez.  ``LOAD_SECONDS`` sets the length of each run.  To count
an older commit, run this file from a worktree of it (``ROOT`` is the
checkout served): its tests folder replaced by this one's.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import requests

from tests.bench_streams import stream
from tests.load.load import CONNECTIONS, SECONDS, THREADS, WORKERS, _wrk
from tests.server import serve

# Rows of make bench (Jiaojiang tables), and how many of each in ten.
MIX = {"typical": 6, "no_de": 1, "three_de": 1, "draw": 2}
WARM = 300  # tables answered before the runs, per row's weight
POOL = 6_000  # per weight: 60,000 tables, more than a run of 10 s sends


def main() -> int:
    warm, pool = _tables(0, WARM), _tables(WARM, POOL)
    with tempfile.TemporaryDirectory() as scratch:
        pool_file = Path(scratch, "pool.jsonl")
        pool_file.write_text("\n".join(pool) + "\n", encoding="utf-8")
        with serve(Path(scratch, "gunicorn.log"), workers=WORKERS) as server:
            for body in warm:
                requests.post(server.url + "/v1/settle", data=body.encode(), headers=_JSON,
                              timeout=10).raise_for_status()
            load_before = os.getloadavg()[0]
            livez = _wrk(server, "/livez", None, SECONDS)
            settle = _wrk(server, "/v1/settle", pool_file, SECONDS)
    print(f"make load-unseen: {WORKERS} workers, wrk -t{THREADS} -c{CONNECTIONS}, {SECONDS} s per endpoint, "
          f"{os.cpu_count()} cores, load average {load_before:.2f} before")
    print("tables: " + ", ".join(f"{weight} in 10 {row}" for row, weight in MIX.items())
          + f"; {len(pool):,} distinct, none sent before; {settle.requests:,} sent")
    print(f"{'':16}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'CPU ms/req':>12}{'failed':>8}")
    for name, result in (("GET /livez", livez), ("POST /v1/settle", settle)):
        print(f"{name:16}{result.per_second:9.0f}{result.p50_ms:9.1f}{result.p99_ms:9.1f}"
              f"{result.cpu_ms:12.3f}{result.failed:8d}")
    print(f"settle/livez {settle.per_second / livez.per_second:.0%}")
    return 1 if livez.failed or settle.failed or settle.requests > _ONCE * len(pool) else 0


def _tables(start: int, count: int) -> list[str]:
    """Request bodies of every row of ``MIX`` in turn, ``count`` per weight from ``start``."""
    rows = [stream(row, start * weight, count * weight) for row, weight in MIX.items()]
    longest = max(map(len, rows))
    return [json.dumps(row[i], ensure_ascii=False) for i in range(longest) for row in rows if i < len(row)]


_JSON = {"Content-Type": "application/json"}
# wrk.lua starts its two threads 0.618 of the list apart: up to 2 × 0.382 of it
# sent, no table is sent twice.
_ONCE = 0.76

if __name__ == "__main__":
    sys.exit(main())
