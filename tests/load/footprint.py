"""``make footprint``: what one pod of the Deployment uses, the figures its requests
and limits rest on (docs/operations.md, "Deploying").

gunicorn with ``WEB_CONCURRENCY`` workers, as the Deployment runs it, is driven
by wrk with the settle mix of ``make load`` until every worker is busy; then
each process's peak resident memory (VmHWM), its proportional share (PSS: pages
the workers share with the master counted once, as the container's memory
cgroup counts them) and the CPU the workers used, in cores.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

from tests.load.load import _workers_cpu_seconds, _wrk
from tests.load.tables import load_mix
from tests.server import serve

WORKERS = int(os.environ.get("WEB_CONCURRENCY", "2"))
SECONDS = int(os.environ.get("LOAD_SECONDS", "20"))


def main() -> int:
    bodies = [json.dumps(table, ensure_ascii=False) for tables in load_mix().values() for table in tables]
    with tempfile.TemporaryDirectory() as scratch:
        bodies_file = Path(scratch, "bodies.jsonl")
        bodies_file.write_text("\n".join(bodies) + "\n", encoding="utf-8")
        with serve(Path(scratch, "gunicorn.log"), workers=WORKERS, MAX_REQUESTS="0") as server:
            idle = _memory(server.master, server.workers())
            cpu, started = _workers_cpu_seconds(server), time.monotonic()
            result = _wrk(server, "/v1/settle", bodies_file, SECONDS)
            cores = (_workers_cpu_seconds(server) - cpu) / (time.monotonic() - started)
            loaded = _memory(server.master, server.workers())
    print(f"make footprint: {WORKERS} workers, {SECONDS} s of settle requests ({result.per_second:.0f} req/s, "
          f"p99 {result.p99_ms:.1f} ms, {result.failed} failed), {os.cpu_count()} cores")
    print(f"{'':10}{'RSS KiB':>10}{'peak KiB':>10}{'PSS KiB':>10}")
    for name, (rss, peak, pss) in loaded.items():
        print(f"{name:10}{rss:10d}{peak:10d}{pss:10d}")
    print(f"pod PSS: {sum(p for *_, p in idle.values())} KiB idle, {sum(p for *_, p in loaded.values())} KiB loaded; "
          f"peak RSS summed (an upper bound): {sum(peak for _, peak, _ in loaded.values())} KiB")
    print(f"workers' CPU under saturating load: {cores:.2f} cores ({cores / WORKERS:.2f} per worker), "
          f"{result.cpu_ms:.2f} ms per settle request")
    return 1 if result.failed else 0


def _memory(master: int, workers: list[int]) -> dict[str, tuple[int, int, int]]:
    """(RSS, peak RSS, PSS) in KiB by process, from /proc."""
    named = {"master": master} | {f"worker {n}": pid for n, pid in enumerate(workers, 1)}
    return {name: _status(pid) for name, pid in named.items()}


def _status(pid: int) -> tuple[int, int, int]:
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    rollup = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]
    )
    return tuple(int(source[key].split()[0]) for source, key in ((status, "VmRSS"), (status, "VmHWM"), (rollup, "Pss")))


if __name__ == "__main__":
    sys.exit(main())
