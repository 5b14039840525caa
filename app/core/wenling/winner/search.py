"""R23's best reading (W15), found fast: the same items as ``scorer`` sums,
from each suit's splits scored once (``parts``), tried from the highest
rank they could reach (``bounds``), the best reading alone itemised."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...engine.reading import Reading, look_up_wild
from ...engine.tiles import Kind
from ...taizhou.winner_sums import HONOURS, PartScore, Slot
from .bounds import ALL_CHOWS_FAN, SLOT_BASE_GAIN, SLOT_FAN_GAIN
from .parts import (
    extra_sums,
    fixed_totals,
    part_scores,
    part_slots,
    wild_only_finishes,
)
from .scorer import WinContext, WinnerScore, restorable, winner_score, winner_scores

# One split: the suits' splits chosen, a group of 得 alone or None, its 胡 and
# 番 before the winning slot, and whether a pung or a kong is among its sets
# (no 旁和 then).  A plain tuple: a search may make hundreds.
_Candidate = tuple[tuple[int, ...], "PartScore | None", int, int, bool]


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> WinnerScore | None:
    """R23: the reading with the highest unrounded total (ties: more 番,
    then more base, then the first in reading order); ``None`` when the
    hand does not win."""
    return best_winner_scores(hand, (ctx,), bonus)[0]


def best_winner_scores(hand: tuple[Kind, ...], ctxs: Sequence[WinContext], bonus: int
                       ) -> list[WinnerScore | None]:
    """``best_winner_score`` for each of ``ctxs``, ways of winning on the
    same tile with the same melds, seat and 得 (from a discard, self-drawn),
    found in one search.

    The readings are the engine's (``look_up_wild``: each suit's splits
    combined, a group of 得 alone where the 得 left over make one), summed
    once from each suit's splits scored once (``part_scores``), a group of 得
    alone among those worth trying (``wild_only_finishes``); each way of
    winning shifts those sums by what it adds (``fixed_totals``) and tries
    them from the highest rank a winning slot could give them, stopping at
    the first that cannot beat its best so far.  Only the best is
    itemised, by the scorer itself (``winner_scores``: once when the ways
    agree on it).
    """
    ctx = ctxs[0]
    tiles = (*hand, ctx.win_tile)
    wild = ctx.wild
    real = tuple(k for k in tiles if k not in wild)
    if real and max(real) >= 34:
        return [None] * len(ctxs)  # a flower that is not a 得 forms nothing (W4)
    jokers = len(tiles) - len(real)
    stand_for, wind = restorable(ctx.de), ctx.seat.wind
    found = _hand_parts(real, jokers, 5 - len(ctx.melds), wind, stand_for)
    if found is None:
        return [None] * len(ctxs)
    choices, parts = found
    wild_win = ctx.win_tile in wild
    fixeds = list(map(fixed_totals, ctxs))
    candidates = _candidates(choices, parts, fixeds[0], jokers, stand_for, wind, -1 if wild_win else ctx.win_tile)
    readings = []
    for c, fixed in zip(ctxs, fixeds, strict=True):
        # Another way of winning adds the same to every candidate's 胡 and 番:
        # its 番 scales every total alike and its 胡 counts as bonus, so the
        # order of the ranks, and the reading found, are those of the shifted sums.
        chosen, solo, (group, slot) = _search(candidates, parts, c, wild_win, bonus + fixed.base - fixeds[0].base)
        chosen_parts = [parts[suit][i] for suit, i in enumerate(chosen)] + ([solo] if solo else [])
        groups = tuple(g for part in chosen_parts for g in part.groups)
        stand_ins = tuple(k for part in chosen_parts for k in part.stand_in_kinds)
        readings.append(Reading(groups, stand_ins, group, slot))
    if readings.count(readings[0]) == len(readings):  # the ways agree: itemised once
        return winner_scores(readings[0], ctxs)
    return [winner_score(r, c) for r, c in zip(readings, ctxs, strict=True)]


@lru_cache(maxsize=4)
def _hand_parts(real: tuple[Kind, ...], jokers: int, sets_needed: int, wind: Kind, stand_for: Kind
                ) -> tuple[list[tuple[tuple[int, ...], str]], list[tuple[PartScore, ...]]] | None:
    """The hand's splits (``HandTable.choices``) and each suit's splits
    scored (``part_scores``: the seat wind for the honours only, the kind a
    得 is restored at in its own suit only); ``None`` when it does not win.
    Kept for the last few hands: an analysis searching a wait (both ways of
    winning at once) may search the drawn tile's again."""
    table = look_up_wild(real, jokers, sets_needed)
    choices = table.choices if table is not None else ()
    if not choices:
        return None
    return choices, [part_scores(first, counts, most, wind if suit == HONOURS else None,
                                 stand_for if suit == stand_for // 9 else None)
                     for suit, ((first, counts), most) in enumerate(zip(table.suits, table.wilds, strict=True))]


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
    bounds = [_rank(base + SLOT_BASE_GAIN, fan + SLOT_FAN_GAIN[pungs], bonus) for _, _, base, fan, pungs in candidates]
    order = sorted(range(len(candidates)), key=bounds.__getitem__, reverse=True) if len(candidates) > 1 else (0,)
    best: tuple[tuple[int, int, int], int] | None = None  # rank, and -candidate: ties go to the first
    found: tuple = ()
    for i in order:  # stable: of equal bounds, the first first
        if best is not None and bounds[i] < best[0]:
            break
        chosen, solo, base, fan, pungs = candidates[i]
        chows = 0 if pungs else ALL_CHOWS_FAN
        for at, slot in _slots(chosen, solo, parts, ctx, wild_win):
            key = (_rank(base + slot.base, fan + slot.fan + (0 if slot.wait else chows), bonus), -i)
            if best is None or key > best:
                best, found = key, (chosen, solo, at)
    return found


def _rank(base: int, fan: int, bonus: int) -> tuple[int, int, int]:
    """R23 (W15): highest unrounded total, then more 番, then more base."""
    return (base + bonus) << fan, fan, base


def _slots(chosen: tuple[int, ...], solo: PartScore | None, parts: list[tuple[PartScore, ...]], ctx: WinContext,
           wild_win: bool) -> list[tuple[tuple[int, int], Slot]]:
    """Each distinct slot the winning tile may fill, as the engine's
    ``slot_choices`` orders them, at (group, slot) in the split's groups: a
    slot of its kind, or for a winning 得 any slot a 得 stands in; the suits'
    groups, then the group of 得 alone's (left out when a suit's split
    holds its group too: the same reading)."""
    suited = [parts[suit][i] for suit, i in enumerate(chosen)]
    self_drawn, wind = ctx.self_drawn, ctx.seat.wind
    if wild_win:
        targets = solo.stand_ins if solo else 0
        for part in suited:
            targets |= part.stand_ins
        scan = suited
    else:
        targets = 1 << ctx.win_tile
        scan = [part if suit == ctx.win_tile // 9 else None for suit, part in enumerate(suited)]
    out, offset = [], 0
    for suit, part in enumerate(scan):
        if part is not None:
            out += part_slots(part, targets, self_drawn, wind, offset)
        offset += len(suited[suit].groups)
    if solo is not None and not any(solo.groups[0] in part.groups for part in suited):
        out += part_slots(solo, targets, self_drawn, wind, offset)
    return out
