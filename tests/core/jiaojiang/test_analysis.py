"""``analyse``: each wait scored exactly as ``/v1/settle`` scores that win,
what each discard leaves, ``remaining``, and the impossible hands refused."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

from app.core.engine.messages import EN, ZH
from app.core.engine.shanten import shanten, useful_kinds, waits_of
from app.core.jiaojiang import TableError, settle_mapping
from app.core.jiaojiang.analysis import analyse_mapping
from app.core.taizhou.items import item_dict
from tests.oracle import parse_tiles
from tests.strategies import SEATS, analysis_requests, flip_kind, to_mpsz

PLAYER = ("base", "bonus", "fan", "raw", "points", "limit", "items", "reading")


def _table_around(request: dict, win_tile: int, self_drawn: bool, rng: random.Random) -> dict | None:
    """A full, valid ``/v1/settle`` table where the analysed seat wins on
    ``win_tile``; the other seats hold tiles nobody else holds.  ``None`` when
    no such table exists (the hand itself holds every copy of the tile)."""
    de = parse_tiles(request["de"])[0]
    seat = request.get("seat", "east")
    left = [4] * 34
    left[flip_kind(de)] = 0
    used = [de, win_tile, *parse_tiles(request["hand"])]
    used += [k for m in request["melds"] for k in parse_tiles(m["tiles"])]
    for k in used:
        left[k] -= 1
    if min(left) < 0:
        return None
    pool = [k for k in range(34) for _ in range(left[k])]
    rng.shuffle(pool)
    seats = {}
    for other in SEATS:
        if other != seat:
            seats[other] = {"hand": to_mpsz(pool[:16]), "melds": [], "flipped": 0}
            del pool[:16]
    seats[seat] = {k: request[k] for k in ("hand", "melds", "flipped")}
    discarder = None if self_drawn else SEATS[(SEATS.index(seat) + 1) % 4]
    win = {"seat": seat, "tile": to_mpsz([win_tile]), "self_drawn": self_drawn, "discarder": discarder}
    return {"de": request["de"], "seats": seats, "win": win, "rules": request.get("rules") or {}}


def _settled(table: dict) -> dict:
    result = settle_mapping(table).to_dict()
    return {k: result["players"][table["win"]["seat"]][k] for k in PLAYER}


@settings(max_examples=120, deadline=None)
@given(analysis_requests())
def test_each_wait_scores_what_settle_gives_that_win(request):
    analysis = analyse_mapping(request).to_dict()
    rng = random.Random(0)
    for wait in analysis["waits"]:
        tile = parse_tiles(wait["tile"])[0]
        for self_drawn, key in ((False, "discard_win"), (True, "self_drawn")):
            table = _table_around(request, tile, self_drawn, rng)
            if table is not None:
                assert wait[key] == _settled(table), (wait["tile"], key)


@settings(max_examples=150, deadline=None)
@given(analysis_requests(drawn=True))
def test_a_drawn_win_scores_what_settle_gives_it(request):
    analysis = analyse_mapping(request).to_dict()
    drawn = parse_tiles(request["drawn"])[0]
    table = _table_around(request, drawn, True, random.Random(0))
    try:
        settled = _settled(table)
    except TableError as err:
        assert [p.code for p in err.problems] == ["not_a_winning_hand"]
        assert analysis["win"] is None
    else:
        assert analysis["win"] == settled


@settings(max_examples=150, deadline=None)
@given(analysis_requests(drawn=True))
def test_each_discard_leaves_its_shanten_and_waits_best_first(request):
    analysis = analyse_mapping(request).to_dict()
    de = parse_tiles(request["de"])[0]
    sets_needed = 5 - len(request["melds"])
    tiles = [*parse_tiles(request["hand"]), parse_tiles(request["drawn"])[0]]
    seen = [*tiles, de, *parse_tiles(request.get("visible") or "")]
    seen += [k for m in request["melds"] for k in parse_tiles(m["tiles"])]
    assert sorted(parse_tiles(d["tile"])[0] for d in analysis["discards"]) == sorted(set(tiles))
    keys = []
    for d in analysis["discards"]:
        rest = list(tiles)
        rest.remove(parse_tiles(d["tile"])[0])
        assert d["shanten"] == shanten(rest, de, sets_needed)
        waits = waits_of(rest, de, sets_needed, (flip_kind(de),))
        assert [w["tile"] for w in d["waits"]] == [to_mpsz([k]) for k in waits]
        useful = [k for k in useful_kinds(rest, de, sets_needed) if k != flip_kind(de)]
        assert [w["tile"] for w in d["improving"]] == [to_mpsz([k]) for k in useful]
        for w in d["waits"] + d["improving"]:
            assert w == {"tile": w["tile"], "remaining": max(0, 4 - seen.count(parse_tiles(w["tile"])[0]))}
        keys.append((d["shanten"], -sum(w["remaining"] for w in d["waits"]),
                     -sum(w["remaining"] for w in d["improving"]), parse_tiles(d["tile"])[0]))
    assert keys == sorted(keys)
    assert min(k[0] for k in keys) <= analysis["shanten"]  # discarding the drawn tile keeps the hand as it was


def _afresh(analysis, lang) -> dict:
    """The answer with every wait and reading put in words anew where it recurs."""

    def score(p):
        if p is None:
            return None
        return {"points": p.points, "limit": p.limit, "base": p.base, "bonus": p.bonus, "fan": p.fan, "raw": p.raw,
                "items": [item_dict(i) for i in p.items], "reading": p.reading and p.reading.render(lang)}

    def waits(draws):
        return [{"tile": to_mpsz([w.tile]), "remaining": w.remaining}
                | ({} if w.discard_win is None else {"discard_win": score(w.discard_win),
                                                      "self_drawn": score(w.self_drawn)}) for w in draws]

    discards = None if analysis.discards is None else [
        {"tile": to_mpsz([d.tile]), "shanten": d.shanten, "waits": waits(d.waits), "improving": waits(d.improving)}
        for d in analysis.discards]
    return {"shanten": analysis.shanten, "ready": analysis.shanten == 0, "waits": waits(analysis.waits),
            "improving": waits(analysis.improving), "win": score(analysis.win), "discards": discards}


@settings(max_examples=100, deadline=None)
@given(analysis_requests())
def test_the_answer_forms_shared_draws_and_readings_as_anew(request):
    analysis = analyse_mapping(request)
    for lang in (EN, ZH):
        assert analysis.to_dict(lang) == _afresh(analysis, lang)


@settings(max_examples=150, deadline=None)
@given(analysis_requests())
def test_remaining_counts_what_this_player_has_seen(request):
    analysis = analyse_mapping(request).to_dict()
    de = parse_tiles(request["de"])[0]
    seen = [*parse_tiles(request["hand"]), de, *parse_tiles(request.get("visible") or "")]
    seen += parse_tiles(request.get("drawn") or "")
    seen += [k for m in request["melds"] for k in parse_tiles(m["tiles"])]
    assert analysis["ready"] == (analysis["shanten"] == 0) == bool(analysis["waits"])
    for wait in analysis["waits"] + analysis["improving"]:
        assert wait["remaining"] == max(0, 4 - seen.count(parse_tiles(wait["tile"])[0]))
    if analysis["ready"]:
        assert [w["tile"] for w in analysis["improving"]] == [w["tile"] for w in analysis["waits"]]
    else:
        de, sets_needed = parse_tiles(request["de"])[0], 5 - len(request["melds"])
        useful = useful_kinds(parse_tiles(request["hand"]), de, sets_needed)
        assert [w["tile"] for w in analysis["improving"]] == [to_mpsz([k]) for k in useful if k != flip_kind(de)]
    if "drawn" not in request:
        assert analysis["win"] is analysis["discards"] is None


def test_the_api_example():
    """API.md's request: 6m, 7m, 9m and a drawn 得 (9p) complete it; 6m 6m 9m are in sight."""
    analysis = analyse_mapping({"de": "9p", "seat": "south", "hand": "123m 234m 345m 78m 999s 88m",
                                "melds": [], "flipped": 0, "drawn": None, "visible": "6m 6m 9m",
                                "rules": {"winner_bonus": 1}}).to_dict()
    assert (analysis["shanten"], analysis["ready"], analysis["win"], analysis["discards"]) == (0, True, None, None)
    assert [(w["tile"], w["remaining"]) for w in analysis["waits"]] == [("6m", 2), ("7m", 3), ("9m", 3), ("9p", 3)]
    six = analysis["waits"][0]
    # 暗刻 999s 8 (R14), 无得 1 番 (R22): (8 + 1) × 2 = 18 → 20; self-drawn + 自摸 2: (10 + 1) × 2 = 22 → 30.
    assert (six["discard_win"]["points"], six["self_drawn"]["points"]) == (20, 30)


def test_the_flip_kind_is_never_a_wait_but_a_drawn_de_is():
    """R10: a lone 得 (9p) pairs with anything, but 白板 is laid face up when drawn."""
    analysis = analyse_mapping({"de": "9p", "hand": "123m 456m 789m 123p 9p", "melds": [
        {"type": "pong", "tiles": "111s"}]}).to_dict()
    tiles = [w["tile"] for w in analysis["waits"]]
    assert "5z" not in tiles and "9p" in tiles and len(tiles) == 33


def test_all_copies_in_sight_are_still_waits():
    analysis = analyse_mapping({"de": "9p", "hand": "123m 234m 345m 78m 999s 88m", "visible": "6666m"}).to_dict()
    assert ("6m", 0) in [(w["tile"], w["remaining"]) for w in analysis["waits"]]


def test_shanten_and_no_waits_far_from_ready():
    analysis = analyse_mapping({"de": "9p", "hand": "147m 258p 369s 1234z 67z 5m", "drawn": "1m"}).to_dict()
    assert (analysis["shanten"], analysis["ready"], analysis["waits"], analysis["win"]) == (9, False, [], None)
    # 1m drawn beside 1m: keeping both makes a pair, one step closer
    assert (analysis["discards"][0]["shanten"], len(analysis["discards"])) == (8, 16)


FIVE_SETS = "123m 456m 789m 123p 456p"  # 15 tiles: one short of a hand without melds


@pytest.mark.parametrize(("request_", "problems"), [
    ({"de": "9p", "hand": FIVE_SETS},
     [("hand", "hand_size")]),
    ({"de": "9p", "hand": FIVE_SETS + " 5z"},
     [("hand", "flip_tile")]),
    ({"de": "5z", "hand": FIVE_SETS + " 7z"},  # 得 白板: 红中 is the flip tile (R10)
     [("hand", "flip_tile")]),
    ({"de": "9p", "hand": "123m 456m 789m 123p 4p", "melds": [{"type": "chi", "tiles": "789p"}]},
     [("melds[0].tiles", "de_in_meld")]),
    ({"de": "9p", "hand": "1111m 456m 789m 123p 456p", "drawn": "1m"},
     [("hand", "tile_count")]),
    ({"de": "1m", "hand": "111m 456m 789m 123p 456p 1s", "drawn": "1m", "visible": "1111m"},  # + the indicator
     [("hand", "tile_count")]),
    ({"de": "9x", "hand": "123m 456m 7x89m 123p 456p 1s", "drawn": "12m", "visible": "q"},
     [("de", "notation"), ("de", "notation"), ("hand", "notation"), ("drawn", "notation"), ("visible", "notation")]),
    ({"de": "9p", "hand": "123m 456m 789m 123p", "melds": [{"type": "pong", "tiles": "123s"}]},
     [("hand", "hand_size"), ("melds[0].tiles", "meld_shape")]),
    ({"de": "9p", "hand": FIVE_SETS + " 1s", "drawn": "白"},
     [("drawn", "flip_tile")]),
])
def test_impossible_hands_are_refused_with_every_problem(request_, problems):
    with pytest.raises(TableError) as err:
        analyse_mapping(request_)
    assert sorted((p.path, p.code) for p in err.value.problems) == sorted(problems)


def test_a_count_problem_names_where_the_copies_are():
    with pytest.raises(TableError) as err:
        analyse_mapping({"de": "9p", "hand": "1111m 456m 789m 123p", "melds": [{"type": "chi", "tiles": "123m"}]})
    assert err.value.problems[0].message == "1m 一万: 5 copies, 4 at most (R1) — the hand 4, meld 1 1"


def test_a_visible_fifth_copy_is_not_a_problem():
    """``visible`` is not checked against the four copies (like the rivers): remaining stops at 0."""
    analysis = analyse_mapping({"de": "9p", "hand": "123m 234m 345m 78m 999s 88m", "visible": "66666m"}).to_dict()
    assert analysis["waits"][0] | {"discard_win": None, "self_drawn": None} == \
        {"tile": "6m", "remaining": 0, "discard_win": None, "self_drawn": None}
