"""schemathesis against the committed ``openapi.yaml``: in-process and through gunicorn.

The checks and their expected statuses are in ``schemathesis.toml``, which
``make fuzz`` runs with ten times the examples. Every case is sent with an
``Origin`` (``schemathesis.toml``), as a browser app on another origin sends it.
"""
from __future__ import annotations

import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig

from tests import schemathesis_hooks  # noqa: F401  (registers the hooks: whole numbers sent as integers)
from tests.server import ROOT

CONFIG = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml", config=CONFIG)


def cors_allows_the_caller(ctx, response, case):
    """Every answer of ``/v1/*``, errors included, is readable by a browser on another origin
    (the probes are for the orchestrator, and say nothing to browsers)."""
    assert case.headers and case.headers.get("Origin"), "the case was sent without an Origin"
    allowed = response.headers.get("access-control-allow-origin")
    if not case.operation.path.startswith("/v1/"):
        assert allowed is None, case.operation.path
        return
    assert allowed == ["*"], response.headers
    assert response.headers.get("access-control-expose-headers") == ["X-Request-ID"], response.headers


@schema.parametrize()
def test_in_process(case, app):
    case.call_and_validate(app=app, additional_checks=[cors_allows_the_caller])


@schema.parametrize()
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_through_gunicorn(case, gunicorn):
    case.call_and_validate(base_url=gunicorn.url, additional_checks=[cors_allows_the_caller])
