"""Worked 国标 tables, sittings and hands, and the answers the rules core
gives them, for the OpenAPI document (shown in ``/docs``, served by a mock,
settled by ``tests/api/test_gb.py``)."""
from __future__ import annotations

from typing import Any

from app.core.gb import analyse_mapping, settle_mapping, settle_sitting

# 东 wins 四条 on 北's discard, 嵌张: the other three 四条 are in sight (南's chi,
# 西's and 北's rivers before the discard), so 和绝张 (G58, G-W3).
# 清龙 16 + 和绝张 4 + 门前清 2 + 平和 2 + 嵌张 1 = 25, + 花牌 1 = 26;
# 北 pays 8 + 26 = 34, 南 and 西 8 each (G-P2).
LAST_OF_KIND = {
    "round_wind": "south",
    "seats": {
        "east": {"name": "阿明", "hand": "123m 456m 789m 11p 35s", "flowers": "2f", "discards": "9p 1z 2z"},
        "south": {"name": "小红", "hand": "123p 456p 789p 1z", "melds": [{"type": "chi", "tiles": "345s",
                                                                         "claimed": "4s"}], "discards": "1s 7z"},
        "west": {"name": "老陈", "discards": "9s 4s 5z"},
        "north": {"name": "Ann", "discards": "4s 2s 4s"},
    },
    "win": {"seat": "east", "tile": "4s", "self_drawn": False, "discarder": "north"},
}
# 南 draws 九条 to 十三幺 (G7, 88) + 自摸 1, + 花牌 2 = 91: each pays 8 + 91 = 99 (G-P1).
THIRTEEN_ORPHANS = {
    "seats": {
        "east": {"name": "阿明"},
        "south": {"name": "小红", "hand": "19m 19p 19s 1234567z", "flowers": "1f 5f"},
        "west": {"name": "老陈"},
        "north": {"name": "Ann"},
    },
    "win": {"seat": "south", "tile": "9s", "self_drawn": True},
}
# Hand 8 (南风圈): 西 draws 八万 from the kong's replacement: 杠上开花 8 + 箭刻 2 + 明杠 1 + 单钓将 1,
# + 花牌 1 = 13, each pays 21 (G-P1). Before hand 9 东 and 南 swap, 西 and 北 (G-S2): 西 deals hand 9.
KONG_REPLACEMENT = {
    "round_wind": "south",
    "hand": 8,
    "seats": {
        "east": {}, "south": {}, "north": {},
        "west": {"hand": "234p 567s 8m", "flowers": "3f",
                 "melds": [{"type": "kong", "tiles": "6666z", "claimed": "6z"},
                           {"type": "chi", "tiles": "345p", "claimed": "3p"}]},
    },
    "win": {"seat": "west", "tile": "8m", "self_drawn": True, "kong_replacement": True},
}
DRAW = {"round_wind": "west", "hand": 12, "seats": {"east": {}, "south": {}, "west": {}, "north": {}}, "win": None}

REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "last_of_kind_from_sight": {"summary": "东 wins on 北's discard; 和绝张 from the tiles in sight",
                                "value": LAST_OF_KIND},
    "thirteen_orphans_self_drawn": {"summary": "南 draws 十三幺, with two flowers", "value": THIRTEEN_ORPHANS},
    "kong_replacement_before_the_swap": {"summary": "hand 8: 杠上开花, then the 西-round swap",
                                         "value": KONG_REPLACEMENT},
    "draw": {"summary": "荒庄: nobody pays", "value": DRAW},
}
RESPONSE_EXAMPLE = settle_mapping(LAST_OF_KIND).to_dict()


def _in_sitting(table: dict) -> dict:
    """A table as a hand of a sitting: no round wind, number or names (the sitting gives them)."""
    seats = {seat: {k: v for k, v in given.items() if k != "name"} for seat, given in table["seats"].items()}
    return {"seats": seats, "win": table["win"]}


# Hand 5 (南风圈): 南 holds 南 as a concealed pung: 圈风刻 and 门风刻 (G60, G61).
PREVALENT_AND_SEAT_WIND = {
    "seats": {"east": {}, "south": {"hand": "222z 123m 456m 789m 5p"}, "west": {}, "north": {}},
    "win": {"seat": "south", "tile": "5p", "self_drawn": False, "discarder": "east"},
}
SESSION_EXAMPLES: dict[str, dict[str, Any]] = {
    "five_hands": {
        "summary": "five hands: 和绝张, 十三幺, 荒庄, 杠上开花, then the 南 round's wind pungs",
        "value": {
            "players": {"east": "阿明", "south": "小红", "west": "老陈", "north": "Ann"},
            "hands": [_in_sitting(table) for table in (LAST_OF_KIND, THIRTEEN_ORPHANS, DRAW, KONG_REPLACEMENT)]
            + [PREVALENT_AND_SEAT_WIND],
        },
    },
}
SESSION_EXAMPLE = settle_sitting(SESSION_EXAMPLES["five_hands"]["value"]).to_dict()

ANALYZE_EXAMPLES: dict[str, dict[str, Any]] = {
    "ready_one_wait_reaches_8": {
        "summary": "ready on 三万 六万 九万: only 九万 (清龙) reaches 8 without flowers",
        "value": {"hand": "123m 456m 78m 789s 11p", "flowers": "1f", "visible": "9m 9m"},
    },
    "knitted_ready": {
        "summary": "全不靠 with 组合龙, ready on 白 发 中",
        "value": {"hand": "147m 258p 369s 1234z", "seat": "south", "round_wind": "south"},
    },
}
ANALYSIS_EXAMPLE = analyse_mapping(ANALYZE_EXAMPLES["ready_one_wait_reaches_8"]["value"]).to_dict()
