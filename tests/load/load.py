"""``make load``: gunicorn as ``make run`` starts it, driven on loopback by wrk.

``GET /livez``, ``POST /v1/settle`` with a mix of real tables, then
``POST /v1/settle/session`` with 16-hand sittings of the same tables, in one
run: req/s, p50 and p99 latency, the workers' CPU per request, the ratio
settle/livez, and tables settled per second each way.  Targets, on 2 cores
with 2 workers and 32 connections: settle at least 50 % of livez, settle p99
under 20 ms (issue #12, after #4's 60 % and 25 ms); at least 3 × the tables
per second through the session endpoint (issue #9), judged on the median of
three short settle/session pairs run back to back.

``make profile`` also samples one worker with py-spy during the settle run and
prints where its time goes (``--profile``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import requests

from tests.load.tables import SITTING_HANDS, core_seconds, load_mix, sittings
from tests.server import Server, serve

WORKERS = 2
THREADS = 2
CONNECTIONS = 32
SECONDS = int(os.environ.get("LOAD_SECONDS", "10"))
# The gain of the session endpoint is also measured in short settle/session
# pairs run back to back: this machine's speed drifts over the 20 s between
# the two long runs, less within a pair.
PAIRS, PAIR_SECONDS = 3, 3
WRK_SCRIPT = Path(__file__).with_name("wrk.lua")
TICKS = os.sysconf("SC_CLK_TCK")

# Where a worker's samples go, by the first of these found in the stack (py-spy).
PROFILE_PARTS = [  # py-spy names files relative to site-packages or the working directory
    ("rules core (app/core)", ("app/core/",)),
    ("request schema (marshmallow, webargs)", ("marshmallow/", "webargs/")),
    ("JSON parse and dump", ("json/", "app/http/json_out.py")),  # orjson is C: its caller stands for it
    ("request log and metrics", ("app/http/telemetry.py", "app/http/metrics.py")),
    ("Flask, werkzeug, flask-smorest, app/http, app/api",
     ("flask/", "flask_smorest/", "werkzeug/", "app/http/", "app/api/")),
    ("gunicorn: HTTP parsing, socket I/O", ("gunicorn/",)),
]


@dataclass
class Result:
    requests: int
    per_second: float
    p50_ms: float
    p99_ms: float
    failed: int
    cpu_ms: float  # the workers' CPU time per request


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--profile", action="store_true", help="sample a worker with py-spy during the settle run")
    profile = options.parse_args().profile

    mix = load_mix()
    bodies = [json.dumps(table, ensure_ascii=False) for tables in mix.values() for table in tables]
    core_ms = {kind: statistics.mean(core_seconds(t) for t in tables) * 1000 for kind, tables in mix.items()}
    mix_core_ms = statistics.mean(core_seconds(json.loads(body)) for body in bodies) * 1000

    sitting_bodies = [json.dumps(sitting, ensure_ascii=False) for sitting in sittings(mix)]

    with tempfile.TemporaryDirectory() as scratch:
        bodies_file, sittings_file = Path(scratch, "bodies.jsonl"), Path(scratch, "sittings.jsonl")
        bodies_file.write_text("\n".join(bodies) + "\n", encoding="utf-8")
        sittings_file.write_text("\n".join(sitting_bodies) + "\n", encoding="utf-8")
        with serve(Path(scratch, "gunicorn.log"), workers=WORKERS) as server:
            for path, each in (("/v1/settle", bodies), (SESSION, sitting_bodies)):
                for body in each:
                    response = requests.post(server.url + path, data=body.encode(), headers=_JSON, timeout=10)
                    response.raise_for_status()
            _wrk(server, "/v1/settle", bodies_file, seconds=3)  # warm-up
            load_before = os.getloadavg()[0]
            livez = _wrk(server, "/livez", None, SECONDS)
            samples = Path(scratch, "settle.txt") if profile else None
            settle = _wrk(server, "/v1/settle", bodies_file, SECONDS, samples)
            if samples:
                parts = _profile_parts(samples)
            session = _wrk(server, SESSION, sittings_file, SECONDS)
            pairs = [(_wrk(server, "/v1/settle", bodies_file, PAIR_SECONDS),
                      _wrk(server, SESSION, sittings_file, PAIR_SECONDS)) for _ in range(PAIRS)]

    print(f"make load: {WORKERS} workers, wrk -t{THREADS} -c{CONNECTIONS}, {SECONDS} s per endpoint, "
          f"{os.cpu_count()} cores, load average {load_before:.2f} before")
    print("mix: " + ", ".join(f"{len(mix[kind])} {kind} ({core_ms[kind]:.2f} ms)" for kind in mix)
          + f"; rules core alone {mix_core_ms:.2f} ms per table")
    print(f"{'':16}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'CPU ms/req':>12}{'failed':>8}")
    for name, result in (("GET /livez", livez), ("POST /v1/settle", settle), ("POST …/session", session)):
        print(f"{name:16}{result.per_second:9.0f}{result.p50_ms:9.1f}{result.p99_ms:9.1f}"
              f"{result.cpu_ms:12.3f}{result.failed:8d}")
    ratio = settle.per_second / livez.per_second
    print(f"settle/livez {ratio:.0%} (target ≥ 50 %: {'met' if ratio >= 0.5 else 'missed'}); "
          f"settle p99 {settle.p99_ms:.1f} ms (target < 20 ms: {'met' if settle.p99_ms < 20 else 'missed'})")
    print(f"rules core: {mix_core_ms:.2f} of {settle.cpu_ms:.2f} ms worker CPU per settle request "
          f"({mix_core_ms / settle.cpu_ms:.0%})")
    tables_per_second = session.per_second * SITTING_HANDS
    print(f"tables/s: {settle.per_second:.0f} through /v1/settle, {tables_per_second:.0f} through the session "
          f"endpoint in {SITTING_HANDS}-hand sittings: {tables_per_second / settle.per_second:.1f} ×")
    gains = [_gain(*pair) for pair in pairs]
    gain = statistics.median(gains)
    print(f"the same in {PAIRS} back-to-back pairs of {PAIR_SECONDS} s each: "
          + ", ".join(f"{g:.1f} ×" for g in gains)
          + f"; median {gain:.1f} × (target ≥ 3 ×: {'met' if gain >= 3 else 'missed'})")
    if profile:
        print("py-spy, one worker during the settle run:")
        for part, share in parts.items():
            print(f"  {share:6.1%}  {part}")
    return 1 if livez.failed or settle.failed or session.failed else 0


def _gain(settle: Result, session: Result) -> float:
    """Tables per second through the session endpoint over those through ``/v1/settle``."""
    return session.per_second * SITTING_HANDS / settle.per_second


_JSON = {"Content-Type": "application/json"}
SESSION = "/v1/settle/session"


def _wrk(server: Server, path: str, bodies: Path | None, seconds: int, samples: Path | None = None) -> Result:
    command = ["wrk", f"-t{THREADS}", f"-c{CONNECTIONS}", f"-d{seconds}s", "--timeout", "5s",
               "-s", str(WRK_SCRIPT), server.url + path]
    if bodies:
        command += ["--", str(bodies)]
    cpu = _workers_cpu_seconds(server)
    spy = _py_spy(server.workers()[0], seconds - 1, samples) if samples else None
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    cpu = _workers_cpu_seconds(server) - cpu
    if spy:
        spy.wait()
    found = re.search(r"RESULT (.*)", output)
    if not found:
        raise RuntimeError(f"no RESULT from wrk:\n{output}")
    result = {key: int(value) for key, value in (item.split("=") for item in found[1].split())}
    return Result(
        requests=result["requests"],
        per_second=result["requests"] / (result["duration_us"] / 1e6),
        p50_ms=result["p50_us"] / 1000,
        p99_ms=result["p99_us"] / 1000,
        failed=result["non2xx"] + result["socket_errors"],
        cpu_ms=cpu / result["requests"] * 1000,
    )


def _workers_cpu_seconds(server: Server) -> float:
    """User and system time of the workers so far, recycled ones included, from /proc."""
    while True:
        try:
            master = _stat(server.master)
            ticks = int(master[13]) + int(master[14])  # cutime, cstime: the workers gunicorn has reaped
            for pid in server.workers():
                worker = _stat(pid)
                ticks += int(worker[11]) + int(worker[12])  # utime, stime
            return ticks / TICKS
        except FileNotFoundError:
            continue  # a worker was reaped while we read: read again


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def _py_spy(pid: int, seconds: int, samples: Path) -> subprocess.Popen:
    py_spy = Path(sys.executable).with_name("py-spy")
    command = [str(py_spy), "record", "--pid", str(pid), "--duration", str(seconds), "--rate", "500",
               "--format", "raw", "--output", str(samples)]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _profile_parts(samples: Path) -> dict[str, float]:
    """Each sample's stack is charged to the innermost part of PROFILE_PARTS it passes through."""
    counts: Counter[str] = Counter()
    for line in samples.read_text().splitlines():
        stack, count = line.rsplit(" ", 1)
        frames = stack.split(";")
        files = [frame.rpartition(" (")[2] for frame in reversed(frames)]
        part = next((name for file in files for name, markers in PROFILE_PARTS if file.startswith(markers)), "other")
        counts[part] += int(count)
    total = sum(counts.values())
    return {part: count / total for part, count in counts.most_common()}


if __name__ == "__main__":
    sys.exit(main())
