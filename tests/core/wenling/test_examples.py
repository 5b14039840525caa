"""Every worked example of examples-wenling.jsonl, as written there."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.core.engine.messages import EN, ZH
from app.core.wenling import settle_mapping

# A copy of ../shared/examples-wenling.jsonl, kept with the tests.
EXAMPLES = [json.loads(line) for line in (Path(__file__).parents[2] / "data" / "examples-wenling.jsonl").read_text()
            .splitlines() if line.strip()]


def test_the_examples_are_there():
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_worked_example(example):
    got = settle_mapping(example["request"]).to_dict()
    want = example["expect"]
    assert got["outcome"] == want["outcome"]
    assert got["winner"] == want["winner"]
    for seat, fields in want["players"].items():
        for key, value in fields.items():
            assert got["players"][seat][key] == value, (seat, key)
    assert got["payments"] == want["payments"]
    for key, value in want["bao"].items():
        assert got["bao"][key] == value, key
    if want["laizi"] is None:
        assert got["laizi"] is None
    else:
        for key, value in want["laizi"].items():
            assert got["laizi"][key] == value
    for key, value in want["next"].items():
        assert got["next"][key] == value
    assert sum(p["net"] for p in got["players"].values()) == 0


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_worked_example_in_both_languages(example):
    result = settle_mapping(example["request"])
    zh, en = result.to_dict(ZH), result.to_dict(EN)
    assert zh["bao"]["reason"] != en["bao"]["reason"]
    assert zh["payments"] == en["payments"]
