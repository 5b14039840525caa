"""What a 13-tile 国标 hand waits on (``POST /v1/gb/analyze``): shanten over
every shape (sets and a pair, 七对, 十三幺, 全不靠, 组合龙), and for a ready
hand each wait with how many are left and its fans won on a discard and
self-drawn, and whether each reaches the 8 fans without flowers (G-W1).

Decisions: a wait's 和绝张 (G58) is decided from the tiles in sight (the
hand's melds and ``visible``) as for a table (G-W3); no other flag
(杠上开花, 海底 …) is assumed.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Both, Lang
from ..engine.seats import SEAT_NAMED, Seat
from ..engine.tiles import Kind, to_mpsz
from .checks import count_problems, hand_problems
from .fans.catalogue import FANS
from .hand import GB_HANDS, WinningHand
from .items import FanItem, fan_items
from .scoring import score
from .settlement import MINIMUM
from .table import ROUND_WINDS, GbReader, refused_fields

_HAND, _MELDS, _FLOWERS, _VISIBLE = Both("手牌", "hand"), Both("副露", "melds"), Both("花牌", "flowers"), Both(
    "已见的牌", "visible")


class WayToWin(NamedTuple):
    fan: int  # flowers included
    fan_without_flowers: int
    items: tuple[FanItem, ...]

    @property
    def reaches_8(self) -> bool:
        return self.fan_without_flowers >= MINIMUM

    def to_dict(self) -> dict[str, Any]:
        return {"fan": self.fan, "fan_without_flowers": self.fan_without_flowers, "reaches_8": self.reaches_8,
                "items": [item.to_dict() for item in self.items]}


class Wait(NamedTuple):
    tile: Kind
    remaining: int
    discard_win: WayToWin | None
    self_drawn: WayToWin | None


class Analysis(NamedTuple):
    shanten: int
    waits: tuple[Wait, ...]

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {"shanten": self.shanten, "ready": self.shanten == 0, "waits": [
            {"tile": to_mpsz([w.tile]), "remaining": w.remaining,
             "discard_win": None if w.discard_win is None else w.discard_win.to_dict(),
             "self_drawn": None if w.self_drawn is None else w.self_drawn.to_dict()} for w in self.waits]}


def analyse_mapping(data: Mapping[str, Any]) -> Analysis:
    """Analyse a hand in the API's request shape; raises ``TableError`` with every problem."""
    reader = GbReader()
    problems = refused_fields(data)
    hand = reader.tiles(data["hand"], "hand")
    melds = tuple(reader.meld(m, f"melds[{i}]") for i, m in enumerate(data.get("melds") or ()))
    flowers = reader.tiles(data.get("flowers") or "", "flowers", held=False)
    visible = reader.tiles(data.get("visible") or "", "visible", held=False)
    problems += reader.problems
    if not reader.problems:
        problems += hand_problems(hand, melds, "")
        problems += count_problems([(_HAND, hand), *((_MELDS, m.tiles) for m in melds), (_FLOWERS, flowers),
                                    (_VISIBLE, visible)], "hand")
    if problems:
        raise TableError(problems)
    seat = SEAT_NAMED[data.get("seat") or "east"]
    return analyse(hand, melds, len(flowers), seat, ROUND_WINDS[data.get("round_wind") or "east"], visible)


def analyse(hand: tuple[Kind, ...], melds, flowers: int, seat: Seat, round_wind: Kind,
            visible: tuple[Kind, ...] = ()) -> Analysis:
    shanten = GB_HANDS.shanten(hand, 0, len(melds))
    if shanten != 0:
        return Analysis(shanten, ())
    in_sight = [0] * 34
    for k in (*visible, *(k for m in melds for k in m.tiles)):
        if k < 34:
            in_sight[k] += 1
    held = [0] * 34
    for k in hand:
        held[k] += 1
    waits = []
    for k in GB_HANDS.completing_kinds(hand, 0, len(melds)):
        remaining = max(0, 4 - held[k] - in_sight[k])
        ways = []
        for self_drawn in (False, True):
            won = WinningHand((*hand, k), melds, k, self_drawn=self_drawn, seat_wind=seat.wind,
                              round_wind=round_wind, flowers=flowers,
                              last_of_kind=not held[k] and in_sight[k] >= 3)
            found = score(won)
            ways.append(None if found is None else WayToWin(found.total, found.fan, fan_items(won, found, ())))
        waits.append(Wait(k, remaining, *ways))
    return Analysis(0, tuple(waits))


__all__ = ["FANS", "Analysis", "Problem", "Wait", "WayToWin", "analyse", "analyse_mapping"]
