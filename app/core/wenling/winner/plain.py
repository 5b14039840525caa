"""R23's best reading (W15) of a plain hand: at most one 得, and few splits
(``taizhou.plain_splits``; about three Wenling winners in four hold one 得
or none).  Each split is weighed in full, in reading order, without the
general search's choices, candidates and bounds (``search``): the same
reading, the same items."""
from __future__ import annotations

from collections.abc import Sequence

from ...engine.seats import SEAT_WINDS
from ...engine.suit_splits import real_suits
from ...engine.tiles import Kind
from ...taizhou.plain_splits import plain_splits
from ...taizhou.winner_sums import HONOURS, PartScore, Totals, plus, rank
from .bounds import ALL_CHOWS_FAN
from .parts import extra_sums, part_scores, split_slots
from .scorer import WinContext

# A way of winning's best reading: its split (each suit's ``PartScore``) and its winning slot, at (group, slot).
Found = tuple[tuple[PartScore, ...], tuple[int, int]]


def plain_hand_splits(real: tuple[Kind, ...], jokers: int, sets_needed: int, wind: Kind, stand_for: Kind
                      ) -> list[tuple[PartScore, ...]] | None:
    """``plain_splits`` of a Wenling hand: its real tiles (``real``) and
    ``jokers`` 得, each suit's splits scored as the general search scores
    them (the seat wind for the honours only; the kind a 得 is restored at
    in its own suit, where there is a 得)."""
    if len(real) + jokers != 3 * sets_needed + 2:
        return None
    suits = real_suits(real)
    own = stand_for // 9 if jokers else -1
    return plain_splits((part_scores(first, counts, jokers, wind if suit == HONOURS else None,
                                     stand_for if suit == own else None)
                         for suit, (first, counts) in enumerate(suits)), jokers, sets_needed)


def plain_best(splits: list[tuple[PartScore, ...]], jokers: int, stand_for: Kind, ctxs: Sequence[WinContext],
               fixeds: Sequence[Totals], wild_win: bool, bonus: int) -> list[Found]:
    """For each of ``ctxs`` (summing ``fixeds``), its best reading among
    ``splits``: the highest rank (W15), the first split and slot of equal
    ones; a winning 得 (``wild_win``) may fill any slot a 得 stands in."""
    ctx = ctxs[0]
    wind = SEAT_WINDS[ctx.seat]
    best: list[tuple | None] = [None] * len(ctxs)
    for split in splits:
        totals: tuple = fixeds[0]  # a Totals, then ``plus``'s plain tuple of its fields
        for part in split:
            totals = plus(totals, part)
        base, fan, suits, runs, pungs, winds, restored = totals
        more = extra_sums(suits, runs, winds, restored, jokers, stand_for)
        base, fan = base + more[0] - fixeds[0].base, fan + more[1] - fixeds[0].fan  # all but the melds and the way
        chows = 0 if pungs else ALL_CHOWS_FAN
        for way, (c, fixed) in enumerate(zip(ctxs, fixeds, strict=True)):
            c_base, c_fan, found = base + fixed.base, fan + fixed.fan, best[way]
            for at, slot in split_slots(split, None, c.win_tile, c.self_drawn, wind, wild_win):
                key = rank(c_base + slot.base, c_fan + slot.fan + (0 if slot.wait else chows), bonus)
                if found is None or key > found[0]:
                    found = key, split, at
            best[way] = found
    # ``splits`` is never empty (``plain_splits``: None instead) and the winning tile fills a slot of each:
    # every way has found one, which no type says (no assert: the scoring path)
    return [(split, at) for _, split, at in best]  # type: ignore[misc]

