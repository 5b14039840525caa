"""Tile kinds and their mpsz / Chinese names.

A tile kind is an ``int`` from 0 to 33: ``0–8`` are 1m–9m (万), ``9–17``
1p–9p (筒), ``18–26`` 1s–9s (条), ``27–33`` the honours 1z–7z in the order
东 南 西 北 白 发 中.  Plain ints keep hand reading fast.

A rule set with flowers (花) numbers them after the 34: ``34–41`` are
``1f``–``8f`` (春 夏 秋 冬 梅 兰 竹 菊).  A flower never forms a set, so hand
reading and shanten count only the 34 (``KINDS``); the flowers are named
and written here, and read only when a reader asks for them (``notation``).

>>> to_mpsz([0, 1, 2, 27, 27])
'123m11z'
>>> chinese_name(33), is_dragon(33), is_honour_or_terminal(8)
('红中', True, True)
"""
from __future__ import annotations

from collections.abc import Iterable

Kind = int

SUITS = "mpszf"
KINDS = range(34)  # the kinds that form sets and pairs
FLOWERS = range(34, 42)  # 1f–8f: 春 夏 秋 冬 梅 兰 竹 菊
ALL_KINDS = range(42)
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)

_NUMERALS = "一二三四五六七八九"
_DIGIT = "123456789"
_SUIT_NAMES = {"m": "万", "p": "筒", "s": "条"}
_HONOUR_NAMES = ("东", "南", "西", "北", "白板", "发财", "红中")
FLOWER_NAMES = ("春", "夏", "秋", "冬", "梅", "兰", "竹", "菊")
# By kind, looked up (as fast as ``k // 9`` and ``k % 9``, and right for flowers too).
_SUIT_INDEX = tuple(k // 9 for k in KINDS) + (4,) * len(FLOWERS)
_DIGIT_OF = tuple(_DIGIT[k % 9] for k in KINDS) + tuple(_DIGIT[:8])


def kind(number: int, suit: str) -> Kind:
    """The kind of ``number`` (1-based) in ``suit`` (one of ``mpsz``)."""
    return SUITS.index(suit) * 9 + number - 1


def suit_of(k: Kind) -> str:
    return SUITS[k // 9]


def number_of(k: Kind) -> int:
    return k % 9 + 1


def is_honour(k: Kind) -> bool:
    """A wind or a dragon (字牌 or 风牌)."""
    return k >= 27


def is_flower(k: Kind) -> bool:
    """One of the eight flowers (花), ``1f``–``8f``."""
    return k >= 34


def is_dragon(k: Kind) -> bool:
    """中 发 白 (字牌, in the rulebooks' words)."""
    return k >= 31


def is_honour_or_terminal(k: Kind) -> bool:
    """An honour, or the 1 or 9 of a suit (1、9牌)."""
    return k >= 27 or k % 9 in (0, 8)


def sequence_start_ok(k: Kind) -> bool:
    """Whether ``k, k+1, k+2`` is a sequence (顺子) of one suit."""
    return k < 27 and k % 9 <= 6


RUN_STARTS = tuple(sequence_start_ok(k) for k in KINDS)  # ``sequence_start_ok`` of each kind, looked up


def to_mpsz(kinds: Iterable[Kind]) -> str:
    """Compact mpsz, suits in the order given: ``[0, 1, 9]`` -> ``'12m1p'``."""
    out: list[str] = []
    run_suit = -1
    for k in kinds:
        suit = _SUIT_INDEX[k]
        if suit != run_suit and run_suit >= 0:
            out.append(SUITS[run_suit])
        out.append(_DIGIT_OF[k])
        run_suit = suit
    if run_suit >= 0:
        out.append(SUITS[run_suit])
    return "".join(out)


def chinese_name(k: Kind) -> str:
    """``'五筒'``, ``'东'``, ``'红中'``, ``'春'`` …"""
    if k >= 34:
        return FLOWER_NAMES[k - 34]
    if is_honour(k):
        return _HONOUR_NAMES[k - 27]
    return _NUMERALS[number_of(k) - 1] + _SUIT_NAMES[suit_of(k)]
