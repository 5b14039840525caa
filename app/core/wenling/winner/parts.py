"""The search's parts (R23 as W15 keeps it): each suit's splits scored once
(``PartScore``), the slots the winning tile may fill in each
(``part_slots``), and the groups of 得 alone worth trying
(``wild_only_finishes``)."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...engine.groups import EVERY_WILD_ONLY_GROUP, PUNG, SEQUENCE, Group, WildOnly, wild_only_classes
from ...engine.melds import Meld, MeldType
from ...engine.seats import Seat
from ...engine.suit_splits import suit_splits
from ...engine.tiles import EAST, WINDS, Kind, is_honour_or_terminal, suit_of
from ...taizhou.winner_sums import (
    WIND_BITS,
    Finish,
    PartScore,
    Slot,
    Totals,
    kind_bits,
    part_scorer,
    shape_codes,
    suit_bits,
    worth_trying,
)
from ..items import flipped_items, meld_items, scored, sums
from .scorer import WinContext, de_items, group_items, wait_code, way_items


def fixed_totals(ctx: WinContext) -> Totals:
    """What the melds and the way of winning add to every split (``fixed_items``)."""
    held = held_totals(ctx.melds, ctx.flipped, ctx.seat)
    way = way_items(ctx)
    if not way:
        return held
    base, fan = sums(way)
    return Totals(held.base + base, held.fan + fan, *held[2:])


@lru_cache(maxsize=1024)
def held_totals(melds: tuple[Meld, ...], flipped: tuple[Kind, ...], seat: Seat) -> Totals:
    """What the melds and the special tiles laid out add to every split
    (``held_items``), kept for an analysis's waits; summed from the special
    tiles' sums and each meld's, kept apart: each recurs from table to table,
    the two together seldom."""
    base, fan = _flipped_sums(flipped, seat)
    suits = winds = 0
    runs = pungs = False
    for meld in melds:
        m_base, m_fan, suit, run, pung, wind = _meld_part(meld, seat)
        base, fan, suits, winds = base + m_base, fan + m_fan, suits | suit, winds | wind
        runs, pungs = runs or run, pungs or pung
    return Totals(base, fan, suits, runs, pungs, winds, 0)


@lru_cache(maxsize=256)
def _flipped_sums(flipped: tuple[Kind, ...], seat: Seat) -> tuple[int, int]:
    return sums(flipped_items(flipped, seat))


@lru_cache(maxsize=1024)
def _meld_part(meld: Meld, seat: Seat) -> tuple[int, int, int, bool, bool, int]:
    """What one meld adds to ``held_totals``: 胡, 番, its suit's bit, a chi, a pung or kong, its wind's bit."""
    if not meld.tiles:
        return 0, 0, 0, False, False, 0
    base, fan = sums(meld_items((meld,), seat.wind))
    chi = meld.type is MeldType.CHI
    return base, fan, suit_bits((meld.kind,)), chi, not chi, 0 if chi or meld.kind not in WINDS else 1 << meld.kind


# A suit's splits scored: 1,024 suits, as Jiaojiang keeps its scores (docs/operations.md, "Memory").
@lru_cache(maxsize=1 << 10)
def part_scores(first: Kind, counts: tuple[int, ...], wild: int, seat_wind: Kind | None,
                stand_for: Kind | None) -> tuple[PartScore, ...]:
    """``suit_splits(first, counts, wild)`` scored, split by split (the seat
    wind for the honours only, the kind a 得 is restored at in its own suit
    only, else ``None``)."""
    out = []  # a loop, not a generator: a suit never seen is scored at every first sight
    for part in suit_splits(first, counts, wild):
        out.append(_part_score(part.groups, part.stand_ins, seat_wind, stand_for))
    return tuple(out)


@lru_cache(maxsize=1024)
def _group_part(group: Group, seat_wind: Kind | None) -> tuple[int, int, int, bool, bool, int]:
    """What one group adds to a ``PartScore``: 胡, 番, its suit's bit, a run, a pung, its wind's bit."""
    base, fan = sums(group_items(group, seat_wind, False))
    run = group.shape is SEQUENCE
    return (base, fan, suit_bits((group.kind,)), run, group.shape is PUNG,
            kind_bits((group.kind,)) if not run and group.kind in WINDS else 0)


_part_score = part_scorer(_group_part)


@lru_cache(maxsize=4096)
def group_slots(group: Group, self_drawn: bool, seat_wind: Kind) -> tuple[Slot, ...]:
    """Each distinct slot of ``group`` (a kind repeated is one slot), with
    what filling it changes from the group's own sums: the wait item (W12),
    a pung made exposed by a discard (R19)."""
    base, fan = sums(group_items(group, seat_wind, False))
    won_base, won_fan = sums(group_items(group, seat_wind, not self_drawn))
    out = []
    for si, k in enumerate(group.kinds):
        if si == 0 or k != group.kinds[si - 1]:
            wait = wait_code(group, si)
            gain = scored(wait, group.kinds).base if wait else 0
            out.append(Slot(si, k, won_base - base + gain, won_fan - fan, wait is not None))
    return tuple(out)


def part_slots(part: PartScore, targets: int, self_drawn: bool, seat_wind: Kind,
               offset: int = 0) -> list[tuple[tuple[int, int], Slot]]:
    """The slots of ``part``'s distinct groups whose kind is among the bits of
    ``targets``, at (group, slot), its groups counted from ``offset``."""
    out = []  # loops, not a comprehension: in 3.11 that is a function made and called, once a split
    groups = part.groups
    for gi in part.distinct:
        for slot in group_slots(groups[gi], self_drawn, seat_wind):
            if targets >> slot.kind & 1:
                out.append(((offset + gi, slot.place), slot))
    return out


def split_slots(split: Sequence[PartScore], solo: PartScore | None, win_tile: Kind, self_drawn: bool,
                seat_wind: Kind, wild_win: bool) -> list[tuple[tuple[int, int], Slot]]:
    """Each distinct slot the winning tile may fill in ``split`` (a part per
    suit) and ``solo`` (a group of 得 alone, or ``None``), as the engine's
    ``slot_choices`` orders them, at (group, slot): a slot of its kind (in
    its suit), or for a winning 得 (``wild_win``) any slot a 得 stands in;
    the suits' groups, then the group of 得 alone's (left out when a suit's
    split holds its group too: the same reading).  Both searches' slots."""
    if wild_win:
        targets = solo.stand_ins if solo else 0
        for part in split:
            targets |= part.stand_ins
        out, offset = [], 0
        for part in split:
            out += part_slots(part, targets, self_drawn, seat_wind, offset)
            offset += len(part.groups)
    else:
        targets, suit, offset = 1 << win_tile, win_tile // 9, 0
        for part in split[:suit]:
            offset += len(part.groups)
        out = part_slots(split[suit], targets, self_drawn, seat_wind, offset)
        if solo is None:
            return out
        for part in split[suit:]:
            offset += len(part.groups)
    if solo is not None and not any(solo.groups[0] in part.groups for part in split):
        out += part_slots(solo, targets, self_drawn, seat_wind, offset)
    return out


@lru_cache(maxsize=1 << 12)
def extra_sums(suits: int, runs: bool, winds: int, restored: int, jokers: int, stand_for: Kind) -> tuple[int, int]:
    """What a split adds to its sums before its winning slot: the shape items and the 得 items (W14)."""
    shape_base, shape_fan = sums(scored(code, (0,)) for code in shape_codes(suits, not runs, winds == WIND_BITS))
    de_base, de_fan = sums(de_items(restored, jokers, stand_for))
    return shape_base + de_base, shape_fan + de_fan


# ---------------------------------------------------------------- groups of 得 alone


@lru_cache(maxsize=35)
def _classes(stand_for: Kind) -> WildOnly:
    """Groups of 得 alone, one per scoring class: two kinds score alike when
    they share suit, honour-or-terminal status (W11: pungs as R13–R14) and
    being the kind a 得 is restored at (W6); honours each stand alone (W11,
    W13, 四风全齐).  Sequences: suit, where that kind falls in them, and
    being 1-2-3 / 7-8-9 (靠柄, W12)."""
    return wild_only_classes(
        lambda k: (k if k >= EAST else suit_of(k), is_honour_or_terminal(k), k == stand_for),
        lambda k: (suit_of(k), stand_for - k if k <= stand_for <= k + 2 else None, k % 9 in (0, 6)),
    )


@lru_cache(maxsize=1 << 11)
def wild_only_groups(stand_for: Kind, win_tile: Kind) -> WildOnly:
    """The groups of 得 alone worth trying: one per scoring class
    (``_classes``), and every group holding the winning tile's kind
    (``win_tile``, -1 for a winning 得), whose slot it may fill; in the
    reading's order (``EVERY_WILD_ONLY_GROUP``)."""
    classes = _classes(stand_for)
    return {shape: tuple(g for g in groups if g in classes[shape] or win_tile in g.kinds)
            for shape, groups in EVERY_WILD_ONLY_GROUP.items()}


@lru_cache(maxsize=256)
def _wild_only_scores(stand_for: Kind, seat_wind: Kind, win_tile: Kind) -> dict[str, tuple[PartScore, ...]]:
    """``wild_only_groups`` scored, group by group."""
    return {shape: tuple(_part_score((g,), g.kinds, seat_wind, stand_for) for g in groups)
            for shape, groups in wild_only_groups(stand_for, win_tile).items()}


@lru_cache(maxsize=1 << 12)
def wild_only_finishes(rest: str, suits: int, runs: bool, pungs: bool, winds: int, restored: int, jokers: int,
                       stand_for: Kind, seat_wind: Kind, win_tile: Kind
                       ) -> tuple[Finish, ...]:
    """The groups of 得 alone of shape ``rest`` worth trying (``worth_trying``)
    beside splits with these totals, as Jiaojiang's search finds them; the
    winning tile (``win_tile``, or -1 for a winning 得, which may fill any)
    decides which may take it."""
    finishes = []
    for solo in _wild_only_scores(stand_for, seat_wind, win_tile)[rest]:
        more = extra_sums(suits | solo.suits, runs or solo.runs, winds | solo.winds, restored + solo.restored,
                          jokers, stand_for)
        finishes.append((solo, solo.base + more[0], solo.fan + more[1], pungs or solo.pungs))
    slotted = -1 if win_tile < 0 else 1 << win_tile
    return worth_trying(finishes, slotted)
