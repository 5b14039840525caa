"""Checks every rule set makes of a win's flags and of the wall, the same
way: who discarded the winning tile, a robbed kong (``ROBBING_SELF_DRAWN``),
and how many tiles a win or a 黄牌 leaves in the wall.  A rule set gives its own numbers and names the
rule it follows (``rule``)."""
from __future__ import annotations

from . import errors as E
from .errors import Problem
from .messages import template

SELF_DRAWN_DISCARDER = template("checks.self_drawn_discarder", zh="自摸和牌没有打出和张的人",
                                en="a self-drawn win has no discarder")
DISCARDER_MISSING = template("checks.discarder_missing", zh="和别人打出的牌，须写明是谁打出的",
                             en="a win on a discard names the discarder")
OWN_DISCARD = template("checks.own_discard", zh="和牌的人不能和自己打出的牌",
                       en="the winner cannot win on their own discard")
ROBBING_SELF_DRAWN = template("checks.robbing_kong_self_drawn", zh="抢杠和是和别人的牌，不是自摸（{rule}）",
                              en="抢杠和 is a win on another player's tile, not self-drawn ({rule})")
WALL_TOO_SHORT = template("checks.wall_too_short", zh="和牌时牌墙至少要剩 {count} 张（{rule}）",
                          en="a win needs at least {count} tiles left in the wall ({rule})")
DRAW_WALL_COUNT = template("checks.draw_wall_count",
                           zh="黄牌时牌墙剩 {low} 张（单张顶牌时 {high} 张），不是 {count} 张（{rule}）",
                           en="a 黄牌 ends with {low} tiles left in the wall ({high} with a lone top tile), "
                           "not {count} ({rule})")


def discarder_problems(win) -> list[Problem]:
    """A discarder named exactly when the win was on a discard, never the winner."""
    out = []
    if win.self_drawn and win.discarder is not None:
        out.append(Problem("win.discarder", SELF_DRAWN_DISCARDER(), E.FLAGS))
    if not win.self_drawn and win.discarder is None:
        out.append(Problem("win.discarder", DISCARDER_MISSING(), E.FLAGS))
    if win.discarder == win.seat:
        out.append(Problem("win.discarder", OWN_DISCARD(), E.FLAGS))
    return out


def wall_problems(wall: int | None, won: bool, *, win_min: int, draw_wall: tuple[int, int],
                  rule: str) -> list[Problem]:
    """A win needs ``win_min`` tiles left in the wall; a 黄牌 happens only at
    ``draw_wall`` (a lone top tile makes the second).  Without a wall count,
    nothing is checked."""
    if wall is None:
        return []
    if won and wall < win_min:
        return [Problem("wall_remaining", WALL_TOO_SHORT(count=win_min, rule=rule), E.FLAGS)]
    if not won and wall not in draw_wall:
        low, high = draw_wall
        return [Problem("wall_remaining", DRAW_WALL_COUNT(low=low, high=high, count=wall, rule=rule), E.FLAGS)]
    return []
