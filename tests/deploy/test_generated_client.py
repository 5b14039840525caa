"""A client generated from ``openapi.yaml`` works, as another team's CI would use it:
openapi-python-client (``.venv-client``, pinned in ``requirements-client.txt``)
generates it from the OpenAPI 3.1 document without a warning, one module per
operation named after its operationId, pip builds and installs it offline into a
temporary directory, and ``generated_client.py`` uses it against a live gunicorn."""
from __future__ import annotations

import json
import os
import re
import subprocess

import yaml

from app.api.gb.examples import LAST_OF_KIND as GB
from app.api.jiaojiang.analyze.examples import REQUEST_EXAMPLES as ANALYZE_EXAMPLES
from app.api.jiaojiang.session.examples import REQUEST_EXAMPLES as SESSION_EXAMPLES
from tests.api.test_readme import readme_request
from tests.server import ROOT, serve

CLIENT_BIN = ROOT / ".venv-client" / "bin"
PACKAGE = "taizhou_mahjong_settlement_client"  # from the document's ASCII title
SCRIPT = ROOT / "tests" / "deploy" / "generated_client.py"
URLS = {"settle": "/v1/settle", "analyze": "/v1/analyze", "session": "/v1/settle/session",
        "wenling": "/v1/wenling/settle"}
WENLING = json.loads((ROOT / "tests" / "data" / "examples-wenling.jsonl").read_text().splitlines()[4])["request"]


def _generate_and_install(tmp_path) -> str:
    assert (CLIENT_BIN / "openapi-python-client").exists(), "make .venv-client/.stamp (make test does)"
    env = {**os.environ, "PATH": f"{CLIENT_BIN}:{os.environ['PATH']}"}  # its ruff formats the code
    generated = subprocess.run(
        [str(CLIENT_BIN / "openapi-python-client"), "generate", "--path", str(ROOT / "openapi.yaml"),
         "--output-path", str(tmp_path / "generated")],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
    )
    said = generated.stdout + generated.stderr
    assert generated.returncode == 0 and "Warning" not in said and "Unable" not in said, said
    package = tmp_path / "generated" / PACKAGE
    assert (package / "models" / "seat_wind.py").exists()
    assert {path.stem for path in package.glob("api/*/*.py")} - {"__init__"} == _operation_modules()
    site = tmp_path / "site"
    subprocess.run(
        [str(CLIENT_BIN / "pip"), "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--target", str(site), str(tmp_path / "generated")],
        check=True, capture_output=True, env=env, timeout=300,
    )
    return str(site)


def _operation_modules() -> set[str]:
    """Each operationId of the document as the generator names its module: ``settleSession`` → ``settle_session``."""
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    ids = [operation["operationId"] for operations in document["paths"].values() for operation in operations.values()]
    return {re.sub(r"(?<!^)(?=[A-Z])", "_", operation_id).lower() for operation_id in ids}


def test_a_generated_client_settles_analyses_and_settles_a_sitting(tmp_path, client):
    site = _generate_and_install(tmp_path)
    given = {
        "settle": readme_request(),
        "analyze": ANALYZE_EXAMPLES["ready"]["value"],
        "session": SESSION_EXAMPLES["dealer_stays_then_passes"]["value"],
        "wenling": WENLING,
    }
    expected = {name: client.post(URLS[name], json=body).get_json() for name, body in given.items()}
    with serve(tmp_path / "gunicorn.log") as server:
        run = subprocess.run(
            [str(CLIENT_BIN / "python"), "-P", str(SCRIPT)],
            input=json.dumps({"url": server.url, **given}), capture_output=True, text=True, timeout=120,
            env={"PATH": os.environ["PATH"], "PYTHONPATH": site}, cwd=tmp_path,
        )
    assert run.returncode == 0, run.stderr
    typed = json.loads(run.stdout)

    settled = expected["settle"]
    assert typed["settle"]["whole"] == settled
    assert typed["settle"]["winner"] == settled["winner"] == "south"
    assert typed["settle"]["dianpao_discarder"] is None
    assert typed["settle"]["points"] == {seat: p["points"] for seat, p in settled["players"].items()}
    assert typed["settle"]["payments"] == [
        [p["from"], p["to"], p["amount"], p["on_behalf_of"]] for p in settled["payments"]
    ]
    assert typed["settle"]["next_dealer"] == settled["next"]["dealer"]

    analysed = expected["analyze"]
    assert typed["analyze"]["whole"] == analysed
    assert typed["analyze"]["shanten"] == analysed["shanten"]
    assert typed["analyze"]["waits"] == [
        [w["tile"], w["discard_win"]["points"], w["self_drawn"]["points"]] for w in analysed["waits"]
    ] != []

    sitting = expected["session"]
    assert typed["session"]["whole"] == sitting
    assert typed["session"]["totals"] == [[t["player"], t["net"]] for t in sitting["totals"]]
    assert typed["session"]["next_dealer_streak"] == sitting["next"]["dealer_streak"]

    wenling = expected["wenling"]  # 包三家 from the rivers: south pays for everyone
    assert typed["wenling"]["whole"] == wenling
    assert (typed["wenling"]["winner"], typed["wenling"]["bao_discarder"]) == ("north", "south")
    assert typed["wenling"]["points"] == {seat: p["points"] for seat, p in wenling["players"].items()}

    gb = client.post("/v1/gb/settle", json=GB).get_json()  # 和绝张 from the tiles in sight
    assert client.post("/v1/gb/settle", json=typed["gb"]["sent"]).get_json() == gb  # the models' table is GB
    assert typed["gb"]["whole"] == gb
    assert typed["gb"]["winner"] == gb["winner"] == "east"
    assert typed["gb"]["fans"] == [[i["code"], i["fan"], i["count"], i["rule"]] for i in gb["players"]["east"]["items"]]
    assert ["last_tile", 4, 1, "G58"] in typed["gb"]["fans"] and typed["gb"]["fan"] == [26, 25]
    assert typed["gb"]["payments"] == [["south", 8, "G-P2"], ["west", 8, "G-P2"], ["north", 34, "G-P2"]]
    assert typed["gb"]["next"] == ["south", "south", None]

    rules = client.get("/v1/rules").get_json()
    assert typed["rules"]["whole"] == rules
    assert typed["rules"]["codes"] == [item["code"] for item in rules["items"]] != []
