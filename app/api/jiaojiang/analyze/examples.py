"""Worked requests and one response for the OpenAPI document of ``POST /v1/analyze``.

schemathesis sends the requests in its examples phase; tests/api check that
each is answered and that the response example is what the core answers.
"""
from __future__ import annotations

from typing import Any

_READY = {"de": "9p", "seat": "south", "hand": "123m 234m 345m 78m 999s 88m",
          "melds": [], "flipped": 0, "drawn": None, "visible": "6m 6m 9m", "rules": {"winner_bonus": 1}}

REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "ready": {
        "summary": "南家 is ready (听牌) on 6m, 7m, 9m and a drawn 得 (9p); 6m 6m 9m are in sight",
        "value": _READY,
    },
    "drawn": {
        "summary": "The same hand draws 6m: a self-drawn win, and what each discard would leave",
        "value": _READY | {"drawn": "6m"},
    },
    "one_from_ready": {
        "summary": "东家 with a 中 pong, one tile from ready, draws 东",
        "value": {"de": "9p", "hand": "13m 4568p 24s 55s 9p 66z", "melds": [{"type": "pong", "tiles": "777z"}],
                  "drawn": "1z"},
    },
}


def _item(code: str, name: str, english: str, tiles: str, base: int, fan: int, rule: str) -> dict:
    return {"code": code, "name": name, "english": english, "tiles": tiles, "base": base, "fan": fan, "rule": rule}


_PUNG_999S = _item("concealed_pung", "暗刻", "concealed pung", "999s", 8, 0, "R14")
_NO_DE = _item("no_de", "无得", "no wild 得 in hand", "", 0, 1, "R22")
_PUNG_888M = _item("concealed_pung", "暗刻", "concealed pung", "888m", 4, 0, "R14")
_SINGLE_77M = _item("single_wait", "单吊", "won on the pair", "77m", 2, 0, "R17")


def _self_drawn(tile: str) -> dict:
    return _item("self_drawn", "自摸", "self-drawn win", tile, 2, 0, "R17")


def _score(points: int, base: int, fan: int, items: list, reading: str) -> dict:
    raw = (base + 1) << fan
    return {"points": points, "limit": False, "base": base, "bonus": 1, "fan": fan, "raw": raw,
            "items": items, "reading": reading}


_ON_678 = "123m 234m 345m 678m 999s 88m | won on 6m in 678m"
_ON_789 = "123m 234m 345m 789m 999s 88m | won on 9m in 789m"
_ON_77 = "123m 234m 345m 888m 999s 77m | won on 7m in 77m (单吊)"
_DE_ON_77 = _ON_77 + " | 得 9p→7m"
_SELF_DRAWN_DE = _item("self_drawn_de", "自摸得", "self-drawn winning tile is a 得", "9p", 0, 1, "R21")

RESPONSE_EXAMPLE = {
    "shanten": 0,
    "ready": True,
    "waits": [
        {"tile": "6m", "remaining": 2,
         "discard_win": _score(20, 8, 1, [_PUNG_999S, _NO_DE], _ON_678),
         "self_drawn": _score(30, 10, 1, [_PUNG_999S, _self_drawn("6m"), _NO_DE], _ON_678)},
        {"tile": "7m", "remaining": 3,
         "discard_win": _score(30, 14, 1, [_PUNG_888M, _PUNG_999S, _SINGLE_77M, _NO_DE], _ON_77),
         "self_drawn": _score(40, 16, 1, [_PUNG_888M, _PUNG_999S, _self_drawn("7m"), _SINGLE_77M, _NO_DE], _ON_77)},
        {"tile": "9m", "remaining": 3,
         "discard_win": _score(20, 8, 1, [_PUNG_999S, _NO_DE], _ON_789),
         "self_drawn": _score(30, 10, 1, [_PUNG_999S, _self_drawn("9m"), _NO_DE], _ON_789)},
        {"tile": "9p", "remaining": 3,
         "discard_win": _score(20, 14, 0, [_PUNG_888M, _PUNG_999S, _SINGLE_77M], _DE_ON_77),
         "self_drawn": _score(40, 16, 1, [_PUNG_888M, _PUNG_999S, _self_drawn("9p"), _SINGLE_77M, _SELF_DRAWN_DE],
                              _DE_ON_77)},
    ],
    "improving": [{"tile": "6m", "remaining": 2}, {"tile": "7m", "remaining": 3}, {"tile": "9m", "remaining": 3},
                  {"tile": "9p", "remaining": 3}],
    "win": None,
    "discards": None,
}
