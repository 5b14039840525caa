"""R23's best reading (W15), found fast: the same items as ``scorer`` sums,
from each suit's splits scored once (``parts``), tried from the highest
rank they could reach (``bounds``), the best reading alone itemised."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import filterfalse

from ...engine.groups import PAIR, SEQUENCE, Group
from ...engine.reading import HandTable, Reading
from ...engine.records import from_fields
from ...engine.seats import SEAT_WINDS
from ...engine.suit_splits import real_suits, suit_splits
from ...engine.tiles import Kind
from ...engine.wild_bounds import wild_bounds
from ...taizhou.winner_sums import HONOURS, PartScore, Totals, rank
from .bounds import ALL_CHOWS_FAN, SLOT_BASE_GAIN, SLOT_FAN_GAIN
from .parts import (
    extra_sums,
    fixed_totals,
    part_scores,
    split_slots,
    wild_only_finishes,
)
from .plain import Found, plain_best, plain_hand_splits
from .scorer import Shape, WinContext, WinnerScore, new_shape, restorable, winner_scores

new_reading = from_fields(Reading)  # every field, in order, built in C

# One split: the suits' splits chosen, a group of 得 alone or None, its 胡 and
# 番 before the winning slot, and whether a pung or a kong is among its sets
# (no 旁和 then).  A plain tuple: a search may make hundreds.
_Candidate = tuple[tuple[int, ...], "PartScore | None", int, int, bool]


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> WinnerScore | None:
    """R23: the reading with the highest unrounded total (ties: more 番,
    then more base, then the first in reading order); ``None`` when the
    hand does not win."""
    return best_winner_scores(hand, (ctx,), bonus, alone=True)[0]


def best_winner_scores(hand: tuple[Kind, ...], ctxs: Sequence[WinContext], bonus: int, alone: bool = False
                       ) -> Sequence[WinnerScore | None]:
    """``best_winner_score`` for each of ``ctxs``, ways of winning on the
    same tile with the same melds, seat and 得 (from a discard, self-drawn),
    found in one search; ``alone``: this hand's only wait searched (a table
    settled), so no suit's 得 bound is kept alike for the next (``hand_parts``).

    The readings are the engine's (``HandTable.choices``: each suit's splits
    combined, a group of 得 alone where the 得 left over make one; the suits
    the winning tile is not in combined once for a hand's waits, ``hand_parts``), summed
    once from each suit's splits scored once (``part_scores``), a group of 得
    alone among those worth trying (``wild_only_finishes``); each way of
    winning shifts those sums by what it adds (``fixed_totals``) and tries
    them from the highest rank a winning slot could give them, stopping at
    the first that cannot beat its best so far.  Only the best is
    itemised, by the scorer itself (``winner_scores``: once when the ways
    agree on it).  A plain hand (at most one 得, few splits: most) has each
    of its splits weighed in full instead (``plain``).
    """
    ctx = ctxs[0]
    tiles = (*hand, ctx.win_tile)
    wild = ctx.wild
    real = tuple(filterfalse(wild.__contains__, tiles))
    if real and max(real) >= 34:
        return [None] * len(ctxs)  # a flower that is not a 得 forms nothing (W4)
    jokers = len(tiles) - len(real)
    stand_for, wind = restorable(ctx.de), SEAT_WINDS[ctx.seat]
    wild_win = ctx.win_tile in wild
    fixeds = list(map(fixed_totals, ctxs))
    sets_needed = 5 - len(ctx.melds)
    found: list[Found] | None  # each way's best reading; None: the hand does not win (the general search's)
    if jokers <= 1 and (splits := plain_hand_splits(real, jokers, sets_needed, wind, stand_for)) is not None:
        found = plain_best(splits, jokers, stand_for, ctxs, fixeds, wild_win, bonus)
    else:
        found = _searched(real, jokers, sets_needed, stand_for, ctxs, fixeds, wild_win, bonus, alone)
        if found is None:
            return [None] * len(ctxs)
    readings, shapes = [], []
    groups: tuple[Group, ...]  # each part's groups and stand-ins joined, from none
    stand_ins: tuple[Kind, ...]
    for fixed, (chosen_parts, (group, slot)) in zip(fixeds, found, strict=True):
        groups, stand_ins = (), ()
        for part in chosen_parts:
            groups, stand_ins = groups + part.groups, stand_ins + part.stand_in_kinds
        readings.append(new_reading((groups, stand_ins, group, slot)))
        shapes.append(found_shape(fixed, chosen_parts))
    if readings.count(readings[0]) == len(readings):  # the ways agree: itemised once
        return winner_scores(readings[0], ctxs, shapes[0])
    return [winner_scores(r, (c,), shape)[0] for r, c, shape in zip(readings, ctxs, shapes, strict=True)]


def _searched(real: tuple[Kind, ...], jokers: int, sets_needed: int, stand_for: Kind, ctxs: Sequence[WinContext],
              fixeds: list[Totals], wild_win: bool, bonus: int, alone: bool) -> list[Found] | None:
    """Each way of winning's best reading (its split's parts, a group of 得
    alone last, and its winning slot) by the general search; ``None`` when
    the hand does not win."""
    ctx = ctxs[0]
    wind = SEAT_WINDS[ctx.seat]
    found = hand_parts(real, jokers, sets_needed, wind, stand_for, -1 if wild_win else ctx.win_tile // 9, alone)
    if found is None:
        return None
    choices, parts = found
    candidates = _candidates(choices, parts, fixeds[0], jokers, stand_for, wind, -1 if wild_win else ctx.win_tile)
    out = []
    for c, fixed in zip(ctxs, fixeds, strict=True):
        # Another way of winning adds the same to every candidate's 胡 and 番:
        # its 番 scales every total alike and its 胡 counts as bonus, so the
        # order of the ranks, and the reading found, are those of the shifted sums.
        chosen, solo, at = _search(candidates, parts, c, wild_win, bonus + fixed.base - fixeds[0].base)
        out.append(((*(parts[suit][i] for suit, i in enumerate(chosen)), *((solo,) if solo else ())), at))
    return out


def found_shape(fixed: Totals, chosen_parts: Sequence[PartScore]) -> Shape:
    """The found reading's ``Shape`` (the scorer's ``reading_shape``), from
    what the melds (``fixed``) and its parts hold already.  Folded here
    rather than by ``winner_sums.plus``: that call per part, and the sums it
    adds that a shape does not need, cost an analysis 0.5 %."""
    _, _, suits, runs, pungs, winds, restored = fixed
    for part in chosen_parts:
        suits, winds, restored = suits | part.suits, winds | part.winds, restored + part.restored
        runs, pungs = runs or part.runs, pungs or part.pungs
    return new_shape((suits, runs, pungs, winds, restored))


Choices = list[tuple[tuple[int, ...], str]]  # ``HandTable.choices``: a split index per suit, what the 得 left make


def hand_parts(real: tuple[Kind, ...], jokers: int, sets_needed: int, wind: Kind, stand_for: Kind, win_suit: int,
               alone: bool = False) -> tuple[Choices, list[tuple[PartScore, ...]]] | None:
    """The hand's splits (``HandTable.choices``, in reading order) and each
    suit's splits scored (``part_scores``: the seat wind for the honours
    only, the kind a 得 is restored at in its own suit only); ``None`` when
    it does not win.  The suits the winning tile is not in (it is in
    ``win_suit``; -1 for a winning 得) keep their bounds from wait to wait
    (``wild_bounds``' ``unchanged``), and are combined once (``_other_suits``);
    ``alone``: no other wait follows, so every suit takes the tightest bound."""
    if len(real) + jokers != 3 * sets_needed + 2:
        return None
    suits = real_suits(real)
    bounds = wild_bounds(suits, jokers, -1 if alone else win_suit)
    keys = [(first, counts, most) for (first, counts), most in zip(suits, bounds, strict=True)]
    if win_suit < 0:
        choices = HandTable(jokers, sets_needed, suits, [key[2] for key in keys],
                            [suit_splits(*key) for key in keys]).choices
    else:
        choices = _joined(win_suit, keys, jokers, sets_needed)
    if not choices:
        return None
    return choices, [part_scores(*key, wind if suit == HONOURS else None, stand_for if suit == stand_for // 9 else None)
                     for suit, key in enumerate(keys)]


def _joined(win_suit: int, keys: list[tuple[Kind, tuple[int, ...], int]], jokers: int, sets_needed: int) -> Choices:
    """``HandTable.choices``: each split of the winning tile's suit joined
    with the other suits' choices (``_other_suits``) that use up what it
    leaves, less what the 得 left over make alone; in reading order (by the
    万 split, then 筒, 条 and honours)."""
    others = _other_suits(win_suit, tuple(key for suit, key in enumerate(keys) if suit != win_suit), jokers)
    out = []
    for i, split in enumerate(suit_splits(*keys[win_suit])):
        wild, sets, pairs = jokers - split.wild, sets_needed - split.sets, 1 - split.pairs
        for rest, (w, s, p) in _LEFT_OVER:
            out += [((*before, i, *after), rest) for before, after in others.get((wild - w, sets - s, pairs - p), ())]
    out.sort()
    return out


# What the 得 left over after the suits' splits make alone: nothing, a set or the pair, as (得, sets, pairs).
_LEFT_OVER = (("", (0, 0, 0)), (SEQUENCE, (3, 1, 0)), (PAIR, (2, 0, 1)))


@lru_cache(maxsize=4)
def _other_suits(win_suit: int, keys: tuple[tuple[Kind, tuple[int, ...], int], ...], jokers: int
                 ) -> dict[tuple[int, int, int], list[tuple[tuple[int, ...], tuple[int, ...]]]]:
    """The suits the winning tile is not in (``keys``, in suit order, for
    ``suit_splits``): each choice of one split per suit, by what they use
    together (得, sets, pairs), no more 得 than the hand's and one pair at
    most, as the splits before the winning suit's and after it.  Kept for
    the waits of a hand, one entry for each suit a wait is in: only the
    winning tile's suit changes from one wait to the next."""
    combos: list[tuple[tuple[int, int, int], tuple[int, ...]]] = [((0, 0, 0), ())]
    for key in keys:
        splits = suit_splits(*key)
        combos = [((wild + split.wild, sets + split.sets, pairs + split.pairs), (*chosen, i))
                  for (wild, sets, pairs), chosen in combos for i, split in enumerate(splits)
                  if wild + split.wild <= jokers and pairs + split.pairs <= 1]
    by_uses: dict[tuple[int, int, int], list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
    for uses, chosen in combos:
        by_uses.setdefault(uses, []).append((chosen[:win_suit], chosen[win_suit:]))
    return by_uses


def _candidates(choices: list[tuple[tuple[int, ...], str]], parts: list[tuple[PartScore, ...]], fixed: tuple,
                jokers: int, stand_for: Kind, wind: Kind, win_tile: Kind) -> list[_Candidate]:
    """Every split (``HandTable.choices``, in reading order) with each group
    of 得 alone worth trying when the 得 left over must make one, summed up
    to its winning slot."""
    out: list[_Candidate] = []
    for chosen, rest in choices:
        base, fan, suits, runs, pungs, winds, restored = fixed
        for suit, i in enumerate(chosen):
            part = parts[suit][i]
            base, fan, suits, winds = base + part.base, fan + part.fan, suits | part.suits, winds | part.winds
            runs, pungs, restored = runs or part.runs, pungs or part.pungs, restored + part.restored
        if not rest:
            more_base, more_fan = extra_sums(suits, runs, winds, restored, jokers, stand_for)
            out.append((chosen, None, base + more_base, fan + more_fan, pungs))
            continue
        for solo, more_base, more_fan, solo_pungs in wild_only_finishes(
                rest, suits, runs, pungs, winds, restored, jokers, stand_for, wind, win_tile):
            out.append((chosen, solo, base + more_base, fan + more_fan, solo_pungs))
    return out


def _search(candidates: list[_Candidate], parts: list[tuple[PartScore, ...]], ctx: WinContext, wild_win: bool,
            bonus: int) -> tuple[tuple[int, ...], PartScore | None, tuple[int, int]]:
    """The first reading of the highest rank: every winning slot of
    ``candidates`` (in reading order), tried from the highest rank a winning
    slot could give them (``SLOT_BASE_GAIN``, ``SLOT_FAN_GAIN``), so that the
    search stops at the first that cannot reach the best found."""
    bounds = [rank(base + SLOT_BASE_GAIN, fan + SLOT_FAN_GAIN[pungs], bonus) for _, _, base, fan, pungs in candidates]
    order = sorted(range(len(candidates)), key=bounds.__getitem__, reverse=True) if len(candidates) > 1 else (0,)
    best: tuple[tuple[int, int, int], int] | None = None  # rank, and -candidate: ties go to the first
    found: tuple = ()
    for i in order:  # stable: of equal bounds, the first first
        if best is not None and bounds[i] < best[0]:
            break
        chosen, solo, base, fan, pungs = candidates[i]
        chows = 0 if pungs else ALL_CHOWS_FAN
        suited = [parts[suit][i] for suit, i in enumerate(chosen)]
        for at, slot in split_slots(suited, solo, ctx.win_tile, ctx.self_drawn, SEAT_WINDS[ctx.seat], wild_win):
            key = (rank(base + slot.base, fan + slot.fan + (0 if slot.wait else chows), bonus), -i)
            if best is None or key > best:
                best, found = key, (chosen, solo, at)
    return found

