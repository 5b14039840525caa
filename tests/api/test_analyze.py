"""POST /v1/analyze end to end: the contract's names, the worked examples,
answers that match the core, and impossible hands as problem+json."""
from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings

from app.api.jiaojiang.analyze.examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from app.api.jiaojiang.analyze.schema import AnalysisSchema
from app.core.jiaojiang.analysis import analyse_mapping
from tests.strategies import analysis_requests

# The names API.md gives ("POST /v1/analyze"); the document may add to them.
API_REQUEST = {"de", "seat", "hand", "melds", "flipped", "drawn", "visible", "rules"}
API_RESPONSE = {"shanten", "ready", "waits", "win", "discards"}  # + improving (进张)
API_WAIT = {"tile", "remaining", "discard_win", "self_drawn"}
API_SCORE = {"points", "limit", "base", "fan", "items", "reading"}
API_DISCARD = {"tile", "shanten", "waits"}


@pytest.fixture(scope="module")
def schemas(app):
    document = yaml.safe_load(app.test_client().get("/openapi.yaml").get_data(as_text=True))
    return document["components"]["schemas"], document["paths"]["/v1/analyze"]["post"]


def test_the_document_carries_api_md_names(schemas):
    components, _ = schemas
    assert set(components["AnalyzeRequest"]["properties"]) == API_REQUEST
    assert components["AnalyzeRequest"]["required"] == ["de", "hand"]
    assert set(components["Analysis"]["properties"]) == API_RESPONSE | {"improving"}
    assert set(components["Wait"]["properties"]) == API_WAIT
    assert set(components["WinScore"]["properties"]) >= API_SCORE
    assert set(components["Discard"]["properties"]) == API_DISCARD | {"improving"}
    assert set(components["Draw"]["properties"]) == {"tile", "remaining"}


def test_the_operation_declares_its_errors_and_examples(schemas):
    _, operation = schemas
    assert set(operation["responses"]) == {"200", "400", "408", "413", "414", "415", "417", "422", "431", "500", "501",
                                           "505"}
    examples = operation["requestBody"]["content"]["application/json"]["examples"]
    assert set(examples) == set(REQUEST_EXAMPLES) == {"ready", "drawn", "one_from_ready"}


def test_every_number_and_string_of_the_request_is_bounded(schemas):
    components, _ = schemas
    for field, prop in components["AnalyzeRequest"]["properties"].items():
        if prop.get("type") == "integer":
            assert {"minimum", "maximum"} <= set(prop), field
        if prop.get("type") == "string" and "enum" not in prop:
            assert "maxLength" in prop, field
        if prop.get("type") == "array":
            assert "maxItems" in prop, field


@pytest.mark.parametrize("name", REQUEST_EXAMPLES)
def test_document_examples_are_answered(client, name):
    response = client.post("/v1/analyze", json=REQUEST_EXAMPLES[name]["value"])
    assert response.status_code == 200, response.get_json()
    assert response.mimetype == "application/json"
    assert AnalysisSchema().validate(response.get_json()) == {}


def test_the_response_example_is_what_the_service_answers(client):
    response = client.post("/v1/analyze", json=REQUEST_EXAMPLES["ready"]["value"])
    assert response.get_json() == RESPONSE_EXAMPLE


def test_drawn_gives_the_win_and_the_discards(client):
    body = client.post("/v1/analyze", json=REQUEST_EXAMPLES["drawn"]["value"]).get_json()
    # R25, R27: 暗刻 999s 8 + 自摸 2, bonus 1, 无得 1 番: (10 + 1) × 2 = 22 → 30.
    assert (body["win"]["points"], body["win"]["raw"]) == (30, 22)
    assert body["discards"][0]["shanten"] == 0
    body = client.post("/v1/analyze", json=REQUEST_EXAMPLES["one_from_ready"]["value"]).get_json()
    assert (body["shanten"], body["ready"], body["waits"], body["win"]) == (1, False, [], None)


@settings(max_examples=40, deadline=None)
@given(analysis_requests())
def test_the_service_answers_what_the_core_does(app, request):
    response = app.test_client().post("/v1/analyze", json=request)
    assert response.status_code == 200, response.get_json()
    assert response.get_json() == analyse_mapping(request).to_dict()


def test_an_impossible_hand_is_a_422_naming_every_problem(client):
    response = client.post("/v1/analyze", json={"de": "9p", "hand": "123m 456m 789m 123p 45x6p 5z",
                                                "melds": [{"type": "chi", "tiles": "789p"}], "drawn": "9s9s"})
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["type"] == "urn:taizhou-mahjong:problem:impossible-table"
    assert sorted((e["path"], e["code"]) for e in body["errors"]) == [
        ("drawn", "notation"), ("hand", "flip_tile"), ("hand", "notation"), ("melds[0].tiles", "de_in_meld")]
    assert any("position 23" in e["message"] for e in body["errors"])  # the x, as typed


def test_a_hand_of_the_wrong_size_is_a_422(client):
    body = client.post("/v1/analyze", json={"de": "9p", "hand": "123m 456m 789m 123p 456p"}).get_json()
    assert [(e["path"], e["code"]) for e in body["errors"]] == [("hand", "hand_size")]


@pytest.mark.parametrize("body", [
    {"hand": "123m 234m 345m 78m 999s 88m"},
    {"de": "9p", "hand": "123m 234m 345m 78m 999s 88m", "wall": 3},
    {"de": "9p", "hand": "123m 234m 345m 78m 999s 88m", "flipped": 5},
    {"de": "9p", "hand": "123m 234m 345m 78m 999s 88m", "seat": "middle"},
    {"de": "9p", "hand": 5},
])
def test_a_body_breaking_the_schema_is_a_400(client, body):
    response = client.post("/v1/analyze", json=body)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["code"] == "schema"


def test_readings_and_problems_follow_accept_language(client):
    """Issue #10 item 5: readings and messages in the request's language; machine fields alike."""
    request = REQUEST_EXAMPLES["ready"]["value"]
    zh = client.post("/v1/analyze", json=request, headers={"Accept-Language": "zh-CN"})
    en = client.post("/v1/analyze", json=request, headers={"Accept-Language": "en"})
    assert (zh.headers["Content-Language"], en.headers["Content-Language"]) == ("zh", "en")
    seven_zh, seven_en = zh.get_json()["waits"][1]["discard_win"], en.get_json()["waits"][1]["discard_win"]
    assert "和 7m，成 77m（单吊）" in seven_zh["reading"] and "won on 7m in 77m (单吊)" in seven_en["reading"]
    assert seven_zh | {"reading": ""} == seven_en | {"reading": ""}
    bad = {"de": "9p", "hand": "123m 456m 789m 123p 456p 5z"}
    zh = client.post("/v1/analyze", json=bad, headers={"Accept-Language": "zh"}).get_json()["errors"]
    en = client.post("/v1/analyze", json=bad, headers={"Accept-Language": "en"}).get_json()["errors"]
    assert [(e["path"], e["code"]) for e in zh] == [(e["path"], e["code"]) for e in en] == [("hand", "flip_tile")]
    assert "翻牌" in zh[0]["message"] and "flip tile" in en[0]["message"]
