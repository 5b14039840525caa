"""TypeScript types from openapi.yaml, as a consumer makes them: openapi-typescript
(``--default-non-nullable false``: a request field with a default may be left out)
writes ``api.d.ts``; ``typescript/calls.ts`` makes one typed call of each operation,
by operationId; tsc checks it strictly, and the compiled calls run against gunicorn.
A call that leaves out a required field must not type-check."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .tools import DOCUMENT, document, operations, run

CALLS = Path(__file__).with_name("typescript")


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("typescript")
    for name in ("calls.ts", "tsconfig.json"):
        shutil.copy(CALLS / name, where / name)
    generated = run("openapi-typescript", str(DOCUMENT), "--default-non-nullable", "false",
                    "-o", str(where / "api.d.ts"))
    assert generated.returncode == 0, generated.stdout + generated.stderr
    return where


def _tsc(project: Path, config: str = "tsconfig.json") -> subprocess.CompletedProcess:
    return run("tsc", "-p", str(project / config), cwd=project)


def test_the_types_name_every_operation_by_its_id(project):
    generated = (project / "api.d.ts").read_text(encoding="utf-8")
    block = generated[generated.index("export interface operations {"):]
    named = set(re.findall(r"^    (\w+): \{$", block, flags=re.MULTILINE))
    assert named == {operation.id for operation in operations(document())}


def test_a_typed_call_of_each_operation_type_checks_and_runs(project, upstream):
    checked = _tsc(project)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    (project / "run.mjs").write_text(
        'import { everyOperation } from "./out/calls.js";\n'
        "console.log(JSON.stringify(await everyOperation(process.argv[2])));\n"
    )
    ran = subprocess.run(["node", "run.mjs", upstream.url], cwd=project, capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    said = json.loads(ran.stdout)
    assert said["winner"] == "south" and said["payments"] == [
        ["east", "south", 2, None], ["west", "south", 1, None], ["north", "south", 1, None]
    ]
    assert said["totals"] == [["老王", 4], ["阿张", -1], ["Bob", -1], ["小李", -2]]
    assert [tile for tile, _ in said["waits"]] == ["6m", "7m", "9m", "9p"]
    assert "concealed_pung" in said["codes"] and said["probes"] == ["ok", "ok"] and said["metrics"]
    winner, hands_totals, shanten, has_rules = said["wenling"]
    assert (winner, hands_totals, has_rules) == ("west", 4, True) and shanten >= 0
    assert said["ruleSets"] == [["jiaojiang", "/v1/settle", 16], ["wenling", "/v1/wenling/settle", 16],
                                ["gb", "/v1/gb/settle", 13]]
    gb = said["gb"]  # 清龙 16 + 和绝张 4 + 门前清 2 + 平和 2 + 嵌张 1, + 花牌 1 (app/api/gb/examples.py)
    assert gb["fans"] == [["pure_straight", 16, 1, "G28"], ["last_tile", 4, 1, "G58"], ["concealed_hand", 2, 1, "G62"],
                          ["all_chows", 2, 1, "G63"], ["closed_wait", 1, 1, "G78"], ["flower_tiles", 1, 1, "G81"]]
    assert gb["totals"] == [26, 25] and gb["next"] == ["south", "south", None]
    assert gb["payments"] == [["south", 8, "G-P2"], ["west", 8, "G-P2"], ["north", 34, "G-P2"]]
    # 清龙 16 + 箭刻 2 + 门前清 2 + 缺一门 1 = 21 on 北's discard: 北 −29, the others −8; then 荒庄
    assert gb["sitting"] == [[[1, "east"], [2, "east"]], [["阿明", 45], ["小红", -8], ["老陈", -8], ["Ann", -29]], 3]
    assert gb["waits"] == [["3m", False], ["6m", False], ["9m", True]] and gb["fanCount"] == 81


def test_a_call_without_its_seats_does_not_type_check(project):
    (project / "wrong.ts").write_text(
        'import { call } from "./calls.js";\n'
        'export const settled = call("http://127.0.0.1", "settle", { de: "9p", win: null });\n'
        'export const rules: number = await call("http://127.0.0.1", "getRules");\n'
    )
    (project / "tsconfig.wrong.json").write_text(
        json.dumps({"extends": "./tsconfig.json", "compilerOptions": {"noEmit": True}, "files": ["wrong.ts"]})
    )
    checked = _tsc(project, "tsconfig.wrong.json")
    assert checked.returncode != 0
    assert "Property 'seats' is missing" in checked.stdout, checked.stdout
    assert "is not assignable to type 'number'" in checked.stdout, checked.stdout
