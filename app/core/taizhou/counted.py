"""Counted points (牌点汇总 said at the table) in place of a seat's tiles, in
the Taizhou rule sets.

A seat may give ``points``, the rounded 牌点汇总 its player counted, instead
of its tiles (a rule set names which fields those are).  This module reads
that choice and says, in both languages, what is wrong with it; each rule
set decides what counted points mean for its own answer.

Decisions (both rule sets):

- ``points`` and any of the seat's tile fields together are a problem at
  the seat's ``points``, naming the tile fields given: the service cannot
  tell which of the two the scorekeeper meant.  A seat that gives its hand
  too is read and checked as a seat with tiles, so that every problem of
  the request comes at once.
- A seat that gives neither is a problem at its ``hand`` on a win (the hand
  needs every seat's figure); on a 黄牌 (nothing is paid) it is taken as
  counted at 0.
- ``discards`` and ``name`` are not tiles the seat holds: a counted seat may
  give them (a river is evidence for 生牌 whoever counted).
- A counted seat's melds are not known: the rivers, which list claimed
  discards, are the evidence of what was discarded.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.errors import Problem
from ..engine.messages import Joined, Text, template
from ..engine.reader import is_object

# Problem codes: a seat's points and tiles both given or neither, points that
# are not a rounded 牌点汇总; a decision needing tiles not given.
COUNTED = "counted_points"
UNDECIDED = "needs_statement"
CODES = (COUNTED, UNDECIDED)

BOTH_GIVEN = template(
    "counted.both_given",
    zh="{seat}给了计点（{points}），就不要再给牌（{fields}）：二者只能给一个（{rule}）",
    en="{seat} gives counted points ({points}), so it gives no tiles ({fields}): one or the other ({rule})",
)
NEITHER_GIVEN = template(
    "counted.neither_given",
    zh="{seat}要给手牌（{hand}，连同副露），或者给计好的牌点（{points}）（{rule}）",
    en="{seat} gives its hand ({hand}, with its melds) or the points it counted ({points}) ({rule})",
)
BAD_POINTS = template(
    "counted.bad_points",
    zh="计点（{points}）是取整后的牌点汇总：0 到 {high} 之间 10 的倍数，不是 {value}（{rule}）",
    en="counted points ({points}) are the rounded 牌点汇总: a multiple of 10 from 0 to {high}, not {value} ({rule})",
)
NEEDS_DE = template(
    "counted.needs_de",
    zh="有人给了牌，就要写明得（{de}）（{rule}）",
    en="a table where any seat gives tiles names the 得 ({de}) ({rule})",
)
STATE_OR_GIVE = template(
    "counted.state_or_give",
    zh="{seat}只给了计点，没有给牌：{what}。请写明 {field}（true 或 false），或者给出{seat}的手牌（{rule}）",
    en="{seat} gave counted points, not tiles: {what}. State {field} (true or false), or give {seat}'s hand ({rule})",
)


def gives_tiles(data: Any, draw: bool) -> bool:
    """Whether a seat is read by its tiles: it gives a hand, or must (no
    ``points`` on a win).  A table where one does needs its 得."""
    return not is_object(data) or "hand" in data or ("points" not in data and not draw)


def read_points(data: Mapping[str, Any], path: str, seat: Text, draw: bool, tile_fields: tuple[str, ...],
                high: int, rule: str, neither_rule: str) -> tuple[int | None, list[Problem]]:
    """A seat that gives no hand: its counted points (0 where they are not
    valid, or not given on a 黄牌) and every problem with them; ``None`` when
    it gives neither on a win (``neither_rule``: the rule needing its hand).
    ``rule``: the rounded total's, ``high`` its bound."""
    points = data.get("points")
    if points is None and not draw:
        return None, [neither_given(path, seat, neither_rule)]
    invalid = None if points is None else points_problem(points, path, high, rule)
    problems = [p for p in (both_given(data, path, seat, tile_fields, rule), invalid) if p is not None]
    return (0 if points is None or invalid else points), problems


def both_given(data: Mapping[str, Any], path: str, seat: Text, tile_fields: tuple[str, ...],
               rule: str) -> Problem | None:
    """A problem when a seat gives ``points`` and any of ``tile_fields``; ``rule``: the rounded total's."""
    given = tuple(field for field in tile_fields if field in data)
    if not given:
        return None
    return Problem(f"{path}.points", BOTH_GIVEN(seat=seat, points="points", fields=Joined(given), rule=rule), COUNTED)


def neither_given(path: str, seat: Text, rule: str) -> Problem:
    return Problem(f"{path}.hand", NEITHER_GIVEN(seat=seat, hand="hand", points="points", rule=rule), COUNTED)


def points_problem(value: Any, path: str, high: int, rule: str) -> Problem | None:
    """``value`` must be a whole multiple of 10 from 0 to ``high`` (the rounded 牌点汇总)."""
    if type(value) is int and 0 <= value <= high and value % 10 == 0:
        return None
    return Problem(f"{path}.points", BAD_POINTS(points="points", high=high, value=repr(value), rule=rule), COUNTED)


def needs_de(rule: str) -> Problem:
    return Problem("de", NEEDS_DE(de="de", rule=rule), COUNTED)


def state_or_give(field: str, seat: Text, what: Text, rule: str) -> Problem:
    """A decision needs tiles a counted seat did not give: state ``win.{field}`` or give them."""
    return Problem(f"win.{field}", STATE_OR_GIVE(seat=seat, what=what, field=field, rule=rule), UNDECIDED)
