"""A real gunicorn for the HTTP tests, shared by the session; its log in a file."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server import Server, serve


@pytest.fixture(scope="session")
def gunicorn(tmp_path_factory) -> Iterator[Server]:
    """``gunicorn -c gunicorn.conf.py`` on a free port with two workers."""
    with serve(tmp_path_factory.mktemp("gunicorn") / "gunicorn.log") as server:
        yield server
