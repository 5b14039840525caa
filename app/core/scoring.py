"""Scoring items (§4–§5): the winner's base and 番 items on a reading
(R12–R25), the other players' items (R26), and the totals (R25, R27, R28).

Each item is a small named unit built from ``catalogue.ITEMS`` and carries
the tiles it rests on.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .catalogue import ITEMS, LIMIT_POINTS
from .reading import PAIR, PUNG, SEQUENCE, Reading, winning_readings
from .result import ScoreItem
from .table import Meld, MeldType
from .tiles import WINDS, WHITE, Kind, is_dragon, is_honour, is_honour_or_terminal, suit_of, to_mpsz


@dataclass(frozen=True)
class Score:
    base: int
    fan: int
    items: tuple[ScoreItem, ...]


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


def item(code: str, tiles: Iterable[Kind] | str, base: int = 0, fan: int = 0, name: str | None = None) -> ScoreItem:
    d = ITEMS[code]
    text = tiles if isinstance(tiles, str) else to_mpsz(tiles)
    return ScoreItem(code, name or d.name, text, base, fan, d.rule)


def total(score: Score, bonus: int) -> int:
    """牌点汇总 before rounding: (base + bonus) × 2^番 (R25, R26)."""
    return (score.base + bonus) << score.fan


def round_up(raw: int) -> int:
    """R27: up to the next multiple of 10 (132 → 140)."""
    return -(-raw // 10) * 10


def is_limit(points: int) -> bool:
    """R28: 劣子 at 400 or more, judged after rounding."""
    return points >= LIMIT_POINTS


# --- items shared by every player -------------------------------------------

def _set_items(kind: Kind, code: str, tiles: Sequence[Kind], seat_wind: Kind) -> list[ScoreItem]:
    """A pung/kong's base item (R13–R16) and its seat-wind or dragon 番 (R21)."""
    big = is_honour_or_terminal(kind)
    base = {"pung": (4, 2), "concealed_pung": (8, 4), "kong": (16, 8), "concealed_kong": (32, 16)}[code]
    out = [item(code, tiles, base=base[0] if big else base[1])]
    if kind == seat_wind:
        out.append(item("seat_wind_set", tiles, fan=1))
    if is_dragon(kind):
        out.append(item("dragon_set", tiles, fan=1))
    return out


def _pair_items(kind: Kind, seat_wind: Kind) -> list[ScoreItem]:
    """R12: 2 和 for a pair of own seat wind or a dragon."""
    return [item("pair", (kind, kind), base=2)] if kind == seat_wind or is_dragon(kind) else []


_MELD_CODES = {MeldType.PONG: "pung", MeldType.KONG: "kong", MeldType.CONCEALED_KONG: "concealed_kong"}


def meld_items(melds: Iterable[Meld], seat_wind: Kind) -> list[ScoreItem]:
    out: list[ScoreItem] = []
    for meld in melds:
        if meld.type is not MeldType.CHI:
            out += _set_items(meld.kind, _MELD_CODES[meld.type], meld.tiles, seat_wind)
    return out


def flipped_items(flipped: int, flip_kind: Kind) -> list[ScoreItem]:
    """R11: each flipped tile 4 和 and 1 番, winner or not."""
    if not flipped:
        return []
    name = "翻白板" if flip_kind == WHITE else "翻红中"
    return [item("flipped", (flip_kind,) * flipped, base=4 * flipped, fan=flipped, name=name)]


def score_of(items: Sequence[ScoreItem]) -> Score:
    return Score(sum(i.base for i in items), sum(i.fan for i in items), tuple(items))


# --- the winner (R12–R24) ----------------------------------------------------

def winner_score(reading: Reading, ctx: WinContext) -> Score:
    """Every base and 番 item of one reading of the winner's hand."""
    wait = wait_item(reading)
    items = [
        *_group_items(reading, ctx),
        *meld_items(ctx.melds, ctx.seat_wind),
        *flipped_items(ctx.flipped, ctx.flip_kind),
        *([item("self_drawn", (ctx.win_tile,), base=2)] if ctx.self_drawn else []),
        *([wait] if wait else []),
        *_shape_items(reading, ctx, wait is None),
        *_de_items(reading, ctx.de),
        *_how_won_items(reading, ctx),
    ]
    return score_of(items)


def _group_items(reading: Reading, ctx: WinContext) -> list[ScoreItem]:
    out: list[ScoreItem] = []
    for index, group in enumerate(reading.groups):
        if group.shape is PAIR:
            out += _pair_items(group.kind, ctx.seat_wind)
        elif group.shape is PUNG:
            # R19: completed by another player's discard, it counts as exposed.
            exposed = index == reading.win_group and not ctx.self_drawn
            out += _set_items(group.kind, "pung" if exposed else "concealed_pung", group.kinds, ctx.seat_wind)
    return out


def wait_item(reading: Reading) -> ScoreItem | None:
    """R17: 单吊, 嵌档 or 靠柄 for the set the winning tile completes."""
    group, slot = reading.winning_group, reading.win_slot
    if group.shape is PAIR:
        return item("single_wait", group.kinds, base=2)
    if group.shape is SEQUENCE:
        first = group.kinds[0] % 9
        if slot == 1:
            return item("closed_wait", group.kinds, base=2)
        if (slot == 2 and first == 0) or (slot == 0 and first == 6):
            return item("edge_wait", group.kinds, base=2)
    return None


def _all_tiles(reading: Reading, melds: Iterable[Meld]) -> list[Kind]:
    tiles = [k for g in reading.groups for k in g.kinds]
    for meld in melds:
        tiles += meld.tiles
    return tiles


def _shape_items(reading: Reading, ctx: WinContext, two_sided: bool) -> list[ScoreItem]:
    """清一色 / 混一色 (R21a), 对对和, 旁和 — melds included, flips left out."""
    tiles = _all_tiles(reading, ctx.melds)
    everything = to_mpsz(sorted(tiles))
    suits = {suit_of(k) for k in tiles if not is_honour(k)}
    honours = any(is_honour(k) for k in tiles)
    out: list[ScoreItem] = []
    if len(suits) == 1 and not honours:
        out.append(item("full_flush", everything, fan=4))
    elif honours and len(suits) <= 1:
        out.append(item("half_flush", everything, fan=2))
    sets = [g.shape for g in reading.groups if g.shape is not PAIR]
    meld_types = [m.type for m in ctx.melds]
    if all(s is PUNG for s in sets) and MeldType.CHI not in meld_types:
        out.append(item("all_pungs", everything, fan=2))
    if two_sided and all(s is SEQUENCE for s in sets) and all(t is MeldType.CHI for t in meld_types):
        out.append(item("all_chows", everything, fan=1))
    return out


def _de_items(reading: Reading, de: Kind) -> list[ScoreItem]:
    """R22: restored 得 first (1 番 each), then 无得 / 2 张得 / 3 张得 on the rest."""
    wild = [k for g in reading.groups for k, w in zip(g.kinds, g.wild) if w]
    restored = sum(1 for k in wild if k == de)
    left = len(wild) - restored
    out = [item("de_restored", (de,) * restored, fan=restored)] if restored else []
    if left == 0:
        out.append(item("no_de", "", fan=1))
    elif left == 2:
        out.append(item("two_de", (de,) * 2, fan=1))
    elif left == 3:
        out.append(item("three_de", (de,) * 3, fan=2))
    return out


def _how_won_items(reading: Reading, ctx: WinContext) -> list[ScoreItem]:
    win = (ctx.win_tile,)
    out: list[ScoreItem] = []
    if ctx.last_tile:
        out.append(item("last_tile", win, fan=1))
    if ctx.kong_replacement:
        out.append(item("kong_replacement", win, fan=1))
    if ctx.robbing_kong:
        out.append(item("robbing_kong", win, fan=1))
    if ctx.self_drawn and ctx.win_tile == ctx.de:
        out.append(item("self_drawn_de", win, fan=1))
    if len(ctx.melds) == 5:
        out.append(item("big_single_wait", reading.winning_group.kinds, fan=1))
    winds = {g.kind for g in reading.groups} | {m.kind for m in ctx.melds}
    if all(w in winds for w in WINDS):
        out.append(item("four_winds", WINDS, fan=13))
    return out


def rank(score: Score, bonus: int) -> tuple[int, int, int]:
    """R23: highest unrounded 牌点汇总, then more 番, then more base."""
    return total(score, bonus), score.fan, score.base


# --- the other players (R26) -------------------------------------------------

def other_score(hand: Sequence[Kind], melds: tuple[Meld, ...], flipped: int, seat_wind: Kind, de: Kind, flip_kind: Kind) -> Score:
    """闲家 items: 得 at face value (R9) except in 四风会齐 (R24)."""
    counts = Counter(hand)
    items: list[ScoreItem] = []
    for kind in sorted(counts):
        n = counts[kind]
        if n == 2:
            items += _pair_items(kind, seat_wind)
        elif n >= 3:
            items += _set_items(kind, "concealed_pung", (kind,) * n, seat_wind)
    items += meld_items(melds, seat_wind)
    items += flipped_items(flipped, flip_kind)
    if _other_four_winds(counts, melds, seat_wind, de):
        items.append(item("four_winds", WINDS, fan=13))
    return score_of(items)


def _other_four_winds(counts: Counter, melds: Iterable[Meld], seat_wind: Kind, de: Kind) -> bool:
    """R24 for a 闲家: a set of every wind, or a seat-wind pair and sets of
    the other three; 得 in the concealed hand may stand in for wind tiles."""
    melded = {m.kind for m in melds if m.type is not MeldType.CHI}
    short = 0
    for wind in WINDS:
        if wind in melded:
            continue
        have = 0 if wind == de else counts[wind]
        short += max(0, (2 if wind == seat_wind else 3) - have)
    return short <= counts[de]


def best_winner_score(hand: tuple[Kind, ...], ctx: WinContext, bonus: int) -> tuple[Reading, Score]:
    """R23: the reading with the highest unrounded 牌点汇总 (ties: 番, then base)."""
    best: tuple[Reading, Score] | None = None
    best_rank = None
    for reading in winning_readings(hand, ctx.win_tile, ctx.de, 5 - len(ctx.melds)):
        score = winner_score(reading, ctx)
        score_rank = rank(score, bonus)
        if best_rank is None or score_rank > best_rank:
            best, best_rank = (reading, score), score_rank
    if best is None:
        raise ValueError("not a winning hand")  # check_table reports this first
    return best
