"""Properties over random valid tables (``tests/strategies.py``), and the
differential check against the independent brute-force ``tests/oracle.py``."""
import copy
import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from app.core.engine.seats import SEATS, Seat
from app.core.jiaojiang import settle_mapping
from app.core.jiaojiang.settlement import side_divisor
from tests.oracle import oracle_settle
from tests.strategies import evidence_tables, tables, win_tables

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYER_FIGURES = ("base", "fan", "points", "limit", "net")


def settle(request):
    return settle_mapping(request).to_dict()


@settings(max_examples=400, deadline=None)
@given(tables())
def test_matches_the_independent_oracle(request):
    _assert_agree(settle(request), oracle_settle(request))


@settings(max_examples=200, deadline=None)
@given(evidence_tables())
def test_dianpao_from_the_rivers_matches_the_independent_oracle(request):
    """R34–R38: 点炮 decided from rivers, claimed tiles and the wall."""
    ours, oracle = settle(request), oracle_settle(request)
    assert ours["dianpao"]["decided_by"] in ("evidence", "no_evidence")
    assert {k: ours["dianpao"][k] for k in ("applied", "discarder")} == oracle["dianpao"]
    _assert_agree(ours, oracle)


def _assert_agree(ours, oracle):
    for seat in ("east", "south", "west", "north"):
        assert {k: ours["players"][seat][k] for k in PLAYER_FIGURES} == \
               {k: oracle["players"][seat][k] for k in PLAYER_FIGURES}, seat
    assert _payments(ours) == _payments(oracle)
    assert ours["next"]["dealer"] == oracle["next"]["dealer"]
    assert ours["next"]["dealer_streak"] == oracle["next"]["dealer_streak"]


def _payments(result):
    return sorted((p["from"], p["to"], p["amount"], p["kind"], p["on_behalf_of"] or "") for p in result["payments"])


@FAST
@given(tables())
def test_nets_sum_to_zero_and_points_are_tens(request):
    result = settle(request)
    assert sum(p["net"] for p in result["players"].values()) == 0
    for player in result["players"].values():
        assert player["points"] % 10 == 0  # R27
        assert player["base"] == sum(i["base"] for i in player["items"])
        assert player["fan"] == sum(i["fan"] for i in player["items"])


@FAST
@given(win_tables())
def test_dianpao_moves_payments_but_not_the_winners_total(request):
    """R37: the winner receives the same; the other two are not worse off."""
    assume(not request["win"]["self_drawn"] and not request["win"].get("robbing_kong"))
    normal, penalty = copy.deepcopy(request), copy.deepcopy(request)
    normal["win"]["dianpao"] = False
    penalty["win"]["dianpao"] = True
    before, after = settle(normal), settle(penalty)
    winner, discarder = request["win"]["seat"], request["win"]["discarder"]
    assert after["players"][winner]["net"] == before["players"][winner]["net"]
    assert after["players"][discarder]["points"] == 0 and not after["players"][discarder]["limit"]
    for seat in ("east", "south", "west", "north"):
        if seat not in (winner, discarder):
            assert after["players"][seat]["net"] >= before["players"][seat]["net"]
            assert all(p["from"] != seat for p in after["payments"])


@FAST
@given(tables(), st.randoms(use_true_random=False))
def test_tile_order_and_spacing_do_not_matter(request, rng):
    shuffled = copy.deepcopy(request)
    for seat in shuffled["seats"].values():
        seat["hand"] = _reshuffle(seat["hand"], rng)
        for meld in seat["melds"]:
            meld["tiles"] = _reshuffle(meld["tiles"], rng)
    assert settle(shuffled) == settle(request)


def _reshuffle(text, rng):
    """The same tiles, one mpsz token each, in random order and spacing."""
    tiles = [n + s for run, s in re.findall(r"([1-9]+)([mpsz])", _as_mpsz(text)) for n in run]
    rng.shuffle(tiles)
    return "".join(t + " " * rng.randrange(3) for t in tiles)


def _as_mpsz(text):
    from app.core.engine.notation import format_tiles, parse_tiles
    return format_tiles(parse_tiles(text))


@FAST
@given(win_tables())
def test_rotating_the_dealer_only_moves_the_divisors(request):
    """Everyone moves one seat on (南→东 …) so another player deals.  Where
    nobody's 牌点汇总 changes (seat winds can change them), a payment with
    边家 divisor 1 (R31–R32: the dealer is one side) is twice, rounded up,
    the payment between the same two people with divisor 2, and equal where
    the divisor stays."""
    request = {**request, "dan": 0, "stakes": []}
    request["win"] = {**request["win"], "dianpao": False} if not request["win"]["self_drawn"] else request["win"]
    moved = _rotate(request)
    before, after = settle(request), settle(moved)
    new = {s: s.next_hand_seat() for s in SEATS}
    for seat in SEATS:
        b, a = before["players"][seat.value], after["players"][new[seat].value]
        assume((b["points"], b["limit"]) == (a["points"], a["limit"]))
    paid_after = {(p["from"], p["to"]): p for p in after["payments"]}
    for p in before["payments"]:
        payer, payee = Seat(p["from"]), Seat(p["to"])
        q = paid_after[(new[payer].value, new[payee].value)]
        d_before, d_after = side_divisor(payer, payee), side_divisor(new[payer], new[payee])
        limit = p["amount"] == 40 and before["players"][p["to"]]["limit"]
        if d_before == d_after or limit:
            assert q["amount"] == p["amount"]
        elif d_before == 1:
            assert q["amount"] == -(-p["amount"] // 2)
        else:
            assert p["amount"] == -(-q["amount"] // 2)
    assert len(after["payments"]) == len(before["payments"])


def _rotate(request):
    moved = copy.deepcopy(request)
    new = {s.value: s.next_hand_seat().value for s in SEATS}
    moved["seats"] = {new[s]: request["seats"][s] for s in request["seats"]}
    win = moved["win"]
    win["seat"] = new[win["seat"]]
    if win.get("discarder"):
        win["discarder"] = new[win["discarder"]]
    return moved



@FAST
@given(win_tables())
def test_the_best_reading_is_the_best_of_every_reading_scored_item_by_item(request):
    """``best_winner_score`` adds shared parts once; scoring each reading
    in full with ``winner_score`` must find the same best (R23)."""
    from app.core.engine.reading import winning_readings
    from app.core.jiaojiang.settlement import win_context
    from app.core.jiaojiang.table import read_table
    from app.core.jiaojiang.winner import best_winner_score, rank, wild_only_groups, winner_score

    table, _ = read_table(request)
    ctx, hand, bonus = win_context(table), table.seats[table.win.seat].hand, table.rules.winner_bonus
    _, best = best_winner_score(hand, ctx, bonus)
    scores = [winner_score(r, ctx) for r in winning_readings(hand, ctx.win_tile, ctx.de, 5 - len(ctx.melds),
                                                               wild_only_groups(ctx.de))]
    assert rank(best.base, best.fan, bonus) == max(rank(s.base, s.fan, bonus) for s in scores)
