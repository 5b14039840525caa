"""The Wenling winner's scorer (``winner.scorer``: the rules of one reading)
and its search (``winner.search``: each suit's splits scored once, groups of
得 alone one per scoring class, tried from the highest bound) agree reading
by reading: over thousands of generated winning hands (``hands.py``: a number,
honour or flower 得, 0–3 of them, melds, special tiles laid out, both ways of
winning), every reading the engine makes of the hand (every group of 得 alone
tried, none left out) is itemised by the scorer, and the search's answer is
the first of the highest rank (R23 as W15 keeps it), item by item."""
from __future__ import annotations

import random
from functools import cache

import pytest

from app.core.engine.reading import look_up_wild, table_splits, winning_slots
from app.core.engine.shanten import completing_kinds_wild
from app.core.wenling.winner import WinContext, best_winner_score, best_winner_scores, winner_score
from tests.core.wenling.hands import JOKERS, winning_hand

CORPUS = 6000


@cache
def corpus() -> list[tuple[tuple[int, ...], WinContext, int]]:
    rng = random.Random(20261202)
    return [(*winning_hand(rng, JOKERS[i % len(JOKERS)]), rng.choice((0, 20, 20, 35))) for i in range(CORPUS)]


def every_reading(hand: tuple[int, ...], ctx: WinContext):
    """Every reading of ``hand`` + the winning tile, in the engine's order: each
    split (every group of 得 alone where the 得 left over make one), each
    distinct slot the winning tile may fill (any slot a 得 stands in, for a winning 得)."""
    tiles = (*hand, ctx.win_tile)
    real = tuple(k for k in tiles if k not in ctx.wild)
    table = look_up_wild(real, len(tiles) - len(real), 5 - len(ctx.melds))
    wild_win = ctx.win_tile if ctx.win_tile in ctx.wild else -1
    for split in table_splits(table):
        yield from winning_slots(split, ctx.win_tile, wild_win)


def first_best(hand: tuple[int, ...], ctx: WinContext, bonus: int):
    """The scorer's first reading of the highest rank (R23), itemised."""
    best = best_rank = None
    for reading in every_reading(hand, ctx):
        score = winner_score(reading, ctx)
        rank = ((score.base + bonus) << score.fan, score.fan, score.base)
        if best_rank is None or rank > best_rank:
            best, best_rank = score, rank
    return best


def test_the_corpus_is_every_kind_of_winning_hand():
    hands = corpus()
    assert {sum(k in c.wild for k in (*h, c.win_tile)) for h, c, _ in hands} == {0, 1, 2, 3}
    assert {len(c.melds) for _, c, _ in hands} == set(range(6))
    assert {c.de >= 34 for _, c, _ in hands} == {False, True}  # flower 得 and number / honour 得
    assert {c.de >= 27 for _, c, _ in hands if c.de < 34} == {False, True}
    assert {c.self_drawn for _, c, _ in hands} == {False, True}
    assert any(c.win_tile in c.wild for _, c, _ in hands) and any(c.flipped for _, c, _ in hands)
    assert any(c.kong_replacement for _, c, _ in hands) and any(c.robbing_kong for _, c, _ in hands)


@pytest.mark.parametrize("part", range(4))
def test_the_search_answers_the_scorers_first_best_reading(part):
    for hand, ctx, bonus in corpus()[part::4]:
        expected = first_best(hand, ctx, bonus)
        assert expected is not None, (hand, ctx)
        assert best_winner_score(hand, ctx, bonus) == expected, (hand, ctx, bonus)


def test_a_winning_de_is_scored_on_the_first_best_reading_both_ways():
    """A 得 won on may fill any slot a 得 stands in, in a suit's split or a
    group of 得 alone: every one is a reading; self-drawn and from a discard."""
    hands = [(h, c, b) for h, c, b in corpus() if c.win_tile in c.wild]
    assert len(hands) > 200
    for hand, ctx, bonus in hands:
        for drawn in (False, True):
            way = ctx._replace(self_drawn=drawn, kong_replacement=False, robbing_kong=False)
            assert best_winner_score(hand, way, bonus) == first_best(hand, way, bonus), (hand, way)


def test_every_wait_of_a_ready_hand_is_scored_on_the_first_best_reading():
    """As ``POST /v1/wenling/analyze`` scores them: each wait of a ready hand
    of 1–3 得, both ways, the search's kept sums of the other suits reused
    from wait to wait."""
    hands = [(h, c, b) for h, c, b in corpus() if any(k in c.wild for k in h)][::10]
    for hand, ctx, bonus in hands:
        real = tuple(k for k in hand if k not in ctx.wild)
        waits = completing_kinds_wild(real, len(hand) - len(real), 5 - len(ctx.melds))
        assert waits, hand
        for wait in [*waits, min(ctx.wild)]:
            for drawn in (False, True):
                way = ctx._replace(win_tile=wait, self_drawn=drawn, kong_replacement=False, robbing_kong=False)
                assert best_winner_score(hand, way, bonus) == first_best(hand, way, bonus), (hand, way)


def test_a_hand_that_does_not_win_has_no_best_reading():
    for hand, ctx, bonus in corpus()[:300]:
        off = ctx._replace(win_tile=(ctx.win_tile + 4) % 34 if ctx.win_tile not in ctx.wild else 0)
        assert (best_winner_score(hand, off, bonus) is None) == (first_best(hand, off, bonus) is None), (hand, off)



def test_both_ways_of_winning_found_in_one_search_are_two_single_searches():
    """``best_winner_scores``, as the analysis scores a wait from a discard
    and self-drawn at once, answers what a search for each way alone does,
    on every wait of ready hands and on hands that do not win."""
    for hand, ctx, bonus in corpus()[::3]:
        waits = {ctx.win_tile, (ctx.win_tile + 4) % 34, min(ctx.wild)}
        for wait in waits:
            ways = [ctx._replace(win_tile=wait, self_drawn=drawn, kong_replacement=False, robbing_kong=False)
                    for drawn in (False, True)]
            singles = [best_winner_score(hand, way, bonus) for way in ways]
            assert best_winner_scores(hand, ways, bonus) == singles, (hand, ways)
