"""The winner's 牌点 (§4): base and 番 items on each reading of the hand
(R12–R24), and the reading that scores most (R23).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import product
from operator import itemgetter
from typing import NamedTuple

from .catalogue import ITEMS
from .items import Item, Score, flipped_items, meld_items, pair_items, score_of, scored, set_items, sums
from .reading import (
    PAIR,
    PUNG,
    SEQUENCE,
    Group,
    Reading,
    by_suit,
    suit_splits,
    wild_only_groups,
)
from .table import Meld, MeldType
from .tiles import EAST, WINDS, Kind


class WinContext(NamedTuple):
    """What the winner's items depend on besides the reading (a named tuple:
    it keys the caches of what every reading shares)."""

    seat_wind: Kind
    de: Kind
    flip_kind: Kind
    melds: tuple[Meld, ...]
    flipped: int
    win_tile: Kind
    self_drawn: bool
    kong_replacement: bool = False
    robbing_kong: bool = False
    last_tile: bool = False


def winner_score(reading: Reading, ctx: WinContext) -> Score:
    """Every base and 番 item of one reading of the winner's hand."""
    return winner_scores(reading, (ctx,))[0]


def winner_scores(reading: Reading, ctxs: Sequence[WinContext]) -> list[Score]:
    """``winner_score`` for each of ``ctxs``, ways of winning on the same
    tile with the same melds and seat: the items of the sets not won on and
    of the split's shape and 得 are found once."""
    ctx = ctxs[0]
    part = _part_score(reading.groups, reading.stand_ins, ctx.seat_wind, ctx.de)
    return [score_of(items) for items in _items(reading, ctxs, _plus(_fixed_totals(ctx), part))]


def _items(reading: Reading, ctxs: Sequence[WinContext], totals: tuple) -> list[tuple[Item, ...]]:
    """``winner_scores``' items, given what the split and the melds add up
    to (``_Totals``' fields): its shape, 得 and 旁和 items follow from them."""
    ctx = ctxs[0]
    _, _, suits, runs, pungs, winds, restored = totals
    codes = _shape_codes_of(suits, not runs, winds == _WIND_BITS)
    tiles = _all_tiles(reading.groups, ctx.melds) if codes or not pungs else ()
    split = [scored(code, WINDS if code == "four_winds" else tiles) for code in codes]
    split += _de_items_counted(restored, len(reading.stand_ins), ctx.de)
    chows = () if pungs else (scored("all_chows", tiles),)  # R21: when the wait is two-sided
    groups = enumerate(reading.groups)
    others = [i for gi, g in groups if gi != reading.win_group for i in _group_items(g, ctx.seat_wind)]
    out = []
    for c in ctxs:
        slot = _slot(reading.winning_group, reading.win_slot, c)
        out.append((*_fixed_items(c), *split, *others, *slot.items, *(() if slot.wait else chows)))
    return out


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> tuple[Reading, Score]:
    """R23: the reading with the highest unrounded 牌点汇总 (ties: 番, then
    base; then the first in reading order)."""
    return best_winner_scores(hand, (ctx,), bonus)[0]


def best_winner_scores(hand: tuple[Kind, ...], ctxs: Sequence[WinContext], bonus: int) -> list[tuple[Reading, Score]]:
    """``best_winner_score`` for each of ``ctxs``, ways of winning on the
    same tile with the same melds and seat (from a discard, self-drawn),
    found in one search.

    Sums the same items as ``winner_score``, from each suit's splits scored
    once (``_part_scores``, kept beside the reading's lookup table), skips a
    split alike to an earlier one (``_first_alike``), tries the
    splits from the highest rank they could reach and stops at the first that
    cannot beat the best so far (``_Best.search``), and itemises only the best
    reading.
    """
    ctx = ctxs[0]
    tiles, sets_needed = (*hand, ctx.win_tile), 5 - len(ctx.melds)
    if len(tiles) != 3 * sets_needed + 2:
        raise ValueError("not a winning hand")  # check_table reports this first
    jokers, suits = by_suit(tiles, ctx.de)
    keys, alike = _suit_keys(jokers, suits, ctxs)
    fixed = _fixed_totals(ctx)
    candidates = _candidates(alike, jokers, sets_needed, fixed, ctx)
    if not candidates:
        raise ValueError("not a winning hand")  # check_table reports this first
    parts = [_part_scores(*key) for key in keys]
    shifts = [(f.base - fixed.base, f.fan - fixed.fan) for f in map(_fixed_totals, ctxs)]
    bests = [_Best(c, bonus, parts, keys) for c in ctxs]
    for best, shift in zip(bests, shifts, strict=True):
        best.search(candidates, shift)
    if all(best.found == bests[0].found for best in bests):
        return _found_scores(parts, fixed, bests)
    return [_found_scores(parts, fixed, [best])[0] for best in bests]


def _found_scores(parts: list[tuple[_PartScore, ...]], fixed: _Totals,
                  bests: list[_Best]) -> list[tuple[Reading, Score]]:
    """The reading ``bests`` found (the same for each), itemised
    (``_items``) with what its parts add up to; its 和 and 番 are those the
    search summed."""
    chosen, solo, (group, slot) = bests[0].found
    groups, stand_ins, totals = (), (), fixed
    for part in [parts[suit][i] for suit, i in enumerate(chosen)] + ([solo] if solo else []):
        groups, stand_ins, totals = groups + part.groups, stand_ins + part.stand_in_kinds, _plus(totals, part)
    reading = Reading(groups, stand_ins, group, slot)
    items = _items(reading, [best.ctx for best in bests], totals)
    return [(reading, Score(best.rank[2], best.rank[1], found)) for best, found in zip(bests, items, strict=True)]


def _candidates(alike: list[tuple], jokers: int, sets_needed: int, fixed: _Totals, ctx: WinContext
                ) -> list[_Candidate]:
    """Every split worth trying (``_first_alike``), with each group of 得
    alone worth trying when the 得 left over must make one
    (``_wild_only_finishes``), summed up to its winning slot, in
    reading order (by the 万 split, then 筒, 条 and honours).

    Only the winning tile's suit changes from wait to wait: the other suits
    are combined once (``_other_suits``) and joined here with each of its
    splits, by what that split leaves them and the 得 alone to use up."""
    suit = _winning_suit(ctx)
    others = _other_suits(suit, tuple(key for s, key in enumerate(alike) if s != suit), fixed)
    de = ctx.de
    slotted = -1 if ctx.win_tile == de else 1 << ctx.win_tile
    out: list[_Candidate] = []
    for (wild, sets, pairs), splits in _suit_options(*alike[suit]):
        wild, sets, pairs = jokers - wild, sets_needed - sets, 1 - pairs  # what it leaves
        for rest, (w, s, p) in _WILD_ONLY_USES:
            joined = others.get((wild - w, sets - s, pairs - p), ())
            for (i, (p_base, p_fan, p_suits, p_runs, p_pungs, p_winds, p_restored, *_)), (
                    before, after, (base, fan, suits, runs, pungs, winds, restored)) in product(splits, joined):
                chosen, base, fan = (*before, i, *after), base + p_base, fan + p_fan
                suits, runs, pungs, winds, restored = (
                    suits | p_suits, runs or p_runs, pungs or p_pungs, winds | p_winds, restored + p_restored)
                if not rest:
                    more = _extra_sums(suits, runs, winds, restored, jokers, de)
                    out.append((chosen, None, base + more[0], fan + more[1], pungs))
                    continue
                for solo, more_base, more_fan, solo_pungs in _wild_only_finishes(
                        rest, suits, runs, pungs, winds, restored, jokers, de, ctx.seat_wind, slotted):
                    out.append((chosen, solo, base + more_base, fan + more_fan, solo_pungs))
    out.sort(key=_CHOSEN)  # stable: a choice's groups of 得 alone stay in order
    return out


_CHOSEN = itemgetter(0)


def _winning_suit(ctx: WinContext) -> int:
    """The winning tile's suit, in ``SUIT_RANGES``; a winning 得 is counted in its own."""
    return ctx.win_tile // 9


def _suit_keys(jokers: int, suits: list[tuple[Kind, tuple[int, ...]]], ctxs: Sequence[WinContext]
               ) -> tuple[list[tuple], list[tuple]]:
    """Each suit's key (``suits``, from ``by_suit``) to its scores (``_part_scores``): its first kind,
    counts and 得, the seat wind for the honours only, the 得 kind only in
    its own suit; and that key with what ``_first_alike`` needs besides: the
    winning tile when in this suit, a winning 得, the ways of winning when
    this suit holds a slot the winning tile may fill, the winner's wind and
    whether there are five melds.  A kind's suit, in ``SUIT_RANGES``, is ``kind // 9``."""
    ctx = ctxs[0]
    win_tile, de, seat_wind = ctx.win_tile, ctx.de, ctx.seat_wind
    wild_win = de if win_tile == de else -1
    ways = tuple(sorted({c.self_drawn for c in ctxs}))
    besides = (seat_wind, len(ctx.melds) == 5)
    keys, alike = [], []
    for suit, (first, counts) in enumerate(suits):
        key = (first, counts, jokers, seat_wind if suit == _HONOURS else None, de if suit == de // 9 else None)
        in_suit = win_tile if suit == win_tile // 9 else -1  # elsewhere, its slots are none here
        keys.append(key)
        alike.append((*key, in_suit, wild_win, ways if in_suit >= 0 or wild_win >= 0 else (False,), *besides))
    return keys, alike


# What the 得 left over after the suits' splits make alone (``HandTable.choices``):
# nothing, a set or the pair, as (得, sets, pairs).
_WILD_ONLY_USES = (("", (0, 0, 0)), (SEQUENCE, (3, 1, 0)), (PAIR, (2, 0, 1)))

# A choice of the other suits' splits: those before the winning tile's suit
# and after it, and their sums with the fixed ones (``_Totals``' fields, in a
# plain tuple: ``_plus``).
_Others = tuple[tuple[int, ...], tuple[int, ...], tuple]


@lru_cache(maxsize=2)
def _other_suits(suit: int, alike: tuple[tuple, ...], fixed: _Totals) -> dict[tuple[int, int, int], list[_Others]]:
    """The suits the winning tile is not in (``alike``, from ``_suit_keys``;
    the winning tile's is ``suit``): each choice of one split worth trying
    per suit (``_suit_options``), by what they use together (得, sets,
    pairs), only those with no more 得 than the hand's and one pair at most.
    Kept for the waits of a hand: only the winning tile's suit changes from
    one wait to the next.  Most hands with no 得 or one have a single
    choice: one split per suit."""
    jokers = alike[0][2]  # each key holds the hand's 得 (``_suit_keys``)
    combos: list[tuple[tuple[int, int, int], tuple[int, ...], tuple]] = [((0, 0, 0), (), fixed)]
    for options in [_suit_options(*key) for key in alike]:
        combos = [((wild + w, sets + s, pairs + p), (*chosen, i), _plus(totals, part))
                  for (wild, sets, pairs), chosen, totals in combos
                  for (w, s, p), splits in options if wild + w <= jokers and pairs + p <= 1
                  for i, part in splits]
    by_uses: dict[tuple[int, int, int], list[_Others]] = {}
    for uses, chosen, totals in combos:
        by_uses.setdefault(uses, []).append((chosen[:suit], chosen[suit:], totals))
    return by_uses


@lru_cache(maxsize=1 << 12)
def _wild_only_finishes(rest: str, suits: int, runs: bool, pungs: bool, winds: int, restored: int, jokers: int,
                        de: Kind, seat_wind: Kind, slotted: int) -> tuple[tuple[_PartScore, int, int, bool], ...]:
    """Each group of 得 alone of shape ``rest`` worth trying beside splits
    with these totals (``_Totals``' fields), in reading order, with what it
    adds (its own sums, the shape and 得 items) and whether a pung or a kong
    is then among the sets.

    Not worth trying: a group another beats, adding at least as much 和 and
    番, without a pung where it has none (no 旁和 lost), and more 和 or 番 or
    coming first; whatever slot wins beside it, the other's reads as high
    and wins the tie (R23).  A group the winning tile may fill (a kind among
    the bits of ``slotted``) has slots of its own: it is always tried.
    """
    finishes = []
    for solo in _wild_only_scores(de, seat_wind)[rest]:
        more = _extra_sums(suits | solo.suits, runs or solo.runs, winds | solo.winds, restored + solo.restored,
                           jokers, de)
        finishes.append((solo, solo.base + more[0], solo.fan + more[1], pungs or solo.pungs))
    kept: list[int] = []
    for i in sorted(range(len(finishes)), key=lambda i: _finish_order(finishes[i], i)):  # any that beats comes first
        if finishes[i][0].stand_ins & slotted or not any(_beats(finishes[k], k, finishes[i], i) for k in kept):
            kept.append(i)
    return tuple(finishes[i] for i in sorted(kept))


def _finish_order(finish: tuple[_PartScore, int, int, bool], i: int) -> tuple[int, int, bool, int]:
    return -finish[1], -finish[2], finish[3], i


def _beats(finish: tuple[_PartScore, int, int, bool], i: int, other: tuple[_PartScore, int, int, bool],
           other_i: int) -> bool:
    """Whether the ``i``-th group of 得 alone beats the ``other_i``-th (``_wild_only_finishes``)."""
    _, base, fan, pungs = finish
    _, other_base, other_fan, other_pungs = other
    return (base >= other_base and fan >= other_fan and pungs <= other_pungs
            and (base > other_base or fan > other_fan or i < other_i))


@lru_cache(maxsize=1 << 9)  # ≤ 4 KiB each: 2 MiB (docs/operations.md, "Memory")
def _suit_options(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
                  *alike: object) -> tuple[tuple[tuple[int, int, int], tuple[tuple[int, _PartScore], ...]], ...]:
    """A suit's splits worth trying (``_first_alike``, given ``alike``),
    grouped by what they use (得, sets, pairs), each with its index and score."""
    splits, parts = suit_splits(first, counts, wild), _part_scores(first, counts, wild, seat_wind, de)
    by_uses: dict[tuple[int, int, int], list[tuple[int, _PartScore]]] = {}
    for i in _first_alike(first, counts, wild, seat_wind, de, *alike):
        by_uses.setdefault((splits[i].wild, splits[i].sets, splits[i].pairs), []).append((i, parts[i]))
    return tuple((uses, tuple(found)) for uses, found in by_uses.items())


@lru_cache(maxsize=1 << 9)
def _first_alike(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
                 win_tile: Kind, wild_win: Kind, ways: tuple[bool, ...], winner_wind: Kind, five_melds: bool
                 ) -> tuple[int, ...]:
    """The index of each of a suit's splits that is not alike to an earlier
    one for some way of winning (self-drawn or not, ``ways``).  Alike: they
    use as many 得, sets and pairs, add the same to every sum
    (``_PartScore``), and offer the winning tile slots that add the same
    (``_slot_worths``); ``win_tile`` is -1 when it is of another suit."""
    kept: set[int] = set()
    scores = _part_scores(first, counts, wild, seat_wind, de)
    for self_drawn in ways:
        seen = set()
        for i, (split, part) in enumerate(zip(suit_splits(first, counts, wild), scores, strict=True)):
            slots = _slot_worths(part, win_tile, wild_win, self_drawn, winner_wind, five_melds)
            key = (split.wild, split.sets, split.pairs, part.base, part.fan, part.suits, part.runs, part.pungs,
                   part.winds, part.restored, slots)
            if key not in seen:
                seen.add(key)
                kept.add(i)
    return tuple(sorted(kept))


def _slot_worths(part: _PartScore, win_tile: Kind, wild_win: Kind, self_drawn: bool, winner_wind: Kind,
                 five_melds: bool) -> frozenset:
    """What each slot of ``part`` the winning tile may fill adds (``_Slot``).

    A winning 得 (``wild_win``, the 得 kind, else -1) may fill a slot a 得
    stands in: in this split, or in a group of 得 alone beside it, whose
    kinds are those of ``wild_only_groups``; such a slot is told by its kind.
    """
    solo_kinds = _wild_only_bits(wild_win) if wild_win >= 0 else 0
    out = set()
    for gi in part.distinct:
        for slot in _group_slots(part.groups[gi], self_drawn, winner_wind, five_melds):
            worth = (slot.base, slot.fan, slot.wait)
            if slot.kind == win_tile or (wild_win >= 0 and part.stand_ins >> slot.kind & 1):
                out.add(worth)
            elif solo_kinds >> slot.kind & 1:
                out.add((slot.kind, worth))
    return frozenset(out)


@lru_cache(maxsize=64)
def _wild_only_bits(de: Kind) -> int:
    """A bit for each kind a group of 得 alone may stand for."""
    return _kind_bits(k for groups in wild_only_groups(de).values() for g in groups for k in g.kinds)


class _Totals(NamedTuple):
    """What a split's parts, the melds and the way of winning add up to, before the shape and 得 items."""

    base: int
    fan: int
    suits: int  # a bit per suit (万 筒 条 honours) of its sets and pair
    runs: bool  # a sequence or a chi among them
    pungs: bool  # a pung or a kong among them
    winds: int  # a bit per wind among its sets and pair (R24)
    restored: int  # 得 standing for their own kind (R8)


class _Slot(NamedTuple):
    """A slot of a group the winning tile may fill, and what filling it adds to its split's sums."""

    index: int
    kind: Kind
    base: int
    fan: int
    wait: bool


class _PartScore(NamedTuple):
    """One suit's split, or a group of 得 alone, as the winner's sums see it
    (``_Totals``), kept small: many are kept."""

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


def _plus(totals: tuple, part: _PartScore) -> tuple:
    """``totals`` (``_Totals``' fields) with ``part`` added, as a plain tuple
    for the many choices ``_other_suits`` keeps: a named tuple's constructor is
    a Python call."""
    base, fan, suits, runs, pungs, winds, restored = totals
    return (base + part.base, fan + part.fan, suits | part.suits, runs or part.runs, pungs or part.pungs,
            winds | part.winds, restored + part.restored)


# One split: the suits' splits chosen, a group of 得 alone or None, its 和 and
# 番 before the winning slot, and whether a pung or a kong is among its sets
# (no 旁和 then).  A plain tuple: a search makes hundreds.
_Candidate = tuple[tuple[int, ...], "_PartScore | None", int, int, bool]


class _Best:
    """The best reading for one way of winning (R23): the highest rank, and
    of equal ranks the first in reading order (candidate, then slot)."""

    def __init__(self, ctx: WinContext, bonus: int, parts: list[tuple[_PartScore, ...]], keys: list[tuple]):
        self.ctx, self.bonus, self.parts = ctx, bonus, parts
        self.found: tuple = ()
        self.rank: tuple[int, int, int] = (0, 0, 0)  # the found reading's (``rank``)
        self.suit = -1 if ctx.win_tile == ctx.de else _winning_suit(ctx)
        if self.suit >= 0:
            self.suit_slots = _win_slots(*keys[self.suit], ctx.win_tile, ctx.self_drawn, ctx.seat_wind,
                                         len(ctx.melds) == 5)

    def search(self, candidates: list[_Candidate], shift: tuple[int, int]) -> None:
        """Every winning slot of ``candidates`` (in reading order), their sums
        ``shift``ed by this way of winning.  They are tried from the highest
        rank a winning slot could give them (``_SLOT_BASE_GAIN``,
        ``_SLOT_FAN_GAIN``), so that the search stops at the first that
        cannot reach the best found."""
        bonus, five_melds = self.bonus, len(self.ctx.melds) == 5
        gain_base = _SLOT_BASE_GAIN + shift[0]
        bounds = [rank(base + gain_base, fan + shift[1] + _SLOT_FAN_GAIN[pungs, five_melds], bonus)
                  for _, _, base, fan, pungs in candidates]
        best: tuple[tuple[int, int, int], int] | None = None  # rank, and -candidate: ties go to the first
        for i in sorted(range(len(candidates)), key=bounds.__getitem__, reverse=True):  # stable: first first
            if best is not None and bounds[i] < best[0]:
                break
            chosen, solo, base, fan, pungs = candidates[i]
            base, fan = base + shift[0], fan + shift[1]
            chows = 0 if pungs else _ALL_CHOWS_FAN
            for at, slot in self.slots(chosen, solo):
                key = (rank(base + slot.base, fan + slot.fan + (0 if slot.wait else chows), bonus), -i)
                if best is None or key > best:
                    best, self.found = key, (chosen, solo, at)
        self.rank = best[0]

    def slots(self, chosen: tuple[int, ...], solo: _PartScore | None) -> list[tuple[tuple[int, int], _Slot]]:
        """Each distinct slot the winning tile may fill, as ``slot_choices``
        orders them, at (group, slot) in the split's groups: the suits'
        groups, then the group of 得 alone's."""
        suited = [self.parts[suit][i] for suit, i in enumerate(chosen)]
        if self.suit < 0:  # a 得 may fill any slot a 得 stands in
            parts = [*suited, solo] if solo else suited
            targets = 0
            for part in parts:
                targets |= part.stand_ins
            return self._slots_in(parts, targets, solo, suited)
        offset = sum(len(part.groups) for part in suited[:self.suit])
        slots = [((offset + gi, si), slot) for (gi, si), slot in self.suit_slots[chosen[self.suit]]]
        if solo is None or any(solo.groups[0] in part.groups for part in suited):
            return slots
        ctx = self.ctx
        return slots + _part_slots(solo, 1 << ctx.win_tile, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5,
                                   sum(len(part.groups) for part in suited))

    def _slots_in(self, parts: list[_PartScore], targets: int, solo: _PartScore | None,
                  suited: list[_PartScore]) -> list[tuple[tuple[int, int], _Slot]]:
        """The slots of ``parts`` whose kind is among the bits of ``targets``,
        ``solo``'s left out when one of the ``suited`` splits holds its group too."""
        ctx, out, offset = self.ctx, [], 0
        for part in parts:
            if not (part is solo and any(solo.groups[0] in p.groups for p in suited)):
                out += _part_slots(part, targets, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5, offset)
            offset += len(part.groups)
        return out


def _part_slots(part: _PartScore, targets: int, self_drawn: bool, winner_wind: Kind, five_melds: bool,
                offset: int = 0) -> list[tuple[tuple[int, int], _Slot]]:
    """The slots of ``part``'s distinct groups whose kind is among the bits of
    ``targets``, at (group, slot), its groups counted from ``offset``."""
    return [((offset + gi, slot.index), slot) for gi in part.distinct
            for slot in _group_slots(part.groups[gi], self_drawn, winner_wind, five_melds) if targets >> slot.kind & 1]


@lru_cache(maxsize=1 << 9)  # ≤ 3.3 KiB each: 1.7 MiB
def _win_slots(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None, de: Kind | None,
               win_tile: Kind, self_drawn: bool, winner_wind: Kind, five_melds: bool
               ) -> tuple[tuple[tuple[tuple[int, int], _Slot], ...], ...]:
    """For each of the winning tile's suit's splits, the slots of its kind
    the winning tile may fill, at (group, slot) in the split's groups."""
    return tuple(tuple(_part_slots(part, 1 << win_tile, self_drawn, winner_wind, five_melds))
                 for part in _part_scores(first, counts, wild, seat_wind, de))


@lru_cache(maxsize=1 << 12)
def _extra_sums(suits: int, runs: bool, winds: int, restored: int, jokers: int, de: Kind) -> tuple[int, int]:
    """What a split adds to its sums before its winning slot: the shape items and the 得 items."""
    shape_base, shape_fan = _shape_sums(suits, not runs, winds == _WIND_BITS)
    de_base, de_fan = _de_sums(restored, jokers, de)
    return shape_base + de_base, shape_fan + de_fan


@lru_cache(maxsize=1 << 10)  # ≤ 6.2 KiB each: 6.2 MiB
def _part_scores(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None,
                 de: Kind | None) -> tuple[_PartScore, ...]:
    """``suit_splits(first, counts, wild)`` scored, split by split."""
    return tuple(_part_score(part.groups, part.stand_ins, seat_wind, de) for part in suit_splits(first, counts, wild))


@lru_cache(maxsize=256)
def _wild_only_scores(de: Kind, seat_wind: Kind) -> dict[str, tuple[_PartScore, ...]]:
    """``wild_only_groups(de)`` scored, group by group."""
    return {shape: tuple(_part_score((g,), g.kinds, seat_wind, de) for g in groups)
            for shape, groups in wild_only_groups(de).items()}


def _part_score(groups: tuple[Group, ...], stand_ins: tuple[Kind, ...], seat_wind: Kind | None,
                de: Kind | None) -> _PartScore:
    sums = [_group_sums(g, seat_wind) for g in groups]
    return _PartScore(
        base=sum(b for b, _ in sums),
        fan=sum(f for _, f in sums),
        suits=_suit_bits(g.kind for g in groups),
        runs=any(g.shape is SEQUENCE for g in groups),
        pungs=any(g.shape is PUNG for g in groups),
        winds=_kind_bits(g.kind for g in groups if g.kind in WINDS),
        restored=stand_ins.count(de) if de is not None else 0,
        groups=groups,
        stand_ins=_kind_bits(stand_ins),
        stand_in_kinds=stand_ins,
        distinct=tuple(gi for gi, g in enumerate(groups) if g not in groups[:gi]),
    )


@lru_cache(maxsize=4096)
def _group_slots(group: Group, self_drawn: bool, seat_wind: Kind, five_melds: bool) -> tuple[_Slot, ...]:
    """Each distinct slot of ``group`` (a kind repeated is one slot), with
    what filling it changes from the group's own sums."""
    base, fan = _group_sums(group, seat_wind)
    out = []
    for si, k in enumerate(group.kinds):
        if si == 0 or k != group.kinds[si - 1]:
            part = _slot_part(group, si, self_drawn, seat_wind, five_melds)
            out.append(_Slot(si, k, part.base - base, part.fan - fan, part.wait))
    return tuple(out)


@lru_cache(maxsize=1024)
def _fixed_totals(ctx: WinContext) -> _Totals:
    """What the melds and the way of winning add to every split (``_fixed_items``)."""
    base, fan = sums(_fixed_items(ctx))
    return _Totals(base, fan, _suit_bits(m.kind for m in ctx.melds), any(m.type is MeldType.CHI for m in ctx.melds),
                   any(m.type is not MeldType.CHI for m in ctx.melds),
                   _kind_bits(m.kind for m in ctx.melds if m.kind in WINDS), 0)


_HONOURS = EAST // 9  # the honours' suit, in ``SUIT_RANGES``
_HONOUR_BIT = 1 << _HONOURS


def _kind_bits(kinds: Iterable[Kind]) -> int:
    bits = 0
    for k in kinds:
        bits |= 1 << k
    return bits


_WIND_BITS = _kind_bits(WINDS)


def _suit_bits(kinds: Iterable[Kind]) -> int:
    bits = 0
    for k in kinds:
        bits |= 1 << (k // 9)
    return bits


def rank(base: int, fan: int, bonus: int) -> tuple[int, int, int]:
    """R23: highest unrounded 牌点汇总, then more 番, then more base."""
    return (base + bonus) << fan, fan, base


@lru_cache(maxsize=1024)
def _fixed_items(ctx: WinContext) -> tuple[Item, ...]:
    """Items that do not depend on the reading: melds, flips, how it was won."""
    win = (ctx.win_tile,)
    flags = (
        (ctx.self_drawn, scored("self_drawn", win)),
        (ctx.last_tile, scored("last_tile", win)),
        (ctx.kong_replacement, scored("kong_replacement", win)),
        (ctx.robbing_kong, scored("robbing_kong", win)),
        (ctx.self_drawn and ctx.win_tile == ctx.de, scored("self_drawn_de", win)),
    )
    return (
        *meld_items(ctx.melds, ctx.seat_wind),
        *flipped_items(ctx.flipped, ctx.flip_kind),
        *(i for flag, i in flags if flag),
    )


class _SlotPart(NamedTuple):
    """The winning group's items and those its winning slot decides."""

    items: tuple[Item, ...]
    base: int
    fan: int
    wait: bool  # a 单吊 / 嵌档 / 靠柄 item is among them


# What a winning slot can add to its split's sums (R17, R19, R21): one wait
# item's 和, whatever making the winning pung exposed adds (in the rule table,
# it takes away), and one 番 item: 大吊车 with five melds (only the pair is
# left, a wait), else 旁和 when no set is a pung or a kong and the wait is not
# one of the wait items.
_ALL_CHOWS_FAN = ITEMS["all_chows"].fan
_WAIT_ITEMS = ("single_wait", "closed_wait", "edge_wait")
_SLOT_BASE_GAIN = (
    max(ITEMS[code].base for code in _WAIT_ITEMS)
    + max(0, ITEMS["pung"].base - ITEMS["concealed_pung"].base,
          ITEMS["pung"].base_honour_or_terminal - ITEMS["concealed_pung"].base_honour_or_terminal)
)


def _slot_fan_gain(pungs: bool, five_melds: bool) -> int:
    wait_fan = max(ITEMS[code].fan for code in _WAIT_ITEMS)
    if five_melds:
        return wait_fan + ITEMS["big_single_wait"].fan
    return wait_fan + (0 if pungs else _ALL_CHOWS_FAN)


_SLOT_FAN_GAIN = {(pungs, five): _slot_fan_gain(pungs, five) for pungs in (False, True) for five in (False, True)}


def _slot(group: Group, slot: int, ctx: WinContext) -> _SlotPart:
    return _slot_part(group, slot, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5)


@lru_cache(maxsize=4096)
def _slot_part(group: Group, slot: int, self_drawn: bool, seat_wind: Kind, five_melds: bool) -> _SlotPart:
    # R19: a pung completed by another player's discard counts as exposed.
    items = list(_group_items(group, seat_wind, exposed=not self_drawn))
    wait = wait_item(group, slot)
    if wait:
        items.append(wait)
    if five_melds:
        items.append(scored("big_single_wait", group.kinds))
    return _SlotPart(tuple(items), *sums(items), wait is not None)


@lru_cache(maxsize=4096)
def _group_sums(group: Group, seat_wind: Kind) -> tuple[int, int]:
    return sums(_group_items(group, seat_wind))


@lru_cache(maxsize=4096)
def _group_items(group: Group, seat_wind: Kind, exposed: bool = False) -> tuple[Item, ...]:
    if group.shape is PAIR:
        return tuple(pair_items(group.kind, seat_wind))
    if group.shape is PUNG:
        return tuple(set_items(group.kind, "pung" if exposed else "concealed_pung", group.kinds, seat_wind))
    return ()


def wait_item(group: Group, slot: int) -> Item | None:
    """R17: 单吊, 嵌档 or 靠柄 for the set the winning tile completes."""
    if group.shape is PAIR:
        return scored("single_wait", group.kinds)
    if group.shape is SEQUENCE:
        first = group.kinds[0] % 9
        if slot == 1:
            return scored("closed_wait", group.kinds)
        if (slot == 2 and first == 0) or (slot == 0 and first == 6):
            return scored("edge_wait", group.kinds)
    return None


@lru_cache(maxsize=64)
def _shape_codes_of(suits: int, all_pungs: bool, four_winds: bool) -> tuple[str, ...]:
    """清一色 / 混一色 (R21a), 对对和 and 四风会齐 (R24) — melds included, flips
    left out — from the suits of the sets and pair (a bit each: 万 筒 条
    honours), whether all are pungs or kongs, and whether they hold every wind."""
    honours = bool(suits & _HONOUR_BIT)
    suited = (suits & ~_HONOUR_BIT).bit_count()
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


@lru_cache(maxsize=64)
def _shape_sums(suits: int, all_pungs: bool, four_winds: bool) -> tuple[int, int]:
    return _flat_sums(_shape_codes_of(suits, all_pungs, four_winds))


@lru_cache(maxsize=64)
def _flat_sums(codes: tuple[str, ...]) -> tuple[int, int]:
    """和 and 番 of items that score the same on any tiles, as the shape items do."""
    return sum(ITEMS[c].base for c in codes), sum(ITEMS[c].fan for c in codes)


def _all_tiles(groups: tuple[Group, ...], melds: Iterable[Meld]) -> tuple[Kind, ...]:
    return tuple(sorted((*(k for g in groups for k in g.kinds), *(k for m in melds for k in m.tiles))))


@lru_cache(maxsize=1024)
def _de_sums(restored: int, wild: int, de: Kind) -> tuple[int, int]:
    return sums(_de_items_counted(restored, wild, de))


@lru_cache(maxsize=1024)
def _de_items_counted(restored: int, wild: int, de: Kind) -> tuple[Item, ...]:
    """R22: restored 得 first (1 番 each), then 无得 / 2 张得 / 3 张得 on the
    rest, of ``wild`` 得 in the hand, ``restored`` of them standing for themselves."""
    left = wild - restored
    out = [scored("de_restored", (de,) * restored)] if restored else []
    if left == 0:
        out.append(scored("no_de", ()))
    elif left == 2:
        out.append(scored("two_de", (de,) * 2))
    elif left == 3:
        out.append(scored("three_de", (de,) * 3))
    return tuple(out)
