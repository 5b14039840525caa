"""Properties over generated valid Wenling tables: nets sum to 0, and the
winner receives the same total with and without 包 (W21)."""
from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from app.core.engine.tiles import GREEN, RED, WINDS, to_mpsz
from app.core.wenling import TableError, settle_mapping
from app.core.wenling.tiles import de_kinds, special_kinds
from tests.core.wenling.tables import wtable

SEATS = ("east", "south", "west", "north")


@st.composite
def tables(draw) -> dict:
    de = draw(st.integers(0, 41))
    nao = draw(st.sampled_from(["da", "xiao"]))
    special = special_kinds(de, nao == "da")
    wild = sorted(de_kinds(de))
    seat = draw(st.sampled_from(SEATS))
    wind = WINDS[SEATS.index(seat)]
    usable = [k for k in range(34) if k not in special and k not in wild]
    counts = Counter([de])
    capped = {RED, GREEN, wind}  # four of these would be a 腊子胡 (W9.4, W9.5)

    def room(k: int, n: int) -> bool:
        return counts[k] + n <= (3 if k in capped else 4)

    groups: list[list[int]] = []
    for _ in range(5):
        if draw(st.booleans()):
            k = draw(st.sampled_from(usable))
            group = [k, k, k]
        else:
            k = draw(st.sampled_from([k for k in usable if k < 27 and k % 9 <= 6]))
            group = [k, k + 1, k + 2]
        assume(all(g in usable for g in group) and all(room(g, group.count(g)) for g in set(group)))
        counts.update(group)
        groups.append(group)
    pair = draw(st.sampled_from(usable))
    assume(room(pair, 2))
    counts.update([pair, pair])
    melds = []
    concealed: list[int] = []
    for group in groups:
        shape = draw(st.sampled_from(["hand", "hand", "meld"]))
        if shape == "meld":
            melds.append({"type": "pong" if group[0] == group[1] else "chi", "tiles": to_mpsz(group)})
        else:
            concealed += group
    concealed += [pair, pair]
    jokers = draw(st.integers(0, min(2, len(wild) if de >= 34 else 2)))
    for i in range(jokers):
        concealed[draw(st.integers(0, len(concealed) - 1))] = wild[i % len(wild)]
    assume(sum(k in wild for k in concealed) <= 2)
    index = draw(st.integers(0, len(concealed) - 1))
    tile = concealed.pop(index)
    flipped = {}
    for s in SEATS:
        kinds = draw(st.lists(st.sampled_from(sorted(special)), max_size=3, unique=True))
        kinds = [k for k in kinds if counts[k] < (1 if k >= 34 else 4)]
        counts.update(kinds)
        flipped[s] = to_mpsz(sorted(kinds))
    self_drawn = draw(st.booleans())
    discarder = draw(st.sampled_from([s for s in SEATS if s != seat]))
    req = wtable(to_mpsz(sorted(concealed)), to_mpsz([tile]), seat=seat, de=to_mpsz([de]), self_drawn=self_drawn,
                 discarder=discarder, melds=melds, flipped=flipped[seat],
                 rules={"nao": nao, "payment": draw(st.sampled_from(["flat", "side_half", "dealer_double"]))},
                 wall=draw(st.one_of(st.none(), st.integers(16, 80))))
    for s in SEATS:
        if s != seat and flipped[s]:
            req["seats"][s]["flipped_tiles"] = flipped[s]
    return req


def _settle(req: dict) -> dict | None:
    try:
        return settle_mapping(req).to_dict()
    except TableError as err:
        assert {p.code for p in err.problems} <= {"bao_contradicted"}, [(p.path, p.message) for p in err.problems]
        return None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(tables())
def test_every_valid_table_settles_nets_sum_to_zero_and_bao_moves_no_winnings(req):
    got = _settle(req)
    assert got is not None
    assert sum(p["net"] for p in got["players"].values()) == 0
    winner = got["winner"]
    assert got["players"][winner]["net"] > 0
    if req["win"]["self_drawn"]:
        return
    with_bao = _settle({**req, "win": {**req["win"], "bao": True}})
    without = _settle({**req, "win": {**req["win"], "bao": False}})
    for one in (with_bao, without):
        if one is not None:
            assert sum(p["net"] for p in one["players"].values()) == 0
            assert one["players"][winner]["net"] == got["players"][winner]["net"]
    if with_bao is not None:
        assert {p["from"] for p in with_bao["payments"]} == {req["win"]["discarder"]}
        assert with_bao["players"][req["win"]["discarder"]]["points"] == 0
