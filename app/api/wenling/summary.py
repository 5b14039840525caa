"""Wenling's part of the text answers (``app.api.taizhou.texts``): 包三家,
腊子胡 and the 500 cap."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.taizhou import texts
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


def _outcome(text: Text, hand: Mapping[str, Any], winner: str) -> Text:
    settled = hand["settlement"]
    if settled["bao"]["applied"]:
        text = HAND_BAO(win=text, discarder=hand["seating"][settled["bao"]["discarder"]])
    if settled["laizi"] is not None:
        return HAND_LAIZI(win=text)
    return HAND_CAPPED(win=text) if settled["players"][winner]["capped"] else text


TEXTS = texts.texts(texts.hand_lines(_pays_all, _player_mark), texts.sitting_lines(_outcome, TOTAL))
