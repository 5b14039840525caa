"""``make soak``: 100,000 settle requests against gunicorn; every worker's RSS before
and after (growth at most 5 %), and every table answered 200 with the same body
as the first time.

Workers are not recycled during the soak (``MAX_REQUESTS=0``): recycling would
hide a leak.  "Before" is after one pass over every table, once caches and
lazily built state are in place; the RSS of the fresh workers is shown too.
"""
from __future__ import annotations

import http.client
import json
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from tests.load.tables import soak_pool
from tests.server import Server, serve

REQUESTS = int(os.environ.get("SOAK_REQUESTS", "100000"))
TABLES = 2000
CLIENTS = 8
MAX_GROWTH = 0.05
STAGES = 4  # RSS is read after each quarter: a leak climbs steadily, a filling cache levels off


class Soak:
    def __init__(self, server: Server, bodies: list[bytes]):
        address = urlsplit(server.url)
        self.host, self.port = address.hostname, address.port
        self.bodies = bodies
        self.first: dict[int, bytes] = {}
        self.failures: list[str] = []
        self.lock = threading.Lock()

    def send(self, order: list[int]) -> None:
        """Send the tables numbered in ``order`` from CLIENTS threads."""
        slices = [order[start::CLIENTS] for start in range(CLIENTS)]
        threads = [threading.Thread(target=self._client, args=(part,)) for part in slices]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    def _client(self, order: list[int]) -> None:
        for number in order:
            status, body = self._post(self.bodies[number])
            with self.lock:
                first = self.first.setdefault(number, body)
                if status != 200:
                    self.failures.append(f"table {number}: {status} {body[:200]!r}")
                elif body != first:
                    self.failures.append(f"table {number}: a different answer from the first time")

    def _post(self, body: bytes) -> tuple[int | str, bytes]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            connection.request("POST", "/v1/settle", body, {"Content-Type": "application/json"})
            response = connection.getresponse()
            return response.status, response.read()
        except OSError as error:
            return type(error).__name__, b""
        finally:
            connection.close()


def rss_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))


def main() -> int:
    tables = soak_pool(TABLES)
    bodies = [json.dumps(table).encode() for table in tables]
    order = random.Random(20261129).choices(range(len(bodies)), k=REQUESTS)
    with tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log"), MAX_REQUESTS="0") as server:
        workers = server.workers()
        fresh = {pid: rss_kib(pid) for pid in workers}
        soak = Soak(server, bodies)
        soak.send(list(range(len(bodies))))
        before = {pid: rss_kib(pid) for pid in workers}
        stages = []
        started = time.monotonic()
        for stage in range(STAGES):
            soak.send(order[stage * REQUESTS // STAGES : (stage + 1) * REQUESTS // STAGES])
            stages.append({pid: rss_kib(pid) for pid in workers})
        seconds = time.monotonic() - started
        after = stages[-1]
        survivors = server.workers()

    print(f"make soak: {REQUESTS:,} settle requests over {len(bodies):,} distinct tables from {CLIENTS} clients "
          f"in {seconds:.0f} s ({REQUESTS / seconds:.0f} req/s), after one pass over every table")
    quarters = "".join(f"{f'{(n + 1) * 100 // STAGES} % KiB':>12}" for n in range(STAGES))
    print(f"{'worker':>8}{'fresh KiB':>12}{'before KiB':>12}{quarters}{'growth':>9}")
    grown = {pid: after[pid] / before[pid] - 1 for pid in workers}
    for pid in workers:
        rss = "".join(f"{stage[pid]:>12,}" for stage in stages)
        print(f"{pid:>8}{fresh[pid]:>12,}{before[pid]:>12,}{rss}{grown[pid]:>9.1%}")
    problems = soak.failures[:10]
    if survivors != workers:
        problems.append(f"workers changed: {workers} became {survivors}")
    problems += [f"worker {pid} grew {growth:.1%}, over {MAX_GROWTH:.0%}" for pid, growth in grown.items()
                 if growth > MAX_GROWTH]
    print(f"answers: {REQUESTS + len(bodies) - len(soak.failures):,} of {REQUESTS + len(bodies):,} "
          f"were 200 and the same as the first time")
    for problem in problems:
        print("FAILED:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
