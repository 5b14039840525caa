"""The short Chinese summary a scorekeeper reads on a phone (``Accept: text/plain``).

    南家 和牌：西家打出 六万
    东家 牌点 0 输赢 -2
    …
    付款：东家 → 南家 2
    下局：南家坐庄
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.core.notation import chinese_names, parse_tiles
from app.core.seats import SEATS, Seat


def summary(table: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    players = result["players"]

    def who(seat: str) -> str:
        name = players[seat]["name"]
        return Seat(seat).chinese + (f"（{name}）" if name else "")

    lines = [_headline(table.get("win"), who)]
    dianpao = result["dianpao"]
    if dianpao["applied"]:
        lines.append(f"点炮：{who(dianpao['discarder'])}一家全付")
    for seat in SEATS:
        player = players[seat.value]
        limit = "（劣子）" if player["limit"] else ""
        net = f"{player['net']:+d}" if player["net"] else "0"
        lines.append(f"{who(seat.value)} 牌点 {player['points']}{limit} 输赢 {net}")
    lines += [_payment(p, who) for p in result["payments"]] or ["不用付钱"]
    following = result["next"]
    streak = f"（第 {following['dealer_streak']} 次做庄）" if following["dealer_streak"] > 1 else ""
    lines.append(f"下局：{who(following['dealer'])}坐庄{streak}")
    return "\n".join(lines) + "\n"


def _headline(win: Mapping[str, Any] | None, who) -> str:
    if win is None:
        return "黄牌：没有人和牌"
    tile = chinese_names(parse_tiles(win["tile"]))
    if win["self_drawn"]:
        return f"{who(win['seat'])} 自摸和牌：{tile}"
    how = "抢杠" if win["robbing_kong"] else "打出"
    return f"{who(win['seat'])} 和牌：{who(win['discarder'])}{how} {tile}"


def _payment(payment: Mapping[str, Any], who) -> str:
    behalf = f"（替{who(payment['on_behalf_of'])}付）" if payment["on_behalf_of"] else ""
    return f"付款：{who(payment['from'])} → {who(payment['to'])} {payment['amount']}{behalf}"
