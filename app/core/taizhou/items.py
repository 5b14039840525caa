"""Scoring items as the Taizhou rule sets define and count them: each item
adds 和 (``base``) and 番 (``fan``), and a player's total is
(和 + bonus) × 2^番, rounded up to a multiple of 10 (R25–R27, W15).

A rule set lists its items (``ItemDef``) in its rule table's order in a
``Catalogue``; its scorers build ``Item``s from them, and an answer shows
each as a ``ScoreItem`` with its Chinese and English names and its rule.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import itemgetter
from typing import Any, NamedTuple

from ..engine.melds import Meld, MeldType
from ..engine.messages import Both
from ..engine.tiles import WINDS, Kind, is_honour_or_terminal, to_mpsz

# The item of a pung or kong laid out as a meld (R13–R16, W11).
MELD_CODES = {MeldType.PONG: "pung", MeldType.KONG: "kong", MeldType.CONCEALED_KONG: "concealed_kong"}


@dataclass(frozen=True)
class ItemDef:
    """A scoring item: its 和 (``base``) and 番 (``fan``).

    A set of honours or terminals scores ``base_honour_or_terminal`` instead
    of ``base``; a ``per_tile`` item scores its numbers once per tile.
    """

    code: str
    name: str  # Chinese
    english: str
    rule: str
    base: int = 0
    fan: int = 0
    base_honour_or_terminal: int | None = None
    per_tile: bool = False


@dataclass(frozen=True)
class ScoreItem:
    """One base (和) or 番 item, with the tiles it rests on (mpsz).

    Its ``name`` is the rulebook's Chinese term, given with its English in
    every answer (as ``GET …/rules`` does), whatever the language.
    """

    code: str
    name: Both
    tiles: str
    base: int
    fan: int
    rule: str

    @cached_property
    def json(self) -> dict[str, Any]:
        """The JSON form, made once: an item is kept and output many times."""
        return {
            "code": self.code,
            "name": self.name.zh,
            "english": self.name.en,
            "tiles": self.tiles,
            "base": self.base,
            "fan": self.fan,
            "rule": self.rule,
        }


def item_dict(item: ScoreItem) -> dict[str, Any]:
    """An item's JSON form: its Chinese name and its English, whatever the language
    (a copy: what one answer's caller does with it is not another's)."""
    return item.json.copy()


class Item(NamedTuple):
    """A scoring item as the scorers build it; ``Catalogue.output_items`` makes its answer form."""

    code: str
    tiles: tuple[Kind, ...]
    base: int = 0
    fan: int = 0
    name: Both | None = None  # when not the rule table's


class Ranked(NamedTuple):
    """Some items made ready for an answer (``Catalogue.ranked``): their 和
    and 番 summed, and each as its place in the rule table and its answer form;
    ``items``: those answer forms as ``ranked_totals`` of this part alone gives them."""

    base: int
    fan: int
    entries: tuple[tuple[int, ScoreItem], ...]
    items: tuple[ScoreItem, ...]


# Held alike in the concealed hand, by count (2 to 4), the items of a kind and seat wind.
HeldItems = Callable[[Kind, int, Kind], Sequence[Item]]
MeldItems = Callable[[Sequence[Meld], Kind], Sequence[Item]]


class Catalogue:
    """A rule set's items, in its rule table's order: base items, then 番."""

    def __init__(self, items: Iterable[ItemDef]) -> None:
        self.items: dict[str, ItemDef] = {d.code: d for d in items}
        self._order = order = {code: index for index, code in enumerate(self.items)}
        self._rank = lambda item: order[item.code]  # the sort key of output_items, made once
        # A set's or a pair's item recurs from table to table: many are kept.
        # An item on the whole hand seldom recurs but for the two ways of
        # winning on one reading (a wait's discard win and self-draw): few are.
        self._set_output = lru_cache(maxsize=4096)(self._output)
        self._hand_output = lru_cache(maxsize=16)(self._output)

    def scored(self, code: str, tiles: Sequence[Kind], name: Both | None = None) -> Item:
        """The item ``code`` on ``tiles``, its 和 and 番 from the rule table."""
        d = self.items[code]
        times = len(tiles) if d.per_tile else 1
        big = d.base_honour_or_terminal
        base = big if big is not None and is_honour_or_terminal(tiles[0]) else d.base
        return Item(code, tuple(tiles), base * times, d.fan * times, name)

    def output_items(self, items: Sequence[Item]) -> tuple[ScoreItem, ...]:
        """In the rule table's order: base items first, then 番 items."""
        if len(items) > 1:
            items = sorted(items, key=self._rank)
        set_output, hand_output = self._set_output, self._hand_output
        return tuple([set_output(item) if len(item.tiles) <= 4 else hand_output(item) for item in items])

    def ranked(self, items: Sequence[Item]) -> Ranked:
        """``items`` summed and made ready for ``ranked_totals``."""
        base, fan = sums(items)
        entries = tuple((self._order[item.code], self._set_output(item)) for item in items)
        return Ranked(base, fan, entries, tuple(map(_SCORE_ITEM, sorted(entries, key=_RANK))))

    def _output(self, item: Item) -> ScoreItem:
        d = self.items[item.code]
        return ScoreItem(item.code, item.name or Both(d.name, d.english), to_mpsz(sorted(item.tiles)), item.base,
                         item.fan, d.rule)

    def table(self) -> list[dict[str, Any]]:
        """The items as ``GET …/rules`` lists them."""
        return [vars(d).copy() for d in self.items.values()]


class OtherHand:
    """What a 闲家's concealed hand and melds score (R26, W11), as ``Ranked``
    parts read from tables: each kind held two to four alike (a pair, or a
    concealed pung), by seat wind, kind and count, built once (a hand holds
    several, most scoring nothing: ``None``, no part); each meld by meld and
    seat wind, kept (the same melds recur from table to table; a chow,
    scoring nothing, never)."""

    def __init__(self, catalogue: Catalogue, held_items: HeldItems, meld_items: MeldItems, kinds: int) -> None:
        """``kinds``: the rule set's, flowers included."""
        self._kinds = kinds
        self._held = {wind: tuple((None, None, *(_scoring(catalogue.ranked(held_items(kind, n, wind)))
                                                 for n in (2, 3, 4)))
                                  for kind in range(kinds))
                      for wind in WINDS}
        self._meld = lru_cache(maxsize=1024)(lambda meld, wind: catalogue.ranked(meld_items((meld,), wind)))

    def parts(self, hand: Sequence[Kind], melds: Sequence[Meld], seat_wind: Kind) -> tuple[list[Ranked], list[int]]:
        """The hand's and the melds' parts that score, and the hand's count of each kind."""
        counts = [0] * self._kinds
        repeated = []  # the kinds held twice or more, found while counting: cheaper than a pass over them all
        for k in hand:
            n = counts[k] = counts[k] + 1
            if n == 2:
                repeated.append(k)
        repeated.sort()  # the pairs' and pungs' items in the kinds' order, whatever the hand's
        held = self._held[seat_wind]
        parts = []  # loops, not comprehensions: a comprehension is a function made and called (3.11)
        for kind in repeated:
            part = held[kind][counts[kind]]
            if part is not None:
                parts.append(part)
        for meld in melds:
            if meld.type is not _CHI:
                parts.append(self._meld(meld, seat_wind))
        return parts, counts


def _scoring(part: Ranked) -> Ranked | None:
    """``part``, or ``None`` when it scores nothing (most pairs)."""
    return part if part.entries else None


_CHI = MeldType.CHI  # looked up once: reading a member off an enum class is slow in 3.11


def sums(items: Iterable[Item]) -> tuple[int, int]:
    """Total 和 and total 番 of some items (one loop: there are few)."""
    base = fan = 0
    for item in items:
        base += item.base
        fan += item.fan
    return base, fan


_RANK, _SCORE_ITEM = itemgetter(0), itemgetter(1)


NOTHING_SCORED = (0, 0, ())  # ``ranked_totals`` of no part: a caller with none skips the call


def ranked_totals(parts: Sequence[Ranked]) -> tuple[int, int, tuple[ScoreItem, ...]]:
    """Total 和 and 番 of some ``Ranked`` parts, and their items in the
    rule table's order (``Catalogue.output_items``, each made already); a
    single part (a third of the other seats) gives its own, made ready."""
    if len(parts) == 1:
        base, fan, _, items = parts[0]
        return base, fan, items
    base = fan = 0
    entries: list[tuple[int, ScoreItem]] = []
    for part_base, part_fan, part_entries, _ in parts:
        base += part_base
        fan += part_fan
        entries += part_entries
    if len(entries) > 1:
        entries.sort(key=_RANK)  # stable: items of one place keep their order, as output_items's
    return base, fan, tuple(map(_SCORE_ITEM, entries))


def round_up(raw: int) -> int:
    """R27, W15: up to the next multiple of 10 (132 → 140)."""
    return -(-raw // 10) * 10
