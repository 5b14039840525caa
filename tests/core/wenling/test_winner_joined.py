"""The Wenling winner's search joins the winning tile's suit with the
other suits' choices, combined once for the waits of a hand
(``search.hand_parts``, ``_other_suits``): the same splits, in the same
reading order, as the hand looked up whole (``look_up_wild``'s
``HandTable.choices``), over generated winning hands of 0–3 得 and every
kind the winning tile could have been."""
from __future__ import annotations

import random

from app.core.engine.reading import look_up_wild
from app.core.wenling.winner.parts import part_scores
from app.core.wenling.winner.scorer import restorable
from app.core.wenling.winner.search import hand_parts
from tests.core.wenling.hands import JOKERS, winning_hand

HANDS = 400


def _splits(choices, parts):
    """Each choice as the groups and stand-ins of its splits, and what the 得 left over make."""
    out = []
    for chosen, rest in choices:
        picked = [parts[suit][i] for suit, i in enumerate(chosen)]
        groups = tuple(g for p in picked for g in p.groups)
        out.append((groups, tuple(k for p in picked for k in p.stand_in_kinds), rest))
    return out


def _whole(real, jokers, sets_needed, wind, stand_for):
    table = look_up_wild(real, jokers, sets_needed)
    if table is None or not table.choices:
        return []
    parts = [part_scores(first, counts, most, wind if suit == 3 else None,
                         stand_for if suit == stand_for // 9 else None)
             for suit, ((first, counts), most) in enumerate(zip(table.suits, table.wilds, strict=True))]
    return _splits(table.choices, parts)


def test_joined_choices_are_the_whole_hands_in_order():
    rng = random.Random(3434)
    joined_some = 0
    for n in range(HANDS):
        hand, ctx = winning_hand(rng, JOKERS[n % len(JOKERS)])
        real_hand = tuple(k for k in hand if k not in ctx.wild)
        jokers = len(hand) - len(real_hand)
        sets_needed, wind, stand_for = 5 - len(ctx.melds), ctx.seat.wind, restorable(ctx.de)
        for win in range(34):  # the hand's own winning tile, and every other kind in its place
            if win in ctx.wild:
                continue
            real = tuple(sorted((*real_hand, win)))
            found = hand_parts(real, jokers, sets_needed, wind, stand_for, win // 9)
            whole = _whole(real, jokers, sets_needed, wind, stand_for)
            assert (_splits(*found) if found else []) == whole, (real, jokers, win)
            joined_some += bool(whole)
    assert joined_some > HANDS
