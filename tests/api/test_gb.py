"""The 国标 operations end to end (/v1/gb/…): the worked tables settle as
their comments say (app/api/gb/examples.py), every operation answers JSON,
text and CSV in both languages with the answers' schemas, and RULES-gb.md's
refusals come as problem+json naming the field (and the character position
in a tile string) and the G rule, every problem at once, never a 500."""
from __future__ import annotations

import copy
import csv
import io
import re

import pytest

from app.api.gb.analyze_schema import GbAnalysisSchema
from app.api.gb.examples import ANALYZE_EXAMPLES, REQUEST_EXAMPLES, SESSION_EXAMPLES
from app.api.gb.rules_schema import GbRuleTableSchema
from app.api.gb.session_schema import GbSessionResponseSchema
from app.api.gb.settlement_schema import GbSettleResponseSchema
from tests.core.gb.hands import case_table, our_fans, random_cases
from tests.language import english_left

ZH, EN = {"Accept-Language": "zh-CN"}, {"Accept-Language": "en"}
TEXT, CSV = {"Accept": "text/plain"}, {"Accept": "text/csv"}
LAST_OF_KIND = REQUEST_EXAMPLES["last_of_kind_from_sight"]["value"]
ORPHANS = REQUEST_EXAMPLES["thirteen_orphans_self_drawn"]["value"]
KONG = REQUEST_EXAMPLES["kong_replacement_before_the_swap"]["value"]
DRAW = REQUEST_EXAMPLES["draw"]["value"]
SITTING = SESSION_EXAMPLES["five_hands"]["value"]
ANALYZE = ANALYZE_EXAMPLES["ready_one_wait_reaches_8"]["value"]
NAMES = ("阿明", "小红", "老陈", "Ann")
TILE_CODE = re.compile(r"(?<![A-Za-z0-9])[1-9]+[mpszf](?![A-Za-z])")  # mpsz, as a person never reads it in Chinese


def _settle(client, table: dict, headers: dict | None = None) -> dict:
    response = client.post("/v1/gb/settle", json=table, headers=headers or {})
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert GbSettleResponseSchema().validate(body) == {}
    return body


def _problems(response, status: int = 422) -> dict[str, list[tuple[str, str]]]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    found: dict[str, list[tuple[str, str]]] = {}
    for error in response.get_json()["errors"]:
        found.setdefault(error["path"], []).append((error["code"], error["message"]))
    return found


def _fans(player: dict) -> dict[str, tuple[int, int, str]]:
    return {item["code"]: (item["fan"], item["count"], item["rule"]) for item in player["items"]}


def _nets(answer: dict) -> dict[str, int]:
    return {seat: player["net"] for seat, player in answer["players"].items()}


def test_a_discard_win_with_last_of_its_kind_from_the_tiles_in_sight(client):
    answer = _settle(client, LAST_OF_KIND)
    east = answer["players"]["east"]
    # 清龙 16 + 和绝张 4 + 门前清 2 + 平和 2 + 嵌张 1 = 25, + 花牌 1 = 26 (G-W1: 25 ≥ 8)
    assert _fans(east) == {"pure_straight": (16, 1, "G28"), "last_tile": (4, 1, "G58"),
                           "concealed_hand": (2, 1, "G62"), "all_chows": (2, 1, "G63"),
                           "closed_wait": (1, 1, "G78"), "flower_tiles": (1, 1, "G81")}
    assert (east["fan"], east["fan_without_flowers"]) == (26, 25)
    assert next(i["tiles"] for i in east["items"] if i["code"] == "last_tile") == "4s"
    # G-P2: the discarder 8 + 26, the other two 8 each
    assert [(p["from"], p["to"], p["amount"], p["rule"]) for p in answer["payments"]] == [
        ("south", "east", 8, "G-P2"), ("west", "east", 8, "G-P2"), ("north", "east", 34, "G-P2")]
    assert _nets(answer) == {"east": 50, "south": -8, "west": -8, "north": -34}
    # read alone (no hand number): 南 deals next, the round wind kept (G-S3)
    assert answer["next"] == {"dealer": "south", "round_wind": "south", "hand": None,
                              "seats": {"east": "north", "south": "east", "west": "south", "north": "west"}}
    assert [p["name"] for p in answer["players"].values()] == list(NAMES)


def test_two_of_the_kind_in_sight_is_not_the_last_and_a_statement_decides(client):
    fewer = copy.deepcopy(LAST_OF_KIND)
    fewer["seats"]["west"]["discards"] = "9s 5z"
    assert "last_tile" not in _fans(_settle(client, fewer)["players"]["east"])
    fewer["win"]["last_of_kind"] = True
    assert _fans(_settle(client, fewer)["players"]["east"])["last_tile"] == (4, 1, "G58")


def test_a_self_drawn_thirteen_orphans_each_pays_8_plus_fans(client):
    answer = _settle(client, ORPHANS, ZH)
    south = answer["players"]["south"]
    # 十三幺 88 + 自摸 1 = 89, + 花牌 1 × 2 = 91; G-P1: each pays 8 + 91 = 99
    assert _fans(south) == {"thirteen_orphans": (88, 1, "G7"), "self_drawn": (1, 1, "G80"),
                            "flower_tiles": (1, 2, "G81")}
    assert (south["fan"], south["fan_without_flowers"]) == (91, 89)
    assert south["reading"].startswith("十三幺 | ")
    assert [(p["from"], p["amount"], p["rule"]) for p in answer["payments"]] == [
        ("east", 99, "G-P1"), ("west", 99, "G-P1"), ("north", 99, "G-P1")]
    assert sum(_nets(answer).values()) == 0  # G-P4


def test_a_kong_replacement_in_hand_8_and_the_swap_before_hand_9(client):
    answer = _settle(client, KONG)
    west = answer["players"]["west"]
    # 杠上开花 8 + 箭刻 2 + 明杠 1 + 单钓将 1 = 12, + 花牌 1 = 13: each pays 21 (G-P1)
    assert (west["fan"], west["fan_without_flowers"]) == (13, 12)
    assert _fans(west)["out_with_replacement_tile"] == (8, 1, "G46") and "self_drawn" not in _fans(west)
    assert [p["amount"] for p in answer["payments"]] == [21, 21, 21]
    # G-S2: the deal passes (南 → 东 …), then 东/南 and 西/北 swap: this hand's 西 deals hand 9, 西 round
    assert answer["next"] == {"dealer": "west", "round_wind": "west", "hand": 9,
                              "seats": {"east": "west", "south": "south", "west": "east", "north": "north"}}


def test_a_draw_pays_nothing_g_p3(client):
    answer = _settle(client, DRAW)
    assert (answer["outcome"], answer["winner"], answer["payments"]) == ("draw", None, [])
    assert set(_nets(answer).values()) == {0}
    assert answer["next"] == {"dealer": "south", "round_wind": "north", "hand": 13,
                              "seats": {"east": "north", "south": "east", "west": "south", "north": "west"}}


def test_after_hand_16_there_is_no_next_hand(client):
    assert _settle(client, {**DRAW, "hand": 16, "round_wind": "north"})["next"] is None
    text = client.post("/v1/gb/settle", json={**DRAW, "hand": 16}, headers={**TEXT, **EN}).get_data(as_text=True)
    assert text.endswith("the sitting's 16 hands are over\n")


def test_below_8_without_flowers_is_a_422_listing_the_fans_found_and_the_missing_count(client):
    table = copy.deepcopy(LAST_OF_KIND)
    table["seats"]["east"] = {"hand": "234m 456p 678s 5s", "melds": [{"type": "pong", "tiles": "777z"}],
                              "flowers": "1f 2f 3f 4f 5f 6f 7f 8f"}
    table["seats"]["west"]["discards"] = None
    table["win"] = {"seat": "east", "tile": "5s", "discarder": "north"}
    for headers, words in ((EN, ("2 fans without flowers", "6 short", "Dragon Pung 2", "G-W1")),
                           (ZH, ("只有 2 番", "还差 6 番", "箭刻 2", "G-W1"))):
        found = _problems(client.post("/v1/gb/settle", json=table, headers=headers))
        ((code, message),) = found.pop("win")
        assert code == "below_minimum_fan" and all(word in message for word in words), message
        assert found == {}
    text = client.post("/v1/gb/settle", json=table, headers={**TEXT, **ZH})
    assert text.status_code == 422 and "还差 6 番" in text.get_data(as_text=True)


def test_the_hand_summary_in_chinese_names_every_fan_flowers_nets_payments_and_the_next_hand(client):
    response = client.post("/v1/gb/settle", json=ORPHANS, headers=TEXT)  # Chinese without Accept-Language
    assert response.mimetype == "text/plain" and response.headers["Content-Language"] == "zh"
    text = response.get_data(as_text=True)
    assert text.splitlines() == [
        "南家（小红） 自摸和牌：九条",
        "东家（阿明） 输赢 -99",
        "南家（小红） 91 番（不计花牌 89 番） 输赢 +297",
        "番种：十三幺 88、自摸 1、花牌 1×2（春 梅）",
        "西家（老陈） 输赢 -99",
        "北家（Ann） 输赢 -99",
        "付款：东家（阿明） → 南家（小红） 99",
        "付款：西家（老陈） → 南家（小红） 99",
        "付款：北家（Ann） → 南家（小红） 99",
        "下局：南家（小红）坐庄，东风圈",
    ]


@pytest.mark.parametrize("name", list(REQUEST_EXAMPLES))
def test_every_worked_table_as_text_in_both_languages(client, name):
    table = REQUEST_EXAMPLES[name]["value"]
    chinese = client.post("/v1/gb/settle", json=table, headers={**TEXT, **ZH}).get_data(as_text=True)
    english = client.post("/v1/gb/settle", json=table, headers={**TEXT, **EN}).get_data(as_text=True)
    assert TILE_CODE.findall(chinese) == [] and _english_in(chinese) == [], chinese
    assert "付款" not in english and "输赢" not in english and "net" in english
    assert ("下局" in chinese) and ("next hand" in english)


def _english_in(chinese: str) -> list[str]:
    for name in NAMES:
        chinese = chinese.replace(name, "")
    return english_left(chinese)


def test_the_hand_summary_in_english_names_the_fans_by_their_english_names(client):
    text = client.post("/v1/gb/settle", json=LAST_OF_KIND, headers={**TEXT, **EN}).get_data(as_text=True)
    assert "east (阿明) wins on north (Ann)'s discard: 4s" in text
    assert ("fans: Pure Straight 16, Last Tile 4, Concealed Hand 2, All Chows 2, Closed Wait 1, "
            "Flower Tiles 1 (2f)") in text
    assert text.endswith("next hand: south (小红) deals, south round\n")
    swap = client.post("/v1/gb/settle", json=KONG, headers={**TEXT, **EN}).get_data(as_text=True)
    assert swap.endswith("next hand: hand 9, west round, west deals (东/南 and 西/北 swap seats first)\n")
    draw = client.post("/v1/gb/settle", json=DRAW, headers={**TEXT, **ZH}).get_data(as_text=True)
    assert draw.startswith("荒庄：没有人和牌\n")


def test_a_sitting_in_json_by_round_wind_and_name(client):
    response = client.post("/v1/gb/settle/session", json=SITTING, headers=EN)
    body = response.get_json()
    assert response.status_code == 200 and GbSessionResponseSchema().validate(body) == {}
    assert [(h["hand"], h["round_wind"], h["seating"]["east"]) for h in body["hands"]] == [
        (1, "east", "阿明"), (2, "east", "小红"), (3, "east", "老陈"), (4, "east", "Ann"), (5, "south", "阿明")]
    # hand 5 (南风圈): 南 holds a pung of 南, 圈风刻 and 门风刻
    fifth = _fans(body["hands"][4]["settlement"]["players"]["south"])
    assert fifth["prevalent_wind"] == (2, 1, "G60") and fifth["seat_wind"] == (2, 1, "G61")
    totals = {t["player"]: (t["net"], t["wins"], t["self_drawn"], t["discarded"], t["dealt"]) for t in body["totals"]}
    assert totals == {"老陈": (260, 1, 1, 0, 1), "小红": (4, 2, 1, 0, 1), "阿明": (-102, 1, 0, 1, 2),
                      "Ann": (-162, 0, 0, 1, 1)}
    assert body["next"] == {"seating": {"east": "小红", "south": "老陈", "west": "Ann", "north": "阿明"}, "hand": 6,
                            "round_wind": "south"}


def test_a_sitting_as_text_and_csv_in_both_languages(client):
    chinese = client.post("/v1/gb/settle/session", json=SITTING, headers=TEXT).get_data(as_text=True)
    lines = chinese.splitlines()
    assert lines[0] == "第 1 局 阿明坐庄（东风圈）：阿明 和 四条（Ann打出），26 番 ｜ 阿明 +50 小红 -8 老陈 -8 Ann -34"
    assert lines[2] == "第 3 局 老陈坐庄（东风圈）：荒庄 ｜ 阿明 0 小红 0 老陈 0 Ann 0"
    assert lines[4].startswith("第 5 局 阿明坐庄（南风圈）：小红 和 五筒（阿明打出），24 番")
    assert lines[5:] == ["排名", "1. 老陈 +260（和 1，自摸 1，放铳 0，坐庄 1）",
                         "2. 小红 +4（和 2，自摸 1，放铳 0，坐庄 1）", "3. 阿明 -102（和 1，自摸 0，放铳 1，坐庄 2）",
                         "4. Ann -162（和 0，自摸 0，放铳 1，坐庄 1）", "下局：第 6 局（南风圈），小红坐庄"]
    assert TILE_CODE.findall(chinese) == [] and _english_in(chinese) == []
    english = client.post("/v1/gb/settle/session", json=SITTING, headers={**TEXT, **EN}).get_data(as_text=True)
    assert "Hand 5, 阿明 deals (south round): 小红 wins on 阿明's 5p, 24 fans" in english
    assert english.endswith("Next hand: hand 6 (south round), 小红 deals\n")
    for headers, header, last in (
        (ZH, ["局", "庄家", "圈风", "结果", "阿明 番", "阿明 输赢"], ["合计", "", "", "", "", "-102"]),
        (EN, ["hand", "dealer", "round wind", "result", "阿明 fans", "阿明 net"], ["total", "", "", "", "", "-102"]),
    ):
        response = client.post("/v1/gb/settle/session", json=SITTING, headers={**CSV, **headers})
        assert response.mimetype == "text/csv"
        rows = list(csv.reader(io.StringIO(response.get_data(as_text=True).lstrip("\ufeff"))))
        assert rows[0][:6] == header and rows[-1][:6] == last and len(rows) == 7
        assert rows[1][:3] == ["1", "阿明", "东" if headers is ZH else "east"] and rows[1][4:6] == ["26", "50"]
        assert rows[5][2] == ("南" if headers is ZH else "south")


def test_a_sitting_resumes_from_its_next_numbered_as_the_sitting(client):
    """G-S1: the answer's ``next`` sent back (its seating as ``players``, its
    ``hand``) goes on where it stopped; its text and spreadsheet number the
    hands as the sitting does; past hand 16 is refused naming G-S1."""
    following = client.post("/v1/gb/settle/session", json=SITTING).get_json()["next"]
    rest = {"players": following["seating"], "hand": following["hand"], "hands": SITTING["hands"][:2]}
    body = client.post("/v1/gb/settle/session", json=rest).get_json()
    assert [(h["hand"], h["round_wind"]) for h in body["hands"]] == [(6, "south"), (7, "south")]
    assert body["next"]["hand"] == 8
    text = client.post("/v1/gb/settle/session", json=rest, headers=TEXT).get_data(as_text=True).splitlines()
    assert text[0].startswith("第 6 局 小红坐庄（南风圈）") and text[1].startswith("第 7 局 ")
    rows = list(csv.reader(io.StringIO(client.post("/v1/gb/settle/session", json=rest, headers=CSV)
                                       .get_data(as_text=True).lstrip("\ufeff"))))
    assert [row[0] for row in rows[1:3]] == ["6", "7"]
    found = _problems(client.post("/v1/gb/settle/session", json={**rest, "hand": 16}, headers=EN))
    code, message = found["hands"][0]
    assert code == "sitting_length" and "from hand 16 on, 1 at most, not 2 (G-S1)" in message


def test_a_whole_sitting_of_16_hands_ends_and_more_is_refused_naming_g_s1(client):
    draw = {"seats": {seat: {} for seat in ("east", "south", "west", "north")}}
    whole = {"players": SITTING["players"], "hands": [draw] * 16}
    body = client.post("/v1/gb/settle/session", json=whole).get_json()
    assert body["next"] is None and [h["round_wind"] for h in body["hands"]][::4] == ["east", "south", "west",
                                                                                      "north"]
    assert body["hands"][8]["seating"] == {"east": "小红", "south": "阿明", "west": "Ann", "north": "老陈"}
    text = client.post("/v1/gb/settle/session", json=whole, headers={**TEXT, **EN}).get_data(as_text=True)
    assert text.endswith("The sitting's 16 hands are over\n")
    found = _problems(client.post("/v1/gb/settle/session", json={**whole, "hands": [draw] * 17}, headers=EN))
    assert found["hands"][0][0] == "sitting_length" and "G-S1" in found["hands"][0][1]


def test_a_seat_named_against_the_seating_is_refused_under_its_hand(client):
    sitting = copy.deepcopy(SITTING)
    sitting["hands"][1]["seats"]["east"]["name"] = "阿明"  # hand 2's 东 is 小红
    found = _problems(client.post("/v1/gb/settle/session", json=sitting, headers=EN))
    assert list(found) == ["hands[1].seats.east.name"]


def test_the_analysis_says_which_waits_reach_8(client):
    response = client.post("/v1/gb/analyze", json=ANALYZE, headers=ZH)
    body = response.get_json()
    assert response.status_code == 200 and GbAnalysisSchema().validate(body) == {}
    waits = {w["tile"]: w for w in body["waits"]}
    assert (body["shanten"], body["ready"], list(waits)) == (0, True, ["3m", "6m", "9m"])
    assert waits["9m"]["remaining"] == 2  # two held nowhere, two in sight
    # 9m: 清龙 16 + 门前清 2 + 平和 2 + 喜相逢 1 = 21, + 花牌 1; 3m and 6m: 6 with the flower, 5 without
    assert (waits["9m"]["discard_win"]["fan_without_flowers"], waits["9m"]["discard_win"]["reaches_8"]) == (21, True)
    assert [(waits[t]["discard_win"]["fan"], waits[t]["discard_win"]["reaches_8"]) for t in ("3m", "6m")] == [
        (6, False), (6, False)]
    assert waits["3m"]["self_drawn"]["fan"] == 8 and not waits["3m"]["self_drawn"]["reaches_8"]  # G-W1
    knitted = client.post("/v1/gb/analyze", json=ANALYZE_EXAMPLES["knitted_ready"]["value"]).get_json()
    assert [w["tile"] for w in knitted["waits"]] == ["5z", "6z", "7z"]
    assert {i["code"] for i in knitted["waits"][0]["discard_win"]["items"]} == {
        "lesser_honors_and_knitted_tiles", "knitted_straight"}


def test_an_analysis_not_ready_and_its_refusals(client):
    body = client.post("/v1/gb/analyze", json={"hand": "1133m 5577p 99s 1z 2z 3z"}).get_json()
    assert (body["shanten"], body["ready"], body["waits"]) == (1, False, [])
    found = _problems(client.post("/v1/gb/analyze", json={"hand": "123m 456m", "de": "5m"}, headers=EN))
    assert found["de"] == [("not_in_gb", "Chinese Official has no 'de': there is no wild tile, 得 or 癞子 (G-T1)")]
    assert found["hand"] == [("hand_size", "holds 6 tiles; with 0 meld(s) it must hold 13 − 3×0 = 13 (G-T2)")]


def test_the_rule_table_lists_the_81_fans_with_their_exclusions(client):
    table = client.get("/v1/gb/rules").get_json()
    assert GbRuleTableSchema().validate(table) == {}
    assert [item["rule"] for item in table["items"]] == [f"G{n}" for n in range(1, 82)]
    fans = {item["code"]: item for item in table["items"]}
    assert fans["pure_straight"]["excludes"] == ["short_straight", "two_terminal_chows"]  # G28 不计 G71, G72
    assert (fans["big_four_winds"]["fan"], fans["flower_tiles"]["fan"]) == (88, 1)
    assert {s["code"]: s["default"] for s in table["settings"]} == {"minimum_fan": 8, "base_payment": 8}


def test_gb_in_the_rule_sets_index_with_its_question_and_shapes(client):
    (gb,) = [r for r in client.get("/v1/rule-sets").get_json()["rule_sets"] if r["name"] == "gb"]
    assert gb["title"] == {"zh": "国标", "en": "Chinese Official"} and not gb["default"]
    assert gb["paths"]["session"] == "/v1/gb/settle/session"
    assert gb["hand"] == {"tiles": 13, "sets": 4, "wild": False, "flowers": True, "shapes": [
        "sets_and_pair", "seven_pairs", "thirteen_orphans", "honours_and_knitted", "knitted_straight"]}
    assert [(q["field"], q["rule"]) for q in gb["questions"]] == [("win.last_of_kind", "G-W3")]
    assert gb["fields"]["table"] == ["round_wind", "hand", "seats", "win"]  # refused fields left out
    assert gb["fields"]["seat"] == ["name", "hand", "melds", "flowers", "discards"]
    assert (gb["options"], gb["penalties"]) == ([], [])


def test_random_tables_of_every_shape_settle_over_http_as_the_scorer_counts_them(client):
    """A winning hand of each shape as a table (tests/core/gb/hands.py): the answer keeps the schema, its fans are
    the scorer's, its payments follow G-P1/G-P2; a hand below 8 without flowers is the one 422 (G-W1)."""
    refused = 0
    for n, case in enumerate(random_cases(120, 81)):
        table = case_table(case, 1 + n % 3)
        response = client.post("/v1/gb/settle", json=table)
        if response.status_code == 422:
            assert [e["code"] for e in response.get_json()["errors"]] == ["below_minimum_fan"]
            refused += 1
            continue
        answer = response.get_json()
        assert response.status_code == 200 and GbSettleResponseSchema().validate(answer) == {}
        winner = answer["players"][table["win"]["seat"]]
        assert {item["name"]: item["fan"] * item["count"] for item in winner["items"]} == our_fans(case)
        amounts = sorted(p["amount"] for p in answer["payments"])
        base = 8 + winner["fan"]
        assert amounts == ([base] * 3 if table["win"]["self_drawn"] else [8, 8, base])
    assert 0 < refused < 40


def test_every_field_of_the_gb_schemas_is_described(client):
    document = client.get("/openapi.json").get_json()
    schemas = {name: schema for name, schema in document["components"]["schemas"].items() if name.startswith("Gb")}
    assert len(schemas) >= 20
    undescribed = [f"{name}.{field}" for name, schema in schemas.items()
                   for field, prop in schema.get("properties", {}).items() if not prop.get("description")]
    assert undescribed == []
