"""A reading as people read it: its groups in mpsz, the melds, the slot the
winning tile filled and, in the rule set's words, what each wild tile
stands for."""
from __future__ import annotations

from functools import lru_cache

from .groups import KNITTED, PAIR, SINGLE, Group
from .messages import Both, Joined, Message, Sep, rendered, template
from .reading import Reading
from .tiles import Kind, to_mpsz


def describe_groups(groups: tuple[Group, ...]) -> str:
    """Sets then the pair, in mpsz: ``'123m 999s 88m'``."""
    sets: list[str] = []
    pairs: list[str] = []
    for g in groups:
        (pairs if g.shape is PAIR else sets).append(g.text())
    return " ".join(sets + pairs)


def describe_special_groups(groups: tuple[Group, ...]) -> str:
    """A special shape's groups: a knitted straight, the sets, the lone tiles
    as one run, then the pair or pairs, in mpsz: ``'147m258p369s 123m 55z'``,
    ``'19m19p19s234567z 11z'``, ``'11m 22m 33m 44m 55m 66m 77m'`` (kept apart
    from ``describe_groups``, which every table of sets and a pair takes)."""
    knitted = [g.text() for g in groups if g.shape == KNITTED]
    sets = [g.text() for g in groups if g.shape not in _NOT_SETS]
    singles = sorted(g.kind for g in groups if g.shape == SINGLE)
    pairs = [g.text() for g in groups if g.shape == PAIR]
    return " ".join(knitted + sets + ([to_mpsz(singles)] if singles else []) + pairs)


_NOT_SETS = (KNITTED, SINGLE, PAIR)

# A winning shape's name (``shapes``: each unit's ``code``).
SHAPE_NAMES = {
    code: template(f"reading.shape.{code}", zh=zh, en=en)()
    for code, zh, en in (
        ("sets_and_pair", "基本和型", "sets and a pair"),
        ("seven_pairs", "七对", "seven pairs"),
        ("thirteen_orphans", "十三幺", "thirteen orphans"),
        ("honours_and_knitted", "全不靠", "honours and knitted tiles"),
        ("knitted_straight", "组合龙", "knitted straight"),
    )
}


WON = template("reading.won", zh="和 {tile}，成 {group}", en="won on {tile} in {group}")
WON_WAIT = template("reading.won_wait", zh="和 {tile}，成 {group}（{wait}）", en="won on {tile} in {group} ({wait})")


def describe_reading(reading: Reading, meld_texts: tuple[Message, ...], wait: str | None,
                     wilds: Message | None = None, groups_text: str | None = None) -> Joined:
    """The reading for people: ``'123m 999s 88m | pong 555z | won on 8m in 88m (单吊)'``
    (Chinese: ``'… | 碰 555z | 和 8m，成 88m（单吊）'``), then ``wilds``, what
    the wild tiles stand for as the rule set says it, when the hand has any;
    ``groups_text`` in place of the groups' (``describe_special_groups``)."""
    parts: list[str | Message] = [groups_text or describe_groups(reading.groups)]
    if meld_texts:
        parts.append(Joined(meld_texts, Sep.SPACE))
    parts.append(_won_text(kind_text(reading.winning_kind), reading.winning_group.text(), wait))
    if wilds is not None:
        parts.append(wilds)
    return Joined(tuple(parts), Sep.BAR)


@lru_cache(maxsize=1024)
def _won_text(tile: str, group: str, wait: str | None) -> Both:
    """The winning tile, its group and its wait, kept and formatted in both
    languages: 131 such met in 3,300 tables, each shown in its winner's reading."""
    return rendered(WON_WAIT(tile=tile, group=group, wait=wait) if wait else WON(tile=tile, group=group))


@lru_cache(maxsize=64)
def kind_text(k: Kind) -> str:
    """One kind in mpsz, kept: ``'5m'``."""
    return to_mpsz([k])
