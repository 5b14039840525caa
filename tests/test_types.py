"""The annotations of ``app/`` say what really flows (``mypy.ini``)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_mypy_finds_nothing():
    mypy = Path(sys.executable).parent / "mypy"
    result = subprocess.run([str(mypy), "--config-file", str(ROOT / "mypy.ini")], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
