"""A reading as people read it: its groups in mpsz, the melds, the slot the
winning tile filled and, in the rule set's words, what each wild tile
stands for."""
from __future__ import annotations

from functools import lru_cache

from .messages import Joined, Message, Sep, Text, template
from .reading import PAIR, Group, Reading
from .tiles import Kind, to_mpsz


def describe_groups(groups: tuple[Group, ...]) -> str:
    """Sets then the pair, in mpsz: ``'123m 999s 88m'``."""
    ordered = [g for g in groups if g.shape is not PAIR] + [g for g in groups if g.shape is PAIR]
    return " ".join(g.text() for g in ordered)


WON = template("reading.won", zh="和 {tile}，成 {group}", en="won on {tile} in {group}")
WON_WAIT = template("reading.won_wait", zh="和 {tile}，成 {group}（{wait}）", en="won on {tile} in {group} ({wait})")


def describe_reading(reading: Reading, meld_texts: tuple[Text, ...], wait: str | None,
                     wilds: Message | None = None) -> Joined:
    """The reading for people: ``'123m 999s 88m | pong 555z | won on 8m in 88m (单吊)'``
    (Chinese: ``'… | 碰 555z | 和 8m，成 88m（单吊）'``), then ``wilds``, what
    the wild tiles stand for as the rule set says it, when the hand has any."""
    parts: list[str | Message] = [describe_groups(reading.groups)]
    if meld_texts:
        parts.append(Joined(meld_texts, Sep.SPACE))
    won = {"tile": kind_text(reading.winning_kind), "group": reading.winning_group.text()}
    parts.append(WON_WAIT(**won, wait=wait) if wait else WON(**won))
    if wilds is not None:
        parts.append(wilds)
    return Joined(tuple(parts), Sep.BAR)


@lru_cache(maxsize=64)
def kind_text(k: Kind) -> str:
    """One kind in mpsz, kept: ``'5m'``."""
    return to_mpsz([k])
