"""Worked sittings for the OpenAPI document, and the answer to the first.

The hands are the single-hand examples' (``app/api/jiaojiang/examples.py``).  The
answer is what the rules core gives; ``tests/api/test_session.py`` checks its
figures against the rules by hand.
"""
from __future__ import annotations

import copy
from typing import Any

from app.core.jiaojiang import settle_sitting

from ..examples import REQUEST_EXAMPLES as HAND_EXAMPLES

SEATS = ("east", "south", "west", "north")
PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}


def _hand(name: str, **changes) -> dict:
    """A single-hand example as a hand of a sitting: no dan, rules or streak of its own."""
    hand = {k: v for k, v in copy.deepcopy(HAND_EXAMPLES[name]["value"]).items() if k not in ("dan", "dealer_streak")}
    hand["seats"] = {seat: hand["seats"][seat] for seat in SEATS}
    return hand | changes


def _dealer_self_draws() -> dict:
    """The discard-win hands with 东 and 南 swapped: 东 (the dealer) holds the winning hand and draws 6m."""
    hand = _hand("discard_win")
    seats = hand["seats"]
    hand["seats"] = seats | {"east": seats["south"], "south": seats["east"]}
    del hand["seats"]["east"]["name"]
    stakes = [{"between": ["east", "south"], "amount": 5}]
    return {"de": hand["de"], "seats": hand["seats"], "stakes": stakes,
            "win": {"seat": "east", "tile": "6m", "self_drawn": True}}


def _named(hand: dict, seat: str, name: str) -> dict:
    hand["seats"][seat]["name"] = name
    return hand


REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "dealer_stays_then_passes": {
        "summary": "老王 deals and self-draws (扔弹 5 with 小李 thrown first), deals again and 小李 wins: "
        "the seats turn, the stake lapses; then a 黄牌",
        "value": {
            "players": PLAYERS,
            "dan": 5,
            "hands": [
                _dealer_self_draws(),
                _named(_hand("discard_win"), "south", "小李"),
                _hand("draw"),
            ],
        },
    },
    "resumed_with_dianpao": {
        "summary": "resumed from an earlier answer's next: 3rd hand of a dealer, a stake in force; a 点炮 hand",
        "value": {
            "players": PLAYERS,
            "dan": 2,
            "dealer_streak": 3,
            "stakes": [{"between": ["east", "north"], "amount": 10}],
            "hands": [_hand("dianpao")],
        },
    },
}

RESPONSE_EXAMPLE = settle_sitting(REQUEST_EXAMPLES["dealer_stays_then_passes"]["value"]).to_dict()
