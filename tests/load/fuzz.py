"""``make fuzz``: schemathesis, 1,000 examples per operation, against gunicorn.

The checks are ``schemathesis.toml``'s (the contract tests use 100 examples).
Clean means schemathesis passes, no worker died, and the log holds no traceback.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.server import ROOT, serve

EXAMPLES = os.environ.get("FUZZ_EXAMPLES", "1000")


def main() -> int:
    schemathesis = Path(sys.executable).with_name("schemathesis")
    with tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log")) as server:
        workers = server.workers()
        command = [str(schemathesis), "run", "openapi.yaml", "--url", server.url, "--max-examples", EXAMPLES]
        hooks = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.schemathesis_hooks"}  # whole numbers sent as integers
        status = subprocess.run(command, cwd=ROOT, env=hooks).returncode
        survivors = server.workers()
        log = server.log.read_text()
    problems = []
    if survivors != workers:
        problems.append(f"workers changed: {workers} became {survivors}")
    if "Traceback" in log:
        problems.append("a traceback in the server log:\n" + log[log.index("Traceback"):][:3000])
    for problem in problems:
        print("FAILED:", problem)
    return status or (1 if problems else 0)


if __name__ == "__main__":
    sys.exit(main())
