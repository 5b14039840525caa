"""Serving: probes, gunicorn's settings and access log, the Dockerfile."""
from __future__ import annotations

import runpy
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import requests

from app.api import health
from app.api.examples import REQUEST_EXAMPLES
from tests.server import ROOT


def test_probes(client, monkeypatch):
    assert client.get("/livez").get_json() == {"status": "ok"}
    assert client.get("/readyz").status_code == 200
    monkeypatch.setattr(health, "_draining", threading.Event())
    health.start_draining()
    response = client.get("/readyz")
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert client.get("/livez").status_code == 200


def test_sigterm_starts_draining_then_stops_the_worker(monkeypatch):
    monkeypatch.setattr(health, "_draining", threading.Event())
    stopped = []
    previous = signal.signal(signal.SIGTERM, lambda *args: stopped.append(args[0]))
    try:
        runpy.run_path(str(ROOT / "gunicorn.conf.py"))["post_worker_init"](worker=None)
        signal.raise_signal(signal.SIGTERM)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert health._draining.is_set() and stopped == [signal.SIGTERM]


def test_gunicorn_settings_from_the_environment(monkeypatch):
    monkeypatch.setenv("PORT", "9123")
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    monkeypatch.setenv("TIMEOUT", "12")
    conf = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    assert conf["bind"] == "0.0.0.0:9123"
    assert conf["workers"] == 3
    assert conf["timeout"] == 12
    assert conf["max_requests"] > 0 and conf["max_requests_jitter"] > 0
    assert conf["accesslog"] == "-"
    monkeypatch.delenv("WEB_CONCURRENCY")
    assert runpy.run_path(str(ROOT / "gunicorn.conf.py"))["workers"] >= 1


def test_gunicorn_serves_and_logs_the_request_id(gunicorn):
    response = requests.post(
        f"{gunicorn.url}/v1/settle",
        json=REQUEST_EXAMPLES["discard_win"]["value"],
        headers={"X-Request-ID": "scorer-7"},
        timeout=10,
    )
    assert response.status_code == 200 and response.headers["X-Request-ID"] == "scorer-7"
    generated = requests.get(f"{gunicorn.url}/livez", timeout=10).headers["X-Request-ID"]
    log = _log_once_it_has(gunicorn.log, f"request_id={generated}")
    assert '"POST /v1/settle HTTP/1.1" 200' in log and "request_id=scorer-7" in log


def _log_once_it_has(log: Path, text: str) -> str:
    """gunicorn writes the access line just after the response goes out."""
    deadline = time.monotonic() + 10
    while text not in (content := log.read_text()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert text in content
    return content


def test_gunicorn_answers_413_and_405(gunicorn):
    big = requests.post(
        f"{gunicorn.url}/v1/settle", data=b" " * (65 * 1024), headers={"Content-Type": "application/json"}, timeout=10
    )
    assert big.status_code == 413 and big.headers["Content-Type"] == "application/problem+json"
    chunked = requests.post(
        f"{gunicorn.url}/v1/settle", data=iter([b" " * 1024] * 65), headers={"Content-Type": "application/json"}, timeout=10
    )
    assert chunked.status_code == 413
    wrong = requests.get(f"{gunicorn.url}/v1/settle", timeout=10)
    assert wrong.status_code == 405 and "POST" in wrong.headers["Allow"]


def test_dockerfile_passes_hadolint():
    hadolint = Path(sys.executable).with_name("hadolint")
    result = subprocess.run([str(hadolint), str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
