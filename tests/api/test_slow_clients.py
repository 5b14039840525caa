"""Slow, idle, malformed and heavy clients against a real gunicorn with ONE worker
(app/serving.py): none of them may keep it from answering another client.
Timing figures are ``make slow`` and ``make flood``'s; these check behaviour."""
from __future__ import annotations

import json
import socket
import threading
import time
from urllib.parse import urlsplit

import pytest
import requests

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http.security import HEADERS
from tests.load.tables import load_mix, new_sittings, new_tables, sittings
from tests.server import Server, serve

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory) -> Server:
    log = tmp_path_factory.mktemp("slow") / "gunicorn.log"
    with serve(log, workers=1, HEADER_SECONDS="2", BODY_SECONDS="2") as server:
        yield server


def _connect(server: Server) -> socket.socket:
    address = urlsplit(server.url)
    return socket.create_connection((address.hostname, address.port), timeout=10)


def _answer(sock: socket.socket) -> tuple[str, dict[str, str], bytes]:
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    return status, {k.lower(): v.strip() for k, v in (line.split(":", 1) for line in lines)}, body


def test_a_slow_socket_does_not_block_a_second_client(one_worker):
    stalled = [_connect(one_worker) for _ in range(3)]
    stalled[0].sendall(b"POST /v1/settle HTTP/1.1\r\nHost: x\r\n")  # partial headers
    stalled[1].sendall(b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")  # a body begun
    # stalled[2] sends nothing
    assert requests.post(f"{one_worker.url}/v1/settle", json=TABLE, timeout=5).status_code == 200
    for sock in stalled:
        sock.close()


def test_a_body_too_slow_is_a_408_problem(one_worker):
    sock = _connect(one_worker)
    sock.sendall(b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nAccept-Language: zh\r\n"
                 b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
    status, headers, body = _answer(sock)  # BODY_SECONDS (2) later, and the connection closed
    assert status.startswith("HTTP/1.1 408") and headers["content-type"] == "application/problem+json"
    problem = json.loads(body)
    assert problem["title"] == "请求超时" and problem["errors"][0]["code"] == "too_slow"


@pytest.mark.parametrize("request_bytes, status", [
    (b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
     b"Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400),  # a chunk size that is no number
    (b"GET /livez HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n", 400),
    (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
])
def test_malformed_framing_is_a_problem_with_the_security_headers_and_one_log_line(one_worker, request_bytes, status):
    sock = _connect(one_worker)
    sock.sendall(request_bytes)
    line, headers, body = _answer(sock)
    assert line.startswith(f"HTTP/1.1 {status}")
    assert headers["content-type"] == "application/problem+json"
    assert all(headers[name.lower()] == value for name, value in HEADERS.items())
    problem = json.loads(body)
    assert problem["status"] == status and problem["errors"][0]["code"] == "framing"
    log = one_worker.log_once_it_has(f'"request_id": "{headers["x-request-id"]}"')
    assert "Traceback" not in log and "Invalid request from" not in log


def test_probes_and_settles_answer_while_a_heavy_sitting_computes(one_worker):
    sitting = json.dumps(next(new_sittings(new_tables(300, seed=90_000), 0))).encode()
    done = threading.Event()
    heavy = threading.Thread(target=lambda: (requests.post(
        f"{one_worker.url}/v1/settle/session", data=sitting, headers={"Content-Type": "application/json"},
        timeout=60), done.set()))
    heavy.start()
    answered_meanwhile = 0
    while not done.is_set():
        assert requests.get(f"{one_worker.url}/livez", timeout=5).status_code == 200
        assert requests.post(f"{one_worker.url}/v1/settle", json=TABLE, timeout=5).status_code == 200
        answered_meanwhile += not done.is_set()
    heavy.join()
    assert answered_meanwhile >= 1


@pytest.fixture(scope="module")
def small_budget(tmp_path_factory) -> Server:
    log = tmp_path_factory.mktemp("budget") / "gunicorn.log"
    with serve(log, workers=1, BODY_BUDGET_BYTES="100000", BODY_SECONDS="3") as server:
        yield server


def test_a_body_past_the_workers_budget_waits_for_room(small_budget):
    """A sitting being uploaded holds the 96 KiB of room the worker has for
    sittings, then stalls: a second sitting waits, unread, until the first is
    answered 408 (``BODY_SECONDS``) and gives its room back; a table has room
    of its own meanwhile."""
    uploading = _connect(small_budget)
    uploading.sendall(b"POST /v1/settle/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Content-Length: 1000000\r\n\r\n" + b" " * 96 * 1024)
    time.sleep(1)
    answered: dict[str, tuple[float, int]] = {}

    def post_sitting() -> None:
        answer = requests.post(f"{small_budget.url}/v1/settle/session", json=sittings(load_mix())[0], timeout=10)
        answered["sitting"] = (time.monotonic(), answer.status_code)

    waiting = threading.Thread(target=post_sitting)
    waiting.start()
    assert requests.post(f"{small_budget.url}/v1/settle", json=TABLE, timeout=5).status_code == 200
    status, _, _ = _answer(uploading)
    answered["upload"] = (time.monotonic(), int(status.split()[1]))
    waiting.join()
    assert answered["upload"][1] == 408 and answered["sitting"][1] == 200
    assert answered["upload"][0] < answered["sitting"][0]
