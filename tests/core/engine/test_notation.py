"""R2: mpsz and Chinese tile names, with every mistake reported by position."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.engine.messages import ZH
from app.core.engine.notation import (
    NotationError,
    chinese_names,
    format_tiles,
    parse_flower_tiles,
    parse_tiles,
    read_tiles,
)


@pytest.mark.parametrize("text, mpsz", [
    ("123m456p789s1234567z", "123m456p789s1234567z"),
    ("一万 五筒 五饼 三条 三索", "1m55p33s"),
    ("1万 9萬", "19m"),
    ("东 南 西 北 中 发 白", "1234567z"),
    ("東 發 紅中 白板 發財", "15667z"),
    ("白板 发财 红中 白 发 中", "556677z"),
    ("9筒9饼9餅 9条9條9索", "999p999s"),
    ("  1 2 3m\t4　p ", "123m4p"),
    ("9M 1Z", "9m1z"),
])
def test_R2_reads_mpsz_and_chinese(text, mpsz):
    assert format_tiles(parse_tiles(text)) == mpsz


def test_R2_honour_numbers_follow_the_rulebook():
    """1z 东 2z 南 3z 西 4z 北 5z 白 6z 发 7z 中."""
    assert chinese_names(parse_tiles("1234567z")) == "东 南 西 北 白板 发财 红中"


def test_R2_suited_tiles_have_chinese_names_for_people():
    assert chinese_names(parse_tiles("1m5p9s 2m8s1p")) == "一万 五筒 九条 二万 八条 一筒"


def test_R2_keeps_the_order_written():
    assert parse_tiles("3s1m") == (20, 0)


@pytest.mark.parametrize("text, message", [
    ("12x3m", "position 3: 'x' is not a tile digit or suit"),
    ("123", "position 1: number(s) not followed by a suit"),
    ("m", "position 1: suit 'm' has no number before it"),
    ("8z", "position 1: honours are 1z–7z, not 8z"),
    ("0m", "position 1: '0' is not a tile digit or suit"),
    ("１ｘ", "position 2: 'ｘ' is not a tile digit or suit"),
    ("一万，ｍ", "position 4: suit 'ｍ' has no number before it"),
    ("８ｚ", "position 1: honours are 1z–7z, not 8z"),
    ("１２", "position 1: number(s) not followed by a suit"),
    ("1m\u200b", "position 3: '\\u200b' is not a tile digit or suit"),
    ("东 9", "position 3: number(s) not followed by a suit"),
    ("东 12", "position 3: number(s) not followed by a suit"),
    ("東x", "position 2: 'x' is not a tile digit or suit"),
])
def test_R2_mistakes_name_the_position(text, message):
    with pytest.raises(NotationError) as err:
        parse_tiles(text)
    assert err.value.messages[0].startswith(message)


def test_R2_consecutive_mistakes_each_have_their_position():
    with pytest.raises(NotationError) as err:
        parse_tiles("1m xy")
    assert [m.split(":")[0] for m in err.value.messages] == ["position 4", "position 5"]


def test_R2_honours_read_by_name_keep_their_position():
    assert read_tiles("1m 紅中 东") == ((1, 0), (4, 33), (7, 27))


def test_R2_every_mistake_at_once():
    with pytest.raises(NotationError) as err:
        parse_tiles("1x2y3m 9z")
    assert [m.split(":")[0] for m in err.value.messages] == ["position 2", "position 4", "position 8"]


@pytest.mark.parametrize("text, mpsz", [
    ("１２３ｍ", "123m"),
    ("１２３ｍ４５６ｐ７８９ｓ１１ｚ", "123m456p789s11z"),
    ("９Ｍ　１Ｚ", "9m1z"),
    ("一万，二万、三万", "123m"),
    ("一万；二万。三万", "123m"),
    ("１万，五筒、東；紅中。", "1m5p17z"),
    ("一万　二万\u3000三万", "123m"),
    ("1m,2m;3m", "123m"),
    ("１，２ｍ", "12m"),
])
def test_R2_reads_what_a_chinese_phone_keyboard_types(text, mpsz):
    """Full-width digits and letters, ，、；。 and full-width spaces between tiles."""
    assert format_tiles(parse_tiles(text)) == mpsz


def test_R2_positions_count_the_characters_as_typed():
    assert read_tiles("１ｍ，紅中、东") == ((1, 0), (4, 33), (7, 27))
    with pytest.raises(NotationError) as err:
        parse_tiles("１２ｍ，ｘ、３ｐ？")
    assert err.value.messages == ["position 5: 'ｘ' is not a tile digit or suit",
                                  "position 9: '？' is not a tile digit or suit"]


@pytest.mark.parametrize("text, chinese", [
    ("12x3m", "第 3 个字符：'x' 不是牌的数字或花色"),
    ("123", "第 1 个字符：数字后面没有花色（m、p、s、z、万、筒、条）"),
    ("m", "第 1 个字符：花色 'm' 前面没有数字"),
    ("8z", "第 1 个字符：字牌只有 1z–7z，没有 8z"),
])
def test_R2_mistakes_are_told_in_chinese_too(text, chinese):
    with pytest.raises(NotationError) as err:
        parse_tiles(text)
    assert err.value.texts[0].render(ZH) == chinese


def _full_width(ch: str) -> str:
    """The full-width form a Chinese input method types for an ASCII digit or letter."""
    return chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalnum() else ch


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("mpsz"), st.integers(1, 7)), min_size=1, max_size=12),
       st.data())
def test_R2_a_phone_keyboard_string_reads_as_its_ascii_one(tiles, data):
    """Any mix of full-width characters and ，、；。/full-width spaces between tiles reads the same."""
    ascii_tiles = [f"{number}{suit}" for suit, number in tiles]
    typed = ""
    for tile in ascii_tiles:
        typed += "".join(_full_width(c) if data.draw(st.booleans()) else c for c in tile)
        typed += data.draw(st.sampled_from(["", " ", "，", "、", "；", "。", "\u3000"]))
    assert parse_tiles(typed) == parse_tiles("".join(ascii_tiles))


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="１２３ｍｐ，、　一万東", max_size=12), st.text(alphabet="１ｍ，　五筒", max_size=12),
       st.sampled_from("ｘ？！"))
def test_R2_a_mistake_is_reported_where_it_was_typed(before, after, wrong):
    """Whatever full-width text comes before it, a wrong character's position is its own in the string."""
    with pytest.raises(NotationError) as err:
        parse_tiles(before + wrong + after)
    assert f"position {len(before) + 1}: {wrong!r} is not a tile digit or suit" in err.value.messages


_PIECES = ["九万", "一筒", "5饼", "三條", "9索", "东", "發", "红中", "白板", "发财", "白", "春", "蘭", " ", "、", "，",
           "1", "m", "7z", "8z", "九z", "一二三万", "１", "　", "板", "红", "x"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=10), st.booleans())
def test_R2_every_way_of_reading_a_string_gives_the_same_tiles(pieces, flowers):
    """Plain mpsz and tiles named one at a time are read a whole string at once
    (``notation._parse``); they give what ``read_tiles``, a character at a
    time, gives, and a string either refuses."""
    text = "".join(pieces)
    parse = parse_flower_tiles if flowers else parse_tiles
    try:
        expected = tuple(k for _, k in read_tiles(text, flowers=flowers))
    except NotationError:
        with pytest.raises(NotationError):
            parse(text)
        return
    assert parse(text) == expected


_DIGIT_RUNS = st.text(alphabet="123456789", max_size=5)
_GAPS = st.sampled_from(["", "", " ", "  "])


@settings(max_examples=500, deadline=None)
@given(st.lists(st.tuples(_GAPS, _DIGIT_RUNS, st.sampled_from("mpsz")), max_size=5), _GAPS, st.booleans())
def test_R2_a_hand_in_mpsz_order_reads_as_one_character_at_a_time(runs, last_gap, in_order):
    """A plain mpsz string with each suit once, in order (``notation._MPSZ_IN_ORDER``),
    gives what ``read_tiles`` gives, and any other arrangement of the same runs
    (a suit twice, out of order, ``8z``, a suit with no digits) is read or
    refused as ``read_tiles`` reads or refuses it."""
    if in_order:
        runs = sorted({suit: run for run in runs for suit in run[2]}.values(), key=lambda run: "mpsz".index(run[2]))
    text = "".join(gap + digits + suit for gap, digits, suit in runs) + last_gap
    try:
        expected = tuple(k for _, k in read_tiles(text))
    except NotationError:
        with pytest.raises(NotationError):
            parse_tiles(text)
        return
    assert parse_tiles(text) == expected
