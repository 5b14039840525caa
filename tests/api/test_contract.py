"""schemathesis against the committed ``openapi.yaml``: in-process and through gunicorn.

The checks and their expected statuses are in ``schemathesis.toml``, which
``make fuzz`` runs with ten times the examples.
"""
from __future__ import annotations

import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig

from tests.server import ROOT

CONFIG = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml", config=CONFIG)


@schema.parametrize()
def test_in_process(case, app):
    case.call_and_validate(app=app)


@schema.parametrize()
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_through_gunicorn(case, gunicorn):
    case.call_and_validate(base_url=gunicorn.url)
