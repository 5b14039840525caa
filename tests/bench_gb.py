"""国标 speed (issue #32): hands never seen before, each scored once, in one
process beside the riichi ``mahjong`` package scoring a hand with its
divider cache cleared (``tests.bench.peer_work``); as hands per second and
as the ratio to the peer.  ``make bench`` prints it; ``python -m
tests.bench_gb N`` alone too.  Never a timed unit test.

Two rates: ``score`` (the fans of a winning hand: what the peer does) and
``settle`` (a whole table through ``settle_mapping``: reading, checks,
items, payments, as a request is settled).  Beside them, for reference,
pymahjonggb's (the C++ fan calculator of ChineseOfficialMahjongHelper) on
hands of the same kind, in the venv ``make gb-reference`` builds: another
process, so its ratio is to our rate of this run, not interleaved.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from contextlib import suppress
from pathlib import Path

from app.core.engine.tiles import to_mpsz
from app.core.gb import settle_mapping
from app.core.gb.scoring import score
from tests.bench import peer_work
from tests.core.gb.hands import case_hand, random_cases

ROUNDS = 5
REFERENCE_PYTHON = Path(".venv-gbref/bin/python")


def tables_of(cases: list[dict]) -> list[dict]:
    """Each case as a table: the winner 东, the discarder 北."""
    out = []
    for case in cases:
        hand = case_hand(case)
        concealed = list(hand.concealed)
        concealed.remove(hand.win_tile)
        out.append({
            "round_wind": ("east", "south", "west", "north")[case["round"]],
            "seats": {"east": {"hand": to_mpsz(sorted(concealed)),
                               "melds": [{"type": t, "tiles": tiles} for t, tiles in case["melds"]],
                               "flowers": "".join(str(i + 1) for i in range(case["flowers"])) + "f" if case[
                                   "flowers"] else ""},
                      "south": {}, "west": {}, "north": {}},
            "win": {"seat": "east", "tile": case["win"], "self_drawn": case["self_drawn"],
                    "discarder": None if case["self_drawn"] else "north"},
        })
    return out


def rates(n: int) -> dict[str, float]:
    """Best of ``ROUNDS`` rounds, each on hands not seen before in this process."""
    peer, peer_hands = peer_work(clear_cache=True)
    best = {"peer": 0.0, "score": 0.0, "settle": 0.0}
    for r in range(ROUNDS):
        hands = [case_hand(c) for c in random_cases(n, 1000 + r)]
        tables = tables_of(random_cases(n, 2000 + r))
        start = time.perf_counter()
        for hand in hands:
            score(hand)
        best["score"] = max(best["score"], n / (time.perf_counter() - start))
        start = time.perf_counter()
        for table in tables:
            with suppress(ValueError):  # below 8 fans: refused, as production refuses it
                settle_mapping(table)
        best["settle"] = max(best["settle"], n / (time.perf_counter() - start))
        start = time.perf_counter()
        for _ in range(max(1, n // peer_hands)):
            peer()
        best["peer"] = max(best["peer"], max(1, n // peer_hands) * peer_hands / (time.perf_counter() - start))
    return best


def reference_rate(n: int) -> float | None:
    """pymahjonggb's hands per second, or None where its venv is not built."""
    if not REFERENCE_PYTHON.exists():
        return None
    out = subprocess.run([str(REFERENCE_PYTHON), "-m", "tests.core.gb.reference", "rate", str(n), "3000"],
                         capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": "."})
    return float(out.stdout.strip())


def main(n: int = 2000) -> None:
    found = rates(n)
    peer = found["peer"]
    print(f"国标 first sight: score {found['score']:8.0f} hands/s ({found['score'] / peer:.2f} of the peer), "
          f"settle {found['settle']:8.0f} tables/s ({found['settle'] / peer:.2f}); peer {peer:.0f} hands/s")
    library = reference_rate(n)
    if library is None:
        print("  pymahjonggb: not built (make gb-reference builds it)")
    else:
        print(f"  pymahjonggb (C++, another process): {library:8.0f} hands/s, "
              f"{library / found['score']:.1f}× our score")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
