"""Wenling's problem codes (besides the engine's) and the messages that
refuse what a Wenling table cannot hold.  Rule ids and tile codes are
arguments, so that each language's form holds only its own words."""
from __future__ import annotations

from ..engine.messages import template

# Problem codes: stable strings clients may switch on.
SPECIAL_TILE = "special_tile"
NOT_SPECIAL = "not_a_special_tile"
NOT_IN_WENLING = "not_in_wenling"
RULE_SETTING = "rule_setting"
REQUEST_SHAPE = "request_shape"
LAIZI = "laizi_contradicted"
BAO = "bao_contradicted"
LOST_RIGHT = "lost_right_to_win"
HEAVENLY = "heavenly_contradicted"

CODES = (SPECIAL_TILE, NOT_SPECIAL, NOT_IN_WENLING, RULE_SETTING, REQUEST_SHAPE, LAIZI, BAO, LOST_RIGHT, HEAVENLY)

SPECIAL_HELD = template(
    "wenling.special_held",
    zh="第 {pos} 个字符：{tile} {name} 在这一局是特殊牌：摸到就亮出补牌，不会在手里、副露里或牌河里（{rule}）",
    en="position {pos}: {tile} {name} is a special tile under this 得: laid out when drawn and replaced, "
    "never in a hand, a meld or a river ({rule})",
)
DE_MELDED = template("wenling.de_in_meld", zh="第 {pos} 个字符：{tile} 是得，不能用来吃、碰、杠（{rule}）",
                     en="position {pos}: {tile} is a 得, which cannot be used in 吃/碰/杠 ({rule})")
NOT_SPECIAL_FLIPPED = template(
    "wenling.not_special",
    zh="第 {pos} 个字符：{tile} {name} 在这一局不是特殊牌，不会翻出来（{rule}）",
    en="position {pos}: {tile} {name} is not a special tile under this 得 and 闹, so it is never laid out ({rule})",
)
REFUSED_FIELD = template("wenling.refused_field", zh="温岭麻将没有 '{field}'：{why}（{rule}）",
                         en="Wenling has no '{field}': {why} ({rule})")
WHY_DAN = template("wenling.why_dan", zh="没有弹", en="there is no 弹")
WHY_STAKES = template("wenling.why_stakes", zh="没有扔弹", en="there is no 扔弹")
WHY_FLIPPED = template("wenling.why_flipped", zh="特殊牌按种类写在 '{field}' 里，不写张数",
                       en="special tiles are listed by kind in '{field}', not counted")
WHY_DIANPAO = template("wenling.why_dianpao", zh="没有点炮，由包三家代替（用 '{field}'）",
                       en="包三家 replaces 点炮 (use '{field}')")
WHY_LAST_TILE = template("wenling.why_last_tile", zh="没有海底捞月", en="there is no 海底捞月")
UNKNOWN_SETTING = template("wenling.unknown_setting", zh="没有这个规则设置；可用的有：{known}",
                           en="no such rule setting; the settings are {known}")
BAD_CHOICE = template("wenling.bad_choice", zh="{value} 不是可选的值；可选：{choices}（{rule}）",
                      en="{value} is not one of {choices} ({rule})")
BAD_VALUE = template("wenling.bad_value", zh="应为{what}", en="expected {what}")
WHAT_STRING = template("wenling.what_string", zh="一串牌（字符串）", en="a tile string")
WHAT_OBJECT = template("wenling.what_object", zh="一个对象", en="an object")
WHAT_LIST = template("wenling.what_list", zh="一个列表", en="a list")
WHAT_BOOL = template("wenling.what_bool", zh="true 或 false", en="true or false")
WHAT_BOOL_OR_NULL = template("wenling.what_bool_or_null", zh="true、false 或 null", en="true, false or null")
WHAT_COUNT = template("wenling.what_count", zh="一个不小于 {least} 的整数", en="a whole number of at least {least}")
WHAT_SEAT = template("wenling.what_seat", zh="一个座位（{seats}）", en="a seat ({seats})")
WHAT_MELD_TYPE = template("wenling.what_meld_type", zh="副露种类（{types}）", en="a meld type ({types})")
MISSING = template("wenling.missing", zh="缺少这一项", en="missing")
