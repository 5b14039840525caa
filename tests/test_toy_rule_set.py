"""A rule set is added by its own folder and one registry entry: the toy
rule set of ``tests/toy`` (13-tile hands, no wild, three fans), given to
``create_app`` beside the registry's, is served at its paths, in the
document, in ``GET /v1/rule-sets`` and in the metrics; no other file names
it.  (The page builds its picker from ``GET /v1/rule-sets``:
``tests/browser/test_rule_sets.py`` selects it there.)"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from app import create_app
from app.registry import RULE_SETS
from tests.toy.api import EXAMPLES, SERVED

ROOT = Path(__file__).parents[1]


@pytest.fixture(scope="module")
def client():
    return create_app((*RULE_SETS, SERVED)).test_client()


def test_it_is_served_at_its_own_paths(client):
    table = EXAMPLES["self-drawn"]["value"]
    settled = client.post("/v1/toy/settle", json=table)
    assert settled.status_code == 200, settled.json
    assert settled.json["winner"] == "east" and [f["code"] for f in settled.json["fans"]] == [
        "self_drawn", "concealed", "all_simples"]
    assert settled.json["nets"] == {"east": 12, "south": -4, "west": -4, "north": -4}
    sitting = client.post("/v1/toy/settle/session", json={"players": {"east": "A", "south": "B", "west": "C",
                                                                      "north": "D"}, "hands": [table, table]})
    assert sitting.status_code == 200 and sitting.json["totals"][0] == {"player": "A", "net": 24}
    analysis = client.post("/v1/toy/analyze", json={"hand": "234m 456m 678p 345s 5p"})
    assert analysis.json == {"shanten": 0, "waits": ["5p", "8p"]}  # 678p 5p: 5p pairs it, 8p makes 567p 88p
    assert client.get("/v1/toy/rules").json["items"][0]["code"] == "self_drawn"


def test_its_problems_come_as_every_rule_sets_do(client):
    refused = client.post("/v1/toy/settle", json={**EXAMPLES["self-drawn"]["value"], "win": {
        "seat": "east", "tile": "9s", "self_drawn": True}})
    assert refused.status_code == 422 and refused.json["errors"][0]["path"] == "seats.east.hand"
    assert client.post("/v1/toy/settle", json={"seats": {}}).status_code == 400


def test_it_is_in_the_document_the_app_serves(client):
    paths = client.get("/openapi.json").json["paths"]
    assert {"/v1/toy/settle", "/v1/toy/settle/session", "/v1/toy/analyze", "/v1/toy/rules"} <= set(paths)
    assert paths["/v1/toy/settle"]["post"]["operationId"] == "toySettle"


def test_it_is_in_the_index_of_rule_sets(client):
    toy = next(r for r in client.get("/v1/rule-sets").json["rule_sets"] if r["name"] == "toy")
    assert toy["title"] == {"zh": "斗鸡", "en": "Toy"} and not toy["default"]
    assert toy["paths"]["settle"] == "/v1/toy/settle"
    assert toy["hand"] == {"tiles": 13, "sets": 4, "wild": False, "flowers": False, "shapes": ["sets_and_pair"]}
    assert toy["fields"] == {"table": ["rules", "seats", "win"], "seat": ["name", "hand", "melds"],
                             "win": ["seat", "tile", "self_drawn", "discarder"], "analyze": ["hand"]}
    assert toy["penalties"][0]["code"] == "discarder_pays"
    assert [(o["name"], o["default"], o["choices"], o["title"]) for o in toy["options"]] == [
        ("payout", "single", ["single", "double"], {"zh": "付法", "en": "Payout"})]


def test_its_tables_are_counted_by_rule_set_and_penalty(client):
    table = EXAMPLES["self-drawn"]["value"]
    on_discard = {**table, "win": {"seat": "east", "tile": "5p", "discarder": "west"}}
    for body in (table, on_discard):
        assert client.post("/v1/toy/settle", json=body).status_code == 200
    text = client.get("/metrics").get_data(as_text=True)
    counted = {tuple(sorted(s.labels.items())): s.value for family in text_string_to_metric_families(text)
               for s in family.samples if s.name == "mahjong_tables_settled_total" and s.labels["rule_set"] == "toy"}
    assert counted[(("outcome", "win"), ("penalty", "discarder_pays"), ("rule_set", "toy"))] >= 1
    assert counted[(("outcome", "win"), ("penalty", "none"), ("rule_set", "toy"))] >= 1


def test_no_file_outside_its_folder_names_it():
    named = subprocess.run(["git", "grep", "-l", "-i", "-w", "toy", "--", "app", "openapi.yaml"], cwd=ROOT,
                           capture_output=True, text=True).stdout.split()
    assert named == []
