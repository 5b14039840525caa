"""GET /v1/rules publishes the rules core's catalogue."""
from __future__ import annotations

from app.core.jiaojiang.catalogue import ITEMS, SETTINGS


def test_rule_table(client):
    body = client.get("/v1/rules").get_json()
    assert [item["code"] for item in body["items"]] == list(ITEMS)
    concealed = next(item for item in body["items"] if item["code"] == "concealed_pung")
    assert concealed == {
        "code": "concealed_pung",
        "name": "暗刻",
        "english": "concealed pung",
        "rule": "R14",
        "base": 4,
        "fan": 0,
        "base_honour_or_terminal": 8,
        "per_tile": False,
    }
    assert body["settings"] == [
        {"name": s.name, "default": s.default, "rule": s.rule, "chinese": s.chinese, "description": s.description,
         "description_zh": s.description_zh}
        for s in SETTINGS.values()
    ]


def test_every_item_and_setting_is_named_in_both_languages(client):
    """Chinese names are Chinese, English names English (a Chinese term such as 得 may stay in them);
    /v1/rules is the same in every language."""
    body = client.get("/v1/rules", headers={"Accept-Language": "zh"}).get_json()
    assert body == client.get("/v1/rules").get_json()
    for item in body["items"]:
        assert _has_han(item["name"]) and not _has_latin(item["name"]) and _has_latin(item["english"])
    for setting in body["settings"]:
        assert _has_han(setting["chinese"]) and _has_han(setting["description_zh"])
        assert not _has_latin(setting["description_zh"]) and setting["description"].isascii()


def _has_han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _has_latin(text: str) -> bool:
    return any(ch.isascii() and ch.isalpha() for ch in text)
