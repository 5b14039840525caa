"""Why our fans and pymahjonggb's differ on a hand: each class is one of
RULES-gb.md's decisions (docs/gb.md, "Against pymahjonggb"); anything
else is ``unexplained`` (a bug of ours, or of theirs, to look at)."""
from __future__ import annotations


def _without(fans: dict[str, int], *names: str) -> dict[str, int]:
    return {k: v for k, v in fans.items() if k not in names}


def classify(case: dict, ours: dict[str, int], theirs: dict[str, int]) -> str:
    if not ours and not theirs:
        return "agree"
    if "明暗杠" in theirs:
        # G-W4: 明暗杠 (5) is not a 1998 fan: 暗杠 2 + 明杠 1.
        mine = dict(ours)
        for name in ("暗杠", "明杠"):
            mine.pop(name, None)
        if _without(mine) == _without(theirs, "明暗杠"):
            return "G-W4: 明暗杠 5 is 暗杠 2 + 明杠 1"
    if "组合龙" in ours and _without(ours, "边张", "嵌张", "单钓将") == _without(theirs, "边张", "嵌张", "单钓将"):
        return "G-W5: 组合龙's waits where the winning tile is in the knitted straight"
    ones = ("一般高", "喜相逢", "连六", "老少副", "边张", "嵌张", "单钓将")
    if sum(ours.values()) == sum(theirs.values()) and _without(ours, *ones) == _without(theirs, *ones):
        # 就高不就低 orders readings by their total only: at equal totals either is the hand's reading.
        return "equal total, another reading: its 1-fan fans (一般高, 喜相逢, 连六, 老少副, 边嵌钓) named otherwise"
    return "unexplained"
