"""GET /v1/rules publishes the rules core's catalogue."""
from __future__ import annotations

import pytest

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
        {"name": s.name, "default": s.default, "rule": s.rule, "chinese": s.chinese, "english": s.english,
         "description": s.description, "description_zh": s.description_zh}
        for s in SETTINGS.values()
    ]


@pytest.mark.parametrize("path", ["/v1/rules", "/v1/wenling/rules"])
def test_every_item_and_setting_is_named_in_both_languages(client, path):
    """Chinese names are Chinese, English names English (a Chinese term such as 得 may stay in them);
    /v1/rules is the same in every language."""
    body = client.get(path, headers={"Accept-Language": "zh"}).get_json()
    assert body == client.get(path).get_json()
    for item in body["items"]:
        assert _has_han(item["name"]) and not _has_latin(item["name"]) and _has_latin(item["english"])
    for setting in body["settings"]:
        assert _has_han(setting["chinese"]) and _has_han(setting["description_zh"])
        assert not _has_latin(setting["description_zh"]) and _has_latin(setting["description"])
        assert _has_latin(setting["english"]) and "_" not in setting["english"]  # words, not its field


def test_rule_sets_name_each_option_for_a_person_in_both_languages(client):
    """``GET /v1/rule-sets`` titles an option by its rule table's names, never by its field."""
    for rule_set in client.get("/v1/rule-sets").get_json()["rule_sets"]:
        settings = {s["name"]: s for s in client.get(rule_set["paths"]["rules"]).get_json()["settings"]
                    if "name" in s}
        for option in rule_set["options"]:
            setting = settings[option["name"]]
            assert option["title"] == {"zh": setting["chinese"], "en": setting["english"]}, option
            assert option["title"]["en"] != option["name"], option


def test_rule_sets_list_the_fields_each_analyze_request_takes(client):
    """``fields.analyze`` is what a rule set's analyze request takes: a field another rule set's takes and its
    own list leaves out is refused there, named by its path."""
    described = client.get("/v1/rule-sets").get_json()["rule_sets"]
    takes = {r["name"]: r["fields"]["analyze"] for r in described}
    assert takes["jiaojiang"] == ["de", "seat", "hand", "melds", "flipped", "drawn", "visible", "rules"]
    assert takes["gb"] == ["hand", "melds", "flowers", "seat", "round_wind", "visible"]
    for rule_set in described:
        own = takes[rule_set["name"]]
        others = {field for fields in takes.values() for field in fields} - set(own)
        assert others, rule_set["name"]
        asked = {name: value for name, value in (("hand", "1m"), ("de", "1m"), ("seat", "east")) if name in own}
        for field in sorted(others):
            refused = client.post(rule_set["paths"]["analyze"], json={**asked, field: 1})
            assert refused.status_code in (400, 422), (rule_set["name"], field)
            assert field in [e["path"] for e in refused.get_json()["errors"]], (rule_set["name"], field)


def _has_han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _has_latin(text: str) -> bool:
    return any(ch.isascii() and ch.isalpha() for ch in text)
