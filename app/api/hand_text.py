"""The short summary of one hand a scorekeeper reads on a phone
(``Accept: text/plain``), in Chinese unless the request asks for English::

    南家 和牌：西家打出 六万              south wins on west's discard: 6m
    东家 牌点 0 输赢 -2                  east points 0 net -2
    …
    付款：东家 → 南家 2                  pays: east → south 2
    下局：南家坐庄                       next hand: south deals

Who won on what and the payments are the same for every rule set; a rule
set's ``HandLines`` say who paid for everyone, each player's line and the
next hand's.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from app.core.engine.messages import Both, Joined, Lang, Message, Sep, Template, Text, template
from app.core.engine.notation import chinese_names, format_tiles, parse_flower_tiles
from app.core.engine.seats import SEATS, Seat

WHO = template("summary.who", zh="{seat}（{name}）", en="{seat} ({name})")
DRAW = template("summary.draw", zh="黄牌：没有人和牌", en="黄牌 (draw): nobody won")
SELF_DRAWN = template("summary.self_drawn", zh="{winner} 自摸和牌：{tile}", en="{winner} wins self-drawn: {tile}")
ON_DISCARD = template("summary.on_discard", zh="{winner} 和牌：{discarder}打出 {tile}",
                      en="{winner} wins on {discarder}'s discard: {tile}")
ROBBING_KONG = template("summary.robbing_kong", zh="{winner} 和牌：{discarder}抢杠 {tile}",
                        en="{winner} wins robbing {discarder}'s kong: {tile}")
PAYMENT = template("summary.payment", zh="付款：{payer} → {payee} {amount}{behalf}",
                   en="pays: {payer} → {payee} {amount}{behalf}")
ON_BEHALF = template("summary.on_behalf", zh="（替{seat}付）", en=" (for {seat})")
NO_PAYMENTS = template("summary.no_payments", zh="不用付钱", en="no payments")

Who = Callable[[str], Text]  # a seat's name in the answer ("south") → who sits there, for people


class HandLines(NamedTuple):
    """A rule set's lines of the summary: who paid for everyone (or None),
    a player's line (lines), the next hand's line, and its word for a hand
    nobody won (黄牌, 荒庄)."""

    pays_all: Callable[[Mapping[str, Any], Who], Text | None]  # (the answer, who)
    player: Callable[[Mapping[str, Any], Mapping[str, Any], Text], Message]  # (the answer, the player, who)
    next: Callable[[Mapping[str, Any] | None, Who], Text]  # (the answer's next, who)
    draw: Template = DRAW


def summary(lines: HandLines, table: Mapping[str, Any], result: Mapping[str, Any], lang: Lang) -> str:
    players = result["players"]

    def who(seat: str) -> Text:
        name = players[seat]["name"]
        return WHO(seat=Seat(seat).text, name=name) if name else Seat(seat).text

    out: list[Message] = [headline(table.get("win"), who, lines.draw)]
    if (pays_all := lines.pays_all(result, who)) is not None:
        out.append(pays_all)
    out += [lines.player(result, players[seat.value], who(seat.value)) for seat in SEATS]
    out += [_payment(p, who) for p in result["payments"]] or [NO_PAYMENTS()]
    out.append(lines.next(result["next"], who))
    return Joined(tuple(out), Sep.LINE).render(lang) + "\n"


def headline(win: Mapping[str, Any] | None, who: Who, draw: Template = DRAW) -> Text:
    if win is None:
        return draw()
    kinds = parse_flower_tiles(win["tile"])
    tile = Both(chinese_names(kinds), format_tiles(kinds))
    if win["self_drawn"]:
        return SELF_DRAWN(winner=who(win["seat"]), tile=tile)
    how = ROBBING_KONG if win.get("robbing_kong") else ON_DISCARD
    return how(winner=who(win["seat"]), discarder=who(win["discarder"]), tile=tile)


def signed(net: int) -> str:
    """A net as people read it: ``+49``, ``-23``, ``0``."""
    return f"{net:+d}" if net else "0"


def _payment(payment: Mapping[str, Any], who: Who) -> Text:
    behalf = ON_BEHALF(seat=who(payment["on_behalf_of"])) if payment["on_behalf_of"] else ""
    return PAYMENT(payer=who(payment["from"]), payee=who(payment["to"]), amount=payment["amount"], behalf=behalf)
