"""``make idle``: ``IDLE`` (2,500) bare connections against gunicorn as ``make
run`` starts it (2 workers), half of them with part of a request line, opened
at once and never renewed, held ``IDLE_SECONDS`` (30); meanwhile a probe asks
``/livez`` ten times a second (curl, a fresh connection each, as a kubelet).

Targets (issue #35): the server closes every idle connection after its
header deadline (``HEADER_SECONDS``, 10 s; those a full worker evicts for new
ones, sooner), and ``/livez`` answers every probe in the last third of the
hold.  Before, every connection stayed open, and with 2,000 of them the
service answered nothing.
"""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from tests.load.flood import ResidentSets
from tests.load.probes import in_another_process, verdict
from tests.server import serve

IDLE = int(os.environ.get("IDLE", "2500"))
SECONDS = float(os.environ.get("IDLE_SECONDS", "30"))
PARTIAL = b"GET /livez HT"


async def _idle(host: str, port: int, n: int, started: float, closed: list[float]) -> None:
    """One idle connection: open, maybe half a request line, then wait for the server to close it."""
    try:
        reader, writer = await asyncio.open_connection(host, port)
    except OSError:
        closed.append(-1.0)  # never opened
        return
    if n % 2:
        writer.write(PARTIAL)
    try:
        answer = await asyncio.wait_for(reader.read(65536), started + SECONDS - time.monotonic())
    except TimeoutError:
        closed.append(SECONDS)  # still open
    except OSError:  # reset by the server
        closed.append(time.monotonic() - started)
    else:
        closed.append(time.monotonic() - started if not answer else -2.0)  # -2: answered, not closed
    writer.close()


def _hold(url: str) -> list[float]:
    """The idle connections, in a process of their own: when each was closed
    (seconds after the first was opened; ``SECONDS`` if still open at the end)."""
    address, closed = urlsplit(url), []

    async def main() -> None:
        started = time.monotonic()
        await asyncio.gather(*(_idle(address.hostname, address.port, n, started, closed) for n in range(IDLE)))

    asyncio.run(main())
    return closed


def _probe(url: str, stop: threading.Event, started: float, answers: list[tuple[float, int, float]]) -> None:
    command = ["curl", "-s", "-o", "/dev/null", "-m", "5", "-w", "%{http_code} %{time_total}", url]
    while not stop.wait(0.1):
        sent = time.monotonic() - started
        status, seconds = subprocess.run(command, capture_output=True, text=True).stdout.split()
        answers.append((sent, int(status), float(seconds) * 1000))


def main() -> int:
    answers: list[tuple[float, int, float]] = []
    with (tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log")) as server,
          ResidentSets(server) as rss):
        started, stop = time.monotonic(), threading.Event()
        held = in_another_process(_hold, server.url)
        probe = threading.Thread(target=_probe, args=(f"{server.url}/livez", stop, started, answers), daemon=True)
        probe.start()
        closed = held()
        time.sleep(max(0.0, started + SECONDS - time.monotonic()))  # the probes go on to the end of the hold
        stop.set()
        probe.join()
    print(f"make idle: {IDLE} idle connections (half with part of a request line) held {SECONDS:.0f} s against "
          f"2 workers, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    workers = [name for name in rss.start if name.startswith("worker")]
    print("RSS MB before, at the peak: " + "; ".join(
        f"{name} {rss.start[name] / 1024:.1f}, {rss.peaks.get(name, 0) / 1024:.1f}" for name in workers))
    shut = sorted(t for t in closed if t >= 0 and t < SECONDS)
    still = sum(1 for t in closed if t >= SECONDS)
    print(f"closed by the server: {len(shut)}, at {_spread(shut)} s; still open at the end: {still}; "
          f"never opened: {closed.count(-1.0)}; answered: {closed.count(-2.0)}")
    thirds = [[a for a in answers if k * SECONDS / 3 <= a[0] < (k + 1) * SECONDS / 3] for k in range(3)]
    for k, third in enumerate(thirds):
        ok = sorted(ms for _, status, ms in third if status == 200)
        print(f"/livez, {k * SECONDS / 3:4.0f}–{(k + 1) * SECONDS / 3:.0f} s: {len(ok)} of {len(third)} answered, "
              f"p50 {_at(ok, 0.5):.1f} ms, p99 {_at(ok, 0.99):.1f} ms, max {_at(ok, 1):.1f} ms")
    closed_ok = not still and len(shut) == IDLE
    last_ok = bool(thirds[2]) and all(status == 200 for _, status, _ in thirds[2])
    print(f"every idle connection closed by the server: {verdict(closed_ok)}; "
          f"every /livez of the last third answered: {verdict(last_ok)}")
    return 0 if closed_ok and last_ok else 1


def _at(ordered: list[float], p: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else float("nan")


def _spread(times: list[float]) -> str:
    return f"min {_at(times, 0):.1f}, median {_at(times, 0.5):.1f}, max {_at(times, 1):.1f}" if times else "—"


if __name__ == "__main__":
    sys.exit(main())
