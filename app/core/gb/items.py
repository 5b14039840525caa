"""A score as people read it: each fan with its count, the tiles that make
it and its G-id (G-W2), and the reading (the sets and pair, or the
special shape) in words."""
from __future__ import annotations

from itertools import combinations
from typing import Any, NamedTuple

from ..engine.groups import KNITTED, PAIR, SEQUENCE
from ..engine.melds import Meld, MeldType
from ..engine.messages import Both, Joined, Message, Sep
from ..engine.reading import Reading, slot_choices
from ..engine.reading_text import SHAPE_NAMES, describe_reading, describe_special_groups
from ..engine.shanten import NO_WILD
from ..engine.tiles import Kind, to_mpsz
from .fans import catalogue as F
from .fans.catalogue import fan_at
from .fans.chows import four_chow_fan, three_chow_fan, two_chow_fan
from .fans.pungs import four_pung_fan, one_pung_fan, three_pung_fan, two_pung_fan
from .hand import GB_HANDS, WinningHand
from .scoring import NINE_GATES, Score

_WIN_FANS = {F.LAST_TILE_DRAW, F.LAST_TILE_CLAIM, F.OUT_WITH_REPLACEMENT_TILE, F.ROBBING_THE_KONG, F.LAST_TILE,
             F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT, F.SELF_DRAWN}
_CHOW_FANS = {F.QUADRUPLE_CHOW, F.FOUR_PURE_SHIFTED_CHOWS, F.PURE_TRIPLE_CHOW, F.PURE_STRAIGHT,
              F.PURE_SHIFTED_CHOWS, F.MIXED_STRAIGHT, F.MIXED_TRIPLE_CHOW, F.MIXED_SHIFTED_CHOWS,
              F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS}
_PUNG_FANS = {F.BIG_FOUR_WINDS, F.BIG_THREE_DRAGONS, F.FOUR_PURE_SHIFTED_PUNGS, F.PURE_SHIFTED_PUNGS,
              F.TRIPLE_PUNG, F.MIXED_SHIFTED_PUNGS, F.BIG_THREE_WINDS, F.DOUBLE_PUNG, F.TWO_DRAGON_PUNGS}
_KONG_FANS = {F.FOUR_KONGS: None, F.THREE_KONGS: None, F.TWO_CONCEALED_KONGS: True, F.CONCEALED_KONG: True,
              F.TWO_MELDED_KONGS: False, F.MELDED_KONG: False}


class FanItem(NamedTuple):
    """One fan of the winner's: per occurrence ``fan``, ``count`` times, on ``tiles`` (mpsz)."""

    index: int  # type: ignore[assignment]  # the fan's G number; the field (a public name) shadows tuple.index
    count: int  # type: ignore[assignment]  # the field (a public name) shadows tuple.count
    tiles: str

    def to_dict(self) -> dict[str, Any]:
        fan = fan_at(self.index)
        return {"code": fan.code, "name": fan.name, "english": fan.english, "fan": fan.fan, "count": self.count,
                "tiles": self.tiles, "rule": fan.rule}


class _Sets(NamedTuple):
    chows: list[tuple[Kind, ...]]
    pungs: list[tuple[tuple[Kind, ...], bool | None]]  # tiles, concealed kong (True), melded kong (False), or a pung
    pair: tuple[Kind, ...]
    knitted: tuple[Kind, ...]


def fan_items(hand: WinningHand, found: Score, flowers: tuple[Kind, ...]) -> tuple[FanItem, ...]:
    """Each fan of ``found`` with the tiles that make it."""
    sets = _sets(hand, found)
    every = to_mpsz(sorted((*hand.concealed, *(k for m in hand.melds for k in m.tiles))))
    out = []
    for index, count in enumerate(found.counts):
        if count:
            out.append(FanItem(index, count, _tiles(index, count, hand, sets, every, flowers)))
    return tuple(out)


def _sets(hand: WinningHand, found: Score) -> _Sets:
    pair: tuple[Kind, ...]
    knitted: tuple[Kind, ...]
    chows, pungs, pair, knitted = [], [], (), ()
    for meld in hand.melds:
        if meld.type is MeldType.CHI:
            chows.append(meld.tiles)
        else:
            kong = None if not meld.is_kong else meld.type is MeldType.CONCEALED_KONG
            pungs.append((meld.tiles, kong))
    for group in found.split.groups if found.split else ():
        if group.shape is PAIR:
            pair = group.kinds
        elif group.shape is SEQUENCE:
            chows.append(group.kinds)
        elif group.shape == KNITTED:
            knitted = group.kinds
        else:
            pungs.append((group.kinds, None))
    return _Sets(chows, pungs, pair, knitted)


def _tiles(index: int, count: int, hand: WinningHand, sets: _Sets, every: str, flowers: tuple[Kind, ...]) -> str:
    if index == F.FLOWER_TILES:
        return to_mpsz(flowers)
    if index in _WIN_FANS:
        return to_mpsz([hand.win_tile])
    if index == F.KNITTED_STRAIGHT and sets.knitted:
        return to_mpsz(sets.knitted)
    if index in _CHOW_FANS:
        return _combined(index, count, [c[0] for c in sets.chows], _chow_fan, lambda k: (k, k + 1, k + 2))
    if index in _PUNG_FANS or index in (F.LITTLE_FOUR_WINDS, F.LITTLE_THREE_DRAGONS):
        looked = F.BIG_THREE_WINDS if index == F.LITTLE_FOUR_WINDS else (
            F.TWO_DRAGON_PUNGS if index == F.LITTLE_THREE_DRAGONS else index)
        made = _combined(looked, 1 if looked != index else count, [p[0][0] for p in sets.pungs], _pung_fan,
                         lambda k: (k, k, k))
        return made + (" " + to_mpsz(sets.pair) if looked != index and sets.pair else "")
    if index in _KONG_FANS:
        want = _KONG_FANS[index]
        return " ".join(to_mpsz(t) for t, kong in sets.pungs if kong is not None and want in (None, kong))
    if index in (F.DRAGON_PUNG, F.PREVALENT_WIND, F.SEAT_WIND, F.PUNG_OF_TERMINALS_OR_HONORS):
        return " ".join(to_mpsz(t) for t, _ in sets.pungs if _one_pung(index, t[0], hand))
    if index == F.TILE_HOG:
        counts: dict[Kind, int] = {}
        for k in (*hand.concealed, *(k for m in hand.melds if not m.is_kong for k in m.tiles)):
            counts[k] = counts.get(k, 0) + 1
        return " ".join(to_mpsz([k] * 4) for k, n in sorted(counts.items()) if n == 4)
    return every


def _one_pung(index: int, k: Kind, hand: WinningHand) -> bool:
    if index == F.PREVALENT_WIND:
        return k == hand.round_wind
    if index == F.SEAT_WIND:
        return k == hand.seat_wind
    return one_pung_fan(k) == index


def _chow_fan(kinds: tuple[Kind, ...]) -> int:
    return (four_chow_fan, three_chow_fan, two_chow_fan)[4 - len(kinds)](*sorted(kinds))


def _pung_fan(kinds: tuple[Kind, ...]) -> int:
    return (four_pung_fan, three_pung_fan, two_pung_fan)[4 - len(kinds)](*sorted(kinds))


def _combined(index: int, count: int, firsts: list[Kind], fan_of, tiles_of) -> str:
    """The sets that make the fan ``count`` times: the first combinations that do."""
    found: list[str] = []
    for size in (4, 3, 2):
        for combo in combinations(range(len(firsts)), size):
            if len(found) < count and fan_of(tuple(firsts[i] for i in combo)) == index:
                found.append(" ".join(to_mpsz(tiles_of(firsts[i])) for i in combo))
    return "; ".join(found)


def reading_text(hand: WinningHand, found: Score, melds: tuple[Meld, ...]) -> Message:
    """The reading in words: the shape's name, then its groups and melds and the winning tile's place."""
    meld_texts = tuple(m.text for m in melds)
    if found.split is not None:
        slots = slot_choices(found.split, hand.win_tile, NO_WILD)
        gi, si = slots[0] if slots else (0, 0)
        reading = Reading(found.split.groups, (), gi, si)
    else:
        code = "sets_and_pair" if found.shape == NINE_GATES else found.shape
        reading = next(r for c, r in GB_HANDS.readings(hand.concealed, 0, hand.win_tile, len(melds)) if c == code)
    special = found.shape not in ("sets_and_pair", NINE_GATES)
    body = describe_reading(reading, meld_texts, None,
                            groups_text=describe_special_groups(reading.groups) if special else None)
    name: Message | None = SHAPE_NAMES.get(found.shape)
    if found.counts[F.GREATER_HONORS_AND_KNITTED]:  # the same shape, all seven honours: named by its fan
        fan = fan_at(F.GREATER_HONORS_AND_KNITTED)
        name = Both(fan.name, fan.english.lower())
    return Joined((name, body), Sep.BAR) if name is not None and found.shape != "sets_and_pair" else body
