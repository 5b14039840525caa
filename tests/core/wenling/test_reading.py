"""Reading a Wenling seat's melds: well-formed ones as the engine's reader reads them."""
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
    """``melds`` gives what it gives with a malformed meld after them, which
    makes it check every meld's fields one by one: the same melds, problems
    (but the malformed one's) and unreadable paths, a well-formed meld met
    for the first time or kept from before."""
    path, last = "seats.east.melds", f"seats.east.melds[{len(given_melds)}]"
    plain = _reader(de, da_nao)
    expected = plain.melds([*given_melds, None], path)
    for _ in range(2):
        reader = _reader(de, da_nao)
        assert reader.melds(given_melds, path) == expected
        assert reader.problems == [p for p in plain.problems if p.path != last]
        assert reader.unreadable == plain.unreadable - {last}
