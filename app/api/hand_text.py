"""The short summary of one hand a scorekeeper reads on a phone
(``Accept: text/plain``), in Chinese unless the request asks for English::

    南家 和牌：西家打出 六万              south wins on west's discard: 6m
    东家 牌点 0 输赢 -2                  east points 0 net -2
    …
    付款：东家 → 南家 2                  pays: east → south 2
    下局：南家坐庄                       next hand: south deals

The same for every rule set; a rule set's ``HandMarks`` add the line of who
paid for everyone and the mark beside a player's points.  A counted
player's points (given in place of tiles) are marked so: ``东家 牌点 30（报点）``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from app.core.engine.messages import Both, Joined, Lang, Sep, Text, template
from app.core.engine.notation import chinese_names, format_tiles, parse_flower_tiles
from app.core.engine.seats import SEATS, Seat

WHO = template("summary.who", zh="{seat}（{name}）", en="{seat} ({name})")
DRAW = template("summary.draw", zh="黄牌：没有人和牌", en="黄牌 (draw): nobody won")
SELF_DRAWN = template("summary.self_drawn", zh="{winner} 自摸和牌：{tile}", en="{winner} wins self-drawn: {tile}")
ON_DISCARD = template("summary.on_discard", zh="{winner} 和牌：{discarder}打出 {tile}",
                      en="{winner} wins on {discarder}'s discard: {tile}")
ROBBING_KONG = template("summary.robbing_kong", zh="{winner} 和牌：{discarder}抢杠 {tile}",
                        en="{winner} wins robbing {discarder}'s kong: {tile}")
PLAYER = template("summary.player", zh="{who} 牌点 {points}{limit} 输赢 {net}",
                  en="{who} points {points}{limit} net {net}")
PAYMENT = template("summary.payment", zh="付款：{payer} → {payee} {amount}{behalf}",
                   en="pays: {payer} → {payee} {amount}{behalf}")
ON_BEHALF = template("summary.on_behalf", zh="（替{seat}付）", en=" (for {seat})")
NO_PAYMENTS = template("summary.no_payments", zh="不用付钱", en="no payments")
NEXT = template("summary.next", zh="下局：{dealer}坐庄{streak}", en="next hand: {dealer} deals{streak}")
STREAK = template("summary.streak", zh="（第 {streak} 次做庄）", en=" (dealer streak {streak})")
COUNTED = template("summary.counted", zh="{mark}（报点）", en="{mark} (counted)")

Who = Callable[[str], Text]


class HandMarks(NamedTuple):
    """A rule set's part of the summary: the line of who paid for everyone
    (or None), and the mark beside a player's points (or "")."""

    pays_all: Callable[[Mapping[str, Any], Who], Text | None]
    player_mark: Callable[[Mapping[str, Any], Mapping[str, Any]], Text | str]  # (the answer, the player)


def summary(marks: HandMarks, table: Mapping[str, Any], result: Mapping[str, Any], lang: Lang) -> str:
    players = result["players"]

    def who(seat: str) -> Text:
        name = players[seat]["name"]
        return WHO(seat=Seat(seat).text, name=name) if name else Seat(seat).text

    lines = [headline(table.get("win"), who)]
    if (pays_all := marks.pays_all(result, who)) is not None:
        lines.append(pays_all)
    for seat in SEATS:
        player = players[seat.value]
        net = f"{player['net']:+d}" if player["net"] else "0"
        mark = marks.player_mark(result, player)
        if player.get("counted"):  # points the player counted, not tiles
            mark = COUNTED(mark=mark)
        lines.append(PLAYER(who=who(seat.value), points=player["points"], limit=mark, net=net))
    lines += [_payment(p, who) for p in result["payments"]] or [NO_PAYMENTS()]
    following = result["next"]
    streak = STREAK(streak=following["dealer_streak"]) if following["dealer_streak"] > 1 else ""
    lines.append(NEXT(dealer=who(following["dealer"]), streak=streak))
    return Joined(tuple(lines), Sep.LINE).render(lang) + "\n"


def headline(win: Mapping[str, Any] | None, who: Who) -> Text:
    if win is None:
        return DRAW()
    kinds = parse_flower_tiles(win["tile"])
    tile = Both(chinese_names(kinds), format_tiles(kinds))
    if win["self_drawn"]:
        return SELF_DRAWN(winner=who(win["seat"]), tile=tile)
    how = ROBBING_KONG if win["robbing_kong"] else ON_DISCARD
    return how(winner=who(win["seat"]), discarder=who(win["discarder"]), tile=tile)


def _payment(payment: Mapping[str, Any], who: Who) -> Text:
    behalf = ON_BEHALF(seat=who(payment["on_behalf_of"])) if payment["on_behalf_of"] else ""
    return PAYMENT(payer=who(payment["from"]), payee=who(payment["to"]), amount=payment["amount"], behalf=behalf)
