"""The page in Debian's Chromium (launched by path: browsers cannot be downloaded here), against a real gunicorn.

Every test gets a fresh browser context at 375 × 667 (an empty localStorage), or with ``phone`` a
touch screen at 390 × 844, and fails if the page logs a console error or asks anything of another origin.
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
TOUCH_PHONE = {"width": 390, "height": 844}


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


@pytest.fixture()
def phone(browser, served) -> Iterator[Scorekeeper]:
    """A scorekeeper at a phone: 390 × 844 with touch, laid out as a phone lays the page out."""
    context = browser.new_context(viewport=TOUCH_PHONE, has_touch=True, is_mobile=True, locale="zh-CN")
    keeper = Scorekeeper(context.new_page(), served.url)
    keeper.open()
    yield keeper
    context.close()
    assert keeper.console_errors == []
    assert keeper.foreign_requests == []
