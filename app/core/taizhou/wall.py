"""The wall (牌墙) in the Taizhou rule sets (R33–R34, W23, W20.1): how many
tiles a win or a 黄牌 leaves, and when the 生牌阶段 begins.  The wall is
built in stacks of two, so a count may end on a lone top tile (单张顶牌)."""
from __future__ import annotations

from ..engine import errors as E
from ..engine.errors import Problem
from ..engine.messages import template

WIN_MIN_WALL = 16  # R33, W23: a win needs 16 tiles left
DRAW_WALL = (16, 17)  # R33, W23: 8 stacks, or 8 and a lone top tile
LIVE_PHASE_WALL = 31  # R34, W20.1: 15 stacks, or 15 and a lone top tile

WALL_TOO_SHORT = template("checks.wall_too_short", zh="和牌时牌墙至少要剩 {count} 张（{rule}）",
                          en="a win needs at least {count} tiles left in the wall ({rule})")
DRAW_WALL_COUNT = template("checks.draw_wall_count",
                           zh="黄牌时牌墙剩 {low} 张（单张顶牌时 {high} 张），不是 {count} 张（{rule}）",
                           en="a 黄牌 ends with {low} tiles left in the wall ({high} with a lone top tile), "
                           "not {count} ({rule})")


def wall_problems(wall: int | None, won: bool, rule: str) -> list[Problem]:
    """A win needs ``WIN_MIN_WALL`` tiles left in the wall; a 黄牌 happens
    only at ``DRAW_WALL`` (a lone top tile makes the second).  Without a
    wall count, nothing is checked."""
    if wall is None:
        return []
    if won and wall < WIN_MIN_WALL:
        return [Problem("wall_remaining", WALL_TOO_SHORT(count=WIN_MIN_WALL, rule=rule), E.FLAGS)]
    if not won and wall not in DRAW_WALL:
        low, high = DRAW_WALL
        return [Problem("wall_remaining", DRAW_WALL_COUNT(low=low, high=high, count=wall, rule=rule), E.FLAGS)]
    return []


def live_phase(wall: int | None) -> bool | None:
    """The 生牌阶段 has begun (R34, W20.1); ``None`` without a wall count."""
    return None if wall is None else wall <= LIVE_PHASE_WALL
