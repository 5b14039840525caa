"""R23's best reading of a plain hand: at most one 得, and few splits (most
hands with no 得 have one: a single way to read their sets and pair, the
winning slot the only choice).  Each split is weighed in full, in reading
order, without the general search's keys, candidates and bounds
(``search``): the same reading, the same items."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ...engine.tiles import Kind
from ...taizhou.winner_sums import HONOURS, PartScore, plus
from .bounds import ALL_CHOWS_FAN
from .parts import extra_sums, fixed_totals, part_scores, stand_in_slots, tile_slots
from .scorer import WinContext, rank

# The most splits weighed in full (the product of the suits' counts of splits): a bound on the
# work, past which the general search's bounds prune; nearly every hand of one 得 or none has 1–8.
MOST_SPLITS = 8

# A way of winning's best reading, as ``plain_best`` finds it: its split's index, its rank
# (``rank``) and its winning slot, at (group, slot) in the split's groups.
Found = tuple[int, tuple[int, int, int], tuple[int, int]]


def plain_splits(suits: list[tuple[Kind, tuple[int, ...]]], jokers: int, sets_needed: int, seat_wind: Kind,
                 de: Kind) -> list[tuple[PartScore, ...]] | None:
    """Every split of a hand of at most one 得 (``jokers``; ``suits`` from
    ``by_suit``) into ``sets_needed`` sets and a pair, one split of each
    suit scored (``part_scores``, under the general search's keys), in
    reading order (by the 万 split, then 筒, 条 and honours); ``None`` when
    there are more than ``MOST_SPLITS`` to weigh, or none."""
    options, size = [], 1
    for suit, (first, counts) in enumerate(suits):
        parts = part_scores(first, counts, jokers, seat_wind if suit == HONOURS else None,
                            de if jokers and suit == de // 9 else None)
        size *= len(parts)
        if not size or size > MOST_SPLITS:
            return None
        options.append(parts)
    return [split for split in product(*options) if _fills(split, jokers, sets_needed)] or None


def _fills(split: tuple[PartScore, ...], jokers: int, sets_needed: int) -> bool:
    """Whether ``split`` uses every 得 and makes ``sets_needed`` sets and a pair.

    It places every real tile, 3 × sets + 2 × pairs with its 得: with every
    得 placed, ``sets_needed`` + 1 groups make one pair."""
    groups = wild = 0
    for part in split:
        groups, wild = groups + len(part.groups), wild + len(part.stand_in_kinds)
    return groups == sets_needed + 1 and wild == jokers


def plain_best(splits: list[tuple[PartScore, ...]], jokers: int, ctxs: Sequence[WinContext], bonus: int
               ) -> tuple[list[tuple], list[Found]]:
    """Each split's shape with the melds (``Shape``'s fields), and for each
    of ``ctxs`` its best reading: the highest rank, the first split and slot
    of equal ones (R23)."""
    ctx = ctxs[0]
    fixeds = [fixed_totals(c) for c in ctxs]
    suit, five_melds = ctx.win_tile // 9, len(ctx.melds) == 5
    wild_win = ctx.win_tile == ctx.de  # which may fill any slot a 得 stands in
    shapes, found = [], [None] * len(ctxs)
    for i, split in enumerate(splits):
        totals = fixeds[0]
        for part in split:
            totals = plus(totals, part)
        base, fan, suits, runs, pungs, winds, restored = totals
        shapes.append((suits, runs, pungs, winds, restored))
        more = extra_sums(suits, runs, winds, restored, jokers, ctx.de)
        base, fan = base + more[0] - fixeds[0].base, fan + more[1] - fixeds[0].fan  # all but the melds and the way
        chows = 0 if pungs else ALL_CHOWS_FAN
        offset = 0 if wild_win else sum([len(part.groups) for part in split[:suit]])
        for way, (c, fixed) in enumerate(zip(ctxs, fixeds, strict=True)):
            c_base, c_fan, best = base + fixed.base, fan + fixed.fan, found[way]
            slots = (stand_in_slots(split, None, c.self_drawn, c.seat_wind, five_melds) if wild_win
                     else tile_slots(split[suit], c.win_tile, c.self_drawn, c.seat_wind, five_melds))
            for (gi, si), slot in slots:
                key = rank(c_base + slot.base, c_fan + slot.fan + (0 if slot.wait else chows), bonus)
                if best is None or key > best[1]:
                    best = i, key, (offset + gi, si)
            found[way] = best
    return shapes, found
