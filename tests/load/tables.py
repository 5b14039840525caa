"""The tables ``make load`` and ``make soak`` send: real ones, from the seeded
generator (``tests/strategies.py``) and the documented examples."""
from __future__ import annotations

import json
import random
import time
from typing import Any

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
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
