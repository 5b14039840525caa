"""The 81 fans (番种) of the Chinese Official rules as data: each with its
G-id (RULES-gb.md §5), its value, its Chinese and English names, and what
it excludes (不计): the 1998 rules' 不重复 principle as 《国标麻将规则释义》
reads it.

A fan's index is its G number (``FANS[1]`` is G1 大四喜); a hand's fans are
a list of counts by that index, so that scoring builds no objects.

Decisions (where the 1998 text is silent, the common interpretation's
reading, as the widely used calculators count it):

- 清幺九 also excludes 双同刻 (the two pungs of 1s and 9s are the hand itself);
  三同刻 with 清幺九 is still counted.
- 全不靠 / 七星不靠 / 十三幺 / 七对 / 连七对 / 九莲宝灯 are counted as the
  interpretation lists them (``special``): the fans their shape implies are
  not counted again.
- 幺九刻 (G73) is one per pung of 1s, 9s or winds not already counted in a
  wind fan (圈风刻, 门风刻, 三风刻, 小四喜, 大四喜) or in a hand-wide fan
  that implies it (清幺九, 混幺九, 字一色): ``pungs.terminal_pungs``.
"""
from __future__ import annotations

from typing import NamedTuple


class Fan(NamedTuple):
    """One fan: G-id ``G{index}``, stable ``code``, value, names, and the fans it excludes (by index)."""

    index: int  # type: ignore[assignment]  # the G number; the field (a public name) shadows tuple.index
    code: str
    fan: int
    name: str
    english: str
    excludes: tuple[int, ...]

    @property
    def rule(self) -> str:
        return f"G{self.index}"


_ROWS = (
    # index, code, fan, 中文, English, excludes (G numbers)
    (1, "big_four_winds", 88, "大四喜", "Big Four Winds", (38, 48, 60, 61, 73)),
    (2, "big_three_dragons", 88, "大三元", "Big Three Dragons", (54, 59)),
    (3, "all_green", 88, "绿一色", "All Green", (49, 75)),
    (4, "nine_gates", 88, "九莲宝灯", "Nine Gates", (22, 56, 62, 73, 76)),
    (5, "four_kongs", 88, "四杠", "Four Kongs", (17, 48, 53, 57, 67, 74, 79)),
    (6, "seven_shifted_pairs", 88, "连七对", "Seven Shifted Pairs", (19, 22, 56, 62, 76, 79)),
    (7, "thirteen_orphans", 88, "十三幺", "Thirteen Orphans", (18, 51, 56, 62, 79)),
    (8, "all_terminals", 64, "清幺九", "All Terminals", (18, 48, 55, 65, 73, 76)),
    (9, "little_four_winds", 64, "小四喜", "Little Four Winds", (38, 73)),
    (10, "little_three_dragons", 64, "小三元", "Little Three Dragons", (54, 59)),
    (11, "all_honors", 64, "字一色", "All Honors", (18, 48, 55, 73, 75)),
    (12, "four_concealed_pungs", 64, "四暗刻", "Four Concealed Pungs", (33, 48, 56, 62, 66)),
    (13, "pure_terminal_chows", 64, "一色双龙会", "Pure Terminal Chows", (19, 22, 63, 69, 72, 76)),
    (14, "quadruple_chow", 48, "一色四同顺", "Quadruple Chow", (23, 64, 69)),
    (15, "four_pure_shifted_pungs", 48, "一色四节高", "Four Pure Shifted Pungs", (24, 48)),
    (16, "four_pure_shifted_chows", 32, "一色四步高", "Four Pure Shifted Chows", (30, 71, 72)),
    (17, "three_kongs", 32, "三杠", "Three Kongs", (53, 57, 67, 74)),
    (18, "all_terminals_and_honors", 32, "混幺九", "All Terminals and Honors", (48, 55, 73)),
    (19, "seven_pairs", 24, "七对", "Seven Pairs", (56, 62, 79)),
    (20, "greater_honors_and_knitted_tiles", 24, "七星不靠", "Greater Honors and Knitted Tiles",
     (34, 51, 56, 62, 79)),
    (21, "all_even_pungs", 24, "全双刻", "All Even Pungs", (48, 68, 76)),
    (22, "full_flush", 24, "清一色", "Full Flush", (75, 76)),
    (23, "pure_triple_chow", 24, "一色三同顺", "Pure Triple Chow", (24, 69)),
    (24, "pure_shifted_pungs", 24, "一色三节高", "Pure Shifted Pungs", (23,)),
    (25, "upper_tiles", 24, "全大", "Upper Tiles", (36, 76)),
    (26, "middle_tiles", 24, "全中", "Middle Tiles", (68, 76)),
    (27, "lower_tiles", 24, "全小", "Lower Tiles", (37, 76)),
    (28, "pure_straight", 16, "清龙", "Pure Straight", (71, 72)),
    (29, "three_suited_terminal_chows", 16, "三色双龙会", "Three-Suited Terminal Chows", (63, 70, 72, 76)),
    (30, "pure_shifted_chows", 16, "一色三步高", "Pure Shifted Chows", ()),
    (31, "all_fives", 16, "全带五", "All Fives", (68, 76)),
    (32, "triple_pung", 16, "三同刻", "Triple Pung", (65,)),
    (33, "three_concealed_pungs", 16, "三暗刻", "Three Concealed Pungs", (66,)),
    (34, "lesser_honors_and_knitted_tiles", 12, "全不靠", "Lesser Honors and Knitted Tiles", (51, 56, 62, 79)),
    (35, "knitted_straight", 12, "组合龙", "Knitted Straight", ()),
    (36, "upper_four", 12, "大于五", "Upper Four", (76,)),
    (37, "lower_four", 12, "小于五", "Lower Four", (76,)),
    (38, "big_three_winds", 12, "三风刻", "Big Three Winds", ()),
    (39, "mixed_straight", 8, "花龙", "Mixed Straight", ()),
    (40, "reversible_tiles", 8, "推不倒", "Reversible Tiles", (75,)),
    (41, "mixed_triple_chow", 8, "三色三同顺", "Mixed Triple Chow", (70,)),
    (42, "mixed_shifted_pungs", 8, "三色三节高", "Mixed Shifted Pungs", ()),
    (43, "chicken_hand", 8, "无番和", "Chicken Hand", ()),
    (44, "last_tile_draw", 8, "妙手回春", "Last Tile Draw", (80,)),
    (45, "last_tile_claim", 8, "海底捞月", "Last Tile Claim", ()),
    (46, "out_with_replacement_tile", 8, "杠上开花", "Out with Replacement Tile", (80,)),
    (47, "robbing_the_kong", 8, "抢杠和", "Robbing the Kong", (58,)),
    (48, "all_pungs", 6, "碰碰和", "All Pungs", ()),
    (49, "half_flush", 6, "混一色", "Half Flush", (75,)),
    (50, "mixed_shifted_chows", 6, "三色三步高", "Mixed Shifted Chows", ()),
    (51, "all_types", 6, "五门齐", "All Types", ()),
    (52, "melded_hand", 6, "全求人", "Melded Hand", (79,)),
    (53, "two_concealed_kongs", 6, "双暗杠", "Two Concealed Kongs", (66, 67)),
    (54, "two_dragon_pungs", 6, "双箭刻", "Two Dragon Pungs", (59,)),
    (55, "outside_hand", 4, "全带幺", "Outside Hand", ()),
    (56, "fully_concealed_hand", 4, "不求人", "Fully Concealed Hand", (62, 80)),
    (57, "two_melded_kongs", 4, "双明杠", "Two Melded Kongs", (74,)),
    (58, "last_tile", 4, "和绝张", "Last Tile", ()),
    (59, "dragon_pung", 2, "箭刻", "Dragon Pung", ()),
    (60, "prevalent_wind", 2, "圈风刻", "Prevalent Wind", ()),
    (61, "seat_wind", 2, "门风刻", "Seat Wind", ()),
    (62, "concealed_hand", 2, "门前清", "Concealed Hand", ()),
    (63, "all_chows", 2, "平和", "All Chows", (76,)),
    (64, "tile_hog", 2, "四归一", "Tile Hog", ()),
    (65, "double_pung", 2, "双同刻", "Double Pung", ()),
    (66, "two_concealed_pungs", 2, "双暗刻", "Two Concealed Pungs", ()),
    (67, "concealed_kong", 2, "暗杠", "Concealed Kong", ()),
    (68, "all_simples", 2, "断幺", "All Simples", (76,)),
    (69, "pure_double_chow", 1, "一般高", "Pure Double Chow", ()),
    (70, "mixed_double_chow", 1, "喜相逢", "Mixed Double Chow", ()),
    (71, "short_straight", 1, "连六", "Short Straight", ()),
    (72, "two_terminal_chows", 1, "老少副", "Two Terminal Chows", ()),
    (73, "pung_of_terminals_or_honors", 1, "幺九刻", "Pung of Terminals or Honors", ()),
    (74, "melded_kong", 1, "明杠", "Melded Kong", ()),
    (75, "one_voided_suit", 1, "缺一门", "One Voided Suit", ()),
    (76, "no_honors", 1, "无字", "No Honors", ()),
    (77, "edge_wait", 1, "边张", "Edge Wait", ()),
    (78, "closed_wait", 1, "嵌张", "Closed Wait", ()),
    (79, "single_wait", 1, "单钓将", "Single Wait", ()),
    (80, "self_drawn", 1, "自摸", "Self-Drawn", ()),
    (81, "flower_tiles", 1, "花牌", "Flower Tiles", ()),
)

FANS: tuple[None, *tuple[Fan, ...]] = (None, *(Fan(*row) for row in _ROWS))


def fan_at(index: int) -> Fan:
    """The fan whose G number is ``index`` (1–81): ``FANS[index]``, never the unused 0."""
    fan = FANS[index]
    assert fan is not None  # a G number names a fan
    return fan


SIZE = len(FANS)  # a count list's length: index 0 unused
VALUES = tuple(0 if f is None else f.fan for f in FANS)
BY_CODE = {f.code: f for f in FANS[1:]}
# (fan, what it excludes) for every fan that excludes any, in G order: applied in that order.
EXCLUSIONS = tuple((f.index, f.excludes) for f in FANS[1:] if f.excludes)

# The fans by name, for the scoring modules (G numbers).
(BIG_FOUR_WINDS, BIG_THREE_DRAGONS, ALL_GREEN, NINE_GATES, FOUR_KONGS, SEVEN_SHIFTED_PAIRS, THIRTEEN_ORPHANS,
 ALL_TERMINALS, LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, ALL_HONORS, FOUR_CONCEALED_PUNGS, PURE_TERMINAL_CHOWS,
 QUADRUPLE_CHOW, FOUR_PURE_SHIFTED_PUNGS, FOUR_PURE_SHIFTED_CHOWS, THREE_KONGS, ALL_TERMINALS_AND_HONORS,
 SEVEN_PAIRS, GREATER_HONORS_AND_KNITTED, ALL_EVEN_PUNGS, FULL_FLUSH, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS,
 UPPER_TILES, MIDDLE_TILES, LOWER_TILES, PURE_STRAIGHT, THREE_SUITED_TERMINAL_CHOWS, PURE_SHIFTED_CHOWS, ALL_FIVES,
 TRIPLE_PUNG, THREE_CONCEALED_PUNGS, LESSER_HONORS_AND_KNITTED, KNITTED_STRAIGHT, UPPER_FOUR, LOWER_FOUR,
 BIG_THREE_WINDS, MIXED_STRAIGHT, REVERSIBLE_TILES, MIXED_TRIPLE_CHOW, MIXED_SHIFTED_PUNGS, CHICKEN_HAND,
 LAST_TILE_DRAW, LAST_TILE_CLAIM, OUT_WITH_REPLACEMENT_TILE, ROBBING_THE_KONG, ALL_PUNGS, HALF_FLUSH,
 MIXED_SHIFTED_CHOWS, ALL_TYPES, MELDED_HAND, TWO_CONCEALED_KONGS, TWO_DRAGON_PUNGS, OUTSIDE_HAND,
 FULLY_CONCEALED_HAND, TWO_MELDED_KONGS, LAST_TILE, DRAGON_PUNG, PREVALENT_WIND, SEAT_WIND, CONCEALED_HAND,
 ALL_CHOWS, TILE_HOG, DOUBLE_PUNG, TWO_CONCEALED_PUNGS, CONCEALED_KONG, ALL_SIMPLES, PURE_DOUBLE_CHOW,
 MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS, PUNG_OF_TERMINALS_OR_HONORS, MELDED_KONG,
 ONE_VOIDED_SUIT, NO_HONORS, EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT, SELF_DRAWN, FLOWER_TILES) = range(1, 82)


def exclude(counts: list[int]) -> None:
    """不重复: each fan present, in G order, clears the fans it excludes."""
    for index, excluded in EXCLUSIONS:
        if counts[index]:
            for other in excluded:
                counts[other] = 0
