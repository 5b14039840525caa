"""The app in-process and its test client, for every HTTP test."""
from __future__ import annotations

import pytest

from app import create_app


@pytest.fixture(scope="session")
def app():
    return create_app()


@pytest.fixture()
def client(app):
    return app.test_client()
