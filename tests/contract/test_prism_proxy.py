"""Prism's validating proxy (``prism proxy openapi.yaml <gunicorn> --errors``) in front
of gunicorn: it flags what breaks the document, and finds nothing wrong with a few
hundred real requests and the service's answers to them.

A request that breaks the document is answered by Prism itself (422, its
violations under ``validation``); an answer that breaks it becomes Prism's 500.
Prism treats a schema it cannot compile as having no rules, so the first tests
prove it is awake.
"""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

from tests.server import free_port

from .tools import prism, proxy_command, violations
from .traffic import SCHEMA_BREAKS, SETTLE, Call, valid_traffic


def _send(base: str, call: Call, session: requests.Session) -> requests.Response:
    return session.request(call.method, base + call.path, json=call.body, headers=call.headers, timeout=30)


def test_the_proxy_flags_a_body_missing_seats(proxy, upstream):
    call = SCHEMA_BREAKS[0][0]
    assert "seats" not in call.body
    with requests.Session() as session:
        flagged = _send(proxy.url, call, session)
        direct = _send(upstream.url, call, session)
    assert flagged.status_code == 422, flagged.text
    assert any("seats" in violation["message"] for violation in violations(flagged)), flagged.headers
    assert direct.status_code == 400


class _WrongRules(BaseHTTPRequestHandler):
    """An upstream whose rule table lacks its settings."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        body = json.dumps({"items": []}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_the_proxy_flags_an_answer_that_breaks_the_document(tmp_path):
    wrong = ThreadingHTTPServer(("127.0.0.1", 0), _WrongRules)
    threading.Thread(target=wrong.serve_forever, daemon=True).start()
    port = free_port()
    try:
        with prism(proxy_command(f"http://127.0.0.1:{wrong.server_port}", port), tmp_path / "proxy.log", port) as proxy:
            answered = requests.get(f"{proxy.url}/v1/rules", timeout=30)
            assert answered.status_code == 500, answered.text
            found = violations(answered)
            assert any("settings" in violation["message"] for violation in found), found
            assert proxy.errors()
    finally:
        wrong.shutdown()


@pytest.mark.parametrize(("call", "field"), SCHEMA_BREAKS, ids=[f"{c.path} {f}" for c, f in SCHEMA_BREAKS])
def test_what_breaks_the_schema_is_flagged_by_prism_and_refused_by_the_service(proxy, upstream, call, field):
    with requests.Session() as session:
        flagged = _send(proxy.url, call, session)
        direct = _send(upstream.url, call, session)
    found = violations(flagged)
    assert flagged.status_code == 422 and found, flagged.text
    assert all(violation["location"][:1] == ["body"] for violation in found), found
    assert direct.status_code == 400
    assert field in [error["path"] for error in direct.json()["errors"]], direct.json()


def test_real_traffic_passes_with_no_violation(proxy, upstream):
    calls = valid_traffic()
    assert len(calls) > 300
    seen = len(proxy.errors())
    statuses = set()
    with requests.Session() as session:
        for call in calls:
            through = _send(proxy.url, call, session)
            assert violations(through) == [], call
            direct = _send(upstream.url, call, session)
            assert through.status_code == direct.status_code, (call, through.text)
            assert through.headers["Content-Type"] == direct.headers["Content-Type"], call
            if call.path != "/metrics":  # its counters moved between the two
                assert through.content == direct.content or through.json() == direct.json(), call
            statuses.add((call.path, through.status_code, through.headers["Content-Type"].split(";")[0]))
    assert proxy.errors()[seen:] == []
    assert {("/v1/settle", 422, "application/problem+json"), ("/v1/settle", 200, "text/plain"),
            ("/v1/settle/session", 200, "text/csv"), ("/v1/analyze", 200, "application/json"),
            ("/v1/gb/settle", 422, "application/problem+json"), ("/v1/gb/settle", 200, "text/plain"),
            ("/v1/gb/settle/session", 200, "text/csv"), ("/v1/gb/analyze", 200, "application/json")} <= statuses


def test_a_whole_number_is_an_integer_to_prism_but_not_to_the_service(proxy, upstream):
    """JSON Schema 2020-12 counts 5.0 as an integer; the service wants 5 (400), and no
    keyword can say so. Prism finds 5.0 valid, and forwards it re-serialized by
    JavaScript, as 5: through the proxy the table settles; sent as it is, it is refused."""
    call = Call("POST", "/v1/settle", {**SETTLE, "dan": 5.0})
    with requests.Session() as session:
        through = _send(proxy.url, call, session)
        direct = _send(upstream.url, call, session)
    assert (through.status_code, violations(through)) == (200, []), through.text
    assert direct.status_code == 400
    assert [error["path"] for error in direct.json()["errors"]] == ["dan"]
