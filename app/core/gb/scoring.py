"""Scoring a 国标 winning hand: every reading of every shape the hand
makes, each reading's fans by the 1998 principles (``fans``), and the
reading that scores highest (就高不就低, G-W2); flowers (G81) added after,
never towards the 8-fan minimum (G-W1).

How it stays quick on hands never seen before: the concealed tiles are
read from per-suit exact splits tabled once (``parts.py``, kept per suit);
what depends on the whole hand (its kinds, its waits, how it was won) is
found once per hand, not per reading; a reading's fans are counts in a
list by G number, and the fans of its chows and of its pungs together are
kept by their kinds (``chows.chow_fans``, ``pungs.pung_fans``).

Decisions (G-W5 and the interpretation's, where the 1998 text is silent):

- A hand that is both seven pairs and sets and a pair scores the higher;
  at equal fans, sets and a pair (the common reading).  At equal fans among
  readings of sets and a pair, one with 一色三同顺 or 三同刻, else the one
  whose wait is 边张, then 嵌张, then 单钓将.
- 组合龙 (G35) with a set and a pair: 边张/嵌张/单钓将 only where the
  winning tile is not one of the knitted straight's (G-W5); then, with no
  meld, by the set and pair alone as any hand's waits; with a meld, the
  pair alone is left: 单钓将.
"""
from __future__ import annotations

from typing import NamedTuple

from ..engine.groups import KNITTED as KNITTED_GROUP
from ..engine.groups import PAIR, PUNG, SEQUENCE, Group
from ..engine.melds import MeldType
from ..engine.reading import Split, splits
from ..engine.shanten import NO_WILD
from ..engine.shapes.slots import KNITTED_STRAIGHTS
from .fans import catalogue as F
from .fans.catalogue import SIZE, VALUES
from .fans.pungs import kong_fans, one_pung_fan
from .fans.sets import set_fans, settle_exclusions
from .fans.special import lone_tiles, nine_gates, nine_gates_extras, seven_pairs
from .fans.tiles import mask_of, tile_fans
from .fans.win import concealment, wait_fan, win_flags
from .hand import WinningHand
from .parts import hand_parts
from .waits import waits_on_one

STANDARD, SEVEN_PAIRS, ORPHANS, KNITTED, KNITTED_STRAIGHT, NINE_GATES = (
    "sets_and_pair", "seven_pairs", "thirteen_orphans", "honours_and_knitted", "knitted_straight", "nine_gates")


_KNITTED_BITS = tuple(sum(1 << k for k in straight) for straight in KNITTED_STRAIGHTS)


class Score(NamedTuple):
    """The best reading's fans: ``counts`` by G number (flowers at G81),
    ``fan`` without flowers, the shape and its split (``None`` for a shape
    read as its tiles: 十三幺, 全不靠, 七对, 九莲宝灯)."""

    counts: tuple[int, ...]
    fan: int
    shape: str
    split: Split | None

    @property
    def total(self) -> int:
        return self.fan + self.counts[F.FLOWER_TILES]


def score(hand: WinningHand) -> Score | None:
    """The best reading of ``hand``; ``None`` when it is no winning hand."""
    concealed, melds, win = hand.concealed, hand.melds, hand.win_tile
    counts = [0] * 34
    for k in concealed:
        counts[k] += 1
    flags = _flags(hand, counts)
    best: Score | None = None
    if not melds:
        mask = mask_of(counts)
        out = [0] * SIZE
        shape = (SEVEN_PAIRS if seven_pairs(counts, mask, out) else
                 ORPHANS if lone_tiles(counts, mask, out) else
                 NINE_GATES if nine_gates(counts, win, out) else None)
        if shape is not None:
            win_flags(out, *flags)
            settle_exclusions(out, [], hand.seat_wind, hand.round_wind)
            if shape == NINE_GATES:
                nine_gates_extras(win, out)
            if shape == ORPHANS and not out[F.THIRTEEN_ORPHANS]:
                shape = KNITTED
            best = _scored(out, shape, None)
            if shape != SEVEN_PAIRS:
                return _with_flowers(best, hand.flowers)
    if len(melds) <= 1:
        found = knitted_straight(hand, counts, flags)
        if found is not None:
            return _with_flowers(found, hand.flowers)
    found = standard(hand, counts, flags)
    if found is not None and (best is None or found.fan >= best.fan):
        best = found
    return None if best is None else _with_flowers(best, hand.flowers)


def _flags(hand: WinningHand, counts: list[int]) -> tuple[bool, bool, bool, bool]:
    """(self-drawn, last tile, kong, last of its kind), as ``win.win_flags`` takes them."""
    kong = hand.kong_replacement if hand.self_drawn else hand.robbing_kong
    return hand.self_drawn, hand.last_tile, kong, hand.last_of_kind and not (
        hand.robbing_kong and not hand.self_drawn)


def _scored(out: list[int], shape: str, split: Split | None) -> Score:
    fan = 0
    for i, n in enumerate(out):
        if n:
            fan += VALUES[i] * n
    if not fan:
        out[F.CHICKEN_HAND] = 1
        fan = VALUES[F.CHICKEN_HAND]
    return Score(tuple(out), fan, shape, split)


def _with_flowers(found: Score, flowers: int) -> Score:
    if not flowers:
        return found
    counts = list(found.counts)
    counts[F.FLOWER_TILES] = flowers
    return found._replace(counts=tuple(counts))


class _Melds(NamedTuple):
    """What the melds give every reading: chows, pungs, concealed kongs, melded kongs, exposed melds."""

    chows: tuple[int, ...]
    pungs: tuple[int, ...]
    concealed_kongs: int
    melded_kongs: int
    exposed: int


def _melds(hand: WinningHand) -> _Melds:
    chows, pungs = [], []
    concealed = melded = exposed = 0
    for meld in hand.melds:
        if meld.type is MeldType.CHI:
            chows.append(meld.kind)
        else:
            pungs.append(meld.kind)
        if meld.type is MeldType.CONCEALED_KONG:
            concealed += 1
        else:
            exposed += 1
            melded += meld.type is MeldType.KONG
    return _Melds(tuple(chows), tuple(pungs), concealed, melded, exposed)


def _whole(hand: WinningHand, counts: list[int], melds: _Melds) -> tuple[list[int], int]:
    """Fans of the whole hand's tiles (``tiles.tile_fans``) and 四归一's count (G64):
    kinds of which all four are in the hand, not as a kong."""
    every = list(counts)
    for meld in hand.melds:
        for k in meld.tiles:
            every[k] += 1
    base = [0] * SIZE
    for fan, n in tile_fans(mask_of(every)):
        base[fan] = n
    return base, sum(1 for c in every if c == 4) - melds.concealed_kongs - melds.melded_kongs


def standard(hand: WinningHand, counts: list[int], flags: tuple[bool, bool, bool, bool]) -> Score | None:
    """The best reading of the concealed tiles as sets and a pair, with the melds."""
    found = hand_parts(counts, 4 - len(hand.melds))
    if not found:
        return None
    melds = _melds(hand)
    base, hogs = _whole(hand, counts, melds)
    win_flags(base, *flags)
    concealment(base, melds.exposed, hand.self_drawn)
    win = hand.win_tile
    unique = None  # whether the hand waited on one kind: found when a reading could use it
    best: Score | None = None
    best_part = None
    exposed_win = not hand.self_drawn and counts[win] >= 3
    for part in found:
        hidden_chows, hidden_pungs, pair = part
        out = list(base)
        chows, pungs = [*melds.chows, *hidden_chows], [*melds.pungs, *hidden_pungs]
        concealed_sets = melds.concealed_kongs + len(hidden_pungs)
        if exposed_win and win in hidden_pungs and not any(k <= win <= k + 2 for k in hidden_chows):
            concealed_sets -= 1  # the discard completed that pung: exposed
        if pungs:
            kong_fans(out, concealed_sets, melds.melded_kongs, melds.concealed_kongs)
        set_fans(out, chows, pungs, pair)
        if not out[F.QUADRUPLE_CHOW]:
            out[F.TILE_HOG] = hogs
        fan = wait_fan(hidden_chows, pair, win)
        if fan:
            if unique is None:
                unique = _waited_on_one(hand, counts)
            if unique:
                out[fan] = 1
        settle_exclusions(out, pungs, hand.seat_wind, hand.round_wind)
        scored = _scored(out, STANDARD, None)
        if best is None or scored.fan > best.fan or (scored.fan == best.fan and (
                out[F.PURE_TRIPLE_CHOW] or out[F.TRIPLE_PUNG] or _wait_rank(out) < _wait_rank(best.counts))):
            best, best_part = scored, part
    # ``found`` is not empty (returned above): the loop ran and set both, which no type says (no assert: a hot path)
    return best._replace(split=_split_of(best_part))  # type: ignore[union-attr, arg-type]


def _wait_rank(counts) -> int:
    """At equal fans, 边张 before 嵌张 before 单钓将 before none (the order the fans are listed in)."""
    return 0 if counts[F.EDGE_WAIT] else 1 if counts[F.CLOSED_WAIT] else 2 if counts[F.SINGLE_WAIT] else 3


def _split_of(part: tuple[tuple[int, ...], tuple[int, ...], int]) -> Split:
    """The best reading's groups, for its text (built once a hand)."""
    chows, pungs, pair = part
    return Split((*(Group(SEQUENCE, (k, k + 1, k + 2)) for k in chows), *(Group(PUNG, (k, k, k)) for k in pungs),
                  Group(PAIR, (pair, pair))), ())


def _waited_on_one(hand: WinningHand, counts: list[int]) -> bool:
    """Whether the hand before the winning tile waited on that kind alone
    (sets and a pair, or seven pairs: ``waits.waits_on_one``)."""
    counts[hand.win_tile] -= 1
    try:
        return waits_on_one(counts, 4 - len(hand.melds), hand.win_tile)
    finally:
        counts[hand.win_tile] += 1


def knitted_straight(hand: WinningHand, counts: list[int], flags: tuple[bool, bool, bool, bool]) -> Score | None:
    """组合龙 (G35) with a set (which may be the one meld) and a pair."""
    mask = mask_of(counts)
    straight = next((s for s, bits in zip(KNITTED_STRAIGHTS, _KNITTED_BITS, strict=True) if mask & bits == bits),
                    None)
    if straight is None:
        return None
    rest = list(hand.concealed)
    for k in straight:
        rest.remove(k)
    found = splits(tuple(rest), NO_WILD, 1 - len(hand.melds))
    if not found:
        return None
    melds = _melds(hand)
    base, hogs = _whole(hand, counts, melds)
    best: Score | None = None
    win = hand.win_tile
    for split in found:
        out = list(base)
        out[F.KNITTED_STRAIGHT] = 1
        out[F.TILE_HOG] = hogs
        fourth = split.groups[0] if split.groups[0].shape is not PAIR else split.groups[-1]
        pair = next(g.kinds[0] for g in split.groups if g.shape is PAIR)
        meld = hand.melds[0] if hand.melds else None
        pungs: list[int] = []
        if meld is not None:
            kind, chow = meld.kind, meld.type is MeldType.CHI
        else:
            kind, chow = fourth.kinds[0], fourth.shape is SEQUENCE
        if chow:
            if pair < 27:
                out[F.ALL_CHOWS] = 1
        else:
            pungs.append(kind)
            fan = one_pung_fan(kind)
            if fan:
                out[fan] = 1
        win_flags(out, *flags)
        if meld is not None:
            if meld.type is MeldType.KONG:
                out[F.MELDED_KONG] = 1
            elif meld.type is MeldType.CONCEALED_KONG:
                out[F.CONCEALED_KONG] = 1
        if meld is None or meld.type is MeldType.CONCEALED_KONG:
            concealment(out, 0, hand.self_drawn)
        if win not in straight:
            _knitted_wait(out, hand, split, win, meld is not None)
        settle_exclusions(out, pungs, hand.seat_wind, hand.round_wind)
        scored = _scored(out, KNITTED_STRAIGHT, Split((Group(KNITTED_GROUP, straight), *split.groups), ()))
        if best is None or scored.fan > best.fan:
            best = scored
    return best


def _knitted_wait(out: list[int], hand: WinningHand, split: Split, win: int, melded: bool) -> None:
    if melded:
        out[F.SINGLE_WAIT] = 1
        return
    rest = [0] * 34
    for g in split.groups:
        for k in g.kinds:
            rest[k] += 1
    rest[win] -= 1
    if waits_on_one(rest, 1, win):
        chows = [g.kinds[0] for g in split.groups if g.shape is SEQUENCE]
        pair = next(g.kinds[0] for g in split.groups if g.shape is PAIR)
        fan = wait_fan(chows, pair, win)
        if fan:
            out[fan] = 1
