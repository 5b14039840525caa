"""The groups a winning hand is read into (``reading``): a concealed set — a
pung (刻子) or a sequence (顺子) — or the pair (将), by the kinds their
slots stand for, one of each shape per kind kept; and the groups of wild
tiles alone a rule set tries when the wild tiles left over make a set or
the pair by themselves (``wild_only_classes``)."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import NamedTuple

from .tiles import KINDS, RUN_STARTS, Kind, to_mpsz

PAIR, PUNG, SEQUENCE = "pair", "pung", "sequence"
# The groups of the special winning shapes (``shapes``): a lone tile (十三幺's
# and 全不靠's), and a knitted straight's nine tiles (组合龙, 147/258/369 in three suits).
SINGLE, KNITTED = "single", "knitted"


class Group(NamedTuple):
    """A concealed set or the pair, by the kinds its slots stand for; a
    special shape's groups also take the shapes ``SINGLE`` and ``KNITTED``."""

    shape: str
    kinds: tuple[Kind, ...]

    @property
    def kind(self) -> Kind:
        return self.kinds[0]

    def text(self) -> str:
        return _group_text(self.kinds)


@lru_cache(maxsize=1024)
def _group_text(kinds: tuple[Kind, ...]) -> str:
    """A group's tiles in mpsz, kept: there are a few hundred groups in all."""
    return to_mpsz(kinds)


# Each shape's group by its first kind (a sequence only where ``RUN_STARTS`` lets one start).
SEQUENCES = tuple(Group(SEQUENCE, (k, k + 1, k + 2)) for k in KINDS)
PUNGS = tuple(Group(PUNG, (k, k, k)) for k in KINDS)
PAIRS = tuple(Group(PAIR, (k, k)) for k in KINDS)

# Groups of wild tiles alone, by what the wilds left over must make: the pair, or a set.
WildOnly = dict[str, tuple[Group, ...]]
EVERY_WILD_ONLY_GROUP: WildOnly = {
    PAIR: PAIRS,
    SEQUENCE: PUNGS + tuple(SEQUENCES[k] for k in KINDS if RUN_STARTS[k]),
}


def wild_only_classes(kind_class: Callable[[Kind], Hashable], run_class: Callable[[Kind], Hashable]) -> WildOnly:
    """Groups of wild tiles alone, one per class of what scores alike, as a rule set
    names them: ``kind_class`` of a pair's or pung's kind, ``run_class`` of a
    sequence's first kind.  The first kind of each class stands for it."""
    kinds, runs, seen_kinds, seen_runs = [], [], set(), set()
    for k in KINDS:
        if (cls := kind_class(k)) not in seen_kinds:
            seen_kinds.add(cls)
            kinds.append(k)
    for k in KINDS:
        if RUN_STARTS[k] and (cls := run_class(k)) not in seen_runs:
            seen_runs.add(cls)
            runs.append(k)
    return {PAIR: tuple(PAIRS[k] for k in kinds), SEQUENCE: tuple(PUNGS[k] for k in kinds) + tuple(
        SEQUENCES[k] for k in runs)}
