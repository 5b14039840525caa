"""Wenling's part of the text summaries (``app.api.hand_text``,
``app.api.sitting_text``): 包三家, 腊子胡 and the 500 cap."""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from app.api import hand_text, sitting_text
from app.core.engine.messages import Text, template

BAO = template("wenling.summary.bao", zh="包三家：{discarder}一家全付", en="包三家: {discarder} pays for everyone")
LAIZI = template("wenling.summary.laizi", zh="（腊子胡）", en=" (腊子胡)")
CAPPED = template("wenling.summary.capped", zh="（封顶）", en=" (capped at 500)")
HAND_BAO = template("wenling.sitting.bao", zh="{win}，{discarder}包三家", en="{win}, {discarder} pays all (包三家)")
HAND_LAIZI = template("wenling.sitting.laizi", zh="{win}（腊子胡）", en="{win} (腊子胡)")
HAND_CAPPED = template("wenling.sitting.capped", zh="{win}（封顶）", en="{win} (capped)")
TOTAL = template(
    "wenling.sitting.total",
    zh="{rank}. {player} {net}（和 {wins}，自摸 {self_drawn}，包三家 {bao}，腊子胡 {laizi}，坐庄 {dealt}）",
    en="{rank}. {player} {net} ({wins} won, {self_drawn} self-drawn, {bao} 包三家, {laizi} 腊子胡, {dealt} dealt)",
)


def _pays_all(result: Mapping[str, Any], who) -> Text | None:
    bao = result["bao"]
    return BAO(discarder=who(bao["discarder"])) if bao["applied"] else None


def _player_mark(result: Mapping[str, Any], player: Mapping[str, Any]) -> Text | str:
    if result["laizi"] is not None and player is result["players"][result["winner"]]:
        return LAIZI()
    return CAPPED() if player["capped"] else ""


def _hand_marks(text: Text, settled: Mapping[str, Any], winner: str, seating: Mapping[str, str]) -> Text:
    if settled["bao"]["applied"]:
        text = HAND_BAO(win=text, discarder=seating[settled["bao"]["discarder"]])
    if settled["laizi"] is not None:
        return HAND_LAIZI(win=text)
    return HAND_CAPPED(win=text) if settled["players"][winner]["capped"] else text


HAND = hand_text.HandMarks(pays_all=_pays_all, player_mark=_player_mark)
SITTING = sitting_text.SittingMarks(hand=_hand_marks, total=TOTAL)

summary = partial(hand_text.summary, HAND)
session_summary = partial(sitting_text.summary, SITTING)
spreadsheet = partial(sitting_text.spreadsheet, SITTING)
