"""Nothing a schema-valid request holds makes the core fail: it settles, or
raises ``TableError`` with a path and a message for every problem."""
import copy
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.jiaojiang import TableError, settle_mapping
from tests.strategies import tables

PLAIN = json.loads((Path(__file__).parents[2] / "data" / "examples.jsonl").open().readline())["request"]


def settle(request):
    return settle_mapping(request).to_dict()


def test_a_blank_meld_with_rivers_in_the_live_phase_is_a_problem_not_a_crash():
    request = copy.deepcopy(PLAIN)
    request["seats"]["east"]["melds"] = [{"type": "pong", "tiles": "  "}]
    request["seats"]["east"]["discards"] = "1m"
    request["wall_remaining"] = 20
    try:
        settle(request)
    except TableError as err:
        assert ("seats.east.melds[0].tiles", "meld_shape") in {(p.path, p.code) for p in err.problems}
    else:
        raise AssertionError("a blank pong settled")


_TILE_TEXT = st.lists(st.sampled_from([*"123456789", *"mpsz", " ", "东", "中", "x"]), max_size=30).map("".join)
_SEAT = st.sampled_from(["east", "south", "west", "north"])
_MELD = st.fixed_dictionaries(
    {"type": st.sampled_from(["chi", "pong", "kong", "concealed_kong"]), "tiles": _TILE_TEXT},
    optional={"claimed": _TILE_TEXT},
)
_SEAT_STATE = st.fixed_dictionaries(
    {"hand": _TILE_TEXT, "melds": st.lists(_MELD, max_size=5), "flipped": st.integers(0, 4)},
    optional={"discards": _TILE_TEXT},
)
_WIN = st.fixed_dictionaries(
    {"seat": _SEAT, "tile": _TILE_TEXT, "self_drawn": st.booleans()},
    optional={"discarder": _SEAT, "kong_replacement": st.booleans(), "robbing_kong": st.booleans(),
              "last_tile": st.booleans(), "dianpao": st.none() | st.booleans()},
)
ANY_TABLE = st.fixed_dictionaries(
    {"de": _TILE_TEXT, "seats": st.fixed_dictionaries({s: _SEAT_STATE for s in ("east", "south", "west", "north")})},
    optional={"win": st.none() | _WIN, "wall_remaining": st.none() | st.integers(10, 40),
              "stakes": st.lists(st.fixed_dictionaries({"between": st.lists(_SEAT, min_size=2, max_size=2),
                                                        "amount": st.integers(0, 100)}), max_size=3)},
)


@settings(max_examples=300, deadline=None)
@given(ANY_TABLE)
def test_any_schema_shaped_table_settles_or_says_why(request):
    """Whatever the tile strings and flags, the core answers or raises TableError with paths."""
    try:
        settle(request)
    except TableError as err:
        assert err.problems and all(p.path and p.message for p in err.problems)


@settings(max_examples=200, deadline=None)
@given(tables(), _WIN.map(lambda w: {k: v for k, v in w.items() if k not in ("seat", "tile")}),
       st.none() | st.integers(0, 136), st.lists(_TILE_TEXT, min_size=4, max_size=4))
def test_valid_tables_with_any_flags_and_rivers_settle_or_say_why(request, flags, wall, rivers):
    request = copy.deepcopy(request)
    if request["win"]:
        request["win"].update(flags)
    request["wall_remaining"] = wall
    for seat, river in zip(request["seats"].values(), rivers, strict=True):
        seat["discards"] = river
    try:
        settle(request)
    except TableError as err:
        assert err.problems and all(p.path and p.message for p in err.problems)


def test_a_huge_discarder_hand_of_de_is_judged_at_once():
    """A hand far past 16 tiles is a size problem; judging 点炮 must not search it."""
    request = copy.deepcopy(PLAIN)
    request["seats"]["west"]["hand"] = "9p" * 99
    request["seats"]["east"]["discards"] = "1z"
    request["wall_remaining"] = 20
    try:
        settle(request)
    except TableError as err:
        assert "hand_size" in {p.code for p in err.problems}


def test_a_library_caller_may_leave_out_what_has_a_default():
    """The schema fills defaults for HTTP; ``settle_mapping`` applies the same ones itself."""
    minimal = {"de": PLAIN["de"], "seats": {seat: {"hand": s["hand"]} for seat, s in PLAIN["seats"].items()},
               "win": {key: PLAIN["win"][key] for key in ("seat", "tile", "discarder")}}
    full = {**copy.deepcopy(PLAIN), "dan": 0, "dealer_streak": 1, "stakes": [], "rules": {"winner_bonus": 1},
            "wall_remaining": None}
    for s in full["seats"].values():
        s.update(melds=[], flipped=0, discards=None, name=None)
    full["win"].update(self_drawn=False, kong_replacement=False, robbing_kong=False, last_tile=False, dianpao=None)
    assert settle(minimal) == settle(full)
