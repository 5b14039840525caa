"""Worked requests (and one response) for the OpenAPI document.

schemathesis sends the requests in its examples phase; tests/api check that
each settles and that the response example is what the core answers.
"""
from __future__ import annotations

from typing import Any

_QUIET_HANDS = {
    "east": {"hand": "1122p 5566p 3344s 7788s", "melds": [], "flipped": 0},
    "west": {"hand": "3344p 7788p 1122s 5566s", "melds": [], "flipped": 0},
    "north": {"hand": "12345678p 12345678s", "melds": [], "flipped": 0},
}

_DISCARD_WIN = {
    "de": "9p",
    "seats": {
        **_QUIET_HANDS,
        "south": {"name": "老王", "hand": "123m 234m 345m 78m 999s 88m", "melds": [], "flipped": 0},
    },
    "win": {"seat": "south", "tile": "6m", "self_drawn": False, "discarder": "west"},
}

REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "discard_win": {
        "summary": "南家 wins on 西家's 6m",
        "value": _DISCARD_WIN,
    },
    "self_drawn_with_dan_and_stakes": {
        "summary": "西家 self-draws 清一色 对对和 (劣子), 弹 5 in the dealer's 2nd hand, with 扔弹",
        "value": {
            "de": "9p",
            "dan": 5,
            "dealer_streak": 2,
            "seats": {
                **_QUIET_HANDS,
                "south": {"hand": "3344p 7788p 1122s 5566s", "melds": [], "flipped": 0},
                "west": {"hand": "111m 2m 333m 555m 777m 999m", "melds": [], "flipped": 0},
            },
            "stakes": [
                {"between": ["west", "east"], "amount": 10},
                {"between": ["west", "south"], "amount": 5},
                {"between": ["north", "east"], "amount": 20},
            ],
            "win": {"seat": "west", "tile": "2m", "self_drawn": True},
        },
    },
    "dianpao": {
        "summary": "点炮: 西家 discards a live tile; 西家 pays for everyone",
        "value": {
            "de": "9p",
            "seats": {
                "east": {"hand": "268p 444p 1357s 9m 111z 66z", "melds": [], "flipped": 0},
                "south": {"hand": "123m 234m 345m 78m 999s 88m", "melds": [], "flipped": 0},
                "west": {"hand": "268p 123457s 9s 333777z", "melds": [], "flipped": 0},
                "north": {"hand": "999m 137p 555p 2468s 222z", "melds": [], "flipped": 0},
            },
            "win": {"seat": "south", "tile": "6m", "self_drawn": False, "discarder": "west", "dianpao": True},
        },
    },
    "draw": {
        "summary": "黄牌: the wall is down to 16 tiles and nobody won",
        "value": {
            "de": "9p",
            "seats": {
                **_QUIET_HANDS,
                "south": {"hand": "123m 234m 345m 78m 999s 88m", "melds": [], "flipped": 0},
            },
            "win": None,
            "wall_remaining": 16,
        },
    },
}


def _loser(net: int) -> dict:
    return {
        "name": None, "base": 0, "bonus": 0, "fan": 0, "raw": 0, "points": 0, "limit": False,
        "counted": False, "net": net, "items": [], "reading": None,
    }


RESPONSE_EXAMPLE = {
    "outcome": "win",
    "winner": "south",
    "live_phase": None,
    "dianpao": {
        "applied": False,
        "discarder": None,
        "decided_by": "no_evidence",
        "reason": "not stated, and no rivers and no wall count to decide it from: settled normally (R38)",
    },
    "players": {
        "east": _loser(-2),
        "south": {
            "name": "老王",
            "base": 8,
            "bonus": 1,
            "fan": 1,
            "raw": 18,
            "points": 20,
            "limit": False,
            "counted": False,
            "net": 4,
            "items": [
                {"code": "concealed_pung", "name": "暗刻", "english": "concealed pung", "tiles": "999s",
                 "base": 8, "fan": 0, "rule": "R14"},
                {"code": "no_de", "name": "无得", "english": "no wild 得 in hand", "tiles": "",
                 "base": 0, "fan": 1, "rule": "R22"},
            ],
            "reading": "123m 234m 345m 678m 999s 88m | won on 6m in 678m",
        },
        "west": _loser(-1),
        "north": _loser(-1),
    },
    "payments": [
        {"from": "east", "to": "south", "amount": 2, "kind": "win", "on_behalf_of": None},
        {"from": "west", "to": "south", "amount": 1, "kind": "win", "on_behalf_of": None},
        {"from": "north", "to": "south", "amount": 1, "kind": "win", "on_behalf_of": None},
    ],
    "next": {
        "dealer": "south",
        "dealer_streak": 1,
        "seats": {"east": "north", "south": "east", "west": "south", "north": "west"},
        "stakes_carry_over": False,
    },
}
