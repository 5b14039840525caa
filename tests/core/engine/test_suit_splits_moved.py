"""``suit_splits``: 筒's and 条's splits are 万's of the same counts moved
(kept once for the three suits), and a numbered suit's blocks apart are
searched apart (``_joined``); they must be what the suit's own search
(``_endings``) finds, split for split and in the same order."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.suit_splits import SuitSplit, _endings, suit_splits


def _searched(first: int, counts: tuple[int, ...], wild: int) -> tuple[SuitSplit, ...]:
    return tuple(SuitSplit(groups, stand_ins, len(stand_ins), sets, pairs)
                 for groups, stand_ins, sets, pairs in _endings(first, counts, 0, 0, wild, 1))


@settings(max_examples=400, deadline=None)
@given(st.sampled_from((9, 18)), st.lists(st.integers(0, 4), min_size=9, max_size=9).filter(lambda c: sum(c) <= 14),
       st.integers(0, 4))
def test_a_moved_suit_has_its_own_splits(first, counts, wild):
    counts = tuple(counts)
    assert suit_splits(first, counts, wild) == _searched(first, counts, wild)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from((0, 9)), st.lists(st.sampled_from((0, 0, 0, 1, 2, 3)), min_size=9, max_size=9),
       st.integers(0, 4))
def test_blocks_apart_have_the_whole_suits_splits(first, counts, wild):
    # Mostly empty kinds: many suits of two or three blocks, with the wild tiles shared among them.
    counts = tuple(counts)
    assert suit_splits(first, counts, wild) == _searched(first, counts, wild)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((0, 9, 18, 27)), st.lists(st.integers(0, 4), min_size=9, max_size=9), st.integers(0, 4))
def test_splits_are_built_as_the_named_tuple_would_be(first, counts, wild):
    # ``suit_split_from`` skips namedtuple's ``__new__``: the splits must still be ``SuitSplit``s, field for field.
    counts = tuple(counts[:7] if first == 27 else counts)
    for split in suit_splits(first, counts, wild):
        assert type(split) is SuitSplit and split == SuitSplit(*split) and split.wild == len(split.stand_ins)


def test_known_suit():
    # 123 + 456 + 77 in 条: the 万 split moved by 18 kinds.
    (split,) = suit_splits(18, (1, 1, 1, 1, 1, 1, 2, 0, 0), 0)
    assert [g.kinds for g in split.groups] == [(18, 19, 20), (21, 22, 23), (24, 24)]
