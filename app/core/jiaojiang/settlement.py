"""Settling a finished table (§5–§8): totals, payments, 点炮, the next hand."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import attrgetter

from ..engine.errors import TableError
from ..engine.groups import Group
from ..engine.messages import Joined
from ..engine.reading import Reading
from ..engine.reading_text import describe_reading
from ..engine.result import Payment, new_payment
from ..engine.seats import SEAT_WINDS, SEATS, Seat
from ..engine.tiles import Kind
from ..taizhou.answer import NextHand, with_nets
from ..taizhou.answer import next_hand as family_next_hand
from ..taizhou.reading_text import stand_ins_text
from ..taizhou.wall import live_phase
from .answer import DianpaoVerdict, PlayerResult, Settlement, new_player_result, new_settlement
from .catalogue import ITEMS, LIMIT_PAYMENT, flip_kind
from .checks import check_table
from .dianpao import dianpao_verdict
from .items import Score, is_limit, output_items, round_up, total
from .others import other_result
from .table import Stake, Table
from .winner import NotAWin, WinContext, best_winner_score, best_winner_scores, new_win_context, wait_item

WIN, SETTLEMENT = "win", "settlement"
_TEXT = attrgetter("text")  # a meld's text, read in C


def settle(table: Table) -> Settlement:
    """Score every seat, list every payment and name the next dealer.

    Raises ``TableError`` with every problem when the table cannot happen.
    Whether the winner's tiles win (R5) is the winner's search's to find:
    it reads every split anyway, and ``check_table`` says why when none wins.
    """
    verdict, contradictions = dianpao_verdict(table)
    if not contradictions and not check_table(table, winner=False):
        try:
            return _settlement(table, verdict, _players(table, verdict))
        except NotAWin:
            pass
    raise TableError(check_table(table) + contradictions)


def _settlement(table: Table, verdict: DianpaoVerdict, players: dict[Seat, PlayerResult]) -> Settlement:
    payments = _payments(table, players, verdict) if table.win else ()
    if payments:  # else every net is 0, as each player was built
        with_nets(players, payments)
    winner = table.win.seat if table.win else None
    return new_settlement((  # every field, in order
        "win" if table.win else "draw",
        winner,
        live_phase(table.wall_remaining),
        verdict,
        players,
        tuple(payments),
        family_next_hand(winner, table.dealer_streak),
    ))


# --- 牌点汇总 -----------------------------------------------------------------

def _players(table: Table, verdict: DianpaoVerdict) -> dict[Seat, PlayerResult]:
    """Every seat's 牌点汇总.

    Decisions where RULES.md is silent: on a 黄牌 every seat is still scored
    by R26, for information (nothing is paid); a 点炮 discarder keeps the
    ``base``, ``fan``, ``raw`` and items of the hand, so the table sees what
    was forfeited, while ``points`` is 0 and not 劣子 as R37 says.

    A counted seat (points in place of tiles, the winner's included) is
    reported with ``raw`` and ``points`` its counted points, ``base``,
    ``bonus`` and ``fan`` 0 (not counted apart), no items and no reading; 劣子
    follows from the points (R28: 400 or more).
    """
    players = {}
    winner = table.win.seat if table.win else None
    paying_all = verdict.discarder if verdict.applied else None
    de = table.de
    flip = flip_kind(de)
    for seat in SEATS:
        state = table.seats[seat]
        if state.points is not None:
            players[seat] = counted_result(state.points, state.name, seat is paying_all)
        elif seat is winner:
            players[seat] = _winner(table)
        else:
            players[seat] = other_result(state.hand, state.melds, state.flipped, SEAT_WINDS[seat], de, flip, state.name,
                                         seat is paying_all)
    return players


def counted_result(points: int, name: str | None, paid_all: bool = False) -> PlayerResult:
    """A counted seat's 牌点汇总: its points, 劣子 at 400 or more (R28); a
    点炮 discarder's count is kept in ``raw``, its points 0 (R37.1)."""
    settled = 0 if paid_all else points
    return PlayerResult(0, 0, 0, points, settled, is_limit(settled), (), None, name, True)


def win_context(table: Table) -> WinContext:
    win = table.win
    assert win is not None  # asked only of a table with a win
    state = table.seats[win.seat]
    return new_win_context((SEAT_WINDS[win.seat], table.de, flip_kind(table.de), state.melds, state.flipped,
                            win.tile, win.self_drawn, win.kong_replacement, win.robbing_kong, win.last_tile))


def _winner(table: Table) -> PlayerResult:
    win = table.win
    assert win is not None  # asked only of the winner's seat (``_players``)
    state = table.seats[win.seat]
    return winner_result(state.hand, win_context(table), table.rules.winner_bonus, name=state.name)


def winner_result(hand: tuple[Kind, ...], ctx: WinContext, bonus: int, name: str | None = None) -> PlayerResult:
    """The winner's 牌点汇总 on the best reading (R23, R25–R28), with its items
    and the reading in words; ``hand`` is the concealed tiles before ``ctx.win_tile``."""
    reading, score = best_winner_score(hand, ctx, bonus)
    return _winner_result(score, ctx, bonus, _reading_text(reading, ctx), name)


def winner_results(hand: tuple[Kind, ...], ctxs: Sequence[WinContext], bonus: int) -> list[PlayerResult]:
    """``winner_result`` for each of ``ctxs``, ways of winning on the same
    tile with the same melds and seat, found in one search (their best
    readings, often one, put in words once)."""
    found = best_winner_scores(hand, ctxs, bonus)
    texts = {reading: _reading_text(reading, ctxs[0]) for reading in dict.fromkeys(reading for reading, _ in found)}
    return [_winner_result(score, ctx, bonus, texts[reading], None)
            for (reading, score), ctx in zip(found, ctxs, strict=True)]


def _reading_text(reading: Reading, ctx: WinContext) -> Joined:
    melds = tuple(map(_TEXT, ctx.melds)) if ctx.melds else ()
    wait = _wait_name(reading.winning_group, reading.win_slot)
    return describe_reading(reading, melds, wait, stand_ins_text(reading.stand_ins, ctx.de))


@lru_cache(maxsize=1024)
def _wait_name(group: Group, slot: int) -> str | None:
    """The name of the wait (R17) on ``group``'s ``slot``, kept: there are a few hundred groups in all."""
    wait = wait_item(group, slot)
    return ITEMS[wait.code].name if wait else None


def _winner_result(score: Score, ctx: WinContext, bonus: int, text: Joined, name: str | None) -> PlayerResult:
    raw = total(score.base, score.fan, bonus)
    points = round_up(raw)
    return new_player_result((score.base, bonus, score.fan, raw, points, is_limit(points), output_items(score.items),
                              text, name, False, 0))


# --- payments ---------------------------------------------------------------

def _payments(table: Table, players: dict[Seat, PlayerResult], verdict: DianpaoVerdict) -> list[Payment]:
    """Every transfer of the hand; a zero amount is none, so no row."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    winner = win.seat
    out: list[Payment] = []
    discarder = verdict.discarder if verdict.applied else None
    for payer, amount in win_payments(table, players[winner]):
        if not amount:
            continue
        if discarder is None:
            out.append(new_payment((payer, winner, amount, WIN, None)))
        else:  # R37.2: the discarder pays what everyone would have paid
            out.append(new_payment((discarder, winner, amount, WIN, None if payer is discarder else payer)))
    for a, b, tens in _OTHERS[winner][1]:
        owed = settlement_between(a, players[a], b, players[b], tens)
        if owed is None or not owed[2]:
            continue
        payer, payee, amount = owed
        if discarder is None or payer is discarder:  # R37.3: the discarder, at 0, pays
            out.append(new_payment((payer, payee, amount, SETTLEMENT, None)))
        else:  # R37.4: the discarder pays what the other two owe each other
            out.append(new_payment((discarder, payee, amount, SETTLEMENT, payer)))
    return out


def _others(winner: Seat) -> tuple[tuple[tuple[Seat, int], ...], tuple[tuple[Seat, Seat, int], ...]]:
    """The players who did not win and every two of them, each with its tens: 10 × the side divisor (R31)."""
    others = tuple(s for s in SEATS if s is not winner)
    return (tuple((s, 10 * side_divisor(winner, s)) for s in others),
            tuple((a, b, 10 * side_divisor(a, b)) for i, a in enumerate(others) for b in others[i + 1:]))


def win_payments(table: Table, winner: PlayerResult) -> list[tuple[Seat, int]]:
    """R29–R31: what each player who did not win owes the winner, each rounded
    up once; in one call, what every payer's amount shares read once."""
    win = table.win
    assert win is not None  # asked only of a table with a win
    self_drawn = 2 if win.self_drawn else 1
    extra = table.dan * table.dealer_streak * self_drawn
    stakes = table.stakes
    owed = []
    for payer, tens in _OTHERS[win.seat][0]:
        # dan and stakes are whole, so rounding the whole amount up rounds this part.
        amount = LIMIT_PAYMENT + extra if winner.limit else -(-winner.points // tens) + extra
        if stakes:
            amount += self_drawn * staked(stakes, payer, win.seat)
        owed.append((payer, amount))
    return owed


def staked(stakes: tuple[Stake, ...], a: Seat, b: Seat) -> int:
    """R30: what ``a`` and ``b`` staked between them, either way round (a
    loop: a generator and a set a stake cost more, for every payer)."""
    amount = 0
    for (x, y), n in stakes:
        if (x is a and y is b) or (x is b and y is a):
            amount += n
    return amount


def settlement_between(a: Seat, pa: PlayerResult, b: Seat, pb: PlayerResult,
                       tens: int) -> tuple[Seat, Seat, int] | None:
    """R32: (payer, payee, amount) between two players who did not win, if any;
    ``tens``: 10 × their side divisor (R31)."""
    if pa.limit and pb.limit:
        return None
    if pa.limit or pb.limit:
        return (b, a, LIMIT_PAYMENT) if pa.limit else (a, b, LIMIT_PAYMENT)
    if pa.points == pb.points:
        return None
    low, high = (a, b) if pa.points < pb.points else (b, a)
    return low, high, -(-abs(pa.points - pb.points) // tens)  # rounded up once (§6)


_DEALER = Seat.EAST  # looked up once: reading a member off an enum class is slow in 3.11


def side_divisor(a: Seat, b: Seat) -> int:
    """边家奖励 of two players: 1 when one of them is the dealer, else 2 (R31)."""
    return 1 if a is _DEALER or b is _DEALER else 2


_OTHERS = {winner: _others(winner) for winner in SEATS}


# --- the next hand ----------------------------------------------------------

def next_hand(table: Table) -> NextHand:
    """R41–R42: the dealer stays on a win of their own; otherwise 南 deals."""
    return family_next_hand(table.win.seat if table.win else None, table.dealer_streak)
