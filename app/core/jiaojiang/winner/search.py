"""R23's best reading, found fast: the same items as ``scorer`` sums, from
each suit's splits scored once (``parts``), tried from the highest rank
they could reach (``bounds``), the best reading alone itemised."""
from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from ...engine.groups import Group
from ...engine.reading import Reading
from ...engine.suit_splits import by_suit
from ...engine.tiles import Kind
from ...taizhou.winner_sums import rank
from ..catalogue import HAND
from ..items import Score
from .bounds import ALL_CHOWS_FAN, SLOT_BASE_GAIN, SLOT_FAN_GAIN
from .parts import (
    SUMS,
    WILD_ONLY_USES,
    PartScore,
    Slot,
    Totals,
    extra_sums,
    fixed_totals,
    other_suits,
    part_scores,
    part_slots,
    stand_in_slots,
    suit_keys,
    suit_options,
    tile_slots,
    wild_only_finishes,
    win_slots,
)
from .plain import plain_best, plain_hand_splits
from .scorer import WinContext, reading_items


class NotAWin(ValueError):
    """The hand is no winning hand: no reading."""


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> tuple[Reading, Score]:
    """R23: the reading with the highest unrounded 牌点汇总 (ties: 番, then
    base; then the first in reading order)."""
    return best_winner_scores(hand, (ctx,), bonus, alone=True)[0]


def best_winner_scores(hand: tuple[Kind, ...], ctxs: Sequence[WinContext], bonus: int, alone: bool = False
                       ) -> list[tuple[Reading, Score]]:
    """``best_winner_score`` for each of ``ctxs``, ways of winning on the
    same tile with the same melds and seat (from a discard, self-drawn),
    found in one search; ``alone``: this hand's only wait searched (a table
    settled), so no suit's 得 bound is kept alike for the next (``suit_keys``).

    Sums the same items as ``winner_score``, from each suit's splits scored
    once (``part_scores``, kept beside the reading's lookup table), skips a
    split alike to an earlier one (``first_alike``), tries the
    splits from the highest rank they could reach and stops at the first that
    cannot beat the best so far (``_Best.search``), and itemises only the best
    reading.  A plain hand (at most one 得, few splits: most) has
    each of its splits weighed in full instead (``plain``).
    """
    ctx = ctxs[0]
    tiles, sets_needed = (*hand, ctx.win_tile), HAND.sets_needed(len(ctx.melds))
    if len(tiles) != 3 * sets_needed + 2:
        raise NotAWin  # check_table says why
    jokers, suits = by_suit(tiles, ctx.de)
    if jokers <= 1 and (splits := plain_hand_splits(suits, jokers, sets_needed, ctx.seat_wind, ctx.de)) is not None:
        shapes, found = plain_best(splits, jokers, ctxs, bonus)
        return _scored_readings([(splits[i], shapes[i], c, r, at) for c, (i, r, at) in zip(ctxs, found, strict=True)])
    keys, alike = suit_keys(jokers, suits, ctxs, -1 if alone else _winning_suit(ctx))
    fixeds = [fixed_totals(c) for c in ctxs]
    fixed = fixeds[0]
    candidates = _candidates(alike, jokers, sets_needed, fixed, ctx)
    if not candidates:
        raise NotAWin  # check_table says why
    parts = [part_scores(*key) for key in keys]
    shifts = [(f.base - fixed.base, f.fan - fixed.fan) for f in fixeds]
    bests = [_Best(c, bonus, parts, keys) for c in ctxs]
    for best, shift in zip(bests, shifts, strict=True):
        best.search(candidates, shift)
    return _found_scores(parts, bests)


def _found_scores(parts: list[tuple[PartScore, ...]], bests: list[_Best]) -> list[tuple[Reading, Score]]:
    """The readings ``bests`` found, itemised (``_scored_readings``) with the shape each candidate carries."""
    found = []
    for best in bests:
        (chosen, solo, _, _, _, shape), at = best.found
        split = tuple([parts[suit][i] for suit, i in enumerate(chosen)]) + ((solo,) if solo else ())
        found.append((split, shape, best.ctx, best.rank, at))
    return _scored_readings(found)


# A way of winning's best reading, as a search found it: its split (each suit's
# ``PartScore``, then a group of 得 alone's, if any), the split's shape with the
# melds (``Shape``'s fields), the way of winning, its rank and its winning slot at (group, slot).
_Found = tuple[tuple[PartScore, ...], tuple, WinContext, tuple[int, int, int], tuple[int, int]]


def _scored_readings(found: list[_Found]) -> list[tuple[Reading, Score]]:
    """The readings ``found``, itemised (``reading_items``), the ways won on
    one reading (most often all) at once; their 和 and 番 are those the search summed."""
    split, shape, _, _, at = found[0]
    if len(found) > 1 and any(f[0] != split or f[4] != at for f in found):
        return [_scored_readings([f])[0] for f in found]
    groups: tuple[Group, ...]  # each part's groups and stand-ins joined, from none
    stand_ins: tuple[Kind, ...]
    groups, stand_ins = (), ()
    for part in split:
        groups, stand_ins = groups + part.groups, stand_ins + part.stand_in_kinds
    reading = Reading(groups, stand_ins, *at)
    items = reading_items(reading, [f[2] for f in found], shape)
    return [(reading, Score(f[3][2], f[3][1], its)) for f, its in zip(found, items, strict=True)]


def _candidates(alike: list[tuple], jokers: int, sets_needed: int, fixed: Totals, ctx: WinContext
                ) -> list[_Candidate]:
    """Every split worth trying (``first_alike``), with each group of 得
    alone worth trying when the 得 left over must make one
    (``wild_only_finishes``), summed up to its winning slot, in
    reading order (by the 万 split, then 筒, 条 and honours).

    Only the winning tile's suit changes from wait to wait: the other suits
    are combined once (``other_suits``) and joined here with each of its
    splits, by what that split leaves them and the 得 alone to use up."""
    suit = _winning_suit(ctx)
    others = other_suits(suit, (*alike[:suit], *alike[suit + 1:]), fixed, jokers)
    de = ctx.de
    slotted = -1 if ctx.win_tile == de else 1 << ctx.win_tile
    out: list[_Candidate] = []
    wild_only = WILD_ONLY_USES if jokers >= 2 else _NOTHING_LEFT  # a group of 得 alone takes two or three
    p_base: int  # a split's sums, ``PartScore``'s first seven fields (``part[SUMS]``, below)
    p_fan: int
    p_suits: int
    p_runs: bool
    p_pungs: bool
    p_winds: int
    p_restored: int
    for (wild, sets, pairs), splits in suit_options(*alike[suit]):
        wild, sets, pairs = jokers - wild, sets_needed - sets, 1 - pairs  # what it leaves
        for rest, (w, s, p) in wild_only:
            if not (joined := others.get((wild - w, sets - s, pairs - p))):
                continue
            for i, part in splits:
                # mypy types a tuple sliced by a slice held in a name (a constant: no slice built a split)
                # as one of its items, not as the tuple of the seven sums it is: they are declared above
                p_base, p_fan, p_suits, p_runs, p_pungs, p_winds, p_restored = part[SUMS]  # type: ignore[misc, assignment]
                for before, after, (base, fan, suits, runs, pungs, winds, restored) in joined:
                    chosen, base, fan = (*before, i, *after), base + p_base, fan + p_fan
                    suits, runs, pungs, winds, restored = (
                        suits | p_suits, runs or p_runs, pungs or p_pungs, winds | p_winds, restored + p_restored)
                    if not rest:
                        more = extra_sums(suits, runs, winds, restored, jokers, de)
                        shape = (suits, runs, pungs, winds, restored)
                        out.append((chosen, None, base + more[0], fan + more[1], pungs, shape))
                        continue
                    for solo, more_base, more_fan, solo_pungs in wild_only_finishes(
                            rest, suits, runs, pungs, winds, restored, jokers, de, ctx.seat_wind, slotted):
                        shape = (suits | solo.suits, runs or solo.runs, solo_pungs, winds | solo.winds,
                                 restored + solo.restored)
                        out.append((chosen, solo, base + more_base, fan + more_fan, solo_pungs, shape))
    out.sort(key=_CHOSEN)  # stable: a choice's groups of 得 alone stay in order
    return out


_CHOSEN = itemgetter(0)
_NOTHING_LEFT = WILD_ONLY_USES[:1]


def _winning_suit(ctx: WinContext) -> int:
    """The winning tile's suit, in ``SUIT_RANGES``; a winning 得 is counted in its own."""
    return ctx.win_tile // 9


# One split: the suits' splits chosen, a group of 得 alone or None, its 和 and
# 番 before the winning slot, whether a pung or a kong is among its sets
# (no 旁和 then), and its shape with the melds (``Shape``'s fields, for
# ``reading_items``).  A plain tuple: a search makes hundreds.
_Candidate = tuple[tuple[int, ...], "PartScore | None", int, int, bool, tuple]


class _Best:
    """The best reading for one way of winning (R23): the highest rank, and
    of equal ranks the first in reading order (candidate, then slot)."""

    # Each split of the winning tile's suit's slots (``tile_slots``' list, found anew, or ``win_slots``' tuples).
    suit_slots: tuple[Sequence[tuple[tuple[int, int], Slot]], ...]

    def __init__(self, ctx: WinContext, bonus: int, parts: list[tuple[PartScore, ...]], keys: list[tuple]):
        self.ctx, self.bonus, self.parts = ctx, bonus, parts
        self.found: tuple = ()  # the best candidate and its winning slot's (group, slot)
        self.rank: tuple[int, int, int] = (0, 0, 0)  # the found reading's (``rank``)
        self.suit = -1 if ctx.win_tile == ctx.de else _winning_suit(ctx)
        if self.suit < 0:
            return
        five_melds = len(ctx.melds) == 5
        if len(parts[self.suit]) == 1:  # most: its slots found anew cost less than a key to keep them by
            self.suit_slots = (tile_slots(parts[self.suit][0], ctx.win_tile, ctx.self_drawn, ctx.seat_wind,
                                          five_melds),)
        else:
            self.suit_slots = win_slots(*keys[self.suit], ctx.win_tile, ctx.self_drawn, ctx.seat_wind, five_melds)

    def search(self, candidates: list[_Candidate], shift: tuple[int, int]) -> None:
        """Every winning slot of ``candidates`` (in reading order), their sums
        ``shift``ed by this way of winning.  They are tried from the highest
        rank a winning slot could give them (``SLOT_BASE_GAIN``,
        ``SLOT_FAN_GAIN``), so that the search stops at the first that
        cannot reach the best found."""
        bonus, five_melds = self.bonus, len(self.ctx.melds) == 5
        gain_base = SLOT_BASE_GAIN + shift[0]
        gain_fan = (SLOT_FAN_GAIN[False, five_melds] + shift[1], SLOT_FAN_GAIN[True, five_melds] + shift[1])  # by pungs
        bounds = [rank(base + gain_base, fan + gain_fan[pungs], bonus) for _, _, base, fan, pungs, _ in candidates]
        best: tuple[tuple[int, int, int], int] | None = None  # rank, and -candidate: ties go to the first
        for i in sorted(range(len(candidates)), key=bounds.__getitem__, reverse=True):  # stable: first first
            if best is not None and bounds[i] < best[0]:
                break
            candidate = chosen, solo, base, fan, pungs, _ = candidates[i]
            base, fan = base + shift[0], fan + shift[1]
            chows = 0 if pungs else ALL_CHOWS_FAN
            for at, slot in self.slots(chosen, solo):
                key = (rank(base + slot.base, fan + slot.fan + (0 if slot.wait else chows), bonus), -i)
                if best is None or key > best:
                    best, self.found = key, (candidate, at)
        assert best is not None  # ``candidates``: a winning hand's splits, one holding a slot the winning tile fills
        self.rank = best[0]

    def slots(self, chosen: tuple[int, ...], solo: PartScore | None) -> list[tuple[tuple[int, int], Slot]]:
        """Each distinct slot the winning tile may fill, as ``slot_choices``
        orders them, at (group, slot) in the split's groups: the suits'
        groups, then the group of 得 alone's.  Only the group of 得 alone
        and the winning tile's suit's split are read: a group of another
        suit holds no slot of the winning tile's kind."""
        parts, ctx = self.parts, self.ctx
        if self.suit < 0:  # a 得 may fill any slot a 得 stands in
            return stand_in_slots([parts[suit][i] for suit, i in enumerate(chosen)], solo, ctx.self_drawn,
                                  ctx.seat_wind, len(ctx.melds) == 5)
        offset = 0  # the winning tile's suit's first group
        for suit in range(self.suit):
            offset += len(parts[suit][chosen[suit]].groups)
        slots = [((offset + gi, si), slot) for (gi, si), slot in self.suit_slots[chosen[self.suit]]]
        if solo is None or solo.groups[0] in parts[self.suit][chosen[self.suit]].groups:  # the same slots
            return slots
        return slots + part_slots(solo, 1 << ctx.win_tile, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5,
                                  sum([len(parts[suit][i].groups) for suit, i in enumerate(chosen)]))
