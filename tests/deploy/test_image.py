"""The image carries everything the app serves: the Dockerfile's COPY lines and
``.dockerignore`` let every file under ``app/`` in, and nothing of the tests."""
from __future__ import annotations

import fnmatch
import re
import subprocess

from tests.server import ROOT


def _sent_to_the_build(path: str, patterns: list[str]) -> bool:
    """``.dockerignore``: the last pattern that matches a path or one of its parents decides."""
    sent = True
    for pattern in patterns:
        exclude = not pattern.startswith("!")
        pattern = pattern.lstrip("!").rstrip("/").replace("**/", "*")
        parts = path.split("/")
        if any(fnmatch.fnmatch("/".join(parts[:n]), pattern) for n in range(1, len(parts) + 1)):
            sent = not exclude
    return sent


def test_everything_under_app_reaches_the_image():
    ignore = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()]
    patterns = [line for line in ignore if line and not line.startswith("#")]
    copied = re.findall(r"^COPY (\S+) ", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    served = [path for path in tracked if path.startswith("app/")]
    assert any(path.startswith("app/page/") for path in served)  # the scorekeeper's page is among them
    for path in served:
        assert _sent_to_the_build(path, patterns), path
        assert any(path == source or path.startswith(source.rstrip("/") + "/") for source in copied), path
    assert not _sent_to_the_build("tests/server.py", patterns)
    assert not _sent_to_the_build("app/core/engine/__pycache__/tiles.cpython-311.pyc", patterns)
