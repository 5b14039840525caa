"""What the hostile runs (``make slow``, ``make flood``, ``make memory``) share:
clients that time each request, and the figures they print."""
from __future__ import annotations

import json
import multiprocessing
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import requests

from app.api.jiaojiang.examples import REQUEST_EXAMPLES

SETTLE = REQUEST_EXAMPLES["discard_win"]["value"]
_JSON = {"Content-Type": "application/json"}


@dataclass
class Timings:
    """Latencies in ms of the answers, and what went wrong with the others."""

    ms: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)

    def record(self, started: float, outcome: int | str) -> None:
        if isinstance(outcome, int):
            self.statuses[outcome] = self.statuses.get(outcome, 0) + 1
            if outcome < 400:
                self.ms.append((time.perf_counter() - started) * 1000)
                return
        self.failures.append(str(outcome))

    def percentile(self, p: float) -> float:
        ordered = sorted(self.ms)
        return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else float("nan")

    def server_errors(self) -> int:
        return sum(count for status, count in self.statuses.items() if status >= 500)

    def line(self, name: str) -> str:
        return (f"{name:28}{len(self.ms):7d} ok {len(self.failures):5d} failed   p50 {self.percentile(0.5):7.1f} ms"
                f"   p99 {self.percentile(0.99):7.1f} ms   max {max(self.ms, default=float('nan')):7.1f} ms")


def client(url: str, bodies: Iterator[dict] | None, timings: Timings, stop: threading.Event,
           pause: float = 0.0, timeout: float = 10) -> threading.Thread:
    """A thread that sends ``bodies`` (POST) or GETs ``url`` until ``stop``, one at a time."""

    def run() -> None:
        with requests.Session() as session:
            while not stop.is_set():
                started = time.perf_counter()
                timings.record(started, _send(session, url, bodies, timeout))
                if pause:
                    stop.wait(pause)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def _send(session: requests.Session, url: str, bodies: Iterator[dict] | None, timeout: float) -> int | str:
    try:
        if bodies is None:
            return session.get(url, timeout=timeout).status_code
        body = json.dumps(next(bodies), ensure_ascii=False).encode()
        return session.post(url, data=body, headers=_JSON, timeout=timeout).status_code
    except requests.RequestException as error:
        return type(error).__name__


def curl_probe(url: str, body: dict | None, timings: Timings, stop: threading.Event,
               pause: float = 0.1) -> threading.Thread:
    """A thread that asks ``url`` through curl (a fresh connection each time, as the
    kubelet's probe), every ``pause`` s; curl times it, so a busy client does not."""
    command = ["curl", "-s", "-o", "/dev/null", "-m", "10", "-w", "%{http_code} %{time_total}", url]
    if body is not None:
        command += ["-H", "Content-Type: application/json", "--data-binary", json.dumps(body, ensure_ascii=False)]

    def run() -> None:
        while not stop.wait(pause):
            status, seconds = subprocess.run(command, capture_output=True, text=True).stdout.split()
            _record_seconds(timings, int(status) or "no answer", float(seconds))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def _record_seconds(timings: Timings, outcome: int | str, seconds: float) -> None:
    timings.record(time.perf_counter() - seconds, outcome)


def repeat(body: dict) -> Iterator[dict]:
    while True:
        yield body


def run_for(seconds: float, start: Callable[[threading.Event], list[threading.Thread]]) -> None:
    stop = threading.Event()
    threads = start(stop)
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join(timeout=15)


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def in_another_process(target: Callable[..., object], *args: object) -> Callable[[], object]:
    """Start ``target(*args)`` in a process of its own (the load it makes must not
    slow the probes' interpreter); the returned function waits for its result."""
    results: multiprocessing.Queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=_put, args=(results, target, args), daemon=True)
    process.start()

    def result() -> object:
        value = results.get(timeout=600)
        process.join()
        return value

    return result


def _put(results: multiprocessing.Queue, target: Callable[..., object], args: tuple) -> None:
    results.put(target(*args))
