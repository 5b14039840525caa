"""Shanten and waits (``app.core.engine.shanten``) against their definitions.

- complete: the hand reading's search (``can_win``) and the generator's own
  independent exchange-argument check agree with ``is_complete``;
- waits: every kind added, judged by both, and on hands with at most one
  得 by the oracle's naive search (every 得 given every kind, every split);
- shanten, by definition, on small hands: 0 exactly when some tile
  completes the hand, and otherwise n when the best tile exchange (discard
  one, draw one) reaches n − 1 and none reaches lower.
"""
from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from app.core.engine.reading import can_win, look_up_wild, table_splits
from app.core.engine.shanten import (
    completing_kinds,
    completing_kinds_wild,
    is_complete,
    is_complete_wild,
    shanten,
    useful_kinds,
    waits_of,
)
from app.core.jiaojiang.catalogue import flip_kind
from tests.oracle import _naturals, decompositions, parse_tiles
from tests.strategies import _can_win, analysis_requests


def _hand_of(request: dict) -> tuple[tuple[int, ...], int, int]:
    de = parse_tiles(request["de"])[0]
    return parse_tiles(request["hand"]), de, 5 - len(request["melds"])


def _generator_can_win(tiles, de: int) -> bool:
    natural, wild = _naturals(tiles, de)
    return _can_win(natural, wild, True)


def _oracle_can_win(tiles, de: int) -> bool:
    """Every 得 given every kind, every split into sets and a pair."""
    natural, wild = _naturals(tiles, de)
    for values in combinations_with_replacement(range(34), wild):
        counts = list(natural)
        for v in values:
            counts[v] += 1
        if next(decompositions(counts), None) is not None:
            return True
    return False


@settings(max_examples=300, deadline=None)
@given(analysis_requests())
def test_waits_are_every_kind_that_completes_the_hand(request):
    hand, de, sets_needed = _hand_of(request)
    by_search = [k for k in range(34) if can_win((*hand, k), de, sets_needed)]
    by_generator = [k for k in range(34) if _generator_can_win((*hand, k), de)]
    assert list(completing_kinds(hand, de, sets_needed)) == by_search == by_generator
    assert [k for k in by_search if k != flip_kind(de)] == list(waits_of(hand, de, sets_needed, (flip_kind(de),)))


@settings(max_examples=60, deadline=None)
@given(analysis_requests())
def test_waits_match_the_oracles_naive_search(request):
    hand, de, sets_needed = _hand_of(request)
    if hand.count(de) > 1:
        hand = tuple(k if k != de else (de + 1) % 34 for k in hand)  # at most one 得, and the 得 drawn
    naive = [k for k in range(34) if k != flip_kind(de) and _oracle_can_win((*hand, k), de)]
    assert list(waits_of(hand, de, sets_needed, (flip_kind(de),))) == naive


@settings(max_examples=300, deadline=None)
@given(analysis_requests())
def test_ready_is_shanten_zero(request):
    hand, de, sets_needed = _hand_of(request)
    ready = any(can_win((*hand, k), de, sets_needed) for k in range(34))
    assert (shanten(hand, de, sets_needed) == 0) == ready
    assert bool(waits_of(hand, de, sets_needed, (flip_kind(de),))) == ready
    assert (de in waits_of(hand, de, sets_needed, (flip_kind(de),))) == ready  # a drawn 得 completes any ready hand


@settings(max_examples=300, deadline=None)
@given(analysis_requests(drawn=True))
def test_complete_matches_the_hand_reading(request):
    hand, de, sets_needed = _hand_of(request)
    tiles = (*hand, parse_tiles(request["drawn"])[0])
    assert is_complete(tiles, de, sets_needed) == can_win(tiles, de, sets_needed) == _generator_can_win(tiles, de)


# Small hands, few kinds: 1m–6m, 1p–3p, 东, 中; 得 is 5p (kind 13) or 中 (33).
SMALL_KINDS = (0, 1, 2, 3, 4, 5, 9, 10, 11, 13, 27, 33)
# At most three 得 in a hand (R6: the fourth is the turned-up indicator).  The
# hand reading, which decides "ready" here, forms one group of 得 alone at
# most: all that three 得 and a drawn fourth can need.
MAX_DE = 3


def _assert_by_definition(hand: tuple[int, ...], de: int, sets_needed: int) -> None:
    """0 exactly when some tile completes the hand (the hand reading decides);
    n > 0 when some exchange reaches n − 1 and none reaches n − 2, so that by
    induction n is the number of exchanges to ready."""
    n = shanten(hand, de, sets_needed)
    assert (n == 0) == any(can_win((*hand, k), de, sets_needed) for k in range(34) if k != flip_kind(de))
    if n:
        after = {shanten((*hand[:i], *hand[i + 1:], k), de, sets_needed)
                 for i in range(len(hand)) for k in range(34) if k != flip_kind(de)}
        assert min(after) == n - 1


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((13, 33)), st.lists(st.sampled_from(SMALL_KINDS), min_size=4, max_size=4))
def test_shanten_by_definition_one_set(de, hand):
    assume(hand.count(de) <= MAX_DE)
    _assert_by_definition(tuple(hand), de, 1)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((13, 33)), st.lists(st.sampled_from(SMALL_KINDS), min_size=7, max_size=7))
def test_shanten_by_definition_two_sets(de, hand):
    assume(hand.count(de) <= MAX_DE)
    _assert_by_definition(tuple(hand), de, 2)


@pytest.mark.parametrize("seed", range(40))
def test_shanten_by_definition_full_hands(seed):
    """16 − 3 × melds tiles, with melds and 0–3 得."""
    from tests.strategies import build_analysis

    hand, de, sets_needed = _hand_of(build_analysis(random.Random(seed)))
    _assert_by_definition(hand, de, sets_needed)
    assert shanten(hand, de, sets_needed) <= 2 * sets_needed  # a tile in each set and the pair always fits


def _assert_useful_by_definition(hand: tuple[int, ...], de: int, sets_needed: int) -> None:
    """进张: a kind is useful when, drawn, it completes a ready hand, or lets
    some discard leave a lower shanten."""
    n = shanten(hand, de, sets_needed)
    useful = []
    for k in range(34):
        drawn = (*hand, k)
        if n == 0:
            better = can_win(drawn, de, sets_needed)
        else:
            better = min(shanten((*drawn[:i], *drawn[i + 1:]), de, sets_needed) for i in range(len(hand))) < n
        if better:
            useful.append(k)
    assert list(useful_kinds(hand, de, sets_needed)) == useful


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((13, 33)), st.lists(st.sampled_from(SMALL_KINDS), min_size=7, max_size=7))
def test_useful_kinds_by_definition_two_sets(de, hand):
    assume(hand.count(de) <= MAX_DE)
    _assert_useful_by_definition(tuple(hand), de, 2)


@pytest.mark.parametrize("seed", range(30))
def test_useful_kinds_by_definition_full_hands(seed):
    from tests.strategies import build_analysis

    _assert_useful_by_definition(*_hand_of(build_analysis(random.Random(seed))))


def test_a_hand_of_the_wrong_size_is_refused():
    with pytest.raises(ValueError, match="16 tiles, not 15"):
        shanten(parse_tiles("123m 456m 789m 123p 456p"), 17, 5)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 4), st.lists(st.integers(0, 33), min_size=1, max_size=17))
def test_wild_completeness_and_waits_match_the_hand_reading(jokers, tiles):
    """For real tiles and wild tiles besides (Wenling's several 得 kinds, flowers):
    complete exactly when the hand reading finds a split; the completing kinds
    exactly those whose tile, added, reads."""
    real = tuple(sorted(tiles))
    assume(all(real.count(k) <= 4 for k in real) and len(real) + jokers <= 17)
    size = len(real) + jokers
    if size % 3 == 2:
        assert is_complete_wild(real, jokers, size // 3) == bool(table_splits(look_up_wild(real, jokers, size // 3)))
    if size % 3 == 1:
        sets = size // 3
        reads = tuple(k for k in range(34) if table_splits(look_up_wild((*real, k), jokers, sets)))
        assert completing_kinds_wild(real, jokers, sets) == reads
