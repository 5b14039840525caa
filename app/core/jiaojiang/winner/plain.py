"""R23's best reading of a plain hand: at most one 得, and few splits (most
hands with no 得 have one: a single way to read their sets and pair, the
winning slot the only choice; ``taizhou.plain_splits``, as Wenling's).
Each split is weighed in full, in reading order, without the general
search's keys, candidates and bounds (``search``): the same reading, the
same items."""
from __future__ import annotations

from collections.abc import Sequence

from ...engine.tiles import Kind
from ...taizhou.plain_splits import plain_splits
from ...taizhou.winner_sums import HONOURS, PartScore, plus, rank
from .bounds import ALL_CHOWS_FAN
from .parts import extra_sums, fixed_totals, part_scores, stand_in_slots, tile_slots
from .scorer import WinContext

# A way of winning's best reading, as ``plain_best`` finds it: its split's index, its rank
# (``rank``) and its winning slot, at (group, slot) in the split's groups.
Found = tuple[int, tuple[int, int, int], tuple[int, int]]


def plain_hand_splits(suits: list[tuple[Kind, tuple[int, ...]]], jokers: int, sets_needed: int, seat_wind: Kind,
                      de: Kind) -> list[tuple[PartScore, ...]] | None:
    """``plain_splits`` of a Jiaojiang hand (``suits`` from ``by_suit``),
    each suit's splits scored under the general search's keys (the seat
    wind for the honours only; the 得 kind in its own suit, where there is a 得)."""
    own = de // 9 if jokers else -1
    return plain_splits((part_scores(first, counts, jokers, seat_wind if suit == HONOURS else None,
                                     de if suit == own else None)
                         for suit, (first, counts) in enumerate(suits)), jokers, sets_needed)


def plain_best(splits: list[tuple[PartScore, ...]], jokers: int, ctxs: Sequence[WinContext], bonus: int
               ) -> tuple[list[tuple], list[Found]]:
    """Each split's shape with the melds (``Shape``'s fields), and for each
    of ``ctxs`` its best reading: the highest rank, the first split and slot
    of equal ones (R23)."""
    ctx = ctxs[0]
    fixeds = [fixed_totals(c) for c in ctxs]
    suit, five_melds = ctx.win_tile // 9, len(ctx.melds) == 5
    wild_win = ctx.win_tile == ctx.de  # which may fill any slot a 得 stands in
    found: list[Found | None]  # each way's best so far: None until a slot of a split is weighed
    shapes, found = [], [None] * len(ctxs)
    for i, split in enumerate(splits):
        totals: tuple = fixeds[0]  # a Totals, then ``plus``'s plain tuple of its fields
        for part in split:
            totals = plus(totals, part)
        base, fan, suits, runs, pungs, winds, restored = totals
        shapes.append((suits, runs, pungs, winds, restored))
        more = extra_sums(suits, runs, winds, restored, jokers, ctx.de)
        base, fan = base + more[0] - fixeds[0].base, fan + more[1] - fixeds[0].fan  # all but the melds and the way
        chows = 0 if pungs else ALL_CHOWS_FAN
        offset = 0  # the winning tile's suit's first group
        if not wild_win:
            for part in split[:suit]:
                offset += len(part.groups)
        for way, (c, fixed) in enumerate(zip(ctxs, fixeds, strict=True)):
            c_base, c_fan, best = base + fixed.base, fan + fixed.fan, found[way]
            slots = (stand_in_slots(split, None, c.self_drawn, c.seat_wind, five_melds) if wild_win
                     else tile_slots(split[suit], c.win_tile, c.self_drawn, c.seat_wind, five_melds))
            for (gi, si), slot in slots:
                key = rank(c_base + slot.base, c_fan + slot.fan + (0 if slot.wait else chows), bonus)
                if best is None or key > best[1]:
                    best = i, key, (offset + gi, si)
            found[way] = best
    # ``splits`` is never empty (``plain_splits``: None instead), each holding the winning tile in a slot: every
    # way has found its best, which no type of a list filled in the loop says (no statement: the scoring path)
    return shapes, found  # type: ignore[return-value]
