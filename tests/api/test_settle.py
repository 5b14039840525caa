"""POST /v1/settle end to end: JSON and the text/plain summary."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

from app.api.jiaojiang.examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from app.api.jiaojiang.settlement_schema import SettleResponseSchema
from tests.server import ROOT
from tests.strategies import tables

EXAMPLES = ROOT / "tests" / "data" / "examples.jsonl"
WORKED = [json.loads(line) for line in EXAMPLES.read_text(encoding="utf-8").splitlines()]


def _subset(want, got, where=""):
    if isinstance(want, dict):
        for key, value in want.items():
            _subset(value, got[key], f"{where}.{key}")
    else:
        assert got == want, where


@pytest.mark.parametrize("example", WORKED, ids=[e["name"] for e in WORKED])
def test_worked_examples_over_http(client, example):
    response = client.post("/v1/settle", json=example["request"])
    assert response.status_code == 200, response.get_json()
    _subset(example["expect"], response.get_json())


@pytest.mark.parametrize("name", REQUEST_EXAMPLES)
def test_document_examples_settle(client, name):
    response = client.post("/v1/settle", json=REQUEST_EXAMPLES[name]["value"])
    assert response.status_code == 200, response.get_json()
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert SettleResponseSchema().validate(body) == {}
    assert sum(p["net"] for p in body["players"].values()) == 0


def test_response_keeps_the_documented_key_order(client):
    body = client.post("/v1/settle", json=REQUEST_EXAMPLES["discard_win"]["value"]).get_data(as_text=True)
    keys = ["outcome", "winner", "live_phase", "dianpao", "players", "payments", "next"]
    assert [body.index(f'"{key}"') for key in keys] == sorted(body.index(f'"{key}"') for key in keys)


def test_draw_has_no_payments(client):
    body = client.post("/v1/settle", json=REQUEST_EXAMPLES["draw"]["value"]).get_json()
    assert body["outcome"] == "draw" and body["winner"] is None and body["payments"] == []


def test_text_summary_of_a_discard_win(client):
    response = client.post(
        "/v1/settle", json=REQUEST_EXAMPLES["discard_win"]["value"], headers={"Accept": "text/plain"}
    )
    assert response.status_code == 200
    assert response.content_type == "text/plain; charset=utf-8"
    text = response.get_data(as_text=True)
    assert text.splitlines()[0] == "南家（老王） 和牌：西家打出 六万"
    assert "南家（老王） 牌点 20 输赢 +4" in text
    assert "东家 牌点 0 输赢 -2" in text
    assert "付款：东家 → 南家（老王） 2" in text
    assert text.rstrip().endswith("下局：南家（老王）坐庄")


def test_text_summary_of_dianpao_and_self_drawn(client):
    dianpao = client.post("/v1/settle", json=REQUEST_EXAMPLES["dianpao"]["value"], headers={"Accept": "text/plain"})
    assert "点炮：西家一家全付" in dianpao.get_data(as_text=True)
    assert "（替" in dianpao.get_data(as_text=True)
    self_drawn = client.post(
        "/v1/settle", json=REQUEST_EXAMPLES["self_drawn_with_dan_and_stakes"]["value"], headers={"Accept": "text/plain"}
    ).get_data(as_text=True)
    assert self_drawn.startswith("西家 自摸和牌：二万")
    assert "（劣子）" in self_drawn


def test_text_summary_of_a_draw(client):
    answer = client.post("/v1/settle", json=REQUEST_EXAMPLES["draw"]["value"], headers={"Accept": "text/plain"})
    text = answer.get_data(as_text=True)
    assert text.startswith("黄牌：没有人和牌")
    assert "不用付钱" in text


@pytest.mark.parametrize(
    "accept, mimetype",
    [
        ("text/plain", "text/plain"),
        ("application/json", "application/json"),
        ("*/*", "application/json"),
        ("text/plain;q=0.5, application/json", "application/json"),
        ("image/png", "application/json"),  # unacceptable: JSON rather than 406
    ],
)
def test_accept_picks_the_form(client, accept, mimetype):
    response = client.post("/v1/settle", json=REQUEST_EXAMPLES["draw"]["value"], headers={"Accept": accept})
    assert response.mimetype == mimetype


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=tables())
def test_every_valid_table_settles(client, table):
    """Any valid table (tests/strategies.py) gets 200 in both forms, and the JSON fits the schema."""
    response = client.post("/v1/settle", json=table)
    assert response.status_code == 200, (table, response.get_json())
    assert SettleResponseSchema().validate(response.get_json()) == {}
    text = client.post("/v1/settle", json=table, headers={"Accept": "text/plain"})
    assert text.status_code == 200 and text.get_data(as_text=True).count("牌点") == 4


def test_a_dealer_win_at_the_streak_limit_answers_one_more_as_documented(client):
    table = json.loads(json.dumps(REQUEST_EXAMPLES["discard_win"]["value"]))
    south, east = table["seats"]["south"], table["seats"]["east"]
    table["seats"]["south"], table["seats"]["east"] = east, south
    table["win"]["seat"] = "east"  # the dealer now holds the winning hand
    table["dealer_streak"] = 100
    answer = client.post("/v1/settle", json=table).get_json()
    assert answer["next"]["dealer_streak"] == 101
    assert SettleResponseSchema().validate(answer) == {}


def test_request_id_is_echoed_or_made(client):
    assert client.get("/livez", headers={"X-Request-ID": "phone-42"}).headers["X-Request-ID"] == "phone-42"
    made = client.get("/livez", headers={"X-Request-ID": "bad id\twith spaces"}).headers["X-Request-ID"]
    assert made != "bad id\twith spaces" and len(made) == 32
    assert client.get("/nowhere").headers["X-Request-ID"]


def test_the_documented_response_is_the_real_one(client):
    assert client.post("/v1/settle", json=REQUEST_EXAMPLES["discard_win"]["value"]).get_json() == RESPONSE_EXAMPLE
