"""A Wenling analysis reads every flower held as a 得 (``analysis._split``):
a hand or a drawn tile holding any other flower is refused before the
analysis, the others being special (W7) and the indicator already seen (W1)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.tiles import FLOWERS, to_mpsz
from app.core.wenling.analysis import read_view, view_problems


def _request(rng: random.Random) -> dict:
    """Sixteen tiles and a drawn one, flowers often among them, under a 得
    that is often a flower (no dragons: under most 得 they are special)."""
    pool = [k for k in range(31) for _ in range(4)] + list(FLOWERS) * 2
    rng.shuffle(pool)
    de = rng.choice(list(FLOWERS)) if rng.random() < 0.6 else rng.randrange(31)
    return {"de": to_mpsz([de]), "hand": to_mpsz(pool[:16]), "drawn": to_mpsz([pool[16]])}


@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_every_flower_of_an_accepted_hand_is_a_de(seed):
    view, problems = read_view(_request(random.Random(seed)))
    if problems or view_problems(view):
        return
    tiles = (*view.state.hand, view.drawn)
    assert all(k < 34 or k in view.table.de_kinds for k in tiles), (to_mpsz(tiles), view.table.de)


def test_accepted_hands_hold_flowers():
    """The property above is not empty: flower 得 are held in hands it accepts."""
    held = 0
    for seed in range(300):
        view, problems = read_view(_request(random.Random(seed)))
        if not problems and not view_problems(view):
            held += any(k >= 34 for k in (*view.state.hand, view.drawn))
    assert held
