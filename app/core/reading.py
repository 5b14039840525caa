"""Reading a winning hand (R5, R18–R19, R23): every way to split the
concealed tiles plus the winning tile into sets and one pair, with each 得
either wild or restored (得还原, R8), and every slot the winning tile may fill.

Tiles of the 得 kind are *wild slots*: in a reading each stands for some
kind; standing for its own kind it is restored (R18).  Real tiles are
never of the 得 kind, so a slot of the 得 kind is always a restored 得.

>>> from app.core.notation import parse_tiles
>>> hand = parse_tiles("123m 234m 345m 78m 999s 88m")
>>> readings = list(winning_readings(hand, 5, de=17, sets_needed=5))
>>> sorted({describe_groups(r.groups) for r in readings})
['123m 234m 345m 678m 999s 88m']
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from .tiles import KINDS, Kind, is_honour_or_terminal, sequence_start_ok, suit_of, to_mpsz

PAIR, PUNG, SEQUENCE = "pair", "pung", "sequence"


class Group(NamedTuple):
    """A concealed set or the pair; ``wild[i]`` marks a slot filled by a 得."""

    shape: str
    kinds: tuple[Kind, ...]
    wild: tuple[bool, ...]

    @property
    def kind(self) -> Kind:
        return self.kinds[0]

    def text(self) -> str:
        return to_mpsz(self.kinds)


class Reading(NamedTuple):
    """One way to read the hand: concealed groups and the winning slot."""

    groups: tuple[Group, ...]
    win_group: int
    win_slot: int

    @property
    def winning_group(self) -> Group:
        return self.groups[self.win_group]


def _templates(k: Kind) -> tuple[Group, ...]:
    """Every group whose lowest *real* tile is ``k`` (slots below are wild)."""
    F, T = False, True
    out = [
        Group(PAIR, (k, k), (F, F)),
        Group(PAIR, (k, k), (F, T)),
        Group(PUNG, (k, k, k), (F, F, F)),
        Group(PUNG, (k, k, k), (F, F, T)),
        Group(PUNG, (k, k, k), (F, T, T)),
    ]
    if sequence_start_ok(k):
        out += [Group(SEQUENCE, (k, k + 1, k + 2), (F, a, b)) for a in (F, T) for b in (F, T)]
    if k >= 1 and sequence_start_ok(k - 1):
        out += [Group(SEQUENCE, (k - 1, k, k + 1), (T, F, b)) for b in (F, T)]
    if k >= 2 and sequence_start_ok(k - 2):
        out.append(Group(SEQUENCE, (k - 2, k - 1, k), (T, T, F)))
    return tuple(out)


_TEMPLATES = tuple(_templates(k) for k in KINDS)


def winning_readings(
    hand: tuple[Kind, ...], win_tile: Kind, de: Kind, sets_needed: int
) -> Iterator[Reading]:
    """Every reading of ``hand`` + ``win_tile`` as ``sets_needed`` sets and a pair.

    Readings that score alike are not repeated: a group of 得 alone is tried
    only for one kind of each scoring class (see ``_wild_only_groups``).
    """
    counts = [0] * 34
    jokers = 0
    for k in (*hand, win_tile):
        if k == de:
            jokers += 1
        else:
            counts[k] += 1
    wild_groups = _wild_only_groups(de)
    for groups in _split(counts, jokers, sets_needed, 1, 0, 0, [], wild_groups):
        yield from _winning_slots(groups, win_tile == de, win_tile)


def can_win(hand: tuple[Kind, ...], de: Kind, sets_needed: int) -> bool:
    """Whether ``hand`` (already holding its winning tile) is 5 sets + pair."""
    counts = [0] * 34
    jokers = 0
    for k in hand:
        if k == de:
            jokers += 1
        else:
            counts[k] += 1
    return next(_split(counts, jokers, sets_needed, 1, 0, 0, [], _wild_only_groups(de)), None) is not None


def _split(counts, jokers, sets, pairs, k, first, stack, wild_groups) -> Iterator[tuple[Group, ...]]:
    while k < 34 and counts[k] == 0:
        k += 1
        first = 0
    if k == 34:
        yield from _complete_with_wilds(jokers, sets, pairs, stack, wild_groups)
        return
    templates = _TEMPLATES[k]
    for index in range(first, len(templates)):
        group = templates[index]
        is_pair = group.shape is PAIR
        if (is_pair and not pairs) or (not is_pair and not sets):
            continue
        wild = sum(group.wild)
        if wild > jokers or not _take(counts, group):
            continue
        stack.append(group)
        yield from _split(counts, jokers - wild, sets - (not is_pair), pairs - is_pair, k, index, stack, wild_groups)
        stack.pop()
        _give_back(counts, group)


def _take(counts: list[int], group: Group) -> bool:
    taken = []
    for k, wild in zip(group.kinds, group.wild):
        if not wild:
            if counts[k] == 0:
                for t in taken:
                    counts[t] += 1
                return False
            counts[k] -= 1
            taken.append(k)
    return True


def _give_back(counts: list[int], group: Group) -> None:
    for k, wild in zip(group.kinds, group.wild):
        if not wild:
            counts[k] += 1


def _complete_with_wilds(jokers, sets, pairs, stack, wild_groups) -> Iterator[tuple[Group, ...]]:
    """Finish a split whose real tiles are used up with groups of 得 alone.

    At most three 得 are in play (R6), so at most one such group is needed.
    """
    if jokers != 3 * sets + 2 * pairs:
        return
    if pairs:
        for group in wild_groups[PAIR]:
            stack.append(group)
            yield from _complete_with_wilds(jokers - 2, sets, 0, stack, wild_groups)
            stack.pop()
    elif sets:
        for group in wild_groups[SEQUENCE]:
            stack.append(group)
            yield from _complete_with_wilds(jokers - 3, sets - 1, 0, stack, wild_groups)
            stack.pop()
    else:
        yield tuple(stack)


def _wild_only_groups(de: Kind) -> dict[str, tuple[Group, ...]]:
    """Groups made of 得 alone, one per scoring class of kind.

    Two kinds score alike in such a group when they share suit, honour-or-
    terminal status, being the 得 kind, and (for honours) identity.  Pungs
    and sequences share the ``SEQUENCE`` key: both are sets.  A 得 may stand
    for any kind, even one whose four copies are in sight (R18).
    """
    seen: set[tuple] = set()
    pairs, sets = [], []
    for k in KINDS:
        cls = (k if k >= 27 else suit_of(k), is_honour_or_terminal(k), k == de)
        if cls in seen:
            continue
        seen.add(cls)
        pairs.append(Group(PAIR, (k, k), (True, True)))
        sets.append(Group(PUNG, (k, k, k), (True, True, True)))
    seen.clear()
    for k in KINDS:
        if not sequence_start_ok(k):
            continue
        run = (k, k + 1, k + 2)
        cls = (suit_of(k), de - k if de in run else None, k % 9 in (0, 6))
        if cls not in seen:
            seen.add(cls)
            sets.append(Group(SEQUENCE, run, (True, True, True)))
    return {PAIR: tuple(pairs), SEQUENCE: tuple(sorted(sets))}


def _winning_slots(groups: tuple[Group, ...], win_is_de: bool, win_tile: Kind) -> Iterator[Reading]:
    """Each distinct slot the winning tile can fill (R17, R19, R23)."""
    seen = set()
    for gi, group in enumerate(groups):
        for si, (k, wild) in enumerate(zip(group.kinds, group.wild)):
            fits = wild if win_is_de else (not wild and k == win_tile)
            if fits and (group, si) not in seen:
                seen.add((group, si))
                yield Reading(groups, gi, si)


def describe_groups(groups: tuple[Group, ...]) -> str:
    """Sets then the pair, in mpsz: ``'123m 999s 88m'``."""
    ordered = [g for g in groups if g.shape is not PAIR] + [g for g in groups if g.shape is PAIR]
    return " ".join(g.text() for g in ordered)



def describe_reading(reading: Reading, meld_texts: list[str], de: Kind, wait: str | None) -> str:
    """The reading for people: ``'123m 999s 88m | 碰 555z | won on 8m in 88m (单吊) | 得 9p→5m'``."""
    group = reading.winning_group
    win_kind = group.kinds[reading.win_slot]
    parts = [describe_groups(reading.groups)]
    if meld_texts:
        parts.append(" ".join(meld_texts))
    parts.append(f"won on {to_mpsz([win_kind])} in {group.text()}" + (f" ({wait})" if wait else ""))
    stand_ins = [
        f"{to_mpsz([de])} restored" if k == de else f"{to_mpsz([de])}→{to_mpsz([k])}"
        for g in reading.groups
        for k, wild in zip(g.kinds, g.wild)
        if wild
    ]
    if stand_ins:
        parts.append("得 " + ", ".join(stand_ins))
    return " | ".join(parts)
