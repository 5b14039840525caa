"""The service as the Deployment runs it: the image's user, every filesystem
read-only but one in-memory temporary directory (``tests/deploy/read_only.sh``),
the environment of ``deploy/kubernetes/deployment.yaml``."""
from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

import requests
import yaml

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.server import ROOT, serve

DEPLOYMENT = yaml.safe_load((ROOT / "deploy" / "kubernetes" / "deployment.yaml").read_text())
CONTAINER = DEPLOYMENT["spec"]["template"]["spec"]["containers"][0]
USER = str(CONTAINER["securityContext"]["runAsUser"])
WRAPPER = ROOT / "tests" / "deploy" / "read_only.sh"


def _environment(writable: Path) -> dict[str, str]:
    """The Deployment's environment, with its emptyDir mount point moved to ``writable``."""
    (mount,) = CONTAINER["volumeMounts"]
    env = {item["name"]: item["value"] for item in CONTAINER["env"] if item["name"] != "PORT"}
    moved = {name: value.replace(mount["mountPath"], str(writable), 1) for name, value in env.items()}
    return moved | {"PYTHONDONTWRITEBYTECODE": "1"}  # as the Dockerfile sets it


def test_it_settles_with_nothing_writable_but_its_temporary_directory(tmp_path):
    example = REQUEST_EXAMPLES["discard_win"]["value"]
    with tempfile.TemporaryDirectory(prefix="jiaojiang-emptydir-") as writable:
        os.chmod(writable, 0o755)  # the mount point; the tmpfs over it belongs to the service's user
        env = _environment(Path(writable))
        wrapper = ["unshare", "--mount", "--propagation", "private", "sh", str(WRAPPER), writable, USER]
        workers = int(env.pop("WEB_CONCURRENCY"))
        with serve(tmp_path / "gunicorn.log", workers=workers, wrapper=wrapper, **env) as server:
            answer = requests.post(f"{server.url}/v1/settle", json=example, timeout=10)
            assert answer.status_code == 200 and answer.json()["winner"] == "south"
            metrics = requests.get(f"{server.url}/metrics", timeout=10).text
            assert re.search(r'mahjong_tables_settled_total\{[^}]*outcome="win"[^}]*\} 1\.0', metrics), metrics
            # The service's own view of the directory (its mount namespace): the metric files.
            seen = Path(f"/proc/{server.master}/root") / env["PROMETHEUS_MULTIPROC_DIR"].lstrip("/")
            files = list(seen.iterdir())
            assert files and all(path.suffix == ".db" for path in files), files
            users = {_uid(pid) for pid in [server.master, *server.workers()]}
            assert users == {USER}
        log = server.log.read_text()
    # (A quick stop may interrupt a worker mid-write with a traceback of its own: not a write to disk.)
    for failure in ["Read-only file system", "Permission denied", "OSError"]:
        assert failure not in log, log


def _uid(pid: int) -> str:
    return Path(f"/proc/{pid}/status").read_text().split("Uid:")[1].split()[0]
