"""The table-driven hand reading (``app/core/engine/reading.py``) against the plain
depth-first search it replaced (``tests/reading_search.py``), reading by
reading, in the same order, over a fixed corpus of generated winning hands:
0–3 得 (fewer the more 得, as in play: 35 %, 30 %, 20 %, 15 %), 0–5 melds,
a fifth of them in one or two suits (where readings pile up).  The same
order matters: R23 keeps the first of equally scored readings.
"""
from __future__ import annotations

import random
from functools import cache

import pytest

from app.core.engine.reading import can_win, splits, winning_readings, winning_slots
from app.core.engine.shanten import waits_of
from app.core.engine.tiles import WINDS
from app.core.jiaojiang.catalogue import flip_kind
from app.core.jiaojiang.table import Meld, MeldType
from app.core.jiaojiang.winner import (
    WinContext,
    best_winner_score,
    best_winner_scores,
    rank,
    wild_only_groups,
    winner_score,
)
from tests.reading_search import search_splits

CORPUS = 20_000
JOKERS = (0,) * 7 + (1,) * 6 + (2,) * 4 + (3,) * 3  # hand i holds JOKERS[i % 20] 得
RUN_STARTS = tuple(k for k in range(27) if k % 9 <= 6)


def winning_hand(rng: random.Random, jokers: int) -> tuple[tuple[int, ...], int, int, int]:
    """``(hand, winning tile, de, sets needed)``: sets and a pair of real
    tiles (at most 4 of a kind, the turned-up 得 indicator among them), with
    ``jokers`` of them then made 得."""
    while True:
        sets_needed = rng.choices(range(6), weights=(1, 1, 2, 3, 4, 6))[0]
        de = rng.randrange(34)
        suits = rng.sample(range(4), rng.choice((1, 2))) if rng.random() < 1 / 5 else range(4)
        kinds = [k for k in range(34) if k // 9 in suits]
        left = [4] * 34
        left[de] -= 1  # the turned-up indicator (R6)
        tiles = _groups(rng, kinds, sets_needed, left)
        if tiles is None or not tiles.count(de) <= jokers < len(tiles):
            continue
        others = [i for i, k in enumerate(tiles) if k != de]
        for i in rng.sample(others, jokers - tiles.count(de)):
            tiles[i] = de
        if tiles.count(de) > 3:
            continue
        win = tiles.pop(rng.randrange(len(tiles)))
        return tuple(sorted(tiles)), win, de, sets_needed


def _groups(rng: random.Random, kinds: list[int], sets_needed: int, left: list[int]) -> list[int] | None:
    runs = [k for k in RUN_STARTS if k in kinds]
    tiles: list[int] = []
    shapes = [(k, k, k) for k in kinds] + [(k, k + 1, k + 2) for k in runs]
    for group in [rng.choice(shapes) for _ in range(sets_needed)] + [(k := rng.choice(kinds), k)]:
        for k in group:
            if not left[k]:
                return None
            left[k] -= 1
        tiles += group
    return tiles


@cache
def corpus() -> list[tuple[tuple[int, ...], int, int, int]]:
    rng = random.Random(20261130)
    return [winning_hand(rng, JOKERS[i % len(JOKERS)]) for i in range(CORPUS)]


def test_the_corpus_is_every_kind_of_winning_hand():
    hands = corpus()
    assert {h.count(de) + (w == de) for h, w, de, _ in hands} == {0, 1, 2, 3}
    assert {n for *_, n in hands} == set(range(6))
    assert all(len(h) == 3 * n + 1 for h, _, _, n in hands)


@pytest.mark.parametrize("part", range(4))
def test_every_reading_is_the_searchs_in_the_same_order(part):
    for hand, win, de, sets_needed in corpus()[part::4]:
        tiles = (*hand, win)
        wild_only = wild_only_groups(de)
        expected = [r for s in search_splits(tiles, de, sets_needed, wild_only) for r in winning_slots(s, win, de)]
        assert expected, (hand, win, de)
        assert list(winning_readings(hand, win, de, sets_needed, wild_only)) == expected, (hand, win, de, sets_needed)


def test_can_win_and_splits_agree_with_the_search_on_hands_one_tile_off():
    rng = random.Random(7)
    for hand, _win, de, sets_needed in corpus()[:2000]:
        tiles = (*hand, rng.randrange(34))
        found = search_splits(tiles, de, sets_needed)
        assert can_win(tiles, de, sets_needed) == bool(found), (tiles, de)
        assert splits(tiles, de, sets_needed) == found


def win_context(rng: random.Random, win: int, de: int, sets_needed: int) -> WinContext:
    """A random way of winning with ``5 - sets_needed`` melds of any kind."""
    melds = []
    for _ in range(5 - sets_needed):
        meld = rng.choice(list(MeldType))
        start = rng.choice(RUN_STARTS) if meld is MeldType.CHI else rng.randrange(34)
        tiles = (start, start + 1, start + 2) if meld is MeldType.CHI else (start,) * meld.size
        melds.append(Meld(meld, tiles))
    self_drawn = rng.random() < 0.5
    return WinContext(
        seat_wind=rng.choice(WINDS), de=de, flip_kind=flip_kind(de), melds=tuple(melds),
        flipped=rng.choice((0, 0, 1, 2)), win_tile=win, self_drawn=self_drawn,
        kong_replacement=self_drawn and rng.random() < 0.1, robbing_kong=not self_drawn and rng.random() < 0.1,
        last_tile=self_drawn and rng.random() < 0.1,
    )


def test_the_winner_is_scored_on_the_first_of_the_best_readings():
    """R23 on every reading in order, item by item, against ``best_winner_score``,
    which sums per suit and skips splits: the same reading, the same items."""
    rng = random.Random(23)
    for hand, win, de, sets_needed in corpus()[::10]:
        ctx = win_context(rng, win, de, sets_needed)
        bonus = rng.choice((1, 1, 20))
        assert best_winner_score(hand, ctx, bonus) == _first_best(hand, ctx, sets_needed, bonus), (hand, win, ctx)


def test_a_winning_de_is_scored_on_the_first_of_the_best_readings_both_ways():
    """A 得 won on may fill any slot a 得 stands in, so the splits skipped as
    alike there are told by those slots (``_slot_worths``): R23 on every
    reading, for a discard win and a self-draw searched at once."""
    rng = random.Random(8)
    for hand, win, de, sets_needed in [h for h in corpus() if h[1] == h[2]]:
        ctx = win_context(rng, win, de, sets_needed)._replace(kong_replacement=False, robbing_kong=False,
                                                               last_tile=False)
        ways = [ctx._replace(self_drawn=drawn) for drawn in (False, True)]
        bonus = rng.choice((1, 1, 20))
        expected = [_first_best(hand, way, sets_needed, bonus) for way in ways]
        assert best_winner_scores(hand, ways, bonus) == expected, (hand, win, ctx)


def test_every_wait_of_a_ready_hand_is_scored_on_the_first_of_the_best_readings():
    """The waits of one hand share the splits of the suits the winning tile
    is not in (``winner.parts.other_suits``, kept from wait to wait): R23 on every
    reading, each wait alone, both ways of winning, over ready hands of 1–3
    得 scored wait after wait as ``POST /v1/analyze`` does."""
    rng = random.Random(12)
    hands = [h for h in corpus() if h[0].count(h[2]) >= 1][::20]
    for hand, win, de, sets_needed in hands:
        ctx = win_context(rng, win, de, sets_needed)._replace(kong_replacement=False, robbing_kong=False,
                                                               last_tile=False)
        bonus = rng.choice((1, 1, 20))
        for wait in waits_of(hand, de, sets_needed, (flip_kind(de),)):
            ways = [ctx._replace(win_tile=wait, self_drawn=drawn) for drawn in (False, True)]
            expected = [_first_best(hand, way, sets_needed, bonus) for way in ways]
            assert best_winner_scores(hand, ways, bonus) == expected, (hand, wait, ctx)


def _first_best(hand: tuple[int, ...], ctx: WinContext, sets_needed: int, bonus: int):
    """The first reading of the highest rank, scored item by item (R23)."""
    best = best_key = None
    for reading in winning_readings(hand, ctx.win_tile, ctx.de, sets_needed, wild_only_groups(ctx.de)):
        score = winner_score(reading, ctx)
        key = rank(score.base, score.fan, bonus)
        if best_key is None or key > best_key:
            best, best_key = (reading, score), key
    return best
