"""Every scoring item and rule setting, with its rule id: the rule table.

The scorers build their items from these definitions, and ``GET /v1/rules``
publishes them, so the two cannot drift.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ItemDef:
    code: str
    name: str  # Chinese
    english: str
    rule: str
    base: str  # how many 和, in words: "8 honour-or-terminal / 4 other"
    fan: str


def _item(code: str, name: str, english: str, rule: str, base: str = "0", fan: str = "0") -> ItemDef:
    return ItemDef(code, name, english, rule, base, fan)


ITEMS: dict[str, ItemDef] = {
    d.code: d
    for d in (
        _item("pair", "对子", "pair of own seat wind or a dragon", "R12", base="2"),
        _item("pung", "刻子", "exposed pung", "R13", base="4 honour-or-terminal / 2 other"),
        _item("concealed_pung", "暗刻", "concealed pung", "R14", base="8 honour-or-terminal / 4 other"),
        _item("kong", "明杠", "exposed kong", "R15", base="16 honour-or-terminal / 8 other"),
        _item("concealed_kong", "暗杠", "concealed kong", "R16", base="32 honour-or-terminal / 16 other"),
        _item("flipped", "翻牌", "flipped tile (翻白板 / 翻红中)", "R11", base="4 each", fan="1 each"),
        _item("self_drawn", "自摸", "self-drawn win", "R17", base="2"),
        _item("single_wait", "单吊", "won on the pair", "R17", base="2"),
        _item("closed_wait", "嵌档", "won on the middle of a sequence", "R17", base="2"),
        _item("edge_wait", "靠柄", "won on the 3 of 1-2-3 or the 7 of 7-8-9", "R17", base="2"),
        _item("seat_wind_set", "门风刻", "pung or kong of own seat wind", "R21", fan="1"),
        _item("dragon_set", "字牌刻", "pung or kong of 中 发 白", "R21", fan="1"),
        _item("full_flush", "清一色", "one suit, no honours", "R21", fan="4"),
        _item("half_flush", "混一色", "honours and at most one suit", "R21", fan="2"),
        _item("all_pungs", "对对和", "every set a pung or kong", "R21", fan="2"),
        _item("all_chows", "旁和", "every set a sequence, two-sided wait", "R21", fan="1"),
        _item("last_tile", "海底捞月", "self-drawn on the last tile", "R21", fan="1"),
        _item("no_de", "无得", "no wild 得 in hand", "R22", fan="1"),
        _item("two_de", "2张得", "two wild 得 in hand", "R22", fan="1"),
        _item("three_de", "3张得", "three wild 得 in hand", "R22", fan="2"),
        _item("de_restored", "得还原", "得 used at its own face value", "R8", fan="1 each"),
        _item("kong_replacement", "杠上开花", "self-drawn on a kong's replacement tile", "R21", fan="1"),
        _item("robbing_kong", "抢杠和", "won on a tile added to make a kong", "R21", fan="1"),
        _item("self_drawn_de", "自摸得", "self-drawn winning tile is a 得", "R21", fan="1"),
        _item("big_single_wait", "大吊车", "five melds, won on the pair", "R21", fan="1"),
        _item("four_winds", "四风会齐", "all four winds", "R24", fan="13"),
    )
}


@dataclass(frozen=True)
class SettingDef:
    name: str
    default: int
    rule: str
    description: str


SETTINGS = (
    SettingDef("winner_bonus", 1, "R20", "基础牌点奖励 added to the winner's base; Wenling and Taizhou apps use 20"),
)

# Fixed numbers of the rulebook (§5–§6).
LIMIT_POINTS = 400  # R28: 劣子 at or above, after rounding
LIMIT_PAYMENT = 40  # R31–R32
WIN_MIN_WALL = 16  # R33
LIVE_PHASE_WALL = 31  # R34: 15 stacks, or 15 and a lone top tile
