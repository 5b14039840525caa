"""Every Wenling scoring item and rule setting with its W rule: the rule table
(RULES-wenling.md).  The scorers build their items from these definitions and
``GET /v1/wenling/rules`` can publish them, so the two cannot drift.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.hand import HandRules
from ..taizhou.items import Catalogue, ItemDef

CATALOGUE = Catalogue(
    (
        # W11: every player's base (胡)
        ItemDef("flipped_white", "翻白板", "flipped 白板 (white dragon)", "W11 W13", base=4, fan=1, per_tile=True),
        ItemDef("flipped_green", "翻发财", "flipped 发财 (green dragon)", "W11 W13", base=4, fan=1, per_tile=True),
        ItemDef("flipped_red", "翻红中", "flipped 红中 (red dragon)", "W11 W13", base=4, fan=1, per_tile=True),
        ItemDef("flipped_flower_own", "自家花", "flipped flower of one's own seat", "W11 W13", base=4, fan=1,
                per_tile=True),
        ItemDef("flipped_flower", "花", "flipped flower of another seat", "W11", base=4, per_tile=True),
        ItemDef("pair", "对子", "pair of own seat wind, 中 or 发", "W11", base=2),
        ItemDef("pung", "刻子", "exposed pung", "W11 R13", base=2, base_honour_or_terminal=4),
        ItemDef("concealed_pung", "暗刻", "concealed pung", "W11 R14", base=4, base_honour_or_terminal=8),
        ItemDef("kong", "明杠", "exposed kong", "W11 R15", base=8, base_honour_or_terminal=16),
        ItemDef("concealed_kong", "暗杠", "concealed kong", "W11 R16", base=16, base_honour_or_terminal=32),
        # W12: the winner's base
        ItemDef("self_drawn", "自摸", "self-drawn win", "W12", base=2),
        ItemDef("single_wait", "单吊", "won on the pair", "W12", base=2),
        ItemDef("closed_wait", "嵌档", "won on the middle of a sequence", "W12", base=2),
        ItemDef("edge_wait", "靠柄", "won on the 3 of 1-2-3 or the 7 of 7-8-9", "W12", base=2),
        # W13: every player's 番
        ItemDef("seat_wind_set", "门风刻", "pung or kong of own seat wind", "W13", fan=1),
        ItemDef("dragon_set", "中发刻", "pung or kong of 中 or 发", "W13", fan=1),
        # W14: the winner's 番
        ItemDef("four_winds", "四风全齐", "all four winds", "W14", fan=13),
        ItemDef("full_flush", "清一色", "one suit, no honours", "W14", fan=4),
        ItemDef("half_flush", "混一色", "honours and at most one suit", "W14", fan=2),
        ItemDef("all_pungs", "对对和", "every set a pung or kong", "W14", fan=2),
        ItemDef("all_chows", "旁和", "every set a sequence, two-sided wait", "W14", fan=1),
        ItemDef("no_de", "无得", "no wild 得 in hand", "W14", fan=1),
        ItemDef("two_de", "2张得", "two wild 得 in hand", "W14", fan=1),
        ItemDef("de_restored", "得还原", "得 used at its own face value", "W14", fan=1, per_tile=True),
        ItemDef("self_drawn_de", "自摸得", "self-drawn winning tile is a 得", "W14", fan=1),
        ItemDef("robbing_kong", "抢杠和", "won on a tile added to make a kong", "W14", fan=1),
        ItemDef("kong_replacement", "杠上开花", "self-drawn on a replacement tile", "W14", fan=1),
        # W9–W10: the limit win
        ItemDef("laizi", "腊子胡", "limit win: a fixed total of 500", "W9 W10"),
    )
)
ITEMS = CATALOGUE.items


@dataclass(frozen=True)
class SettingDef:
    """A rule setting: its request name, default, allowed values and rule, named and described in both languages."""

    name: str
    default: int | str
    rule: str
    chinese: str
    english: str
    description: str
    description_zh: str
    choices: tuple[str, ...] = ()


SETTINGS: dict[str, SettingDef] = {
    s.name: s
    for s in (
        SettingDef("winner_bonus", 20, "W12", "基础胡", "winner's base",
                   "the base added to the winner's points (基础 20 胡)",
                   "加在和牌者牌点上的基础胡（基础 20 胡）"),
        SettingDef("payment", "flat", "W18", "结算方式", "how payments scale by the dealer",
                   "flat (平搓, 1:1:1:1); side_half (闲家减半: halved between two non-dealers); "
                   "dealer_double (庄家翻倍: doubled when the dealer pays or is paid)",
                   "平搓（1:1:1:1）；闲家减半（两个闲家之间减半）；庄家翻倍（庄家付或收时翻倍）",
                   ("flat", "side_half", "dealer_double")),
        SettingDef("nao", "da", "W7", "闹", "大闹 or 小闹 (which honours are special)",
                   "da (大闹: under a wind 得, 中 发 白 are special too) or xiao (小闹)",
                   "大闹（得是风牌时中发白也翻出）或小闹", ("da", "xiao")),
    )
}

HAND = HandRules(tiles=16, wild=True, flowers=True)  # W4 (R5), W6: 得 wild; W1: flowers

# Fixed numbers of the rulebook; the wall's (W23, W20.1) are the family's (``taizhou.wall``).
CAP = 500  # W15: 最高牌点
LAIZI_POINTS = 500  # W10: a 腊子胡 winner's fixed total
