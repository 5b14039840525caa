"""A suit's splits: every way to place one suit's real tiles in runs,
pungs and at most one pair, with at most so many wild tiles standing in
(``suit_splits``), the lookup table that the readings of a whole hand
(``reading``) and the rule sets' searches combine suit by suit.  A split
never mixes suits (a run is of one suit), so a suit's splits depend only on
its counts and the wild tiles it may use, and are built once per count
vector and kept: 筒's and 条's are 万's moved, and a numbered suit's blocks
apart (no run bridging them) are searched apart."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from .groups import PAIRS, PUNGS, SEQUENCES, Group
from .records import from_fields
from .shanten import NO_WILD
from .tiles import RUN_STARTS, Kind

SUIT_RANGES = ((0, 9), (9, 9), (18, 9), (27, 7))  # each suit's first kind and size: 万 筒 条, then the honours
_HONOURS_FIRST = SUIT_RANGES[-1][0]


class SuitSplit(NamedTuple):
    """One suit's groups (by kind: runs, then pungs, then the pair), and
    the kinds its wild tiles stand for."""

    groups: tuple[Group, ...]
    stand_ins: tuple[Kind, ...]
    wild: int  # how many wild tiles: len(stand_ins)
    sets: int
    pairs: int


suit_split_from = from_fields(SuitSplit)  # thousands are built for a hand never seen before


def by_suit(tiles: tuple[Kind, ...], wild: Kind) -> tuple[int, list[tuple[Kind, tuple[int, ...]]]]:
    """The number of wild tiles, and each suit's first kind and real-tile counts."""
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    jokers = 0
    if wild >= 0:
        jokers, counts[wild] = counts[wild], 0
    return jokers, [(first, tuple(counts[first:first + size])) for first, size in SUIT_RANGES]


def real_suits(real: tuple[Kind, ...]) -> list[tuple[Kind, tuple[int, ...]]]:
    """Each suit's first kind and real-tile counts: ``by_suit``'s, of tiles none of which is wild."""
    return by_suit(real, NO_WILD)[1]


@lru_cache(maxsize=1 << 10)  # ≤ 4 KiB each (a suit with 3 wild tiles): 4 MiB (docs/operations.md, "Memory")
def suit_splits(first: Kind, counts: tuple[int, ...], wild: int) -> tuple[SuitSplit, ...]:
    """The lookup table: every split of one suit's real tiles, ``counts[i]``
    of kind ``first + i``, with at most ``wild`` wild tiles, built once per count
    vector and kept (the 1,024 last used); 筒's and 条's are 万's moved.

    A set is a pung (three alike) or a run (three in a row of a suit; the honours have
    none); the pair is two alike, one at most.  Every real tile lies in a group, and a
    slot no real tile fills is a wild tile standing for that kind.  A group goes only
    where it meets a kind the hand holds (a pung or the pair on such a kind, a run over
    one): groups of wild tiles alone are added when the suits are combined.  Why this
    is every split: the groups of a split, kind by kind, are how many runs start there,
    how many pungs and whether the pair lie there; ``_endings`` (``_joined``) tries each
    of those counts that places every real tile with at most ``wild`` wild tiles, so it
    lists each split once, ordered by those counts kind by kind (pair, pungs, runs).

    How big: a suit of 14 real tiles with 3 wild tiles has a few hundred splits, an
    ordinary suit one to a handful; ``tests/core/jiaojiang/test_reading_tables.py``
    checks the tables against the plain search over 20,000 winning hands.
    """
    if 0 < first < _HONOURS_FIRST:  # 筒 and 条: 万's splits of the same counts, moved (kept once for the three)
        return _moved(first, suit_splits(0, counts, wild))
    return tuple([suit_split_from((groups, stand_ins, len(stand_ins), sets, pairs))
                  for groups, stand_ins, sets, pairs in (_joined(counts, wild, 1) if not first
                                                         else _endings(first, counts, 0, 0, wild, 1))])


def _moved(first: Kind, splits: tuple[SuitSplit, ...]) -> tuple[SuitSplit, ...]:
    """万 splits, their groups and stand-ins moved to the suit from ``first`` on."""
    move = GROUP_MOVES[first].__getitem__
    return tuple([suit_split_from((tuple(map(move, groups)), tuple([k + first for k in stand_ins]) if stand_ins
                                   else stand_ins, wild, sets, pairs))
                  for groups, stand_ins, wild, sets, pairs in splits])


# The first kind each suit's splits are kept under (``suit_splits``): 筒's and 条's are 万's, the same uses
# (wild tiles, sets, pairs) in the same order, for a caller that moves the groups itself or reads none.
SPLITS_KEPT_AT = {first: first if first == _HONOURS_FIRST else 0 for first, _ in SUIT_RANGES}

# Each 万 group's like in 筒 and in 条, by the suit's first kind (27 each).
GROUP_MOVES = {first: {by_kind[k]: by_kind[k + first] for by_kind in (SEQUENCES, PUNGS, PAIRS) for k in range(9)}
               for first, _ in SUIT_RANGES[1:3]}


# A suit's groups from some kind on, as ``_endings`` lists them: the
# groups, the kinds their wild tiles stand for, how many sets and pairs.
_Placed = tuple[tuple[Group, ...], tuple[Kind, ...], int, int]
_NOTHING_PLACED: tuple[_Placed, ...] = (((), (), 0, 0),)  # the one ending of a suit's rest that holds no tile


@lru_cache(maxsize=1 << 13)  # shares its tuples with the splits: ~3 MB (docs/operations.md, "Memory")
def _endings(k: Kind, counts: tuple[int, ...], due_now: int, due_next: int, wild: int, pairs: int
             ) -> tuple[_Placed, ...]:
    """``suit_splits``' search, kind by kind: the groups at kind ``k`` and
    on, whose real-tile counts are ``counts`` (to the suit's end), with at
    most ``wild`` wild tiles and ``pairs`` (0 or 1) pair.  ``due_now``: runs that
    need this kind as their last tile; ``due_next``: runs that need this
    kind and the next.  What can follow a kind depends only on these, so
    each such state's endings are found once, shared by every way of
    reaching it and by every suit with the same counts from here on (the
    waits of one hand differ in one kind)."""
    if not due_now + due_next:  # nothing due: pass over the kinds no group reaches
        if not any(counts):
            return _NOTHING_PLACED
        skip = 0
        while not counts[skip]:
            skip += 1
        if wild:  # a run of wild tiles and real ones may start up to two kinds before a real tile
            skip = skip - 2 if skip > 2 else 0
        k, counts = k + skip, counts[skip:]
    elif not counts:
        return _NOTHING_PLACED
    real, later = counts[0], counts[1:]
    after = len(later)
    next_real, then_real = later[0] if after else 0, later[1] if after > 1 else 0
    due = due_now + due_next
    runs_here = RUN_STARTS[k] and (real or next_real or then_real)
    out: list[_Placed] = []
    for pair in range(pairs + 1 if real else 1):
        spare = real + wild - due - 2 * pair  # the tiles left here for pungs: none placed if below 0
        for pungs in range(spare // 3 + 1 if real else spare >= 0):
            placed = due + 3 * pungs + 2 * pair
            # Every real tile of this kind is placed; what real tiles miss, wild tiles fill.
            for runs in range(real - placed if real > placed else 0, (real + wild - placed if runs_here else 0) + 1):
                filled = placed + runs - real
                # The runs due at the next two kinds need real tiles or wild ones there: none
                # left, no ending (and none with more runs).
                short = due_next + runs - next_real
                if (short if short > 0 else 0) + (runs - then_real if runs > then_real else 0) > wild - filled:
                    break
                rest = _endings(k + 1, later, due_next, runs, wild - filled, pairs - pair)
                if not rest:
                    continue
                if not runs + pungs + pair + filled:  # nothing at this kind: the endings as they are
                    out += rest
                    continue
                here = (SEQUENCES[k],) * runs + (PUNGS[k],) * pungs + (PAIRS[k],) * pair
                stood, sets = (k,) * filled, runs + pungs
                if len(rest) == 1:  # most: no comprehension's call
                    (g, s, n, p), = rest
                    out.append((here + g, stood + s, sets + n, pair + p))
                else:
                    out += [(here + g, stood + s, sets + n, pair + p) for g, s, n, p in rest]
    return tuple(out)


def _joined(counts: tuple[int, ...], wild: int, pairs: int) -> Sequence[_Placed]:
    """``_endings`` of a numbered suit's last ``len(counts)`` kinds, nothing due, split at the first gap
    no run bridges (kinds held two apart, three with wild tiles): the block before it searched alone,
    kept whatever follows, each of its endings followed by the rest's: the whole search's, in order."""
    start, apart, last = 9 - len(counts), 3 if wild else 2, -1
    for kind, held in enumerate(counts):
        if held:
            if last >= 0 and kind - last >= apart:
                break
            last = kind
    else:
        return _endings(start, counts, 0, 0, wild, pairs)
    cut = kind - 2 if wild else kind  # where the rest's search starts: its first run may start there
    block = _endings(start, counts[:cut] + (0,) * (len(counts) - cut), 0, 0, wild, pairs)
    rests: dict[tuple[int, int], Sequence[_Placed]] = {}
    out: list[_Placed] = []
    for groups, stand_ins, sets, pair in block:
        left = (wild - len(stand_ins), pairs - pair)
        if (rest := rests.get(left)) is None:
            rest = rests[left] = _joined(counts[cut:], *left)
        if stand_ins and stand_ins[-1] > start + cut:  # a run's stand-in past where the rest's may start
            out += [(groups + g, tuple(sorted(stand_ins + s)), sets + n, pair + p) for g, s, n, p in rest]
        else:
            out += [(groups + g, stand_ins + s, sets + n, pair + p) for g, s, n, p in rest]
    return out


@lru_cache(maxsize=1 << 10)
def suit_uses(first: Kind, counts: tuple[int, ...], wild: int) -> frozenset[tuple[int, int, int]]:
    """What the splits of ``suit_splits`` use: (wild tiles, sets, pairs)."""
    return frozenset((s.wild, s.sets, s.pairs) for s in suit_splits(first, counts, wild))
