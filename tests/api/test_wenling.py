"""The Wenling operations end to end (/v1/wenling/…): the worked tables, the
answer's schema, text and CSV, both languages, phone-keyboard input, and the
refusals of RULES-wenling.md, each naming its field and rule, all at once."""
from __future__ import annotations

import copy
import csv
import io
import json

import pytest

from app.api.wenling.analyze.schema import WenlingAnalysisSchema
from app.api.wenling.examples import ANALYZE_EXAMPLES, REQUEST_EXAMPLES, SESSION_EXAMPLES
from app.api.wenling.session.schema import WenlingSessionResponseSchema
from app.api.wenling.settlement_schema import WenlingSettleResponseSchema
from tests.server import ROOT

WORKED = [json.loads(line) for line in (ROOT / "tests" / "data" / "examples-wenling.jsonl").read_text().splitlines()]
PLAIN = REQUEST_EXAMPLES["plain_discard_kao_bing"]["value"]
BAO = next(e for e in WORKED if e["name"] == "bao_from_rivers_claimed_tile")
ZH, EN = {"Accept-Language": "zh-CN"}, {"Accept-Language": "en"}


def _subset(want, got, where=""):
    if isinstance(want, dict):
        for key, value in want.items():
            _subset(value, got[key], f"{where}.{key}")
    else:
        assert got == want, where


def _problems(response) -> dict[str, tuple[str, str]]:
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    return {e["path"]: (e["code"], e["message"]) for e in response.get_json()["errors"]}


@pytest.mark.parametrize("example", WORKED, ids=[e["name"] for e in WORKED])
def test_worked_examples_over_http(client, example):
    response = client.post("/v1/wenling/settle", json=example["request"])
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    _subset(example["expect"], body)
    assert WenlingSettleResponseSchema().validate(body) == {}


def test_the_bao_table_in_the_text_summary_in_both_languages(client):
    chinese = client.post("/v1/wenling/settle", json=BAO["request"], headers={"Accept": "text/plain", **ZH})
    english = client.post("/v1/wenling/settle", json=BAO["request"], headers={"Accept": "text/plain", **EN})
    assert "包三家：南家一家全付" in chinese.text and "pays for everyone" not in chinese.text
    assert "包三家: south pays for everyone" in english.text and "付款" not in english.text


def test_a_laizi_win_is_marked_in_the_summary(client):
    laizi = REQUEST_EXAMPLES["laizi_four_fa_kong_dealer_double"]["value"]
    text = client.post("/v1/wenling/settle", json=laizi, headers={"Accept": "text/plain"}).text
    assert "牌点 500（腊子胡）" in text


def test_phone_keyboard_input_flowers_by_name_and_full_width(client):
    flower_de = copy.deepcopy(REQUEST_EXAMPLES["flower_de_self_drawn_dealer_double"]["value"])
    by_name = copy.deepcopy(flower_de)
    by_name["de"] = "兰"  # 6f
    by_name["seats"]["east"]["flipped_tiles"] = flower_de["seats"]["east"]["flipped_tiles"].replace("1f", "春")
    hand = flower_de["seats"]["east"]["hand"]
    by_name["seats"]["east"]["hand"] = hand.replace("8f", "竹").replace("234m", "２３４ｍ")
    plain = client.post("/v1/wenling/settle", json=flower_de).get_json()
    typed = client.post("/v1/wenling/settle", json=by_name).get_json()
    assert typed["players"] == plain["players"] and typed["payments"] == plain["payments"]


def test_w19_refusals_name_their_fields_and_rule_all_at_once(client):
    table = copy.deepcopy(PLAIN)
    table |= {"dan": 5, "stakes": []}
    table["seats"]["south"]["flipped"] = 1
    table["win"] |= {"dianpao": True, "last_tile": False}
    found = _problems(client.post("/v1/wenling/settle", json=table, headers=EN))
    assert set(found) >= {"dan", "stakes", "seats.south.flipped", "win.dianpao", "win.last_tile"}
    assert all("W19" in message for path, (_, message) in found.items() if path in ("dan", "stakes"))


def test_a_flower_in_a_hand_is_refused_with_its_position(client):
    table = copy.deepcopy(PLAIN)
    table["seats"]["north"]["hand"] = table["seats"]["north"]["hand"][:-2] + "3f"
    found = _problems(client.post("/v1/wenling/settle", json=table, headers=EN))
    code, message = found["seats.north.hand"]
    assert "W7" in message and message.startswith(f"position {len(table['seats']['north']['hand']) - 1}:"), message


def test_unknown_payment_and_nao_are_refused(client):
    table = PLAIN | {"rules": {"payment": "double", "nao": "big"}}
    response = client.post("/v1/wenling/settle", json=table)
    assert response.status_code in (400, 422)
    paths = {e["path"] for e in response.get_json()["errors"]}
    assert {"rules.payment", "rules.nao"} <= paths


def test_a_sitting_in_json_text_and_csv(client):
    sitting = SESSION_EXAMPLES["two_hands"]["value"]
    body = client.post("/v1/wenling/settle/session", json=sitting).get_json()
    assert WenlingSessionResponseSchema().validate(body) == {}
    assert sum(total["net"] for total in body["totals"]) == 0
    text = client.post("/v1/wenling/settle/session", json=sitting, headers={"Accept": "text/plain"}).text
    assert "第 2 局" in text and "腊子胡" in text and "排名" in text
    sheet = client.post("/v1/wenling/settle/session", json=sitting, headers={"Accept": "text/csv", **EN}).text
    rows = list(csv.reader(io.StringIO(sheet.lstrip("\ufeff"))))
    assert rows[0][:3] == ["hand", "dealer", "result"] and len(rows) == 4


def test_analysis_of_a_ready_hand(client):
    body = client.post("/v1/wenling/analyze", json=ANALYZE_EXAMPLES["ready"]["value"]).get_json()
    assert WenlingAnalysisSchema().validate(body) == {}
    assert body["ready"] and {w["tile"] for w in body["waits"]} >= {"6m", "9m", "1z"}


def test_the_rule_table_cites_w_rules(client):
    table = client.get("/v1/wenling/rules").get_json()
    assert {item["code"] for item in table["items"]} >= {"flipped_flower_own", "laizi", "all_chows"}
    assert all(item["rule"].startswith("W") for item in table["items"])
    assert {s["name"]: s["choices"] for s in table["settings"]}["payment"] == ["flat", "side_half", "dealer_double"]
