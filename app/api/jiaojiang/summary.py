"""Jiaojiang's part of the text summaries (``app.api.hand_text``,
``app.api.sitting_text``): 点炮 and 劣子."""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from app.api import hand_text, sitting_text
from app.core.engine.messages import Text, template

DIANPAO = template("summary.dianpao", zh="点炮：{discarder}一家全付", en="点炮: {discarder} pays for everyone")
LIMIT = template("summary.limit", zh="（劣子）", en=" (劣子)")
HAND_DIANPAO = template("sitting.dianpao", zh="{win}，{discarder}点炮", en="{win}, {discarder} pays all (点炮)")
HAND_LIMIT = template("sitting.limit", zh="{win}（劣子）", en="{win} (劣子)")
TOTAL = template(
    "sitting.total",
    zh="{rank}. {player} {net}（和 {wins}，自摸 {self_drawn}，点炮 {dianpao}，劣子 {limit}，坐庄 {dealt}）",
    en="{rank}. {player} {net} ({wins} won, {self_drawn} self-drawn, {dianpao} 点炮, {limit} 劣子, {dealt} dealt)",
)


def _pays_all(result: Mapping[str, Any], who) -> Text | None:
    dianpao = result["dianpao"]
    return DIANPAO(discarder=who(dianpao["discarder"])) if dianpao["applied"] else None


def _hand_marks(text: Text, settled: Mapping[str, Any], winner: str, seating: Mapping[str, str]) -> Text:
    if settled["dianpao"]["applied"]:
        text = HAND_DIANPAO(win=text, discarder=seating[settled["dianpao"]["discarder"]])
    if settled["players"][winner]["limit"]:
        text = HAND_LIMIT(win=text)
    return text


HAND = hand_text.HandMarks(pays_all=_pays_all, player_mark=lambda _, player: LIMIT() if player["limit"] else "")
SITTING = sitting_text.SittingMarks(hand=_hand_marks, total=TOTAL)

summary = partial(hand_text.summary, HAND)
session_summary = partial(sitting_text.summary, SITTING)
spreadsheet = partial(sitting_text.spreadsheet, SITTING)
