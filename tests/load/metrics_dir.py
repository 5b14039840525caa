"""``make metrics-dir``: the metrics directory through ``RECYCLES`` (10,000) worker
exits, as gunicorn.conf.py's ``child_exit`` handles each.

A real worker's files are taken after it answered a spread of routes and
statuses; each exit then leaves a copy of them under a new pid, and
``merge_dead`` runs as the arbiter runs it.  Printed: the directory's size and
files, the time of one merge and of a scrape, and that the merged counts are
every exit's.  Target (issue #23): a bounded directory — one pair of files per
live worker and one merged pair, each at most 1 MiB.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import requests
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

from app import metrics_files
from tests.load.probes import SETTLE, verdict
from tests.server import serve

RECYCLES = int(os.environ.get("RECYCLES", "10000"))
LIMIT = 2 * 2 * 2**20 + 2 * 2**20  # two live workers' pairs and the merged pair, 1 MiB a file


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        template = _worker_files(Path(scratch))
        directory = Path(scratch, "metrics")
        directory.mkdir()
        live = {1, 2}
        for pid in live:
            _copy(template, directory, pid)
        started, biggest = time.perf_counter(), 0
        for pid in range(1000, 1000 + RECYCLES):
            _copy(template, directory, pid)
            metrics_files.merge_dead(str(directory), live)
            biggest = max(biggest, _size(directory))
        merge_ms = (time.perf_counter() - started) / RECYCLES * 1000
        started = time.perf_counter()
        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=str(directory))
        text = generate_latest(registry).decode()
        scrape_ms = (time.perf_counter() - started) * 1000
        files = sorted(path.name for path in directory.iterdir())
    settled = next(line for line in text.splitlines() if line.startswith("mahjong_tables_settled_total{"))
    print(f"make metrics-dir: {RECYCLES} worker exits merged, {merge_ms:.2f} ms each; scrape {scrape_ms:.1f} ms")
    print(f"directory: {len(files)} files ({', '.join(files)}), at most {biggest / 1024:.0f} KiB on disk")
    print(f"merged count: {settled}")
    expected = float(RECYCLES + len(live))
    counted = float(settled.rsplit(" ", 1)[1]) == expected
    bounded = biggest <= LIMIT and len(files) == 6
    print(f"every exit counted ({expected:.0f}): {verdict(counted)}; "
          f"under {LIMIT // 2**20} MiB in 6 files: {verdict(bounded)}")
    return 0 if counted and bounded else 1


def _worker_files(scratch: Path) -> list[Path]:
    """The files of one worker that settled a table and answered a spread of other requests."""
    directory = scratch / "live"
    with serve(scratch / "gunicorn.log", workers=1, PROMETHEUS_MULTIPROC_DIR=str(directory)) as server:
        requests.post(f"{server.url}/v1/settle", json=SETTLE, timeout=10)
        for path in ("/livez", "/readyz", "/metrics", "/nowhere", "/v1/settle", "/docs", "/openapi.yaml"):
            requests.get(server.url + path, timeout=10)
        requests.post(f"{server.url}/v1/settle", data=b"{", headers={"Content-Type": "application/json"}, timeout=10)
    return sorted(directory.glob("*.db"))


def _copy(template: list[Path], directory: Path, pid: int) -> None:
    for path in template:
        kind = path.name.split("_")[0]
        shutil.copyfile(path, directory / f"{kind}_{pid}.db")


def _size(directory: Path) -> int:
    return sum(path.stat().st_blocks * 512 for path in directory.iterdir())


if __name__ == "__main__":
    sys.exit(main())
