"""pymahjonggb (module ``MahjongGB``, the fan calculator of
ChineseOfficialMahjongHelper) as the reference for our fans: run only
through the Makefile's ``gb-reference`` (writes ``reference_answers.jsonl``)
and ``gb-differential`` (a large live run), each in a venv of its own that
has the library.  ``make test`` reads the written answers only.

    python -m tests.core.gb.reference write N SEED PATH
    python -m tests.core.gb.reference live N SEED
    python -m tests.core.gb.reference rate N SEED   (hands per second, for make bench)
"""
from __future__ import annotations

import json
import sys
import time
from collections import Counter
from contextlib import suppress

from tests.core.gb.differences import classify
from tests.core.gb.hands import our_fans, random_cases

_LETTERS = {"m": "W", "s": "T", "p": "B"}
_HONOURS = ("F1", "F2", "F3", "F4", "J3", "J2", "J1")  # 东南西北 白发中
# Its names that differ from RULES-gb.md's (the wait fans say 独听).
_NAMES = {"独听・边张": "边张", "独听・嵌张": "嵌张", "独听・单钓": "单钓将"}


def _tile(code: str) -> str:
    n, suit = code[0], code[1]
    return _HONOURS[int(n) - 1] if suit == "z" else _LETTERS[suit] + n


def _tiles(mpsz: str) -> list[str]:
    out, digits = [], []
    for ch in mpsz:
        if ch.isdigit():
            digits.append(ch)
        else:
            out += [_tile(d + ch) for d in digits]
            digits = []
    return out


def library_arguments(case: dict) -> tuple:
    """The case as ``MahjongGB.MahjongFanCalculator``'s arguments."""
    packs = []
    for kind, tiles in case["melds"]:
        ts = _tiles(tiles)
        if kind == "chi":
            packs.append(("CHI", ts[1], 1))
        elif kind == "pong":
            packs.append(("PENG", ts[0], 1))
        else:
            packs.append(("GANG", ts[0], 0 if kind == "concealed_kong" else 1))
    hand = _tiles(case["concealed"])
    win = _tile(case["win"])
    hand.remove(win)
    return (tuple(packs), tuple(hand), win, case["flowers"], case["self_drawn"], case["last_of_kind"],
            case["kong"], case["last_tile"], case["seat"], case["round"])


def library_fans(case: dict) -> dict[str, int]:
    """The library's fans of the case, {name: fan × count}; {} where it finds no win."""
    import MahjongGB

    try:
        found = MahjongGB.MahjongFanCalculator(*library_arguments(case))
    except TypeError as err:
        if "ERROR_NOT_WIN" in str(err):
            return {}
        raise
    out: dict[str, int] = {}
    for fan, name in found:
        name = _NAMES.get(name, name)
        out[name] = out.get(name, 0) + fan
    return out


def write(n: int, seed: int, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for case in random_cases(n, seed):
            f.write(json.dumps({**case, "reference": library_fans(case)}, ensure_ascii=False, sort_keys=True) + "\n")


def live(n: int, seed: int) -> None:
    classes: Counter[str] = Counter()
    examples: dict[str, dict] = {}
    agree = 0
    for case in random_cases(n, seed):
        ours, theirs = our_fans(case), library_fans(case)
        if ours == theirs:
            agree += 1
            continue
        why = classify(case, ours, theirs)
        classes[why] += 1
        examples.setdefault(why, {**case, "ours": ours, "theirs": theirs})
    print(f"{agree:,} of {n:,} hands agree fan by fan")
    for why, count in classes.most_common():
        print(f"{count:8,}  {why}")
        print(f"          e.g. {json.dumps(examples[why], ensure_ascii=False)}")


def rate(n: int, seed: int, rounds: int = 5) -> None:
    """The library's hands per second on hands it has not seen before (the best of ``rounds``); its
    arguments are built before the clock starts, as ``tests.bench_gb`` builds our hands."""
    from MahjongGB import MahjongFanCalculator

    best = 0.0
    for r in range(rounds):
        calls = [library_arguments(case) for case in random_cases(n, seed + r)]
        start = time.perf_counter()
        for arguments in calls:
            with suppress(TypeError):  # a hand it finds no win in
                MahjongFanCalculator(*arguments)
        best = max(best, n / (time.perf_counter() - start))
    print(f"{best:.0f}")


if __name__ == "__main__":
    verb, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if verb == "write":
        write(n, seed, sys.argv[4])
    elif verb == "rate":
        rate(n, seed)
    else:
        live(n, seed)
