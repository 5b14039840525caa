"""点炮 (R34–R38): whether the discarder pays for everyone, and why.

Decisions where RULES.md is silent:

- A pong or exposed kong always came from a discard of its kind, so its kind
  counts as discarded (R35) even without ``claimed``; a chi's discard is
  known only from ``claimed``.
- ``discards`` is a player's river in order.  The discarder's river may end
  with the winning discard itself or stop just before it: a last entry equal
  to the winning tile is taken to be that discard, not an earlier one.  Once
  any seat's river is given, a seat without ``discards`` discarded nothing.
- The discarder's own hand is judged against the rivers as they were when
  the winning tile was chosen (R36's "every tile left is a 生牌").
- "Not ready" (未听牌) means no tile at all — a 得 as wild included — would
  have completed the discarder's hand.
- A robbed kong (抢杠和) is never 点炮: the robbed player was adding a
  fourth tile to an exposed pung (R39), and that pung claimed a discard of
  the same kind, so the robbed tile had been discarded before (R35), whether
  or not the request lists the pung among the robbed player's melds.
- A counted discarder (points in place of tiles) gives no hand: where the
  rivers show a 生牌 thrown in the 生牌阶段, R36's exception needs that
  hand, so the request must state ``dianpao`` (a 422 says so) or give the
  hand; a stated value is then taken as stated.  Every other verdict (no
  wall count or rivers, not yet the 生牌阶段, a tile seen before, a robbed
  kong) needs no hand and is reached as for a tiled discarder.
- A stated ``dianpao`` is checked against the evidence the request gives
  instead of it (R38): the wall count alone when it shows the 生牌阶段 had not
  begun, else the rivers with the wall count.  Without rivers, the melds on
  the table alone do not overrule a stated 点炮.
"""
from __future__ import annotations

from ..engine import rivers
from ..engine.errors import Problem
from ..engine.messages import Text, template
from ..engine.shanten import is_complete
from ..engine.tiles import Kind, to_mpsz
from ..taizhou.verdict import Evidence, VerdictTexts, decide, needs_statement
from ..taizhou.wall import live_phase
from .answer import DianpaoVerdict
from .catalogue import HAND
from .problems import DIANPAO
from .table import Table

DRAW = template("dianpao.draw", zh="黄牌：没有人和牌（R33）", en="黄牌: nobody won (R33)")
SELF_DRAWN = template("dianpao.self_drawn", zh="自摸和牌：没有人打出和张（R36）",
                      en="self-drawn win: nobody discarded (R36)")
CONTRADICTED = template("dianpao.contradicted", zh="说是{stated}，但牌局显示：{evidence}（R38）",
                        en="states {stated}, but the table shows: {evidence} (R38)")
STATED_YES = template("dianpao.stated_yes", zh="点炮", en="点炮")
STATED_NO = template("dianpao.stated_no", zh="不是点炮", en="no 点炮")
STATED = template("dianpao.stated", zh="已说明是否点炮", en="as stated")
STATED_AGREED = template("dianpao.stated_agreed", zh="已说明是否点炮；牌局也相符：{evidence}",
                         en="as stated; the table agrees: {evidence}")
NO_EVIDENCE = template("dianpao.no_evidence", zh="没有说是不是点炮，也没有{missing}可以判断：按正常结算（R38）",
                       en="not stated, and {missing} to decide it from: settled normally (R38)")
NO_WALL = template("dianpao.no_wall", zh="牌墙剩余张数", en="no wall count")
NO_RIVERS_NO_WALL = template("dianpao.no_rivers_no_wall", zh="牌河和牌墙剩余张数", en="no rivers and no wall count")
NO_RIVERS = template("dianpao.no_rivers", zh="牌河", en="no rivers")
NOT_LIVE = template("dianpao.not_live_phase", zh="牌墙还剩 {wall} 张：还没到生牌阶段（R34）",
                    en="{wall} tiles left in the wall: not yet the 生牌阶段 (R34)")
SEEN_BEFORE = template("dianpao.seen_before", zh="{tile} 之前有人打过，不是生牌（R35）",
                       en="{tile} had been discarded before, so it was not a 生牌 (R35)")
NOT_READY = template("dianpao.not_ready", zh="{seat}手里剩下的都是生牌，且{seat}未听牌：按正常结算（R36）",
                     en="every tile left in {seat}'s hand is a 生牌 and {seat} was not ready (未听牌): "
                     "settled normally (R36)")
ROBBED_KONG = template("dianpao.robbed_kong",
                       zh="抢杠和：{tile} 是补杠的那张，那家碰 {tile} 时已经有人打出过，不是生牌（R35、R39）",
                       en="robbing a kong: {tile} was added to a pung, and that pung claimed a discard of {tile}, "
                       "so it was not a 生牌 (R35, R39)")
LIVE_DISCARD = template("dianpao.live_discard", zh="{seat}在生牌阶段打出生牌 {tile}，牌墙还剩 {wall} 张（R36）",
                        en="{seat} discarded {tile}, a 生牌, with {wall} tiles left in the 生牌阶段 (R36)")


NEEDS_HAND = template("counted.dianpao_needs_hand",
                      zh="{tile} 是生牌阶段打出的生牌，是不是点炮要看手里剩下的是否全是生牌、是否听牌",
                      en="{tile} was a 生牌 thrown in the 生牌阶段, and whether it is 点炮 turns on whether every tile "
                      "left in the hand was a 生牌 and whether the hand was ready")


def dianpao_verdict(table: Table) -> tuple[DianpaoVerdict, list[Problem]]:
    """The verdict, and a problem when a stated value contradicts the evidence."""
    win = table.win
    if win is None:
        return _NO_WIN, []
    if win.self_drawn or win.discarder is None:
        return _NO_DISCARD, []
    evidence = _evidence(table)
    if evidence is _NEEDS_HAND:
        if win.dianpao is not None:
            return decide(win, win.dianpao, None, _TEXTS, STATED())
        return needs_statement(_TEXTS, STATED(), win.discarder.text, NEEDS_HAND(tile=to_mpsz([win.tile])), "R36, R38")
    return decide(win, win.dianpao, evidence, _TEXTS, _missing_evidence(table))


def _missing_evidence(table: Table) -> Text:
    """Why nothing decides the 点炮: what the request left out."""
    if table.wall_remaining is None:
        return _NO_WALL if rivers.rivers_given(table.seats) else _NO_RIVERS_NO_WALL
    return _NO_RIVERS


# Made once (a Text is immutable): most tables are settled with one of these.
_TEXTS = VerdictTexts("dianpao", DIANPAO, STATED(), STATED_AGREED, CONTRADICTED, STATED_YES(), STATED_NO())
_NO_WIN = DianpaoVerdict(False, None, "not_applicable", DRAW())
_NO_DISCARD = DianpaoVerdict(False, None, "not_applicable", SELF_DRAWN())
_NO_WALL = NO_EVIDENCE(missing=NO_WALL())
_NO_RIVERS_NO_WALL = NO_EVIDENCE(missing=NO_RIVERS_NO_WALL())
_NO_RIVERS = NO_EVIDENCE(missing=NO_RIVERS())


_NEEDS_HAND = Evidence(True, NO_RIVERS())  # R36's exception needs a counted discarder's hand


def _evidence(table: Table) -> Evidence | None:
    win = table.win
    assert win is not None and win.discarder is not None  # asked only of a win on a discard (``dianpao_verdict``)
    if win.robbing_kong:
        return Evidence(False, ROBBED_KONG(tile=to_mpsz([win.tile])))
    wall = table.wall_remaining
    if wall is None:
        return None
    if not live_phase(wall):  # R34
        return Evidence(False, NOT_LIVE(wall=wall))
    if not rivers.rivers_given(table.seats):
        return None
    seen = rivers.discarded_kinds(table.seats, win.discarder, win.tile)  # R35
    tile = to_mpsz([win.tile])
    if win.tile in seen:
        return Evidence(False, SEEN_BEFORE(tile=tile))
    discarder = table.seats[win.discarder]
    if discarder.points is not None:
        return _NEEDS_HAND
    seat = win.discarder.text
    if all(k not in seen for k in discarder.hand) and not _ready(discarder.hand, len(discarder.melds), table.de):
        return Evidence(False, NOT_READY(seat=seat))
    return Evidence(True, LIVE_DISCARD(seat=seat, tile=tile, wall=wall))


def _ready(hand: tuple[Kind, ...], melds: int, de: Kind) -> bool:
    """听牌: some tile would complete the hand; a drawn 得 stands for any."""
    return is_complete((*hand, de), de, HAND.sets_needed(melds))
