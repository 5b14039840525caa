"""The winner's 牌点 (§4): base and 番 items on each reading of the hand
(R12–R24), and the reading that scores most (R23).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .catalogue import ITEMS
from .items import Item, Score, flipped_items, meld_items, pair_items, score_of, scored, set_items, sums
from .reading import PAIR, PUNG, SEQUENCE, Group, Reading, Split, slot_choices, splits
from .table import Meld, MeldType
from .tiles import WINDS, Kind


@dataclass(frozen=True)
class WinContext:
    """What the winner's items depend on besides the reading."""

    seat_wind: Kind
    de: Kind
    flip_kind: Kind
    melds: tuple[Meld, ...]
    flipped: int
    win_tile: Kind
    self_drawn: bool
    kong_replacement: bool = False
    robbing_kong: bool = False
    last_tile: bool = False


def winner_score(reading: Reading, ctx: WinContext) -> Score:
    """Every base and 番 item of one reading of the winner's hand."""
    groups = enumerate(reading.groups)
    others = [i for gi, g in groups if gi != reading.win_group for i in _group_items(g, ctx.seat_wind)]
    slot = _slot(reading.winning_group, reading.win_slot, ctx)
    chows = _all_chows_item(reading, ctx)
    return score_of([
        *_fixed_items(ctx), *_split_items(reading, ctx), *others, *slot.items,
        *([chows] if chows and not slot.wait else []),
    ])


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> tuple[Reading, Score]:
    """R23: the reading with the highest unrounded 牌点汇总 (ties: 番, then base).

    Sums the same items as ``winner_score``, but adds up the parts shared by
    the readings of one split only once, and skips a split whose readings
    cannot beat the best so far (``_SLOT_GAIN``).
    """
    fixed = sums(_fixed_items(ctx))
    best_key: tuple[int, int, int] | None = None
    best: Reading | None = None
    for split in splits((*hand, ctx.win_tile), ctx.de, 5 - len(ctx.melds)):
        per_group = [_group_sums(g, ctx.seat_wind) for g in split.groups]
        base, fan = _split_sums(split, ctx)
        base += fixed[0] + sum(b for b, _ in per_group)
        fan += fixed[1] + sum(f for _, f in per_group)
        if best_key is not None and rank(base + _SLOT_GAIN[0], fan + _SLOT_GAIN[1], bonus) < best_key:
            continue
        chows = _all_chows_item(split, ctx)
        for gi, si in slot_choices(split, ctx.win_tile, ctx.de):
            slot = _slot(split.groups[gi], si, ctx)
            b = base - per_group[gi][0] + slot.base
            f = fan - per_group[gi][1] + slot.fan + (chows.fan if chows and not slot.wait else 0)
            key = rank(b, f, bonus)
            if best_key is None or key > best_key:
                best_key, best = key, Reading(*split, gi, si)
    if best is None:
        raise ValueError("not a winning hand")  # check_table reports this first
    return best, winner_score(best, ctx)


def rank(base: int, fan: int, bonus: int) -> tuple[int, int, int]:
    """R23: highest unrounded 牌点汇总, then more 番, then more base."""
    return (base + bonus) << fan, fan, base


@lru_cache(maxsize=1024)
def _fixed_items(ctx: WinContext) -> tuple[Item, ...]:
    """Items that do not depend on the reading: melds, flips, how it was won."""
    win = (ctx.win_tile,)
    flags = (
        (ctx.self_drawn, scored("self_drawn", win)),
        (ctx.last_tile, scored("last_tile", win)),
        (ctx.kong_replacement, scored("kong_replacement", win)),
        (ctx.robbing_kong, scored("robbing_kong", win)),
        (ctx.self_drawn and ctx.win_tile == ctx.de, scored("self_drawn_de", win)),
    )
    return (
        *meld_items(ctx.melds, ctx.seat_wind),
        *flipped_items(ctx.flipped, ctx.flip_kind),
        *(i for flag, i in flags if flag),
    )


def _split_items(split: Split | Reading, ctx: WinContext) -> list[Item]:
    """Items of a split that do not depend on the winning slot."""
    tiles = _all_tiles(split.groups, ctx.melds)
    items = [scored(code, WINDS if code == "four_winds" else tiles) for code in _shape_codes(split.groups, ctx.melds)]
    return items + _de_items(split.stand_ins, ctx.de)


def _split_sums(split: Split, ctx: WinContext) -> tuple[int, int]:
    """``sums(_split_items(split, ctx))`` without building the items: the
    search sums every split and itemises only the best."""
    base, fan = _flat_sums(_shape_codes(split.groups, ctx.melds))
    de_base, de_fan = _de_sums(split.stand_ins, ctx.de)
    return base + de_base, fan + de_fan


class _SlotPart(NamedTuple):
    """The winning group's items and those its winning slot decides."""

    items: tuple[Item, ...]
    base: int
    fan: int
    wait: bool  # a 单吊 / 嵌档 / 靠柄 item is among them


# What a winning slot can add to its split's sums (R17, R19, R21): one wait
# item's 和, whatever making the winning pung exposed adds (in the rule table,
# it takes away), and one 番 item, 旁和 or 大吊车 (five melds leave only the
# pair, a wait, so never both).
_SLOT_GAIN = (
    max(ITEMS[code].base for code in ("single_wait", "closed_wait", "edge_wait"))
    + max(0, ITEMS["pung"].base - ITEMS["concealed_pung"].base,
          ITEMS["pung"].base_honour_or_terminal - ITEMS["concealed_pung"].base_honour_or_terminal),
    max(ITEMS[code].fan for code in ("all_chows", "big_single_wait")),
)


def _slot(group: Group, slot: int, ctx: WinContext) -> _SlotPart:
    return _slot_part(group, slot, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5)


@lru_cache(maxsize=4096)
def _slot_part(group: Group, slot: int, self_drawn: bool, seat_wind: Kind, five_melds: bool) -> _SlotPart:
    # R19: a pung completed by another player's discard counts as exposed.
    items = list(_group_items(group, seat_wind, exposed=not self_drawn))
    wait = wait_item(group, slot)
    if wait:
        items.append(wait)
    if five_melds:
        items.append(scored("big_single_wait", group.kinds))
    return _SlotPart(tuple(items), *sums(items), wait is not None)


def _all_chows_item(split: Split | Reading, ctx: WinContext) -> Item | None:
    """旁和 when the wait is two-sided: every set, melds included, a sequence."""
    if all(g.shape is not PUNG for g in split.groups) and all(m.type is MeldType.CHI for m in ctx.melds):
        return scored("all_chows", _all_tiles(split.groups, ctx.melds))
    return None


@lru_cache(maxsize=4096)
def _group_sums(group: Group, seat_wind: Kind) -> tuple[int, int]:
    return sums(_group_items(group, seat_wind))


@lru_cache(maxsize=4096)
def _group_items(group: Group, seat_wind: Kind, exposed: bool = False) -> tuple[Item, ...]:
    if group.shape is PAIR:
        return tuple(pair_items(group.kind, seat_wind))
    if group.shape is PUNG:
        return tuple(set_items(group.kind, "pung" if exposed else "concealed_pung", group.kinds, seat_wind))
    return ()


def wait_item(group: Group, slot: int) -> Item | None:
    """R17: 单吊, 嵌档 or 靠柄 for the set the winning tile completes."""
    if group.shape is PAIR:
        return scored("single_wait", group.kinds)
    if group.shape is SEQUENCE:
        first = group.kinds[0] % 9
        if slot == 1:
            return scored("closed_wait", group.kinds)
        if (slot == 2 and first == 0) or (slot == 0 and first == 6):
            return scored("edge_wait", group.kinds)
    return None


def _shape_codes(groups: tuple[Group, ...], melds: tuple[Meld, ...]) -> tuple[str, ...]:
    """清一色 / 混一色 (R21a), 对对和 and 四风会齐 (R24) — melds included, flips left out.

    Every tile of a group or meld shares its suit, so one tile per group tells.
    """
    suits = {k // 9 for k in (*(g.kind for g in groups), *(m.kind for m in melds))}
    honours = 3 in suits
    suits.discard(3)
    out = []
    if len(suits) == 1 and not honours:
        out.append("full_flush")
    elif honours and len(suits) <= 1:
        out.append("half_flush")
    if all(g.shape is not SEQUENCE for g in groups) and all(m.type is not MeldType.CHI for m in melds):
        out.append("all_pungs")
    if honours and _has_four_winds(groups, melds):
        out.append("four_winds")
    return tuple(out)


@lru_cache(maxsize=64)
def _flat_sums(codes: tuple[str, ...]) -> tuple[int, int]:
    """和 and 番 of items that score the same on any tiles, as the shape items do."""
    return sum(ITEMS[c].base for c in codes), sum(ITEMS[c].fan for c in codes)


def _all_tiles(groups: tuple[Group, ...], melds: Iterable[Meld]) -> tuple[Kind, ...]:
    return tuple(sorted((*(k for g in groups for k in g.kinds), *(k for m in melds for k in m.tiles))))


@lru_cache(maxsize=256)
def _de_sums(stand_ins: tuple[Kind, ...], de: Kind) -> tuple[int, int]:
    return sums(_de_items(stand_ins, de))


def _de_items(stand_ins: tuple[Kind, ...], de: Kind) -> list[Item]:
    """R22: restored 得 first (1 番 each), then 无得 / 2 张得 / 3 张得 on the rest."""
    restored = stand_ins.count(de)
    left = len(stand_ins) - restored
    out = [scored("de_restored", (de,) * restored)] if restored else []
    if left == 0:
        out.append(scored("no_de", ()))
    elif left == 2:
        out.append(scored("two_de", (de,) * 2))
    elif left == 3:
        out.append(scored("three_de", (de,) * 3))
    return out


def _has_four_winds(groups: tuple[Group, ...], melds: Iterable[Meld]) -> bool:
    """R24 for the winner: every wind as a set or the pair."""
    kinds = {g.kind for g in groups} | {m.kind for m in melds}
    return all(w in kinds for w in WINDS)
