"""What a Wenling hand waits on and how far it is from ready
(``POST /v1/wenling/analyze``): one player's view, each wait scored as this
seat's win by the same scorer that settles (W11–W15; no payments).

Decisions where API.md is silent:

- Shanten and waits judge the hand's shape alone, 得 wild (W6); every 得
  kind is a wait of a ready hand (under a flower 得, each of the three 得
  flowers); a special kind never is (it is laid out when drawn, W7).
- A self-drawn wait that makes a W9 holding (a third 得, a fourth 中 …)
  scores the 腊子胡's 500; won on a discard it is an ordinary win (W9).
- A hand that already holds a W9 condition is refused (422), as in
  ``settle``: it would have won when the tile was drawn.
- ``remaining``: 4 copies (a flower: 1), less those in the hand, ``drawn``,
  the melds, the flipped tiles, ``visible`` and the 得 indicator, never below 0.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, NamedTuple

from ..engine.errors import Problem, TableError
from ..engine.messages import EN, Lang, template
from ..engine.seats import SEAT_NAMED, SEATS, Seat
from ..engine.shanten import completing_kinds_wild, is_complete_wild, shanten_discarding_wild, shanten_waits_wild
from ..engine.tiles import Kind
from ..taizhou.analysis import Wait, analysis_dict, unseen, wait_on
from ..taizhou.checks import hand_places
from . import problems as P
from .catalogue import HAND, LAIZI_POINTS
from .checks import count_problems, hand_problems
from .items import output_items, scored
from .laizi import conditions_held
from .result import PlayerResult
from .settlement import winner_results
from .table import Rules, SeatState, Table, WenlingReader
from .winner import WinContext, best_winner_scores

PLACE_FLIPPED = template("wenling.analysis.place_flipped", zh="特殊牌", en="the special tiles")
HOLDS_LAIZI = template("wenling.analysis.holds_laizi", zh="这手牌已经有{condition}：摸到时就腊子胡了（{rule}）",
                       en="the hand already holds {condition}: it won 腊子胡 when that was drawn ({rule})")


class Discard(NamedTuple):
    tile: Kind
    shanten: int
    waits: tuple[Wait, ...]


class Analysis(NamedTuple):
    shanten: int
    waits: tuple[Wait, ...]
    win: PlayerResult | None = None
    discards: tuple[Discard, ...] | None = None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        """The response body of ``POST /v1/wenling/analyze``, readings in ``lang``."""
        return analysis_dict(self, lang, "capped")


class View(NamedTuple):
    table: Table  # one seat's view as a table: the other seats empty
    seat: Seat
    drawn: Kind | None
    visible: tuple[Kind, ...]

    @property
    def state(self) -> SeatState:
        return self.table.seats[self.seat]

    @property
    def sets_needed(self) -> int:
        return HAND.sets_needed(len(self.state.melds))


def analyse(view: View) -> Analysis:
    hand = view.state.hand
    seen = _seen(view)
    n, kinds = shanten_waits_wild(*_split(view, hand), view.sets_needed)
    waits = tuple(_scored_wait(view, k, seen) for k in _wait_kinds(view, kinds))
    if view.drawn is None:
        return Analysis(n, waits)
    full = (*hand, view.drawn)
    return Analysis(n, waits, _self_drawn_win(view, waits, full), _discards(view, full, seen, waits))


def _discards(view: View, full: tuple[Kind, ...], seen: Counter, hand_waits: tuple[Wait, ...]
              ) -> tuple[Discard, ...]:
    """What discarding each distinct tile of hand + drawn leaves, best first:
    every discard's shanten from one reading of the tables, the waits of those
    ready; discarding the drawn kind leaves the hand, whose waits (``hand_waits``) are found."""
    real, jokers = _split(view, full)
    by_kind, wild_discarded = shanten_discarding_wild(real, jokers, view.sets_needed)
    out = []
    for tile in sorted(set(full)):
        rest_n = wild_discarded if tile in view.table.de_kinds else by_kind[tile]
        waits: tuple[Wait, ...] = ()
        if rest_n == 0 and tile == view.drawn:
            waits = tuple(Wait(w.tile, w.remaining) for w in hand_waits)  # not scored here
        elif rest_n == 0:
            rest = list(full)
            rest.remove(tile)
            waits = tuple(Wait(k, _remaining(k, seen)) for k in _waits(view, tuple(rest), rest_n))
        out.append(Discard(tile, rest_n, waits))
    out.sort(key=lambda d: (d.shanten, -unseen(d.waits), d.tile))
    return tuple(out)


def _split(view: View, tiles: tuple[Kind, ...]) -> tuple[tuple[Kind, ...], int]:
    """The real tiles (kinds 0–33) and how many 得 besides: a flower held is
    always a 得, the others being special (W7) and the indicator seen already (W1)."""
    wild = view.table.de_kinds
    real = tuple(k for k in tiles if k not in wild)
    return real, len(tiles) - len(real)


def _complete(view: View, tiles: tuple[Kind, ...]) -> bool:
    return is_complete_wild(*_split(view, tiles), view.sets_needed)


def _waits(view: View, hand: tuple[Kind, ...], shanten: int) -> list[Kind]:
    """Every kind that completes the hand (shape alone; ``shanten``: the
    hand's), special kinds left out; the 得 kinds among them whenever any is."""
    if shanten != 0:
        return []
    return _wait_kinds(view, completing_kinds_wild(*_split(view, hand), view.sets_needed))


def _wait_kinds(view: View, completing: tuple[Kind, ...]) -> list[Kind]:
    """The waits of a hand that the ``completing`` kinds complete, as ``_waits``: none when it is
    not ready (a ready hand has some, a tile fitting each empty slot of a best split)."""
    if not completing:
        return []
    special = view.table.special
    return sorted({k for k in completing if k not in special} | view.table.de_kinds)


def _laizi(view: View, drawn: Kind) -> bool:
    """Whether the hand and ``drawn`` hold a W9 condition."""
    return bool(conditions_held(view.table, view.seat, (drawn,)))


def _self_drawn_win(view: View, waits: tuple[Wait, ...], full: tuple[Kind, ...]) -> PlayerResult | None:
    """Hand + drawn (``full``) won self-drawn: the scored wait's when ``drawn`` is one of ``waits``."""
    drawn = view.drawn
    assert drawn is not None  # asked only of a view with a tile drawn (``analyse``)
    if (wait := wait_on(waits, drawn)) is not None:
        return wait.self_drawn
    if not (_complete(view, full) or _laizi(view, drawn)):
        return None
    return _laizi_win(view, drawn) or _wins(view, view.state.hand, drawn, (True,))[0]


def _laizi_win(view: View, tile: Kind) -> PlayerResult | None:
    """A self-drawn ``tile`` making a W9 holding with the hand: the 腊子胡's points; else ``None``."""
    if not _laizi(view, tile):
        return None
    item = scored("laizi", ())
    return PlayerResult(0, 0, 0, LAIZI_POINTS, LAIZI_POINTS, False, output_items((item,)))


def _wins(view: View, hand: tuple[Kind, ...], tile: Kind, self_drawn: tuple[bool, ...]
          ) -> list[PlayerResult | None]:
    """The hand's best win on ``tile`` each way of ``self_drawn``, found in one search."""
    t, s = view.table, view.state
    ctxs = [WinContext(view.seat, t.de, t.de_kinds, s.melds, s.flipped, tile, way) for way in self_drawn]
    bonus = t.rules.winner_bonus
    return winner_results(best_winner_scores(hand, ctxs, bonus), ctxs, bonus)


def _scored_wait(view: View, tile: Kind, seen: Counter) -> Wait:
    hand = view.state.hand
    laizi = _laizi_win(view, tile)
    if laizi is not None:
        return Wait(tile, _remaining(tile, seen), _wins(view, hand, tile, (False,))[0], laizi)
    return Wait(tile, _remaining(tile, seen), *_wins(view, hand, tile, (False, True)))


def _seen(view: View) -> Counter:
    s = view.state
    drawn = () if view.drawn is None else (view.drawn,)
    return Counter((*s.hand, *drawn, *(k for m in s.melds for k in m.tiles), *s.flipped, *view.visible,
                    view.table.de))


def _remaining(tile: Kind, seen: Counter) -> int:
    return max(0, (1 if tile >= 34 else 4) - seen[tile])


def analyse_mapping(data: Any) -> Analysis:
    """Analyse a hand given in the request shape of ``POST /v1/wenling/analyze``.

    Raises ``TableError`` with every problem: unreadable tiles (with their
    positions), special kinds held (W7), 得 in melds (W6), flipped tiles
    that are not special (W8), a hand of the wrong size or a meld of the
    wrong shape (W4), a kind seen too often (W1), a W9 holding.
    """
    view, problems = read_view(data)
    if not problems:
        problems = view_problems(view)
    if problems:
        raise TableError(problems)
    return analyse(view)


def read_view(data: Any) -> tuple[View, list[Problem]]:
    reader = WenlingReader()
    empty = SeatState(())
    if not isinstance(data, Mapping):
        reader.bad("", P.WHAT_OBJECT())
        return View(Table(-1, dict.fromkeys(SEATS, empty)), Seat.EAST, None, ()), reader.problems
    rules = reader.rules(data.get("rules"))
    de = reader.one_tile(data, "de", "de")
    reader.set_de(de, rules.nao == "da")
    seat = SEAT_NAMED.get(data.get("seat", "east")) if isinstance(data.get("seat", "east"), str) else None
    if seat is None:
        reader.seat_name(data.get("seat"), "seat")
        seat = Seat.EAST
    if "flipped" in data:
        reader._refuse("flipped", "flipped", P.WHY_FLIPPED(field="flipped_tiles"))
    state = SeatState(
        hand=reader.tile_string(data, "hand", "hand", required=True),
        melds=reader.melds(data.get("melds"), "melds"),
        flipped=reader.flipped(data, "flipped_tiles"),
    )
    drawn = None
    if data.get("drawn") is not None:
        drawn = reader.one_tile(data, "drawn", "drawn")
    visible = reader.tile_string(data, "visible", "visible", held=False)
    seats = dict.fromkeys(SEATS, empty) | {seat: state}
    table = Table(de, seats, rules=rules if isinstance(rules, Rules) else Rules())
    return View(table, seat, drawn, visible), reader.problems


def view_problems(view: View) -> list[Problem]:
    s = view.state
    out = hand_problems(s.hand, s.melds, "")
    out += count_problems(hand_places(view.table.de, s.hand, s.melds, (PLACE_FLIPPED(), s.flipped), view.drawn), "hand")
    held = conditions_held(view.table, view.seat)
    if held and not out:
        out.append(Problem("hand", HOLDS_LAIZI(condition=held[0].name, rule="W9"), P.LAIZI))
    return out
