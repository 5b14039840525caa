"""What the Taizhou rule sets check of every table alike (R5, W4): each seat
given by its tiles has a hand of the right size and melds of the right
shape; the winner's hand is judged only when it could be read.  A counted
seat (points in place of tiles, ``counted``) gives no tiles to check."""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import errors as E
from ..engine import shape_checks
from ..engine.errors import Problem
from ..engine.melds import Meld
from ..engine.messages import Joined, Sep, Text, template
from ..engine.seats import HAND_PATHS, SEAT_PATHS, SEATS, Seat
from ..engine.shape_checks import (
    PLACE_A_MELD,
    PLACE_DRAWN,
    PLACE_HAND,
    PLACE_MELD,
    PLACE_THE_HAND,
    PLACE_WIN,
    meld_ok,
)
from ..engine.tiles import Kind, to_mpsz

PLACE_DE = template("taizhou.place_de", zh="翻出定得的牌", en="the 得 indicator")
NOT_A_WIN = template("taizhou.not_a_win", zh="{seat}的牌和不了 {tile}，得当百搭也不行；听 {waits}（{rule}）",
                     en="{seat}'s hand does not win on {tile}, even with 得 as wild; it waits on {waits} ({rule})")
NOT_A_WIN_NOT_READY = template("taizhou.not_a_win_not_ready",
                               zh="{seat}的牌和不了 {tile}，得当百搭也不行；"
                               "还没听牌，离听牌还差 {shanten} 张（{rule}）",
                               en="{seat}'s hand does not win on {tile}, even with 得 as wild; "
                               "it is not ready, {shanten} tile(s) from ready ({rule})")


def seat_problems(table: Any, tiles: int, rule: str) -> list[Problem]:
    """Each seat's hand and melds (``engine.shape_checks.hand_problems``
    with the rule set's hand size, ``HandRules.tiles``, and its rule)."""
    out = []
    for seat in SEATS:
        state = table.seats[seat]
        if not state.readable or state.points is not None:
            continue
        melds = state.melds
        if len(state.hand) == tiles - 3 * len(melds) and (not melds or _SHAPED.issuperset(melds) or _shaped(melds)):
            continue  # the usual case, told without a Python call
        out += shape_checks.hand_problems(state.hand, melds, SEAT_PATHS[seat], tiles=tiles, rule=rule)
    return out


# Every meld met that has its shape, asked in C: a seat's melds seldom recur together, each
# meld often.  Bounded by the melds that have a shape (each order of a chow's tiles, each
# claimed tile): at most the 902 that exist, 0.24 MiB.
_SHAPED: set[Meld] = set()


def _shaped(melds: tuple[Meld, ...]) -> bool:
    """Whether every meld has its shape; if so, they are kept in ``_SHAPED``."""
    if all(map(meld_ok, melds)):
        _SHAPED.update(melds)
        return True
    return False


def too_many_copies(tiles: list[Kind], flowers: bool = False) -> bool:
    """Whether some kind is among ``tiles`` more than 4 times, or (``flowers``:
    the rule set has them) a flower, kinds 34–41, more than once (W1): the
    tiles sorted in one run first, where a kind over its copies has a copy
    that many places on."""
    ordered = bytes(sorted(tiles))
    if not flowers:
        return _repeated(ordered, 4)
    split = bisect_left(ordered, 34)
    return _repeated(ordered[:split], 4) or _repeated(ordered[split:], 1)


def _repeated(ordered: bytes, apart: int) -> bool:
    """Whether a tile of sorted ``ordered`` is the same as the one ``apart`` places on."""
    n = len(ordered) - apart
    # The tiles xored with themselves ``apart`` places on, as one number: a zero byte
    # where they agree (no Python-level comparison per tile).
    return n > 0 and 0 in (int.from_bytes(ordered[apart:]) ^ int.from_bytes(ordered[:-apart])).to_bytes(n)


def tile_places(table: Any, flipped: Callable[[Seat, Any], tuple[Text, tuple[Kind, ...]]]
                ) -> list[tuple[Text, tuple[Kind, ...]]]:
    """Where each tile read lies (for ``shape_checks.count_problems``): the 得
    indicator, each seat's hand, melds and the tiles it laid out
    (``flipped``: the rule set's words for them, and which), the winning
    tile; an unreadable tile (kind −1) adds none."""
    places: list[tuple[Text, tuple[Kind, ...]]] = [(PLACE_DE(), (table.de,) if table.de >= 0 else ())]
    for seat in SEATS:
        state = table.seats[seat]
        places.append((PLACE_HAND(seat=seat.text), state.hand))
        places += [(PLACE_MELD(seat=seat.text, number=i), m.tiles) for i, m in enumerate(state.melds, 1)]
        places.append(flipped(seat, state))
    if table.win and table.win.tile >= 0:
        places.append((PLACE_WIN(), (table.win.tile,)))
    return places


def hand_places(de: Kind, hand: tuple[Kind, ...], melds: tuple[Meld, ...], laid_out: tuple[Text, tuple[Kind, ...]],
                drawn: Kind | None) -> list[tuple[Text, tuple[Kind, ...]]]:
    """``tile_places`` of one hand analysed alone: the 得 indicator, the
    hand, its melds, the tiles it laid out (``laid_out``: the rule set's
    words for them, and which) and the tile drawn, when given and read."""
    places = [(PLACE_DE(), (de,)), (PLACE_THE_HAND(), hand)]
    places += [(PLACE_A_MELD(number=i), m.tiles) for i, m in enumerate(melds, 1)]
    places.append(laid_out)
    if drawn is not None and drawn >= 0:
        places.append((PLACE_DRAWN(), (drawn,)))
    return places


def not_a_win(seat: Seat, tile: Kind, waits: Sequence[Kind], shanten: int | str, rule: str) -> Problem:
    """The winner's tiles do not win on ``tile`` (R5, W4): what the hand
    waits on, or, waiting on nothing, how far it is from ready (``shanten``,
    worded only then)."""
    args = {"seat": seat.text, "tile": to_mpsz([tile]), "rule": rule}
    if waits:
        text = NOT_A_WIN(**args, waits=Joined(tuple(to_mpsz([k]) for k in waits), Sep.SPACE))
    else:
        text = NOT_A_WIN_NOT_READY(**args, shanten=shanten)
    return Problem(HAND_PATHS[seat], text, E.NOT_A_WIN)


def judges_winner(table: Any, problems: list[Problem]) -> bool:
    """Whether the winning hand is judged: the winner gave tiles (a counted
    winner's points stand for them), they, the winning tile and the 得 were
    read, and the hand is not refused already (its size)."""
    if table.win is None:
        return False
    state = table.seats[table.win.seat]
    readable = table.de >= 0 and table.win.tile >= 0 and state.readable and state.points is None
    return readable and not any(p.path == HAND_PATHS[table.win.seat] for p in problems)
