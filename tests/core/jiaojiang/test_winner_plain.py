"""The plain hand's search (``winner.plain``: no 得, one split a suit) against
the general search it bypasses: the same reading, the same items, for a
discard win and a self-draw searched at once, over the winning hands of
``test_reading_tables``' corpus that hold no 得, each also won on every
other wait."""
from __future__ import annotations

import random

import pytest

from app.core.engine.reading import by_suit
from app.core.engine.shanten import waits_of
from app.core.jiaojiang.catalogue import flip_kind
from app.core.jiaojiang.winner import best_winner_scores, search
from app.core.jiaojiang.winner.plain import plain_parts
from tests.core.jiaojiang.test_reading_tables import corpus, win_context

NONE = (0,) * 9


def _plain_hands() -> list[tuple[tuple[int, ...], int, int, int]]:
    return [(hand, win, de, n) for hand, win, de, n in corpus() if de not in hand and win != de]


def _ways(rng: random.Random, hand: tuple[int, ...], win: int, de: int, sets_needed: int):
    ctx = win_context(rng, win, de, sets_needed)._replace(kong_replacement=False, robbing_kong=False,
                                                          last_tile=False)
    for wait in [win, *(w for w in waits_of(hand, de, sets_needed, (flip_kind(de),)) if w not in (win, de))]:
        yield [ctx._replace(win_tile=wait, self_drawn=drawn) for drawn in (False, True)]


def test_the_plain_search_finds_what_the_general_one_does(monkeypatch):
    rng = random.Random(34)
    plain = []
    for hand, win, de, sets_needed in _plain_hands()[::3]:
        for both in _ways(rng, hand, win, de, sets_needed):
            bonus = rng.choice((1, 1, 20))
            for ways in (both, both[rng.randrange(2):][:1]):  # at once, and one way alone as settling asks
                plain.append(((hand, ways, bonus), best_winner_scores(hand, ways, bonus)))
    with monkeypatch.context() as patched:
        patched.setattr(search, "plain_parts", lambda *_: None)
        for (hand, ways, bonus), found in plain:
            assert found == best_winner_scores(hand, ways, bonus), (hand, ways, bonus)


def test_most_hands_without_de_are_plain():
    """The corpus's hands without 得 mostly take the plain path, so the test above tries it."""
    hands = _plain_hands()
    taken = sum(plain_parts(by_suit((*hand, win), de)[1], n, 27) is not None for hand, win, de, n in hands)
    assert taken > 0.6 * len(hands)


@pytest.mark.parametrize("suits, sets_needed", [
    ([(0, (3, 3, 3, 0, 0, 0, 0, 0, 0)), (9, NONE), (18, NONE), (27, (2, 0, 0, 0, 0, 0, 0))], 3),  # pungs or runs
    ([(0, (1, 0, 1, 0, 0, 0, 0, 0, 0)), (9, NONE), (18, NONE), (27, (3, 0, 0, 0, 0, 0, 0))], 1),  # no split
    ([(first, (2, 0, 0, 0, 0, 0, 0, 0, 0)[:size]) for first, size in ((0, 9), (9, 9), (18, 9), (27, 7))], 2),  # 4 pairs
])
def test_a_hand_not_read_one_way_is_the_general_searchs(suits, sets_needed):
    assert plain_parts(suits, sets_needed, 27) is None
