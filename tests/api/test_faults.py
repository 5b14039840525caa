"""Faults, through a real gunicorn: a worker killed under load, and a graceful stop."""
from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from urllib.parse import urlsplit

import requests

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.server import serve

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]
CLIENTS = 4


def _settle(url: str) -> int | str:
    try:
        return requests.post(f"{url}/v1/settle", json=TABLE, timeout=10).status_code
    except requests.RequestException as error:
        return type(error).__name__


def test_a_worker_killed_under_load_is_replaced_and_only_its_request_fails(tmp_path):
    with serve(tmp_path / "gunicorn.log") as server:
        victim, survivor = server.workers()
        answers: list[int | str] = []
        stop = threading.Event()

        def client() -> None:
            while not stop.is_set():
                answers.append(_settle(server.url))

        clients = [threading.Thread(target=client) for _ in range(CLIENTS)]
        for thread in clients:
            thread.start()
        _until(lambda: len(answers) > CLIENTS)  # under load
        os.kill(victim, signal.SIGKILL)
        replaced = server.wait_for_workers(2, gone=[victim])
        killed_at = len(answers)
        _until(lambda: len(answers) - killed_at > 20)
        stop.set()
        for thread in clients:
            thread.join()
    assert victim not in replaced and survivor in replaced
    failures = [answer for answer in answers if answer != 200]
    # A gevent worker may hold a connection of each client when it dies: each
    # client loses at most the one request it had in flight, as a broken
    # connection (before the answer, or in the middle of it), never a wrong
    # answer or a 5xx.
    assert len(failures) <= CLIENTS and set(failures) <= {"ConnectionError", "ChunkedEncodingError"}, failures
    assert len(answers) - killed_at > 20  # and the service kept answering


def _until(done, deadline: float = 30) -> None:
    """Wait until ``done()``, or ``deadline`` seconds: a bound for a stuck
    service, not a measure (a busy machine only makes it slower)."""
    give_up = time.monotonic() + deadline
    while not done() and time.monotonic() < give_up:
        time.sleep(0.05)


DRAIN = 6  # seconds: long enough that a busy machine (a CI host running other jobs) still sees the whole drain


def test_sigterm_makes_readyz_503_and_in_flight_requests_finish(tmp_path):
    with serve(tmp_path / "gunicorn.log", DRAIN_SECONDS=str(DRAIN)) as server:
        body = json.dumps(TABLE).encode()
        address = urlsplit(server.url)
        in_flight = socket.create_connection((address.hostname, address.port), timeout=10)
        in_flight.sendall(
            b"POST /v1/settle HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body[:10]
        )
        time.sleep(0.2)  # a worker has taken it and waits for the rest of the body

        server.process.send_signal(signal.SIGTERM)
        signalled = time.monotonic()
        readiness = [requests.get(f"{server.url}/readyz", timeout=5).status_code]
        while readiness[-1] != 503 and time.monotonic() - signalled < DRAIN:
            readiness.append(requests.get(f"{server.url}/readyz", timeout=5).status_code)
        assert readiness[-1] == 503, readiness  # not ready while the drain lasts: the balancer looks elsewhere
        assert requests.get(f"{server.url}/readyz", timeout=5).status_code == 503
        assert _settle(server.url) == 200  # still serving through the drain
        # Still draining after it (the service's word, not the test's clock): the settle was served within the drain.
        assert requests.get(f"{server.url}/readyz", timeout=5).status_code == 503

        time.sleep(max(0.0, signalled + DRAIN + 0.3 - time.monotonic()))  # past the drain: the workers are stopping
        in_flight.sendall(body[10:])
        answer = _read_response(in_flight)
        assert answer.startswith(b"HTTP/1.1 200 OK\r\n")
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["winner"] == "south"
        assert server.process.wait(timeout=10) == 0
    assert "Worker exiting" in server.log.read_text()


def _read_response(sock: socket.socket) -> bytes:
    """The whole response: gunicorn's sync workers close the connection after it."""
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    sock.close()
    return b"".join(chunks)
