"""The plain hand's search (``winner.plain``: at most one 得, few splits)
against the general search it bypasses: the same reading, the same items,
for a discard win and a self-draw searched at once and for one way alone,
over the readings corpus's hands of no 得 or one (the winning tile's
included), each also won on every other wait."""
from __future__ import annotations

import random
from collections import Counter

from app.core.engine.shanten import completing_kinds_wild
from app.core.wenling.winner import best_winner_scores, search
from app.core.wenling.winner.scorer import restorable
from tests.core.wenling.test_winner_readings import corpus


def _plain_hands():
    return [(hand, ctx, bonus) for hand, ctx, bonus in corpus()
            if sum(k in ctx.wild for k in (*hand, ctx.win_tile)) <= 1]


def _real(tiles, ctx):
    return tuple(k for k in tiles if k not in ctx.wild)


def _ways(rng: random.Random, hand: tuple[int, ...], ctx):
    real = _real(hand, ctx)
    waits = completing_kinds_wild(real, len(hand) - len(real), 5 - len(ctx.melds)) if max(real, default=0) < 34 else []
    for wait in [ctx.win_tile, *(w for w in waits if w != ctx.win_tile)]:
        both = [ctx._replace(win_tile=wait, self_drawn=drawn, kong_replacement=False, robbing_kong=False)
                for drawn in (False, True)]
        yield from (both, both[rng.randrange(2):][:1])  # at once, and one way alone as settling asks


def test_the_plain_search_finds_what_the_general_one_does(monkeypatch):
    rng = random.Random(34)
    found = []
    for hand, ctx, bonus in _plain_hands()[::2]:
        for ways in _ways(rng, hand, ctx):
            found.append(((hand, ways, bonus), best_winner_scores(hand, ways, bonus)))
    with monkeypatch.context() as patched:
        patched.setattr(search, "plain_hand_splits", lambda *_: None)
        for (hand, ways, bonus), plain in found:
            assert plain == best_winner_scores(hand, ways, bonus), (hand, ways, bonus)


def test_most_hands_of_one_de_or_none_are_plain_some_of_several_splits():
    """The test above tries the plain search on hands of one split and of several."""
    taken = Counter()
    for hand, ctx, _ in _plain_hands():
        tiles = (*hand, ctx.win_tile)
        real = _real(tiles, ctx)
        jokers = len(tiles) - len(real)
        splits = search.plain_hand_splits(real, jokers, 5 - len(ctx.melds), ctx.seat.wind, restorable(ctx.de))
        taken[jokers, 0 if splits is None else min(len(splits), 2)] += 1
    for jokers in (0, 1):
        assert taken[jokers, 1] + taken[jokers, 2] > 0.5 * sum(taken[jokers, s] for s in (0, 1, 2))
        assert taken[jokers, 2] > 20
