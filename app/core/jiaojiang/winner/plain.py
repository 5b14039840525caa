"""R23's best reading of a plain hand: at most one 得, and few splits (most
hands with no 得 have one: a single way to read their sets and pair, the
winning slot the only choice), or two 得 and a few splits of each suit's
bounded ones.  Each split is weighed in full, in reading order, without the
general search's keys, candidates and bounds (``search``): the same reading,
the same items."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ...engine.groups import PAIR
from ...engine.tiles import Kind
from ...engine.wild_bounds import wild_bounds
from ...taizhou.winner_sums import HONOURS, PartScore, plus
from .bounds import ALL_CHOWS_FAN
from .parts import extra_sums, fixed_totals, part_scores, part_slots, stand_in_slots, tile_slots, wild_only_scores
from .scorer import WinContext, rank

# The most splits weighed in full (the product of the suits' counts of splits): a bound on the
# work, past which the general search's bounds prune; nearly every hand of one 得 or none has 1–8.
MOST_SPLITS = 8

# The same bound for a hand of two 得, whose suits' splits are bounded by the 得 the other suits leave
# (``wild_bounds``) and which may leave both 得 to make the pair alone, each such pair weighed.
MOST_TWO_DE_SPLITS = 16

_SUITS = 4  # a split's parts, one a suit (``SUIT_RANGES``), before a group of 得 alone

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


def two_de_splits(suits: list[tuple[Kind, tuple[int, ...]]], sets_needed: int, seat_wind: Kind, de: Kind
                  ) -> list[tuple[PartScore, ...]] | None:
    """``plain_splits`` of a hand of two 得 searched alone (a table settled):
    each suit's splits bounded as the general search's (``wild_bounds``, its
    keys), and where the suits use neither 得, the pair of 得 alone after
    them, each group the general search may try (``wild_only_scores``) in
    its order; ``None`` past ``MOST_TWO_DE_SPLITS`` suits' splits, or none."""
    options, size = [], 1
    for suit, ((first, counts), wild) in enumerate(zip(suits, wild_bounds(suits, 2), strict=True)):
        parts = part_scores(first, counts, wild, seat_wind if suit == HONOURS else None,
                            de if wild and suit == de // 9 else None)
        size *= len(parts)
        if not size or size > MOST_TWO_DE_SPLITS:
            return None
        options.append(parts)
    found = []
    for split in product(*options):
        groups = wild = 0
        for part in split:
            groups, wild = groups + len(part.groups), wild + len(part.stand_in_kinds)
        if wild == 2 and groups == sets_needed + 1:
            found.append(split)
        elif not wild and groups == sets_needed:  # no pair among them (R5): the 得 make it
            found += [(*split, pair) for pair in wild_only_scores(de, seat_wind)[PAIR]]
    return found or None


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
    of equal ones (R23).  A split of five parts ends with a group of 得
    alone (``two_de_splits``), whose slots follow the suits'."""
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
        suited, solo = (split[:-1], split[-1]) if len(split) > _SUITS else (split, None)
        for way, (c, fixed) in enumerate(zip(ctxs, fixeds, strict=True)):
            c_base, c_fan, best = base + fixed.base, fan + fixed.fan, found[way]
            slots = (stand_in_slots(suited, solo, c.self_drawn, c.seat_wind, five_melds) if wild_win
                     else tile_slots(split[suit], c.win_tile, c.self_drawn, c.seat_wind, five_melds))
            if solo and not wild_win and not any(solo.groups[0] in part.groups for part in suited):
                slots += part_slots(solo, 1 << c.win_tile, c.self_drawn, c.seat_wind, five_melds,
                                    sum([len(part.groups) for part in suited]))
            for (gi, si), slot in slots:
                key = rank(c_base + slot.base, c_fan + slot.fan + (0 if slot.wait else chows), bonus)
                if best is None or key > best[1]:
                    best = i, key, (offset + gi, si)
            found[way] = best
    return shapes, found
