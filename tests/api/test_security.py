"""Security headers on every response — the API's, the documentation's, the page's — from one place."""
from __future__ import annotations

import re

import pytest

from app.http.page import files
from app.http.security import CONTENT_SECURITY_POLICY

EXPECTED = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _responses(client):
    version = files().version
    yield client.get("/")
    yield client.get(f"/page/{version}/js/main.js")
    yield client.get("/sw.js")
    yield client.get("/docs")
    yield client.get("/docs/static/swagger-ui-bundle.js")
    yield client.get("/openapi.yaml")
    yield client.get("/livez")
    yield client.get("/metrics")
    yield client.get("/v1/rules")
    yield client.post("/v1/settle", json={})  # 400
    yield client.post("/v1/settle", data="x", content_type="text/plain")  # 415
    yield client.get("/no/such/page")  # 404
    yield client.delete("/v1/settle")  # 405


def test_every_response_carries_the_headers(client):
    for response in _responses(client):
        for name, value in EXPECTED.items():
            assert response.headers.get(name) == value, (response.request.path, response.status_code, name)


@pytest.mark.parametrize(
    "directive", ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]
)
def test_the_policy_allows_this_origin_only(directive):
    assert directive in CONTENT_SECURITY_POLICY.split("; ")
    assert "unsafe-inline" not in CONTENT_SECURITY_POLICY
    assert "unsafe-eval" not in CONTENT_SECURITY_POLICY
    assert not re.search(r"https?:|\*", CONTENT_SECURITY_POLICY)


@pytest.mark.parametrize("path", ["/", "/docs"])
def test_no_inline_script_for_the_policy_to_allow(client, path):
    html = client.get(path).get_data(as_text=True)
    for attributes, body in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S):
        assert "src=" in attributes or 'type="application/json"' in attributes, attributes
        assert "src=" not in attributes or not body.strip()
    assert not re.search(r"\son[a-z]+=", html)  # no inline event handlers either
