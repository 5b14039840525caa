"""``tile_slots``: the slots of one kind in a split, passing over the groups
without it; they must be what ``part_slots`` finds weighing every group."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.tiles import WINDS
from app.core.jiaojiang.winner.parts import part_scores, part_slots, tile_slots


@settings(max_examples=300, deadline=None)
@given(st.sampled_from((0, 9, 18, 27)), st.lists(st.integers(0, 4), min_size=9, max_size=9), st.integers(0, 3),
       st.sampled_from(WINDS), st.integers(0, 8), st.booleans(), st.booleans())
def test_a_kinds_slots_are_those_weighing_every_group(first, counts, wild, seat_wind, place, self_drawn, five_melds):
    counts = tuple(counts[:7] if first == 27 else counts)
    win_tile = first + place % len(counts)
    for part in part_scores(first, counts, wild, seat_wind if first == 27 else None, None):
        assert tile_slots(part, win_tile, self_drawn, seat_wind, five_melds) == part_slots(
            part, 1 << win_tile, self_drawn, seat_wind, five_melds)
