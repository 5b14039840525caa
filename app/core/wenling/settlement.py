"""Settling a finished Wenling table: totals (W10–W15), payments in 子
(W16–W18), 包三家 (W20–W22), the next dealer (W23–W24).

Decisions where RULES-wenling.md is silent:

- On a 黄牌 every seat is still scored by W11 and W13, for information;
  nothing is paid (W23).
- The 被包方 keeps the ``base``, ``fan``, ``raw`` and items of the hand, so
  the table sees what was forfeited; its ``points`` are 0 (W21).
- Under 包三家 each amount is what W16–W18 give between the two players it
  is owed between (the dealer scaling of W18 included), then charged to
  the 被包方: the winner receives the same total as without 包 (W21).
- A 腊子胡 winner is reported with the 腊子胡 item alone, ``raw`` and
  ``points`` 500, ``capped`` false (W10: a fixed total, not one held).
- A counted seat (points in place of tiles, the winner's included) is
  reported with ``raw`` and ``points`` its count, ``base``, ``bonus`` and
  ``fan`` 0, no items and no reading, ``capped`` false (``counted`` says
  why); a counted 腊子胡 winner lists no item either.
"""
from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from ..engine.errors import TableError
from ..engine.messages import Joined
from ..engine.reading_text import describe_reading
from ..engine.result import Payment, new_payment
from ..engine.seats import SEATS, Seat
from ..taizhou.answer import NextHand, with_nets
from ..taizhou.answer import next_hand as family_next_hand
from ..taizhou.reading_text import stand_ins_text
from ..taizhou.wall import live_phase
from .bao import BaoVerdict, bao_verdict
from .catalogue import ITEMS, LAIZI_POINTS
from .checks import check_table, checked
from .counted import counted_laizi
from .counted import reason as counted_reason
from .items import capped_points, output_items, scored
from .laizi import reason as laizi_reason
from .others import other_figures
from .result import Laizi, PlayerResult, Settlement, new_laizi, new_player_result, new_settlement
from .table import Table
from .winner import WinContext, WinnerScore, best_winner_score, new_win_context

WIN, SETTLEMENT = "win", "settlement"
_LAIZI_ITEMS = output_items((scored("laizi", ()),))  # a 腊子胡 winner's one item (W10), made once
_CODE, _TEXT = attrgetter("code"), attrgetter("text")  # an item's code, a meld's text: read in C


def settle(table: Table) -> Settlement:
    """Score every seat, list every payment and name the next dealer.

    Raises ``TableError`` with every problem when the table cannot happen.
    Whether an ordinary win's tiles win (W4) is the winner's search's to
    find: it reads every split anyway, and ``check_table`` says why when
    none wins.
    """
    problems, condition = checked(table, winner=False)
    if problems:
        raise TableError(check_table(table))
    win = table.win
    laizi = None
    winner: PlayerResult | None = None
    full_flush = False
    if win is not None and table.seats[win.seat].points is not None:
        laizi, winner = _counted_winner(table)
    elif win is not None:
        state = table.seats[win.seat]
        if condition is not None:
            laizi = new_laizi((condition.number, condition.code, condition.name,
                               laizi_reason(table, condition, LAIZI_POINTS)))
            winner = new_player_result((0, 0, 0, LAIZI_POINTS, LAIZI_POINTS, False, _LAIZI_ITEMS, None, state.name,
                                        False, 0))
        else:
            ctx = win_context(table)
            found = best_winner_score(state.hand, ctx, table.rules.winner_bonus)
            if found is None:
                raise TableError(check_table(table))
            winner = winner_result(found, ctx, table.rules.winner_bonus, state.name)
            full_flush = "full_flush" in map(_CODE, found.items)
    verdict, contradictions = bao_verdict(table, full_flush)
    if contradictions:
        raise TableError(contradictions)
    players = _players(table, winner, verdict)
    payments = _payments(table, players, verdict) if win else []
    with_nets(players, payments)
    winning_seat = win.seat if win else None
    return new_settlement((  # every field, in order
        "win" if win else "draw",
        winning_seat,
        live_phase(table.wall_remaining),
        verdict,
        laizi,
        players,
        tuple(payments),
        family_next_hand(winning_seat, table.dealer_streak),
    ))


def _counted_winner(table: Table) -> tuple[Laizi | None, PlayerResult]:
    """A counted winner (``counted``): its 腊子胡, if any, and its result."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    state = table.seats[win.seat]
    points = state.points
    assert points is not None  # a counted winner: its points in place of its tiles
    condition = counted_laizi(table)[0]
    if condition is None:
        return None, counted_result(points, state.name)
    laizi = Laizi(condition.number or None, condition.code, condition.name, counted_reason(table, condition))
    return laizi, PlayerResult(0, 0, 0, points, LAIZI_POINTS, False, (), None, state.name, True)


def counted_result(points: int, name: str | None, paid_all: bool = False) -> PlayerResult:
    """A counted seat: ``raw`` and ``points`` its count, never ``capped``
    (``counted``); a 被包方's count is kept in ``raw``, its points 0 (W21)."""
    if paid_all:
        return PlayerResult(0, 0, 0, points, 0, False, (), None, name, True)
    return PlayerResult(0, 0, 0, points, points, False, (), None, name, True)


def win_context(table: Table) -> WinContext:
    win = table.win
    assert win is not None  # asked only of a table with a win
    state = table.seats[win.seat]
    return new_win_context((win.seat, table.de, table.de_kinds, state.melds, state.flipped, win.tile, win.self_drawn,
                            win.kong_replacement, win.robbing_kong))


def winner_result(found: WinnerScore, ctx: WinContext, bonus: int, name: str | None = None) -> PlayerResult:
    """W15: (bonus + base) × 2^番, rounded up to 10, capped at 500."""
    return _winner_result(found, bonus, _reading_text(found, ctx), name)


def winner_results(founds: Sequence[WinnerScore | None], ctxs: Sequence[WinContext], bonus: int
                   ) -> list[PlayerResult | None]:
    """``winner_result`` for each of ``ctxs``, ways of winning on the same
    tile with the same melds, seat and 得 (``None`` where it does not win);
    their best readings, often one, put in words once."""
    firsts = {found.reading: found for found in reversed(founds) if found is not None}  # the first of each reading
    texts = {reading: _reading_text(found, ctxs[0]) for reading, found in firsts.items()}
    return [None if found is None else _winner_result(found, bonus, texts[found.reading], None) for found in founds]


def _reading_text(found: WinnerScore, ctx: WinContext) -> Joined:
    wait = ITEMS[found.wait].name if found.wait else None
    de = ctx.de if ctx.de < 34 else min(ctx.wild)  # a flower 得 is shown as one of the three
    melds = tuple(map(_TEXT, ctx.melds)) if ctx.melds else ()
    return describe_reading(found.reading, melds, wait, stand_ins_text(found.reading.stand_ins, de))


def _winner_result(found: WinnerScore, bonus: int, text: Joined, name: str | None) -> PlayerResult:
    raw = (found.base + bonus) << found.fan
    points, capped = capped_points(raw)
    return new_player_result((found.base, bonus, found.fan, raw, points, capped, output_items(found.items), text, name,
                              False, 0))


def _players(table: Table, winner: PlayerResult | None, verdict: BaoVerdict) -> dict[Seat, PlayerResult]:
    out = {}
    seats, won = table.seats, table.win.seat if table.win is not None else None
    paid_all = verdict.discarder if verdict.applied else None  # W21: the 被包方
    for seat in SEATS:
        state = seats[seat]
        if seat is won:  # once a table, on a win: there is then the winner's result
            assert winner is not None
            out[seat] = winner
            continue
        if state.points is not None:
            out[seat] = counted_result(state.points, state.name, seat is paid_all)
            continue
        base, fan, items = other_figures(state.hand, state.melds, state.flipped, seat)
        raw = base << fan
        points, capped = capped_points(raw)
        if seat is paid_all:
            points, capped = 0, False  # W21: the 被包方 counts 0
        out[seat] = new_player_result((base, 0, fan, raw, points, capped, items, None, state.name, False, 0))
    return out


def _others(winner: Seat) -> tuple[tuple[Seat, ...], tuple[tuple[Seat, Seat], ...]]:
    others = tuple(s for s in SEATS if s is not winner)
    return others, tuple((a, b) for i, a in enumerate(others) for b in others[i + 1:])


_OTHERS = {winner: _others(winner) for winner in SEATS}


def amount(points: int, a: Seat, b: Seat, mode: str) -> int:
    """W16–W18: ``points`` (胡) owed between ``a`` and ``b`` in 子 (÷ 10),
    scaled by the payment mode, a half rounded up once.

    >>> amount(120, Seat.SOUTH, Seat.WEST, "side_half"), amount(160, Seat.EAST, Seat.SOUTH, "dealer_double")
    (6, 32)
    """
    whole = points // 10  # totals are multiples of 10
    if mode == "side_half" and not (a.is_dealer or b.is_dealer):
        return -(-whole // 2)
    if mode == "dealer_double" and (a.is_dealer or b.is_dealer):
        return whole * 2
    return whole


def _payments(table: Table, players: dict[Seat, PlayerResult], verdict: BaoVerdict) -> list[Payment]:
    """Every transfer of the hand; a zero amount is none, so no row."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    winner = win.seat
    mode = table.rules.payment
    discarder = verdict.discarder if verdict.applied else None
    others, pairs = _OTHERS[winner]
    points = players[winner].points
    out: list[Payment] = []
    for payer in others:  # W16
        owed = amount(points, payer, winner, mode)
        if not owed:
            continue
        if discarder is None:
            out.append(new_payment((payer, winner, owed, WIN, None)))
        else:  # W21: the 被包方 pays what everyone would have paid
            out.append(new_payment((discarder, winner, owed, WIN, None if payer is discarder else payer)))
    for a, b in pairs:  # W17
        pa, pb = players[a].points, players[b].points
        if pa == pb:
            continue
        low, high = (a, b) if pa < pb else (b, a)
        owed = amount(abs(pa - pb), a, b, mode)
        if not owed:
            continue
        if discarder is None or low is discarder:
            out.append(new_payment((low, high, owed, SETTLEMENT, None)))
        else:
            out.append(new_payment((discarder, high, owed, SETTLEMENT, low)))
    return out


def next_hand(table: Table) -> NextHand:
    """W24 (R41): the dealer stays on a win of their own; otherwise 南 deals
    (W23: a 黄牌 passes the deal)."""
    return family_next_hand(table.win.seat if table.win else None, table.dealer_streak)
