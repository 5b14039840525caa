"""Real traffic for the validating proxy: a few hundred settle, sitting and analysis
requests, valid and impossible (422), in every answer form, and every GET; and
requests that break the schema, which the service refuses with 400.

Tables come from the seeded generator (``tests/strategies.py``), as in ``make load``.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from app.api.gb import SERVED as GB
from app.api.jiaojiang.analyze.examples import REQUEST_EXAMPLES as ANALYZE_EXAMPLES
from app.api.jiaojiang.examples import REQUEST_EXAMPLES as SETTLE_EXAMPLES
from app.api.jiaojiang.session.examples import REQUEST_EXAMPLES as SESSION_EXAMPLES
from app.api.wenling import SERVED as WENLING
from app.core.engine.errors import TableError
from app.core.gb import settle_mapping
from tests.core.gb.hands import case_table, random_cases
from tests.strategies import build_table, with_evidence

SEATS = ("east", "south", "west", "north")
PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}
JSON, TEXT, CSV = "application/json", "text/plain", "text/csv"


@dataclass(frozen=True)
class Call:
    method: str
    path: str
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.method} {self.path} {self.headers}"


def _tables(count: int) -> list[dict]:
    rng = random.Random(20261201)
    tables = [build_table(random.Random(seed)) for seed in range(count)]
    return [with_evidence(rng, table) if n % 3 == 0 else table for n, table in enumerate(tables)]


def _impossible(table: dict) -> dict:
    """One tile too many in east's hand: the rules core's 422."""
    broken = copy.deepcopy(table)
    broken["seats"]["east"]["hand"] += " 1m"
    return broken


def _analyses(table: dict) -> list[dict]:
    asked = []
    for seat in SEATS:
        sitter = table["seats"][seat]
        request = {"de": table["de"], "seat": seat, "hand": sitter["hand"], "melds": sitter.get("melds", []),
                   "flipped": sitter.get("flipped", 0)}
        win = table.get("win")
        if win and win["seat"] == seat:
            request["drawn"] = win["tile"]
        asked.append(request)
    return asked


def _sittings(tables: list[dict], count: int, hands: int) -> list[dict]:
    def hand(table: dict) -> dict:
        played = {k: v for k, v in copy.deepcopy(table).items() if k not in ("dan", "dealer_streak", "rules")}
        for sitter in played["seats"].values():
            sitter.pop("name", None)
        return played

    return [{"players": PLAYERS, "dan": 2, "hands": [hand(t) for t in tables[n * hands:(n + 1) * hands]]}
            for n in range(count)]


def valid_traffic(tables: int = 120) -> list[Call]:
    """Schema-valid requests (answered 200 or, for an impossible table, 422), every form and both languages."""
    made = _tables(tables)
    calls = [Call("POST", "/v1/settle", example["value"]) for example in SETTLE_EXAMPLES.values()]
    calls += [Call("POST", "/v1/analyze", example["value"]) for example in ANALYZE_EXAMPLES.values()]
    calls += [Call("POST", "/v1/settle/session", example["value"]) for example in SESSION_EXAMPLES.values()]
    forms = [{}, {"Accept": TEXT}, {"Accept-Language": "zh-CN"}, {"Accept": TEXT, "Accept-Language": "en"}]
    for n, table in enumerate(made):
        calls.append(Call("POST", "/v1/settle", table, forms[n % len(forms)]))
        if n % 4 == 0:
            calls.append(Call("POST", "/v1/settle", _impossible(table)))
        if n % 2 == 0:
            asked = _analyses(table)
            calls += [Call("POST", "/v1/analyze", body, forms[2 * (i % 2)]) for i, body in enumerate(asked)]
    sitting_forms = [{}, {"Accept": TEXT}, {"Accept": CSV}, {"Accept-Language": "zh"}]
    for n, sitting in enumerate(_sittings(made, 12, 8)):
        calls.append(Call("POST", "/v1/settle/session", sitting, sitting_forms[n % len(sitting_forms)]))
    impossible = _sittings([_impossible(made[0]), *made[1:]], 1, 4)[0]
    calls.append(Call("POST", "/v1/settle/session", impossible))
    for op, path in ((WENLING.settle, "settle"), (WENLING.session, "settle/session"), (WENLING.analyze, "analyze")):
        for n, example in enumerate(op.request_examples.values()):
            calls.append(Call("POST", f"/v1/wenling/{path}", example["value"], forms[n % len(forms)]))
    calls += _gb_traffic(forms, sitting_forms)
    calls += [Call("GET", path) for path in ("/v1/rules", "/v1/wenling/rules", "/v1/gb/rules", "/v1/rule-sets",
                                             "/livez", "/readyz", "/metrics")]
    return calls


def _gb_traffic(forms: list[dict], sitting_forms: list[dict], count: int = 60) -> list[Call]:
    """国标: the examples of each operation, and random winning hands of every shape as tables (a few below 8
    fans: 422), as analyses (the hand before its winning tile) and as sittings of four hands."""
    calls = []
    for op, path in ((GB.settle, "settle"), (GB.session, "settle/session"), (GB.analyze, "analyze")):
        for n, example in enumerate(op.request_examples.values()):
            calls.append(Call("POST", f"/v1/gb/{path}", example["value"], forms[n % len(forms)]))
    tables = [case_table(case, 1 + n % 3) for n, case in enumerate(random_cases(count, 32))]
    for n, table in enumerate(tables):
        calls.append(Call("POST", "/v1/gb/settle", table, forms[n % len(forms)]))
        if n % 3 == 0:
            winner = table["seats"][table["win"]["seat"]]
            asked = {**winner, "seat": table["win"]["seat"], "round_wind": table["round_wind"]}
            calls.append(Call("POST", "/v1/gb/analyze", asked, forms[n % 2 * 2]))
    wins = [hand for hand in map(_east_round_hand, tables) if hand is not None]
    for n in range(len(wins) // 4):
        hands = wins[4 * n:4 * n + 4]
        calls.append(Call("POST", "/v1/gb/settle/session", {"players": PLAYERS, "hands": hands},
                          sitting_forms[n % len(sitting_forms)]))
    return calls


def _east_round_hand(table: dict) -> dict | None:
    """The table as a hand of a sitting's 东 round (hands 1–4), if it reaches 8 fans there."""
    hand = {k: v for k, v in table.items() if k != "round_wind"}
    try:
        settle_mapping({**hand, "round_wind": "east"})
    except TableError:
        return None
    return hand


def _without(body: dict, *path: str) -> dict:
    broken = copy.deepcopy(body)
    node = broken
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return broken


def _with(body: dict, value: Any, *path: str) -> dict:
    broken = copy.deepcopy(body)
    node = broken
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return broken


SETTLE = SETTLE_EXAMPLES["discard_win"]["value"]
ANALYZE = ANALYZE_EXAMPLES["ready"]["value"]
SESSION = SESSION_EXAMPLES["resumed_with_dianpao"]["value"]
GB_SETTLE = GB.settle.request_examples["last_of_kind_from_sight"]["value"]
GB_ANALYZE = GB.analyze.request_examples["ready_one_wait_reaches_8"]["value"]
GB_SESSION = GB.session.request_examples["five_hands"]["value"]

# Bodies that break the schema, each with the request field the service names (400).
SCHEMA_BREAKS = [
    (Call("POST", "/v1/settle", _without(SETTLE, "seats")), "seats"),
    (Call("POST", "/v1/settle", _with(SETTLE, "5", "dan")), "dan"),
    (Call("POST", "/v1/settle", _with(SETTLE, 10_001, "dan")), "dan"),
    (Call("POST", "/v1/settle", _with(SETTLE, 5, "de")), "de"),
    (Call("POST", "/v1/settle", _with(SETTLE, 1, "surprise")), "surprise"),
    (Call("POST", "/v1/settle", _with(SETTLE, 5, "seats", "east", "flipped")), "seats.east.flipped"),
    (Call("POST", "/v1/settle", _with(SETTLE, "middle", "win", "seat")), "win.seat"),
    (Call("POST", "/v1/settle", _with(SETTLE, "x" * 41, "seats", "south", "name")), "seats.south.name"),
    (Call("POST", "/v1/analyze", _without(ANALYZE, "hand")), "hand"),
    (Call("POST", "/v1/analyze", _with(ANALYZE, "up", "seat")), "seat"),
    (Call("POST", "/v1/settle/session", _with(SESSION, [], "hands")), "hands"),
    (Call("POST", "/v1/settle/session", _without(SESSION, "players", "north")), "players.north"),
    (Call("POST", "/v1/gb/settle", _without(GB_SETTLE, "seats")), "seats"),
    (Call("POST", "/v1/gb/settle", _with(GB_SETTLE, "middle", "round_wind")), "round_wind"),
    (Call("POST", "/v1/gb/settle", _with(GB_SETTLE, 17, "hand")), "hand"),
    (Call("POST", "/v1/gb/settle", _with(GB_SETTLE, "yes", "win", "last_of_kind")), "win.last_of_kind"),
    (Call("POST", "/v1/gb/analyze", _without(GB_ANALYZE, "hand")), "hand"),
    (Call("POST", "/v1/gb/settle/session", _with(GB_SESSION, "east", "hands", 0, "round_wind")),
     "hands[0].round_wind"),
]
