"""CORS for browser apps on other origins, and ``OPTIONS`` answered without a page."""
from __future__ import annotations

import pytest

from app import create_app
from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http import cors

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]
ELSEWHERE = "https://scorekeeper.example"


def _preflight(client, path="/v1/settle", origin=ELSEWHERE, method="POST"):
    return client.options(
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": "content-type, x-request-id",
        },
    )


def test_a_preflight_from_any_origin_is_allowed_and_cached(client):
    response = _preflight(client)
    assert response.status_code == 204 and response.get_data() == b""
    assert "Content-Type" not in response.headers
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert response.headers["Access-Control-Allow-Headers"] == "content-type, x-request-id"
    assert response.headers["Access-Control-Max-Age"] == str(cors.PREFLIGHT_MAX_AGE_SECONDS)
    assert "Access-Control-Allow-Credentials" not in response.headers  # no cookies, no credentials


def test_a_cross_origin_settle_reads_the_answer_and_its_request_id(client):
    response = client.post("/v1/settle", json=TABLE, headers={"Origin": ELSEWHERE, "X-Request-ID": "app-1"})
    assert response.status_code == 200 and response.get_json()["winner"] == "south"
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert response.headers["Access-Control-Expose-Headers"] == "X-Request-ID"
    assert "Origin" not in response.headers.get("Vary", "")  # "*" is the same answer for every origin


@pytest.mark.parametrize(("method", "path", "body"), [("POST", "/v1/settle", {}), ("GET", "/v1/nowhere", None)])
def test_errors_carry_cors_headers_too(client, method, path, body):
    """A browser app can read a problem's detail only if the error response allows it."""
    response = client.open(path, method=method, json=body, headers={"Origin": ELSEWHERE})
    assert response.status_code >= 400 and response.mimetype == "application/problem+json"
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_probes_and_metrics_are_not_for_browsers(client):
    for path in ["/livez", "/readyz", "/metrics"]:
        assert "Access-Control-Allow-Origin" not in client.get(path, headers={"Origin": ELSEWHERE}).headers, path


@pytest.mark.parametrize(
    ("path", "allowed"), [("/v1/settle", {"POST", "OPTIONS"}), ("/v1/rules", {"GET", "HEAD", "OPTIONS"})]
)
def test_a_plain_options_says_what_is_allowed_and_nothing_else(client, path, allowed):
    response = client.options(path)
    assert response.status_code == 204 and response.get_data() == b""
    assert set(response.headers["Allow"].split(", ")) == allowed
    assert "Content-Type" not in response.headers


def test_origins_from_the_environment(monkeypatch):
    monkeypatch.setenv("CORS_ORIGINS", "https://a.example, https://b.example")
    client = create_app().test_client()
    allowed = _preflight(client, origin="https://b.example")
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://b.example"
    assert "Origin" in allowed.headers["Vary"]  # the answer depends on who asks
    refused = _preflight(client, origin="https://c.example")
    assert "Access-Control-Allow-Origin" not in refused.headers
    assert "Access-Control-Allow-Methods" not in refused.headers
    settled = client.post("/v1/settle", json=TABLE, headers={"Origin": "https://c.example"})
    assert settled.status_code == 200 and "Access-Control-Allow-Origin" not in settled.headers
