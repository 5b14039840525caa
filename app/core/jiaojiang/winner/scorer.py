"""The winner's 牌点 on one reading of the hand (§4, R12–R24), as the
rulebook states it: each item a small unit citing its rule, a reading's
items and their sum.  The search for the best reading (``search``) sums the
same units; this module is what it must agree with, reading by reading.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from ...engine.groups import PAIR, PUNG, SEQUENCE, Group, WildOnly, wild_only_classes
from ...engine.reading import Reading
from ...engine.records import from_fields
from ...engine.tiles import EAST, WINDS, Kind, is_honour_or_terminal, suit_of
from ...taizhou.winner_sums import WIND_BITS, kind_bits, shape_codes, suit_bits
from ..catalogue import ITEMS
from ..items import Item, Score, flipped_items, meld_items, pair_items, score_of, scored, set_items, sums
from ..table import Meld, MeldType


class WinContext(NamedTuple):
    """What the winner's items depend on besides the reading (a named tuple:
    it keys the caches of what every reading shares)."""

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


# Every field, in order, built in C: a named tuple's ``__new__`` is a Python call (one a winning table, two a wait).
new_win_context = from_fields(WinContext)


@lru_cache(maxsize=34)
def wild_only_groups(de: Kind) -> WildOnly:
    """Groups of 得 alone worth trying (``engine.reading.splits``), one per
    scoring class: two kinds score alike when they share suit, honour-or-
    terminal status (R12–R14) and being the 得 kind (R8); honours each stand
    alone.  Sequences: suit, where the 得 kind falls in them, and being
    1-2-3 / 7-8-9 (R17's 靠柄).  A 得 may stand for any kind, even one whose
    four copies are in sight (R18).
    """
    return wild_only_classes(
        lambda k: (k if k >= EAST else suit_of(k), is_honour_or_terminal(k), k == de),
        lambda k: (suit_of(k), de - k if k <= de <= k + 2 else None, k % 9 in (0, 6)),
    )


def winner_score(reading: Reading, ctx: WinContext) -> Score:
    """Every base and 番 item of one reading of the winner's hand."""
    return winner_scores(reading, (ctx,))[0]


def winner_scores(reading: Reading, ctxs: Sequence[WinContext]) -> list[Score]:
    """``winner_score`` for each of ``ctxs``, ways of winning on the same
    tile with the same melds and seat: the items of the sets not won on and
    of the split's shape and 得 are found once."""
    return [score_of(items) for items in reading_items(reading, ctxs, reading_shape(reading, ctxs[0]))]



class Shape(NamedTuple):
    """What a reading's sets and pair, melds included, add up to for the
    items of the whole hand: its shape (R21, R21a, R24) and its 得 (R22)."""

    suits: int  # a bit per suit (万 筒 条 honours) of its sets and pair
    runs: bool  # a sequence or a chi among them
    pungs: bool  # a pung or a kong among them
    winds: int  # a bit per wind among its sets and pair (R24)
    restored: int  # 得 standing for their own kind (R8)



def reading_shape(reading: Reading, ctx: WinContext) -> Shape:
    """``Shape`` of one reading with the winner's melds."""
    kinds = [g.kind for g in reading.groups] + [m.kind for m in ctx.melds]
    return Shape(
        suits=suit_bits(kinds),
        runs=any(g.shape is SEQUENCE for g in reading.groups) or any(m.type is MeldType.CHI for m in ctx.melds),
        pungs=any(g.shape is PUNG for g in reading.groups) or any(m.type is not MeldType.CHI for m in ctx.melds),
        winds=kind_bits(k for k in kinds if k in WINDS),
        restored=reading.stand_ins.count(ctx.de),
    )


def reading_items(reading: Reading, ctxs: Sequence[WinContext], shape: Sequence) -> list[tuple[Item, ...]]:
    """``winner_scores``' items, given the reading's ``shape`` (``Shape``'s
    fields): its shape, 得 and 旁和 items follow from them."""
    ctx = ctxs[0]
    suits, runs, pungs, winds, restored = shape
    codes = shape_codes(suits, not runs, winds == WIND_BITS)
    tiles = _all_tiles(reading.groups, ctx.melds) if codes or not pungs else ()
    split = [scored(code, WINDS if code == "four_winds" else tiles) for code in codes]
    split += de_items(restored, len(reading.stand_ins), ctx.de)
    chows = () if pungs else (scored("all_chows", tiles),)  # R21: when the wait is two-sided
    groups = enumerate(reading.groups)
    others = [i for gi, g in groups if gi != reading.win_group for i in group_items(g, ctx.seat_wind, False)]
    out = []
    for c in ctxs:
        slot = _slot(reading.winning_group, reading.win_slot, c)
        out.append((*fixed_items(c), *split, *others, *slot.items, *(() if slot.wait else chows)))
    return out


@lru_cache(maxsize=1024)
def fixed_items(ctx: WinContext) -> tuple[Item, ...]:
    """Items that do not depend on the reading: melds, flips, how it was won
    (kept: the search sums them, then itemises its best reading with them)."""
    return (
        *meld_items(ctx.melds, ctx.seat_wind),
        *flipped_items(ctx.flipped, ctx.flip_kind),
        *win_items(ctx.win_tile, ctx.self_drawn, ctx.last_tile, ctx.kong_replacement, ctx.robbing_kong,
                   ctx.self_drawn and ctx.win_tile == ctx.de),
    )


_WIN_CODES = ("self_drawn", "last_tile", "kong_replacement", "robbing_kong", "self_drawn_de")


@lru_cache(maxsize=1024)
def win_items(win_tile: Kind, *flags: bool) -> tuple[Item, ...]:
    """How the hand was won (R17 自摸, R21 海底捞月, 杠上开花, 抢杠和, 自摸得), one
    flag each in ``_WIN_CODES``' order; kept: a few hundred ways in all."""
    win = (win_tile,)
    return tuple(scored(code, win) for code, flag in zip(_WIN_CODES, flags, strict=True) if flag)


class SlotPart(NamedTuple):
    """The winning group's items and those its winning slot decides."""

    items: tuple[Item, ...]
    base: int
    fan: int
    wait: bool  # a 单吊 / 嵌档 / 靠柄 item is among them


def _slot(group: Group, slot: int, ctx: WinContext) -> SlotPart:
    return slot_part(group, slot, ctx.self_drawn, ctx.seat_wind, len(ctx.melds) == 5)


def slot_part(group: Group, slot: int, self_drawn: bool, seat_wind: Kind | None, five_melds: bool) -> SlotPart:
    """The items of ``group`` won on ``slot`` (``SlotPart``), kept by what they
    depend on: the way of winning for a pung alone (R19), the winner's wind
    for a wind's group alone (R12, R21)."""
    return _slot_part(group, slot, self_drawn and group.shape is PUNG,
                      seat_wind if group.kinds[0] in WINDS else None, five_melds)


@lru_cache(maxsize=4096)
def _slot_part(group: Group, slot: int, self_drawn: bool, seat_wind: Kind | None, five_melds: bool) -> SlotPart:
    # R19: a pung completed by another player's discard counts as exposed.
    items = list(group_items(group, seat_wind, not self_drawn))
    wait = wait_item(group, slot)
    if wait:
        items.append(wait)
    if five_melds:
        items.append(scored("big_single_wait", group.kinds))
    return SlotPart(tuple(items), *sums(items), wait is not None)


@lru_cache(maxsize=4096)
def group_sums(group: Group, seat_wind: Kind | None) -> tuple[int, int]:
    """``group_items``' 和 and 番 concealed; ``seat_wind`` None for a group of no wind (one key for every seat)."""
    return sums(group_items(group, seat_wind, False))


@lru_cache(maxsize=4096)
def group_items(group: Group, seat_wind: Kind | None, exposed: bool) -> tuple[Item, ...]:
    # ``exposed`` always by position: a keyword, a default and a position are three keys of one group.
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


@lru_cache(maxsize=64)
def shape_sums(suits: int, all_pungs: bool, four_winds: bool) -> tuple[int, int]:
    return _flat_sums(shape_codes(suits, all_pungs, four_winds))


@lru_cache(maxsize=64)
def _flat_sums(codes: tuple[str, ...]) -> tuple[int, int]:
    """和 and 番 of items that score the same on any tiles, as the shape items do."""
    return sum(ITEMS[c].base for c in codes), sum(ITEMS[c].fan for c in codes)


def _all_tiles(groups: tuple[Group, ...], melds: Iterable[Meld]) -> tuple[Kind, ...]:
    return tuple(sorted((*(k for g in groups for k in g.kinds), *(k for m in melds for k in m.tiles))))


@lru_cache(maxsize=1024)
def de_sums(restored: int, wild: int, de: Kind) -> tuple[int, int]:
    return sums(de_items(restored, wild, de))


@lru_cache(maxsize=1024)
def de_items(restored: int, wild: int, de: Kind) -> tuple[Item, ...]:
    """R22: restored 得 first (1 番 each), then 无得 / 2 张得 / 3 张得 on the
    rest, of ``wild`` 得 in the hand, ``restored`` of them standing for themselves."""
    left = wild - restored
    out = [scored("de_restored", (de,) * restored)] if restored else []
    if left == 0:
        out.append(scored("no_de", ()))
    elif left == 2:
        out.append(scored("two_de", (de,) * 2))
    elif left == 3:
        out.append(scored("three_de", (de,) * 3))
    return tuple(out)
