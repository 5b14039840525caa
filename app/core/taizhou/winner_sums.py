"""What the Taizhou winners' searches (each rule set's ``winner.search``) sum
a reading by: a split's sums kept per suit (``PartScore``) and added up
(``Totals``, ``plus``), the slots the winning tile may fill (``Slot``), suits
and kinds as bits, the items of the whole hand's shape that both rulebooks
give alike (清一色, 混一色, 对对和, 四风: R21, R21a, R24; W14 "as R21", R24),
and when one group of 得 alone beats another (``beats``).  What each item is
worth stays in the rule set's catalogue."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import NamedTuple

from ..engine.groups import Group
from ..engine.records import from_fields
from ..engine.suit_splits import GROUP_MOVES
from ..engine.tiles import EAST, WINDS, Kind
from .items import ItemDef

HONOURS = EAST // 9  # the honours' suit, in ``SUIT_RANGES``

HONOUR_BIT = 1 << HONOURS


def kind_bits(kinds: Iterable[Kind]) -> int:
    bits = 0
    for k in kinds:
        bits |= 1 << k
    return bits


WIND_BITS = kind_bits(WINDS)


def suit_bits(kinds: Iterable[Kind]) -> int:
    bits = 0
    for k in kinds:
        bits |= 1 << (k // 9)
    return bits


@lru_cache(maxsize=64)
def shape_codes(suits: int, all_pungs: bool, four_winds: bool) -> tuple[str, ...]:
    """清一色 / 混一色 (R21a), 对对和 and 四风 (R24) — melds included, flips
    left out, a wild 得 as what it stands for — from the suits of the sets
    and pair (a bit each: 万 筒 条 honours), whether all are pungs or kongs,
    and whether they hold every wind."""
    honours = bool(suits & HONOUR_BIT)
    suited = (suits & ~HONOUR_BIT).bit_count()
    out = []
    if suited == 1 and not honours:
        out.append("full_flush")
    elif honours and suited <= 1:
        out.append("half_flush")
    if all_pungs:
        out.append("all_pungs")
    if four_winds:
        out.append("four_winds")
    return tuple(out)


class Totals(NamedTuple):
    """What a split's parts, the melds and the way of winning add up to, before the shape and 得 items."""

    base: int
    fan: int
    suits: int  # a bit per suit (万 筒 条 honours) of its sets and pair
    runs: bool  # a sequence or a chi among them
    pungs: bool  # a pung or a kong among them
    winds: int  # a bit per wind among its sets and pair (R24)
    restored: int  # 得 standing for their own kind (R8, W6)


class Slot(NamedTuple):
    """A slot of a group the winning tile may fill, and what filling it adds to its split's sums."""

    place: int  # its place among the group's kinds
    kind: Kind
    base: int
    fan: int
    wait: bool


class PartScore(NamedTuple):
    """One suit's split, or a group of 得 alone, as the winner's sums see it
    (``Totals``), kept small: many are kept."""

    base: int
    fan: int
    suits: int
    runs: bool
    pungs: bool
    winds: int
    restored: int
    groups: tuple[Group, ...]
    stand_ins: int  # a bit per kind a 得 stands for
    stand_in_kinds: tuple[Kind, ...]  # the kind each 得 stands for, as the reading lists them
    distinct: tuple[int, ...]  # the index of each group that repeats no group before it


part_score_from = from_fields(PartScore)  # a search scores every split of a hand never seen before

# What one group adds to a ``PartScore``: 和, 番, its suit's bit, a run, a pung, its wind's bit.
GroupPart = Callable[[Group, "Kind | None"], tuple[int, int, int, bool, bool, int]]
PartScorer = Callable[[tuple[Group, ...], tuple[Kind, ...], "Kind | None", "Kind | None"], PartScore]


def part_scorer(group_part: GroupPart) -> PartScorer:
    """A rule set's ``part_score(groups, stand_ins, seat_wind, de)``: one
    suit's split, or a group of 得 alone, summed from what the rule set's
    ``group_part`` gives each group (its seat wind, ``None`` where no group
    can be of it), ``de`` the kind a 得 standing for itself is restored at
    (``None``: none is, in this suit)."""

    # What each group adds, by seat wind then group: 和, 番 and its bits (``_group_bits``).
    known = FilledAsMet(lambda seat_wind: FilledAsMet(lambda group: _group_bits(*group_part(group, seat_wind))))

    def part_score(groups: tuple[Group, ...], stand_ins: tuple[Kind, ...], seat_wind: Kind | None,
                   de: Kind | None) -> PartScore:
        parts = known[seat_wind]
        base = fan = bits = 0
        last = repeated = None
        for g in groups:
            g_base, g_fan, g_bits = part = parts[g]
            base, fan, bits = base + g_base, fan + g_fan, bits | g_bits
            # A split's groups come kind by kind: a repeat follows its first.  Equal groups read the same
            # part, unequal ones each their own (``_group_bits`` builds each): told apart without comparing.
            if part is last:
                repeated = True
            last = part
        distinct = _distinct(groups) if repeated else _EVERY[len(groups)]  # most splits repeat no group
        suits, runs, pungs, winds = _BIT_FIELDS[bits]
        if not stand_ins:  # most splits
            return part_score_from((base, fan, suits, runs, pungs, winds, 0, groups, 0, stand_ins, distinct))
        return part_score_from((base, fan, suits, runs, pungs, winds, stand_ins.count(de) if de is not None else 0,
                                groups, _STAND_IN_BITS[stand_ins], stand_ins, distinct))

    return part_score


# A group's suit's bit, whether it is a run or a pung and its wind's bit in one number, OR-ed over a
# split's groups in one step: suits in bits 0-3, a run's and a pung's bits next, the winds' (kinds 27-30) apart.
_SUIT_BITS, _RUN_BIT, _PUNG_BIT = 0b1111, 1 << 4, 1 << 5


def _distinct(groups: tuple[Group, ...]) -> tuple[int, ...]:
    """The index of each of a split's groups that does not repeat the one before it."""
    return tuple([gi for gi, g in enumerate(groups) if not gi or g != groups[gi - 1]])


def _group_bits(base: int, fan: int, suit: int, run: bool, pung: bool, wind: int) -> tuple[int, int, int]:
    """What ``GroupPart`` gives a group, its bits in one number (``_SUIT_BITS``, ``_RUN_BIT``, ``_PUNG_BIT``)."""
    return base, fan, suit | (_RUN_BIT if run else 0) | (_PUNG_BIT if pung else 0) | wind


class FilledAsMet(dict):
    """A dict whose missing values ``find`` makes, kept: read in C once made,
    where a cached call would build and hash a key each time."""

    def __init__(self, find: Callable):
        super().__init__()
        self.find = find

    def __missing__(self, key: object) -> object:
        value = self[key] = self.find(key)
        return value


# A split's stand-ins as a bit per kind (``PartScore.stand_ins``), read in C once met: one suit's
# kinds, as many as its 得 (4 at most in either rule set): under 2,600 tuples, 0.3 MiB.
_STAND_IN_BITS = FilledAsMet(kind_bits)

# ``_group_bits``' one number OR-ed over a split's groups, as ``PartScore``'s suits, runs, pungs and winds, read in
# C once met: at most 16 suits' × 4 × 16 winds' numbers (a few hundred met), under 0.1 MiB.
_BIT_FIELDS = FilledAsMet(lambda bits: (bits & _SUIT_BITS, bits & _RUN_BIT != 0, bits & _PUNG_BIT != 0,
                                        bits & WIND_BITS))


# Every index of a split's groups, by their number (a handful): the distinct groups of a split that repeats none.
_EVERY = FilledAsMet(lambda n: tuple(range(n)))


def moved_scores(first: Kind, scores: tuple[PartScore, ...]) -> tuple[PartScore, ...]:
    """万 splits' scores (``part_scorer``'s, the 得 kind given as its place
    in 万) as those of the same splits in the numbered suit from ``first`` on,
    for a rule set whose numbered groups score alike in every suit (their
    items know a kind by its place in the suit): the suit's bit, the groups
    and the stand-ins move, the sums stay."""
    move, bit, moved_kinds = GROUP_MOVES[first].__getitem__, 1 << first // 9, _MOVED_KINDS[first]
    return tuple([part_score_from((base, fan, bit if suits else 0, runs, pungs, winds, restored,
                                   tuple(map(move, groups)), stand_ins << first, moved_kinds[kinds], distinct))
                  for base, fan, suits, runs, pungs, winds, restored, groups, stand_ins, kinds, distinct in scores])


# 万's stand-in kinds as those in 筒 and 条, by the suit's first kind, read in C once met:
# up to 4 of 9 kinds, 715 tuples a suit at most (0.1 MiB).
_MOVED_KINDS = {first: FilledAsMet(lambda kinds, first=first: tuple([k + first for k in kinds]))
                for first in GROUP_MOVES}


def rank(base: int, fan: int, bonus: int) -> tuple[int, int, int]:
    """R23 (W15 keeps it): highest unrounded 牌点汇总, then more 番, then more base."""
    return (base + bonus) << fan, fan, base


def plus(totals: tuple, part: PartScore) -> tuple:
    """``totals`` (``Totals``' fields) with ``part`` added, as a plain tuple
    for the many choices a search keeps: a named tuple's constructor is a
    Python call."""
    base, fan, suits, runs, pungs, winds, restored = totals
    return (base + part.base, fan + part.fan, suits | part.suits, runs or part.runs, pungs or part.pungs,
            winds | part.winds, restored + part.restored)


WAIT_ITEMS = ("single_wait", "closed_wait", "edge_wait")  # 单吊, 嵌档, 靠柄 (R17, W12)


def slot_base_gain(items: Mapping[str, ItemDef]) -> int:
    """The most 和 a winning slot adds to its split's sums, by a rule table
    (``items``): one wait item's (R17, W12), and whatever making the winning
    pung exposed adds (R19; in both rule tables, it takes away)."""
    pung, concealed = items["pung"], items["concealed_pung"]
    assert pung.base_honour_or_terminal is not None and concealed.base_honour_or_terminal is not None  # both tables
    return (max(items[code].base for code in WAIT_ITEMS)
            + max(0, pung.base - concealed.base, pung.base_honour_or_terminal - concealed.base_honour_or_terminal))


def wait_fan(items: Mapping[str, ItemDef]) -> int:
    """The most 番 a wait item adds, by a rule table (none in either today)."""
    return max(items[code].fan for code in WAIT_ITEMS)


# A group of 得 alone beside a split, as a search weighs it: its score, the
# 和 and 番 it adds with the shape and 得 items, and whether a pung or a
# kong is then among the sets.
Finish = tuple[PartScore, int, int, bool]


def worth_trying(finishes: list[Finish], slotted: int) -> tuple[Finish, ...]:
    """The groups of 得 alone worth trying beside a split, in reading order.

    Not worth trying: a group another beats (``beats``); whatever slot wins
    beside it, the other's reads as high and wins the tie (R23).  A group the
    winning tile may fill (a kind among the bits of ``slotted``) has slots of
    its own: it is always tried.
    """
    firsts: dict[tuple[int, int, bool], int] = {}  # the first group of each 和, 番 and pung
    for i, (_, base, fan, pungs) in enumerate(finishes):
        firsts.setdefault((base, fan, pungs), i)
    # Beating is transitive: a group is beaten by one tried if by any.  A group is beaten by the
    # first of its sums if it is not that first, and by other sums if by their first.
    kept = {i for sums, i in firsts.items() if not _beaten(sums, i, firsts)}
    return tuple([finish for i, finish in enumerate(finishes) if i in kept or finish[0].stand_ins & slotted])


def _beaten(sums: tuple[int, int, bool], i: int, firsts: dict[tuple[int, int, bool], int]) -> bool:
    """Whether the ``i``-th group of 得 alone, adding ``sums`` (和, 番, whether
    a pung or a kong is then among the sets), is beaten by the first of
    another's (``firsts``): one adding at least as much 和 and 番, without a
    pung where it has none (no 旁和 lost), and more 和 or 番 or coming first;
    whatever slot wins beside it, the other's reads as high and wins the tie
    (R23).  One loop, no call a pair: the groups are weighed for each new split."""
    base, fan, pungs = sums
    for (other_base, other_fan, other_pungs), j in firsts.items():
        if (other_base >= base and other_fan >= fan and other_pungs <= pungs
                and (other_base > base or other_fan > fan or j < i)):
            return True
    return False
