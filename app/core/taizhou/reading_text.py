"""What the 得 stand for in a reading, as Taizhou scorekeepers say it:
``得 9p→5m``, a 得 at its own face ``9p 还原``."""
from __future__ import annotations

from functools import lru_cache

from ..engine.messages import Joined, Text, template
from ..engine.reading_text import kind_text
from ..engine.tiles import Kind

DE_RESTORED = template("reading.de_restored", zh="{de} 还原", en="{de} restored")
STAND_INS = template("reading.stand_ins", zh="得 {stand_ins}", en="得 {stand_ins}")


def stand_ins_text(stand_ins: tuple[Kind, ...], de: Kind) -> Text | None:
    """``得 9p→5m``, or ``None`` for a hand without 得."""
    return _stand_ins_text(stand_ins, de) if stand_ins else None


@lru_cache(maxsize=1024)
def _stand_ins_text(stand_ins: tuple[Kind, ...], de: Kind) -> Text:
    """Kept: the waits of a hand, and hands, read their 得 alike (a ``Text`` is immutable)."""
    d = kind_text(de)
    texts = (DE_RESTORED(de=d) if k == de else f"{d}→{kind_text(k)}" for k in stand_ins)
    return STAND_INS(stand_ins=Joined(tuple(texts)))
