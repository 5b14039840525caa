"""Serving: probes, gunicorn's settings, the request log, the Dockerfile."""
from __future__ import annotations

import gc
import io
import itertools
import json
import runpy
import subprocess
import sys
import threading
from pathlib import Path
from types import FrameType

import gevent
import pytest
import requests

from app import serving
from app.api import health
from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http import docs
from app.registry import RULE_SETS
from app.settings import REFUSED
from tests.load.tables import new_analyses
from tests.server import ROOT


def test_probes(client, monkeypatch):
    assert client.get("/livez").get_json() == {"status": "ok"}
    assert client.get("/readyz").status_code == 200
    monkeypatch.setattr(health, "_draining", threading.Event())
    health.start_draining()
    response = client.get("/readyz")
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert client.get("/livez").status_code == 200


def test_gunicorn_settings_from_the_environment(monkeypatch):
    monkeypatch.setenv("PORT", "9123")
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    monkeypatch.setenv("TIMEOUT", "12")
    monkeypatch.setenv("DRAIN_SECONDS", "2.5")
    monkeypatch.setenv("WORKER_TMP_DIR", "/run/settle")
    conf = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    assert conf["worker_tmp_dir"] == "/run/settle"
    assert conf["bind"] == "0.0.0.0:9123"
    assert conf["workers"] == 3
    assert conf["timeout"] == 12
    assert conf["graceful_timeout"] == 15  # the drain, then a request's full time
    assert conf["max_requests"] > 0 and conf["max_requests_jitter"] > 0
    assert conf["accesslog"] is None  # the app logs each request itself
    monkeypatch.delenv("WEB_CONCURRENCY")
    assert runpy.run_path(str(ROOT / "gunicorn.conf.py"))["workers"] >= 1


def test_one_json_log_line_per_request(gunicorn):
    response = requests.post(
        f"{gunicorn.url}/v1/settle",
        json=REQUEST_EXAMPLES["discard_win"]["value"],
        headers={"X-Request-ID": "scorer-7"},
        timeout=10,
    )
    assert response.status_code == 200 and response.headers["X-Request-ID"] == "scorer-7"
    generated = requests.get(f"{gunicorn.url}/nowhere", timeout=10).headers["X-Request-ID"]
    log = gunicorn.log_once_it_has(f'"request_id": "{generated}"')
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    settled = [line for line in lines if line["request_id"] == "scorer-7"]
    assert len(settled) == 1
    assert settled[0] | {"time": "", "duration_ms": 0} == {
        "time": "",
        "request_id": "scorer-7",
        "pid": settled[0]["pid"],
        "method": "POST",
        "route": "/v1/settle",
        "path": "/v1/settle",
        "status": 200,
        "duration_ms": 0,
    }
    assert settled[0]["pid"] in gunicorn.workers() and settled[0]["duration_ms"] > 0
    unmatched = next(line for line in lines if line["request_id"] == generated)
    assert (unmatched["route"], unmatched["path"], unmatched["status"]) == ("<unmatched>", "/nowhere", 404)
    assert "HTTP/1.1" not in log  # no second, gunicorn-made access line


def test_gunicorn_answers_413_and_405(gunicorn):
    big = requests.post(
        f"{gunicorn.url}/v1/settle", data=b" " * (65 * 1024), headers={"Content-Type": "application/json"}, timeout=10
    )
    assert big.status_code == 413 and big.headers["Content-Type"] == "application/problem+json"
    chunked = requests.post(
        f"{gunicorn.url}/v1/settle",
        data=iter([b" " * 1024] * 65),
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
    assert chunked.status_code == 413
    wrong = requests.get(f"{gunicorn.url}/v1/settle", timeout=10)
    assert wrong.status_code == 405 and "POST" in wrong.headers["Allow"]


def test_every_rule_sets_sittings_may_be_large_and_its_heavy_routes_take_turns(app):
    """The app names each rule set's sitting (1 MiB bodies) and heavy routes by path for the worker (app/serving.py)."""
    routes = {rule.rule for rule in app.url_map.iter_rules()}
    sittings, heavy = app.config["SITTING_PATHS"], app.config["HEAVY_PATHS"]
    for served in RULE_SETS:
        sitting, analyze = f"{served.prefix}/settle/session", f"{served.prefix}/analyze"
        assert {sitting, analyze} <= routes
        assert sitting in sittings and {sitting, analyze} <= heavy
    assert routes >= heavy >= sittings


@pytest.mark.parametrize("served", RULE_SETS, ids=[served.core.name for served in RULE_SETS])
def test_gunicorn_takes_a_sitting_over_64_kib(gunicorn, served):
    sitting = next(iter(served.session.request_examples.values()))["value"]
    body = b" " * (70 * 1024) + json.dumps(sitting).encode()  # JSON may begin with white space
    answer = requests.post(f"{gunicorn.url}{served.prefix}/settle/session", data=body,
                           headers={"Content-Type": "application/json"}, timeout=10)
    assert answer.status_code == 200, answer.text


def test_dockerfile_passes_hadolint():
    hadolint = Path(sys.executable).with_name("hadolint")
    result = subprocess.run([str(hadolint), str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_redirect_names_the_host_the_client_sent(client):
    for path in ("/page//x", "/docs/static//swagger-ui.css", "/v1//settle", "/docs/"):
        response = client.get(path, headers={"Host": "evil.example"})
        assert "evil.example" not in response.headers.get("Location", ""), path


def test_only_the_files_the_docs_page_loads_are_served(client):
    for name in docs.SWAGGER_UI_SERVED:
        assert client.get(docs.SWAGGER_UI_URL + name).status_code == 200
    for name in ("index.html", "index.css", "swagger-ui.js", "swagger-initializer.js", "oauth2-redirect.html", ""):
        assert client.get(docs.SWAGGER_UI_URL + name).status_code == 404, name


def test_a_refused_body_is_freed_without_the_collector(client):
    """marshmallow's errors are reference cycles with the frames that raised
    them, the body among their locals (``body._drop_failed_load``)."""
    sitting = {"players": {"east": "x" * 100_000}, "hands": []}
    gc.collect()
    gc.disable()
    try:
        assert client.post("/v1/settle/session", json=sitting).status_code == 400
        kept = [o for o in gc.get_objects() if isinstance(o, FrameType) and "marshmallow" in o.f_code.co_filename]
    finally:
        gc.enable()
    assert not kept


def test_new_hands_meet_no_collection_in_a_worker(client):
    """Above a request's own peak of allocations, only garbage sets a young
    collection off (``serving.collect_seldom``); at 20,000, 3 of these 20
    hands met one."""
    threshold = gc.get_threshold()
    started: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            started.append(info["generation"])

    gc.collect()
    serving.collect_seldom()
    gc.callbacks.append(note)
    try:
        for body in itertools.islice(new_analyses(seed=100_000), 20):
            assert client.post("/v1/analyze", json=body).status_code == 200
    finally:
        gc.callbacks.remove(note)
        gc.unfreeze()
        gc.set_threshold(*threshold)
    assert not started


def test_a_body_waits_for_room_in_the_workers_budget(monkeypatch):
    monkeypatch.setattr(serving, "BODY_SECONDS", 0.5)
    bodies = serving.BodyBudget(limit=4 * serving._CHUNK)
    others = bodies.take(3)  # other requests' bodies, held meanwhile
    sitting = b" " * 2 * serving._CHUNK

    def request() -> dict:
        return {"PATH_INFO": "/v1/settle/session", "CONTENT_LENGTH": str(len(sitting)),
                "wsgi.input": io.BytesIO(sitting)}

    refused = request()  # no room for the whole body in time: a 408, and the room it had is given back
    limit = 4 * serving._CHUNK
    assert (serving._buffer_body(refused, bodies, limit), refused[REFUSED], bodies.room.counter) == (0, 408, 1)
    assert refused["wsgi.input"].read() == b""
    probe = {"PATH_INFO": "/livez"}  # no body, no room needed
    assert (serving._buffer_body(probe, bodies, limit), REFUSED in probe) == (0, False)
    read = request()
    gevent.spawn_later(0.1, bodies.give, others)  # the others done
    held = serving._buffer_body(read, bodies, limit)
    assert (held, REFUSED in read, read["wsgi.input"].read()) == (2, False, sitting)
