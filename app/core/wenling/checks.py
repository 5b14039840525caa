"""Wenling tables that cannot happen: every problem found, each with the path
of the request field it concerns (what one field shows is found by
``read_table``; these checks need the whole table).

Decisions where RULES-wenling.md is silent:

- Copies (W1, W8): 4 of each number, wind and dragon kind, 1 of each
  flower, counted over the indicator, hands, melds, flipped tiles and the
  winning tile (rivers are not counted, as in Jiaojiang).
- A win needs 16 tiles left in the wall (W23, R33); a 黄牌 happens at 16 or
  17 (W23); an absent ``wall_remaining`` is not checked (as R33 reads it).
- W20a: a seat whose river holds a 得 cannot be named the winner, on any
  win (腊子胡 and self-drawn included): the seed says it lost the right to win.
- A counted seat (points in place of tiles) adds no tiles to the copies
  and is not judged for its shape (W4) or a 腊子胡 it did not win on; a
  counted winner's 腊子胡 is judged in ``counted``; its 杠上开花 is taken as
  stated.
"""
from __future__ import annotations

from functools import partial

from ..engine import errors as E
from ..engine import shape_checks, win_checks
from ..engine.errors import Problem
from ..engine.messages import Text, template
from ..engine.reading import can_win_wild
from ..engine.seats import SEAT_PATHS, SEATS, Seat
from ..engine.shanten import completing_kinds_wild, shanten_wild
from ..engine.tiles import Kind, to_mpsz
from ..taizhou.checks import judges_winner, not_a_win, seat_problems, tile_places, too_many_copies
from ..taizhou.wall import wall_problems
from . import problems as P
from .catalogue import HAND
from .counted import counted_laizi
from .laizi import Condition, conditions_held, winner_condition
from .table import SeatState, Table

HAND_RULE = "W4"  # the hand's size and shape
hand_problems = partial(shape_checks.hand_problems, tiles=HAND.tiles, rule=HAND_RULE)
count_problems = partial(shape_checks.count_problems, rule="W1", flower_rule="W1, W8")

KONG_REPLACEMENT_DISCARD = template("wenling.kong_replacement_discard", zh="杠上开花是自摸和牌（{rule}）",
                                    en="杠上开花 is a self-drawn win ({rule})")
KONG_REPLACEMENT_NONE = template("wenling.kong_replacement_none",
                                 zh="杠上开花要有补牌：和牌者的副露里有杠，或翻出过特殊牌（{rule}）",
                                 en="杠上开花 needs a replacement tile: a kong among the winner's melds "
                                 "or a special tile laid out ({rule})")
PLACE_FLIPPED = template("wenling.place_flipped", zh="{seat}的特殊牌", en="{seat}'s special tiles")
LOST_RIGHT = template("wenling.lost_right", zh="{seat}的牌河里有打出的得 {tile}，已失去和牌资格（{rule}）",
                      en="{seat} discarded a 得 ({tile}) and so lost the right to win ({rule})")
LAIZI_STATED_NONE = template("wenling.laizi_stated_none",
                             zh="说是腊子胡，但{seat}没有腊子胡的条件（三张得、四张白板、四个同色花、四个红中或发财、"
                             "四个自家门风、四花、天胡）（{rule}）",
                             en="states 腊子胡, but {seat} holds none of its conditions (three 得, four 白板, "
                             "four flowers of a colour, four 中 or 发, four of the seat wind, 四花, 天胡) ({rule})")
LAIZI_DENIED = template("wenling.laizi_denied", zh="说不是腊子胡，但{seat}有{condition}：这就是腊子胡（{rule}）",
                        en="states no 腊子胡, but {seat} holds {condition}, which is 腊子胡 ({rule})")
LAIZI_DISCARDER = template("wenling.laizi_discarder",
                           zh="{seat}有{condition}：腊子胡是摸到就胡的自摸，没有打出和张的人（{rule}）",
                           en="{seat} holds {condition}: a 腊子胡 is won at once on one's own draw, "
                           "with no discarder ({rule})")
LAIZI_NOT_WON = template("wenling.laizi_not_won",
                         zh="{seat}没有和牌，却有{condition}：摸到时这一手就已经腊子胡结束了（{rule}）",
                         en="{seat} did not win but holds {condition}: the hand would have ended "
                         "with their 腊子胡 when they drew it ({rule})")
HEAVENLY_NOT_DEALER = template("wenling.heavenly_not_dealer", zh="天胡只有庄家（东家）能胡（{rule}）",
                               en="天胡 is the dealer's (east's) win only ({rule})")
HEAVENLY_PLAYED = template("wenling.heavenly_played", zh="天胡是起手就胡：{place}不能有副露或打出的牌（{rule}）",
                           en="天胡 is won on the opening tiles: {place} can have no meld and no discard ({rule})")
HEAVENLY_NOT_A_WIN = template("wenling.heavenly_not_a_win", zh="庄家起手的 17 张牌和不了，不是天胡（{rule}）",
                              en="the dealer's opening 17 tiles do not win: no 天胡 ({rule})")


def check_table(table: Table, *, winner: bool = True) -> list[Problem]:
    """Every problem of a table, judged on the tile strings that could be read;
    ``winner=False`` leaves whether an ordinary win's tiles win (W4) to the
    winner's search (``settle``: it reads every split anyway, and says when
    there is none)."""
    return checked(table, winner=winner)[0]


def checked(table: Table, *, winner: bool = True) -> tuple[list[Problem], Condition | None]:
    """``check_table``'s problems, and the 腊子胡 condition a winner who gave
    tiles holds (``winner_condition``, judged once for the checks and the
    settlement)."""
    win = table.win
    held = winner_condition(table) if win is not None and table.seats[win.seat].points is None else None
    problems = seat_problems(table, HAND.tiles, HAND_RULE)
    if win:
        problems += _flag_problems(table)
    else:
        problems += _draw_problems(table)
    problems += _count_problems(table)
    problems += _laizi_problems(table, held)
    if judges_winner(table, problems):
        problems += _winning_hand_problems(table, held, ordinary=winner)
    return problems, held


def _flag_problems(table: Table) -> list[Problem]:
    win = table.win
    assert win is not None  # asked only of a table with a win
    out = []

    def bad(field: str, text: Text, code: str = E.FLAGS) -> None:
        out.append(Problem(f"win.{field}", text, code))

    out += win_checks.discarder_problems(win)
    if win.kong_replacement and not win.self_drawn:
        bad("kong_replacement", KONG_REPLACEMENT_DISCARD(rule="W14"))
    state = table.seats[win.seat]
    if win.kong_replacement and state.points is None and not any(m.is_kong for m in state.melds) and not state.flipped:
        bad("kong_replacement", KONG_REPLACEMENT_NONE(rule="W14"))
    if win.robbing_kong and win.self_drawn:
        bad("robbing_kong", win_checks.ROBBING_SELF_DRAWN(rule="W14, R39"))
    out += wall_problems(table.wall_remaining, True, "W23, R33")
    wild = table.de_kinds
    river = state.discards or ()
    lost = next(filter(wild.__contains__, river), None)
    if lost is not None:
        bad("seat", LOST_RIGHT(seat=win.seat.text, tile=to_mpsz([lost]), rule="W20a"), P.LOST_RIGHT)
    if win.heavenly:
        out += _heavenly_problems(table)
    return out


def _heavenly_problems(table: Table) -> list[Problem]:
    """W9.7: 天胡 needs the dealer, no seat with a meld or a discard, and a
    hand that wins (得 wild)."""
    win = table.win
    assert win is not None  # asked only of a win stated 天胡
    out = []
    if not win.seat.is_dealer:
        out.append(Problem("win.heavenly", HEAVENLY_NOT_DEALER(rule="W9"), P.HEAVENLY))
    for seat in SEATS:
        state = table.seats[seat]
        if state.melds or state.discards:
            out.append(Problem("win.heavenly", HEAVENLY_PLAYED(place=seat.text, rule="W9"), P.HEAVENLY))
    return out


def _draw_problems(table: Table) -> list[Problem]:
    """W23: a 黄牌 happens only at 16 tiles left (17 with a lone top tile)."""
    return wall_problems(table.wall_remaining, False, "W23")


def _count_problems(table: Table) -> list[Problem]:
    """The table's tiles counted in one run first; their places are listed
    only when some kind is seen too often."""
    tiles = [table.de] if table.de >= 0 else []
    if table.win and table.win.tile >= 0:
        tiles.append(table.win.tile)
    for state in table.seats.values():
        tiles += state.hand
        tiles += state.flipped
        for meld in state.melds:
            tiles += meld.tiles
    if not too_many_copies(tiles, flowers=True):
        return []
    return count_problems(tile_places(table, _flipped_place))


def _flipped_place(seat: Seat, state: SeatState) -> tuple[Text, tuple[Kind, ...]]:
    """A seat's special tiles laid out (W8)."""
    return PLACE_FLIPPED(seat=seat.text), state.flipped


def _laizi_problems(table: Table, held: Condition | None) -> list[Problem]:
    """W9: 腊子胡 judged from the table (``held``: the winner's); every statement checked against it."""
    win = table.win
    if table.de < 0:
        if win is not None and win.tile >= 0 and table.seats[win.seat].points is not None:
            return counted_laizi(table)[1]  # an all-counted table names no 得
        return []
    out = []
    for seat in SEATS:
        if win is not None and seat is win.seat:
            continue
        if table.seats[seat].readable and table.seats[seat].points is None:
            theirs = conditions_held(table, seat)
            if theirs:
                text = LAIZI_NOT_WON(seat=seat.text, condition=theirs[0].name, rule="W9")
                field = "flipped_tiles" if theirs[0].code in _FLIPPED_CONDITIONS else "hand"
                out.append(Problem(f"{SEAT_PATHS[seat]}.{field}", text, P.LAIZI))
    if win is None or win.tile < 0 or not table.seats[win.seat].readable:
        return out
    if table.seats[win.seat].points is not None:
        return out + counted_laizi(table)[1]
    if held is None and win.laizi:
        out.append(Problem("win.laizi", LAIZI_STATED_NONE(seat=win.seat.text, rule="W9"), P.LAIZI))
    if held is not None and win.laizi is False:
        out.append(Problem("win.laizi", LAIZI_DENIED(seat=win.seat.text, condition=held.name, rule="W9"), P.LAIZI))
    if held is not None and (win.discarder is not None or not win.self_drawn):
        text = LAIZI_DISCARDER(seat=win.seat.text, condition=held.name, rule="W9")
        out.append(Problem("win.discarder", text, P.LAIZI))
    return out


_FLIPPED_CONDITIONS = frozenset(("four_white", "four_flowers_one_colour", "four_flowers"))  # W9.2, 9.3, 9.6


def _winning_hand_problems(table: Table, held: Condition | None, ordinary: bool = True) -> list[Problem]:
    """W4: the winner's tiles form 5 sets and a pair (得 wild), unless the
    win is a 腊子胡 of conditions 1–6 (whatever the rest of the hand, W9);
    天胡 needs a hand that wins.  ``ordinary=False``: a win that is no
    腊子胡 is not judged here."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    if held is None and not ordinary or held is not None and held.number != 7:
        return []
    state = table.seats[win.seat]
    sets = HAND.sets_needed(len(state.melds))
    wild = table.de_kinds
    tiles = (*state.hand, win.tile)
    real = tuple(k for k in tiles if k not in wild)
    if all(k < 34 for k in real) and can_win_wild(real, len(tiles) - len(real), sets):  # the search's splits
        return []
    if held is not None:
        return [Problem("win.heavenly", HEAVENLY_NOT_A_WIN(rule="W9"), P.HEAVENLY)]
    hand_real = tuple(k for k in state.hand if k not in wild)
    jokers = len(state.hand) - len(hand_real)
    if any(k >= 34 for k in hand_real):
        return [not_a_win(win.seat, win.tile, (), "—", "W4")]
    waits = [k for k in completing_kinds_wild(hand_real, jokers, sets) if k not in table.special]
    return [not_a_win(win.seat, win.tile, waits, 0 if waits else shanten_wild(hand_real, jokers, sets), "W4")]
