"""A table's one wait searched alone (``best_winner_score``: each suit's 得
bound by the other suits' needs, ``suit_keys(unchanged=-1)``) against the
same wait searched as one of a hand's waits (the winning suit's need kept
out of the others' bounds, so that they stay alike from wait to wait): the
same reading, the same items, over the winning hands of
``test_reading_tables``' corpus holding two 得 or more, where the bounds
differ."""
from __future__ import annotations

import random

from app.core.jiaojiang.winner import best_winner_score, best_winner_scores
from tests.core.jiaojiang.test_reading_tables import corpus, win_context


def test_a_wait_searched_alone_finds_what_a_search_of_every_wait_does():
    rng = random.Random(34)
    tried = 0
    for hand, win, de, sets_needed in corpus()[::5]:
        if hand.count(de) + (win == de) < 2:
            continue
        ctx = win_context(rng, win, de, sets_needed)
        bonus = rng.choice((1, 1, 20))
        assert best_winner_score(hand, ctx, bonus) == best_winner_scores(hand, (ctx,), bonus)[0], (hand, ctx)
        tried += 1
    assert tried > 500
