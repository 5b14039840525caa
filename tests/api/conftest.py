"""Fixtures for the HTTP layer: the app in-process, and a real gunicorn."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests

from app import create_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def app():
    return create_app()


@pytest.fixture()
def client(app):
    return app.test_client()


@dataclass
class Server:
    url: str
    log: Path


@pytest.fixture(scope="session")
def gunicorn(tmp_path_factory) -> Iterator[Server]:
    """``gunicorn -c gunicorn.conf.py`` on a free port, two workers, log in a file."""
    port = _free_port()
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": "2"}
    gunicorn_bin = Path(sys.executable).with_name("gunicorn")
    with log.open("wb") as out:
        process = subprocess.Popen([str(gunicorn_bin), "-c", "gunicorn.conf.py"], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_live(url, process, log)
        yield Server(url, log)
    finally:
        process.terminate()
        process.wait(timeout=30)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_live(url: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"gunicorn exited with {process.returncode}:\n{log.read_text()}")
        try:
            if requests.get(f"{url}/livez", timeout=1).status_code == 200:
                return
        except requests.ConnectionError:
            time.sleep(0.1)
    pytest.fail(f"gunicorn did not come up:\n{log.read_text()}")
