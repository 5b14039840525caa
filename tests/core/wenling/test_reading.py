"""Reading a Wenling seat's melds: well-formed ones taken as read before, as when each is read at its path."""
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.melds import MELD_TYPES
from app.core.wenling.table import WenlingReader

_TILES = ["555z", "5 55z", "五筒 五筒 五筒", "123m", "1111p", "444s", "777z", "11x1m", "1f1f1f", "春 春 春", "", "666p"]
_FORMED = st.fixed_dictionaries({"type": st.sampled_from(list(MELD_TYPES)), "tiles": st.sampled_from(_TILES)},
                                optional={"claimed": st.sampled_from([None, "5z", "6p", "x"])})
_MALFORMED = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["pong", "peng", 3, None, ["pong"]])},
                          optional={"tiles": st.sampled_from(["555z", 555, None]),
                                    "claimed": st.sampled_from([5, "5z"])}),
    st.sampled_from([None, "555z", 3]),
)


def _reader(de: int, da_nao: bool) -> WenlingReader:
    reader = WenlingReader()
    reader.set_de(de, da_nao)
    return reader


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_FORMED, _FORMED, _FORMED, _MALFORMED), max_size=4), st.sampled_from([14, 31, 33, 5]),
       st.booleans())
def test_a_seats_melds_read_as_when_each_is_checked(given_melds, de, da_nao):
    """``melds`` gives what reading each meld at its path (``checked_meld``)
    gives: the same melds, problems and unreadable paths, a well-formed meld
    met for the first time or kept from before."""
    path = "seats.east.melds"
    plain = _reader(de, da_nao)
    read = (plain.checked_meld(m, f"{path}[{i}]") for i, m in enumerate(given_melds))
    expected = tuple(meld for meld in read if meld is not None)
    for _ in range(2):
        reader = _reader(de, da_nao)
        assert reader.melds(given_melds, path) == expected
        assert reader.problems == plain.problems
        assert reader.unreadable == plain.unreadable

