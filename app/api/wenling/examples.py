"""Worked Wenling requests (from the rulebook's worked examples) and the
answers the rules core gives them, for the OpenAPI document."""

from __future__ import annotations

from typing import Any

from app.core.wenling import analyse_mapping, settle_mapping, settle_sitting

REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "plain_discard_kao_bing": {
        "summary": "西家 wins on 北家's 3s (靠柄)",
        "value": {
            "de": "2m",
            "seats": {
                "east": {"hand": "1188m 3399s 557p 11z", "melds": [{"type": "pong", "tiles": "777z"}]},
                "south": {"hand": "3366m 5588s 2299p 33z 4z 6s", "melds": [], "flipped_tiles": "5z"},
                "west": {"hand": "123p 456p 789p 12s 44s 666z", "melds": []},
                "north": {"hand": "444z 567m 789m 3478s 99s 1p", "melds": []},
            },
            "win": {"seat": "west", "tile": "3s", "self_drawn": False, "discarder": "north"},
        },
    },
    "flower_de_self_drawn_dealer_double": {
        "summary": "a flower 得, self-drawn, 庄家翻倍",
        "value": {
            "de": "6f",
            "rules": {"payment": "dealer_double"},
            "dealer_streak": 2,
            "seats": {
                "east": {"hand": "234m 567m 345p 789p 11s 9s 8f", "melds": [], "flipped_tiles": "1f 6z"},
                "south": {"hand": "1122p 6699p 3355m 88m 7s 5f", "melds": []},
                "west": {"hand": "4466s 3388s 44m 99m 2z 3z 44z", "melds": [], "flipped_tiles": "2f 7z"},
                "north": {"hand": "111z 222z 66m 88p 5s 6s 3z 7m 9m 1m", "melds": []},
            },
            "win": {"seat": "east", "tile": "9s", "self_drawn": True},
        },
    },
    "bao_from_rivers_claimed_tile": {
        "summary": "包三家 decided from the rivers",
        "value": {
            "de": "7p",
            "wall_remaining": 24,
            "seats": {
                "east": {
                    "hand": "44m 77m 99p 33s 55s 66p 11z 2z 9s",
                    "melds": [],
                    "flipped_tiles": "5z",
                    "discards": "9m 1z",
                },
                "south": {"hand": "4s 66s 11p 22p 33p 88m 55m 6m 2s 8p", "melds": [], "discards": "5p 8s"},
                "west": {"hand": "33m 44m 77s 22s 1z 4z 8p 9p 3s 7m 1m 2z", "melds": [], "discards": "3z 4z"},
                "north": {
                    "hand": "13m 456p 123p 999s 66z",
                    "melds": [{"type": "chi", "tiles": "345s", "claimed": "4s"}],
                    "discards": "2z 1s",
                },
            },
            "win": {"seat": "north", "tile": "2m", "self_drawn": False, "discarder": "south"},
        },
    },
    "laizi_four_fa_kong_dealer_double": {
        "summary": "腊子胡: four 发财",
        "value": {
            "de": "3m",
            "rules": {"payment": "dealer_double"},
            "seats": {
                "east": {"hand": "2255m 6688p 1133s 99m 34p", "melds": [], "flipped_tiles": "5z 5z"},
                "south": {"hand": "77z 111p 44s 66s 88s 5p 7p 9s 2s 5s", "melds": []},
                "west": {"hand": "147m 258p 369s 1z 2z 4z 7z", "melds": [{"type": "kong", "tiles": "6666z"}]},
                "north": {"hand": "5566p 78m 78m 99p 3s 33z 4s 5s 6s", "melds": []},
            },
            "win": {"seat": "west", "tile": "9p", "self_drawn": True, "kong_replacement": True, "laizi": True},
        },
    },
}
RESPONSE_EXAMPLE = settle_mapping(REQUEST_EXAMPLES["plain_discard_kao_bing"]["value"]).to_dict()

_PLAIN = REQUEST_EXAMPLES["plain_discard_kao_bing"]["value"]
_LAIZI = REQUEST_EXAMPLES["laizi_four_fa_kong_dealer_double"]["value"]
SESSION_EXAMPLES: dict[str, dict[str, Any]] = {
    "two_hands": {
        "summary": "西家 wins on a discard, then 腊子胡 in the next hand's seats",
        "value": {
            "players": {"east": "阿明", "south": "小红", "west": "老陈", "north": "Ann"},
            "rules": _LAIZI["rules"],
            "hands": [{k: v for k, v in hand.items() if k != "rules"} for hand in (_PLAIN, _LAIZI)],
        },
    },
}
SESSION_EXAMPLE = settle_sitting(SESSION_EXAMPLES["two_hands"]["value"]).to_dict()

ANALYZE_EXAMPLES: dict[str, dict[str, Any]] = {
    "ready": {
        "summary": "a ready hand under a wind 得",
        "value": {"de": "1z", "seat": "south", "hand": "123m 234m 345m 78m 999s 88m"},
    },
}
ANALYSIS_EXAMPLE = analyse_mapping(ANALYZE_EXAMPLES["ready"]["value"]).to_dict()
