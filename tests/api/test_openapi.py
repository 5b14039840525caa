"""The committed openapi.yaml is what the app serves, and says what the app does."""
from __future__ import annotations

import re

import pytest
import yaml

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


def test_openapi_3_0_with_the_named_schemas(document):
    assert document["openapi"] == "3.0.3"
    assert set(NAMED) <= set(document["components"]["schemas"])


def test_every_object_rejects_unknown_fields(document):
    objects = {name: schema for name, schema in document["components"]["schemas"].items() if "properties" in schema}
    assert set(NAMED) <= set(objects)
    for name, schema in objects.items():
        assert schema.get("additionalProperties") is False, name


def test_every_number_and_string_of_the_request_is_bounded(document):
    schemas = document["components"]["schemas"]
    for name in ["SettleRequest", "Seat", "Meld", "Win", "Stake", "Rules"]:
        for field, prop in schemas[name]["properties"].items():
            if prop.get("type") == "integer":
                assert {"minimum", "maximum"} <= set(prop), (name, field)
            if prop.get("type") == "string" and "enum" not in prop:
                assert "maxLength" in prop, (name, field)
            if prop.get("type") == "array":
                assert "maxItems" in prop, (name, field)


def test_errors_are_declared_with_their_media_types(document):
    settle = document["paths"]["/v1/settle"]["post"]
    assert set(settle["responses"]) == {"200", "400", "413", "415", "422"}
    assert set(settle["responses"]["200"]["content"]) == {"application/json", "text/plain"}
    for status in ["400", "413", "415", "422"]:
        name = settle["responses"][status]["$ref"].rsplit("/", 1)[1]
        content = document["components"]["responses"][name]["content"]
        assert content["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}
        assert "text/plain" in content


def test_request_examples(document):
    examples = document["paths"]["/v1/settle"]["post"]["requestBody"]["content"]["application/json"]["examples"]
    assert set(examples) == {"discard_win", "self_drawn_with_dan_and_stakes", "dianpao", "draw"}


def test_a_nullable_win_admits_null_and_nothing_else(document):
    win = document["components"]["schemas"]["SettleRequest"]["properties"]["win"]
    assert win["anyOf"] == [{"$ref": "#/components/schemas/Win"}, {"nullable": True, "enum": [None]}]


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
    assert "台州麻将结算" in document["info"]["description"]


def _properties(document):
    for name, schema in document["components"]["schemas"].items():
        for field, prop in schema.get("properties", {}).items():
            yield f"{name}.{field}", prop.get("items", prop)


def test_seats_are_one_enum_and_a_nullable_seat_is_that_enum_or_null(document):
    """Each copy of an inline enum becomes a type of its own in a generated client, and a
    nullable inline enum a union of three; one ``SeatWind`` and ``anyOf`` with null read as
    ``SeatWind | None``."""
    seat_wind = {"$ref": "#/components/schemas/SeatWind"}
    assert document["components"]["schemas"]["SeatWind"]["enum"] == ["east", "south", "west", "north"]
    seats = {}
    for where, prop in _properties(document):
        assert set(prop.get("enum", ())) != {"east", "south", "west", "north"}, where
        if seat_wind in [prop, *prop.get("allOf", ()), *prop.get("anyOf", ())]:
            seats[where] = prop
    assert {"Payment.from", "Payment.to", "Stake.between", "Win.seat", "NextHand.dealer", "SeatMap.east"} <= set(seats)
    nullable = {where for where, prop in seats.items() if "anyOf" in prop}
    assert {"Win.discarder", "Dianpao.discarder", "Payment.on_behalf_of", "SettleResponse.winner"} <= nullable
    for where in nullable:
        assert seats[where]["anyOf"] == [seat_wind, {"nullable": True, "enum": [None]}], where
