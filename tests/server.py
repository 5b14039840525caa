"""A real ``gunicorn -c gunicorn.conf.py`` on a free port, as ``make run`` starts it.

Used by the HTTP tests' fixtures and by ``make load``, ``make soak`` and ``make fuzz``.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]


class ServerError(RuntimeError):
    pass


@dataclass
class Server:
    url: str
    log: Path
    process: subprocess.Popen

    @property
    def master(self) -> int:
        return self.process.pid

    def workers(self) -> list[int]:
        """The worker pids, read from /proc: the master's children."""
        children = Path(f"/proc/{self.master}/task/{self.master}/children")
        return sorted(int(pid) for pid in children.read_text().split())

    def wait_for_workers(self, count: int, gone: Iterable[int] = (), timeout: float = 10) -> list[int]:
        """Wait until ``count`` workers run, none of them in ``gone``."""
        deadline = time.monotonic() + timeout
        while len(pids := self.workers()) != count or set(pids) & set(gone):
            if time.monotonic() > deadline:
                raise ServerError(f"{len(pids)} workers, not {count}:\n{self.log.read_text()}")
            time.sleep(0.05)
        return pids

    def log_once_it_has(self, text: str, timeout: float = 10) -> str:
        """Workers write their log line just after the response goes out."""
        deadline = time.monotonic() + timeout
        while text not in (content := self.log.read_text()) and time.monotonic() < deadline:
            time.sleep(0.05)
        if text not in content:
            raise ServerError(f"{text!r} is not in the log:\n{content}")
        return content


@contextmanager
def serve(
    log: Path, workers: int = 2, port: int | None = None, wrapper: Sequence[str] = (), **env: str
) -> Iterator[Server]:
    """Serve on ``port`` (a free one by default) with ``workers`` workers and extra
    environment; stop on exit. ``wrapper`` is a command that ends by exec-ing
    gunicorn's (so that its pid stays gunicorn's master)."""
    port = port or free_port()
    environ = {name: value for name, value in os.environ.items() if name != "PROMETHEUS_MULTIPROC_DIR"}
    # Each server gets its own metrics directory (gunicorn.conf.py) unless env names one.
    environ |= {"PORT": str(port), "WEB_CONCURRENCY": str(workers), "DRAIN_SECONDS": "0", **env}
    command = [*wrapper, str(Path(sys.executable).with_name("gunicorn")), "-c", "gunicorn.conf.py"]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=environ, stdout=out, stderr=subprocess.STDOUT)
    server = Server(f"http://127.0.0.1:{port}", log, process)
    try:
        _wait_until_live(server)
        _wait_until_every_worker_answers(server, server.wait_for_workers(workers))
        yield server
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)  # quick shutdown: no drain
            process.wait(timeout=30)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_live(server: Server) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise ServerError(f"gunicorn exited with {server.process.returncode}:\n{server.log.read_text()}")
        try:
            if requests.get(f"{server.url}/livez", timeout=1).status_code == 200:
                return
        except (requests.ConnectionError, requests.Timeout):  # not bound yet, or workers still booting
            time.sleep(0.1)
    raise ServerError(f"gunicorn did not come up:\n{server.log.read_text()}")


def _wait_until_every_worker_answers(server: Server, workers: list[int]) -> None:
    """A worker that has not loaded the app yet has not set its SIGTERM drain
    (gunicorn.conf.py's post_worker_init): on a busy machine that takes seconds."""
    deadline = time.monotonic() + 30
    while not all(f'"pid": {pid},' in server.log.read_text() for pid in workers):
        if time.monotonic() > deadline:
            raise ServerError(f"not every worker of {workers} answered:\n{server.log.read_text()}")
        try:
            requests.get(f"{server.url}/livez", timeout=1, headers={"Connection": "close"})
        except (requests.ConnectionError, requests.Timeout):
            time.sleep(0.05)
