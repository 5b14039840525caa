"""The tables ``make load`` and ``make soak`` send: real ones, from the seeded
generator (``tests/strategies.py``) and the documented examples."""
from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from typing import Any

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.api.jiaojiang.session.schema import MAX_HANDS
from app.core.jiaojiang import settle_mapping
from tests.bench import fixed_tables
from tests.server import ROOT
from tests.strategies import build_table

Table = dict[str, Any]
SITTING_HANDS = 16
PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}


def load_mix() -> dict[str, list[Table]]:
    """Typical wins, the slowest 3-得 table of the generator's first 25, a 点炮 and a draw."""
    kinds = fixed_tables()
    return {
        "typical win": [table for table in kinds["typical"] if table["win"]][:20],
        "3-得 worst case": [max(kinds["three_de"], key=core_seconds)],
        "点炮": [REQUEST_EXAMPLES["dianpao"]["value"]],
        "draw": [REQUEST_EXAMPLES["draw"]["value"]],
    }


def sittings(mix: dict[str, list[Table]]) -> list[Table]:
    """One 16-hand sitting starting at each table of the mix, the tables in turn:
    every table plays as often as in the single-table run."""
    tables = [table for kind in mix.values() for table in kind]
    hands = [{key: value for key, value in table.items() if key not in ("dan", "dealer_streak", "rules")}
             for table in tables]
    return [
        {"players": PLAYERS, "dan": 5, "hands": [hands[(start + i) % len(hands)] for i in range(SITTING_HANDS)]}
        for start in range(len(hands))
    ]


def soak_pool(size: int) -> list[Table]:
    """``size`` generated tables, the document's examples and the worked examples."""
    worked = (ROOT / "tests" / "data" / "examples.jsonl").read_text(encoding="utf-8").splitlines()
    return (
        [build_table(random.Random(seed)) for seed in range(size)]
        + [example["value"] for example in REQUEST_EXAMPLES.values()]
        + [json.loads(line)["request"] for line in worked]
    )


def core_seconds(table: Table, repeats: int = 5) -> float:
    """The rules core alone, best of ``repeats``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        settle_mapping(table)
        best = min(best, time.perf_counter() - start)
    return best


def new_analyses(seed: int) -> Iterator[Table]:
    """Endless ``/v1/analyze`` requests of the hardest kind, each hand (almost surely)
    never seen: a winning shape of 17 tiles, three of them 得, analysed with ``drawn``."""
    rng = random.Random(seed)
    while True:
        tiles = _winning_shape(rng)
        rng.shuffle(tiles)
        yield {"de": _DE, "hand": " ".join([_DE] * 3 + tiles[3:16]), "melds": [], "drawn": tiles[16]}


def new_wenling_analyses(seed: int) -> Iterator[Table]:
    """``new_analyses`` for ``POST /v1/wenling/analyze``: two 得, the most a
    hand holds there before it is a 腊子胡 (W9)."""
    rng = random.Random(seed)
    while True:
        tiles = _winning_shape(rng)
        rng.shuffle(tiles)
        yield {"de": _DE, "seat": "south", "hand": " ".join([_DE] * 2 + tiles[2:16]), "drawn": tiles[16]}


def new_tables(count: int, seed: int = 50_000) -> list[Table]:
    """``count`` tables of the generator, none of them among those ``make load`` sends."""
    return [build_table(random.Random(seed + n)) for n in range(count)]


def new_sittings(pool: list[Table], seed: int) -> Iterator[Table]:
    """Endless sittings of ``MAX_HANDS`` hands drawn from ``pool``."""
    rng = random.Random(seed)
    hands = [{key: value for key, value in table.items() if key not in ("dan", "dealer_streak", "rules")}
             for table in pool]
    while True:
        yield {"players": PLAYERS, "dan": 5, "hands": rng.sample(hands, MAX_HANDS)}


_DE = "9p"


def _winning_shape(rng: random.Random) -> list[str]:
    """Five sets and a pair of suited tiles, no 得 among them, no kind five times."""
    while True:
        tiles: list[str] = []
        for _ in range(5):
            suit = rng.choice("mps")
            if rng.random() < 0.6:
                low = rng.randint(1, 7)
                tiles += [f"{low + i}{suit}" for i in range(3)]
            else:
                tiles += [f"{rng.randint(1, 9)}{suit}"] * 3
        tiles += [f"{rng.randint(1, 9)}{rng.choice('mps')}"] * 2
        if _DE not in tiles and all(tiles.count(t) <= 4 for t in set(tiles)):
            return tiles

