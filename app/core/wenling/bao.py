"""包三家 (W20–W22): whether the discarder pays for everyone, which of the
seed's four triggers held, and why.

The evidence is read as Jiaojiang reads it for R38 (engine ``rivers``): a
pong or exposed kong claimed a discard of its kind; a chi's discard is known
from ``claimed``; the discarder's river may end with the winning discard or
stop before it; once any river is given, a seat without one discarded
nothing.

Decisions where RULES-wenling.md is silent:

- Triggers 2 and 3 need no rivers: the winner's melds, the winning reading
  (R23's best: 清一色 among its items) and the discarder's hand are in
  every request.  Triggers 1 and 4 need the rivers (and trigger 1 the wall
  count); where a trigger's evidence is missing it cannot be shown.
- A robbed kong's tile (抢杠和) is never a 生牌: the robbed pung claimed a
  discard of that kind (R35, R39), so triggers 1 and 4 never hold on it.
- Trigger 2 counts the winner's melds of the winning tile's suit (chi,
  pong, kong or concealed kong): three or more.
- Trigger 3 judges the discard by its face: a 中 or 发 thrown, whatever
  the 得; the discarder's hand after it is the hand the request gives.
- Trigger 4's 得 is one thrown before the winning discard: a winning
  discard that is itself a 得 is not "discarded earlier".
- A counted seat (points in place of tiles) gives no hand: trigger 1 on a
  生牌 and trigger 3 on a 中 or 发 need the discarder's hand, trigger 2 on
  a suited tile the winner's melds and reading.  Where one of those is
  missing and no other trigger holds, the request must state ``bao`` (a
  422 says which seat's tiles it turns on); a stated value is taken as
  stated unless a trigger shown to hold contradicts ``false``.
- A stated ``bao`` is contradicted only by evidence that settles it: a
  trigger shown to hold contradicts ``false``; ``true`` is contradicted
  when every trigger is shown not to hold.  A stated ``true`` that no
  evidence shows is applied with no trigger named.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from ..engine.errors import Problem
from ..engine.messages import Lang, Text, template
from ..engine.rivers import discarded_kinds, river_before, rivers_given
from ..engine.seats import Seat
from ..engine.shanten import shanten_wild
from ..engine.tiles import GREEN, RED, Kind, to_mpsz
from ..taizhou.answer import Verdict
from ..taizhou.verdict import Evidence, VerdictTexts, decide, needs_statement
from ..taizhou.wall import LIVE_PHASE_WALL
from . import problems as P
from .catalogue import HAND
from .table import Table

BaoVerdict = Verdict  # 包三家 (W20–W21): on whom, by which trigger (1–4), and why


DRAW = template("bao.draw", zh="黄牌：没有人和牌（{rule}）", en="黄牌: nobody won ({rule})")
SELF_DRAWN = template("bao.self_drawn", zh="自摸和牌不会包三家（{rule}）",
                      en="a self-drawn win is never 包三家 ({rule})")
STATED = template("bao.stated", zh="已说明是否包三家", en="as stated")
STATED_AGREED = template("bao.stated_agreed", zh="已说明；牌局也相符：{evidence}",
                         en="as stated; the table agrees: {evidence}")
CONTRADICTED = template("bao.contradicted", zh="说是{stated}，但牌局显示：{evidence}（{rule}）",
                        en="states {stated}, but the table shows: {evidence} ({rule})")
STATED_YES = template("bao.stated_yes", zh="包三家", en="包三家")
STATED_NO = template("bao.stated_no", zh="不是包三家", en="no 包三家")
NONE_HELD = template("bao.none_held", zh="四种包三家的情形都不成立（{rule}）",
                     en="none of the four 包三家 triggers holds ({rule})")
NO_EVIDENCE = template("bao.no_evidence",
                       zh="没有说明是否包三家；能看到的情形都不成立，牌河和牌墙剩余张数不全，其余无从判断：按正常结算（{rule}）",
                       en="not stated; no trigger the table shows holds, and the rivers or the wall count "
                       "needed for the others are not given: settled normally ({rule})")
TRIGGER_1 = template("bao.trigger_1",
                     zh="{seat}在生牌阶段（牌墙还剩 {wall} 张）打出生牌 {tile}，手里不全是生牌（{rule}）",
                     en="{seat} discarded {tile}, a 生牌, in the 生牌阶段 ({wall} tiles left), "
                     "and the hand left is not all 生牌 ({rule})")
TRIGGER_2 = template("bao.trigger_2",
                     zh="{winner}有三组同一花色的副露，和清一色，{seat}打出同花色的 {tile}（{rule}）",
                     en="{winner} has three melds of one suit and wins 清一色 on {seat}'s {tile} "
                     "of that suit ({rule})")
TRIGGER_3 = template("bao.trigger_3", zh="{seat}打出 {tile}，手里离听牌还差 {shanten} 张（{rule}）",
                     en="{seat} discarded {tile} while {shanten} tiles from ready ({rule})")
TRIGGER_4 = template("bao.trigger_4", zh="{seat}之前打出过得 {de}，又打出生牌 {tile}（{rule}）",
                     en="{seat} had discarded a 得 ({de}) and then discarded {tile}, a 生牌 ({rule})")

NEEDS_1 = template("counted.bao_needs_1", zh="{tile} 是生牌阶段打出的生牌，包三家（第 1 种）要看手里剩下的是否全是生牌",
                   en="{tile} was a 生牌 thrown in the 生牌阶段, and 包三家 (trigger 1) turns on whether every tile "
                   "left in the hand was a 生牌")
NEEDS_2 = template("counted.bao_needs_2",
                   zh="和张 {tile} 有花色，包三家（第 2 种）要看和牌者是否有三组同花色的副露、是否清一色",
                   en="the winning tile {tile} is suited, and 包三家 (trigger 2) turns on whether the winner has three "
                   "melds of that suit and wins 清一色")
NEEDS_3 = template("counted.bao_needs_3", zh="打出的是 {tile}，包三家（第 3 种）要看手里离听牌还差几张",
                   en="the discard is {tile}, and 包三家 (trigger 3) turns on how far the hand was from ready")


_TEXTS = VerdictTexts("bao", P.BAO, STATED(), STATED_AGREED, partial(CONTRADICTED, rule="W20"), STATED_YES(),
                      STATED_NO())
# Made once (a Text is immutable): most tables are settled with one of these.
_NO_WIN = BaoVerdict(False, None, "not_applicable", DRAW(rule="W23"))
_NO_DISCARD = BaoVerdict(False, None, "not_applicable", SELF_DRAWN(rule="W20"))
_NONE_HELD = Evidence(False, NONE_HELD(rule="W20"))
_NO_EVIDENCE = NO_EVIDENCE(rule="W20")
_NOT_SHOWN = BaoVerdict(False, None, "no_evidence", _NO_EVIDENCE)  # ``decide``'s, nothing stated and nothing shown


_MADE_ONCE = frozenset(map(id, (_NO_WIN, _NO_DISCARD, _NOT_SHOWN)))  # the verdicts made once, alive while this is
_RENDERED: dict[tuple[int, Lang], dict[str, Any]] = {}  # theirs in JSON, by verdict and language: at most six


def verdict_dict(verdict: BaoVerdict, lang: Lang) -> dict[str, Any]:
    """``verdict``'s JSON form, its trigger named; a draw's, a self-drawn
    win's and one nothing shows (most tables) rendered once a language, a copy each."""
    if id(verdict) not in _MADE_ONCE:
        return verdict.to_dict(lang, triggers=True)
    key = (id(verdict), lang)
    made = _RENDERED.get(key)
    if made is None:
        made = _RENDERED[key] = verdict.to_dict(lang, triggers=True)
    return made.copy()


def bao_verdict(table: Table, full_flush: bool) -> tuple[BaoVerdict, list[Problem]]:
    """The verdict, and a problem when a stated ``bao`` contradicts the
    evidence; ``full_flush``: the winner's best reading is 清一色."""
    win = table.win
    if win is None:
        return _NO_WIN, []
    if win.self_drawn or win.discarder is None:
        if win.bao:
            text = CONTRADICTED(stated=STATED_YES(), evidence=_NO_DISCARD.reason, rule="W20")
            return _NO_DISCARD, [Problem("win.bao", text, P.BAO)]
        return _NO_DISCARD, []
    needs: list[tuple[Seat, Text]] = []
    found = _triggers(table, full_flush, needs)
    held, unknown = None, False  # the first trigger that holds; whether one is not shown
    for n, (holds, why) in enumerate(found, 1):
        if holds:
            held = n, why
            break
        unknown = unknown or holds is None
    if needs and not held and win.bao is None:
        seat, what = needs[0]
        return needs_statement(_TEXTS, _NO_EVIDENCE, seat.text, what, "W20")
    if held:
        why = held[1]
        assert why is not None  # a trigger that holds says why (``_triggers``)
        evidence: Evidence | None = Evidence(True, why, held[0])
    elif unknown:
        if win.bao is None:
            return _NOT_SHOWN, []  # as ``decide`` finds it, made once
        evidence = None
    else:
        evidence = _NONE_HELD
    return decide(win, win.bao, evidence, _TEXTS, _NO_EVIDENCE)


def _triggers(table: Table, full_flush: bool, needs: list[tuple[Seat, Text]]) -> list[tuple[bool | None, Text | None]]:
    """Each trigger: held (True), shown not to hold (False) or not shown (None), and why;
    a trigger not shown for want of a counted seat's tiles is added to ``needs``."""
    win = table.win
    assert win is not None and win.discarder is not None  # asked only of a win on a discard (``bao_verdict``)
    holds: bool | None  # held, shown not to hold, or not shown
    discarder = table.seats[win.discarder]
    tile = to_mpsz([win.tile])
    seat = win.discarder.text
    given = rivers_given(table.seats)
    seen = discarded_kinds(table.seats, win.discarder, win.tile) if given else set()
    live_tile = not win.robbing_kong and win.tile not in seen  # a 生牌, when the rivers are given
    out: list[tuple[bool | None, Text | None]] = []
    # 1. a 生牌 in the 生牌阶段, the discarder's hand not all 生牌
    wall = table.wall_remaining
    if win.robbing_kong or (wall is not None and wall > LIVE_PHASE_WALL):
        out.append((False, None))
    elif wall is None or not given:
        out.append((None, None))
    elif live_tile and discarder.points is not None:
        needs.append((win.discarder, NEEDS_1(tile=tile)))
        out.append((None, None))
    else:
        holds = live_tile and any(k in seen for k in discarder.hand)
        out.append((holds, TRIGGER_1(seat=seat, wall=wall, tile=tile, rule="W20.1") if holds else None))
    # 2. three melds of one suit, 清一色 on a discard of that suit
    suit = win.tile // 9 if win.tile < 27 else -1
    melds = table.seats[win.seat].melds
    if suit >= 0 and table.seats[win.seat].points is not None:
        needs.append((win.seat, NEEDS_2(tile=tile)))
        out.append((None, None))
    else:
        holds = suit >= 0 and full_flush and sum(1 for m in melds if m.tiles and min(m.tiles) // 9 == suit) >= 3
        out.append((holds, TRIGGER_2(winner=win.seat.text, seat=seat, tile=tile, rule="W20.2") if holds else None))
    # 3. 中 or 发 thrown two or more tiles from ready
    holds, text = False, None
    if win.tile in (RED, GREEN) and discarder.points is not None:
        needs.append((win.discarder, NEEDS_3(tile=tile)))
        holds = None
    elif win.tile in (RED, GREEN):
        n = _shanten(table, discarder.hand, len(discarder.melds))
        holds = n is not None and n >= 2
        text = TRIGGER_3(seat=seat, tile=tile, shanten=n, rule="W20.3") if holds else None
    out.append((holds, text))
    # 4. a 得 thrown earlier, then a 生牌
    if win.robbing_kong:
        out.append((False, None))
    elif not given:
        out.append((None, None))
    else:
        river = river_before(win.discarder, discarder, win.discarder, win.tile)
        thrown = next(filter(table.de_kinds.__contains__, river), None)
        holds = thrown is not None and live_tile
        # ``holds`` only when ``thrown`` is not None, which mypy cannot follow (no narrowing: a common path)
        text = TRIGGER_4(seat=seat, de=to_mpsz([thrown]), tile=tile, rule="W20.4") if holds else None  # type: ignore[list-item]
        out.append((holds, text))
    return out


def _shanten(table: Table, hand: tuple[Kind, ...], melds: int) -> int | None:
    """Shanten with 得 wild (as ``/v1/analyze`` counts it); ``None`` for a hand of the wrong size."""
    wild = table.de_kinds
    real = tuple(k for k in hand if k not in wild)
    sets = HAND.sets_needed(melds)
    if len(hand) != 3 * sets + 1 or any(k >= 34 for k in real):
        return None
    return shanten_wild(real, len(hand) - len(real), sets)
