"""The Node tools consumers use (``package.json``, installed by ``make test``), the
document's operations, and Prism run as a process.

Prism prints ``Prism is listening on …`` once it serves. With ``--errors`` it
refuses a request that breaks the document itself (422, its violations under
``validation``) and turns an answer that breaks it into its own 500; without,
violations come in an ``sl-violations`` header. Either way its log marks each with ``✖``.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import requests
import yaml

from tests.server import ROOT

NODE_BIN = ROOT / "node_modules" / ".bin"
DOCUMENT = ROOT / "openapi.yaml"
PRISM_ERRORS = "https://stoplight.io/prism/errors#"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def tool(name: str) -> Path:
    path = NODE_BIN / name
    assert path.exists(), f"{path} is missing: `make node_modules/.stamp` installs the Node tools (make test does)"
    return path


def run(name: str, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([str(tool(name)), *args], capture_output=True, text=True, cwd=cwd, timeout=300)


def document(path: Path = DOCUMENT) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    spec: dict

    @property
    def id(self) -> str:
        return self.spec["operationId"]


def operations(doc: dict) -> list[Operation]:
    return [
        Operation(method, path, spec)
        for path, item in doc["paths"].items()
        for method, spec in item.items()
        if method in METHODS
    ]


def violations(response: requests.Response) -> list[dict]:
    """What Prism found wrong: its refusal's ``validation``, or the ``sl-violations`` header."""
    found = json.loads(response.headers.get("sl-violations", "[]"))
    if response.headers.get("Content-Type", "").startswith("application/problem+json"):
        problem = response.json()
        if problem["type"].startswith(PRISM_ERRORS):
            found += problem.get("validation", [problem])
    return found


@dataclass
class Prism:
    url: str
    log: Path

    def errors(self) -> list[str]:
        """Prism's log lines marked ``✖``: violations, and requests it refused."""
        return [line for line in self.log.read_text(encoding="utf-8").splitlines() if "✖" in line]


@contextmanager
def prism(command: Sequence[str], log: Path, port: int) -> Iterator[Prism]:
    """Start ``command`` (Prism itself, or ``make mock``) in a process group of its own,
    wait until Prism listens on ``port``, stop the group on exit."""
    env = {**os.environ, "NO_COLOR": "1", "FORCE_COLOR": "0"}
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    server = Prism(f"http://127.0.0.1:{port}", log)
    try:
        _wait_until_listening(process, server)
        yield server
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)


def proxy_command(upstream: str, port: int) -> list[str]:
    return [str(tool("prism")), "proxy", str(DOCUMENT), upstream, "--errors", "--host", "127.0.0.1",
            "--port", str(port)]


def _wait_until_listening(process: subprocess.Popen, server: Prism) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Prism exited with {process.returncode}:\n{server.log.read_text()}")
        if "listening on" in server.log.read_text(encoding="utf-8", errors="replace"):
            try:
                requests.get(f"{server.url}/livez", timeout=2)
                return
            except requests.ConnectionError:
                pass
        time.sleep(0.2)
    raise RuntimeError(f"Prism did not start:\n{server.log.read_text()}")
