"""POST /v1/settle/session end to end: a sitting equals its hands chained through /v1/settle."""
from __future__ import annotations

import copy
import csv
import io
import json
import random

import pytest
import requests
import yaml
from hypothesis import HealthCheck, given, settings
from prometheus_client.parser import text_string_to_metric_families

from app.api.jiaojiang.session.examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from app.api.jiaojiang.session.schema import SessionResponseSchema
from app.api.operations import MAX_BODY_BYTES
from app.core.jiaojiang import settle_sitting
from app.http.errors import ProblemSchema
from tests.strategies import SEATS, build_sitting, sittings

URL = "/v1/settle/session"
EXAMPLE = REQUEST_EXAMPLES["dealer_stays_then_passes"]["value"]


def _post(client, body, **headers):
    return client.post(URL, json=body, headers=headers)


def _problem(response, status):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    assert ProblemSchema().validate(response.get_json()) == {}
    return response.get_json()


# --- a sitting is its hands chained through /v1/settle -----------------------------------

def _chain(client, sitting: dict) -> dict:
    """What a careful client does by hand: one /v1/settle request a hand, carrying
    the seating, the streak and the stakes by each answer's ``next``."""
    seating, streak = dict(sitting["players"]), sitting.get("dealer_streak", 1)
    in_force = list(sitting.get("stakes") or ())
    hands, totals = [], {name: dict.fromkeys(("net", "wins", "self_drawn", "dianpao", "limit", "dealt"), 0)
                         for name in sitting["players"].values()}
    for hand in sitting["hands"]:
        in_force = _merged(in_force + list(hand.get("stakes") or ()))
        request = copy.deepcopy(hand) | {"dealer_streak": streak, "stakes": in_force}
        request |= {key: sitting[key] for key in ("dan", "rules") if key in sitting}
        for seat in SEATS:
            request["seats"][seat]["name"] = seating[seat]
        answer = client.post("/v1/settle", json=request)
        assert answer.status_code == 200, answer.get_json()
        settled = answer.get_json()
        hands.append({"seating": dict(seating), "dealer_streak": streak, "stakes": in_force, "settlement": settled})
        _count(totals, seating, hand.get("win"), settled)
        following = settled["next"]
        seating = {following["seats"][seat]: name for seat, name in seating.items()}
        streak = following["dealer_streak"]
        in_force = in_force if following["stakes_carry_over"] else []
    return {"hands": hands, "totals": totals, "next": {"seating": seating, "dealer_streak": streak, "stakes": in_force}}


def _merged(stakes: list[dict]) -> list[dict]:
    """One stake per pair of seats, amounts summed (R30), so that the list stays within /v1/settle's bounds."""
    pairs: dict[frozenset, dict] = {}
    for stake in stakes:
        held = pairs.setdefault(frozenset(stake["between"]), {"between": stake["between"], "amount": 0})
        held["amount"] += stake["amount"]
    return list(pairs.values())


def _count(totals: dict, seating: dict, win: dict | None, settled: dict) -> None:
    for seat, name in seating.items():
        row, player = totals[name], settled["players"][seat]
        row["net"] += player["net"]
        row["wins"] += settled["winner"] == seat
        row["self_drawn"] += settled["winner"] == seat and win["self_drawn"]
        row["dianpao"] += settled["dianpao"]["applied"] and settled["dianpao"]["discarder"] == seat
        row["limit"] += player["limit"]
        row["dealt"] += seat == "east"


def _pairs(stakes: list[dict]) -> list[dict]:
    return [{"pair": frozenset(s["between"]), "amount": s["amount"]} for s in stakes]


def _same_as_chained(client, sitting: dict) -> dict:
    answer = _post(client, sitting)
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert SessionResponseSchema().validate(body) == {}
    chained = _chain(client, sitting)
    assert len(body["hands"]) == len(chained["hands"])
    for got, want in zip(body["hands"], chained["hands"], strict=True):
        assert got["settlement"] == want["settlement"]
        assert (got["seating"], got["dealer_streak"]) == (want["seating"], want["dealer_streak"])
        assert _pairs(got["stakes"]) == _pairs(want["stakes"])
    assert {row.pop("player"): row for row in copy.deepcopy(body["totals"])} == chained["totals"]
    assert sum(row["net"] for row in body["totals"]) == 0
    nets = [row["net"] for row in body["totals"]]
    assert nets == sorted(nets, reverse=True)
    assert body["next"] | {"stakes": _pairs(body["next"]["stakes"])} == chained["next"] | {
        "stakes": _pairs(chained["next"]["stakes"])}
    return body


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sitting=sittings())
def test_a_sitting_equals_its_hands_chained_through_settle(client, sitting):
    _same_as_chained(client, sitting)


def test_the_generated_sittings_keep_and_drop_stakes():
    """The property above meets dealers who stay, and both cases of R42."""
    kept = dropped = stays = 0
    for seed in range(25):
        for hand in settle_sitting(build_sitting(random.Random(seed))).hands[:-1]:
            stayed = hand.settlement.next.dealer_stays
            stays += stayed
            kept += stayed and bool(hand.setup.stakes)
            dropped += not stayed and bool(hand.setup.stakes)
    assert kept and dropped and stays


def test_the_document_example_chained_by_hand_and_its_figures(client):
    body = _same_as_chained(client, EXAMPLE)
    assert body == RESPONSE_EXAMPLE
    # Hand 1: 老王 deals, self-draws 30 points; 弹 5 × 1 × 2 (自摸) = 10; 扔弹 5 × 2 with 小李:
    # 小李 pays 3 + 10 + 10 = 23, 阿张 and Bob 3 + 10 = 13 each.  Hand 2: streak 2, the stake stays;
    # 小李 wins 20 on 阿张's discard: 老王 pays 2 + 10 + 5 = 17, 阿张 1 + 10, Bob 1 + 10.  Hand 3: a draw.
    assert [(row["player"], row["net"]) for row in body["totals"]] == [
        ("老王", 49 - 17), ("小李", -23 + 39), ("阿张", -13 - 11), ("Bob", -13 - 11)]
    assert [hand["dealer_streak"] for hand in body["hands"]] == [1, 2, 1]
    assert [hand["stakes"] for hand in body["hands"]] == [[{"between": ["east", "south"], "amount": 5}]] * 2 + [[]]
    assert body["next"] == {"seating": {"east": "阿张", "south": "Bob", "west": "老王", "north": "小李"},
                            "dealer_streak": 1, "stakes": []}


@pytest.mark.parametrize("name", REQUEST_EXAMPLES)
def test_document_examples_settle(client, name):
    response = _post(client, REQUEST_EXAMPLES[name]["value"])
    assert response.status_code == 200 and SessionResponseSchema().validate(response.get_json()) == {}


# --- for people: text/plain and text/csv ----------------------------------------------

def test_text_summary_one_line_a_hand_then_standings(client):
    text = _post(client, EXAMPLE, Accept="text/plain").get_data(as_text=True)
    assert text.splitlines() == [
        "第 1 局 老王坐庄：老王 自摸 六万 ｜ 老王 +49 小李 -23 阿张 -13 Bob -13",
        "第 2 局 老王坐庄（第 2 次）：小李 和 六万（阿张打出） ｜ 老王 -17 小李 +39 阿张 -11 Bob -11",
        "第 3 局 小李坐庄：黄牌 ｜ 老王 0 小李 0 阿张 0 Bob 0",
        "排名",
        "1. 老王 +32（和 1，自摸 1，点炮 0，劣子 0，坐庄 2）",
        "2. 小李 +16（和 1，自摸 0，点炮 0，劣子 0，坐庄 1）",
        "3. 阿张 -24（和 0，自摸 0，点炮 0，劣子 0，坐庄 0）",
        "4. Bob -24（和 0，自摸 0，点炮 0，劣子 0，坐庄 0）",
        "下局：阿张坐庄",
    ]


def test_text_summary_of_dianpao_and_stakes_in_force(client):
    resumed = REQUEST_EXAMPLES["resumed_with_dianpao"]["value"]
    text = _post(client, resumed, Accept="text/plain").get_data(as_text=True)
    assert "小李 和 六万（阿张打出），阿张点炮" in text.splitlines()[0]
    stays = copy.deepcopy(EXAMPLE)
    stays["hands"] = stays["hands"][:1]
    last = _post(client, stays, Accept="text/plain").get_data(as_text=True).splitlines()[-1]
    assert last == "下局：老王坐庄（第 2 次）；扔弹 老王–小李 5"


@pytest.mark.parametrize("languages, chinese", [
    (None, True), ("zh-CN,zh;q=0.9", True), ("en-US,en;q=0.9,zh;q=0.1", True), ("en", False), ("fr, en", False)])
def test_chinese_unless_the_client_asks_for_other_languages_only(client, languages, chinese):
    headers = {"Accept": "text/plain"} | ({"Accept-Language": languages} if languages else {})
    text = _post(client, EXAMPLE, **headers).get_data(as_text=True)
    assert text.startswith("第 1 局" if chinese else "Hand 1, 老王 deals: 老王 self-draws 6m")


def _csv(response) -> list[list[str]]:
    raw = response.get_data()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_csv_one_row_a_hand_then_totals(client):
    response = _post(client, EXAMPLE, Accept="text/csv")
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8; header=present"
    rows = _csv(response)
    assert rows[0] == ["局", "庄家", "结果", "老王 牌点", "老王 输赢", "小李 牌点", "小李 输赢",
                       "阿张 牌点", "阿张 输赢", "Bob 牌点", "Bob 输赢"]
    assert rows[1] == ["1", "老王", "老王 自摸 六万", "30", "49", "0", "-23", "0", "-13", "0", "-13"]
    assert rows[3][:3] == ["3", "小李", "黄牌"]
    assert rows[-1] == ["合计", "", "", "", "32", "", "16", "", "-24", "", "-24"]
    assert len(rows) == 1 + 3 + 1


def test_csv_in_english_and_a_name_a_spreadsheet_would_run_is_quoted(client):
    sitting = copy.deepcopy(EXAMPLE)
    sitting["players"]["north"] = "=SUM(A1)"
    sitting["hands"][1]["seats"]["south"]["name"] = "小李"
    rows = _csv(_post(client, sitting, Accept="text/csv", **{"Accept-Language": "en"}))
    assert rows[0][:5] == ["hand", "dealer", "result", "老王 points", "老王 net"]
    assert rows[0][-2:] == ["'=SUM(A1) points", "'=SUM(A1) net"]
    assert rows[-1][0] == "total"


# --- problems ----------------------------------------------------------------------------

def test_name_mismatch_is_422_saying_who_sits_there(client):
    sitting = copy.deepcopy(EXAMPLE)
    sitting["hands"][2]["seats"]["east"]["name"] = "老王"
    body = _problem(_post(client, sitting), 422)
    assert [(e["path"], e["code"]) for e in body["errors"]] == [("hands[2].seats.east.name", "seat_name")]
    assert "'小李' sits east" in body["errors"][0]["message"]


def test_problems_of_every_hand_at_once(client):
    sitting = copy.deepcopy(EXAMPLE)
    sitting["hands"][0]["seats"]["west"]["hand"] += "x"
    sitting["hands"][2]["seats"]["north"]["hand"] = "1m"
    body = _problem(_post(client, sitting), 422)
    paths = [e["path"] for e in body["errors"]]
    assert "hands[0].seats.west.hand" in paths and "hands[2].seats.north.hand" in paths
    assert not any(path.startswith("hands[1]") for path in paths)


def test_schema_errors_name_the_hand(client):
    sitting = copy.deepcopy(EXAMPLE)
    sitting["hands"][1]["dan"] = 5  # the sitting's, not a hand's
    sitting["hands"][2]["seats"]["west"]["flipped"] = "1"
    body = _problem(_post(client, sitting), 400)
    assert {e["path"] for e in body["errors"]} == {"hands[1].dan", "hands[2].seats.west.flipped"}


@pytest.mark.parametrize("count", [0, 129])
def test_one_to_128_hands(client, count):
    sitting = copy.deepcopy(EXAMPLE) | {"hands": [EXAMPLE["hands"][2]] * count}
    assert _problem(_post(client, sitting), 400)["errors"][0]["path"] == "hands"


def test_128_hands_over_64_kib_settle(client):
    sitting = copy.deepcopy(EXAMPLE) | {"hands": [EXAMPLE["hands"][2]] * 128}
    body = json.dumps(sitting, indent=2).encode()  # pretty, and Chinese escaped as \\uXXXX: as Python sends it
    assert len(body) > 64 * 1024
    response = client.post(URL, data=body, content_type="application/json")
    assert response.status_code == 200 and len(response.get_json()["hands"]) == 128


def test_over_1_mib_is_413(client):
    body = json.dumps(EXAMPLE).encode()
    exactly = body + b" " * (MAX_BODY_BYTES - len(body))
    assert client.post(URL, data=exactly, content_type="application/json").status_code == 200
    over = _problem(client.post(URL, data=exactly + b" ", content_type="application/json"), 413)
    assert over["detail"] == "the body is over 1024 KiB" and over["errors"][0]["code"] == "too_large"


def test_over_1_mib_is_413_through_gunicorn_chunked_or_not(gunicorn):
    headers = {"Content-Type": "application/json"}
    big = requests.post(gunicorn.url + URL, data=b" " * (MAX_BODY_BYTES + 1), headers=headers, timeout=10)
    assert big.status_code == 413 and big.headers["Content-Type"] == "application/problem+json"
    body = json.dumps(EXAMPLE).encode()
    chunks = iter([body, b" " * (MAX_BODY_BYTES - len(body)), b"garbage"])
    chunked = requests.post(gunicorn.url + URL, data=chunks, headers=headers, timeout=10)
    assert chunked.status_code == 413


# --- the document ---------------------------------------------------------------------------

def test_the_document_carries_api_md_names_and_the_three_forms(client):
    document = yaml.safe_load(client.get("/openapi.yaml").get_data(as_text=True))
    operation = document["paths"][URL]["post"]
    assert set(operation["responses"]) == {"200", "400", "408", "413", "414", "415", "417", "422", "431", "500", "501",
                                    "505"}
    assert set(operation["responses"]["200"]["content"]) == {"application/json", "text/plain", "text/csv"}
    assert set(operation["requestBody"]["content"]["application/json"]["examples"]) == set(REQUEST_EXAMPLES)
    schemas = document["components"]["schemas"]
    props = {name: set(schema["properties"]) for name, schema in schemas.items() if "properties" in schema}
    assert props["SessionRequest"] == {"players", "dan", "rules", "dealer_streak", "stakes", "hands"}
    assert props["SessionHand"] == props["SettleRequest"] - {"dan", "rules", "dealer_streak"}
    assert props["SessionResponse"] == {"hands", "totals", "next"}
    assert props["SessionHandResult"] == {"seating", "dealer_streak", "stakes", "settlement"}
    assert props["Setup"] == {"seating", "dealer_streak", "stakes"}
    assert props["PlayerTotal"] == {"player", "net", "wins", "self_drawn", "dianpao", "limit", "dealt"}
    assert props["HandSettlement"] == props["SettleResponse"]


def test_every_number_string_and_list_of_the_request_is_bounded(client):
    schemas = yaml.safe_load(client.get("/openapi.yaml").get_data(as_text=True))["components"]["schemas"]
    for name in ["SessionRequest", "SittingPlayers", "StakeInForce", "SessionHand"]:
        for field, prop in schemas[name]["properties"].items():
            if prop.get("type") == "integer":
                assert {"minimum", "maximum"} <= set(prop), (name, field)
            if prop.get("type") == "string" and "enum" not in prop:
                assert "maxLength" in prop, (name, field)
            if prop.get("type") == "array":
                assert "maxItems" in prop, (name, field)


def test_each_hand_counts_as_a_table_settled(client):
    def settled(outcome: str) -> float:
        text = client.get("/metrics").get_data(as_text=True)
        return sum(sample.value for family in text_string_to_metric_families(text) for sample in family.samples
                   if sample.name == "mahjong_tables_settled_total" and sample.labels["outcome"] == outcome)

    wins, draws = settled("win"), settled("draw")
    assert _post(client, EXAMPLE).status_code == 200
    assert (settled("win") - wins, settled("draw") - draws) == (2, 1)


def test_the_name_mismatch_in_chinese(client):
    sitting = copy.deepcopy(EXAMPLE)
    sitting["hands"][2]["seats"]["east"]["name"] = "老王"
    (error,) = _problem(_post(client, sitting, **{"Accept-Language": "zh-CN"}), 422)["errors"]
    assert error == {"path": "hands[2].seats.east.name", "code": "seat_name",
                     "message": "按轮庄（R41），这一局东家是“小李”，不是“老王”"}
