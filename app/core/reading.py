"""Reading a winning hand (R5, R18–R19, R23): every way to split the
concealed tiles plus the winning tile into sets and one pair, what each 得
stands for (itself: 得还原, R8), and every slot the winning tile may fill.

Real tiles of one kind are interchangeable, and so are the 得, so a split is
a multiset of groups by kind: where a group has more slots of a kind than
there are real tiles of it, 得 stand in for the rest (``stand_ins``).  Real
tiles are never of the 得 kind, so a group slot of the 得 kind is always a
restored 得.

>>> from app.core.notation import parse_tiles
>>> hand = parse_tiles("123m 234m 345m 78m 999s 88m")
>>> [describe_groups(r.groups) for r in winning_readings(hand, 5, de=17, sets_needed=5)]
['123m 234m 345m 678m 999s 88m']
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

from .tiles import (
    KINDS,
    Kind,
    is_honour_or_terminal,
    sequence_start_ok,
    suit_of,
    to_mpsz,
)

PAIR, PUNG, SEQUENCE = "pair", "pung", "sequence"


class Group(NamedTuple):
    """A concealed set or the pair, by the kinds its slots stand for."""

    shape: str
    kinds: tuple[Kind, ...]

    @property
    def kind(self) -> Kind:
        return self.kinds[0]

    def text(self) -> str:
        return to_mpsz(self.kinds)


class Split(NamedTuple):
    """Groups, and the kinds the 得 stand for (one per 得 in the hand)."""

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


def winning_readings(hand: tuple[Kind, ...], win_tile: Kind, de: Kind, sets_needed: int) -> Iterator[Reading]:
    """Every reading of ``hand`` + ``win_tile`` as ``sets_needed`` sets and a pair."""
    for split in splits((*hand, win_tile), de, sets_needed):
        yield from winning_slots(split, win_tile, de)


def can_win(tiles: tuple[Kind, ...], de: Kind, sets_needed: int) -> bool:
    """Whether ``tiles`` (the winning tile included) are 5 sets + pair."""
    return bool(splits(tiles, de, sets_needed, first_only=True))


def splits(tiles: tuple[Kind, ...], de: Kind, sets_needed: int, first_only: bool = False) -> list[Split]:
    """Every split of ``tiles`` into ``sets_needed`` sets and a pair, 得 wild.

    Groups made of 得 alone are tried for one kind of each scoring class
    only (``_wild_only_groups``): the others would score alike.
    """
    if len(tiles) != 3 * sets_needed + 2:
        return []
    counts = [0] * 34
    jokers = 0
    for k in tiles:
        if k == de:
            jokers += 1
        else:
            counts[k] += 1
    search = _Search(counts, de, first_only)
    search.run(0, 0, 0, jokers, sets_needed, 1)
    return search.found


_RUN_STARTS = tuple(sequence_start_ok(k) for k in KINDS)
_SEQUENCES = tuple(Group(SEQUENCE, (k, k + 1, k + 2)) for k in KINDS)
_PUNGS = tuple(Group(PUNG, (k, k, k)) for k in KINDS)
_PAIRS = tuple(Group(PAIR, (k, k)) for k in KINDS)


class _Search:
    """Depth-first over kinds in order, deciding at each kind how many pungs,
    pairs and new sequences use it; sequences begun at the two kinds before
    also need a slot here.  Slots beyond the real tiles are 得.

    A group of 得 alone is added last, for one kind of each scoring class.
    """

    def __init__(self, counts: list[int], de: Kind, first_only: bool):
        self.counts = counts
        self.first_only = first_only
        self.found: list[Split] = []
        self.solo = _wild_only_groups(de)
        # Where a group may start: on a real tile, or a sequence just before one.
        self.openers = [c or (start and (counts[k + 1] or counts[k + 2])) for k, (c, start) in
                        enumerate(zip(counts, _RUN_STARTS, strict=True))]
        self.groups: list[Group] = []
        self.stand_ins: list[Kind] = []

    def run(self, k, due_now, due_next, jokers, sets, pairs) -> None:
        """``due_now``: sequences needing kind ``k`` as their last tile;
        ``due_next``: sequences needing ``k`` and ``k + 1``."""
        counts, openers = self.counts, self.openers
        while k < 34 and not due_now and not due_next and not (counts[k] or (jokers and openers[k])):
            k += 1
        if k == 34:
            self._finish(jokers, sets, pairs)
            return
        real = counts[k]
        due = due_now + due_next
        groups, stand_ins = self.groups, self.stand_ins
        can_start = min(sets, real + jokers - due) if openers[k] and _RUN_STARTS[k] else 0
        # Pungs and pairs of 得 alone come in _finish, so only on real tiles here.
        for pair in range(pairs + 1 if real else 1):
            for pungs in range(sets + 1 if real else 1):
                placed = due + 3 * pungs + 2 * pair
                if placed - real > jokers:
                    break
                # Every real tile of this kind is placed; what real tiles miss, 得 fill.
                for starts in range(max(0, real - placed), min(can_start, sets - pungs, real + jokers - placed) + 1):
                    wild = placed + starts - real
                    added = starts + pungs + pair
                    groups += (_SEQUENCES[k],) * starts + (_PUNGS[k],) * pungs + (_PAIRS[k],) * pair
                    stand_ins += (k,) * wild
                    self.run(k + 1, due_next, starts, jokers - wild, sets - starts - pungs, pairs - pair)
                    del groups[len(groups) - added:]
                    del stand_ins[len(stand_ins) - wild:]
                    if self.first_only and self.found:
                        return

    def _finish(self, jokers: int, sets: int, pairs: int) -> None:
        """Every real tile is placed; what is left must be one group of 得 alone, or nothing."""
        if jokers == 0 and not (sets or pairs):
            self.found.append(Split(tuple(self.groups), tuple(self.stand_ins)))
        elif sets + pairs == 1 and jokers == 3 * sets + 2 * pairs:
            for group in self.solo[PAIR if pairs else SEQUENCE]:
                self.found.append(Split((*self.groups, group), (*self.stand_ins, *group.kinds)))


@lru_cache(maxsize=34)
def _wild_only_groups(de: Kind) -> dict[str, tuple[Group, ...]]:
    """Groups of 得 alone, one per scoring class: pairs under ``PAIR``,
    pungs and sequences under ``SEQUENCE``.

    Two kinds score alike there when they share suit, honour-or-terminal
    status and being the 得 kind; honours each stand alone.  Sequences: suit,
    where the 得 kind falls in them, and being 1-2-3 / 7-8-9.  A 得 may stand
    for any kind, even one whose four copies are in sight (R18).
    """
    kinds, runs, seen = [], [], set()
    for k in KINDS:
        cls = (k if k >= 27 else suit_of(k), is_honour_or_terminal(k), k == de)
        if cls not in seen:
            seen.add(cls)
            kinds.append(k)
    for k in KINDS:
        if sequence_start_ok(k):
            cls = ("run", suit_of(k), de - k if k <= de <= k + 2 else None, k % 9 in (0, 6))
            if cls not in seen:
                seen.add(cls)
                runs.append(k)
    return {
        PAIR: tuple(_PAIRS[k] for k in kinds),
        SEQUENCE: tuple(_PUNGS[k] for k in kinds) + tuple(_SEQUENCES[k] for k in runs),
    }


def winning_slots(split: Split, win_tile: Kind, de: Kind) -> Iterator[Reading]:
    """Each distinct slot the winning tile can fill (R17, R19, R23): a slot of
    its kind, or, for a winning 得, a slot a 得 stands in."""
    for gi, si in slot_choices(split, win_tile, de):
        yield Reading(split.groups, split.stand_ins, gi, si)


def slot_choices(split: Split, win_tile: Kind, de: Kind) -> list[tuple[int, int]]:
    """``(group index, slot index)`` of each distinct slot ``winning_slots`` reads."""
    targets = set(split.stand_ins) if win_tile == de else {win_tile}
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


def describe_groups(groups: tuple[Group, ...]) -> str:
    """Sets then the pair, in mpsz: ``'123m 999s 88m'``."""
    ordered = [g for g in groups if g.shape is not PAIR] + [g for g in groups if g.shape is PAIR]
    return " ".join(g.text() for g in ordered)


def describe_reading(reading: Reading, meld_texts: list[str], de: Kind, wait: str | None) -> str:
    """The reading for people: ``'123m 999s 88m | pong 555z | won on 8m in 88m (单吊) | 得 9p→5m'``."""
    parts = [describe_groups(reading.groups)]
    if meld_texts:
        parts.append(" ".join(meld_texts))
    won = f"won on {to_mpsz([reading.winning_kind])} in {reading.winning_group.text()}"
    parts.append(won + (f" ({wait})" if wait else ""))
    if reading.stand_ins:
        d = to_mpsz([de])
        stand_ins = (f"{d} restored" if k == de else f"{d}→{to_mpsz([k])}" for k in reading.stand_ins)
        parts.append("得 " + ", ".join(stand_ins))
    return " | ".join(parts)
