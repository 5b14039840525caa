"""One first-sight stream, as ``make instructions`` runs it under callgrind:

    python tests/bench_count.py ROOT INPUTS WARM COUNT YOUNG

imports ``app`` from the checkout at ``ROOT`` (this one, or a base commit's),
reads a row's inputs (``INPUTS``: JSON from ``bench_instructions``), sets the
garbage collector as a worker does (``serving.collect_seldom``: what is
loaded frozen, the young generation collected at ``YOUNG`` objects), answers
the first ``WARM`` inputs (the caches as a worker's that has served others),
then the next ``COUNT``.  Run with ``COUNT`` and with 0, the difference is
what ``COUNT`` inputs cost.  Nothing here but the standard library, so that
an older checkout's ``app`` can be counted by today's bench.
"""
from __future__ import annotations

import gc
import importlib
import json
import sys
from collections.abc import Callable
from typing import Any


def answerer(rule_set: str, work: str) -> Callable[[Any], object]:
    """What production does with a table or a hand: the rule set's entry in
    the registry the HTTP layer serves (``app.core.<rule_set>.RULE_SET``),
    then the answer's JSON form (``to_dict``, in English, as for a request
    naming no language)."""
    core = getattr(importlib.import_module(f"app.core.{rule_set}").RULE_SET, work)
    return lambda data: core(data).to_dict()


def peer_scorer() -> Callable[[Any], object]:
    """The riichi ``mahjong`` package scoring a hand (136-format tiles, the
    winning tile) it has never seen: its divider cache cleared before each,
    as a settlement service meets hands."""
    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig

    calculator, clear = HandCalculator(), HandDivider._divide_hand_impl.cache_clear

    def score(hand: Any) -> object:
        clear()
        return calculator.estimate_hand_value(hand[0], hand[1], config=HandConfig(is_tsumo=True))

    return score


def main(root: str, inputs: str, warm: str, count: str, young: str) -> None:
    sys.path.insert(0, root)
    with open(inputs, encoding="utf-8") as file:
        row = json.load(file)
    work = peer_scorer() if row["work"] == "peer" else answerer(row["rule_set"], row["work"])
    stream = row["inputs"]
    gc.freeze()
    gc.set_threshold(int(young), 10, 10)
    for data in stream[:int(warm)]:
        work(data)
    for data in stream[int(warm):int(warm) + int(count)]:
        work(data)


if __name__ == "__main__":
    main(*sys.argv[1:])
