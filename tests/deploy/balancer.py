"""HAProxy (Debian's) running ``deploy/haproxy/haproxy.cfg`` on loopback in front of
two gunicorn instances; its stats socket says how it sees them."""
from __future__ import annotations

import csv
import io
import os
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.server import ROOT, ServerError, free_port

CONFIG = ROOT / "deploy" / "haproxy" / "haproxy.cfg"


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

    def events(self) -> list[str]:
        """What HAProxy said besides its request lines: servers going down and up."""
        return [line for line in self.log.read_text().splitlines() if line and not line[:3].isdigit()]

    def retried(self) -> int:
        """Requests HAProxy sent more than once (its log's retry count is not 0)."""
        requests = [line.split() for line in self.log.read_text().splitlines() if line[:3].isdigit()]
        return sum(1 for fields in requests if fields[1] not in ("0", "+0"))


@contextmanager
def haproxy(directory: Path, ports: dict[str, int]) -> Iterator[Balancer]:
    """HAProxy on a free loopback port in front of instances ``a`` and ``b`` (their ports)."""
    port, sock, log = free_port(), directory / "haproxy.sock", directory / "haproxy.log"
    env = {**os.environ, "SETTLE_BIND": f"127.0.0.1:{port}", "HAPROXY_STATS_SOCKET": str(sock)}
    env |= {f"SETTLE_{name.upper()}": f"127.0.0.1:{p}" for name, p in ports.items()}
    with log.open("wb") as out:
        process = subprocess.Popen(["haproxy", "-db", "-f", str(CONFIG)], env=env, stdout=out, stderr=subprocess.STDOUT)
    balancer = Balancer(f"http://127.0.0.1:{port}", sock, log)
    try:
        deadline = time.monotonic() + 10
        while not sock.exists() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if not sock.exists():
            raise ServerError(f"HAProxy did not start:\n{log.read_text()}")
        for name in ports:
            balancer.wait_until(name, "UP")
        yield balancer
    finally:
        process.terminate()
        process.wait(timeout=10)
