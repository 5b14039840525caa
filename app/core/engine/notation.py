"""Reading and writing tile strings: mpsz notation, and Chinese tile names.

Input is mpsz (``123m456p789s1234567z``) or Chinese (``一万 五筒 三索 东 红中``,
``1万``, traditional forms), mixed freely, with spaces anywhere.  What a
Chinese phone keyboard types reads too: full-width digits and letters
(``１２３ｍ``, normalised as Unicode NFKC does) and ``，、；。`` or full-width
spaces between tiles.  Every mistake in a string is reported at once, each
with its 1-based character position in the string as typed.

>>> parse_tiles("123m 五饼 東 紅中")
(0, 1, 2, 13, 27, 33)
>>> parse_tiles("１２３ｍ，一万、二万　东。")
(0, 1, 2, 0, 1, 27)
>>> parse_tiles("12x3m")
Traceback (most recent call last):
...
app.core.engine.notation.NotationError: position 3: 'x' is not a tile digit or suit
>>> format_tiles(parse_tiles("3s1m2m"))
'12m3s'

Flowers (``1f``–``8f``, 春 夏 秋 冬 梅 兰 竹 菊, kinds 34–41) are read only by
a rule set that has them (``parse_flower_tiles``, ``read_tiles(…, flowers=True)``);
``parse_tiles`` refuses them as before.

>>> parse_flower_tiles("1f 梅 5z")
(34, 38, 31)
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from typing import NamedTuple

from .messages import Text, template
from .tiles import Kind, chinese_name, kind, to_mpsz

# After NFKC: the full-width space is " ", "，" "," and "；" ";".
_SEPARATORS = frozenset(" \t,、;。")
_DIGITS = {str(n): n for n in range(1, 10)} | {c: n for n, c in enumerate("一二三四五六七八九", 1)}
_SUIT_CHARS = {
    "m": "m", "p": "p", "s": "s", "z": "z",
    "万": "m", "萬": "m",
    "筒": "p", "饼": "p", "餅": "p",
    "条": "s", "條": "s", "索": "s",
}
# Longest names first so that 红中 is not read as 红 + 中.
_HONOURS = sorted(
    {
        "东": 27, "東": 27, "南": 28, "西": 29, "北": 30,
        "白": 31, "白板": 31, "发": 32, "發": 32, "发财": 32, "發財": 32,
        "中": 33, "红中": 33, "紅中": 33,
    }.items(),
    key=lambda item: -len(item[0]),
)
_HONOUR_STARTS = frozenset(name[0] for name, _ in _HONOURS)
_FLOWER_NAMES = {"春": 34, "夏": 35, "秋": 36, "冬": 37, "梅": 38, "兰": 39, "蘭": 39, "竹": 40, "菊": 41}
_FLOWER_SIZE = 8
_PLAIN_MPSZ = re.compile(r"(?:[1-9]+[mps]|[1-7]+z| )*")
_PLAIN_MPSZF = re.compile(r"(?:[1-9]+[mps]|[1-7]+z|[1-8]+f| )*")
_MPSZF_RUN = re.compile(r"([1-9]+)([mpszf])")
_MPSZ_RUN = re.compile(r"([1-9]+)([mpsz])")
# A run's digits, as ASCII bytes, translate to its kinds (each kind < 34, a byte).
_KINDS_OF_DIGITS = {suit: bytes.maketrans(b"123456789"[:size], bytes(kind(n, suit) for n in range(1, size + 1)))
                    for suit, size in (("m", 9), ("p", 9), ("s", 9), ("z", 7))}
_KINDS_OF_DIGITS_F = _KINDS_OF_DIGITS | {"f": bytes.maketrans(b"12345678", bytes(range(34, 42)))}
# The usual hand (``115m 1468p 2579s 2677z``): each suit at most once, in mpsz order.
# One match both checks it and hands over each suit's digits, as bytes to translate;
# possessive, as nothing it takes could be given back to a later part.
_MPSZ_IN_ORDER = re.compile(rb" *+(?:([1-9]++)m)?+ *+(?:([1-9]++)p)?+ *+(?:([1-9]++)s)?+ *+(?:([1-7]++)z)?+ *+")
_M, _P, _S, _Z = (_KINDS_OF_DIGITS[suit] for suit in "mpsz")
# Tiles named one at a time (九万 一筒 东 红中) read by a regex and looked up by
# name, where ``read_tiles`` would go a character at a time.
_SUIT_NAMES = {ch: suit for ch, suit in _SUIT_CHARS.items() if not ch.isascii()}
_NAMED_KINDS = {d + ch: kind(n, suit) for d, n in _DIGITS.items() for ch, suit in _SUIT_NAMES.items()} | dict(_HONOURS)


def _names_pattern(names: Iterable[str]) -> str:
    """A regex of one tile name (a digit and a suit name, or one of ``names``), longest first."""
    longer = "|".join(name for name in sorted(names, key=len, reverse=True) if len(name) > 1)
    single = "".join(name for name in names if len(name) == 1)
    return f"[{''.join(_DIGITS)}][{''.join(_SUIT_NAMES)}]|{longer}|[{single}]"


_NAME = _names_pattern([name for name, _ in _HONOURS])
_NAME_F = _names_pattern([name for name, _ in _HONOURS] + list(_FLOWER_NAMES))
_NAMES_ONLY = "(?:{}|[" + re.escape("".join(sorted(_SEPARATORS))) + "])*"
_NAMED, _NAMED_F = re.compile(_NAME), re.compile(_NAME_F)
_PLAIN_NAMED, _PLAIN_NAMED_F = re.compile(_NAMES_ONLY.format(_NAME)), re.compile(_NAMES_ONLY.format(_NAME_F))
_NAMED_KINDS_F = _NAMED_KINDS | _FLOWER_NAMES


class _WholeString(NamedTuple):
    """How ``_parse`` reads a whole string that is not the usual hand, without flowers or with."""

    plain: re.Pattern[str]  # mpsz runs and spaces only
    runs: re.Pattern[str]  # a run's digits and its suit
    digits: dict[str, bytes]  # a suit's digits, as ASCII bytes, translated to kinds
    names: dict[str, Kind]  # each tile name
    named_only: re.Pattern[str]  # tile names and separators only
    named: re.Pattern[str]  # one tile name


_WHOLE_STRING = {
    False: _WholeString(_PLAIN_MPSZ, _MPSZ_RUN, _KINDS_OF_DIGITS, _NAMED_KINDS, _PLAIN_NAMED, _NAMED),
    True: _WholeString(_PLAIN_MPSZF, _MPSZF_RUN, _KINDS_OF_DIGITS_F, _NAMED_KINDS_F, _PLAIN_NAMED_F, _NAMED_F),
}


NO_NUMBER = template("notation.no_number", zh="第 {pos} 个字符：花色 {char} 前面没有数字",
                     en="position {pos}: suit {char} has no number before it")
HONOUR_RANGE = template("notation.honour_range", zh="第 {pos} 个字符：字牌只有 1z–7z，没有 {number}z",
                        en="position {pos}: honours are 1z–7z, not {number}z")
NOT_A_TILE = template("notation.not_a_tile", zh="第 {pos} 个字符：{char} 不是牌的数字或花色",
                      en="position {pos}: {char} is not a tile digit or suit")
FLOWER_RANGE = template("notation.flower_range", zh="第 {pos} 个字符：花牌只有 {first}–{last}，没有 {tile}",
                        en="position {pos}: flowers are {first}–{last}, not {tile}")
NO_SUIT = template("notation.no_suit", zh="第 {pos} 个字符：数字后面没有花色（m、p、s、z、万、筒、条）",
                   en="position {pos}: number(s) not followed by a suit (m, p, s, z, 万, 筒, 条)")


class NotationError(ValueError):
    """A tile string that cannot be read; ``texts`` holds every mistake,
    ``tiles`` the ``(position, kind)`` pairs that could be read around them."""

    def __init__(self, texts: list[Text], tiles: tuple[tuple[int, Kind], ...] = ()):
        super().__init__("; ".join(map(str, texts)))
        self.texts = texts
        self.tiles = tiles

    @property
    def messages(self) -> list[str]:
        """The mistakes in English."""
        return [str(text) for text in self.texts]


def parse_tiles(text: str) -> tuple[Kind, ...]:
    """Read a tile string into kinds, in the order written."""
    return _parse_short(text) if len(text) <= SHORT else _parse(text)


# A meld, a wild indicator or the winning tile: short strings that recur from table to
# table (a hand seldom does), kept once read.
SHORT = 12


@lru_cache(maxsize=4096)
def _parse_short(text: str) -> tuple[Kind, ...]:
    return _parse(text)


def _parse(text: str, flowers: bool = False) -> tuple[Kind, ...]:
    if in_order := _MPSZ_IN_ORDER.fullmatch(text.encode()):  # the common case, read in one pass
        m, p, s, z = in_order.groups(b"")
        return tuple(m.translate(_M) + p.translate(_P) + s.translate(_S) + z.translate(_Z))
    plain, runs, digits, names, named_only, named = _WHOLE_STRING[flowers]
    if plain.fullmatch(text):
        return tuple(b"".join([run.encode().translate(digits[suit]) for run, suit in runs.findall(text)]))
    try:  # tiles named one at a time, one space between each (九万 一筒 东 红中), each name looked up whole
        return tuple(map(names.__getitem__, text.split(" ")))
    except KeyError:
        pass
    if named_only.fullmatch(text):
        return tuple(map(names.__getitem__, named.findall(text)))
    return tuple(k for _, k in read_tiles(text, flowers))


def parse_flower_tiles(text: str) -> tuple[Kind, ...]:
    """``parse_tiles`` for a rule set with flowers: ``1f``–``8f`` and their
    Chinese names read too (kinds 34–41)."""
    return _parse_flowers_short(text) if len(text) <= SHORT else _parse(text, True)


@lru_cache(maxsize=4096)
def _parse_flowers_short(text: str) -> tuple[Kind, ...]:
    return _parse(text, True)


# ``parse_tiles``'s and ``parse_flower_tiles``'s two readers by a string's length (at
# most ``SHORT``: the kept one), for a caller that reads many strings and so chooses
# itself, sparing a Python call a string (``engine.reader``).
TileParser = Callable[[str], tuple[Kind, ...]]
TILE_PARSERS: dict[bool, tuple[TileParser, TileParser]] = {
    False: (_parse_short, _parse), True: (_parse_flowers_short, partial(_parse, flowers=True))}


def read_tiles(text: str, flowers: bool = False) -> tuple[tuple[int, Kind], ...]:
    """Read a tile string into ``(position, kind)`` pairs, positions 1-based;
    ``flowers``: ``1f``–``8f`` and 春 夏 秋 冬 梅 兰 竹 菊 read too.

    >>> read_tiles("1m 东")
    ((1, 0), (4, 27))
    """
    norm, origin = _normalised(text)
    tiles: list[tuple[int, Kind]] = []
    errors: list[Text] = []
    pending: list[tuple[int, int]] = []  # (position, number) awaiting a suit
    i = 0
    while i < len(norm):
        ch, pos = norm[i], origin[i]
        honour = _honour_at(norm, i) if ch in _HONOUR_STARTS else None
        if ch in _SEPARATORS:
            i += 1
        elif ch in _DIGITS:
            pending.append((pos, _DIGITS[ch]))
            i += 1
        elif flowers and (ch == "f" or ch == "F"):
            if not pending:
                errors.append(NO_NUMBER(pos=pos, char=repr(text[pos - 1])))
            for number_pos, number in pending:
                if number > _FLOWER_SIZE:
                    errors.append(FLOWER_RANGE(pos=number_pos, first="1f", last="8f", tile=f"{number}f"))
                else:
                    tiles.append((number_pos, 33 + number))
            pending = []
            i += 1
        elif flowers and ch in _FLOWER_NAMES:
            _flush_unsuited(pending, errors)
            pending = []
            tiles.append((pos, _FLOWER_NAMES[ch]))
            i += 1
        elif ch.lower() in _SUIT_CHARS or ch in _SUIT_CHARS:
            suit = _SUIT_CHARS.get(ch) or _SUIT_CHARS[ch.lower()]
            if not pending:
                errors.append(NO_NUMBER(pos=pos, char=repr(text[pos - 1])))
            for number_pos, number in pending:
                if suit == "z" and number > 7:
                    errors.append(HONOUR_RANGE(pos=number_pos, number=number))
                else:
                    tiles.append((number_pos, kind(number, suit)))
            pending = []
            i += 1
        elif honour is not None:
            name, k = honour
            _flush_unsuited(pending, errors)
            pending = []
            tiles.append((pos, k))
            i += len(name)
        else:
            errors.append(NOT_A_TILE(pos=pos, char=repr(text[pos - 1])))
            i += 1
    _flush_unsuited(pending, errors)
    if errors:
        raise NotationError(errors, tuple(tiles))
    return tuple(tiles)


def _normalised(text: str) -> tuple[str, list[int]]:
    """``text`` in NFKC, a character at a time, and the 1-based position each
    character of it was typed at (``１`` reads as ``1`` at the same place).

    >>> _normalised("１ｍ　2")
    ('1m 2', [1, 2, 3, 4])
    """
    if text.isascii():
        return text, list(range(1, len(text) + 1))
    chars: list[str] = []
    origin: list[int] = []
    for pos, ch in enumerate(text, 1):
        normal = unicodedata.normalize("NFKC", ch)
        chars.append(normal)
        origin += [pos] * len(normal)
    return "".join(chars), origin


def _honour_at(text: str, i: int) -> tuple[str, Kind] | None:
    for name, k in _HONOURS:
        if text.startswith(name, i):
            return name, k
    return None


def _flush_unsuited(pending: list[tuple[int, int]], errors: list[Text]) -> None:
    if pending:
        errors.append(NO_SUIT(pos=pending[0][0]))


def format_tiles(kinds: Iterable[Kind]) -> str:
    """Sorted mpsz, the form every output uses."""
    return to_mpsz(sorted(kinds))


def chinese_names(kinds: Iterable[Kind]) -> str:
    """``'一万 一万 东'`` — for people reading a summary."""
    return " ".join(chinese_name(k) for k in kinds)
