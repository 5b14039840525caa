"""``worth_trying`` weighs the groups of 得 alone by their sums, each
distinct sums once; it must keep what weighing them pair by pair in the
order that puts a group that beats before the one it beats keeps."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.taizhou.winner_sums import PartScore, worth_trying


def _pairwise(finishes, slotted):
    def beats(finish, i, other, other_i):
        _, base, fan, pungs = finish
        _, other_base, other_fan, other_pungs = other
        return (base >= other_base and fan >= other_fan and pungs <= other_pungs
                and (base > other_base or fan > other_fan or i < other_i))

    kept = []
    for i in sorted(range(len(finishes)), key=lambda i: (-finishes[i][1], -finishes[i][2], finishes[i][3], i)):
        if finishes[i][0].stand_ins & slotted or not any(beats(finishes[k], k, finishes[i], i) for k in kept):
            kept.append(i)
    return tuple(finishes[i] for i in sorted(kept))


def _solo(kind: int) -> PartScore:
    return PartScore(0, 0, 0, False, False, 0, 0, (), 1 << kind, (kind,), ())


_FINISH = st.tuples(st.builds(_solo, st.integers(0, 33)), st.integers(0, 4), st.integers(0, 3), st.booleans())


@settings(max_examples=500, deadline=None)
@given(st.lists(_FINISH, max_size=12), st.one_of(st.just(0), st.just(-1), st.integers(0, 33).map(lambda k: 1 << k)))
def test_worth_trying_keeps_what_weighing_pairwise_keeps(finishes, slotted):
    assert worth_trying(finishes, slotted) == _pairwise(finishes, slotted)
