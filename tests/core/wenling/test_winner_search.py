"""The Wenling winner's search (``winner.best_winner_score``: suits' splits
summed, groups of 得 alone one per way of scoring, only the best itemised by
the scorer, ``winner.winner_score``)
against every reading of the plain search (``tests/reading_search.py``),
each itemised and ranked (R23 as W11–W15 keep it): the same 胡 and 番 for
the best, over generated winning hands of 0–3 得, a fifth of them in one or
two suits, where the 得 have the most places to go."""
from __future__ import annotations

import random

from app.core.engine.reading import Reading, slot_choices
from app.core.engine.seats import SEATS
from app.core.wenling.items import sums
from app.core.wenling.laizi import winner_condition
from app.core.wenling.settlement import win_context
from app.core.wenling.table import read_table
from app.core.wenling.winner import WinContext, best_winner_score, winner_score
from tests.bench_wenling import wenling_table
from tests.core.jiaojiang.test_reading_tables import winning_hand
from tests.reading_search import search_splits

HANDS = 1500


def _best_by_every_reading(hand, ctx, sets_needed, bonus):
    tiles = (*hand, ctx.win_tile)
    best = None
    for split in search_splits(tiles, ctx.de, sets_needed):
        for gi, si in slot_choices(split, ctx.win_tile, ctx.de):
            base, fan = sums(winner_score(Reading(split.groups, split.stand_ins, gi, si), ctx).items)
            rank = ((base + bonus) << fan, fan, base)
            if best is None or rank > best:
                best = rank
    return best


def test_the_best_reading_scores_as_high_as_any_reading():
    rng = random.Random(20261201)
    checked = 0
    while checked < HANDS:
        hand, win, de, sets_needed = winning_hand(rng, rng.choice((0, 1, 2, 2, 3)))
        if sets_needed != 5:
            continue  # no melds: a Wenling meld has tiles of its own to check
        ctx = WinContext(rng.choice(SEATS), de, frozenset((de,)), (), (), win, rng.random() < 0.5)
        bonus = rng.choice((1, 1, 20))
        found = best_winner_score(hand, ctx, bonus)
        assert found is not None, (hand, win, de)
        assert ((found.base + bonus) << found.fan, found.fan, found.base) == _best_by_every_reading(
            hand, ctx, sets_needed, bonus), (hand, win, de)
        checked += 1


def test_the_found_shape_is_the_readings_shape():
    """``found_shape`` (the whole hand's shape from the search's parts and
    the melds' totals) itemises as the scorer's own ``reading_shape``, over
    generated tables' winners, melds and flowers laid out included."""
    rng = random.Random(20261203)
    checked = 0
    while checked < 300:
        data = wenling_table(rng)
        if data is None or data["win"] is None:
            continue
        table, problems = read_table(data)
        if problems or winner_condition(table) is not None:
            continue
        ctx = win_context(table)
        found = best_winner_score(table.seats[ctx.seat].hand, ctx, table.rules.winner_bonus)
        if found is None:
            continue
        assert found.items == winner_score(found.reading, ctx).items, data
        checked += 1
