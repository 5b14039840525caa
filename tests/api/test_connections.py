"""What a connection may cost a worker (app/connections.py), against a real
gunicorn with ONE worker holding few connections: idle and half-sent
connections are closed at their header deadline and make room for new ones;
a body over the limit is refused unread and its 413 reaches a client still
writing it; the HTTP/1.1 rules gunicorn leaves lenient.  ``make idle`` runs
the first at full scale and prints its figures."""
from __future__ import annotations

import http.client
import json
import socket
import time
from urllib.parse import urlsplit

import gevent
import pytest
import requests

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.connections import Connections, Evicted
from tests.server import Server, serve

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]

CONNECTIONS = 48  # the worker's pool; past 40 of them the oldest waiting one goes


@pytest.fixture(scope="module")
def small_worker(tmp_path_factory) -> Server:
    log = tmp_path_factory.mktemp("connections") / "gunicorn.log"
    with serve(log, workers=1, HEADER_SECONDS="2", WORKER_CONNECTIONS=str(CONNECTIONS)) as server:
        yield server


def _connect(server: Server, timeout: float = 15) -> socket.socket:
    address = urlsplit(server.url)
    return socket.create_connection((address.hostname, address.port), timeout=timeout)


def _closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closes ``sock`` before its timeout, answering nothing."""
    try:
        return sock.recv(65536) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def _exchange(server: Server, request: bytes) -> tuple[str, bytes]:
    with _connect(server) as sock:
        sock.sendall(request)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return head.decode("latin-1").split("\r\n")[0], body


def test_the_oldest_connection_waiting_on_its_client_makes_room_never_one_being_served():
    connections = Connections(pool=8)  # room for 6, 2 kept free
    outcome: dict[int, str] = {}

    def connection(n: int) -> None:
        connections.opened()
        if n == 0:
            connections.served()  # its request reached the app
        try:
            gevent.sleep(0.1)
            outcome[n] = "kept"
        except Evicted:
            outcome[n] = "evicted"
        finally:
            connections.closed()

    gevent.joinall([gevent.spawn(connection, n) for n in range(9)])
    assert outcome == {0: "kept", 1: "evicted", 2: "evicted", 3: "evicted"} | {n: "kept" for n in range(4, 9)}
    assert (connections.open, connections.evicted, len(connections.waiting)) == (0, 3, 0)


def test_idle_and_half_sent_connections_are_closed_and_never_keep_a_probe_out(small_worker):
    """Twice as many idle connections as the worker holds, half of them with
    part of a request line, never renewed: probes are answered while they are
    open (each new connection takes the place of the oldest idle one), and
    every one of them is closed by the server, none answered."""
    idle = []
    for n in range(2 * CONNECTIONS):
        sock = _connect(small_worker)
        if n % 2:
            sock.sendall(b"GET /liv")
        idle.append(sock)
    for _ in range(5):
        assert requests.get(f"{small_worker.url}/livez", timeout=10).status_code == 200
        assert requests.post(f"{small_worker.url}/v1/settle", json=TABLE, timeout=10).status_code == 200
    assert all(_closed_by_server(sock) for sock in idle)
    for sock in idle:
        sock.close()
    assert requests.get(f"{small_worker.url}/livez", timeout=10).status_code == 200


def _http_client_upload(server: Server, path: str, size: int) -> int:
    """Python's http.client writes the whole body before it reads the answer."""
    address = urlsplit(server.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        connection.request("POST", path, body=b" " * size, headers={"Content-Type": "application/json"})
        return connection.getresponse().status
    finally:
        connection.close()


@pytest.mark.parametrize("path", ["/v1/settle", "/v1/settle/session"])
def test_a_client_writing_a_10_mb_body_before_reading_reads_the_413(small_worker, path):
    for _ in range(5):
        assert _http_client_upload(small_worker, path, 10 * 1024 * 1024) == 413


def test_a_body_declared_over_the_limit_is_refused_before_it_is_sent(small_worker):
    status, body = _exchange(small_worker, b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                             b"Accept-Language: en\r\nExpect: 100-continue\r\nContent-Length: 10485760\r\n\r\n")
    assert status.startswith("HTTP/1.1 413")  # not 100 Continue first
    problem = json.loads(body)
    assert problem["errors"][0]["code"] == "too_large" and problem["detail"] == "the body is over 64 KiB"
    # A length no body will ever fill is refused at once, not a 408 when BODY_SECONDS (30) are up.
    status, _ = _exchange(small_worker, b"POST /v1/settle/session HTTP/1.1\r\nHost: x\r\n"
                          b"Content-Type: application/json\r\nContent-Length: 100000000000000000000\r\n\r\n{}")
    assert status.startswith("HTTP/1.1 413")


@pytest.mark.parametrize("request_bytes, status", [
    (b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
     b"Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", "501"),
    (b"POST /v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
     b"Transfer-Encoding: identity\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", "501"),
    (b"GET /livez HTTP/2.0\r\nHost: x\r\n\r\n", "505"),
    (b"GET /livez HTTP/0.9\r\nHost: x\r\n\r\n", "505"),
    (b"GET /livez HTTP/1.1\r\n\r\n", "400"),  # RFC 9112 §3.2: Host is required in HTTP/1.1
])
def test_http_leniencies_are_answered_as_rfc_9112_asks(small_worker, request_bytes, status):
    line, body = _exchange(small_worker, request_bytes)
    assert line.startswith(f"HTTP/1.1 {status}")
    assert json.loads(body)["errors"][0]["code"] == "framing"


def test_a_higher_minor_version_is_served_as_http_1_1(small_worker):
    """RFC 9110 §2.5: served as the highest minor version the server speaks, and answered in it."""
    assert _exchange(small_worker, b"GET /livez HTTP/1.2\r\nHost: x\r\n\r\n")[0] == "HTTP/1.1 200 OK"
    assert _exchange(small_worker, b"GET /livez HTTP/1.0\r\n\r\n")[0] == "HTTP/1.0 200 OK"  # Host optional


def test_a_refused_request_line_closes_lingering(small_worker):
    """gunicorn's own refusals linger too: a request line over the limit with a body behind it."""
    with _connect(small_worker) as sock:
        sock.sendall(b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n" + b" " * 200_000)
        time.sleep(0.2)
        assert sock.recv(65536).startswith(b"HTTP/1.1 414")
