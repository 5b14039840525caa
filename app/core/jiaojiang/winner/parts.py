"""The search's parts (R23): each suit's splits scored once (``PartScore``),
a split alike to an earlier one skipped (``first_alike``), the slots the
winning tile may fill in each (``win_slots``), the suits the
winning tile is not in combined once per hand (``other_suits``), and the
groups of 得 alone worth trying (``wild_only_finishes``)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ...engine.groups import PAIR, PUNG, SEQUENCE, Group
from ...engine.suit_splits import GROUP_MOVES, SPLITS_KEPT_AT, suit_splits
from ...engine.tiles import WINDS, Kind
from ...engine.wild_bounds import wild_bounds
from ...taizhou.winner_sums import (
    HONOURS,
    WIND_BITS,
    FilledAsMet,
    PartScore,
    Slot,
    Totals,
    kind_bits,
    moved_scores,
    part_scorer,
    suit_bits,
    worth_trying,
)
from ..items import sums
from ..table import MeldType
from .scorer import (
    WinContext,
    de_sums,
    fixed_items,
    group_sums,
    shape_sums,
    slot_part,
    wild_only_groups,
)

# ``first_alike``'s ways of winning, winner's wind and five melds for a suit holding no slot for the winning tile.
_NO_SLOT = ((False,), None, False)

# What ``first_alike`` needs besides a suit's key: the winning tile (-1: of another suit), a winning 得 (-1: none),
# the ways of winning, the winner's wind and whether there are five melds (``suit_keys``).
Alike = tuple[Kind, Kind, tuple[bool, ...], Kind | None, bool]


def suit_keys(jokers: int, suits: list[tuple[Kind, tuple[int, ...]]], ctxs: Sequence[WinContext], unchanged: int
               ) -> tuple[list[tuple], list[tuple]]:
    """Each suit's key (``suits``, from ``by_suit``) to its scores
    (``part_scores``): its first kind, counts and the most 得 its splits may
    use (``wild_bounds``), the seat wind for the honours only, the 得 kind
    only in its own suit and where a 得 may stand in (it counts those
    restored, R8); and that key with what ``first_alike`` needs
    besides: the winning tile when in this suit, a winning 得, and, when
    this suit holds a slot the winning tile may fill, the ways of winning,
    the winner's wind and whether there are five melds (elsewhere they
    change nothing: ``_NO_SLOT``, one key for every table).  A kind's suit,
    in ``SUIT_RANGES``, is ``kind // 9``.

    ``unchanged``: the winning tile's suit when the hand's other waits are
    searched too (the other suits' bounds, and so their splits, kept alike
    from wait to wait: ``wild_bounds``), else -1, the tightest bounds."""
    ctx = ctxs[0]
    win_tile, de, seat_wind = ctx.win_tile, ctx.de, ctx.seat_wind
    wild_win = de if win_tile == de else -1
    ways = tuple(sorted({c.self_drawn for c in ctxs}))
    slotted = (ways, seat_wind, len(ctx.melds) == 5)
    keys, alike = [], []
    bounds = wild_bounds(suits, jokers, unchanged)
    for suit, ((first, counts), wild) in enumerate(zip(suits, bounds, strict=True)):
        key = (first, counts, wild, seat_wind if suit == HONOURS else None, de if wild and suit == de // 9 else None)
        in_suit = win_tile if suit == win_tile // 9 else -1  # elsewhere, its slots are none here
        keys.append(key)
        alike.append((*key, in_suit, wild_win, *(slotted if in_suit >= 0 or wild_win >= 0 else _NO_SLOT)))
    return keys, alike


# What the 得 left over after the suits' splits make alone (``HandTable.choices``):
# nothing, a set or the pair, as (得, sets, pairs).
WILD_ONLY_USES = (("", (0, 0, 0)), (SEQUENCE, (3, 1, 0)), (PAIR, (2, 0, 1)))


# A choice of the other suits' splits: those before the winning tile's suit
# and after it, and their sums with the fixed ones (``Totals``' fields, in a
# plain tuple: ``plus``).
Others = tuple[tuple[int, ...], tuple[int, ...], tuple]


@lru_cache(maxsize=2)
def other_suits(suit: int, alike: tuple[tuple, ...], fixed: Totals, jokers: int
                ) -> dict[tuple[int, int, int], list[Others]]:
    """The suits the winning tile is not in (``alike``, from ``suit_keys``;
    the winning tile's is ``suit``; the hand holds ``jokers`` 得): each choice of one split worth trying
    per suit (``suit_options``), by what they use together (得, sets,
    pairs), only those with no more 得 than the hand's and one pair at most.
    Kept for the waits of a hand: only the winning tile's suit changes from
    one wait to the next.  Most hands with no 得 or one have a single
    choice: one split per suit.  Each choice's totals are summed in the
    loop (as ``winner_sums.plus``, without a call a choice: a hand of three
    得 makes about ten)."""
    combos: list[tuple[tuple[int, int, int], tuple[int, ...], tuple]] = [((0, 0, 0), (), fixed)]
    p_base: int  # a split's sums, ``PartScore``'s first seven fields (``part[SUMS]``, below)
    p_fan: int
    p_suits: int
    p_runs: bool
    p_pungs: bool
    p_winds: int
    p_restored: int
    for key in alike:
        options, grown = suit_options(*key), []
        for (wild, sets, pairs), chosen, (base, fan, suits, runs, pungs, winds, restored) in combos:
            for (w, s, p), splits in options:
                if wild + w <= jokers and pairs + p <= 1:
                    uses = (wild + w, sets + s, pairs + p)
                    for i, part in splits:
                        # slice-held (``SUMS``): mypy reads an item, not the seven sums declared above
                        p_base, p_fan, p_suits, p_runs, p_pungs, p_winds, p_restored = part[SUMS]  # type: ignore[misc, assignment]
                        grown.append((uses, (*chosen, i), (
                            base + p_base, fan + p_fan, suits | p_suits, runs or p_runs, pungs or p_pungs,
                            winds | p_winds, restored + p_restored)))
        combos = grown
    by_uses: dict[tuple[int, int, int], list[Others]] = {}
    for uses, chosen, totals in combos:
        by_uses.setdefault(uses, []).append((chosen[:suit], chosen[suit:], totals))
    return by_uses


@lru_cache(maxsize=1 << 12)
def wild_only_finishes(rest: str, suits: int, runs: bool, pungs: bool, winds: int, restored: int, jokers: int,
                        de: Kind, seat_wind: Kind, slotted: int) -> tuple[tuple[PartScore, int, int, bool], ...]:
    """Each group of 得 alone of shape ``rest`` worth trying (``worth_trying``)
    beside splits with these totals (``Totals``' fields), with what it adds
    (its own sums, the shape and 得 items) and whether a pung or a kong is
    then among the sets; ``slotted``: the kinds the winning tile may fill."""
    finishes = []
    for solo in _wild_only_scores(de, seat_wind)[rest]:
        more = extra_sums(suits | solo.suits, runs or solo.runs, winds | solo.winds, restored + solo.restored,
                           jokers, de)
        finishes.append((solo, solo.base + more[0], solo.fan + more[1], pungs or solo.pungs))
    return worth_trying(finishes, slotted)


def suit_options(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
                 *alike: *Alike) -> tuple[tuple[tuple[int, int, int], tuple[tuple[int, PartScore], ...]], ...]:
    """A suit's splits worth trying (``first_alike``, given ``alike``),
    grouped by what they use (得, sets, pairs), each with its index and score.

    Most suits have one split or none, nothing to be alike to: their options
    are the same whatever ``alike`` says, so they are read off the suit's
    scores rather than kept under a key that names the winning tile."""
    splits = suit_splits(SPLITS_KEPT_AT[first], counts, wild)
    if len(splits) > 1:
        return _alike_options(first, counts, wild, seat_wind, de, *alike)
    # slice-held (``_USES``): mypy reads an item, not the (得, sets, pairs) a split uses
    return ((splits[0][_USES], ((0, part_scores(first, counts, wild, seat_wind, de)[0]),)),) if splits else ()  # type: ignore[return-value]


@lru_cache(maxsize=1 << 9)  # ≤ 4 KiB each: 2 MiB (docs/operations.md, "Memory")
def _alike_options(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
                   *alike: *Alike) -> tuple[tuple[tuple[int, int, int], tuple[tuple[int, PartScore], ...]], ...]:
    """``suit_options`` of a suit of two splits or more, kept."""
    splits, parts = suit_splits(SPLITS_KEPT_AT[first], counts, wild), part_scores(first, counts, wild, seat_wind, de)
    by_uses: dict[tuple[int, int, int], list[tuple[int, PartScore]]] = {}
    for i in first_alike(first, counts, wild, seat_wind, de, *alike):
        by_uses.setdefault(splits[i][_USES], []).append((i, parts[i]))  # type: ignore[arg-type]  # slice-held: (得, sets, pairs)
    return tuple([(uses, tuple(found)) for uses, found in by_uses.items()])


# A ``SuitSplit``'s fields (wild, sets, pairs), a ``PartScore``'s that add to
# every sum (base to restored) and a ``Slot``'s that say what it adds (base,
# fan, wait): sliced, as plain tuples, rather than read one by one.  mypy
# types a tuple indexed by a name as one of its items, whatever the name holds
# (a slice, here: none built each time): where such a slice flows into typed
# code, a ``type: ignore`` says so (``slice-held``), the type declared beside it.
_USES, SUMS, _WORTH = slice(2, 5), slice(0, 7), slice(2, 5)


def first_alike(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
                 win_tile: Kind, wild_win: Kind, ways: tuple[bool, ...], winner_wind: Kind | None, five_melds: bool
                 ) -> tuple[int, ...]:
    """The index of each of a suit's splits that is not alike to an earlier
    one for some way of winning (self-drawn or not, ``ways``).  Alike: they
    use as many 得, sets and pairs, add the same to every sum
    (``PartScore``), and offer the winning tile slots that add the same
    (``win_slots``, as the search reads them; for a winning 得,
    ``_slot_worths``); ``win_tile`` is -1 when it is of another suit."""
    scores = part_scores(first, counts, wild, seat_wind, de)
    splits = suit_splits(SPLITS_KEPT_AT[first], counts, wild)
    # slice-held (``_USES``, ``SUMS``): mypy reads items, not the tuples a split uses and its sums
    shared: list[tuple] = [split[_USES] + part[SUMS] for split, part in zip(splits, scores, strict=True)]  # type: ignore[operator, misc]
    if win_tile < 0 and wild_win < 0:  # no slot for the winning tile here: alike by what they share
        return _firsts(shared)
    found = []
    for self_drawn in ways:
        if win_tile >= 0 and wild_win < 0:  # the slots of its kind, as the search tries them
            worths = [frozenset([slots[0][1][_WORTH]]) if len(slots) == 1 else  # most hold one: no comprehension
                      frozenset([slot[_WORTH] for _, slot in slots]) for slots in win_slots(
                first, counts, wild, seat_wind, de, win_tile, self_drawn, winner_wind, five_melds)]
        else:
            solo_kinds, way = _wild_only_bits(wild_win), _WAY_WORTHS[self_drawn, winner_wind, five_melds]
            worths = [_slot_worths(part, solo_kinds, way) for part in scores]
        found.append(_firsts(zip(shared, worths, strict=True)))
    return found[0] if len(found) == 1 else tuple(sorted(set().union(*found)))


def _firsts(keys: Iterable[tuple]) -> tuple[int, ...]:
    """The index of each of ``keys`` that is not equal to an earlier one."""
    firsts: dict[tuple, int] = {}
    for i, key in enumerate(keys):
        firsts.setdefault(key, i)
    return tuple(firsts.values())


@lru_cache(maxsize=1 << 9)  # ≤ 3.3 KiB each: 1.7 MiB
def win_slots(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
              win_tile: Kind, self_drawn: bool, winner_wind: Kind, five_melds: bool
              ) -> tuple[tuple[tuple[tuple[int, int], Slot], ...], ...]:
    """For each of the winning tile's suit's splits, the slots of its kind
    the winning tile may fill, at (group, slot) in the split's groups."""
    return tuple([tuple(tile_slots(part, win_tile, self_drawn, winner_wind, five_melds))
                  for part in part_scores(first, counts, wild, seat_wind, de)])


def tile_slots(part: PartScore, win_tile: Kind, self_drawn: bool, winner_wind: Kind, five_melds: bool
               ) -> list[tuple[tuple[int, int], Slot]]:
    """``part_slots`` of one kind, ``win_tile``: a group without it is passed
    over unweighed (most are).  A group holding it is of a wind only if
    ``win_tile`` is one: its slots' key (``group_slots``) is found once."""
    groups, wind = part.groups, winner_wind if win_tile in WINDS else None
    return [((gi, slot.place), slot) for gi in part.distinct if win_tile in (group := groups[gi]).kinds
            for slot in _group_slots(group, self_drawn and group.shape is PUNG, wind, five_melds)
            if slot.kind == win_tile]


def part_slots(part: PartScore, targets: int, self_drawn: bool, winner_wind: Kind, five_melds: bool,
               offset: int = 0) -> list[tuple[tuple[int, int], Slot]]:
    """The slots of ``part``'s distinct groups whose kind is among the bits of
    ``targets``, at (group, slot), its groups counted from ``offset``."""
    return [((offset + gi, slot.place), slot) for gi in part.distinct
            for slot in group_slots(part.groups[gi], self_drawn, winner_wind, five_melds) if targets >> slot.kind & 1]


def stand_in_slots(suited: Sequence[PartScore], solo: PartScore | None, self_drawn: bool, winner_wind: Kind,
                   five_melds: bool) -> list[tuple[tuple[int, int], Slot]]:
    """The slots a winning 得 may fill in the split of the suits' ``suited``
    splits and a group of 得 alone (``solo``, or ``None``): any slot a 得
    stands in, at (group, slot) in the split's groups; ``solo``'s left out
    when a suit's split holds its group too (the same slots)."""
    parts = [*suited, solo] if solo else suited
    targets = 0
    for part in parts:
        targets |= part.stand_ins
    out, offset = [], 0
    for part in parts:
        if not (part is solo and any(solo.groups[0] in p.groups for p in suited)):
            out += part_slots(part, targets, self_drawn, winner_wind, five_melds, offset)
        offset += len(part.groups)
    return out


def _slot_worths(part: PartScore, solo_kinds: int, worths: dict[Group, tuple]) -> frozenset:
    """What each slot of ``part`` a winning 得 may fill adds (``Slot``): a
    slot a 得 stands in, in this split (one of the 得 kind is: no real tile
    is of it), or in a group of 得 alone beside it, whose kinds are
    ``solo_kinds`` (``_wild_only_bits``); such a slot is told by its kind.
    ``worths``: each group's slots for this way of winning (``_WAY_WORTHS``)."""
    stand_ins, groups = part.stand_ins, part.groups
    out = set()
    for gi in part.distinct:
        for bit, worth, by_kind in worths[groups[gi]]:
            if stand_ins & bit:
                out.add(worth)
            elif solo_kinds & bit:
                out.add(by_kind)
    return frozenset(out)


def _group_worths(group: Group, self_drawn: bool, winner_wind: Kind, five_melds: bool
                  ) -> tuple[tuple[int, tuple[int, int, bool], tuple[Kind, tuple[int, int, bool]]], ...]:
    """Each of ``group_slots``' slots as ``_slot_worths`` weighs them for
    every split of a suit a winning 得 may fill: its kind's bit, what it
    adds, and that told by its kind, as plain tuples."""
    out = []
    for slot in group_slots(group, self_drawn, winner_wind, five_melds):
        worth = (slot.base, slot.fan, slot.wait)
        out.append((1 << slot.kind, worth, (slot.kind, worth)))
    return tuple(out)


# ``_group_worths`` by way of winning (self-drawn, the winner's wind, five melds), then group, filled as met:
# 16 ways at most, each of the groups met (a hundred or so): under 0.5 MiB.
_WAY_WORTHS = FilledAsMet(lambda way: FilledAsMet(lambda group: _group_worths(group, *way)))


@lru_cache(maxsize=64)
def _wild_only_bits(de: Kind) -> int:
    """A bit for each kind a group of 得 alone may stand for."""
    return kind_bits(k for groups in wild_only_groups(de).values() for g in groups for k in g.kinds)


@lru_cache(maxsize=1 << 12)
def extra_sums(suits: int, runs: bool, winds: int, restored: int, jokers: int, de: Kind) -> tuple[int, int]:
    """What a split adds to its sums before its winning slot: the shape items and the 得 items."""
    shape_base, shape_fan = shape_sums(suits, not runs, winds == WIND_BITS)
    de_base, de_fan = de_sums(restored, jokers, de)
    return shape_base + de_base, shape_fan + de_fan


@lru_cache(maxsize=1 << 10)  # ≤ 6.2 KiB each: 6.2 MiB
def part_scores(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None,
                 de: Kind | None) -> tuple[PartScore, ...]:
    """``suit_splits(first, counts, wild)`` scored, split by split; 筒's and
    条's are 万's moved (``moved_scores``: R12–R16 know a numbered kind by
    its place in its suit), kept once for the three suits."""
    if first in GROUP_MOVES:  # 筒 and 条
        return moved_scores(first, part_scores(0, counts, wild, None, None if de is None else de - first))
    return tuple([_part_score(part.groups, part.stand_ins, seat_wind, de)
                  for part in suit_splits(first, counts, wild)])  # 万 or the honours


@lru_cache(maxsize=256)
def _wild_only_scores(de: Kind, seat_wind: Kind) -> dict[str, tuple[PartScore, ...]]:
    """``wild_only_groups(de)`` scored, group by group."""
    return {shape: tuple(_part_score((g,), g.kinds, seat_wind, de) for g in groups)
            for shape, groups in wild_only_groups(de).items()}


def _group_part(group: Group, seat_wind: Kind | None) -> tuple[int, int, int, bool, bool, int]:
    """What one group adds to a ``PartScore``: 和, 番, its suit's bit, a run, a pung, its wind's bit."""
    base, fan = group_sums(group, seat_wind)
    return (base, fan, suit_bits((group.kind,)), group.shape is SEQUENCE, group.shape is PUNG,
            kind_bits((group.kind,)) if group.kind in WINDS else 0)


_part_score = part_scorer(_group_part)


def group_slots(group: Group, self_drawn: bool, seat_wind: Kind, five_melds: bool) -> tuple[Slot, ...]:
    """Each distinct slot of ``group`` (a kind repeated is one slot), with
    what filling it changes from the group's own sums; kept by what those
    depend on: the way of winning for a pung alone (R19), the winner's wind
    for a wind's group alone (R12, R21)."""
    return _group_slots(group, self_drawn and group.shape is PUNG, seat_wind if group.kinds[0] in WINDS else None,
                        five_melds)


@lru_cache(maxsize=4096)
def _group_slots(group: Group, self_drawn: bool, seat_wind: Kind | None, five_melds: bool) -> tuple[Slot, ...]:
    base, fan = group_sums(group, seat_wind)
    out = []
    for si, k in enumerate(group.kinds):
        if si == 0 or k != group.kinds[si - 1]:
            part = slot_part(group, si, self_drawn, seat_wind, five_melds)
            out.append(Slot(si, k, part.base - base, part.fan - fan, part.wait))
    return tuple(out)


def fixed_totals(ctx: WinContext) -> Totals:
    """What the melds and the way of winning add to every split (``fixed_items``):
    found anew for each table, whose context is seldom met twice."""
    base, fan = sums(fixed_items(ctx))
    suits = winds = 0
    runs = pungs = False
    for meld in ctx.melds:
        kind = min(meld.tiles)  # ``Meld.kind``
        suits |= 1 << kind // 9
        if meld.type is MeldType.CHI:
            runs = True
        else:
            pungs = True
        if kind in WINDS:
            winds |= 1 << kind
    return Totals(base, fan, suits, runs, pungs, winds, 0)
