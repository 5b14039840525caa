"""openapi.yaml passes the linters consumers run, with their own rule sets:
Redocly's ``recommended`` (no config file) and Spectral's ``spectral:oas``
(``.spectral.yaml`` extends it and nothing else). Not a warning, not a hint.

Each linter is also shown a document with one operationId removed and the
3.0-style ``anyOf: [$ref, {nullable: true, enum: [null]}]`` it used to have:
it must object, or the clean run above proves nothing."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tests.server import ROOT

from .tools import DOCUMENT, document, operations, run

SPECTRAL_RULES = ROOT / ".spectral.yaml"


def redocly(path: Path) -> dict:
    """Redocly's JSON report: ``totals`` and ``problems``."""
    return _json(run("redocly", "lint", str(path), "--format=json"), "{")


def spectral(path: Path) -> list[dict]:
    """Spectral's results; it exits non-zero on any, hints included."""
    linted = run("spectral", "lint", str(path), "-r", str(SPECTRAL_RULES), "-f", "json", "--fail-severity", "hint")
    results = _json(linted, "[")
    assert (linted.returncode == 0) == (results == []), linted.stdout + linted.stderr
    return results


def _json(linted, opening: str):
    """The JSON report in a linter's output, which may have a banner before it or a line after."""
    out = linted.stdout
    if opening not in out:
        pytest.fail(out + linted.stderr)
    return json.JSONDecoder().raw_decode(out[out.index(opening):])[0]


def test_spectral_config_only_extends_spectral_oas():
    assert yaml.safe_load(SPECTRAL_RULES.read_text()) == {"extends": ["spectral:oas"]}
    assert not list(ROOT.glob(".redocly*")) and not (ROOT / "redocly.yaml").exists()


def test_redocly_recommended_finds_nothing():
    report = redocly(DOCUMENT)
    assert report["totals"] == {"errors": 0, "warnings": 0, "ignored": 0}, report["problems"]


def test_spectral_oas_finds_nothing():
    assert spectral(DOCUMENT) == []


def test_every_operation_has_an_operation_id():
    ids = [operation.id for operation in operations(document())]
    assert ids and len(ids) == len(set(ids))


@pytest.fixture(scope="module")
def broken(tmp_path_factory) -> Path:
    doc = document()
    first = operations(doc)[0]
    del doc["paths"][first.path][first.method]["operationId"]
    win = doc["components"]["schemas"]["SettleRequest"]["properties"]["win"]
    win["anyOf"] = [{"$ref": "#/components/schemas/Win"}, {"nullable": True, "enum": [None]}]
    path = tmp_path_factory.mktemp("broken") / "openapi.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return path


def test_redocly_objects_to_a_broken_document(broken):
    rules = {problem["ruleId"] for problem in redocly(broken)["problems"]}
    assert {"operation-operationId", "struct"} <= rules, rules


def test_spectral_objects_to_a_broken_document(broken):
    rules = {problem["code"] for problem in spectral(broken)}
    assert {"operation-operationId", "oas3-valid-media-example"} <= rules, rules
