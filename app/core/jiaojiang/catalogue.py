"""Every scoring item and rule setting, with its rule id: the rule table.

The scorers build their items from these definitions, and ``GET /v1/rules``
publishes them, so the two cannot drift.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.hand import HandRules
from ..engine.tiles import RED, WHITE, Kind
from ..taizhou.items import Catalogue, ItemDef

CATALOGUE = Catalogue(
    (
        ItemDef("pair", "对子", "pair of own seat wind or a dragon", "R12", base=2),
        ItemDef("pung", "刻子", "exposed pung", "R13", base=2, base_honour_or_terminal=4),
        ItemDef("concealed_pung", "暗刻", "concealed pung", "R14", base=4, base_honour_or_terminal=8),
        ItemDef("kong", "明杠", "exposed kong", "R15", base=8, base_honour_or_terminal=16),
        ItemDef("concealed_kong", "暗杠", "concealed kong", "R16", base=16, base_honour_or_terminal=32),
        ItemDef("flipped", "翻白板/翻红中", "flipped tile", "R11", base=4, fan=1, per_tile=True),
        ItemDef("self_drawn", "自摸", "self-drawn win", "R17", base=2),
        ItemDef("single_wait", "单吊", "won on the pair", "R17", base=2),
        ItemDef("closed_wait", "嵌档", "won on the middle of a sequence", "R17", base=2),
        ItemDef("edge_wait", "靠柄", "won on the 3 of 1-2-3 or the 7 of 7-8-9", "R17", base=2),
        ItemDef("seat_wind_set", "门风刻", "pung or kong of own seat wind", "R21", fan=1),
        ItemDef("dragon_set", "字牌刻", "pung or kong of 中 发 白", "R21", fan=1),
        ItemDef("full_flush", "清一色", "one suit, no honours", "R21", fan=4),
        ItemDef("half_flush", "混一色", "honours and at most one suit", "R21", fan=2),
        ItemDef("all_pungs", "对对和", "every set a pung or kong", "R21", fan=2),
        ItemDef("all_chows", "旁和", "every set a sequence, two-sided wait", "R21", fan=1),
        ItemDef("last_tile", "海底捞月", "self-drawn on the last tile", "R21", fan=1),
        ItemDef("no_de", "无得", "no wild 得 in hand", "R22", fan=1),
        ItemDef("two_de", "2张得", "two wild 得 in hand", "R22", fan=1),
        ItemDef("three_de", "3张得", "three wild 得 in hand", "R22", fan=2),
        ItemDef("de_restored", "得还原", "得 used at its own face value", "R8", fan=1, per_tile=True),
        ItemDef("kong_replacement", "杠上开花", "self-drawn on a kong's replacement tile", "R21", fan=1),
        ItemDef("robbing_kong", "抢杠和", "won on a tile added to make a kong", "R21", fan=1),
        ItemDef("self_drawn_de", "自摸得", "self-drawn winning tile is a 得", "R21", fan=1),
        ItemDef("big_single_wait", "大吊车", "five melds, won on the pair", "R21", fan=1),
        ItemDef("four_winds", "四风会齐", "all four winds", "R24", fan=13),
    )
)
ITEMS = CATALOGUE.items


@dataclass(frozen=True)
class SettingDef:
    """A rule setting: its request name, default and rule, named and described in both languages."""

    name: str
    default: int
    rule: str
    chinese: str
    english: str
    description: str
    description_zh: str


SETTINGS: dict[str, SettingDef] = {
    s.name: s
    for s in (
        SettingDef("winner_bonus", 1, "R20", "基础牌点奖励", "base bonus",
                   "the bonus added to the winner's base points; Wenling and Taizhou apps use 20",
                   "加在和牌者基础牌点上的奖励；温岭、台州的应用用 20"),
    )
}

def flip_kind(de: Kind) -> Kind:
    """The flip tile (R10): 白板, or 红中 when 得 is 白板."""
    return RED if de == WHITE else WHITE


HAND = HandRules(tiles=16, wild=True)  # R5: five sets and a pair; R6: 得 wild

# Fixed numbers of the rulebook (§5–§6); the wall's (R33–R34) are the family's (``taizhou.wall``).
LIMIT_POINTS = 400  # R28: 劣子 at or above, after rounding
LIMIT_PAYMENT = 40  # R31–R32
