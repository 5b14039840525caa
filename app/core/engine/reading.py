"""Reading a winning hand of sets and a pair, wild tiles filling any slot:
every way to split the concealed tiles plus the winning tile into sets and
one pair, what each wild tile stands for (its own kind, restored, among
them), and every slot the winning tile may fill.

Real tiles of one kind are interchangeable, and so are the wild tiles, so a
split is a multiset of groups by kind: where a group has more slots of a
kind than there are real tiles of it, wild tiles stand in for the rest
(``stand_ins``).  Real tiles are never of the wild kind, so a group slot of
the wild kind is always a restored wild tile.  A hand with no wild kind
passes ``NO_WILD``.

>>> from app.core.engine.notation import parse_tiles
>>> from app.core.engine.reading_text import describe_groups
>>> hand = parse_tiles("123m 234m 345m 78m 999s 88m")
>>> [describe_groups(r.groups) for r in winning_readings(hand, 5, wild=17, sets_needed=5)]
['123m 234m 345m 678m 999s 88m']
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

from .groups import EVERY_WILD_ONLY_GROUP, PAIR, SEQUENCE, Group, WildOnly
from .shanten import NO_WILD  # noqa: F401 (the ``wild`` of a hand with none, for callers)
from .suit_splits import SuitSplit, by_suit, real_suits, suit_splits, suit_uses
from .tiles import Kind
from .wild_bounds import wild_bounds


class Split(NamedTuple):
    """Groups, and the kinds the wild tiles stand for (one per wild tile in the hand)."""

    groups: tuple[Group, ...]
    stand_ins: tuple[Kind, ...]


class Reading(NamedTuple):
    """A split and the slot the winning tile fills."""

    groups: tuple[Group, ...]
    stand_ins: tuple[Kind, ...]
    win_group: int
    win_slot: int

    @property
    def winning_group(self) -> Group:
        return self.groups[self.win_group]

    @property
    def winning_kind(self) -> Kind:
        return self.winning_group.kinds[self.win_slot]


def winning_readings(hand: tuple[Kind, ...], win_tile: Kind, wild: Kind, sets_needed: int,
                     wild_only: WildOnly | None = None) -> Iterator[Reading]:
    """Every reading of ``hand`` + ``win_tile`` as ``sets_needed`` sets and a pair
    (``wild_only``: as for ``splits``)."""
    for split in splits((*hand, win_tile), wild, sets_needed, wild_only):
        yield from winning_slots(split, win_tile, wild)


def can_win(tiles: tuple[Kind, ...], wild: Kind, sets_needed: int, unchanged: int = -1) -> bool:
    """Whether ``tiles`` (the winning tile included) are ``sets_needed`` sets + pair, ``wild`` wild
    (``unchanged``: as for ``wild_bounds``, so that a search after it finds the same suit splits)."""
    if len(tiles) != 3 * sets_needed + 2:
        return False
    jokers, suits = by_suit(tiles, wild)
    return _joins(jokers, sets_needed, suits, unchanged)


def can_win_wild(real: tuple[Kind, ...], jokers: int, sets_needed: int) -> bool:
    """``can_win`` for a hand given as ``look_up_wild`` takes it: its real
    tiles (kinds 0–33) and how many wild tiles it holds besides."""
    if len(real) + jokers != 3 * sets_needed + 2:
        return False
    return _joins(jokers, sets_needed, real_suits(real))


def _joins(jokers: int, sets_needed: int, suits: list[tuple[Kind, tuple[int, ...]]], unchanged: int = -1) -> bool:
    """Whether one split per suit (``suit_splits``, the tables a search reads next) and the
    wild tiles left over make ``sets_needed`` sets and the pair."""
    return (jokers, sets_needed, 1) in _finishable(_uses(suits, wild_bounds(suits, jokers, unchanged)), jokers)[0]


def splits(tiles: tuple[Kind, ...], wild: Kind, sets_needed: int, wild_only: WildOnly | None = None) -> list[Split]:
    """Every split of ``tiles`` into ``sets_needed`` sets and a pair, ``wild``
    wild, in the order of ``look_up``'s choices.

    Where the wild tiles left over make a set or the pair alone, ``wild_only`` gives
    the groups to try (by ``PAIR`` and ``SEQUENCE``, as ``HandTable.choices``
    names them; ``wild_only_classes``): a rule set may leave out groups that
    score alike.  Without it, every pair, pung and sequence is tried.
    """
    return table_splits(look_up(tiles, wild, sets_needed), wild_only)


def table_splits(table: HandTable | None, wild_only: WildOnly | None = None) -> list[Split]:
    """The splits of a hand looked up (``look_up``, ``look_up_wild``), groups
    of wild tiles alone among ``wild_only`` (as for ``splits``)."""
    if table is None:
        return []
    found: list[Split] = []
    wild_only = wild_only or EVERY_WILD_ONLY_GROUP
    for chosen, rest in table.choices:
        parts = [table.parts[suit][i] for suit, i in enumerate(chosen)]
        groups = tuple(g for part in parts for g in part.groups)
        stand_ins = tuple(k for part in parts for k in part.stand_ins)
        if rest:
            found += (Split((*groups, g), (*stand_ins, *g.kinds)) for g in wild_only[rest])
        else:
            found.append(Split(groups, stand_ins))
    return found


class HandTable(NamedTuple):
    """A hand looked up, suit by suit (``SUIT_RANGES``): each suit's first
    kind and real-tile counts, the most wild tiles its splits may use
    (``wild_bounds``), and its splits (``suit_splits(first, counts, wild)``)."""

    jokers: int
    sets_needed: int
    suits: list[tuple[Kind, tuple[int, ...]]]
    wilds: list[int]
    parts: list[tuple[SuitSplit, ...]]

    @property
    def choices(self) -> list[tuple[tuple[int, ...], str]]:
        """Every choice of one split per suit (an index into ``parts[suit]``)
        whose wild tiles, sets and pair add up to the hand's, with what the wilds left
        over must still make alone: nothing (``""``), the pair (``PAIR``) or
        a set (``SEQUENCE``).  They come in order: by the 万 split, then
        筒, 条 and honours."""
        whole = (self.jokers, self.sets_needed, 1)
        finishable = _finishable(_uses(self.suits, self.wilds), self.jokers)
        choices: list[tuple[tuple[int, ...], tuple[int, int, int]]] = [((), whole)] if whole in finishable[0] else []
        for suit, options in enumerate(self.parts):  # breadth first, which keeps the order
            later = finishable[suit + 1]
            uses = [(i, split.wild, split.sets, split.pairs) for i, split in enumerate(options)]
            steps: dict[tuple[int, int, int], list[tuple[int, tuple[int, int, int]]]] = {}  # by what is left
            grown = []
            for chosen, left in choices:
                if (step := steps.get(left)) is None:
                    wild, sets, pairs = left
                    step = steps[left] = [(i, rest) for i, w, s, p in uses
                                          if (rest := (wild - w, sets - s, pairs - p)) in later]
                grown += [((*chosen, i), rest) for i, rest in step]
            choices = grown
        return [(chosen, "" if not wild else PAIR if pairs else SEQUENCE) for chosen, (wild, _, pairs) in choices]


def look_up(tiles: tuple[Kind, ...], wild: Kind, sets_needed: int) -> HandTable | None:
    """Every split of ``tiles`` into ``sets_needed`` sets and a pair, ``wild`` wild,
    as choices among each suit's splits; ``None`` for a wrong number of tiles.

    A split never mixes suits (a run is of one suit), so each suit's splits
    are looked up (``suit_splits``) and combined.
    """
    if len(tiles) != 3 * sets_needed + 2:
        return None
    jokers, suits = by_suit(tiles, wild)
    return _table(jokers, sets_needed, suits)


def look_up_wild(real: tuple[Kind, ...], jokers: int, sets_needed: int) -> HandTable | None:
    """``look_up`` for a hand given as its real tiles (kinds 0–33, no wild tile among
    them) and how many wild tiles it holds besides: for a rule set whose wild
    tiles are of several kinds, or of a kind that forms no set (a flower)."""
    if len(real) + jokers != 3 * sets_needed + 2:
        return None
    return _table(jokers, sets_needed, real_suits(real))


def _table(jokers: int, sets_needed: int, suits: list[tuple[Kind, tuple[int, ...]]]) -> HandTable:
    wilds = wild_bounds(suits, jokers)
    return HandTable(jokers, sets_needed, suits, wilds,
                     [suit_splits(first, counts, wild) for (first, counts), wild in zip(suits, wilds, strict=True)])


def _uses(suits: list[tuple[Kind, tuple[int, ...]]], wilds: list[int]) -> tuple[frozenset[tuple[int, int, int]], ...]:
    """What each suit's splits use, with at most ``wilds[suit]`` wild tiles (``wild_bounds``)."""
    return tuple(suit_uses(first, counts, wild) for (first, counts), wild in zip(suits, wilds, strict=True))


@lru_cache(maxsize=2048)
def _finishable(uses: tuple[frozenset[tuple[int, int, int]], ...], jokers: int) -> list[set[tuple[int, int, int]]]:
    """For each suit, the (wild tiles, sets, pairs) that it and the suits after it can
    use up exactly, given what each suit's splits use (``suit_uses``), a
    group of wild tiles alone included: the combining never follows a choice that
    cannot finish."""
    later = {(0, 0, 0), (3, 1, 0), (2, 0, 1)}  # nothing left, or a set or the pair of wild tiles alone
    out = [later]
    for suit in reversed(uses):
        later = {(w + lw, s + ls, p + lp) for w, s, p in suit for lw, ls, lp in later
                 if w + lw <= jokers and p + lp <= 1}
        out.append(later)
    return out[::-1]


def winning_slots(split: Split, win_tile: Kind, wild: Kind) -> Iterator[Reading]:
    """Each distinct slot the winning tile can fill (a rule set scores them): a slot of
    its kind, or, for a winning wild tile, a slot a wild tile stands in."""
    for gi, si in slot_choices(split, win_tile, wild):
        yield Reading(split.groups, split.stand_ins, gi, si)


def slot_choices(split: Split, win_tile: Kind, wild: Kind) -> list[tuple[int, int]]:
    """``(group index, slot index)`` of each distinct slot ``winning_slots`` reads."""
    targets = set(split.stand_ins) if win_tile == wild else {win_tile}
    seen = set()
    out = []
    for gi, group in enumerate(split.groups):
        if group in seen:
            continue
        seen.add(group)
        kinds = group.kinds
        for si, k in enumerate(kinds):
            if k in targets and (si == 0 or k != kinds[si - 1]):
                out.append((gi, si))
    return out

