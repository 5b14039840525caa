"""R23's best reading of a plain hand: no 得, and one split for each suit
(most hands without 得), so a single way to read its sets and pair, and the
winning slot the only choice.  Found without the general search's keys,
candidates and bounds (``search``): the same reading, the same items."""
from __future__ import annotations

from collections.abc import Sequence

from ...engine.tiles import Kind
from ...taizhou.winner_sums import HONOURS, PartScore, plus
from .bounds import ALL_CHOWS_FAN
from .parts import extra_sums, fixed_totals, part_scores, tile_slots
from .scorer import WinContext, rank

# A way of winning's best reading: its rank (``rank``) and winning slot, at (group, slot) in the reading's groups.
Found = tuple[tuple[int, int, int], tuple[int, int]]


def plain_parts(suits: list[tuple[Kind, tuple[int, ...]]], sets_needed: int, seat_wind: Kind
                ) -> list[PartScore] | None:
    """Each suit's one split, scored (``part_scores``, under the general
    search's keys: no 得, the seat wind for the honours only), of a hand
    holding no 得 (``suits``, from ``by_suit``); ``None`` when a suit has
    more than one split or none, or the splits are not ``sets_needed`` sets
    and a pair (the general search's to tell)."""
    parts, groups = [], 0
    for suit, (first, counts) in enumerate(suits):
        found = part_scores(first, counts, 0, seat_wind if suit == HONOURS else None, None)
        if len(found) != 1:
            return None
        parts.append(found[0])
        groups += len(found[0].groups)
    # Every tile is placed, 3 × sets + 2 × pairs of them: as many groups as sets_needed + 1 make one pair.
    return parts if groups == sets_needed + 1 else None


def plain_best(parts: list[PartScore], ctxs: Sequence[WinContext], bonus: int) -> tuple[tuple, list[Found]]:
    """The shape of the reading of ``parts`` with the melds (``Shape``'s
    fields), and for each of ``ctxs`` its best winning slot: the highest
    rank, the first slot of equal ones (R23)."""
    ctx = ctxs[0]
    fixeds = [fixed_totals(c) for c in ctxs]
    totals = fixeds[0]
    for part in parts:
        totals = plus(totals, part)
    base, fan, suits, runs, pungs, winds, restored = totals
    more = extra_sums(suits, runs, winds, 0, 0, ctx.de)
    base, fan = base + more[0] - fixeds[0].base, fan + more[1] - fixeds[0].fan  # all but the melds and the way
    suit = ctx.win_tile // 9
    offset = sum(len(part.groups) for part in parts[:suit])
    chows = 0 if pungs else ALL_CHOWS_FAN
    found = []
    for c, fixed in zip(ctxs, fixeds, strict=True):
        c_base, c_fan = base + fixed.base, fan + fixed.fan
        best: Found | None = None
        for (gi, si), slot in tile_slots(parts[suit], c.win_tile, c.self_drawn, c.seat_wind, len(c.melds) == 5):
            key = rank(c_base + slot.base, c_fan + slot.fan + (0 if slot.wait else chows), bonus)
            if best is None or key > best[0]:
                best = key, (offset + gi, si)
        found.append(best)
    return (suits, runs, pungs, winds, restored), found
