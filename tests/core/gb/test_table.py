"""Settling 国标 tables: the 8-fan minimum without flowers (G-W1), 和绝张
stated or from the tiles in sight (G-W3), 天和/地和/人和 and the other rule
sets' fields refused (G-W4, G-T1, G-P1, G-P2, G-S1), payments (G-P1–G-P4),
the next hand (G-S3), and every problem at once with its path."""
from __future__ import annotations

import pytest

from app.core.engine.errors import TableError
from app.core.engine.messages import EN, ZH
from app.core.gb import settle_mapping

# 东 wins 清龙 16 + 箭刻 2 + 缺一门 1 (+ 门前清 2 on a discard, 不求人 4 self-drawn) + 2 flowers.
DRAGON_STRAIGHT = {"name": "阿明", "hand": "123m 456m 789m 11p 77z", "flowers": "1f 6f"}


def table(east=None, win=None, **others):
    seats = {"east": east or DRAGON_STRAIGHT, "south": {"name": "B"}, "west": {"name": "C"}, "north": {"name": "D"}}
    seats.update(others.pop("seats", {}))
    return {"round_wind": "east", "seats": seats,
            "win": win if win is not None else {"seat": "east", "tile": "7z", "discarder": "north"}, **others}


def problems(data):
    with pytest.raises(TableError) as raised:
        settle_mapping(data)
    return raised.value.problems


def test_a_discard_win_g_p2_the_discarder_pays_8_plus_fans_the_others_8():
    answer = settle_mapping(table()).to_dict()
    east = answer["players"]["east"]
    # 清龙 16 + 箭刻 2 + 门前清 2 + 缺一门 1 = 21, + 花牌 2 = 23
    assert (east["fan_without_flowers"], east["fan"]) == (21, 23)
    assert [(p["from"], p["amount"], p["rule"]) for p in answer["payments"]] == [
        ("south", 8, "G-P2"), ("west", 8, "G-P2"), ("north", 31, "G-P2")]
    assert {s: p["net"] for s, p in answer["players"].items()} == {"east": 47, "south": -8, "west": -8, "north": -31}


def test_a_self_drawn_win_g_p1_each_pays_8_plus_fans():
    answer = settle_mapping(table(win={"seat": "east", "tile": "7z", "self_drawn": True})).to_dict()
    # 清龙 16 + 不求人 4 + 箭刻 2 + 缺一门 1 = 23, + 2 flowers = 25: each pays 33
    assert answer["players"]["east"]["fan"] == 25
    assert [p["amount"] for p in answer["payments"]] == [33, 33, 33]
    assert sum(p["net"] for p in answer["players"].values()) == 0  # G-P4


def test_a_draw_g_p3_nobody_pays():
    answer = settle_mapping({**table(), "win": None}).to_dict()
    assert answer["outcome"] == "draw" and answer["payments"] == []
    assert all(p["net"] == 0 for p in answer["players"].values())


def test_below_8_without_flowers_is_refused_g_w1_flowers_do_not_count():
    east = {"hand": "234m 456p 678s 5s", "melds": [{"type": "pong", "tiles": "777z"}], "flowers": "1f2f3f4f5f6f7f8f"}
    (problem,) = problems(table(east=east, win={"seat": "east", "tile": "5s", "discarder": "north"}))
    assert (problem.path, problem.code) == ("win", "below_minimum_fan")
    # 箭刻 2 + 单钓将? no: 5s waits with 8s. 箭刻 2 alone; 8 flowers do not count: 6 short
    assert "2 fans without flowers" in problem.render(EN) and "6 short" in problem.render(EN)
    assert "箭刻" in problem.render(ZH) and "G-W1" in problem.render(ZH)


def test_last_of_its_kind_from_the_tiles_in_sight_g_w3():
    east = {"hand": "123m 456m 789m 11p 35s"}
    # 嵌张 4s: the other three 4s are in sight before the win (a chi, a river, north's river before its discard)
    win = {"seat": "east", "tile": "4s", "discarder": "north"}
    seats = {"south": {"hand": "123p 456p 789p 1z", "melds": [{"type": "chi", "tiles": "345s", "claimed": "4s"}],
                       "discards": "1s"}, "west": {"discards": "9s 4s"}, "north": {"discards": "4s 2s 4s"}}
    found = settle_mapping(table(east=east, win=win, seats=seats)).to_dict()["players"]["east"]
    items = {i["code"]: i for i in found["items"]}
    assert items["last_tile"]["rule"] == "G58" and items["last_tile"]["tiles"] == "4s"
    # 清龙 16 + 和绝张 4 + 门前清 2 + 平和 2 + 嵌张 1 = 25 (平和 excludes 无字)
    assert found["fan_without_flowers"] == 25
    seats["west"] = {"discards": "9s"}  # two 4s in sight only: not the last
    found = settle_mapping(table(east=east, win=win, seats=seats)).to_dict()["players"]["east"]
    assert "last_tile" not in [i["code"] for i in found["items"]]


def test_last_of_its_kind_stated_false_against_the_tiles_is_a_problem():
    east = {"hand": "123m 456m 789m 11p 35s", "melds": []}
    found = problems(table(east=east, win={"seat": "east", "tile": "4s", "discarder": "north", "last_of_kind": False},
                           seats={"south": {"discards": "4s 4s 4s"}}))
    assert [p.path for p in found] == ["win.last_of_kind"]


def test_robbing_a_kong_never_adds_last_of_its_kind():
    east = {"hand": "123m 789s 13p 55s", "melds": [{"type": "pong", "tiles": "222z"}]}
    win = {"seat": "east", "tile": "2p", "discarder": "south", "robbing_kong": True}
    found = settle_mapping(table(east=east, win=win, seats={"west": {"discards": "2p 2p"}}))
    codes = [i["code"] for i in found.to_dict()["players"]["east"]["items"]]
    assert "robbing_the_kong" in codes and "last_tile" not in codes


@pytest.mark.parametrize(("where", "field", "rule"), [
    ("", "de", "G-T1"), ("", "dan", "G-P1"), ("", "stakes", "G-P1"), ("", "dealer_streak", "G-S1"),
    ("win", "dianpao", "G-P2"), ("win", "bao", "G-P2"), ("win", "laizi", "G-T1"),
])
def test_the_other_rule_sets_fields_are_refused_naming_the_g_rule(where, field, rule):
    data = table()
    (data["win"] if where else data)[field] = 3 if field in ("dan", "dealer_streak") else "5m"
    found = [p for p in problems(data) if p.path == (f"{where}.{field}" if where else field)]
    assert found and found[0].code == "not_in_gb" and rule in found[0].render(EN) and rule in found[0].render(ZH)


def test_flipped_tiles_are_refused():
    data = table(seats={"south": {"hand": "123m456m789m123p4p", "flipped": 2}})
    assert any(p.path == "seats.south.flipped" and "G-T1" in p.render(EN) for p in problems(data))


@pytest.mark.parametrize("blessing", ["heavenly", "earthly", "human"])
def test_heavenly_earthly_and_human_wins_are_no_gb_fans_g_w4(blessing):
    data = table(win={"seat": "east", "tile": "7z", "discarder": "north", blessing: True})
    (found,) = [p for p in problems(data) if p.path == f"win.{blessing}"]
    assert found.code == "not_a_gb_fan" and "G-W4" in found.render(EN)


def test_every_problem_at_once_with_paths_and_positions():
    data = table(east={"hand": "123m 456m 789m 11p 77z 1f"},
                 seats={"south": {"hand": "5555m 123p 456p 78s", "flowers": "1f 1f"}, "west": {"hand": "12x3m"}})
    found = problems(data)
    paths = {p.path for p in found}
    assert {"seats.east.hand", "seats.west.hand", "seats"} <= paths
    flower = next(p for p in found if p.path == "seats.east.hand" and "flower" in p.render(EN))
    assert "position 24" in flower.render(EN) and "G-T3" in flower.render(EN)
    assert any("5m" in p.render(EN) and "G-T1" in p.render(EN) for p in found if p.path == "seats")
    assert any("1f" in p.render(EN) and "G-T3" in p.render(EN) for p in found if p.path == "seats")
    assert all(p.render(ZH) != p.render(EN) for p in found)


def test_a_hand_that_does_not_win_names_its_waits():
    found = problems(table(win={"seat": "east", "tile": "6z", "discarder": "north"}))
    assert [p.code for p in found] == ["not_a_winning_hand"] and "7z" in found[0].render(EN)


def test_a_hand_of_the_wrong_size_g_t2():
    found = problems(table(seats={"west": {"hand": "123m456m789m"}}))
    assert [(p.path, p.code) for p in found] == [("seats.west.hand", "hand_size")]
    assert "13" in found[0].render(EN) and "G-T2" in found[0].render(EN)


def test_next_hand_when_the_table_does_not_know_its_number():
    nxt = settle_mapping(table()).to_dict()["next"]
    assert nxt["dealer"] == "south" and nxt["round_wind"] == "east" and nxt["hand"] is None


@pytest.mark.parametrize(("hand", "dealer", "round_wind"), [(1, "south", "east"), (4, "south", "south"),
                                                              (8, "west", "west"), (12, "south", "north")])
def test_next_hand_by_its_number_g_s1_g_s2(hand, dealer, round_wind):
    nxt = settle_mapping({**table(), "hand": hand}).to_dict()["next"]
    assert (nxt["dealer"], nxt["round_wind"], nxt["hand"]) == (dealer, round_wind, hand + 1)


def test_after_hand_16_there_is_no_next_hand():
    assert settle_mapping({**table(), "hand": 16}).to_dict()["next"] is None


def test_the_answer_in_both_languages():
    found = settle_mapping(table())
    zh, en = found.to_dict(ZH)["players"]["east"], found.to_dict(EN)["players"]["east"]
    assert zh["reading"] != en["reading"] and "和 7z" in zh["reading"]
    assert zh["items"] == en["items"] and {i["name"] for i in zh["items"]} >= {"清龙", "箭刻"}
