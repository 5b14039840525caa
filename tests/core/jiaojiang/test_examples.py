"""The worked tables of ``tests/data/examples.jsonl`` (copied from the
rulebook's shared examples), each with its arithmetic in ``why``."""
import json
from pathlib import Path

import pytest

from app.core.jiaojiang import settle_mapping

EXAMPLES = [json.loads(line) for line in (Path(__file__).parents[2] / "data" / "examples.jsonl").open()]


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_worked_example(example):
    got = settle_mapping(example["request"]).to_dict()
    want = example["expect"]
    assert got["outcome"] == want["outcome"]
    assert got["winner"] == want["winner"]
    assert got["dianpao"]["applied"] == want["dianpao"]["applied"], example["why"]
    for seat, expected in want["players"].items():
        assert {k: got["players"][seat][k] for k in expected} == expected, f"{seat}: {example['why']}"
    assert {k: got["next"][k] for k in want["next"]} == want["next"]
    assert sum(p["net"] for p in got["players"].values()) == 0


def test_two_de_reading_is_reported():
    """two_de: 7z + 得 pair (单吊 2, dragon pair 2), 22z + 得 concealed seat-wind pung
    (8, 1 番); base 12 + 1 = 13, 番 seat 1 + 2张得 1 = 2 → 52 → 60."""
    example = next(e for e in EXAMPLES if e["name"] == "two_de")
    south = settle_mapping(example["request"]).to_dict()["players"]["south"]
    assert (south["base"], south["bonus"], south["fan"], south["raw"]) == (12, 1, 2, 52)
    assert sorted(i["code"] for i in south["items"]) == [
        "concealed_pung", "pair", "seat_wind_set", "single_wait", "two_de"]
    assert south["reading"].endswith("得 9p→2z, 9p→7z")
