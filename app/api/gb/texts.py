"""国标's lines of the text answers (``app.api.hand_text``,
``app.api.sitting_text``): the winner's fans, each with its value and count,
and flowers by name; each player's net; the next hand with its number and
round wind (圈风); a sitting's hands by round wind, its standings by name.

Tiles are named as people read them: Chinese names in Chinese (春, 兰),
codes in English (1f 6f), as ``hand_text`` names the winning tile."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api import hand_text, sitting_text
from app.api.hand_text import Who, signed
from app.api.served import Texts
from app.core.engine.messages import Both, Joined, Lang, Message, Sep, Text, template
from app.core.engine.notation import chinese_names, format_tiles, parse_flower_tiles

ROUNDS = {"east": Both("东风圈", "east round"), "south": Both("南风圈", "south round"),
          "west": Both("西风圈", "west round"), "north": Both("北风圈", "north round")}
WINDS = {"east": Both("东", "east"), "south": Both("南", "south"), "west": Both("西", "west"),
         "north": Both("北", "north")}
FLOWERS = "flower_tiles"  # G81's code: its tiles are the flowers, named

DRAW = template("gb.summary.draw", zh="荒庄：没有人和牌", en="荒庄 (draw): nobody won")
WINNER = template("gb.summary.winner", zh="{who} {fan} 番{flowers} 输赢 {net}",
                  en="{who} {fan} fans{flowers} net {net}")
WITHOUT_FLOWERS = template("gb.summary.without_flowers", zh="（不计花牌 {fan} 番）", en=" ({fan} without flowers)")
FANS = template("gb.summary.fans", zh="番种：{fans}", en="fans: {fans}")
FAN = template("gb.summary.fan", zh="{name} {fan}{times}{tiles}", en="{name} {fan}{times}{tiles}")
TIMES = template("gb.summary.times", zh="×{count}", en="×{count}")
FAN_TILES = template("gb.summary.fan_tiles", zh="（{tiles}）", en=" ({tiles})")
PLAYER = template("gb.summary.player", zh="{who} 输赢 {net}", en="{who} net {net}")
NEXT = template("gb.summary.next", zh="下局：{dealer}坐庄，{round}", en="next hand: {dealer} deals, {round}")
NEXT_NUMBERED = template("gb.summary.next_numbered", zh="下局：第 {hand} 局，{round}，{dealer}坐庄{swap}",
                         en="next hand: hand {hand}, {round}, {dealer} deals{swap}")
SWAP = template("gb.summary.swap", zh="（东南、西北先换位）", en=" (东/南 and 西/北 swap seats first)")
OVER = template("gb.summary.over", zh="一场 16 局已打完", en="the sitting's 16 hands are over")

SITTING_DRAW = template("gb.sitting.draw", zh="荒庄", en="drawn (荒庄)")
ROUND = template("gb.sitting.round", zh="（{round}）", en=" ({round})")
HAND_FANS = template("gb.sitting.fans", zh="{win}，{fan} 番", en="{win}, {fan} fans")
TOTAL = template("gb.sitting.total",
                 zh="{rank}. {player} {net}（和 {wins}，自摸 {self_drawn}，放铳 {discarded}，坐庄 {dealt}）",
                 en="{rank}. {player} {net} ({wins} won, {self_drawn} self-drawn, {discarded} paid as discarder, "
                 "{dealt} dealt)")
SITTING_NEXT = template("gb.sitting.next", zh="下局：第 {hand} 局（{round}），{dealer}坐庄",
                        en="Next hand: hand {hand} ({round}), {dealer} deals")
SITTING_OVER = template("gb.sitting.over", zh="一场 16 局已打完", en="The sitting's 16 hands are over")
CSV_ROUND = template("gb.sitting.csv_round", zh="圈风", en="round wind")
CSV_FAN = template("gb.sitting.csv_fan", zh="{player} 番", en="{player} fans")


def _tiles(tiles: str) -> Both:
    kinds = parse_flower_tiles(tiles)
    return Both(chinese_names(kinds), format_tiles(kinds))


def fan(item: Mapping[str, Any]) -> Text:
    """清龙 16, 幺九刻 1×2, 花牌 1×2（春 兰）: Chinese names in Chinese, English names in English."""
    times = TIMES(count=item["count"]) if item["count"] > 1 else ""
    tiles = FAN_TILES(tiles=_tiles(item["tiles"])) if item["code"] == FLOWERS else ""
    return FAN(name=Both(item["name"], item["english"]), fan=item["fan"], times=times, tiles=tiles)


def _player(result: Mapping[str, Any], player: Mapping[str, Any], who: Text) -> Message:
    net = signed(player["net"])
    if "fan" not in player:
        return PLAYER(who=who, net=net)
    without = player["fan_without_flowers"]
    flowers = WITHOUT_FLOWERS(fan=without) if without != player["fan"] else ""
    fans = FANS(fans=Joined(tuple(fan(item) for item in player["items"]), Sep.LIST))
    return Joined((WINNER(who=who, fan=player["fan"], flowers=flowers, net=net), fans), Sep.LINE)


def _next(following: Mapping[str, Any] | None, who: Who) -> Text:
    if following is None:
        return OVER()
    dealer, round_wind = who(following["dealer"]), ROUNDS[following["round_wind"]]
    if following["hand"] is None:
        return NEXT(dealer=dealer, round=round_wind)
    swap = SWAP() if following["hand"] == 9 else ""
    return NEXT_NUMBERED(hand=following["hand"], round=round_wind, dealer=dealer, swap=swap)


HAND = hand_text.HandLines(pays_all=lambda result, who: None, player=_player, next=_next, draw=DRAW)


def _outcome(text: Text, hand: sitting_text.Hand, winner: str) -> Text:
    return HAND_FANS(win=text, fan=hand["settlement"]["players"][winner]["fan"])


def _sitting_next(setup: Mapping[str, Any] | None) -> Text:
    if setup is None:
        return SITTING_OVER()
    return SITTING_NEXT(hand=setup["hand"], round=ROUNDS[setup["round_wind"]], dealer=setup["seating"]["east"])


def _fan_cell(hand: sitting_text.Hand, seat: str, lang: Lang) -> Any:
    """The winner's fans, flowers included; blank for the others."""
    return hand["settlement"]["players"][seat].get("fan", "")


SITTING = sitting_text.SittingLines(
    about=lambda hand: ROUND(round=ROUNDS[hand["round_wind"]]),
    outcome=_outcome,
    after=lambda line, hand, played, players: line,
    total=TOTAL,
    next=_sitting_next,
    columns=(sitting_text.Column(CSV_FAN, _fan_cell),),
    hand_columns=(sitting_text.HandColumn(CSV_ROUND, lambda hand, lang: WINDS[hand["round_wind"]].render(lang)),),
    draw=SITTING_DRAW,
)

TEXTS = Texts(
    hand=lambda request, answer, lang: hand_text.summary(HAND, request, answer, lang),
    sitting=lambda request, answer, lang: sitting_text.summary(SITTING, request, answer, lang),
    spreadsheet=lambda request, answer, lang: sitting_text.spreadsheet(SITTING, request, answer, lang),
)
