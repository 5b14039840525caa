"""The hand search the rules core used before its suit tables: the reference
that ``tests/core/jiaojiang/test_reading_tables.py`` holds the table-driven reading to.

Depth-first over the 34 kinds in order, deciding at each kind how many pungs,
pairs and new sequences use it; sequences begun at the two kinds before also
need a slot here.  Slots beyond the real tiles are 得 (R18).  A group of 得
alone is added last, one of those the caller gives (a rule set's scoring
classes), or every group.
"""
from __future__ import annotations

from app.core.engine.groups import EVERY_WILD_ONLY_GROUP, PAIR, PUNG, SEQUENCE, Group, WildOnly
from app.core.engine.reading import Split
from app.core.engine.tiles import KINDS, Kind, sequence_start_ok

_RUN_STARTS = tuple(sequence_start_ok(k) for k in KINDS)
_SEQUENCES = tuple(Group(SEQUENCE, (k, k + 1, k + 2)) for k in KINDS)
_PUNGS = tuple(Group(PUNG, (k, k, k)) for k in KINDS)
_PAIRS = tuple(Group(PAIR, (k, k)) for k in KINDS)


def search_splits(tiles: tuple[Kind, ...], de: Kind, sets_needed: int, wild_only: WildOnly | None = None
                  ) -> list[Split]:
    """Every split of ``tiles`` into ``sets_needed`` sets and a pair, 得 wild; a
    group of 得 alone among ``wild_only`` (every group when not given)."""
    if len(tiles) != 3 * sets_needed + 2:
        return []
    counts = [0] * 34
    jokers = 0
    for k in tiles:
        if k == de:
            jokers += 1
        else:
            counts[k] += 1
    search = _Search(counts, wild_only or EVERY_WILD_ONLY_GROUP)
    search.run(0, 0, 0, jokers, sets_needed, 1)
    return search.found


class _Search:
    def __init__(self, counts: list[int], wild_only: WildOnly):
        self.counts = counts
        self.found: list[Split] = []
        self.solo = wild_only
        # Where a group may start: on a real tile, or a sequence just before one.
        self.openers = [c or (start and (counts[k + 1] or counts[k + 2])) for k, (c, start) in
                        enumerate(zip(counts, _RUN_STARTS, strict=True))]
        self.groups: list[Group] = []
        self.stand_ins: list[Kind] = []

    def run(self, k, due_now, due_next, jokers, sets, pairs) -> None:
        """``due_now``: sequences needing kind ``k`` as their last tile;
        ``due_next``: sequences needing ``k`` and ``k + 1``."""
        counts, openers = self.counts, self.openers
        while k < 34 and not due_now and not due_next and not (counts[k] or (jokers and openers[k])):
            k += 1
        if k == 34:
            self._finish(jokers, sets, pairs)
            return
        real = counts[k]
        due = due_now + due_next
        groups, stand_ins = self.groups, self.stand_ins
        can_start = min(sets, real + jokers - due) if openers[k] and _RUN_STARTS[k] else 0
        # Pungs and pairs of 得 alone come in _finish, so only on real tiles here.
        for pair in range(pairs + 1 if real else 1):
            for pungs in range(sets + 1 if real else 1):
                placed = due + 3 * pungs + 2 * pair
                if placed - real > jokers:
                    break
                # Every real tile of this kind is placed; what real tiles miss, 得 fill.
                for starts in range(max(0, real - placed), min(can_start, sets - pungs, real + jokers - placed) + 1):
                    wild = placed + starts - real
                    added = starts + pungs + pair
                    groups += (_SEQUENCES[k],) * starts + (_PUNGS[k],) * pungs + (_PAIRS[k],) * pair
                    stand_ins += (k,) * wild
                    self.run(k + 1, due_next, starts, jokers - wild, sets - starts - pungs, pairs - pair)
                    del groups[len(groups) - added:]
                    del stand_ins[len(stand_ins) - wild:]

    def _finish(self, jokers: int, sets: int, pairs: int) -> None:
        """Every real tile is placed; what is left must be one group of 得 alone, or nothing."""
        if jokers == 0 and not (sets or pairs):
            self.found.append(Split(tuple(self.groups), tuple(self.stand_ins)))
        elif sets + pairs == 1 and jokers == 3 * sets + 2 * pairs:
            for group in self.solo[PAIR if pairs else SEQUENCE]:
                self.found.append(Split((*self.groups, group), (*self.stand_ins, *group.kinds)))
