"""Checks every rule set makes of a win's flags the same way: who discarded
the winning tile, and a robbed kong (``ROBBING_SELF_DRAWN``, cited with the
rule set's own ``rule``)."""
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
