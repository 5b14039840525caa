"""The plain hand's search (``winner.plain``: at most one 得, few splits)
against the general search it bypasses: the same reading, the same items,
for a discard win and a self-draw searched at once and for one way alone,
over the winning hands of ``test_reading_tables``' corpus that hold no 得
or one (the winning tile's included), each also won on every other wait."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from app.core.engine.shanten import waits_of
from app.core.engine.suit_splits import by_suit
from app.core.jiaojiang.catalogue import flip_kind
from app.core.jiaojiang.winner import best_winner_scores, search
from app.core.jiaojiang.winner.parts import part_scores
from app.core.jiaojiang.winner.plain import plain_hand_splits
from app.core.taizhou.plain_splits import MOST_SPLITS
from tests.core.jiaojiang.test_reading_tables import corpus, win_context

NONE = (0,) * 9


def _plain_hands() -> list[tuple[tuple[int, ...], int, int, int]]:
    return [(hand, win, de, n) for hand, win, de, n in corpus() if hand.count(de) + (win == de) <= 1]


def _ways(rng: random.Random, hand: tuple[int, ...], win: int, de: int, sets_needed: int):
    ctx = win_context(rng, win, de, sets_needed)._replace(kong_replacement=False, robbing_kong=False,
                                                          last_tile=False)
    for wait in [win, *(w for w in waits_of(hand, de, sets_needed, (flip_kind(de),)) if w != win)]:
        both = [ctx._replace(win_tile=wait, self_drawn=drawn) for drawn in (False, True)]
        yield from (both, both[rng.randrange(2):][:1])  # at once, and one way alone as settling asks


def test_the_plain_search_finds_what_the_general_one_does(monkeypatch):
    rng = random.Random(34)
    plain = []
    for hand, win, de, sets_needed in _plain_hands()[::3]:
        for ways in _ways(rng, hand, win, de, sets_needed):
            bonus = rng.choice((1, 1, 20))
            plain.append(((hand, ways, bonus), best_winner_scores(hand, ways, bonus)))
    with monkeypatch.context() as patched:
        patched.setattr(search, "plain_hand_splits", lambda *_: None)
        for (hand, ways, bonus), found in plain:
            assert found == best_winner_scores(hand, ways, bonus), (hand, ways, bonus)


def test_most_hands_of_one_de_or_none_are_plain_some_of_several_splits():
    """The test above tries the plain search on hands of one split and of several."""
    taken = Counter()
    for hand, win, de, n in _plain_hands():
        jokers, suits = by_suit((*hand, win), de)
        splits = plain_hand_splits(suits, jokers, n, 27, de)
        taken[hand.count(de), 0 if splits is None else min(len(splits), 2)] += 1
    for jokers in (0, 1):
        assert taken[jokers, 1] + taken[jokers, 2] > 0.5 * sum(taken[jokers, s] for s in (0, 1, 2))
        assert taken[jokers, 2] > 20


@pytest.mark.parametrize("suits, jokers, sets_needed", [
    ([(0, (1, 0, 1, 0, 0, 0, 0, 0, 0)), (9, NONE), (18, NONE), (27, (3, 0, 0, 0, 0, 0, 0))], 0, 1),  # no split
    ([(first, (2, 0, 0, 0, 0, 0, 0, 0, 0)[:size]) for first, size in ((0, 9), (9, 9), (18, 9), (27, 7))], 0, 2),
    ([(0, (3, 1, 1, 1, 1, 1, 1, 1, 3)), (9, NONE), (18, NONE), (27, (2, 0, 0, 0, 0, 0, 0))], 1, 5),  # 九莲宝灯
])
def test_a_hand_of_no_split_or_too_many_is_the_general_searchs(suits, jokers, sets_needed):
    """No split (the second, four pairs), or more than ``MOST_SPLITS`` to weigh."""
    assert plain_hand_splits(suits, jokers, sets_needed, 27, 5) is None


def test_the_last_hand_above_has_too_many_splits():
    assert len(part_scores(0, (3, 1, 1, 1, 1, 1, 1, 1, 3), 1, None, 5)) > MOST_SPLITS
