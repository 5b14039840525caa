"""Reading a seat's melds (``engine.reader``): the kept meld is the meld read anew."""
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.melds import MELD_TYPES
from app.core.engine.reader import TileReader

_TILES = ["555z", "5 55z", "五筒 五筒 五筒", "123m", "一二三万", "1111p", "444s", "777z", "11x1m", "8z8z8z", "1f1f1f",
          "春 春 春", "", "34m5m", "９９９ｓ"]
_KINDS = st.frozensets(st.sampled_from([4, 13, 22, 33, 0, 1, 2, 34]), max_size=3)


class _Reader(TileReader):
    """A reader that notes each misplaced kind as ``misplaced`` finds it."""

    def __init__(self, flowers: bool, unheld: frozenset[int], unmelded: frozenset[int]) -> None:
        super().__init__(flowers)
        self.unheld, self.unmelded = unheld, unmelded
        self.misplacings: list[tuple[int, int, str, bool]] = []

    def misplaced(self, pos: int, k: int, path: str, in_meld: bool) -> None:
        self.misplacings.append((pos, k, path, in_meld))


_MELD = st.fixed_dictionaries({"type": st.sampled_from(list(MELD_TYPES)), "tiles": st.sampled_from(_TILES)},
                              optional={"claimed": st.sampled_from([None, "5z", "1m", "x"])})


@settings(max_examples=300, deadline=None)
@given(st.lists(_MELD, max_size=4), st.booleans(), _KINDS, _KINDS)
def test_a_seats_melds_read_as_each_read_alone(given_melds, flowers, unheld, unmelded):
    """``melds`` gives what ``meld`` gives for each (the same melds, problems,
    unreadable paths and misplaced kinds), the first time a meld is met and
    when it is kept from before."""
    plain = _Reader(flowers, unheld, unmelded)
    expected = tuple(plain.meld(m, f"seats.east.melds[{i}]") for i, m in enumerate(given_melds))
    for _ in range(2):
        reader = _Reader(flowers, unheld, unmelded)
        assert reader.melds(given_melds, "seats.east.melds") == expected
        assert (reader.problems, reader.unreadable, reader.misplacings) == (
            plain.problems, plain.unreadable, plain.misplacings)
