"""``make bench``'s Wenling rows: deterministic Wenling tables made from the
seeded Jiaojiang generator (a number 得, so 白 is the one special honour, as
Jiaojiang's flip tile; the flips given by kind; nothing Wenling refuses), and
the worked examples' flower-得 tables.

- ``wenling_typical``: wins that are not 腊子胡;
- ``wenling_draw``: 黄牌 at 16 tiles left;
- ``wenling_laizi``: three 得 in the winner's hand, self-drawn (W9.1).
"""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

from app.core.engine.notation import parse_tiles
from app.core.wenling import TableError, settle_mapping
from tests.strategies import build_table

EXAMPLES = Path(__file__).parent / "data" / "examples-wenling.jsonl"
KINDS = ("wenling_typical", "wenling_draw", "wenling_laizi")


def as_wenling(request: dict) -> dict:
    """A Jiaojiang table as Wenling reads it: flips by kind, no 弹, stakes, 点炮 or 海底."""
    table = {k: v for k, v in request.items() if k not in ("dan", "stakes", "rules")}
    table["seats"] = {}
    for seat, state in request["seats"].items():
        state = {k: v for k, v in state.items() if k != "flipped"}
        state["flipped_tiles"] = "5z" * request["seats"][seat].get("flipped", 0)
        table["seats"][seat] = state
    if request.get("win"):
        table["win"] = {k: v for k, v in request["win"].items() if k not in ("dianpao", "last_tile")}
    return table


def _kind(table: dict) -> str | None:
    if table.get("win") is None:
        return "wenling_draw"
    de = parse_tiles(table["de"])[0]
    win = table["win"]
    held = parse_tiles(table["seats"][win["seat"]]["hand"]) + (parse_tiles(win["tile"]) if win["self_drawn"] else ())
    return "wenling_laizi" if held.count(de) >= 3 else "wenling_typical"


def wenling_table(rng: random.Random) -> dict | None:
    """A Wenling table from the Jiaojiang generator (None under an honour 得),
    self-drawn when won on a 得 and 30 % of the other wins; Wenling may still refuse it (``accepted``)."""
    request = build_table(rng)
    if parse_tiles(request["de"])[0] >= 27:
        return None  # an honour 得 changes which honours are special (W7)
    table = as_wenling(request)
    if table.get("win") is None:
        table["wall_remaining"] = 16
    elif parse_tiles(table["win"]["tile"])[0] == parse_tiles(table["de"])[0] or rng.random() < 0.3:
        table["win"] |= {"self_drawn": True, "discarder": None, "robbing_kong": False}
    return table


def accepted(table: dict, answer=settle_mapping) -> bool:
    """Whether Wenling answers the table (or, with ``analyse_mapping``, the
    hand) rather than refusing it.  It runs the core: not where it is timed."""
    try:
        answer(copy.deepcopy(table))
    except TableError:
        return False  # e.g. four 中 held by a player who did not win: a 腊子胡 that never happened
    return True


def fixed_tables(per_kind: int) -> dict[str, list[dict]]:
    by_kind: dict[str, list[dict]] = {kind: [] for kind in KINDS}
    seed = 20_000
    while any(len(batch) < per_kind for batch in by_kind.values()):
        table = wenling_table(random.Random(seed))
        seed += 1
        if table is not None and len(by_kind[kind := _kind(table)]) < per_kind and accepted(table):
            by_kind[kind].append(table)
    return by_kind


def flower_tables() -> list[dict]:
    """The worked examples under a flower 得 (the heaviest reading: three 得 kinds)."""
    examples = [json.loads(line)["request"] for line in EXAMPLES.read_text().splitlines() if line.strip()]
    return [e for e in examples if e["de"].endswith("f")]
