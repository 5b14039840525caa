"""``make bench``'s analysis rows: ``POST /v1/analyze``'s core on 16-tile hands.

Hands come from the seeded generator (``build_analysis``): a winner's hand
before its winning tile (ready), that hand with one tile changed, or another
seat's hand; no melds, so every hand holds 16 tiles.  Each hand is analysed
from its request (tile strings read, checked, shanten, every wait scored
twice) three times in a row, in three passes over all the hands, and the
fastest run is kept (``tests/timing.py``), as for the tables.  Targets
(issue #10): up to two 得, under 2 ms median; 3 得, under 10 ms worst; with
``drawn`` (every discard's shanten and waits), under 30 ms worst.
"""
from __future__ import annotations

import random
import statistics

from app.core.engine.notation import parse_tiles
from app.core.jiaojiang.analysis import analyse_mapping
from tests.strategies import build_analysis
from tests.timing import fastest_each

PER_KIND = 40
KINDS = ("no_de", "one_de", "two_de", "three_de")


def fixed_hands() -> dict[str, list[dict]]:
    """``PER_KIND`` requests without melds for each count of 得 in hand, and as many with ``drawn``."""
    by_kind: dict[str, list[dict]] = {kind: [] for kind in (*KINDS, "drawn")}
    seed = 20_000
    while any(len(batch) < PER_KIND for batch in by_kind.values()):
        rng = random.Random(seed)
        seed += 1
        request = build_analysis(rng, drawn=rng.random() < 0.5)
        if request["melds"]:
            continue
        de = parse_tiles(request["de"])[0]
        kind = "drawn" if "drawn" in request else KINDS[parse_tiles(request["hand"]).count(de)]
        if len(by_kind[kind]) < PER_KIND:
            by_kind[kind].append(request)
    return by_kind


def main() -> None:
    times = {kind: [s * 1000 for s in fastest_each([lambda r=r: analyse_mapping(r) for r in batch])]
             for kind, batch in fixed_hands().items()}
    print(f"{'analysis':>14} {'hands':>10} {'median ms':>10} {'worst ms':>10}")
    for kind, ms in times.items():
        print(f"{kind:>14} {len(ms):10d} {statistics.median(ms):10.2f} {max(ms):10.2f}")
    up_to_two = [t for kind in KINDS[:3] for t in times[kind]]
    print(f"analysis, up to two 得: {statistics.median(up_to_two):.2f} ms median (target < 2 ms)")
    print(f"analysis, 3 得: {max(times['three_de']):.2f} ms worst (target < 10 ms)")
    print(f"analysis with drawn: {max(times['drawn']):.2f} ms worst (target < 30 ms)")


if __name__ == "__main__":
    main()
