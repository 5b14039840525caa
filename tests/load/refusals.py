"""``make refusals``: what refused bodies cost, against gunicorn as ``make run``
starts it (2 workers).

- 16 clients post 60 KB bodies of unknown keys to ``/v1/settle`` for
  ``REFUSAL_SECONDS`` (20) while a probe asks ``/livez`` ten times a second
  (curl): targets ``/livez`` p99 < 250 ms and no failure.
- A sitting of 90,000 unknown keys (1 MiB): its 400 at most 64 KiB.
- A 10 MB body written whole by Python's ``http.client`` before it reads:
  the client reads the 413, 5 times of 5.
- In one process: what a refusal costs against an accepted request (ms).
(issue #35)
"""
from __future__ import annotations

import http.client
import json
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import requests

from tests.load.probes import SETTLE, Timings, client, curl_probe, in_another_process, repeat, run_for, verdict
from tests.server import Server, serve

SECONDS = float(os.environ.get("REFUSAL_SECONDS", "20"))
CLIENTS = 16
JSON = {"Content-Type": "application/json"}


def unknown_keys(count: int) -> str:
    """An object of ``count`` unknown keys, as compact JSON (90,000 of them: 979 KB)."""
    return json.dumps({f"k{n}": 0 for n in range(count)}, separators=(",", ":"))


FLOODED = json.loads(unknown_keys(5_400))  # 60 KB


def _flood(url: str) -> Timings:
    refused = Timings()
    run_for(SECONDS, lambda stop: [client(f"{url}/v1/settle", repeat(FLOODED), refused, stop)
                                   for _ in range(CLIENTS)])
    return refused


def _http_client_413(server: Server, size: int) -> int | str:
    address = urlsplit(server.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        connection.request("POST", "/v1/settle", body=b" " * size, headers=JSON)
        return connection.getresponse().status
    except OSError as error:
        return type(error).__name__
    finally:
        connection.close()


def _in_process() -> dict[str, float]:
    """The median ms of each kind of request through the app, in this process."""
    from app import create_app  # the app's import wants the metrics directory serve() has named

    app = create_app().test_client()
    bodies = {"accepted table": ("/v1/settle", json.dumps(SETTLE)),
              "refused 60 KB of unknown keys": ("/v1/settle", json.dumps(FLOODED)),
              "refused sitting of 90,000 unknown keys": ("/v1/settle/session", unknown_keys(90_000))}
    medians = {}
    for name, (path, body) in bodies.items():
        times = []
        for _ in range(21):
            started = time.perf_counter()
            app.post(path, data=body, headers=JSON)
            times.append((time.perf_counter() - started) * 1000)
        medians[name] = statistics.median(times)
    return medians


def main() -> int:
    quiet, livez = Timings(), Timings()
    with tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log")) as server:
        run_for(5, lambda stop: [curl_probe(f"{server.url}/livez", None, quiet, stop)])  # the machine's own pace
        flooded = in_another_process(_flood, server.url)
        run_for(SECONDS, lambda stop: [curl_probe(f"{server.url}/livez", None, livez, stop)])
        refused = flooded()
        sitting = unknown_keys(90_000).encode()
        big = requests.post(f"{server.url}/v1/settle/session", data=sitting, headers=JSON, timeout=30)
        uploads = [_http_client_413(server, 10 * 1024 * 1024) for _ in range(5)]
        costs = _in_process()
    print(f"make refusals: {CLIENTS} clients of 60 KB unknown-key bodies for {SECONDS:.0f} s against 2 workers, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    print(refused.line("POST /v1/settle refused") + f"   statuses {dict(sorted(refused.statuses.items()))}")
    print(quiet.line("GET /livez, 5 s before it"))
    print(livez.line("GET /livez (10 a second)") + (f"   failures {Counter(livez.failures)}" if livez.failures else ""))
    print(f"a sitting of 90,000 unknown keys ({len(sitting):,} B): {big.status_code}, "
          f"{len(big.content):,} B answer")
    print(f"a 10 MB body from http.client, 5 times: {uploads}")
    print("in one process, median ms: " + "; ".join(f"{name} {ms:.2f}" for name, ms in costs.items()))
    flood_ok = not livez.failures and livez.percentile(0.99) < 250
    small_ok = big.status_code == 400 and len(big.content) <= 64 * 1024
    read_ok = uploads == [413] * 5
    print(f"/livez p99 < 250 ms and no failure: {verdict(flood_ok)}; the 400 at most 64 KiB: {verdict(small_ok)}; "
          f"the 413 read 5 of 5: {verdict(read_ok)}")
    return 0 if flood_ok and small_ok and read_ok else 1


if __name__ == "__main__":
    sys.exit(main())
