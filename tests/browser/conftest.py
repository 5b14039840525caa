"""The page in Debian's Chromium (launched by path: browsers cannot be downloaded here), against a real gunicorn.

Every test gets a fresh browser context at 375 × 667 (an empty localStorage),
and fails if the page logs a console error or asks anything of another origin.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server import Server, serve

from .scorekeeper import Scorekeeper

CHROMIUM = "/usr/bin/chromium"
OUTPUT = Path(__file__).parent / "output"
PHONE = {"width": 375, "height": 667}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": ["--no-sandbox"]}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": PHONE, "locale": "zh-CN", "accept_downloads": True}


@pytest.fixture(scope="session")
def served(tmp_path_factory) -> Iterator[Server]:
    with serve(tmp_path_factory.mktemp("gunicorn-page") / "gunicorn.log") as server:
        yield server


@pytest.fixture(scope="session")
def output() -> Path:
    OUTPUT.mkdir(exist_ok=True)
    return OUTPUT


@pytest.fixture()
def scorekeeper(page, served) -> Iterator[Scorekeeper]:
    keeper = Scorekeeper(page, served.url)
    keeper.open()
    yield keeper
    assert keeper.console_errors == []
    assert keeper.foreign_requests == []
