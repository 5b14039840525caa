"""A settle answer's headers, all of them in order: the hooks that add them take
shortcuts for the usual request (``app/http/cors.py``, ``language.py``), which must
give what the long way gives."""
from __future__ import annotations

import pytest

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http.security import CONTENT_SECURITY_POLICY

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]
SECURITY = [
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
]
CORS = [("Access-Control-Allow-Origin", "*"), ("Access-Control-Expose-Headers", "X-Request-ID")]


def _names_and_values(response):
    return [(name, value) for name, value in response.headers if name != "Content-Length"]


@pytest.mark.parametrize("origin", [{}, {"Origin": "https://scorekeeper.example"}])
def test_a_settle_answer_carries_exactly_these_headers(client, origin):
    for _ in range(2):  # the first answer and the ones after it alike
        response = client.post("/v1/settle", json=TABLE, headers={"X-Request-ID": "r-1", **origin})
        assert response.status_code == 200
        assert _names_and_values(response) == [
            ("Content-Type", "application/json"),
            ("Content-Language", "en"),
            ("Vary", "Accept-Language, Accept"),
            *CORS,
            *SECURITY,
            ("X-Request-ID", "r-1"),
        ]


def test_an_error_merges_its_vary_headers(client):
    response = client.post("/v1/settle", json={}, headers={"X-Request-ID": "r-2", "Accept-Language": "zh"})
    assert response.status_code == 400
    assert _names_and_values(response) == [
        ("Content-Type", "application/problem+json"),
        *CORS,
        ("Content-Language", "zh"),
        ("Vary", "Accept-Language, Accept"),
        *SECURITY,
        ("X-Request-ID", "r-2"),
    ]


def test_probes_carry_no_cors_or_language_headers(client):
    response = client.get("/livez", headers={"X-Request-ID": "r-3"})
    assert _names_and_values(response) == [("Content-Type", "application/json"), *SECURITY, ("X-Request-ID", "r-3")]
