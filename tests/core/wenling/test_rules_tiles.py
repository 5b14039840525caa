"""W1–W8: tiles with flowers, notation, seats' flowers, the hand's shape,
得 and the special tiles."""
from __future__ import annotations

import pytest

from app.core.engine.notation import NotationError, parse_flower_tiles, parse_tiles
from app.core.engine.tiles import FLOWERS, GREEN, RED, WHITE, chinese_name, to_mpsz
from app.core.jiaojiang import TableError as JiaojiangTableError
from app.core.jiaojiang import settle_mapping as settle_jiaojiang
from app.core.wenling.tiles import de_kinds, flower_seat, special_kinds
from tests.core.wenling.conftest import codes, problems, settled
from tests.core.wenling.tables import wtable

WEST = "123p 456p 789p 12s 44s 666z"  # wins on 3s (靠柄) under 得 2m


def test_W1_a_flower_exists_once():
    req = wtable(WEST, "3s", flipped="", others={"south": {"hand": "13456789m123456p4z", "melds": [],
                                                          "flipped_tiles": "1f"},
                                                "east": {"hand": "13456789m56789s12z", "melds": [],
                                                         "flipped_tiles": "1f"}})
    found = [p for p in problems(req) if p.code == "tile_count"]
    assert found and "1f" in found[0].message and "1 at most" in found[0].message


def test_W1_a_fifth_copy_is_refused():
    req = wtable(WEST, "3s", others={"east": "6666z 1m 3m 5m 7m 9m 1s 5s 7s 9s 2z 3z 4z"})
    assert any(p.code == "tile_count" and "6z" in p.message for p in problems(req))


def test_W2_flower_notation_and_chinese_names():
    assert parse_flower_tiles("1f2f3f4f5f6f7f8f") == tuple(FLOWERS)
    assert parse_flower_tiles("春 夏 秋 冬 梅 兰 竹 菊") == tuple(FLOWERS)
    assert parse_flower_tiles("１ｆ，蘭") == (34, 39)
    assert [chinese_name(k) for k in FLOWERS] == list("春夏秋冬梅兰竹菊")
    assert to_mpsz(FLOWERS) == "12345678f"
    with pytest.raises(NotationError) as err:
        parse_flower_tiles("9f")
    assert "1f–8f" in str(err.value)


def test_W2_jiaojiang_still_refuses_flowers():
    with pytest.raises(NotationError) as err:
        parse_tiles("1f")
    assert str(err.value).startswith("position 2: 'f' is not a tile digit or suit")
    req = {"de": "5p", "seats": {s: {"hand": "1f", "melds": [], "flipped": 0} for s in ("east", "south", "west",
                                                                                        "north")}}
    with pytest.raises(JiaojiangTableError):
        settle_jiaojiang(req)


def test_W2_chinese_flower_names_in_flipped_tiles():
    a = settled(wtable(WEST, "3s", flipped="夏 兰"))
    b = settled(wtable(WEST, "3s", flipped="2f 6f"))
    assert a["players"]["west"] == b["players"]["west"]


def test_W3_a_flower_belongs_to_the_seat_of_its_number():
    assert [flower_seat(k).value for k in FLOWERS] == ["east", "south", "west", "north"] * 2
    west = settled(wtable(WEST, "3s", flipped="3f 7f 1f"))["players"]["west"]
    items = codes(west)
    assert items["flipped_flower_own"] == (8, 2)  # 秋 and 竹 are west's
    assert items["flipped_flower"] == (4, 0)  # 春 is east's


def test_W4_the_winning_hand_is_five_sets_and_a_pair():
    (problem,) = [p for p in problems(wtable(WEST, "9s")) if p.code == "not_a_winning_hand"]
    assert problem.path == "seats.west.hand" and "W4" in problem.message


def test_W4_hand_size():
    req = wtable("123p 456p 789p 12s 44s 66z", "3s")
    assert any(p.code == "hand_size" and p.path == "seats.west.hand" for p in problems(req))


@pytest.mark.parametrize(("de", "want"), [("2m", {"2m"}), ("5z", {"5z"}), ("6f", {"5f", "7f", "8f"}),
                                          ("1f", {"2f", "3f", "4f"})])
def test_W5_which_kinds_are_de(de, want):
    (k,) = parse_flower_tiles(de)
    assert {to_mpsz([d]) for d in de_kinds(k)} == want


def test_W5_the_flower_indicator_is_out_of_play():
    req = wtable("234m 567m 345p 789p 11s 9s", "9s", de="6f", seat="east", self_drawn=True)
    req["seats"]["east"]["hand"] += " 6f"
    req["seats"]["east"]["hand"] = req["seats"]["east"]["hand"].replace("11s ", "1s ")
    assert any(p.code == "tile_count" and "6f" in p.message for p in problems(req))


def test_W6_a_flower_de_is_wild_and_never_restored():
    # 8f stands in for a 9s or a 1s; never 得还原, so one wild 得: no 无得.
    east = settled(wtable("234m 567m 345p 789p 11s 9s 8f", "9s", de="6f", seat="east", self_drawn=True))
    items = codes(east["players"]["east"])
    assert "de_restored" not in items and "no_de" not in items and "two_de" not in items


def test_W6_a_number_de_at_face_value_is_restored():
    # 得 2m used as itself in 123m: 得还原 1 番.
    west = settled(wtable("13m 2m 456p 789p 12s 44s 666z", "3s"))["players"]["west"]
    assert codes(west)["de_restored"] == (0, 1)


def test_W6_a_flower_de_held_by_another_player_counts_nothing():
    south = settled(wtable("234m 567m 345p 789p 11s 9s 8f", "9s", de="6f", seat="east", self_drawn=True,
                           others={"south": "1122p 6699p 3355m 88m 7s 5f"}))["players"]["south"]
    assert south["points"] == 0 and south["items"] == []


@pytest.mark.parametrize(("de", "nao", "special"), [
    ("2m", "da", "5z12345678f"),
    ("5z", "da", "67z12345678f"),
    ("7z", "da", "56z12345678f"),
    ("6z", "da", "57z12345678f"),
    ("6f", "da", "567z1234f"),
    ("2f", "da", "567z5678f"),
    ("1z", "da", "567z12345678f"),
    ("1z", "xiao", "5z12345678f"),
    ("3z", "xiao", "5z12345678f"),
])
def test_W7_special_kinds_by_de_and_nao(de, nao, special):
    (k,) = parse_flower_tiles(de)
    assert to_mpsz(sorted(special_kinds(k, nao == "da"))) == special


def test_W7_a_special_kind_is_never_held_melded_or_discarded():
    req = wtable("123p 456p 789p 12s 44s 666z", "3s", discards={"north": "9m 5z"},
                 others={"east": {"hand": "1m 5z 3m 4m 5m 6m 7m 8m 9m 1s 5s 7s 9s", "melds": [
                     {"type": "pong", "tiles": "1f1f1f"}]}})
    found = {(p.path, p.code) for p in problems(req)}
    assert ("seats.east.hand", "special_tile") in found
    assert ("seats.east.melds[0].tiles", "special_tile") in found
    assert ("seats.north.discards", "special_tile") in found
    messages = [p.message for p in problems(req) if p.path == "seats.east.hand" and p.code == "special_tile"]
    assert messages == ["position 4: 5z 白板 is a special tile under this 得: laid out when drawn and replaced, "
                        "never in a hand, a meld or a river (W7)"]


def test_W7_nao_decides_whether_zhong_and_fa_are_special():
    hand = "123m 456m 789s 55p 34s 777z"
    xiao = settled(wtable(hand, "5s", de="4z", rules={"nao": "xiao"}))
    assert codes(xiao["players"]["west"])["dragon_set"] == (0, 1)
    assert any(p.code == "special_tile" and "7z" in p.message
               for p in problems(wtable(hand, "5s", de="4z", rules={"nao": "da"})))


def test_W8_flipped_tiles_by_kind_must_be_special():
    req = wtable(WEST, "3s", flipped="5z 6z 1f")  # 得 2m: 发 is not special
    (problem,) = [p for p in problems(req) if p.code == "not_a_special_tile"]
    assert problem.path == "seats.west.flipped_tiles" and problem.message.startswith("position 4: 6z")


def test_W8_a_dragon_flipped_at_most_four_times():
    req = wtable(WEST, "3s", flipped="5z 5z 5z", others={"south": {"hand": "13456789m123456p4z", "melds": [],
                                                                   "flipped_tiles": "5z 5z"}})
    assert any(p.code == "tile_count" and "5z" in p.message for p in problems(req))


def test_W8_special_kinds_score_by_kind():
    west = settled(wtable("123p 456p 789p 12s 44s 111z", "3s", de="6f", flipped="5z 6z 7z 2f"))["players"]["west"]
    items = codes(west)
    assert items["flipped_white"] == (4, 1) and items["flipped_green"] == (4, 1) and items["flipped_red"] == (4, 1)
    assert items["flipped_flower"] == (4, 0)
    assert {WHITE, GREEN, RED} <= special_kinds(parse_flower_tiles("6f")[0], True)
