"""A sitting for people: the text summary (``text/plain``) and the spreadsheet
(``text/csv``), the same for every rule set but for its ``SittingLines``.

Both in the request's language (``app.http.language``: Chinese unless
``Accept-Language`` names other languages only)::

    第 1 局 老王坐庄：老王 自摸 六万 ｜ 老王 +49 小李 -23 阿张 -13 Bob -13
    第 2 局 老王坐庄：小李 和 六万（阿张打出） ｜ …
    …
    排名
    1. 老王 +32（…）
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

from .hand_text import signed

HAND = template("sitting.hand", zh="第 {n} 局 {dealer}坐庄{about}：{outcome} ｜ {nets}",
                en="Hand {n}, {dealer} deals{about}: {outcome} | {nets}")
DRAW = template("sitting.draw", zh="黄牌", en="drawn (黄牌)")
SELF_DRAWN = template("sitting.self_drawn", zh="{winner} 自摸 {tile}", en="{winner} self-draws {tile}")
ON_DISCARD = template("sitting.on_discard", zh="{winner} 和 {tile}（{discarder}打出）",
                      en="{winner} wins on {discarder}'s {tile}")
ROBBING_KONG = template("sitting.robbing_kong", zh="{winner} 和 {tile}（抢{discarder}的杠）",
                        en="{winner} robs {discarder}'s kong of {tile}")
STANDINGS = template("sitting.standings", zh="排名", en="Standings")
CSV_HAND = template("sitting.csv_hand", zh="局", en="hand")
CSV_DEALER = template("sitting.csv_dealer", zh="庄家", en="dealer")
CSV_RESULT = template("sitting.csv_result", zh="结果", en="result")
CSV_NET = template("sitting.csv_net", zh="{player} 输赢", en="{player} net")
CSV_TOTAL = template("sitting.csv_total", zh="合计", en="total")

Hand = Mapping[str, Any]  # a hand of the answer: its seating, its settlement …


class Column(NamedTuple):
    """A figure of each player in each hand of the spreadsheet, before the net:
    its header (with ``{player}``) and its cell (hand, seat, language)."""

    header: Template
    cell: Callable[[Hand, str, Lang], Any]


class HandColumn(NamedTuple):
    """A figure of the hand itself in the spreadsheet, after its dealer: its
    header and its cell (hand, language)."""

    header: Template
    cell: Callable[[Hand, Lang], Any]


class SittingLines(NamedTuple):
    """A rule set's part: what it says beside a hand's dealer (a streak, the
    round); the marks on a hand's outcome (who paid for everyone, a limit);
    what it adds after a hand's nets; its line of a player's standing (its
    totals' fields); the next hand's line (``None`` when the sitting is
    over); its spreadsheet's columns of each player and of the hand; its
    word for a hand nobody won."""

    about: Callable[[Hand], Text | str]
    outcome: Callable[[Text, Hand, str], Text]  # (the outcome, the hand, the winner's seat)
    after: Callable[[Text, Hand, Mapping[str, Any], list[str]], Text]  # (the line, the hand, its request, players)
    total: Template
    next: Callable[[Mapping[str, Any] | None], Text]
    columns: tuple[Column, ...]
    hand_columns: tuple[HandColumn, ...] = ()
    draw: Template = DRAW


def summary(lines: SittingLines, requested: Mapping[str, Any], sitting: Mapping[str, Any], lang: Lang) -> str:
    """One line per hand, then the standings and the hand to come."""
    players = _players(requested)
    out: list[Text] = [
        _hand_line(lines, _number(hand, n), hand, played, players)
        for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1)
    ]
    out.append(STANDINGS())
    out += [
        lines.total(rank=rank, **{**total, "net": signed(total["net"])})
        for rank, total in enumerate(sitting["totals"], 1)
    ]
    out.append(lines.next(sitting["next"]))
    return Joined(tuple(out), Sep.LINE).render(lang) + "\n"


def _hand_line(lines: SittingLines, n: int, hand: Hand, played: Mapping[str, Any], players: list[str]) -> Text:
    nets = by_player(hand, "net")
    line = HAND(
        n=n,
        dealer=hand["seating"]["east"],
        about=lines.about(hand),
        outcome=_outcome(lines, hand, played),
        nets=" ".join(f"{player} {signed(nets[player])}" for player in players),
    )
    return lines.after(line, hand, played, players)


def spreadsheet(lines: SittingLines, requested: Mapping[str, Any], sitting: Mapping[str, Any], lang: Lang) -> str:
    """One row per hand with each player's figures and net, then the totals; players in first-hand seat order.

    Starts with a byte order mark: without one, Excel reads UTF-8 as the
    local code page and garbles every Chinese name.
    """
    players = _players(requested)
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\r\n")
    header = [CSV_HAND(), CSV_DEALER(), *(c.header() for c in lines.hand_columns), CSV_RESULT()]
    header += [column(player=player) for player in players for column in (*(c.header for c in lines.columns),
                                                                          CSV_NET)]
    writer.writerow(_cells([text.render(lang) for text in header]))
    for n, (hand, played) in enumerate(zip(sitting["hands"], requested["hands"], strict=True), 1):
        seat_of = {name: seat for seat, name in hand["seating"].items()}
        nets = by_player(hand, "net")
        row = [_number(hand, n), hand["seating"]["east"], *(c.cell(hand, lang) for c in lines.hand_columns),
               _outcome(lines, hand, played).render(lang)]
        for player in players:
            row += [column.cell(hand, seat_of[player], lang) for column in lines.columns] + [nets[player]]
        writer.writerow(_cells(row))
    nets = {total["player"]: total["net"] for total in sitting["totals"]}
    blanks = ("",) * len(lines.columns)
    before = ("",) * (2 + len(lines.hand_columns))
    totals = (cell for p in players for cell in (*blanks, nets[p]))
    writer.writerow(_cells([CSV_TOTAL().render(lang), *before, *totals]))
    return out.getvalue()


def _number(hand: Hand, n: int) -> int:
    """The hand's number in its sitting where the answer gives one (国标's, which
    may resume at a later hand), else its place in the request."""
    return hand.get("hand") or n


def by_player(hand: Hand, figure: str) -> dict[str, Any]:
    """A figure of each player's result in this hand, by name."""
    result = hand["settlement"]["players"]
    return {name: result[seat][figure] for seat, name in hand["seating"].items()}


def _players(requested: Mapping[str, Any]) -> list[str]:
    return [requested["players"][seat] for seat in SEAT_NAMES]


def _outcome(lines: SittingLines, hand: Hand, played: Mapping[str, Any]) -> Text:
    win = played.get("win")
    if win is None:
        return lines.draw()
    seating = hand["seating"]
    kinds = parse_flower_tiles(win["tile"])
    tile, winner = Both(chinese_names(kinds), format_tiles(kinds)), seating[win["seat"]]
    if win["self_drawn"]:
        text = SELF_DRAWN(winner=winner, tile=tile)
    else:
        how = ROBBING_KONG if win.get("robbing_kong") else ON_DISCARD
        text = how(winner=winner, tile=tile, discarder=seating[win["discarder"]])
    return lines.outcome(text, hand, win["seat"])


def _cells(row: list) -> list:
    """A text cell a spreadsheet would take for a formula (``=``, ``+``, ``-``, ``@``) is quoted with ``'``."""
    return [f"'{cell}" if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") else cell for cell in row]
