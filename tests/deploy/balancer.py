"""HAProxy (Debian's) in front of gunicorn instances on loopback, as an operator
would put it there: what it needs to lose nothing while instances restart.

- It health-checks ``GET /readyz`` every 250 ms and takes an instance out at
  its first 503 (``fall 1``): from SIGTERM on, an instance answers 503 while it
  drains (``DRAIN_SECONDS``), so it leaves the rotation long before it stops.
  ``rise 2`` brings a replacement in after two good checks.
- It retries a request whose connection was refused or closed without an
  answer, on another instance (``retry-on conn-failure empty-response``,
  ``option redispatch 1``), POST included: every POST of this API is a pure
  function of its body (a settlement, a sitting, an analysis), so sending it
  twice cannot do anything twice. This covers what the health check cannot:
  a request sent in the instant between a check and the instance's stop.
"""
from __future__ import annotations

import csv
import io
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.server import ServerError, free_port

CHECK_INTERVAL_MS = 250

CONFIG = """\
global
    maxconn 256
    stats socket {socket} mode 600 level user
    log stdout format raw local0

defaults
    mode http
    log global
    # status, retries (+ when redispatched), backend/server, total ms, request line
    log-format "%ST %rc %b/%s %Tt %{{+Q}}r"
    timeout connect 1s
    timeout client 30s
    timeout server 10s  # gunicorn's TIMEOUT: a request's whole time
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response

frontend settle
    bind 127.0.0.1:{port}
    default_backend gunicorn

backend gunicorn
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server check inter {interval}ms fall 1 rise 2
{servers}
"""


@dataclass
class Balancer:
    url: str
    socket: Path
    log: Path

    def states(self) -> dict[str, str]:
        """Each server's state as HAProxy sees it (UP, DOWN, …), from its stats socket."""
        with socket.socket(socket.AF_UNIX) as connection:
            connection.connect(str(self.socket))
            connection.sendall(b"show stat\n")
            answer = b"".join(iter(lambda: connection.recv(65536), b"")).decode()
        rows = csv.DictReader(io.StringIO(answer.lstrip("# ")))
        return {row["svname"]: row["status"] for row in rows if row["pxname"] == "gunicorn"
                and row["svname"] not in ("BACKEND", "FRONTEND")}

    def wait_until(self, server: str, state: str, timeout: float = 15) -> None:
        deadline = time.monotonic() + timeout
        while (seen := self.states().get(server, "")).split()[0] != state:
            if time.monotonic() > deadline:
                raise ServerError(f"HAProxy has {server} {seen}, not {state}:\n{self.log.read_text()}")
            time.sleep(0.05)

    def retried(self) -> int:
        """Requests HAProxy sent more than once (its log's retry count is not 0)."""
        requests = [line.split() for line in self.log.read_text().splitlines() if line[:3].isdigit()]
        return sum(1 for fields in requests if fields[1] not in ("0", "+0"))


@contextmanager
def haproxy(directory: Path, backends: dict[str, int]) -> Iterator[Balancer]:
    """HAProxy on a free loopback port in front of ``backends`` (name: port)."""
    port, sock, log = free_port(), directory / "haproxy.sock", directory / "haproxy.log"
    servers = "\n".join(f"    server {name} 127.0.0.1:{p}" for name, p in backends.items())
    config = directory / "haproxy.cfg"
    config.write_text(CONFIG.format(socket=sock, port=port, interval=CHECK_INTERVAL_MS, servers=servers))
    with log.open("wb") as out:
        process = subprocess.Popen(["haproxy", "-db", "-f", str(config)], stdout=out, stderr=subprocess.STDOUT)
    balancer = Balancer(f"http://127.0.0.1:{port}", sock, log)
    try:
        deadline = time.monotonic() + 10
        while not sock.exists() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if not sock.exists():
            raise ServerError(f"HAProxy did not start:\n{log.read_text()}")
        for name in backends:
            balancer.wait_until(name, "UP")
        yield balancer
    finally:
        process.terminate()
        process.wait(timeout=10)
