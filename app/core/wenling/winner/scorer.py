"""The winner's 牌点 on one reading of the hand (W11–W15), as the rulebook
states it: each item a small unit citing its rule, a reading's items and
their sum.  The search for the best reading (``search``) sums the same
units; this module is what it must agree with, reading by reading.

A 得 is wild (W6): a flower 得 stands for any of the 34 number, wind and
dragon kinds and is never restored; a number, wind or dragon 得 standing for
its own kind is restored (得还原).

Decisions where RULES-wenling.md is silent:

- R19 holds as in Jiaojiang: a pung in the hand completed by another
  player's discard counts as an exposed pung (W11 scores pungs "as R13–R16").
- A third 得 taken from a discard (W9: an ordinary discard win) earns no
  得 item: W14 has no 3 张得.
- 杠上开花 (W14) needs a self-drawn win and a replacement: a kong among the
  winner's melds or a special tile the winner laid out.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ...engine.groups import PAIR, PUNG, SEQUENCE, Group
from ...engine.melds import Meld, MeldType
from ...engine.reading import Reading
from ...engine.records import from_fields
from ...engine.seats import SEAT_WINDS, Seat
from ...engine.tiles import WINDS, Kind
from ...taizhou.winner_sums import WIND_BITS, kind_bits, shape_codes, suit_bits
from ..items import Item, flipped_items, meld_items, pair_items, scored, set_items, sums


class WinContext(NamedTuple):
    """What the winner's items depend on besides the reading (a named tuple:
    it keys the caches of what every reading shares)."""

    seat: Seat
    de: Kind  # the indicator
    wild: frozenset[Kind]  # the 得 kinds (W5)
    melds: tuple[Meld, ...]
    flipped: tuple[Kind, ...]
    win_tile: Kind
    self_drawn: bool
    kong_replacement: bool = False
    robbing_kong: bool = False


class WinnerScore(NamedTuple):
    reading: Reading
    items: tuple[Item, ...]
    base: int
    fan: int
    wait: str | None  # the wait item's code


new_win_context = from_fields(WinContext)  # every field, in order, built in C
new_winner_score = from_fields(WinnerScore)


def restorable(de: Kind) -> Kind:
    """The kind a 得 is restored at (W6: its own face value), -1 for a flower 得 (never restored)."""
    return de if de < 34 else -1


def winner_score(reading: Reading, ctx: WinContext) -> WinnerScore:
    """Every base and 番 item of one reading of the winner's hand (W11–W14)."""
    return winner_scores(reading, (ctx,))[0]


def winner_scores(reading: Reading, ctxs: Sequence[WinContext], shape: Shape | None = None) -> list[WinnerScore]:
    """``winner_score`` for each of ``ctxs``, ways of winning the same tile
    with the same melds, seat and 得 (from a discard, self-drawn): the items
    of the whole hand, the same for each, itemised once (``shape``: the
    reading's ``reading_shape``, when the search has it).  The items are in
    the rule table's order of building: what does not depend on the reading,
    each set and the pair, the wait, then the whole hand's."""
    group = reading.winning_group
    wait = wait_code(group, reading.win_slot)
    whole = whole_hand_items(reading, ctxs[0], wait, shape if shape is not None else reading_shape(reading, ctxs[0]))
    out = []
    for ctx in ctxs:
        items = (*way_set_items(reading, ctx, wait), *whole)
        base, fan = sums(items)
        out.append(new_winner_score((reading, items, base, fan, wait)))
    return out


def way_set_items(reading: Reading, ctx: WinContext, wait: str | None) -> list[Item]:
    """What does not depend on the reading (``fixed_items``), each set and
    the pair (a pung a discard completes is exposed, R19), the wait (W12)."""
    wind = SEAT_WINDS[ctx.seat]
    out = list(fixed_items(ctx))
    for gi, g in enumerate(reading.groups):
        out += group_items(g, wind, gi == reading.win_group and not ctx.self_drawn)
    if wait:
        out.append(scored(wait, reading.winning_group.kinds))
    return out


def whole_hand_items(reading: Reading, ctx: WinContext, wait: str | None, shape: Shape) -> list[Item]:
    """The whole hand's items (W14) of a reading of ``shape``, the same however
    it was won: its shape's, on its tiles (四风全齐 on the winds), then the 得's."""
    codes = shape_codes(shape.suits, not shape.runs, shape.winds == WIND_BITS)
    all_chows = not shape.pungs and not wait  # 旁和 (W14 as R21): all sequences, a two-sided wait
    tiles = hand_tiles(reading, ctx) if codes or all_chows else ()
    out = []
    for code in codes:
        out.append(scored(code, WINDS if code == "four_winds" else tiles))
    out += de_items(shape.restored, len(reading.stand_ins), restorable(ctx.de))
    if all_chows:
        out.append(scored("all_chows", tiles))
    return out


def hand_tiles(reading: Reading, ctx: WinContext) -> tuple[Kind, ...]:
    """The whole hand's tiles, sorted: the reading's groups and the melds."""
    tiles: tuple[Kind, ...] = ()
    for g in reading.groups:
        tiles += g.kinds
    for m in ctx.melds:
        tiles += m.tiles
    return tuple(sorted(tiles))


def fixed_items(ctx: WinContext) -> tuple[Item, ...]:
    """Items that do not depend on the reading: what is laid out
    (``held_items``), then how it was won (``way_items``)."""
    return held_items(ctx.melds, ctx.flipped, ctx.seat) + way_items(ctx)


@lru_cache(maxsize=1024)
def held_items(melds: tuple[Meld, ...], flipped: tuple[Kind, ...], seat: Seat) -> tuple[Item, ...]:
    """Melds (W11, W13) and special tiles laid out (W11, W13): the same on every wait."""
    return (*meld_items(melds, seat.wind), *flipped_items(flipped, seat))


def way_items(ctx: WinContext) -> tuple[Item, ...]:
    """How it was won (W12 自摸, W14)."""
    if not (ctx.self_drawn or ctx.kong_replacement or ctx.robbing_kong):
        return ()  # a plain discard win: none of them
    win = (ctx.win_tile,)
    flags = (
        (ctx.self_drawn, "self_drawn"),
        (ctx.kong_replacement, "kong_replacement"),
        (ctx.robbing_kong, "robbing_kong"),
        (ctx.self_drawn and ctx.win_tile in ctx.wild, "self_drawn_de"),
    )
    out = []
    for flag, code in flags:
        if flag:
            out.append(scored(code, win))
    return tuple(out)


@lru_cache(maxsize=4096)
def group_items(group: Group, seat_wind: Kind | None, exposed: bool) -> tuple[Item, ...]:
    """A concealed set or the pair: a pung's 胡 (W11: as R13–R14; ``exposed``
    when a discard completed it, R19) and 番 (W13), a pair's 胡 (W11)."""
    if group.shape is PAIR:
        return pair_items(group.kind, seat_wind)
    if group.shape is PUNG:
        return set_items(group.kind, "pung" if exposed else "concealed_pung", group.kinds, seat_wind)
    return ()


def wait_code(group: Group, slot: int) -> str | None:
    """W12 (R17): 单吊, 嵌档 or 靠柄 for the set the winning tile completes."""
    if group.shape is PAIR:
        return "single_wait"
    if group.shape is SEQUENCE:
        first = group.kinds[0] % 9
        if slot == 1:
            return "closed_wait"
        if (slot == 2 and first == 0) or (slot == 0 and first == 6):
            return "edge_wait"
    return None


class Shape(NamedTuple):
    """What a reading's sets and pair, melds included, add up to for the
    items of the whole hand (W14): its suits, runs, pungs, winds, and its
    得 standing for their own kind."""

    suits: int  # a bit per suit (万 筒 条 honours)
    runs: bool  # a sequence or a chi among them
    pungs: bool  # a pung or a kong among them
    winds: int  # a bit per wind among its pungs, kongs and pair
    restored: int  # 得 standing for their own kind (W6)


new_shape = from_fields(Shape)  # every field, in order, built in C


def reading_shape(reading: Reading, ctx: WinContext) -> Shape:
    """``Shape`` of one reading with the winner's melds (a meld given without tiles adds nothing)."""
    melds = [m for m in ctx.melds if m.tiles]
    sets = [(g.kind, g.shape is SEQUENCE) for g in reading.groups] + [(m.kind, m.type is MeldType.CHI) for m in melds]
    stand_for = restorable(ctx.de)
    return Shape(
        suits=suit_bits(k for k, _ in sets),
        runs=any(run for _, run in sets),
        pungs=any(g.shape is PUNG for g in reading.groups) or any(m.type is not MeldType.CHI for m in melds),
        winds=kind_bits(k for k, run in sets if not run and k in WINDS),
        restored=reading.stand_ins.count(stand_for) if stand_for >= 0 else 0,
    )


@lru_cache(maxsize=256)
def de_items(restored: int, wild: int, stand_for: Kind) -> tuple[Item, ...]:
    """W14 (as R22): 无得 or 2 张得 on the ``wild`` 得 in the hand less the
    ``restored`` (standing for ``stand_for``, their own kind), and 得还原,
    1 番 each.  Three left over earn nothing: no 3 张得 in Wenling."""
    left = wild - restored
    out = []
    if left == 0:
        out.append(scored("no_de", ()))
    elif left == 2:
        out.append(scored("two_de", ()))
    if restored:
        out.append(scored("de_restored", (stand_for,) * restored))
    return tuple(out)
