"""A reading as people read it: its groups in mpsz, the melds, the slot the
winning tile filled and what each 得 stands for."""
from __future__ import annotations

from functools import lru_cache

from .messages import Joined, Sep, Text, template
from .reading import PAIR, Group, Reading
from .tiles import Kind, to_mpsz


def describe_groups(groups: tuple[Group, ...]) -> str:
    """Sets then the pair, in mpsz: ``'123m 999s 88m'``."""
    ordered = [g for g in groups if g.shape is not PAIR] + [g for g in groups if g.shape is PAIR]
    return " ".join(g.text() for g in ordered)


WON = template("reading.won", zh="和 {tile}，成 {group}", en="won on {tile} in {group}")
WON_WAIT = template("reading.won_wait", zh="和 {tile}，成 {group}（{wait}）", en="won on {tile} in {group} ({wait})")
DE_RESTORED = template("reading.de_restored", zh="{de} 还原", en="{de} restored")
STAND_INS = template("reading.stand_ins", zh="得 {stand_ins}", en="得 {stand_ins}")


def describe_reading(reading: Reading, meld_texts: tuple[Text, ...], de: Kind, wait: str | None) -> Joined:
    """The reading for people: ``'123m 999s 88m | pong 555z | won on 8m in 88m (单吊) | 得 9p→5m'``
    (Chinese: ``'… | 碰 555z | 和 8m，成 88m（单吊） | 得 9p→5m'``)."""
    parts: list[str | Text | Joined] = [describe_groups(reading.groups)]
    if meld_texts:
        parts.append(Joined(meld_texts, Sep.SPACE))
    won = {"tile": _kind_text(reading.winning_kind), "group": reading.winning_group.text()}
    parts.append(WON_WAIT(**won, wait=wait) if wait else WON(**won))
    if reading.stand_ins:
        parts.append(_stand_ins_text(reading.stand_ins, de))
    return Joined(tuple(parts), Sep.BAR)


@lru_cache(maxsize=64)
def _kind_text(k: Kind) -> str:
    return to_mpsz([k])


@lru_cache(maxsize=1024)
def _stand_ins_text(stand_ins: tuple[Kind, ...], de: Kind) -> Text:
    """``得 9p→5m``, kept: the waits of a hand, and hands, read their 得 alike
    (a ``Text`` is immutable)."""
    d = _kind_text(de)
    texts = (DE_RESTORED(de=d) if k == de else f"{d}→{_kind_text(k)}" for k in stand_ins)
    return STAND_INS(stand_ins=Joined(tuple(texts)))
