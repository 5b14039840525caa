"""``part_scores``: each suit's splits scored for the search, built with
``part_score_from`` (no namedtuple ``__new__``), 筒's and 条's moved from
万's (``moved_scores``); each must be the ``PartScore`` its fields name,
summed from the suit's own split's groups one by one."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.groups import PUNG, SEQUENCE
from app.core.engine.suit_splits import suit_splits
from app.core.engine.tiles import EAST, WINDS
from app.core.jiaojiang.winner.parts import part_scores
from app.core.jiaojiang.winner.scorer import group_sums
from app.core.taizhou.winner_sums import PartScore, kind_bits, suit_bits


@settings(max_examples=300, deadline=None)
@given(st.sampled_from((0, 9, 18, 27)), st.lists(st.integers(0, 4), min_size=9, max_size=9), st.integers(0, 3),
       st.sampled_from(WINDS), st.one_of(st.none(), st.integers(0, 8)))
def test_a_splits_score_is_its_groups_summed(first, counts, wild, seat_wind, de_place):
    counts = tuple(counts[:7] if first == EAST else counts)
    de = None if de_place is None else first + de_place % len(counts)
    splits = suit_splits(first, counts, wild)
    for split, part in zip(splits, part_scores(first, counts, wild, seat_wind, de), strict=True):
        groups = split.groups
        assert type(part) is PartScore
        assert part == PartScore(
            base=sum(group_sums(g, seat_wind)[0] for g in groups),
            fan=sum(group_sums(g, seat_wind)[1] for g in groups),
            suits=suit_bits(g.kind for g in groups),
            runs=any(g.shape is SEQUENCE for g in groups),
            pungs=any(g.shape is PUNG for g in groups),
            winds=kind_bits(g.kind for g in groups if g.kind in WINDS),
            restored=split.stand_ins.count(de) if de is not None else 0,
            groups=groups,
            stand_ins=kind_bits(split.stand_ins),
            stand_in_kinds=split.stand_ins,
            distinct=tuple(i for i, g in enumerate(groups) if not i or g != groups[i - 1]),
        )


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((0, 9, 18, 27)), st.lists(st.integers(0, 4), min_size=9, max_size=9), st.sampled_from(WINDS),
       st.integers(0, 8))
def test_a_suit_without_wild_tiles_scores_alike_whatever_the_de(first, counts, seat_wind, de_place):
    # ``suit_keys`` names the 得 kind only where a 得 may stand in: with none, it restores none.
    counts = tuple(counts[:7] if first == EAST else counts)
    de = first + de_place % len(counts)
    assert part_scores(first, counts, 0, seat_wind, de) == part_scores(first, counts, 0, seat_wind, None)
