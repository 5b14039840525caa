"""``taizhou.checks.seat_problems`` tells a seat with nothing wrong without
asking ``shape_checks.hand_problems``: what it finds is what asking every
readable seat finds.  ``too_many_copies`` finds what counting each kind finds."""
from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st

from app.core.engine import shape_checks
from app.core.engine.melds import Meld, MeldType
from app.core.engine.seats import SEAT_PATHS, SEATS
from app.core.taizhou.checks import seat_problems, too_many_copies

TILES = 16


@st.composite
def melds(draw):
    """A meld of its type's shape mostly, now and then not."""
    meld_type = draw(st.sampled_from(list(MeldType)))
    start = draw(st.integers(0, 24))
    if meld_type is MeldType.CHI:
        tiles = (start, start + 1, start + 2)
    else:
        tiles = (start,) * (3 if meld_type is MeldType.PONG else 4)
    return Meld(meld_type, draw(st.sampled_from((tiles, tiles[:-1], (start, start, start + 1)))))


@st.composite
def seats(draw):
    """A seat's state: its hand mostly of the size its melds leave."""
    table_melds = tuple(draw(st.lists(melds(), max_size=5)))
    size = TILES - 3 * len(table_melds) + draw(st.sampled_from((0, 0, 0, 1, -1)))
    hand = tuple(draw(st.lists(st.integers(0, 33), min_size=size, max_size=size)))
    return SimpleNamespace(hand=hand, melds=table_melds, readable=draw(st.booleans()),
                           points=draw(st.sampled_from((None, None, 40))))


def asking_every_seat(table):
    out = []
    for seat in SEATS:
        state = table.seats[seat]
        if state.readable and state.points is None:
            out += shape_checks.hand_problems(state.hand, state.melds, SEAT_PATHS[seat], tiles=TILES, rule="R5")
    return out


@given(st.lists(seats(), min_size=4, max_size=4))
def test_the_fast_path_finds_what_asking_every_seat_finds(states):
    table = SimpleNamespace(seats=dict(zip(SEATS, states, strict=True)))
    assert seat_problems(table, TILES, "R5") == asking_every_seat(table)


@given(st.lists(st.integers(0, 41), max_size=80), st.booleans())
def test_too_many_copies_is_what_counting_each_kind_finds(tiles, flowers):
    """Four copies of a kind, one of a flower (kinds 34–41, when the rule set has them)."""
    counted = Counter(tiles)
    over = any(n > (1 if flowers and k >= 34 else 4) for k, n in counted.items())
    assert too_many_copies(tiles, flowers) is over
