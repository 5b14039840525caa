"""A sitting for people: the text summary (``text/plain``) and the spreadsheet (``text/csv``).

Both speak Chinese unless ``Accept-Language`` asks for another language and
no Chinese (then English).  ``WORDS`` holds every phrase in both languages,
in one table, ready to move to the service's shared messages (issue #10).

    第 1 局 老王坐庄：老王 自摸 六万 ｜ 老王 +49 小李 -23 阿张 -13 Bob -13
    …
    排名
    1. 老王 +32（和 1，自摸 1，点炮 0，劣子 0，坐庄 2）
    …
    下局：阿张坐庄
"""
from __future__ import annotations

import csv
import io
from collections.abc import Callable, Mapping
from typing import Any

from app.core.notation import chinese_names, parse_tiles
from app.core.tiles import to_mpsz
from app.http.fields import SEAT_NAMES

ZH, EN = "zh", "en"

WORDS: dict[str, dict[str, str]] = {
    "hand": {ZH: "第 {n} 局 {dealer}坐庄{streak}：", EN: "Hand {n}, {dealer} deals{streak}: "},
    "streak": {ZH: "（第 {n} 次）", EN: " (time {n})"},
    "draw": {ZH: "黄牌", EN: "drawn (黄牌)"},
    "self_drawn": {ZH: "{winner} 自摸 {tile}", EN: "{winner} self-draws {tile}"},
    "discard": {ZH: "{winner} 和 {tile}（{discarder}打出）", EN: "{winner} wins on {discarder}'s {tile}"},
    "robbed": {ZH: "{winner} 和 {tile}（抢{discarder}的杠）", EN: "{winner} robs {discarder}'s kong of {tile}"},
    "dianpao": {ZH: "，{discarder}点炮", EN: ", {discarder} pays all (点炮)"},
    "limit": {ZH: "（劣子）", EN: " (limit)"},
    "standings": {ZH: "排名", EN: "Standings"},
    "total": {
        ZH: "{rank}. {player} {net}（和 {wins}，自摸 {self_drawn}，点炮 {dianpao}，劣子 {limit}，坐庄 {dealt}）",
        EN: "{rank}. {player} {net} ({wins} won, {self_drawn} self-drawn, {dianpao} 点炮, {limit} limit, "
        "{dealt} dealt)",
    },
    "next": {ZH: "下局：{dealer}坐庄{streak}", EN: "Next hand: {dealer} deals{streak}"},
    "stakes": {ZH: "；扔弹 {stakes}", EN: "; stakes {stakes}"},
    "stake": {ZH: "{a}–{b} {amount}", EN: "{a}–{b} {amount}"},
    "and": {ZH: "，", EN: ", "},
    "then": {ZH: " ｜ ", EN: " | "},
    "csv_hand": {ZH: "局", EN: "hand"},
    "csv_dealer": {ZH: "庄家", EN: "dealer"},
    "csv_result": {ZH: "结果", EN: "result"},
    "csv_points": {ZH: "{player} 牌点", EN: "{player} points"},
    "csv_net": {ZH: "{player} 输赢", EN: "{player} net"},
    "csv_total": {ZH: "合计", EN: "total"},
}


def summary(sitting: Mapping[str, Any], requested: Mapping[str, Any], lang: str) -> str:
    """One line per hand, then the standings and the hand to come."""
    say = _sayer(lang)
    players = _players(requested)
    lines = [
        _hand_line(say, lang, n, hand, played, players)
        for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1)
    ]
    lines.append(say("standings"))
    lines += [
        say("total", rank=rank, **{**total, "net": _signed(total["net"])})
        for rank, total in enumerate(sitting["totals"], 1)
    ]
    lines.append(_next_line(say, sitting["next"]))
    return "\n".join(lines) + "\n"


def _hand_line(say, lang: str, n: int, hand: Mapping[str, Any], played: Mapping[str, Any], players: list[str]) -> str:
    nets = _by_player(hand, "net")
    return (
        say("hand", n=n, dealer=hand["seating"]["east"], streak=_streak(say, hand["dealer_streak"]))
        + _outcome(say, lang, hand, played)
        + say("then")
        + " ".join(f"{player} {_signed(nets[player])}" for player in players)
    )


def _next_line(say, following: Mapping[str, Any]) -> str:
    seating = following["seating"]
    line = say("next", dealer=seating["east"], streak=_streak(say, following["dealer_streak"]))
    if not following["stakes"]:
        return line
    stakes = say("and").join(
        say("stake", a=seating[a], b=seating[b], amount=stake["amount"])
        for stake in following["stakes"]
        for a, b in [stake["between"]]
    )
    return line + say("stakes", stakes=stakes)


def spreadsheet(sitting: Mapping[str, Any], requested: Mapping[str, Any], lang: str) -> str:
    """One row per hand with each player's 牌点 and net, then the totals; players in first-hand seat order.

    Starts with a byte order mark: without one, Excel reads UTF-8 as the
    local code page and garbles every Chinese name.
    """
    say = _sayer(lang)
    players = _players(requested)
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\r\n")
    header = [say("csv_hand"), say("csv_dealer"), say("csv_result")]
    for player in players:
        header += [say("csv_points", player=player), say("csv_net", player=player)]
    writer.writerow(_cells(header))
    for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1):
        points, nets = _by_player(hand, "points"), _by_player(hand, "net")
        row = [n, hand["seating"]["east"], _outcome(say, lang, hand, played)]
        writer.writerow(_cells(row + [cell for player in players for cell in (points[player], nets[player])]))
    nets = {total["player"]: total["net"] for total in sitting["totals"]}
    writer.writerow(_cells([say("csv_total"), "", "", *(cell for p in players for cell in ("", nets[p]))]))
    return out.getvalue()


def _players(requested: Mapping[str, Any]) -> list[str]:
    return [requested["players"][seat] for seat in SEAT_NAMES]


def _sayer(lang: str) -> Callable[..., str]:
    return lambda key, **values: WORDS[key][lang].format(**values)


def _streak(say, n: int) -> str:
    return say("streak", n=n) if n > 1 else ""


def _outcome(say, lang: str, hand: Mapping[str, Any], played: Mapping[str, Any]) -> str:
    settled, win = hand["settlement"], played.get("win")
    if win is None:
        return say("draw")
    seating = hand["seating"]
    kinds = parse_tiles(win["tile"])
    tile = chinese_names(kinds) if lang == ZH else to_mpsz(kinds)
    winner = seating[win["seat"]]
    if win["self_drawn"]:
        text = say("self_drawn", winner=winner, tile=tile)
    else:
        text = say("robbed" if win["robbing_kong"] else "discard", winner=winner, tile=tile,
                   discarder=seating[win["discarder"]])
    if settled["dianpao"]["applied"]:
        text += say("dianpao", discarder=seating[settled["dianpao"]["discarder"]])
    if settled["players"][win["seat"]]["limit"]:
        text += say("limit")
    return text


def _by_player(hand: Mapping[str, Any], figure: str) -> dict[str, int]:
    """A figure of each player's result in this hand, by name, in the order players are given."""
    result = hand["settlement"]["players"]
    return {name: result[seat][figure] for seat, name in hand["seating"].items()}


def _signed(net: int) -> str:
    return f"{net:+d}" if net else "0"


def _cells(row: list) -> list:
    """A text cell a spreadsheet would take for a formula (``=``, ``+``, ``-``, ``@``) is quoted with ``'``."""
    return [f"'{cell}" if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") else cell for cell in row]
