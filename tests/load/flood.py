"""``make flood`` and ``make memory``: the heaviest requests there are, against
gunicorn as ``make run`` starts it (2 workers).

``flood``: 32 clients for ``FLOOD_SECONDS`` (30), three in four sending new
three-得 hands to ``/v1/analyze`` with ``drawn``, one in four 128-hand sittings
drawn from 4,000 new tables of the generator; meanwhile one client settles a normal table
and one asks ``/livez``, each ten times a second.  Targets (issue #23): no 5xx,
``/livez`` p99 < 250 ms, settle p99 < 500 ms.

``memory``: ``MEMORY_REQUESTS`` (10,000) distinct new three-得 analyses from 4
clients; each process's RSS every half second.  Targets: every worker under
150 MB, and the Deployment's memory limit 30 % over the pod's peak.
"""
from __future__ import annotations

import os
import re
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.load.footprint import _status
from tests.load.probes import SETTLE, Timings, client, curl_probe, in_another_process, run_for, verdict
from tests.load.tables import new_analyses, new_sittings, new_tables
from tests.server import ROOT, Server, serve

FLOOD_SECONDS = float(os.environ.get("FLOOD_SECONDS", "30"))
MEMORY_REQUESTS = int(os.environ.get("MEMORY_REQUESTS", "10000"))
CLIENTS = 32
DEPLOYMENT = ROOT / "deploy" / "kubernetes" / "deployment.yaml"


def flood() -> int:
    settle, livez = Timings(), Timings()
    with tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log")) as server:
        flooded = in_another_process(_flood_clients, server.url)
        run_for(FLOOD_SECONDS, lambda stop: [
            curl_probe(f"{server.url}/v1/settle", SETTLE, settle, stop),
            curl_probe(f"{server.url}/livez", None, livez, stop),
        ])
        analyses, sittings = flooded()
    print(f"make flood: {CLIENTS} clients of worst-case requests for {FLOOD_SECONDS:.0f} s against 2 workers, "
          f"{os.cpu_count()} cores")
    for name, timings in (("POST /v1/analyze (24)", analyses), ("POST …/session 128 (8)", sittings),
                          ("POST /v1/settle (1)", settle), ("GET /livez (1)", livez)):
        print(timings.line(name) + f"   statuses {dict(sorted(timings.statuses.items()))}")
    errors = sum(t.server_errors() for t in (analyses, sittings, settle, livez))
    failed = sum(len(t.failures) for t in (settle, livez))
    ok = (errors == 0, livez.percentile(0.99) < 250, settle.percentile(0.99) < 500, failed == 0)
    print(f"no 5xx: {verdict(ok[0])} ({errors}); /livez p99 < 250 ms: {verdict(ok[1])}; "
          f"settle p99 < 500 ms: {verdict(ok[2])}; probes all answered: {verdict(ok[3])}")
    return 0 if all(ok) else 1


def _flood_clients(url: str) -> tuple[Timings, Timings]:
    analyses, sittings = Timings(), Timings()
    pool = new_tables(4000)
    run_for(FLOOD_SECONDS, lambda stop: [
        *(client(f"{url}/v1/analyze", new_analyses(seed), analyses, stop, timeout=60) for seed in range(24)),
        *(client(f"{url}/v1/settle/session", new_sittings(pool, seed), sittings, stop, timeout=60)
          for seed in range(8)),
    ])
    return analyses, sittings


def memory() -> int:
    analyses = Timings()
    per_client = MEMORY_REQUESTS // 4
    with (tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log"), MAX_REQUESTS="0") as server,
          ResidentSets(server) as rss):
        enough = _counted(analyses, per_client * 4)
        clients = [client(f"{server.url}/v1/analyze", new_analyses(100 + n), analyses, enough) for n in range(4)]
        for thread in clients:
            thread.join()
    return _memory_report(analyses, rss)


class ResidentSets:
    """The RSS (KiB) of ``server``'s master and each worker when the block
    starts and ends, and its peaks, sampled every half second meanwhile
    (``"pod"``: the peak of their sum); ``pod_pss``: the peak of their PSS
    summed, each page they share counted once, as the pod's cgroup charges it."""

    def __init__(self, server: Server) -> None:
        self.named = {"master": server.master} | {f"worker {n}": pid for n, pid in enumerate(server.workers(), 1)}
        self.peaks: dict[str, int] = {}
        self.pod_pss = 0
        self._done = threading.Event()
        self._sampler = threading.Thread(target=self._sample, daemon=True)

    def __enter__(self) -> ResidentSets:
        self.start = self._now()
        self._sampler.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._done.set()
        self._sampler.join()
        self.end = self._now()

    def _now(self) -> dict[str, int]:
        return {name: _status(pid)[0] for name, pid in self.named.items()}

    def _sample(self) -> None:
        while not self._done.wait(0.5):
            statuses = [_status(pid) for pid in self.named.values()]
            for name, (kib, _, _) in zip(self.named, statuses, strict=True):
                self.peaks[name] = max(self.peaks.get(name, 0), kib)
            self.peaks["pod"] = max(self.peaks.get("pod", 0), sum(rss for rss, _, _ in statuses))
            self.pod_pss = max(self.pod_pss, sum(pss for _, _, pss in statuses))


def _counted(timings: Timings, total: int) -> threading.Event:
    """An event set once ``timings`` holds ``total`` answers (checked by a watcher thread)."""
    reached = threading.Event()

    def watch() -> None:
        while len(timings.ms) + len(timings.failures) < total:
            time.sleep(0.1)
        reached.set()

    threading.Thread(target=watch, daemon=True).start()
    return reached


def _memory_report(analyses: Timings, rss: ResidentSets) -> int:
    start, end, peaks = rss.start, rss.end, rss.peaks
    limit_mib = int(re.search(r"limits:\s*\n\s*cpu: \S+\s*\n\s*memory: (\d+)Mi", DEPLOYMENT.read_text())[1])
    print(f"make memory: {len(analyses.ms)} distinct new three-得 analyses answered, {len(analyses.failures)} failed, "
          f"p50 {analyses.percentile(0.5):.0f} ms; statuses {analyses.statuses}")
    print(f"{'':10}{'RSS MB before':>15}{'after':>10}{'peak':>10}")
    for name in start:
        print(f"{name:10}{start[name] / 1024:15.1f}{end[name] / 1024:10.1f}{peaks.get(name, 0) / 1024:10.1f}")
    pod_mib = peaks.get("pod", 0) / 1024
    workers_ok = all(kib / 1024 < 150 for name, kib in end.items() if name.startswith("worker"))
    headroom = limit_mib / pod_mib - 1 if pod_mib else 0
    print(f"every worker under 150 MB: {verdict(workers_ok)}; pod peak (RSS summed) {pod_mib:.1f} MiB, "
          f"Deployment limit {limit_mib} MiB: {headroom:.0%} headroom (target ≥ 30 %: {verdict(headroom >= 0.3)}); "
          f"pod peak (PSS summed, shared pages once, what tests/deploy sums) {rss.pod_pss / 1024:.1f} MiB")
    return 0 if workers_ok and headroom >= 0.3 and not analyses.failures else 1


if __name__ == "__main__":
    sys.exit(memory() if sys.argv[1:] == ["memory"] else flood())
