"""The winner's 牌点 (W11–W15): base and 番 items on each reading of the
hand, and the reading that scores most (R23).

Every reading (engine ``reading``: splits with 得 wild, every slot the
winning tile may fill) is ranked on its sums alone; only the best is
itemised.  A 得 is wild (W6): a flower 得 stands for any of the 34 number,
wind and dragon kinds and is never restored; a number, wind or dragon 得
standing for its own kind is restored (得还原).

Decisions where RULES-wenling.md is silent:

- R19 holds as in Jiaojiang: a pung in the hand completed by another
  player's discard counts as an exposed pung (W11 scores pungs "as R13–R16").
- A third 得 taken from a discard (W9: an ordinary discard win) earns no
  得 item: W14 has no 3 张得.
- 杠上开花 (W14) needs a self-drawn win and a replacement: a kong among the
  winner's melds or a special tile the winner laid out.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..engine.melds import Meld, MeldType
from ..engine.reading import (
    EVERY_WILD_ONLY_GROUP,
    PAIR,
    PUNG,
    SEQUENCE,
    Group,
    Reading,
    look_up_wild,
    suit_splits,
)
from ..engine.seats import Seat
from ..engine.tiles import WINDS, Kind
from .items import Item, flipped_items, meld_items, pair_items, scored, set_items, sums


class WinContext(NamedTuple):
    """What the winner's items depend on besides the reading."""

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


_WIND_BITS = sum(1 << w for w in WINDS)
_HONOUR_BIT = 1 << 3


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> WinnerScore | None:
    """R23: the reading with the highest unrounded total (ties: more 番,
    then more base, then the first in reading order); ``None`` when the
    hand does not win.

    The readings are those of ``table_splits`` (each suit's splits combined,
    a group of 得 alone where the 得 left over make one; ``_wild_only``
    keeps one of each way of scoring), summed from each suit split's sums
    (``_part_infos``, kept per suit), every slot the winning tile may fill
    tried (``_part_slots``); only the best is itemised.
    """
    tiles = (*hand, ctx.win_tile)
    real = tuple(k for k in tiles if k not in ctx.wild)
    jokers = len(tiles) - len(real)
    if any(k >= 34 for k in real):
        return None  # a flower that is not a 得 forms nothing (W4)
    table = look_up_wild(real, jokers, 5 - len(ctx.melds))
    choices = table.choices if table is not None else ()
    if not choices:
        return None
    fixed_base, fixed_fan, m_suits, m_chi, m_pung, m_winds = _fixed_sums(ctx)
    restorable = ctx.de if ctx.de < 34 else -1
    wild_win = ctx.win_tile in ctx.wild
    wind, self_drawn, win_tile = ctx.seat.wind, ctx.self_drawn, ctx.win_tile
    keys = [(first, counts, wild, wind, restorable) for (first, counts), wild in zip(table.suits, table.wilds,
                                                                                     strict=True)]
    infos = [_part_infos(*key) for key in keys]
    slots = [_part_slots(*key, self_drawn) for key in keys]
    win_suit = -1 if wild_win else win_tile // 9
    wild_only = _wild_only(ctx.de, wind, self_drawn, wild_win, win_tile)
    best: tuple | None = None
    for chosen, rest in choices:
        base0, fan0 = fixed_base, fixed_fan
        suits, winds, seqs, pungs, restored = m_suits, m_winds, m_chi, m_pung, 0
        stand_bits = 0
        for suit, i in enumerate(chosen):
            b, f, su, sq, pu, wi, re, sb = infos[suit][i]
            base0 += b
            fan0 += f
            suits |= su
            winds |= wi
            seqs = seqs or sq
            pungs = pungs or pu
            restored += re
            stand_bits |= sb
        for solo in wild_only[rest] if rest else (None,):
            base1, fan1, suits1, winds1, seqs1, pungs1, restored1, bits1 = (
                base0, fan0, suits, winds, seqs, pungs, restored, stand_bits)
            if solo is not None:
                b, f, su, sq, pu, wi, re, sb = _group_info(solo, wind, restorable)
                base1 += b
                fan1 += f
                suits1 |= su
                winds1 |= wi
                seqs1 = seqs1 or sq
                pungs1 = pungs1 or pu
                restored1 += re
                bits1 |= sb
            s_base, s_fan = _shape_sums(suits1, seqs1, winds1 == _WIND_BITS, restored1, jokers)
            base1 += s_base
            fan1 += s_fan
            targets = bits1 if wild_win else 1 << win_tile
            offset = 0
            for suit, i in enumerate(chosen):
                if win_suit < 0 or suit == win_suit:
                    for gi, si, kind, d_base, d_fan, wait in slots[suit][i]:
                        if targets >> kind & 1:
                            base, fan = base1 + d_base, fan1 + d_fan
                            if not pungs1 and not wait:
                                fan += 1  # 旁和 (W14): all sequences, a two-sided wait
                            rank = ((base + bonus) << fan, fan, base)
                            if best is None or rank > best[0]:
                                best = (rank, chosen, solo, offset + gi, si)
                offset += len(table.parts[suit][i].groups)
            if solo is not None:
                for si, kind, d_base, d_fan, wait in _group_slots(solo, self_drawn, wind):
                    if targets >> kind & 1:
                        base, fan = base1 + d_base, fan1 + d_fan
                        if not pungs1 and not wait:
                            fan += 1
                        rank = ((base + bonus) << fan, fan, base)
                        if best is None or rank > best[0]:
                            best = (rank, chosen, solo, offset, si)
    if best is None:
        return None
    _, chosen, solo, gi, si = best
    parts = [table.parts[suit][i] for suit, i in enumerate(chosen)]
    groups = tuple(g for part in parts for g in part.groups)
    stand_ins = tuple(k for part in parts for k in part.stand_ins)
    if solo is not None:
        groups, stand_ins = (*groups, solo), (*stand_ins, *solo.kinds)
    reading = Reading(groups, stand_ins, gi, si)
    items = _items(reading, ctx, jokers, restorable)
    base, fan = sums(items)
    return WinnerScore(reading, items, base, fan, _slot_sums(groups[gi], si, self_drawn, wind)[2])


@lru_cache(maxsize=1 << 13)
def _group_info(group: Group, wind: Kind, restorable: Kind) -> tuple[int, int, int, bool, bool, int, int, int]:
    """A group's sums and what it adds to the hand items: 胡, 番, suit bit,
    a sequence, a pung, wind bit, restored 得, kinds standing in (bits, for
    a group of 得 alone)."""
    b, f = _group_sums(group, wind)
    k = group.kinds[0]
    seq = group.shape is SEQUENCE
    bits = 0
    for kind in group.kinds:
        bits |= 1 << kind
    return (b, f, 1 << (k // 9), seq, group.shape is PUNG, 0 if seq or k not in WINDS else 1 << k,
            group.kinds.count(restorable), bits)


# A suit's splits summed (``_part_infos``, ``_part_slots``): 1,024 suits each, as
# Jiaojiang keeps their scores.  At 8,192, a collection of the young generation
# walked every entry taken since the last (up to 290,000 objects: pauses of
# 200–320 ms in make first-sight); at 1,024 the longest was 34–42 ms (157–166
# after a thousand Jiaojiang hands in the same process), and 2,100 new tables
# settled at 0.41–0.42 ms each either way.
@lru_cache(maxsize=1 << 10)
def _part_infos(first: Kind, counts: tuple[int, ...], wild: int, wind: Kind, restorable: Kind
                ) -> tuple[tuple[int, int, int, bool, bool, int, int, int], ...]:
    """Each of a suit's splits (``suit_splits``) summed as ``_group_info``
    sums a group; its restored 得 and stand-in bits from its stand-ins."""
    out = []
    for part in suit_splits(first, counts, wild):
        b = f = su = wi = 0
        sq = pu = False
        for g in part.groups:
            gb, gf, gs, gq, gp, gw, _, _ = _group_info(g, wind, restorable)
            b, f, su, wi, sq, pu = b + gb, f + gf, su | gs, wi | gw, sq or gq, pu or gp
        bits = 0
        for k in part.stand_ins:
            bits |= 1 << k
        out.append((b, f, su, sq, pu, wi, part.stand_ins.count(restorable), bits))
    return tuple(out)


@lru_cache(maxsize=1 << 10)
def _part_slots(first: Kind, counts: tuple[int, ...], wild: int, wind: Kind, restorable: Kind, self_drawn: bool
                ) -> tuple[tuple[tuple[int, int, Kind, int, int, str | None], ...], ...]:
    """Each of a suit's splits' distinct slots, in reading order: (group,
    slot, kind, what winning there adds to 胡 and 番, the wait)."""
    out = []
    for part in suit_splits(first, counts, wild):
        slots, seen = [], set()
        for gi, g in enumerate(part.groups):
            if g in seen:
                continue
            seen.add(g)
            slots += [(gi, *slot) for slot in _group_slots(g, self_drawn, wind)]
        out.append(tuple(slots))
    return tuple(out)


@lru_cache(maxsize=1 << 13)
def _group_slots(group: Group, self_drawn: bool, wind: Kind) -> tuple[tuple[int, Kind, int, int, str | None], ...]:
    """A group's distinct slots (a kind repeated is one slot): (slot, kind, 胡, 番, wait)."""
    kinds = group.kinds
    return tuple((si, k, *_slot_sums(group, si, self_drawn, wind)) for si, k in enumerate(kinds)
                 if not si or k != kinds[si - 1])


@lru_cache(maxsize=1024)
def _wild_only(de: Kind, wind: Kind, self_drawn: bool, wild_win: bool, win_tile: Kind) -> dict[str, tuple[Group, ...]]:
    """Every group of 得 alone, one per way of scoring: what it adds
    to the sums and the hand items, and, where the winning tile may fill one
    of its slots, what each slot adds."""
    restorable = de if de < 34 else -1
    out = {}
    for shape, groups in EVERY_WILD_ONLY_GROUP.items():
        kept, seen = [], set()
        for g in groups:
            k = g.kinds[0]
            slots = tuple(_slot_sums(g, si, self_drawn, wind) if wild_win or kind == win_tile else None
                          for si, kind in enumerate(g.kinds))
            key = (g.shape, _group_sums(g, wind), k // 9, k if k in WINDS else -1, g.kinds.count(restorable), slots)
            if key not in seen:
                seen.add(key)
                kept.append(g)
        out[shape] = tuple(kept)
    return out


@lru_cache(maxsize=1024)
def _fixed_items(ctx: WinContext) -> tuple[Item, ...]:
    """Items that do not depend on the reading: melds, flips, how it was won (W11–W14)."""
    win = (ctx.win_tile,)
    flags = (
        (ctx.self_drawn, "self_drawn"),
        (ctx.kong_replacement, "kong_replacement"),
        (ctx.robbing_kong, "robbing_kong"),
        (ctx.self_drawn and ctx.win_tile in ctx.wild, "self_drawn_de"),
    )
    return (*meld_items(ctx.melds, ctx.seat.wind), *flipped_items(ctx.flipped, ctx.seat),
            *(scored(code, win) for flag, code in flags if flag))


@lru_cache(maxsize=1024)
def _fixed_sums(ctx: WinContext) -> tuple[int, int, int, bool, bool, int]:
    base, fan = sums(_fixed_items(ctx))
    suits = winds = 0
    chi = pung = False
    for m in ctx.melds:
        if not m.tiles:
            continue
        k = min(m.tiles)
        suits |= 1 << (k // 9)
        if m.type is MeldType.CHI:
            chi = True
        else:
            pung = True
            if k in WINDS:
                winds |= 1 << k
    return base, fan, suits, chi, pung, winds


@lru_cache(maxsize=4096)
def _group_items(group: Group, seat_wind: Kind, exposed: bool = False) -> tuple[Item, ...]:
    if group.shape is PAIR:
        return pair_items(group.kind, seat_wind)
    if group.shape is PUNG:
        return set_items(group.kind, "pung" if exposed else "concealed_pung", group.kinds, seat_wind)
    return ()


@lru_cache(maxsize=4096)
def _group_sums(group: Group, seat_wind: Kind) -> tuple[int, int]:
    return sums(_group_items(group, seat_wind))


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


@lru_cache(maxsize=8192)
def _slot_sums(group: Group, slot: int, self_drawn: bool, seat_wind: Kind) -> tuple[int, int, str | None]:
    """What winning on ``slot`` of ``group`` changes from the group's own
    sums: the wait item (W12), a pung made exposed by a discard (R19)."""
    base = fan = 0
    if group.shape is PUNG and not self_drawn:
        b0, f0 = _group_sums(group, seat_wind)
        b1, f1 = sums(_group_items(group, seat_wind, exposed=True))
        base, fan = b1 - b0, f1 - f0
    wait = wait_code(group, slot)
    if wait:
        base += scored(wait, group.kinds).base
    return base, fan, wait


@lru_cache(maxsize=1024)
def _shape_codes(suits: int, seqs: bool, four_winds: bool, restored: int, jokers: int) -> tuple[str, ...]:
    """W14's hand items besides 旁和: 清一色 / 混一色 (R21a: flips left out,
    a wild 得 as what it stands for), 对对和, 四风全齐, and the 得 items
    (R22: restored 得 first, 1 番 each, then 无得 or 2 张得 on the rest)."""
    honours = bool(suits & _HONOUR_BIT)
    suited = (suits & ~_HONOUR_BIT).bit_count()
    out = []
    if suited == 1 and not honours:
        out.append("full_flush")
    elif honours and suited <= 1:
        out.append("half_flush")
    if not seqs:
        out.append("all_pungs")
    if four_winds:
        out.append("four_winds")
    left = jokers - restored
    if left == 0:
        out.append("no_de")
    elif left == 2:
        out.append("two_de")
    return tuple(out)


@lru_cache(maxsize=1024)
def _shape_sums(suits: int, seqs: bool, four_winds: bool, restored: int, jokers: int) -> tuple[int, int]:
    base, fan = sums(scored(c, (0,)) for c in _shape_codes(suits, seqs, four_winds, restored, jokers))
    return base, fan + restored


def _items(reading: Reading, ctx: WinContext, jokers: int, restorable: int) -> tuple[Item, ...]:
    """The best reading itemised: the same sums the search ranked."""
    wind = ctx.seat.wind
    out = list(_fixed_items(ctx))
    suits = winds = 0
    seqs = pungs = False
    for m in ctx.melds:
        if m.tiles:
            k = min(m.tiles)
            suits |= 1 << (k // 9)
            seqs = seqs or m.type is MeldType.CHI
            pungs = pungs or m.type is not MeldType.CHI
            if m.type is not MeldType.CHI and k in WINDS:
                winds |= 1 << k
    for gi, g in enumerate(reading.groups):
        exposed = gi == reading.win_group and not ctx.self_drawn
        out += _group_items(g, wind, exposed)
        k = g.kind
        suits |= 1 << (k // 9)
        seqs = seqs or g.shape is SEQUENCE
        pungs = pungs or g.shape is PUNG
        if g.shape is not SEQUENCE and k in WINDS:
            winds |= 1 << k
    group = reading.winning_group
    wait = wait_code(group, reading.win_slot)
    if wait:
        out.append(scored(wait, group.kinds))
    all_tiles = tuple(sorted([k for g in reading.groups for k in g.kinds] + [k for m in ctx.melds for k in m.tiles]))
    restored = reading.stand_ins.count(restorable) if restorable >= 0 else 0
    for code in _shape_codes(suits, seqs, winds == _WIND_BITS, restored, jokers):
        if code == "four_winds":
            out.append(scored(code, WINDS))
        elif code in ("no_de", "two_de"):
            out.append(scored(code, ()))
        else:
            out.append(scored(code, all_tiles))
    if restored:
        out.append(scored("de_restored", (restorable,) * restored))
    if not pungs and not wait:
        out.append(scored("all_chows", all_tiles))
    return tuple(out)
