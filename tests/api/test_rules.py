"""GET /v1/rules publishes the rules core's catalogue."""
from __future__ import annotations

from app.core.catalogue import ITEMS, SETTINGS


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
        {"name": s.name, "default": s.default, "rule": s.rule, "description": s.description} for s in SETTINGS.values()
    ]
