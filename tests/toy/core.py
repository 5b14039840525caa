"""The toy rule set's core (T1–T4, ``tests/toy/__init__.py``) over the engine."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from app.core.engine import errors
from app.core.engine.errors import Problem, TableError
from app.core.engine.hand import HandRules
from app.core.engine.messages import EN, Both, Lang, template
from app.core.engine.reader import TileReader
from app.core.engine.result import Payment, payments_dict, seat_text
from app.core.engine.rule_set import Penalty, RuleSet
from app.core.engine.seats import SEAT_NAMED, SEAT_PATHS, SEATS, Seat
from app.core.engine.shape_checks import hand_problems
from app.core.engine.sitting import name_problems, play_hands, player_problems, rotate, standings
from app.core.engine.tiles import is_honour_or_terminal, to_mpsz

HAND = HandRules(tiles=13)  # T1
FANS = {"self_drawn": (Both("自摸", "Self-drawn"), 1), "concealed": (Both("门前清", "Concealed hand"), 1),
        "all_simples": (Both("断幺", "All simples"), 1)}  # T2
PAYOUTS = {"single": 1, "double": 2}  # T3: what each payer pays, once or twice over
NOT_A_WIN = template("toy.not_a_win", zh="这手牌和不了（{rule}）", en="this hand does not win ({rule})")


class Settlement(NamedTuple):
    outcome: str
    winner: Seat | None
    fans: tuple[str, ...]
    payments: tuple[Payment, ...]
    dealer: Seat
    penalty: str | None

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        nets = dict.fromkeys(SEATS, 0)
        for p in self.payments:
            nets[p.payer] -= p.amount
            nets[p.payee] += p.amount
        return {"outcome": self.outcome, "winner": seat_text(self.winner),
                "fans": [{"code": code, "name": FANS[code][0].zh, "english": FANS[code][0].en} for code in self.fans],
                "nets": {str(seat): net for seat, net in nets.items()}, "payments": payments_dict(self.payments),
                "next": {"dealer": str(self.dealer)}}


def settle(data: Mapping[str, Any]) -> Settlement:
    reader = TileReader()
    hands = {seat: reader.tiles(data["seats"][str(seat)]["hand"], f"{SEAT_PATHS[seat]}.hand") for seat in SEATS}
    melds = {seat: tuple(reader.meld(m, f"{SEAT_PATHS[seat]}.melds[{i}]")
                         for i, m in enumerate(data["seats"][str(seat)].get("melds", ()))) for seat in SEATS}
    win = data.get("win")
    tile = reader.tile(win["tile"], "win.tile") if win else -1
    problems = reader.problems + [p for seat in SEATS
                                  for p in hand_problems(hands[seat], melds[seat], SEAT_PATHS[seat], tiles=HAND.tiles,
                                                         rule="T1")]
    if win is None:
        if problems:
            raise TableError(problems)
        return Settlement("draw", None, (), (), Seat.SOUTH, None)
    seat = SEAT_NAMED[win["seat"]]
    tiles = (*hands[seat], tile)
    if not problems and not HAND.is_complete(tiles, 0, len(melds[seat])):
        problems.append(Problem(f"{SEAT_PATHS[seat]}.hand", NOT_A_WIN(rule="T1"), errors.NOT_A_WIN))
    if problems:
        raise TableError(problems)
    fans = tuple(code for code, held in (("self_drawn", win["self_drawn"]), ("concealed", not melds[seat]),
                                         ("all_simples", not any(map(is_honour_or_terminal, tiles)))) if held)
    payout = PAYOUTS[(data.get("rules") or {}).get("payout", "single")]
    amount = (1 + sum(FANS[code][1] for code in fans)) * payout  # T3
    if win["self_drawn"]:
        payments = tuple(Payment(other, seat, amount, "win") for other in SEATS if other is not seat)
        return Settlement("win", seat, fans, payments, Seat.EAST if seat.is_dealer else Seat.SOUTH, None)
    discarder = SEAT_NAMED[win["discarder"]]
    payments = tuple(Payment(discarder, seat, amount, "win", None if other is discarder else other)
                     for other in SEATS if other is not seat)
    return Settlement("win", seat, fans, payments, Seat.EAST if seat.is_dealer else Seat.SOUTH, "discarder_pays")


class _Setup(NamedTuple):
    seating: dict[Seat, str]

    def to_dict(self) -> dict[str, Any]:
        return {"seating": {str(seat): name for seat, name in self.seating.items()}}


@dataclass
class _Total:
    player: str
    net: int = 0

    def add(self, hand: Any, seat: Seat) -> None:
        self.net += sum(p.amount for p in hand.settlement.payments if p.payee is seat)
        self.net -= sum(p.amount for p in hand.settlement.payments if p.payer is seat)


class _HandPlayed(NamedTuple):
    setup: _Setup
    settlement: Settlement


@dataclass(frozen=True)
class Sitting:
    hands: tuple[_HandPlayed, ...]
    totals: tuple[_Total, ...]
    next: _Setup

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {"hands": [{**h.setup.to_dict(), "settlement": h.settlement.to_dict(lang)} for h in self.hands],
                "totals": [vars(total) for total in self.totals], "next": self.next.to_dict()}


class _Play:
    def read(self, hand, setup):
        return hand, [], name_problems(hand, setup.seating, "T4"), setup

    def __init__(self, rules: Mapping[str, Any] | None):
        self.rules = rules

    def settle(self, hand):
        return settle({**hand, "rules": self.rules} if self.rules else hand)

    @staticmethod
    def check(hand):
        return []

    @staticmethod
    def following(setup, hand, settlement):
        stays = settlement is not None and settlement.dealer is Seat.EAST
        return setup if stays else _Setup(rotate(setup.seating, {s: s.next_hand_seat() for s in SEATS}))


def settle_sitting(data: Mapping[str, Any]) -> Sitting:
    players = {seat: data["players"][str(seat)] for seat in SEATS}
    played, problems, setup = play_hands(data["hands"], _Setup(players), _Play(data.get("rules")))
    problems = player_problems(players) + problems
    if problems:
        raise TableError(problems)
    hands = tuple(_HandPlayed(p.setup, p.settlement) for p in played)
    return Sitting(hands, standings(players.values(), hands, _Total), setup)


class Analysis(NamedTuple):
    shanten: int
    waits: tuple[str, ...]

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]:
        return {"shanten": self.shanten, "waits": list(self.waits)}


def analyse(data: Mapping[str, Any]) -> Analysis:
    reader = TileReader()
    hand = reader.tiles(data["hand"], "hand")
    problems = reader.problems + hand_problems(hand, (), "", tiles=HAND.tiles, rule="T1")
    if problems:
        raise TableError(problems)
    return Analysis(HAND.shanten(hand, 0, 0), tuple(to_mpsz([k]) for k in HAND.completing_kinds(hand, 0, 0)))


RULE_SET = RuleSet(
    name="toy", title=Both("斗鸡", "Toy"), hand=HAND, settle=settle, settle_sitting=settle_sitting,
    analyse=analyse,
    rule_table={"items": [{"code": code, "name": name.zh, "english": name.en, "fan": fan, "rule": "T2"}
                          for code, (name, fan) in FANS.items()],
                "settings": [{"name": "payout", "default": "single", "choices": list(PAYOUTS), "rule": "T3",
                              "chinese": "付法", "english": "Payout", "description_zh": "每家付一份或两份",
                              "description": "each payer pays once or twice over"}]},
    codes=errors.CODES,
    penalties=(Penalty("discarder_pays", Both("放铳", "the discarder pays for everyone"), "T3"),),
)
