"""A sitting (一场), hand after hand: seats (R41), streak (R29), stakes (R30, R42), totals.

Hands as in ``test_rules_settlement.py``: 得 = 9p, suited filler worth 0.

    P = 123m 234m 345m 78m 999s 88m + 6m  →  20 points (south wins: east pays 2, west 1, north 1)
    EAST_40: east wins on a discard with 40 points: each pays 40/10/1 = 4
"""
from __future__ import annotations

import pytest

from app.core.jiaojiang import TableError, settle_sitting
from tests.core.jiaojiang.tables import draw, table

P = "123m 234m 345m 78m 999s 88m"
EAST_40 = "123m 234m 345p 78m 111z 88m"
PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}


def _hand(req: dict) -> dict:
    """A single-table request as a hand of a sitting."""
    return {k: v for k, v in req.items() if k not in ("dan", "dealer_streak", "rules")}


def dealer_wins(**extra) -> dict:
    return _hand(table(EAST_40, "6m", seat="east", **extra))


def south_wins(**extra) -> dict:
    return _hand(table(P, "6m", **extra))


def sitting(*hands, **extra) -> dict:
    return {"players": PLAYERS, "hands": list(hands), **extra}


def answer(*hands, **extra) -> dict:
    return settle_sitting(sitting(*hands, **extra)).to_dict()


def paid(hand: dict, payer: str) -> int:
    return sum(p["amount"] for p in hand["settlement"]["payments"] if p["from"] == payer)


def problems(*hands, **extra) -> list[tuple[str, str]]:
    with pytest.raises(TableError) as err:
        settle_sitting(sitting(*hands, **extra))
    return [(p.path, p.code) for p in err.value.problems]


# --- R41 and R29: who deals, the streak ------------------------------------------

def test_R41_R29_a_dealer_who_wins_stays_and_the_streak_grows_into_the_dan():
    first, second = answer(dealer_wins(), dealer_wins(), dan=5)["hands"]
    assert second["seating"] == first["seating"] == PLAYERS
    assert (first["dealer_streak"], second["dealer_streak"]) == (1, 2)
    assert paid(first, "south") == 4 + 5 * 1  # 弹奖励 = 弹 × 做庄次 (R29)
    assert paid(second, "south") == 4 + 5 * 2


def test_R41_the_dealer_passes_when_another_wins_and_the_seats_turn():
    body = answer(south_wins(), draw(), south_wins(), dealer_streak=4)
    second, third = body["hands"][1:]
    assert second["seating"] == {"east": "小李", "south": "阿张", "west": "Bob", "north": "老王"}
    assert second["dealer_streak"] == 1
    assert third["seating"] == {"east": "阿张", "south": "Bob", "west": "老王", "north": "小李"}  # 黄牌: passes too
    assert third["settlement"]["players"]["south"]["name"] == "Bob"  # each seat's name is the derived one
    assert body["next"]["seating"] == {"east": "Bob", "south": "老王", "west": "小李", "north": "阿张"}


# --- R42 and R30: stakes -----------------------------------------------------------

def test_R42_stakes_stay_while_the_dealer_stays():
    stake = [{"between": ["east", "south"], "amount": 5}]
    first, second = answer(dealer_wins(stakes=stake), dealer_wins())["hands"]
    assert second["stakes"] == stake
    assert paid(second, "south") == 4 + 5 and paid(second, "west") == 4


def test_R42_stakes_lapse_when_the_dealer_passes():
    body = answer(south_wins(stakes=[{"between": ["south", "west"], "amount": 10}]), dealer_wins(),
                  stakes=[{"between": ["east", "north"], "amount": 3}])
    first, second = body["hands"]
    assert first["stakes"] == [{"between": ["east", "north"], "amount": 3},
                               {"between": ["south", "west"], "amount": 10}]
    assert paid(first, "west") == 1 + 10
    assert second["stakes"] == [] and paid(second, "south") == 4
    assert body["next"]["stakes"] == []


def test_R30_stakes_between_the_same_players_add_up_whichever_order_they_name():
    body = answer(dealer_wins(stakes=[{"between": ["east", "south"], "amount": 5}]),
                  dealer_wins(stakes=[{"between": ["south", "east"], "amount": 2}]))
    assert body["hands"][1]["stakes"] == [{"between": ["east", "south"], "amount": 7}]
    assert paid(body["hands"][1], "south") == 4 + 7
    assert body["next"] == {"seating": PLAYERS, "dealer_streak": 3,
                            "stakes": [{"between": ["east", "south"], "amount": 7}]}


# --- totals ------------------------------------------------------------------------

def test_totals_by_player_across_seats():
    # 1: 老王 deals and wins (+12); 2: 老王 self-draws again, 小李 pays 2×4 = 8 + …;
    # 3: 小李 (south) wins: 老王 passes; 4: 小李 now deals, a draw.
    body = answer(dealer_wins(), dealer_wins(self_drawn=True), south_wins(), draw())
    totals = {row["player"]: row for row in body["totals"]}
    assert sum(row["net"] for row in body["totals"]) == 0
    assert totals["老王"] | {"net": None} == {"player": "老王", "net": None, "wins": 2, "self_drawn": 1,
                                             "dianpao": 0, "limit": 0, "dealt": 3}
    assert totals["小李"]["wins"] == 1 and totals["小李"]["dealt"] == 1
    for player in PLAYERS.values():
        assert totals[player]["net"] == sum(
            hand["settlement"]["players"][seat]["net"]
            for hand in body["hands"] for seat, name in hand["seating"].items() if name == player)


def test_standings_by_net_with_ties_in_first_hand_seat_order():
    body = answer(south_wins())  # 小李 +4, 老王 -2, 阿张 -1, Bob -1
    assert [(row["player"], row["net"]) for row in body["totals"]] == [
        ("小李", 4), ("阿张", -1), ("Bob", -1), ("老王", -2)]


def test_dianpao_and_limit_are_counted_for_the_player():
    limit_hand = "111m 2m 333m 555m 777m 999m"  # 清一色 对对和 …: 劣子 (R28)
    dianpao = _hand(table(P, "6m", discarder="west", dianpao=True))
    body = answer(_hand(table(limit_hand, "2m", seat="west", self_drawn=True)), dianpao)
    totals = {row["player"]: row for row in body["totals"]}
    assert totals["阿张"]["limit"] == 1 and totals["阿张"]["self_drawn"] == 1
    # hand 2: seats turned, 阿张 is south and wins; Bob sits west and discarded.
    assert totals["Bob"]["dianpao"] == 1 and totals["阿张"]["wins"] == 2


# --- problems ------------------------------------------------------------------------

def test_a_name_that_is_not_the_derived_seating_names_who_sits_there():
    wrong = south_wins()
    wrong["seats"]["east"]["name"] = "老王"  # 老王 passed the deal after hand 1: he sits north
    right = south_wins()
    right["seats"]["west"]["name"] = "老王"  # and west after hand 2, which did not settle but still passed the deal
    with pytest.raises(TableError) as err:
        settle_sitting(sitting(south_wins(), wrong, right))
    (problem,) = err.value.problems
    assert (problem.path, problem.code) == ("hands[1].seats.east.name", "seat_name")
    assert "'小李' sits east" in problem.message and "not '老王'" in problem.message


def test_every_hands_problems_at_once_each_under_its_hand():
    unreadable = south_wins()
    unreadable["seats"]["west"]["hand"] = "123x"
    same_player = dealer_wins(stakes=[{"between": ["north", "north"], "amount": 5}])
    not_a_win = _hand(table("123m 234m 345m 78m 999s 89m", "6m"))
    found = problems(unreadable, same_player, not_a_win, stakes=[{"between": ["west", "west"], "amount": 1}])
    assert ("stakes[0].between", "contradictory_flags") in found
    assert ("hands[0].seats.west.hand", "notation") in found
    assert ("hands[1].stakes[0].between", "contradictory_flags") in found
    assert ("hands[2].seats.south.hand", "not_a_winning_hand") in found
    assert all(path.startswith(("hands[0].", "hands[1].", "hands[2].", "stakes[0]")) for path, _ in found)


def test_four_players_need_four_names():
    found = problems(south_wins(), players={"east": "老王", "south": "小李", "west": "老王", "north": "Bob"})
    assert found == [("players.west", "player_name")]
