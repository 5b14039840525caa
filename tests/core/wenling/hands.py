"""Generated Wenling winning hands for the winner's tests: sets and a pair
with 0–3 得 (a number, wind or dragon 得, or a flower 得: three flower kinds
wild), 0–5 melds, special tiles laid out, every way of winning."""
from __future__ import annotations

import random

from app.core.engine.melds import Meld, MeldType
from app.core.engine.seats import SEATS
from app.core.engine.tiles import FLOWERS
from app.core.wenling.tiles import de_kinds, special_kinds
from app.core.wenling.winner import WinContext

RUN_STARTS = tuple(k for k in range(27) if k % 9 <= 6)
JOKERS = (0,) * 7 + (1,) * 6 + (2,) * 4 + (3,) * 3  # hand i holds JOKERS[i % 20] 得, as in play
_MELDS = (MeldType.CHI, MeldType.PONG, MeldType.KONG, MeldType.CONCEALED_KONG)


def winning_hand(rng: random.Random, jokers: int) -> tuple[tuple[int, ...], WinContext]:
    """A winner's concealed hand and a way of winning it with ``jokers`` 得
    among its tiles (the winning tile included): a flower 得 one time in
    four, a fifth of the hands in one or two suits (where readings pile up)."""
    while True:
        de = rng.choice(FLOWERS) if rng.random() < 1 / 4 else rng.randrange(34)
        wild = de_kinds(de)
        suits = rng.sample(range(4), rng.choice((1, 2))) if rng.random() < 1 / 5 else range(4)
        kinds = [k for k in range(34) if k // 9 in suits and k not in wild]
        left = [4] * 34
        if de < 34:
            left[de] = 0  # 得 are added below as wild tiles
        melds = _melds(rng, kinds, rng.choices(range(6), weights=(6, 4, 3, 2, 1, 1))[0], left)
        tiles = _groups(rng, kinds, 5 - len(melds), left) if melds is not None else None
        if tiles is None:
            continue
        spare = sorted(wild)
        for i in rng.sample(range(len(tiles)), min(jokers, len(tiles))):
            tiles[i] = spare.pop(rng.randrange(len(spare))) if de >= 34 else de
        win = tiles.pop(rng.randrange(len(tiles)))
        self_drawn = rng.random() < 0.5
        special = sorted(special_kinds(de, rng.random() < 0.7))
        flipped = tuple(sorted(rng.sample(special, rng.choice((0, 0, 1, 2, 3)))))
        ctx = WinContext(rng.choice(SEATS), de, wild, tuple(melds), flipped, win, self_drawn,
                         kong_replacement=self_drawn and rng.random() < 0.1,
                         robbing_kong=not self_drawn and rng.random() < 0.1)
        return tuple(sorted(tiles)), ctx


def _melds(rng: random.Random, kinds: list[int], count: int, left: list[int]) -> list[Meld] | None:
    out = []
    for _ in range(count):
        kind = rng.choice(_MELDS)
        runs = [k for k in RUN_STARTS if k in kinds and k + 2 in kinds]
        if kind is MeldType.CHI and not runs:
            return None
        start = rng.choice(runs) if kind is MeldType.CHI else rng.choice(kinds)
        tiles = (start, start + 1, start + 2) if kind is MeldType.CHI else (start,) * kind.size
        if not _take(tiles, left):
            return None
        out.append(Meld(kind, tiles))
    return out


def _groups(rng: random.Random, kinds: list[int], sets_needed: int, left: list[int]) -> list[int] | None:
    runs = [k for k in RUN_STARTS if k in kinds and k + 2 in kinds]
    shapes = [(k, k, k) for k in kinds] + [(k, k + 1, k + 2) for k in runs]
    tiles: list[int] = []
    for group in [rng.choice(shapes) for _ in range(sets_needed)] + [(k := rng.choice(kinds), k)]:
        if not _take(group, left):
            return None
        tiles += group
    return tiles


def _take(tiles: tuple[int, ...], left: list[int]) -> bool:
    for k in tiles:
        if not left[k]:
            return False
        left[k] -= 1
    return True
