"""The answer's language follows Accept-Language; machine fields never change with it."""
from __future__ import annotations

import copy

import pytest

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.language import english_left, has_han

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]
TEXT = {"Accept": "text/plain"}


def _impossible() -> dict:
    """East's hand holds an 'x', north a fifth 1m, a flag contradicts, south's hand does not win on 1p."""
    table = copy.deepcopy(TABLE)
    table["win"]["tile"] = "1p"
    table["seats"]["east"]["hand"] = "1122p x 5566p 3344s 7788s"
    table["seats"]["north"]["hand"] = "1111m 2345678p 12345s"
    table["win"]["kong_replacement"] = True
    return table


@pytest.mark.parametrize("header, accept, language", [
    ("zh-CN", None, "zh"),
    ("zh-TW,zh;q=0.9", None, "zh"),
    ("zh-Hans", None, "zh"),
    ("ZH", None, "zh"),
    ("en-GB", "text/plain", "en"),
    ("fr", None, "en"),
    ("fr", "text/plain", "en"),
    ("fr, zh;q=0.5", None, "zh"),
    ("en;q=0.9, zh;q=0.1", None, "zh"),
    ("zh;q=0, en", None, "en"),
    ("*", None, "en"),
    ("*", "text/plain", "zh"),
    (None, None, "en"),
    (None, "text/plain", "zh"),
])
def test_the_language_follows_accept_language(client, header, accept, language):
    headers = {k: v for k, v in (("Accept-Language", header), ("Accept", accept)) if v}
    response = client.post("/v1/settle", json=TABLE, headers=headers)
    assert response.status_code == 200
    assert response.headers["Content-Language"] == language
    assert {"Accept-Language", "Accept"} <= set(response.vary)


def test_a_settlement_in_chinese_keeps_every_machine_field(client):
    english = client.post("/v1/settle", json=TABLE).get_json()
    chinese = client.post("/v1/settle", json=TABLE, headers={"Accept-Language": "zh-CN"}).get_json()
    assert chinese["dianpao"]["reason"] == "请求没有写明，也没有牌河和牌墙剩余张数可以判断：按正常结算（R38）"
    assert chinese["players"]["south"]["reading"] == "123m 234m 345m 678m 999s 88m | 和 6m，成 678m"
    for answer in (english, chinese):
        answer["dianpao"]["reason"] = answer["players"]["south"]["reading"] = None
    assert english == chinese


def test_the_text_summary_in_english(client):
    text = client.post("/v1/settle", json=TABLE, headers={**TEXT, "Accept-Language": "en"}).get_data(as_text=True)
    assert text.splitlines() == [
        "south (老王) wins on west's discard: 6m",
        "east points 0 net -2",
        "south (老王) points 20 net +4",
        "west points 0 net -1",
        "north points 0 net -1",
        "pays: east → south (老王) 2",
        "pays: west → south (老王) 1",
        "pays: north → south (老王) 1",
        "next hand: south (老王) deals",
    ]


def test_a_422_in_both_languages_with_the_same_codes_and_paths(client):
    english = client.post("/v1/settle", json=_impossible()).get_json()
    chinese = client.post("/v1/settle", json=_impossible(), headers={"Accept-Language": "zh"}).get_json()
    assert (english["title"], chinese["title"]) == ("Unprocessable Entity", "牌局不成立")
    assert chinese["detail"] == "按规则这一局不可能出现"
    assert [(e["path"], e["code"]) for e in english["errors"]] == [(e["path"], e["code"]) for e in chinese["errors"]]
    assert {e["code"] for e in english["errors"]} == {"notation", "tile_count", "contradictory_flags",
                                                      "not_a_winning_hand"}
    for error in chinese["errors"]:
        assert has_han(error["message"]) and english_left(error["message"]) == [], error


def test_a_hand_that_does_not_win_says_what_it_waits_on(client):
    table = copy.deepcopy(TABLE)
    table["win"]["tile"] = "1p"
    english = client.post("/v1/settle", json=table).get_json()["errors"]
    chinese = client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}).get_json()["errors"]
    assert [(e["path"], e["code"]) for e in english] == [("seats.south.hand", "not_a_winning_hand")]
    waits = "it waits on 6m 7m 9m 9p (R5)"
    assert english[0]["message"] == f"south's hand does not win on 1p, even with 得 as wild; {waits}"
    assert chinese[0]["message"] == "南家的牌和不了 1p，得当百搭也不行；听 6m 7m 9m 9p（R5）"


def test_a_hand_that_is_not_ready_says_so(client):
    table = copy.deepcopy(TABLE)
    table["seats"]["south"]["hand"] = "19m 148p 159s 1234z 67z 7p 2s"
    (error,) = client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}).get_json()["errors"]
    assert error["message"] == "南家的牌和不了 6m，得当百搭也不行；还没听牌，离听牌还差 8 张（R5）"


def test_a_fifth_copy_names_where_the_copies_are(client):
    table = copy.deepcopy(TABLE)
    table["seats"]["east"] = {"hand": "5m 1122p 3344s 778s", "melds": [{"type": "pong", "tiles": "555m"}]}
    table["seats"]["south"]["hand"] = "123m 234m 345m 78m 999s 88m".replace("345m", "345m")
    errors = client.post("/v1/settle", json=table).get_json()["errors"]
    count = next(e for e in errors if e["code"] == "tile_count")
    assert count["message"] == "5m 五万: 5 copies, 4 at most (R1) — east's hand 1, east's meld 1 3, south's hand 1"
    errors = client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}).get_json()["errors"]
    count = next(e for e in errors if e["code"] == "tile_count")
    assert count["message"] == "5m 五万 共 5 张，最多 4 张（R1）：东家手牌 1 张、东家第 1 组副露 3 张、南家手牌 1 张"


def test_positions_point_at_what_a_phone_keyboard_typed(client):
    table = copy.deepcopy(TABLE)
    table["seats"]["south"]["hand"] = "一万，二万、三万　２３４ｍ；３４５ｍ。７８ｍ　９９９ｓ　８８ｍ"
    assert client.post("/v1/settle", json=table).status_code == 200
    table["seats"]["south"]["hand"] = "一万，二万、三万　２３４ｍ；３４５ｍ。７８ｍ　９９９ｓ　８８ｘ"
    errors = client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}).get_json()["errors"]
    assert [e["message"] for e in errors] == ["第 31 个字符：'ｘ' 不是牌的数字或花色",
                                              "第 29 个字符：数字后面没有花色（m、p、s、z、万、筒、条）"]


@pytest.mark.parametrize("body", [
    {"dan": "5"}, {"dan": 5.0}, {"dan": -1}, {"dan": 10**100}, {"de": 5}, {"de": "5p" * 11}, {"rules": None},
    {"seats": {}}, {"extra": 1}, {"win": {"seat": "centre", "tile": "1m", "self_drawn": "yes"}},
    {"seats": {"east": {"hand": "", "name": "老王\n"}}}, {"stakes": [{"between": ["east"], "amount": 1}]},
    {"seats": {"east": {"hand": "", "melds": [{"type": "pong", "tiles": "111m"}] * 6}}}, [], {"seats": []},
])
def test_schema_errors_in_chinese(client, body):
    table = {**copy.deepcopy(TABLE), **body} if isinstance(body, dict) else body
    english = client.post("/v1/settle", json=table).get_json()
    chinese = client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}).get_json()
    assert english["status"] == chinese["status"] == 400
    assert [(e["path"], e["code"]) for e in english["errors"]] == [(e["path"], e["code"]) for e in chinese["errors"]]
    assert chinese["title"] == "请求有误" and chinese["detail"].startswith("请求体有 ")
    for error in chinese["errors"]:
        assert has_han(error["message"]) and english_left(error["message"]) == [], error


@pytest.mark.parametrize("body, chinese", [
    (b'{"dan": NaN}', "NaN 不是 JSON 数字"),
    (b'{"dan": 1, "dan": 2}', "键 'dan' 出现了两次"),
    (b'{"dan": }', "第 1 行第 9 列：这里应有一个值"),
    (b'{"dan": 1} x', "第 1 行第 12 列：JSON 之后还有多余内容"),
    (b'{"de": "\xff"}', "不是 UTF-8：第 9 个字节无法解码"),
    (b"[" * 100_000, "嵌套太深"),
    (b"[" + b"1" * 5000 + b"]", "数字的位数太多"),
])
def test_a_body_that_is_not_json_in_chinese(client, body, chinese):
    response = client.post("/v1/settle", data=body, content_type="application/json",
                           headers={"Accept-Language": "zh"})
    if len(body) > 64 * 1024:
        assert response.status_code == 413
        return
    answer = response.get_json()
    assert answer["detail"] == "请求体不是 JSON"
    assert answer["errors"] == [{"path": "", "message": chinese, "code": "json"}]


@pytest.mark.parametrize("call, status, chinese", [
    (lambda c, h: c.get("/nowhere", headers=h), 404, "这个地址什么也没有；接口见 /docs"),
    (lambda c, h: c.put("/v1/settle", headers=h), 405, "这个地址不支持 PUT；可用 OPTIONS、POST"),
    (lambda c, h: c.post("/v1/settle", data="x", content_type="text/plain", headers=h), 415,
     "请用 application/json 发送请求体，不要用 text/plain"),
    (lambda c, h: c.post("/v1/settle", data=b"x" * 70_000, content_type="application/json", headers=h), 413,
     "请求体超过 64 KiB"),
])
def test_http_errors_in_both_languages(client, call, status, chinese):
    english = call(client, {})
    answer = call(client, {"Accept-Language": "zh-CN"})
    assert english.status_code == answer.status_code == status
    assert answer.headers["Content-Language"] == "zh" and english.headers["Content-Language"] == "en"
    assert answer.get_json()["detail"] == chinese
    assert english_left(answer.get_json()["title"]) == [] and not has_han(english.get_json()["detail"])


def test_a_422_as_text_defaults_to_chinese(client):
    text = client.post("/v1/settle", json=_impossible(), headers=TEXT).get_data(as_text=True)
    head, *lines = text.splitlines()
    assert head == "422 牌局不成立：按规则这一局不可能出现"
    assert lines[0].startswith("seats.east.hand：第 ")
    for line in lines:
        assert english_left(line.split("：", 1)[1]) == [], line


def test_a_422_as_text_in_english(client):
    text = client.post("/v1/settle", json=_impossible(), headers={**TEXT, "Accept-Language": "en-US"})
    assert text.get_data(as_text=True).startswith("422 Unprocessable Entity: the table cannot happen under the rules\n")
