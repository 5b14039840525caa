"""What a hand waits on and how far it is from ready (``POST /v1/analyze``).

One player's view: their concealed hand and melds, the 得, perhaps a tile
just drawn, and the tiles they can see elsewhere.  Shanten and waits judge
the hand's shape alone (``shanten.py``); each wait is scored as this seat's
win by the same scorer that settles (``settlement.winner_result``: best
reading R23, items, 劣子 R28; no 弹, no payments).

Decisions where API.md is silent:

- A hand that can never be ready: with 得 wild and shape alone, every hand
  of 16 − 3 × melds tiles has a shanten (at most 2 × the sets it needs: a
  tile always fits each set and the pair), so the only such hands are the
  impossible ones, refused as a 422 like every other impossible hand
  (``hand_size`` for the wrong number of tiles).
- ``remaining`` counts every tile this player has seen: hand, ``drawn``,
  melds, ``visible`` and the 得 indicator.  For the waits a discard leaves,
  the discarded tile is among them (it lies in the player's river).
- ``visible`` is not checked against the four copies (R1), like the rivers
  of ``/v1/settle``: a count that goes below 0 stops at 0.  It may hold the
  flip tile, which lies face up.
- A kind the hand itself holds four of is still a wait when the shape says
  so (shape alone), with ``remaining`` 0.
- Useful draws (进张, ``improving``): besides the waits, the answer lists
  the kinds whose draw lowers the shanten (for a ready hand, its waits), for
  the hand and for each discard, so that a hand not yet ready still tells
  what to keep.  Discards are ordered by shanten, then remaining waits, then
  remaining useful draws, then mpsz order.

>>> from app.core.engine.notation import parse_tiles as t
>>> from app.core.engine.tiles import to_mpsz
>>> view = HandView(de=17, seat=Seat.SOUTH, hand=t("123m 234m 345m 78m 999s 88m"), visible=t("6m 6m 9m"))
>>> result = analyse(view)
>>> result.shanten, [(to_mpsz([w.tile]), w.remaining, w.discard_win.points, w.self_drawn.points) for w in result.waits]
(0, [('6m', 2, 20, 30), ('7m', 3, 30, 40), ('9m', 3, 20, 30), ('9p', 3, 20, 40)])
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import compress
from typing import Any

from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Lang, template
from ..engine.records import from_fields
from ..engine.seats import Seat
from ..engine.shanten import is_complete, shanten_useful, useful_discarding
from ..engine.tiles import KINDS, Kind
from ..taizhou.analysis import Wait, analysis_dict, unseen, wait_on
from ..taizhou.checks import hand_places
from .answer import PlayerResult
from .catalogue import HAND, flip_kind
from .checks import count_problems, hand_problems
from .settlement import winner_result, winner_results
from .table import JiaojiangReader, Meld, Rules
from .winner import WinContext, new_win_context

COPIES = 4  # R1

PLACE_FLIPPED = template("analysis.place_flipped", zh="翻牌", en="the flipped tiles")


@dataclass(frozen=True)
class HandView:
    """One player's view of the table: what the analysis reads."""

    de: Kind
    hand: tuple[Kind, ...]
    seat: Seat = Seat.EAST
    melds: tuple[Meld, ...] = ()
    flipped: int = 0
    drawn: Kind | None = None
    visible: tuple[Kind, ...] = ()
    rules: Rules = field(default_factory=Rules)

    @property
    def sets_needed(self) -> int:
        return HAND.sets_needed(len(self.melds))


@dataclass(frozen=True)
class Discard:
    """What discarding ``tile`` from hand + drawn leaves: its shanten, waits
    and useful draws (进张), not scored."""

    tile: Kind
    shanten: int
    waits: tuple[Wait, ...]
    improving: tuple[Wait, ...]

    @property
    def order(self) -> tuple[int, int, int, Kind]:
        """Best first: lowest shanten, most remaining waits, most remaining useful draws, mpsz order."""
        return self.shanten, -unseen(self.waits), -unseen(self.improving), self.tile


@dataclass(frozen=True)
class Analysis:
    shanten: int
    waits: tuple[Wait, ...]
    improving: tuple[Wait, ...]
    win: PlayerResult | None = None
    discards: tuple[Discard, ...] | None = None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/analyze`` (see ``../API.md``), readings in ``lang``."""
        return analysis_dict(self, lang, "limit", improving=True)


def analyse(view: HandView) -> Analysis:
    """Shanten and scored waits of ``view.hand``; with ``view.drawn``, the
    self-drawn win of hand + drawn and what each discard leaves."""
    draws = _draws(view)
    n, improving = _useful(view.hand, view, draws)
    waits = tuple(_scored_wait(view, w) for w in improving) if n == 0 else ()
    if (drawn := view.drawn) is None:
        return Analysis(n, waits, improving)
    return Analysis(n, waits, improving, _self_drawn_win(view, waits, drawn),
                    _discards(view, draws, (n, improving), drawn))


def _useful(hand: tuple[Kind, ...], view: HandView, draws: tuple[Wait, ...]) -> tuple[int, tuple[Wait, ...]]:
    """The hand's shanten and 进张, the flip kind left out (R10): for a ready
    hand, its waits."""
    n, useful = shanten_useful(hand, view.de, view.sets_needed)
    flip = flip_kind(view.de)
    return n, tuple(draws[k] for k in useful if k != flip)


def _scored_wait(view: HandView, wait: Wait) -> Wait:
    ways = [_context(view, wait.tile, self_drawn=d) for d in (False, True)]
    discard_win, self_drawn = winner_results(view.hand, ways, view.rules.winner_bonus)
    return _new_draw((wait.tile, wait.remaining, discard_win, self_drawn))


def _context(view: HandView, tile: Kind, *, self_drawn: bool) -> WinContext:
    """This seat winning on ``tile``: scored by R12–R28, with no 弹 and no payments.  Built in C
    (``new_win_context``): no 杠上开花, 抢杠和 or 海底捞月 (R21) in an analysis."""
    return new_win_context((view.seat.wind, view.de, flip_kind(view.de), view.melds, view.flipped, tile, self_drawn,
                            False, False, False))


def _self_drawn_win(view: HandView, waits: tuple[Wait, ...], drawn: Kind) -> PlayerResult | None:
    """Hand + drawn won self-drawn: the scored wait's when ``drawn`` (``view.drawn``) is one of ``waits``."""
    if (wait := wait_on(waits, drawn)) is not None:
        return wait.self_drawn
    if not is_complete((*view.hand, drawn), view.de, view.sets_needed):
        return None
    return winner_result(view.hand, _context(view, drawn, self_drawn=True), view.rules.winner_bonus)


def _discards(view: HandView, draws: tuple[Wait, ...], hands: tuple[int, tuple[Wait, ...]], drawn: Kind
              ) -> tuple[Discard, ...]:
    """Each distinct tile of hand + ``drawn`` (``view.drawn``), best first (``Discard.order``),
    their 进张 from one reading of the tables (``useful_discarding``); a tile
    of the drawn kind leaves the hand again (``hands``: its shanten and 进张)."""
    tiles = (*view.hand, drawn)
    kinds = set(tiles)
    flip = flip_kind(view.de)
    others = useful_discarding(tiles, view.de, view.sets_needed, kinds - {drawn})
    out = []
    for tile in kinds:
        if tile == drawn:
            n, improving = hands
        else:
            n, useful = others[tile]
            useful[flip] = False  # never drawn (R10)
            improving = tuple(compress(draws, useful))
        out.append(Discard(tile, n, improving if n == 0 else (), improving))
    return tuple(sorted(out, key=lambda d: d.order))


def _draws(view: HandView) -> tuple[Wait, ...]:
    """Each kind as a draw, not scored, with its copies this player has not
    seen (hand, drawn, melds, visible, the 得 indicator): the same for the
    hand and every discard."""
    drawn = () if view.drawn is None else (view.drawn,)
    left = [COPIES] * len(KINDS)
    for kind in (*view.hand, *drawn, *(k for m in view.melds for k in m.tiles), *view.visible, view.de):
        left[kind] -= 1
    return tuple([_new_draw((kind, n if n > 0 else 0, None, None)) for kind, n in enumerate(left)])


_new_draw = from_fields(Wait)  # every field, in order, built in C: 34 draws an analysis


# --- the request shape --------------------------------------------------------

def analyse_mapping(data: Mapping[str, Any]) -> Analysis:
    """Analyse a hand given in the API's request shape (``../API.md``).

    Raises ``TableError`` with every problem: unreadable tiles (with their
    positions), flip tiles held (R10), 得 in melds (R7), a hand of the wrong
    size or a meld of the wrong shape (R5), a kind more than four times (R1).
    """
    view, problems, readable = read_view(data)
    problems += view_problems(view, readable)
    if problems:
        raise TableError(problems)
    return analyse(view)


def read_view(data: Mapping[str, Any]) -> tuple[HandView, list[Problem], bool]:
    """A ``HandView`` from the request shape (already schema-checked), every
    problem met reading its tile strings, and whether the hand and its melds
    could be read (an unreadable string reads as no tiles)."""
    reader = JiaojiangReader()
    de = reader.tile(data["de"], "de")
    reader.set_de(de)
    drawn = data.get("drawn")
    view = HandView(
        de=de,
        seat=Seat(data.get("seat", Seat.EAST.value)),
        hand=reader.tiles(data["hand"], "hand"),
        melds=tuple(reader.meld(m, f"melds[{i}]") for i, m in enumerate(data.get("melds") or ())),
        flipped=data.get("flipped", 0),
        drawn=None if drawn is None else reader.tile(drawn, "drawn"),
        visible=reader.tiles(data.get("visible") or "", "visible", held=False),
        rules=Rules(**(data.get("rules") or {})),
    )
    readable = not any(p == "hand" or p.startswith("melds") for p in reader.unreadable)
    return view, reader.problems, readable


def view_problems(view: HandView, readable: bool = True) -> list[Problem]:
    """What ``/v1/settle`` refuses in a seat, judged on the tiles that could
    be read: the hand's size and the melds' shapes (when ``readable``), and
    no kind more than four times, the 得 indicator and ``drawn`` included."""
    out = hand_problems(view.hand, view.melds, "") if readable else []
    if view.de >= 0:
        flipped = (PLACE_FLIPPED(), (flip_kind(view.de),) * view.flipped)
        places = hand_places(view.de, view.hand, view.melds, flipped, view.drawn)
        out += count_problems(places, "hand")
    return out
