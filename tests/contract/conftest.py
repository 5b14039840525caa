"""gunicorn with Prism's validating proxy in front, and ``make mock``: one of each per session."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server import Server, free_port, serve

from .tools import Prism, prism, proxy_command


@pytest.fixture(scope="session")
def upstream(tmp_path_factory) -> Iterator[Server]:
    with serve(tmp_path_factory.mktemp("gunicorn-contract") / "gunicorn.log") as server:
        yield server


@pytest.fixture(scope="session")
def proxy(upstream, tmp_path_factory) -> Iterator[Prism]:
    """``prism proxy openapi.yaml <gunicorn> --errors``, as a consumer's CI runs it."""
    port = free_port()
    with prism(proxy_command(upstream.url, port), tmp_path_factory.mktemp("prism") / "proxy.log", port) as server:
        yield server


@pytest.fixture(scope="session")
def mock(tmp_path_factory) -> Iterator[Prism]:
    """``make mock`` on a free port: what a consumer starts."""
    port = free_port()
    command = ["make", "--no-print-directory", "mock", f"MOCK_PORT={port}"]
    with prism(command, tmp_path_factory.mktemp("prism") / "mock.log", port) as server:
        yield server
