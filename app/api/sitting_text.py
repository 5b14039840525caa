"""A sitting for people: the text summary (``text/plain``) and the spreadsheet
(``text/csv``), the same for every rule set but for its ``SittingMarks``.

Both in the request's language (``app.http.language``: Chinese unless
``Accept-Language`` names other languages only)::

    第 1 局 老王坐庄：老王 自摸 六万 ｜ 老王 +49 小李 -23 阿张 -13 Bob -13
    第 2 局 老王坐庄：小李 和 六万（阿张打出） ｜ … ｜ 报点：老王 30、阿张 0、Bob 10

A hand where players counted their points (gave no tiles) lists their
counted figures after the nets; the spreadsheet marks such a cell
``30（报点）`` / ``30 (counted)``.
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
from typing import Any, NamedTuple

from app.core.engine.messages import Both, Joined, Lang, Sep, Template, Text, template
from app.core.engine.notation import chinese_names, format_tiles, parse_flower_tiles
from app.http.fields import SEAT_NAMES

HAND = template("sitting.hand", zh="第 {n} 局 {dealer}坐庄{streak}：{outcome} ｜ {nets}",
                en="Hand {n}, {dealer} deals{streak}: {outcome} | {nets}")
STREAK = template("sitting.streak", zh="（第 {n} 次）", en=" (streak {n})")
DRAW = template("sitting.draw", zh="黄牌", en="drawn (黄牌)")
SELF_DRAWN = template("sitting.self_drawn", zh="{winner} 自摸 {tile}", en="{winner} self-draws {tile}")
ON_DISCARD = template("sitting.on_discard", zh="{winner} 和 {tile}（{discarder}打出）",
                      en="{winner} wins on {discarder}'s {tile}")
ROBBING_KONG = template("sitting.robbing_kong", zh="{winner} 和 {tile}（抢{discarder}的杠）",
                        en="{winner} robs {discarder}'s kong of {tile}")
STANDINGS = template("sitting.standings", zh="排名", en="Standings")
NEXT = template("sitting.next", zh="下局：{dealer}坐庄{streak}", en="Next hand: {dealer} deals{streak}")
STAKES = template("sitting.stakes", zh="{next}；扔弹 {stakes}", en="{next}; stakes {stakes}")
CSV_HAND = template("sitting.csv_hand", zh="局", en="hand")
CSV_DEALER = template("sitting.csv_dealer", zh="庄家", en="dealer")
CSV_RESULT = template("sitting.csv_result", zh="结果", en="result")
CSV_POINTS = template("sitting.csv_points", zh="{player} 牌点", en="{player} points")
CSV_NET = template("sitting.csv_net", zh="{player} 输赢", en="{player} net")
CSV_TOTAL = template("sitting.csv_total", zh="合计", en="total")
COUNTED = template("sitting.counted", zh="{line} ｜ 报点：{points}", en="{line} | counted: {points}")
COUNTED_POINTS = template("sitting.counted_points", zh="{points}（报点）", en="{points} (counted)")


class SittingMarks(NamedTuple):
    """A rule set's part: what it adds to a hand's outcome (who paid for
    everyone, a limit), and its line of a player's standing (its totals' fields)."""

    hand: Callable[[Text, Mapping[str, Any], str, Mapping[str, str]], Text]  # (outcome, settlement, winner, seating)
    total: Template


def summary(marks: SittingMarks, sitting: Mapping[str, Any], requested: Mapping[str, Any], lang: Lang) -> str:
    """One line per hand, then the standings and the hand to come."""
    players = _players(requested)
    lines: list[Text] = [
        _hand_line(marks, n, hand, played, players)
        for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1)
    ]
    lines.append(STANDINGS())
    lines += [
        marks.total(rank=rank, **{**total, "net": _signed(total["net"])})
        for rank, total in enumerate(sitting["totals"], 1)
    ]
    lines.append(_next_line(sitting["next"]))
    return Joined(tuple(lines), Sep.LINE).render(lang) + "\n"


def _hand_line(marks: SittingMarks, n: int, hand: Mapping[str, Any], played: Mapping[str, Any],
               players: list[str]) -> Text:
    nets = _by_player(hand, "net")
    line = HAND(
        n=n,
        dealer=hand["seating"]["east"],
        streak=_streak(hand["dealer_streak"]),
        outcome=_outcome(marks, hand, played),
        nets=" ".join(f"{player} {_signed(nets[player])}" for player in players),
    )
    counted = _counted(hand)
    if not counted or played.get("win") is None:  # a 黄牌 pays nothing: its counts are not listed
        return line
    points = tuple(f"{player} {counted[player]}" for player in players if player in counted)
    return COUNTED(line=line, points=Joined(points, Sep.LIST))


def _counted(hand: Mapping[str, Any]) -> dict[str, int]:
    """The points of the players who counted them (gave no tiles) in this hand, by name."""
    result = hand["settlement"]["players"]
    return {name: result[seat]["raw"] for seat, name in hand["seating"].items() if result[seat].get("counted")}


def _next_line(following: Mapping[str, Any]) -> Text:
    seating = following["seating"]
    line = NEXT(dealer=seating["east"], streak=_streak(following["dealer_streak"]))
    if not following.get("stakes"):
        return line
    stakes = tuple(f"{seating[a]}–{seating[b]} {stake['amount']}" for stake in following["stakes"]
                   for a, b in [stake["between"]])
    return STAKES(next=line, stakes=Joined(stakes, Sep.LIST))


def spreadsheet(marks: SittingMarks, sitting: Mapping[str, Any], requested: Mapping[str, Any], lang: Lang) -> str:
    """One row per hand with each player's 牌点 and net, then the totals; players in first-hand seat order.

    Starts with a byte order mark: without one, Excel reads UTF-8 as the
    local code page and garbles every Chinese name.
    """
    players = _players(requested)
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\r\n")
    header = [CSV_HAND(), CSV_DEALER(), CSV_RESULT()]
    header += [column(player=player) for player in players for column in (CSV_POINTS, CSV_NET)]
    writer.writerow(_cells([text.render(lang) for text in header]))
    for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1):
        points, nets = _by_player(hand, "points"), _by_player(hand, "net")
        for player in _counted(hand):  # a counted figure, marked so (a number cell otherwise)
            points[player] = COUNTED_POINTS(points=points[player]).render(lang)
        row = [n, hand["seating"]["east"], _outcome(marks, hand, played).render(lang)]
        writer.writerow(_cells(row + [cell for player in players for cell in (points[player], nets[player])]))
    nets = {total["player"]: total["net"] for total in sitting["totals"]}
    writer.writerow(_cells([CSV_TOTAL().render(lang), "", "", *(cell for p in players for cell in ("", nets[p]))]))
    return out.getvalue()


def _players(requested: Mapping[str, Any]) -> list[str]:
    return [requested["players"][seat] for seat in SEAT_NAMES]


def _streak(n: int) -> Text | str:
    return STREAK(n=n) if n > 1 else ""


def _outcome(marks: SittingMarks, hand: Mapping[str, Any], played: Mapping[str, Any]) -> Text:
    settled, win = hand["settlement"], played.get("win")
    if win is None:
        return DRAW()
    seating = hand["seating"]
    kinds = parse_flower_tiles(win["tile"])
    tile, winner = Both(chinese_names(kinds), format_tiles(kinds)), seating[win["seat"]]
    if win["self_drawn"]:
        text = SELF_DRAWN(winner=winner, tile=tile)
    else:
        how = ROBBING_KONG if win["robbing_kong"] else ON_DISCARD
        text = how(winner=winner, tile=tile, discarder=seating[win["discarder"]])
    return marks.hand(text, settled, win["seat"], seating)


def _by_player(hand: Mapping[str, Any], figure: str) -> dict[str, int]:
    """A figure of each player's result in this hand, by name."""
    result = hand["settlement"]["players"]
    return {name: result[seat][figure] for seat, name in hand["seating"].items()}


def _signed(net: int) -> str:
    return f"{net:+d}" if net else "0"


def _cells(row: list) -> list:
    """A text cell a spreadsheet would take for a formula (``=``, ``+``, ``-``, ``@``) is quoted with ``'``."""
    return [f"'{cell}" if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") else cell for cell in row]
