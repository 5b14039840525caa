"""The first-sight streams of ``make bench`` and ``make instructions``: for
each row, inputs the service has never seen, from the seeded generators
(``tests/strategies.py``), so that every run sees the same ones; and the
riichi peer's distinct hands.

A row's ``n``-th candidate comes from ``random.Random(row.seed + n)``; a
candidate not of the row's kind is passed over, so ``stream(name, start,
count)`` is the same list in every run, and streams of the same row that do
not overlap (``start``) share no input.  No input repeats within a row: the
generator's seeds differ, and a repeat would be dropped.

The Wenling rows keep only what Wenling answers (``bench_wenling.accepted``),
which runs the core: make the streams in a process apart from the one timed
or counted, or its caches would have seen them.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, NamedTuple

from app.core.engine.notation import parse_tiles
from app.core.wenling import analyse_mapping as analyse_wenling
from tests.bench_count import answerer
from tests.bench_wenling import accepted, wenling_table
from tests.strategies import build_analysis, build_table

Input = dict[str, Any]


class Row(NamedTuple):
    """One row: where its seeds start, its candidates, and the rules core's
    entry that answers them (``RULE_SET.<work>`` of ``app.core.<rule_set>``)."""

    seed: int
    make: Callable[[random.Random], Input | None]
    rule_set: str
    work: str  # "settle" or "analyse"


def _winner_de(table: Input) -> int:
    """How many 得 the winner holds, the winning tile included (-1 for a 黄牌)."""
    win = table["win"]
    if win is None:
        return -1
    de = parse_tiles(table["de"])[0]
    return (*parse_tiles(table["seats"][win["seat"]]["hand"]), *parse_tiles(win["tile"])).count(de)


def _with_de(wilds: int) -> Callable[[random.Random], Input | None]:
    def make(rng: random.Random) -> Input | None:
        table = build_table(rng, draw=False, wilds=wilds)
        return table if _winner_de(table) == wilds else None
    return make


def _wenling(rng: random.Random) -> Input | None:
    table = wenling_table(rng)
    return table if table is not None and accepted(table) else None


def _wenling_analysis(rng: random.Random) -> Input | None:
    """``build_analysis``'s hand as ``POST /v1/wenling/analyze`` takes it
    (a number 得; flips as the special tiles, W8), if Wenling answers it."""
    request = build_analysis(rng)
    if parse_tiles(request["de"])[0] >= 27:
        return None  # an honour 得 changes which honours are special (W7)
    hand = {k: v for k, v in request.items() if k not in ("flipped", "rules")}
    hand["flipped_tiles"] = "5z" * request["flipped"]
    return hand if accepted(hand, analyse_wenling) else None


ROWS: dict[str, Row] = {
    "typical": Row(1_000_000, build_table, "jiaojiang", "settle"),
    "no_de": Row(2_000_000, _with_de(0), "jiaojiang", "settle"),
    "three_de": Row(3_000_000, _with_de(3), "jiaojiang", "settle"),
    "draw": Row(4_000_000, lambda rng: build_table(rng, draw=True), "jiaojiang", "settle"),
    "wenling": Row(5_000_000, _wenling, "wenling", "settle"),
    "analysis": Row(6_000_000, build_analysis, "jiaojiang", "analyse"),
    "wenling_analysis": Row(7_000_000, _wenling_analysis, "wenling", "analyse"),
}


def stream(name: str, start: int, count: int) -> list[Input]:
    """Inputs ``start`` to ``start + count`` of row ``name``, distinct."""
    row, out, seen, n = ROWS[name], [], set(), 0
    while len(out) < start + count:
        candidate = row.make(random.Random(row.seed + n))
        n += 1
        if candidate is not None and (text := json.dumps(candidate, sort_keys=True)) not in seen:
            seen.add(text)
            out.append(candidate)
    return out[start:]


def answer(name: str) -> Callable[[Input], object]:
    """What production does with one input of row ``name`` (``bench_count.answerer``)."""
    return answerer(ROWS[name].rule_set, ROWS[name].work)


# ---------------------------------------------------------------- the peer

PEER_SEED = 9_000_000


def peer_hands(count: int, seed: int = PEER_SEED) -> list[tuple[list[int], int]]:
    """``count`` distinct closed riichi hands, four sets (60 % runs) and a
    pair, with the winning tile among them: (136-format tiles, winning tile).
    Self-drawn and closed, so every one has a yaku (menzen tsumo)."""
    rng, seen, out = random.Random(seed), set(), []
    while len(out) < count:
        kinds = []
        for _ in range(4):
            if rng.random() < 0.6:
                low = 9 * rng.randrange(3) + rng.randint(0, 6)
                kinds += (low, low + 1, low + 2)
            else:
                kinds += (rng.randrange(34),) * 3
        kinds += (rng.randrange(34),) * 2
        kinds.sort()
        win = rng.choice(kinds)
        if (key := (tuple(kinds), win)) in seen:
            continue
        tiles, copies = [], [0] * 34
        for k in kinds:
            tiles.append(4 * k + copies[k])
            copies[k] += 1
        if max(copies) <= 4:
            seen.add(key)
            out.append((tiles, 4 * win))
    return out
