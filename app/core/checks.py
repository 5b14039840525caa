"""Tables that cannot happen (§1–§3, §7): every problem found, each with
the path of the request field it concerns.

The tile-reading problems (notation, R7, R10) are found by ``read_table``;
these checks cover what needs the whole table.
"""
from __future__ import annotations

from . import errors as E
from .catalogue import WIN_MIN_WALL
from .errors import Problem
from .reading import can_win
from .seats import SEATS, Seat
from .table import Meld, MeldType, Stake, Table
from .tiles import Kind, flip_kind, sequence_start_ok, to_mpsz

HAND_TILES = 16  # R5: before the winning tile


def check_table(table: Table) -> list[Problem]:
    """Every problem of a table, judged on the tile strings that could be read.

    An unreadable string counts as no tiles: tile counts are then a lower
    bound, so a kind seen too often is a problem however the rest reads.  The
    winner's hand is judged when its own strings, the winning tile and the
    得 could be read.
    """
    problems = _seat_problems(table) + stake_problems(table.stakes)
    if table.win:
        problems += _flag_problems(table)
    problems += _count_problems(table)
    if table.win and _winner_readable(table) and not any(p.path == _hand_path(table.win.seat) for p in problems):
        problems += _winning_hand_problems(table)
    return problems


def _hand_path(seat: Seat) -> str:
    return f"seats.{seat.value}.hand"


def _winner_readable(table: Table) -> bool:
    return table.de >= 0 and table.win.tile >= 0 and table.seats[table.win.seat].readable


def _seat_problems(table: Table) -> list[Problem]:
    out = []
    for seat in SEATS:
        state = table.seats[seat]
        path = f"seats.{seat.value}"
        if not state.readable:
            continue
        out += hand_problems(state.hand, state.melds, path)
    if sum(table.seats[s].flipped for s in SEATS) > 4:
        out.append(Problem("seats", "more than 4 flipped tiles in all (R11)", E.TILE_COUNT))
    return out


def hand_problems(hand: tuple[Kind, ...], melds: tuple[Meld, ...], path: str) -> list[Problem]:
    """A concealed hand of the wrong size (R5) and melds of the wrong shape;
    ``path`` is where ``hand`` and ``melds`` sit (empty: the top level)."""
    at = f"{path}." if path else ""
    out = []
    want = HAND_TILES - 3 * len(melds)
    if len(hand) != want:
        out.append(Problem(f"{at}hand", f"holds {len(hand)} tiles; with {len(melds)} meld(s) "
                           f"it must hold 16 − 3×{len(melds)} = {want} (R5)", E.HAND_SIZE))
    for i, meld in enumerate(melds):
        out += _meld_problems(meld, f"{at}melds[{i}]")
    return out


def _meld_problems(meld: Meld, path: str) -> list[Problem]:
    tiles = sorted(meld.tiles)
    out = []
    if not _is_shape(meld.type, tiles):
        out.append(Problem(f"{path}.tiles", f"{to_mpsz(tiles) or 'nothing'} is not a {meld.type.value} "
                           f"({_SHAPES[meld.type]})", E.MELD_SHAPE))
    if meld.claimed is not None and meld.claimed >= 0:
        if meld.type is MeldType.CONCEALED_KONG:
            out.append(Problem(f"{path}.claimed", "a concealed kong claims no discard", E.MELD_SHAPE))
        elif meld.claimed not in tiles:
            out.append(Problem(f"{path}.claimed", f"{to_mpsz([meld.claimed])} is not in the meld", E.MELD_SHAPE))
    return out


_SHAPES = {
    MeldType.CHI: "three consecutive tiles of one suit",
    MeldType.PONG: "three alike",
    MeldType.KONG: "four alike",
    MeldType.CONCEALED_KONG: "four alike",
}


def _is_shape(kind: MeldType, tiles: list[Kind]) -> bool:
    if len(tiles) != kind.size:
        return False
    if kind is MeldType.CHI:
        return sequence_start_ok(tiles[0]) and tiles == [tiles[0], tiles[0] + 1, tiles[0] + 2]
    return len(set(tiles)) == 1


def stake_problems(stakes: tuple[Stake, ...], path: str = "stakes") -> list[Problem]:
    """R30: a stake is between two players; ``path`` names the list."""
    return [
        Problem(f"{path}[{i}].between", "a stake is between two different players (R30)", E.FLAGS)
        for i, stake in enumerate(stakes)
        if stake.between[0] == stake.between[1]
    ]


def _flag_problems(table: Table) -> list[Problem]:
    """Flags that contradict each other or the table.

    Decision where RULES.md is silent: 抢杠和 is taken as stated; the robbed
    player's pong need not be among their melds (R39 says only that it stays
    a pung for their own points).
    """
    win = table.win
    out = []

    def bad(field: str, message: str) -> None:
        out.append(Problem(f"win.{field}", message, E.FLAGS))

    if win.self_drawn and win.discarder is not None:
        bad("discarder", "a self-drawn win has no discarder")
    if not win.self_drawn and win.discarder is None:
        bad("discarder", "a win on a discard names the discarder")
    if win.discarder == win.seat:
        bad("discarder", "the winner cannot win on their own discard")
    if win.kong_replacement and not win.self_drawn:
        bad("kong_replacement", "杠上开花 is a self-drawn win")
    if win.kong_replacement and not any(m.is_kong for m in table.seats[win.seat].melds):
        bad("kong_replacement", "杠上开花 needs a kong among the winner's melds")
    if win.robbing_kong and win.self_drawn:
        bad("robbing_kong", "抢杠和 is a win on another player's tile, not self-drawn (R39)")
    if win.last_tile and not win.self_drawn:
        bad("last_tile", "海底捞月 is a self-drawn win")
    if win.dianpao and win.self_drawn:
        bad("dianpao", "点炮 needs a discard; this win is self-drawn (R36)")
    if table.wall_remaining is not None and table.wall_remaining < WIN_MIN_WALL:
        out.append(Problem("wall_remaining", f"a win needs at least {WIN_MIN_WALL} tiles left in the wall (R33)",
                           E.FLAGS))
    return out


def _count_problems(table: Table) -> list[Problem]:
    return count_problems(_tile_places(table))


def count_problems(places: list[tuple[str, tuple[Kind, ...]]], path: str = "seats") -> list[Problem]:
    """R1/R6: no kind more than 4 times in all the ``(where, tiles)`` given,
    the turned-up 得 indicator among them; each problem filed under ``path``."""
    totals = [0] * 34
    for _, tiles in places:
        for k in tiles:
            totals[k] += 1
    return [
        Problem(path, f"{to_mpsz([k])} appears {n} times, 4 at most (R1): "
                + ", ".join(f"{where} ×{tiles.count(k)}" for where, tiles in places if k in tiles), E.TILE_COUNT)
        for k, n in enumerate(totals)
        if n > 4
    ]


def _tile_places(table: Table) -> list[tuple[str, tuple[Kind, ...]]]:
    """Where each tile read lies; an unreadable tile string (kind −1) adds none."""
    known = table.de >= 0
    places = [("de (the turned-up indicator)", (table.de,) if known else ())]
    for seat in SEATS:
        state = table.seats[seat]
        path = f"seats.{seat.value}"
        places.append((f"{path}.hand", state.hand))
        places += [(f"{path}.melds[{i}]", m.tiles) for i, m in enumerate(state.melds)]
        places.append((f"{path}.flipped", (flip_kind(table.de),) * state.flipped if known else ()))
    if table.win and table.win.tile >= 0:
        places.append(("win.tile", (table.win.tile,)))
    return places


def _winning_hand_problems(table: Table) -> list[Problem]:
    win = table.win
    state = table.seats[win.seat]
    if can_win((*state.hand, win.tile), table.de, 5 - len(state.melds)):
        return []
    return [Problem(_hand_path(win.seat), f"{win.seat.value}'s hand with {to_mpsz([win.tile])} does not "
                    f"form {5 - len(state.melds)} sets and a pair, even with 得 as wild (R5)", E.NOT_A_WIN)]
