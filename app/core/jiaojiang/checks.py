"""Tables that cannot happen (§1–§3, §7): every problem found, each with
the path of the request field it concerns.

The tile-reading problems (notation, R7, R10) are found by ``read_table``;
these checks cover what needs the whole table.
"""
from __future__ import annotations

from functools import partial

from ..engine import errors as E
from ..engine import shape_checks, win_checks
from ..engine.errors import Problem
from ..engine.messages import Text, template
from ..engine.reading import can_win
from ..engine.seats import Seat
from ..engine.shanten import shanten, waits_of
from ..engine.tiles import Kind
from ..taizhou.checks import judges_winner, not_a_win, seat_problems, tile_places, too_many_copies
from ..taizhou.wall import wall_problems
from .catalogue import HAND, flip_kind
from .table import SeatState, Stake, Table

TOO_MANY_FLIPPED = template("checks.too_many_flipped", zh="翻牌合计超过 4 张（R11）",
                            en="more than 4 flipped tiles in all (R11)")
STAKE_SAME_SEAT = template("checks.stake_same_seat", zh="扔弹须在两个不同的玩家之间（R30）",
                           en="a stake is between two different players (R30)")
KONG_REPLACEMENT_DISCARD = template("checks.kong_replacement_discard", zh="杠上开花是自摸和牌",
                                    en="杠上开花 is a self-drawn win")
KONG_REPLACEMENT_NO_KONG = template("checks.kong_replacement_no_kong", zh="杠上开花要求和牌者的副露里有杠",
                                    en="杠上开花 needs a kong among the winner's melds")
LAST_TILE_DISCARD = template("checks.last_tile_discard", zh="海底捞月是自摸和牌", en="海底捞月 is a self-drawn win")
DIANPAO_SELF_DRAWN = template("checks.dianpao_self_drawn", zh="点炮要有人打出和张；这一手是自摸（R36）",
                              en="点炮 needs a discard; this win is self-drawn (R36)")
PLACE_FLIPPED = template("checks.place_flipped", zh="{seat}的翻牌", en="{seat}'s flipped tiles")


# R5 and R1, the rules the engine's shape and copy checks cite here.
HAND_RULE = "R5"  # the hand's size and shape
hand_problems = partial(shape_checks.hand_problems, tiles=HAND.tiles, rule=HAND_RULE)
count_problems = partial(shape_checks.count_problems, rule="R1")


def check_table(table: Table, *, winner: bool = True) -> list[Problem]:
    """Every problem of a table, judged on the tile strings that could be read.

    An unreadable string counts as no tiles: tile counts are then a lower
    bound, so a kind seen too often is a problem however the rest reads.  A
    counted seat (points in place of tiles) adds no tiles: R1 covers only
    the tiles given.  The
    winner's hand is judged when its own strings, the winning tile and the
    得 could be read; ``winner=False`` leaves that to the winner's search
    (``settle``: it finds every reading anyway, and says when there is none).
    """
    problems = seat_problems(table, HAND.tiles, HAND_RULE)
    tiles, flipped = _tiles(table)
    if flipped > 4:  # R11: four flip tiles in all
        problems.append(Problem("seats", TOO_MANY_FLIPPED(), E.TILE_COUNT))
    if table.stakes:
        problems += stake_problems(table.stakes)
    problems += _flag_problems(table) if table.win else _wall_problems(table)
    if too_many_copies(tiles):  # R1: the tiles counted in one run first, their places listed only then
        problems += _copies_problems(table)
    if winner and judges_winner(table, problems):
        problems += _winning_hand_problems(table)
    return problems


def stake_problems(stakes: tuple[Stake, ...], path: str = "stakes") -> list[Problem]:
    """R30: a stake is between two players; ``path`` names the list."""
    out = []  # a loop, not a comprehension: in 3.11 that is a function made and called
    for i, (between, _) in enumerate(stakes):
        if between[0] == between[1]:
            out.append(Problem(f"{path}[{i}].between", STAKE_SAME_SEAT(), E.FLAGS))
    return out


def _flag_problems(table: Table) -> list[Problem]:
    """Flags that contradict each other or the table.

    Decisions where RULES.md is silent: 抢杠和 is taken as stated; the robbed
    player's pong need not be among their melds (R39 says only that it stays
    a pung for their own points).  A counted winner's 杠上开花 is taken as
    stated: its melds were not given.
    """
    win = table.win
    assert win is not None  # asked only of a table with a win (``check_table``)
    out = []

    def bad(field: str, text: Text) -> None:
        out.append(Problem(f"win.{field}", text, E.FLAGS))

    out += win_checks.discarder_problems(win)
    if win.kong_replacement and not win.self_drawn:
        bad("kong_replacement", KONG_REPLACEMENT_DISCARD())
    winner = table.seats[win.seat]
    if win.kong_replacement and winner.points is None and not any(m.is_kong for m in winner.melds):
        bad("kong_replacement", KONG_REPLACEMENT_NO_KONG())
    if win.robbing_kong and win.self_drawn:
        bad("robbing_kong", win_checks.ROBBING_SELF_DRAWN(rule="R39"))
    if win.last_tile and not win.self_drawn:
        bad("last_tile", LAST_TILE_DISCARD())
    if win.dianpao and win.self_drawn:
        bad("dianpao", DIANPAO_SELF_DRAWN())
    return out + _wall_problems(table)


def _wall_problems(table: Table) -> list[Problem]:
    """R33: a win needs 16 tiles left in the wall; a 黄牌 happens only when the
    wall is down to 16 tiles (17 with a lone top tile)."""
    return wall_problems(table.wall_remaining, table.win is not None, "R33")


def _copies_problems(table: Table) -> list[Problem]:
    """R1: each kind seen too often, and where its copies lie."""
    flip = flip_kind(table.de) if table.de >= 0 else None
    return count_problems(tile_places(table, partial(_flipped_place, flip)))


def _tiles(table: Table) -> tuple[list[Kind], int]:
    """Every tile ``tile_places`` lists, in one list, and how many flip tiles the seats laid out."""
    tiles = [table.win.tile] if table.win and table.win.tile >= 0 else []
    flipped = 0
    for state in table.seats.values():
        tiles += state.hand
        for meld in state.melds:
            tiles += meld.tiles
        flipped += state.flipped
    if table.de >= 0:
        tiles.append(table.de)
        if flipped:
            tiles += (flip_kind(table.de),) * flipped
    return tiles, flipped


def _flipped_place(flip: Kind | None, seat: Seat, state: SeatState) -> tuple[Text, tuple[Kind, ...]]:
    """A seat's flip tiles laid face up (R10): known once the 得, and so the flip kind, is."""
    return PLACE_FLIPPED(seat=seat.text), (flip,) * state.flipped if flip is not None else ()


def _winning_hand_problems(table: Table) -> list[Problem]:
    """R5: the winner's tiles form the sets and the pair; if not, say what the hand waits on."""
    win = table.win
    assert win is not None  # asked only of a table with a win (``judges_winner``)
    state = table.seats[win.seat]
    sets = HAND.sets_needed(len(state.melds))
    if can_win((*state.hand, win.tile), table.de, sets, win.tile // 9):  # the splits the winner's search reads next
        return []
    waits = waits_of(state.hand, table.de, sets, (flip_kind(table.de),))
    return [not_a_win(win.seat, win.tile, waits, 0 if waits else shanten(state.hand, table.de, sets), "R5")]
