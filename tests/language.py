"""What "no English left in the Chinese" means, for the language tests.

Tile codes (``5m``, ``123p``), rule ids (``R5``), the notation's suit
letters listed as such, a few technical names a Chinese reader sees as they
are (``JSON``, ``UTF-8``, HTTP methods …) and quoted user input are allowed.
"""
from __future__ import annotations

import re

_ALLOWED = re.compile(
    r"'[^']*'"  # what the person typed, echoed as Python's repr
    r"|\b[1-9]*[mpsz]\b"  # tile codes, and m、p、s、z listed
    r"|\bR\d+\b"
    r"|\b(?:JSON|UTF-8|KiB|null|true|false|application/json|Content-Type|GET|HEAD|POST|PUT|PATCH|DELETE"
    r"|OPTIONS|NaN|Infinity)\b"
    r"|\\u|/docs"
)
_WORD = re.compile(r"[A-Za-z]+")


def english_left(chinese: str) -> list[str]:
    """The English words in a Chinese text, allowed tokens aside.

    >>> english_left("南家的牌和不了 5m；听 6m 9m（R5）")
    []
    >>> english_left("第 3 个字符：'x' is not a tile")
    ['is', 'not', 'a', 'tile']
    """
    return _WORD.findall(_ALLOWED.sub(" ", chinese))


def has_han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)
