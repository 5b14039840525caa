"""A rolling restart behind HAProxy loses nothing (``deploy/haproxy/haproxy.cfg``
says what the balancer needed): two gunicorn instances, settle requests driven
without pause, each instance in turn sent SIGTERM and replaced."""
from __future__ import annotations

import signal
import threading
import time
from contextlib import ExitStack
from dataclasses import dataclass, field

import requests

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.deploy.balancer import haproxy
from tests.server import Server, free_port, serve

CLIENTS = 4
DRAIN_SECONDS = "1"  # four health checks' time: out of the rotation well before it stops
TABLES = [example["value"] for example in REQUEST_EXAMPLES.values()]


@dataclass
class Traffic:
    """Settle requests from CLIENTS threads until stopped: every answer and its latency."""

    url: str
    expected: list[dict]
    answers: list[tuple[bool, float, str]] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)

    def client(self, offset: int) -> None:
        session = requests.Session()
        n = offset
        while not self.stop.is_set():
            n += 1
            table, expected = TABLES[n % len(TABLES)], self.expected[n % len(TABLES)]
            started = time.perf_counter()
            try:
                response = session.post(f"{self.url}/v1/settle", json=table, timeout=10)
                right = response.status_code == 200 and response.json() == expected
                what = f"{response.status_code} {response.text[:200]}"
            except requests.RequestException as error:
                right, what = False, repr(error)
            self.answers.append((right, time.perf_counter() - started, what))

    def count(self) -> int:
        return len(self.answers)


def _restart(stack: ExitStack, old: Server, tmp_path, name: str) -> Server:
    """SIGTERM as Kubernetes sends it; the replacement takes the same port (the balancer's config)."""
    port = int(old.url.rsplit(":", 1)[1])
    old.process.send_signal(signal.SIGTERM)
    assert old.process.wait(timeout=30) == 0
    return stack.enter_context(
        serve(tmp_path / f"{name}-replacement.log", workers=1, port=port, DRAIN_SECONDS=DRAIN_SECONDS)
    )


def test_a_rolling_restart_behind_haproxy_loses_no_request(tmp_path, client, capsys):
    expected = [client.post("/v1/settle", json=table).get_json() for table in TABLES]
    with ExitStack() as stack:
        instances = {
            name: stack.enter_context(serve(tmp_path / f"{name}.log", workers=1, port=free_port(),
                                            DRAIN_SECONDS=DRAIN_SECONDS))
            for name in ("a", "b")
        }
        balancer = stack.enter_context(
            haproxy(tmp_path, {name: int(server.url.rsplit(":", 1)[1]) for name, server in instances.items()})
        )
        traffic = Traffic(balancer.url, expected)
        clients = [threading.Thread(target=traffic.client, args=(n,)) for n in range(CLIENTS)]
        for thread in clients:
            thread.start()
        try:
            during = []
            for name, old in instances.items():
                time.sleep(0.5)
                before = traffic.count()
                _restart(stack, old, tmp_path, name)
                balancer.wait_until(name, "UP")  # what a rollout waits for before the next
                during.append(traffic.count() - before)
            time.sleep(0.5)
        finally:
            traffic.stop.set()
            for thread in clients:
                thread.join()
        retried, events = balancer.retried(), balancer.events()
    wrong = [what for right, _, what in traffic.answers if not right]
    assert not wrong, (wrong[:5], events)
    assert min(during) > 20, during  # requests kept flowing through each restart
    worst_ms = max(latency for _, latency, _ in traffic.answers) * 1000
    with capsys.disabled():
        print(f"\nrolling restart behind HAProxy: {traffic.count()} settle requests, every one 200 and right; "
              f"worst latency {worst_ms:.0f} ms; {retried} retried by HAProxy")
