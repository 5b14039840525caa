"""The Taizhou lines of the text answers (``app.api.hand_text``,
``app.api.sitting_text``): each player's 牌点 and net, counted points marked
(报点), the dealer's streak (做庄次).  A rule set adds its marks: who paid
for everyone, and the mark beside a player's points."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.api import hand_text, sitting_text
from app.api.hand_text import Who, signed
from app.api.served import Texts
from app.core.engine.messages import Joined, Lang, Sep, Template, Text, template

PLAYER = template("summary.player", zh="{who} 牌点 {points}{limit} 输赢 {net}",
                  en="{who} points {points}{limit} net {net}")
COUNTED = template("summary.counted", zh="{mark}（报点）", en="{mark} (counted)")
NEXT = template("summary.next", zh="下局：{dealer}坐庄{streak}", en="next hand: {dealer} deals{streak}")
STREAK = template("summary.streak", zh="（第 {streak} 次做庄）", en=" (dealer streak {streak})")
SITTING_STREAK = template("sitting.streak", zh="（第 {n} 次）", en=" (streak {n})")
SITTING_NEXT = template("sitting.next", zh="下局：{dealer}坐庄{streak}", en="Next hand: {dealer} deals{streak}")
CSV_POINTS = template("sitting.csv_points", zh="{player} 牌点", en="{player} points")
COUNTED_LINE = template("sitting.counted", zh="{line} ｜ 报点：{points}", en="{line} | counted: {points}")
COUNTED_POINTS = template("sitting.counted_points", zh="{points}（报点）", en="{points} (counted)")

Mark = Callable[[Mapping[str, Any], Mapping[str, Any]], Text | str]  # (the answer, the player) → beside the points


def hand_lines(pays_all: Callable[[Mapping[str, Any], Who], Text | None], mark: Mark) -> hand_text.HandLines:
    """A hand's lines: the rule set's who-paid-for-everyone line, and ``mark`` beside a player's points."""

    def player(result: Mapping[str, Any], p: Mapping[str, Any], who: Text) -> Text:
        beside = mark(result, p)
        if p.get("counted"):  # points the player counted, not tiles
            beside = COUNTED(mark=beside)
        return PLAYER(who=who, points=p["points"], limit=beside, net=signed(p["net"]))

    return hand_text.HandLines(pays_all, player, _next)


def _next(following: Mapping[str, Any] | None, who: Who) -> Text:
    assert following is not None  # a Taizhou hand always names the next dealer (only a 国标 sitting ends)
    streak = STREAK(streak=following["dealer_streak"]) if following["dealer_streak"] > 1 else ""
    return NEXT(dealer=who(following["dealer"]), streak=streak)


def sitting_lines(outcome: Callable[[Text, sitting_text.Hand, str], Text], total: Template,
                  next_extra: Callable[[Text, Mapping[str, Any]], Text] = lambda line, _: line
                  ) -> sitting_text.SittingLines:
    """A sitting's lines: the rule set's marks on a hand's outcome, its
    standing line, and what it adds to the next hand's line (the stakes)."""

    def following(setup: Mapping[str, Any] | None) -> Text:
        assert setup is not None  # a Taizhou sitting always names the next dealer (only a 国标 sitting ends)
        return next_extra(SITTING_NEXT(dealer=setup["seating"]["east"], streak=_streak(setup["dealer_streak"])), setup)

    return sitting_text.SittingLines(
        about=lambda hand: _streak(hand["dealer_streak"]), outcome=outcome, after=_counted_line, total=total,
        next=following, columns=(sitting_text.Column(CSV_POINTS, _points),))


def texts(hand: hand_text.HandLines, sitting: sitting_text.SittingLines) -> Texts:
    return Texts(
        hand=lambda request, answer, lang: hand_text.summary(hand, request, answer, lang),
        sitting=lambda request, answer, lang: sitting_text.summary(sitting, request, answer, lang),
        spreadsheet=lambda request, answer, lang: sitting_text.spreadsheet(sitting, request, answer, lang),
    )


def _streak(n: int) -> Text | str:
    return SITTING_STREAK(n=n) if n > 1 else ""


def _counted_line(line: Text, hand: sitting_text.Hand, played: Mapping[str, Any], players: list[str]) -> Text:
    """A hand where players counted their points (gave no tiles) lists their
    counted figures after the nets; a 黄牌 pays nothing: its counts are not listed."""
    counted = _counted(hand)
    if not counted or played.get("win") is None:
        return line
    points = tuple(f"{player} {counted[player]}" for player in players if player in counted)
    return COUNTED_LINE(line=line, points=Joined(points, Sep.LIST))


def _counted(hand: sitting_text.Hand) -> dict[str, int]:
    """The points of the players who counted them (gave no tiles) in this hand, by name."""
    result = hand["settlement"]["players"]
    return {name: result[seat]["raw"] for seat, name in hand["seating"].items() if result[seat].get("counted")}


def _points(hand: sitting_text.Hand, seat: str, lang: Lang) -> Any:
    """A player's 牌点 in a hand; a counted figure marked so (a number cell otherwise)."""
    player = hand["settlement"]["players"][seat]
    return COUNTED_POINTS(points=player["points"]).render(lang) if player.get("counted") else player["points"]
