"""国标 tables that cannot happen: every problem at once, each with its
path and G rule.  The tile-reading problems are ``read_table``'s; these
need the whole table: hand sizes (G-T2), copies (G-T1, flowers once each:
G-T3), the win's flags (G-W3), and whether the winner's tiles win at all.
"""
from __future__ import annotations

from functools import partial

from ..engine import errors as E
from ..engine import shape_checks, win_checks
from ..engine.errors import Problem
from ..engine.melds import MeldType
from ..engine.messages import Joined, Sep, template
from ..engine.rivers import river_before
from ..engine.seats import HAND_PATHS, SEAT_PATHS, SEATS
from ..engine.shape_checks import PLACE_HAND, PLACE_MELD, PLACE_WIN
from ..engine.tiles import to_mpsz
from . import problems as P
from .hand import GB_HANDS
from .table import Table

hand_problems = partial(shape_checks.hand_problems, tiles=13, rule="G-T2")
count_problems = partial(shape_checks.count_problems, rule="G-T1", flower_rule="G-T3")

PLACE_FLOWERS = template("gb.place_flowers", zh="{seat}的花牌", en="{seat}'s flowers")
PLACE_RIVER = template("gb.place_river", zh="{seat}的牌河", en="{seat}'s river")
ROBBING_SELF_DRAWN = win_checks.ROBBING_SELF_DRAWN
KONG_REPLACEMENT_DISCARD = template("gb.kong_replacement_discard", zh="杠上开花是自摸和牌（{rule}）",
                                    en="杠上开花 is a self-drawn win ({rule})")
KONG_REPLACEMENT_NO_KONG = template("gb.kong_replacement_no_kong", zh="杠上开花要求和牌者的副露里有杠（{rule}）",
                                    en="杠上开花 needs a kong among the winner's melds ({rule})")
ROBBING_LAST_TILE = template("gb.robbing_last_tile", zh="抢杠和的牌不是牌墙的最后一张（{rule}）",
                             en="a robbed kong's tile is not the wall's last tile ({rule})")
NOT_A_WIN = template("gb.not_a_win", zh="{seat}的牌和不了 {tile}；听 {waits}（{rule}）",
                     en="{seat}'s hand does not win on {tile}; it waits on {waits} ({rule})")
NOT_A_WIN_NOT_READY = template("gb.not_a_win_not_ready",
                               zh="{seat}的牌和不了 {tile}；还没听牌，离听牌还差 {shanten} 张（{rule}）",
                               en="{seat}'s hand does not win on {tile}; it is not ready, {shanten} tile(s) "
                               "from ready ({rule})")


def check_table(table: Table) -> list[Problem]:
    """Every problem of a table, judged on the strings that could be read.
    Whether the winner's tiles win at all is judged here only when there
    are other problems to report with it: on a sound table, ``settle``
    finds it by scoring (once, not twice)."""
    problems: list[Problem] = []
    for seat in SEATS:
        state = table.seats[seat]
        if state.hand is not None:
            problems += hand_problems(state.hand, state.melds, SEAT_PATHS[seat])
    problems += count_problems(_places(table))
    if table.win:
        problems += win_checks.discarder_problems(table.win) + _flag_problems(table)
        winner = table.seats[table.win.seat]
        hand_path = HAND_PATHS[table.win.seat]
        if winner.hand is None:
            problems.append(Problem(hand_path, HAND_MISSING(rule="G-T2"), E.HAND_SIZE))
        elif problems and winner.readable and table.win.tile >= 0 and not any(
                p.path.startswith(hand_path) for p in problems):
            problems += winning_problems(table)  # else ``settle`` finds it, scoring the hand
    return problems


HAND_MISSING = template("gb.hand_missing", zh="和牌者的手牌要写出来（{rule}）",
                        en="the winner's hand must be given ({rule})")


def _places(table: Table) -> list:
    places = []
    for seat in SEATS:
        state = table.seats[seat]
        if state.hand is not None:
            places.append((PLACE_HAND(seat=seat.text), state.hand))
        places += [(PLACE_MELD(seat=seat.text, number=i + 1), m.tiles) for i, m in enumerate(state.melds)]
        if state.flowers:
            places.append((PLACE_FLOWERS(seat=seat.text), state.flowers))
        if state.discards:
            river = state.discards
            if table.win and table.win.discarder is seat:
                river = river_before(seat, state, seat, table.win.tile)
            places.append((PLACE_RIVER(seat=seat.text), river))
    if table.win and table.win.tile >= 0:
        places.append((PLACE_WIN(), (table.win.tile,)))
    return places


def _flag_problems(table: Table) -> list[Problem]:
    win = table.win
    assert win is not None  # asked only of a table with a win
    out = []
    melds = table.seats[win.seat].melds
    if win.robbing_kong and win.self_drawn:
        out.append(Problem("win.robbing_kong", ROBBING_SELF_DRAWN(rule="G-W3"), E.FLAGS))
    if win.robbing_kong and win.last_tile:
        out.append(Problem("win.last_tile", ROBBING_LAST_TILE(rule="G-W3"), E.FLAGS))
    if win.kong_replacement and not win.self_drawn:
        out.append(Problem("win.kong_replacement", KONG_REPLACEMENT_DISCARD(rule="G-W3"), E.FLAGS))
    elif win.kong_replacement and not any(m.is_kong for m in melds):
        out.append(Problem("win.kong_replacement", KONG_REPLACEMENT_NO_KONG(rule="G-W3"), E.FLAGS))
    hand = table.seats[win.seat].hand or ()
    tile = to_mpsz([win.tile]) if win.tile >= 0 else "?"
    if win.robbing_kong and (win.tile in hand or any(win.tile in m.tiles for m in melds)):
        out.append(Problem("win.robbing_kong", P.ROBBING_NOT_LONE(tile=tile, rule="G-W3"), E.FLAGS))
    if win.last_of_kind and win.tile in hand:
        out.append(Problem("win.last_of_kind", P.LAST_OF_KIND_HELD(tile=tile, rule="G-W3"), P.LAST_OF_KIND))
    if win.last_of_kind is False and win.tile >= 0 and in_sight(table) >= 3:
        out.append(Problem("win.last_of_kind", P.LAST_OF_KIND_SEEN(tile=tile, rule="G-W3"), P.LAST_OF_KIND))
    return out


def in_sight(table: Table) -> int:
    """Copies of the winning kind in sight before the win (G-W3): in exposed
    melds (a concealed kong lies face down) and in the rivers, the winning
    discard itself not counted."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    seen = 0
    for seat in SEATS:
        state = table.seats[seat]
        for meld in state.melds:
            if meld.type is not MeldType.CONCEALED_KONG:
                seen += meld.tiles.count(win.tile)
        if state.discards:
            seen += river_before(seat, state, win.discarder, win.tile).count(win.tile) if (
                seat is win.discarder) else state.discards.count(win.tile)
    return seen


def last_of_kind(table: Table) -> bool:
    """和绝张 (G58): as stated, or decided from the tiles in sight (G-W3);
    never for a robbed kong."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    if win.last_of_kind is not None:
        return bool(win.last_of_kind)
    return not win.robbing_kong and win.tile not in (table.seats[win.seat].hand or ()) and in_sight(table) >= 3


def winning_problems(table: Table) -> list[Problem]:
    win = table.win
    assert win is not None  # asked only of a table with a win
    state = table.seats[win.seat]
    hand = state.hand
    assert hand is not None  # and with the winner's hand given
    tiles = (*hand, win.tile)
    if GB_HANDS.is_complete(tiles, 0, len(state.melds)):
        return []
    path = HAND_PATHS[win.seat]
    shanten = GB_HANDS.shanten(hand, 0, len(state.melds))
    tile = to_mpsz([win.tile])
    if shanten == 0:
        waits = Joined(tuple(to_mpsz([k]) for k in GB_HANDS.completing_kinds(hand, 0, len(state.melds))),
                       Sep.LIST)
        text = NOT_A_WIN(seat=win.seat.text, tile=tile, waits=waits, rule="G-T2")
    else:
        text = NOT_A_WIN_NOT_READY(seat=win.seat.text, tile=tile, shanten=shanten, rule="G-T2")
    return [Problem(path, text, E.NOT_A_WIN)]


