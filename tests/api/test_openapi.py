"""The committed openapi.yaml is what the app serves, and says what the app does."""
from __future__ import annotations

import json
import re

import pytest
import requests
import yaml

from app.http.media import PROBLEM
from app.http.openapi import operation_id
from tests.server import ROOT

NAMED = [
    "SettleRequest", "Seat", "Meld", "Win", "Stake",
    "SettleResponse", "PlayerResult", "ScoreItem", "Payment", "Problem",
]


@pytest.fixture(scope="module")
def document(app):
    return yaml.safe_load(app.test_client().get("/openapi.yaml").get_data(as_text=True))


def test_committed_file_is_what_the_app_serves(client):
    served = client.get("/openapi.yaml")
    assert served.mimetype == "application/yaml"
    committed = (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    assert served.get_data(as_text=True) == committed, "openapi.yaml is stale: run `make openapi`"


def test_json_and_yaml_are_the_same_document(client, document):
    assert client.get("/openapi.json").get_json() == document


def test_openapi_3_1_with_the_named_schemas(document):
    assert document["openapi"] == "3.1.0"
    assert set(NAMED) <= set(document["components"]["schemas"])


def test_every_object_rejects_unknown_fields(document):
    objects = {name: schema for name, schema in document["components"]["schemas"].items() if "properties" in schema}
    assert set(NAMED) <= set(objects)
    for name, schema in objects.items():
        assert schema.get("additionalProperties") is False, name


def test_every_number_and_string_of_the_request_is_bounded(document):
    schemas = document["components"]["schemas"]
    for name in ["SettleRequest", "Seat", "Meld", "Win", "Stake", "Rules",
                 "GbSettleRequest", "GbSeat", "GbWin", "GbSessionRequest", "GbSessionHand", "GbAnalyzeRequest"]:
        for field, prop in schemas[name]["properties"].items():
            if "integer" in _types(prop):
                assert {"minimum", "maximum"} <= set(prop), (name, field)
            if prop.get("type") == "string" and "enum" not in prop:
                assert "maxLength" in prop, (name, field)
            if prop.get("type") == "array":
                assert "maxItems" in prop, (name, field)


def _types(prop) -> list[str]:
    """OpenAPI 3.1's ``type``: one name, or a list (``["integer", "null"]``)."""
    types = prop.get("type", [])
    return [types] if isinstance(types, str) else types


def test_errors_are_declared_with_their_media_types(document):
    settle = document["paths"]["/v1/settle"]["post"]
    assert set(settle["responses"]) == {"200", "400", "408", "413", "414", "415", "417", "422", "431", "500", "501",
                                    "505"}
    assert set(settle["responses"]["200"]["content"]) == {"application/json", "text/plain"}
    for status in ["400", "413", "415", "422", "500"]:
        name = settle["responses"][status]["$ref"].rsplit("/", 1)[1]
        content = document["components"]["responses"][name]["content"]
        assert content["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
        assert "text/plain" in content
    for status in ["408", "414", "417", "431", "501", "505"]:  # the worker's, before the app
        name = settle["responses"][status]["$ref"].rsplit("/", 1)[1]
        assert document["components"]["responses"][name]["content"] == {
            PROBLEM: {"schema": {"$ref": "#/components/schemas/Problem"}}}


def test_every_operation_has_an_id_a_summary_a_description_and_a_4xx(document):
    ids = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            ids.append(operation["operationId"])
            assert operation["summary"] and operation["description"], (method, path)
            assert any(status.startswith("4") for status in operation["responses"]), (method, path)
    assert len(ids) == len(set(ids))
    assert {"settle", "settleSession", "analyze", "getRules", "getLivez", "getReadyz", "getMetrics"} <= set(ids)


@pytest.mark.parametrize(
    ("method", "path", "expected"),
    [
        ("post", "/v1/wenling/settle", "wenlingSettle"),
        ("post", "/v1/wenling/settle/session", "wenlingSettleSession"),
        ("post", "/v1/wenling/analyze", "wenlingAnalyze"),
        ("get", "/v1/wenling/rules", "wenlingGetRules"),
    ],
)
def test_a_later_rule_sets_operation_ids_follow_the_scheme(method, path, expected):
    assert operation_id(method, path) == expected


def test_the_worker_refuses_an_overlong_request_line_and_too_many_headers_as_documented(gunicorn):
    """The 414 and 431 every operation documents come from the worker (app/serving.py), as problem+json."""
    too_long = requests.get(f"{gunicorn.url}/v1/rules?q={'x' * 5000}", timeout=10)
    assert (too_long.status_code, too_long.headers["Content-Type"].split(";")[0]) == (414, PROBLEM)
    headers = {f"X-Extra-{n}": "1" for n in range(120)}
    too_many = requests.get(f"{gunicorn.url}/livez", headers=headers, timeout=10)
    assert (too_many.status_code, too_many.headers["Content-Type"].split(";")[0]) == (431, PROBLEM)


def test_request_examples(document):
    examples = document["paths"]["/v1/settle"]["post"]["requestBody"]["content"]["application/json"]["examples"]
    assert set(examples) == {"discard_win", "self_drawn_with_dan_and_stakes", "dianpao", "draw"}


def test_a_nullable_win_admits_null_and_nothing_else(document):
    win = document["components"]["schemas"]["SettleRequest"]["properties"]["win"]
    assert win["anyOf"] == [{"$ref": "#/components/schemas/Win"}, {"type": "null"}]


def test_no_openapi_3_0_nullable_is_left(document):
    assert "nullable" not in json.dumps(document)


def test_each_answer_example_is_what_the_first_request_example_gets(client, document):
    """Every form of every 200 answer (JSON, text/plain, text/csv): a mock serves these."""
    checked = set()
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if "requestBody" not in operation:
                continue
            request = next(iter(operation["requestBody"]["content"]["application/json"]["examples"].values()))
            for media, answer in operation["responses"]["200"]["content"].items():
                response = client.open(path, method=method, json=request["value"], headers={"Accept": media})
                got = response.get_json() if media == "application/json" else response.get_data(as_text=True)
                assert got == answer["example"], (path, media)
                checked.add((path, media))
    expected = {("/v1/settle", "text/plain"), ("/v1/settle/session", "text/csv"), ("/v1/analyze", "application/json")}
    assert expected <= checked


def test_docs_work_offline(client):
    page = client.get("/docs").get_data(as_text=True)
    assets = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert assets and all(url.startswith("/docs/") for url in assets)
    assert "//" not in "".join(assets)
    for url in assets:
        assert client.get(url).status_code == 200, url
    assert '"validatorUrl": null' in page


def test_an_ascii_title_for_generated_package_names(document):
    """Client generators name the package after the title; the Chinese name stays in the description."""
    assert document["info"]["title"].isascii()
    assert "麻将结算" in document["info"]["description"]


def _properties(document):
    for name, schema in document["components"]["schemas"].items():
        for field, prop in schema.get("properties", {}).items():
            yield f"{name}.{field}", prop.get("items", prop)


def test_seats_are_one_enum_and_a_nullable_seat_is_that_enum_or_null(document):
    """Each copy of an inline enum becomes a type of its own in a generated client, and a
    nullable inline enum a union of three; one ``SeatWind`` and ``anyOf`` with ``{type: null}`` read as
    ``SeatWind | None``."""
    seat_wind = {"$ref": "#/components/schemas/SeatWind"}
    assert document["components"]["schemas"]["SeatWind"]["enum"] == ["east", "south", "west", "north"]
    seats = {}
    for where, prop in _properties(document):
        assert set(prop.get("enum", ())) != {"east", "south", "west", "north"}, where
        if prop.get("$ref") == seat_wind["$ref"] or seat_wind in prop.get("anyOf", ()):
            seats[where] = prop
    assert {"Payment.from", "Payment.to", "Stake.between", "Win.seat", "NextHand.dealer", "SeatMap.east"} <= set(seats)
    nullable = {where for where, prop in seats.items() if "anyOf" in prop}
    assert {"Win.discarder", "Dianpao.discarder", "Payment.on_behalf_of", "SettleResponse.winner"} <= nullable
    for where in nullable:
        assert seats[where]["anyOf"] == [seat_wind, {"type": "null"}], where
