"""``make lighthouse``: Lighthouse's mobile preset on the page, served by gunicorn, in Debian's Chromium.

Prints each category's score and exits 1 when one is under its target; the whole
report is kept in ``tests/browser/output/lighthouse.json``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.server import ROOT, serve

TARGETS = {"performance": 0.90, "accessibility": 1.00, "best-practices": 1.00}
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
REPORT = ROOT / "tests" / "browser" / "output" / "lighthouse.json"


def main() -> int:
    REPORT.parent.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp) / "gunicorn.log") as server:
        command = [
            str(LIGHTHOUSE), f"{server.url}/", "--form-factor=mobile", "--quiet",
            "--only-categories=performance,accessibility,best-practices",
            "--chrome-flags=--headless=new --no-sandbox", "--output=json", f"--output-path={REPORT}",
        ]
        subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": "/usr/bin/chromium"})
    categories = json.loads(REPORT.read_text())["categories"]
    failed = False
    for name, target in TARGETS.items():
        score = categories[name]["score"]
        failed |= score < target
        print(f"{name:15} {round(score * 100):3}  (target {round(target * 100)})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
