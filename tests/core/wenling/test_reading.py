"""Reading a Wenling seat's melds: well-formed ones taken as read before, as when each is read at its path."""
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.melds import MELD_TYPES
from app.core.engine.seats import Seat
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


_HANDS = ["123456789m1122p", "11m 5z 1f", "五筒 五筒 东", "11x1m", "", "5z6z7z", "1f2f3f"]
_VALUES = [None, 0, True, "", [], {}, "5z"]
_USUAL_SEAT = st.fixed_dictionaries({"hand": st.sampled_from(_HANDS)}, optional={
    "melds": st.lists(st.one_of(_FORMED, _FORMED, _MALFORMED), max_size=2), "discards": st.sampled_from(_HANDS),
    "flipped_tiles": st.sampled_from(_HANDS), "name": st.sampled_from(["甲", 3, None])})
_ANY_SEAT = st.fixed_dictionaries({}, optional={
    "hand": st.sampled_from(_HANDS + _VALUES),
    "melds": st.one_of(st.lists(_FORMED, max_size=2), st.sampled_from(_VALUES)),
    "discards": st.sampled_from(_HANDS + _VALUES), "flipped_tiles": st.sampled_from(_HANDS + _VALUES),
    "name": st.sampled_from(["甲", 3, None]), "points": st.sampled_from([20, None]), "flipped": st.just(1)})


@settings(max_examples=300, deadline=None)
@given(st.one_of(_USUAL_SEAT, _ANY_SEAT), st.sampled_from([14, 31, 33, 5]), st.booleans(), st.booleans())
def test_a_seat_reads_as_when_each_field_is_checked(data, de, da_nao, draw):
    """``seat`` gives what ``checked_seat`` (every field's type checked) gives: the seat, problems, unreadable paths."""
    plain, reader = _reader(de, da_nao), _reader(de, da_nao)
    assert reader.seat(data, Seat.SOUTH, None, draw) == plain.checked_seat(data, Seat.SOUTH, None, draw)
    assert reader.problems == plain.problems
    assert reader.unreadable == plain.unreadable


_FLAGS = ("self_drawn", "kong_replacement", "robbing_kong", "laizi", "heavenly", "bao")
_USUAL_WIN = st.fixed_dictionaries(
    {"seat": st.sampled_from(["east", "north"]), "tile": st.sampled_from(["5z", "1f", "x", "12m", "三万"])},
    optional={"discarder": st.sampled_from(["north", None]),
              **{flag: st.sampled_from([True, False, None]) for flag in _FLAGS}})
_ANY_WIN = st.fixed_dictionaries({}, optional={
    "seat": st.sampled_from(["east", "centre", 1, None]), "tile": st.sampled_from(["5z", "1f", "x", "12m", 5, None]),
    "discarder": st.sampled_from(["north", "nowhere", [], None]),
    **{flag: st.sampled_from([True, False, None, 0, "yes"]) for flag in _FLAGS},
    "dianpao": st.just(False), "last_tile": st.just(False)})


@settings(max_examples=300, deadline=None)
@given(st.one_of(_USUAL_WIN, _ANY_WIN), st.sampled_from([14, 31, 33, 5]), st.booleans())
def test_a_win_reads_as_when_each_field_is_checked(data, de, da_nao):
    """``win`` gives what ``checked_win`` (every field's type checked) gives: the win, problems, unreadable paths."""
    plain, reader = _reader(de, da_nao), _reader(de, da_nao)
    assert reader.win(data) == plain.checked_win(data)
    assert reader.problems == plain.problems
    assert reader.unreadable == plain.unreadable
