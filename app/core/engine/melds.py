"""Melds (副露): 吃 碰 杠 and the declared concealed kong (暗杠), as every rule
set with chi, pong and kong has them."""
from __future__ import annotations

from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple

from .messages import Both, Text, rendered, template
from .tiles import Kind, to_mpsz

MELD_TEXT = template("meld.text", zh="{type} {tiles}", en="{type} {tiles}")


class MeldType(StrEnum):
    CHI = "chi"
    PONG = "pong"
    KONG = "kong"
    CONCEALED_KONG = "concealed_kong"

    @property
    def size(self) -> int:
        return 4 if self in (MeldType.KONG, MeldType.CONCEALED_KONG) else 3

    @property
    def text(self) -> Text:
        """吃 碰 明杠 暗杠 / chi pong kong concealed_kong."""
        return _MELD_NAMES[self]


_MELD_NAMES = {
    t: template(f"meld.{t.value}", zh=zh, en=t.value)()
    for t, zh in zip(MeldType, ("吃", "碰", "明杠", "暗杠"), strict=True)
}


MELD_TYPES = {t.value: t for t in MeldType}


class Meld(NamedTuple):
    """An exposed meld (吃 碰 杠) or a declared concealed kong (暗杠)."""

    type: MeldType
    tiles: tuple[Kind, ...]
    claimed: Kind | None = None

    @property
    def kind(self) -> Kind:
        """The lowest tile: the pung/kong kind, or a sequence's start."""
        return min(self.tiles)

    @property
    def is_kong(self) -> bool:
        return self.type in (MeldType.KONG, MeldType.CONCEALED_KONG)

    @property
    def text(self) -> Both:
        """``'pong 555z'`` / ``'碰 555z'``."""
        return _meld_text(self.type, self.tiles)


@lru_cache(maxsize=1024)
def _meld_text(type: MeldType, tiles: tuple[Kind, ...]) -> Both:
    """Kept, formatted in both languages: melds recur from table to table
    (120 met in 3,300 tables), each shown in its winner's reading."""
    return rendered(MELD_TEXT(type=type.text, tiles=to_mpsz(sorted(tiles))))


