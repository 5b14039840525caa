"""Jiaojiang's part of the text answers (``app.api.taizhou.texts``): 点炮,
劣子 and the stakes (扔弹) carried to the next hand."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.taizhou import texts
from app.core.engine.messages import Joined, Sep, Text, template

DIANPAO = template("summary.dianpao", zh="点炮：{discarder}一家全付", en="点炮: {discarder} pays for everyone")
LIMIT = template("summary.limit", zh="（劣子）", en=" (劣子)")
HAND_DIANPAO = template("sitting.dianpao", zh="{win}，{discarder}点炮", en="{win}, {discarder} pays all (点炮)")
HAND_LIMIT = template("sitting.limit", zh="{win}（劣子）", en="{win} (劣子)")
STAKES = template("sitting.stakes", zh="{next}；扔弹 {stakes}", en="{next}; stakes {stakes}")
TOTAL = template(
    "sitting.total",
    zh="{rank}. {player} {net}（和 {wins}，自摸 {self_drawn}，点炮 {dianpao}，劣子 {limit}，坐庄 {dealt}）",
    en="{rank}. {player} {net} ({wins} won, {self_drawn} self-drawn, {dianpao} 点炮, {limit} 劣子, {dealt} dealt)",
)


def _pays_all(result: Mapping[str, Any], who) -> Text | None:
    dianpao = result["dianpao"]
    return DIANPAO(discarder=who(dianpao["discarder"])) if dianpao["applied"] else None


def _outcome(text: Text, hand: Mapping[str, Any], winner: str) -> Text:
    settled, seating = hand["settlement"], hand["seating"]
    if settled["dianpao"]["applied"]:
        text = HAND_DIANPAO(win=text, discarder=seating[settled["dianpao"]["discarder"]])
    if settled["players"][winner]["limit"]:
        text = HAND_LIMIT(win=text)
    return text


def _stakes(line: Text, setup: Mapping[str, Any]) -> Text:
    """The stakes in force at the next hand (R30, R42), between players by name."""
    if not setup.get("stakes"):
        return line
    seating = setup["seating"]
    stakes = tuple(f"{seating[a]}–{seating[b]} {stake['amount']}" for stake in setup["stakes"]
                   for a, b in [stake["between"]])
    return STAKES(next=line, stakes=Joined(stakes, Sep.LIST))


TEXTS = texts.texts(texts.hand_lines(_pays_all, lambda _, player: LIMIT() if player["limit"] else ""),
                    texts.sitting_lines(_outcome, TOTAL, _stakes))
