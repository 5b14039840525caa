"""A 国标 sitting (G-S1–G-S3: 16 hands, the round wind by the four, the
deal passing every hand, the 西-round swap, totals by name) and the
analysis (shanten over every shape, each wait's fans and ``reaches_8``)."""
from __future__ import annotations

import pytest

from app.core.engine.errors import TableError
from app.core.engine.messages import ZH
from app.core.gb import analyse_mapping, settle_sitting

PLAYERS = {"east": "甲", "south": "乙", "west": "丙", "north": "丁"}
# The dealer (东) wins 清龙 on a discard from 北 each hand: 清龙 16 + 箭刻 2 + 门前清 2 + 缺一门 1 = 21.
DEALER_WINS = {"seats": {"east": {"hand": "123m 456m 789m 11p 77z"}, "south": {}, "west": {}, "north": {}},
               "win": {"seat": "east", "tile": "7z", "discarder": "north"}}
DRAW = {"seats": {"east": {}, "south": {}, "west": {}, "north": {}}}


def test_sixteen_hands_the_round_winds_the_deal_passing_and_the_swap_before_hand_9():
    sitting = settle_sitting({"players": PLAYERS, "hands": [DEALER_WINS] * 16})
    hands = [h.to_dict() for h in sitting.hands]
    assert [h["round_wind"] for h in hands] == ["east"] * 4 + ["south"] * 4 + ["west"] * 4 + ["north"] * 4
    dealers = [h["seating"]["east"] for h in hands]
    assert dealers[:8] == ["甲", "乙", "丙", "丁"] * 2
    assert dealers[8] == "乙"  # G-S2: the first hand's 南 deals hand 9
    assert hands[8]["seating"] == {"east": "乙", "south": "甲", "west": "丁", "north": "丙"}
    assert sorted(dealers) == sorted(["甲", "乙", "丙", "丁"] * 4)  # each deals four hands
    assert sitting.next is None  # G-S3: the sitting is over


def test_totals_by_name_across_the_swap():
    sitting = settle_sitting({"players": PLAYERS, "hands": [DEALER_WINS] * 16})
    totals = {t.player: t.net for t in sitting.totals}
    # each hand: dealer +47 (8 + 8 + 31), the discarder (北) −31, the others −8
    assert sum(totals.values()) == 0
    assert all(t.wins == 4 and t.dealt == 4 for t in sitting.totals)
    per_hand = [{h.setup.seating[s]: h.settlement.nets[s] for s in h.setup.seating} for h in sitting.hands]
    assert totals == {name: sum(h[name] for h in per_hand) for name in PLAYERS.values()}


def test_a_sitting_may_stop_early_and_says_who_deals_next():
    sitting = settle_sitting({"players": PLAYERS, "hands": [DRAW] * 8})
    assert sitting.to_dict()["next"] == {"seating": {"east": "乙", "south": "甲", "west": "丁", "north": "丙"},
                                         "hand": 9, "round_wind": "west"}


def test_a_seat_named_against_the_seating_and_too_many_hands():
    wrong = {**DRAW, "seats": {**DRAW["seats"], "east": {"name": "丙"}}}
    with pytest.raises(TableError) as raised:
        settle_sitting({"players": PLAYERS, "hands": [DRAW, wrong] + [DRAW] * 15})
    paths = {p.path for p in raised.value.problems}
    assert paths == {"hands", "hands[1].seats.east.name"}


def test_a_sitting_resumes_from_an_earlier_answers_next():
    """G-S1, G-S2: hands 9–16 sent apart, from the first eight's ``next``,
    are those hands of the whole sitting: the same seating, round wind and nets."""
    whole = settle_sitting({"players": PLAYERS, "hands": [DEALER_WINS, DRAW] * 8})
    first = settle_sitting({"players": PLAYERS, "hands": [DEALER_WINS, DRAW] * 4}).to_dict()["next"]
    rest = settle_sitting({"players": first["seating"], "hand": first["hand"], "hands": [DEALER_WINS, DRAW] * 4})
    assert [h.to_dict() for h in rest.hands] == [h.to_dict() for h in whole.hands[8:]]
    assert rest.hands[0].to_dict()["round_wind"] == "west" and rest.next is None


def test_a_resumed_sitting_ends_at_hand_16_and_its_first_hand_is_numbered():
    with pytest.raises(TableError) as raised:
        settle_sitting({"players": PLAYERS, "hand": 14, "hands": [DRAW] * 4})
    (problem,) = raised.value.problems
    assert problem.path == "hands" and "from hand 14 on, 3 at most, not 4 (G-S1)" in problem.message
    assert "从第 14 手起还有 3 手" in problem.text.render(ZH)
    with pytest.raises(TableError) as raised:
        settle_sitting({"players": PLAYERS, "hand": 17, "hands": [DRAW, {"seats": {**DRAW["seats"], "east": {
            "hand": "12x"}}}]})
    assert {p.path for p in raised.value.problems} == {"hand", "hands[1].seats.east.hand"}  # every problem at once


def test_analysis_shanten_over_every_shape():
    assert analyse_mapping({"hand": "19m19p19s1234567z"}).to_dict()["shanten"] == 0  # 十三幺, 13 waits
    assert analyse_mapping({"hand": "147m258p369s1234z"}).to_dict()["shanten"] == 0  # 全不靠
    assert analyse_mapping({"hand": "1133m5577p99s1z2z3z"})  # seven pairs, one from ready
    assert analyse_mapping({"hand": "1133m5577p99s1z2z3z"}).to_dict()["shanten"] == 1


def test_each_wait_as_a_discard_win_and_self_drawn_and_whether_it_reaches_8():
    answer = analyse_mapping({"hand": "123m 567p 789s 345s 5s", "flowers": "1f2f3f4f5f6f7f8f",
                              "visible": "5s 5s"}).to_dict(ZH)
    waits = {w["tile"]: w for w in answer["waits"]}
    assert set(waits) == {"2s", "5s"}  # 3455789s: 34 + 55 + 789, or 345 + 5 + 789
    five = waits["5s"]
    assert (five["remaining"], waits["2s"]["remaining"]) == (0, 4)  # two 5s held, two in sight
    # on a discard: 门前清 2 + 平和 2 = 4, + 8 flowers = 12; self-drawn: 不求人 4 + 平和 2 = 6, + 8 = 14
    assert (five["discard_win"]["fan"], five["discard_win"]["fan_without_flowers"]) == (12, 4)
    assert (five["self_drawn"]["fan"], five["self_drawn"]["fan_without_flowers"]) == (14, 6)
    assert not five["discard_win"]["reaches_8"] and not five["self_drawn"]["reaches_8"]  # flowers never count (G-W1)
    straight = analyse_mapping({"hand": "123m 456m 789m 11p 77z"}).to_dict()["waits"]
    assert all(w[way]["reaches_8"] for w in straight for way in ("discard_win", "self_drawn"))


def test_an_analysis_problem_names_the_field():
    with pytest.raises(TableError) as raised:
        analyse_mapping({"hand": "123m", "de": "5m"})
    assert {p.path for p in raised.value.problems} == {"de", "hand"}
