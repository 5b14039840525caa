"""How far a hand is from ready (向听), and what completes it, for the
shape of sets and a pair, wild tiles filling any slot.

Free of any rule set's point values: only the shape of a winning hand
(``sets_needed`` sets and a pair) and the wild tiles, of one kind
(``wild``; ``NO_WILD`` for none) or counted apart (``*_wild``).  Other
winning shapes are units of ``shapes``; ``hand.HandRules`` takes the least
over a rule set's shapes.

**Placing the real tiles.**  Split the real tiles (all but the wild
tiles) into at most ``sets_needed`` *partial sets* and at most one
*partial pair*: a partial set is any part of a pung or of a sequence of
one suit (``5m``, ``55m``, ``57m``, ``567m`` …), a partial pair any part
of a pair; tiles that fit nowhere are left out.  ``placed`` is the most real tiles such a
split holds.  A hand of ``3n + 2`` tiles is complete exactly when every real
tile is placed: the empty slots, ``3n + 2 − placed`` of them, are then as
many as the wild tiles, and a wild tile may fill any slot.

**Shanten.**  For a hand of ``3n + 1`` tiles with ``j`` wild tiles::

    shanten = 3n + 1 − j − placed = (empty slots) − j − 1

Why: let ``D`` be the fewest tiles the hand lacks, over every complete
``3n + 2`` hand ``C`` it could become (``|C − H|``).  An optimal ``C`` keeps
every wild tile (it fills any slot a new tile fills) and places as many real
tiles as possible, so ``D = 3n + 2 − placed − j``.  The hand is ready
(听牌) when ``D = 1``.  One exchange (draw one, discard one) lowers ``D`` by
at most 1, and while ``D ≥ 2`` some exchange does lower it (draw a tile of
``C − H``, discard one of ``H − C``, which is not empty), so the hand is
``D − 1`` exchanges from ready.  ``tests/core/engine/test_shanten.py`` checks this
definition on small hands, and completeness against the hand reading.

**Speed.**  A split never mixes suits, so each suit's best placements are
computed once per count vector (``suit_tables``) and the four suits are
combined by a small knapsack over (partial sets, partial pair).

>>> from app.core.engine.notation import parse_tiles as t
>>> from app.core.engine.tiles import to_mpsz
>>> shanten(t("123m 234m 345m 78m 999s 88m"), wild=17, sets_needed=5)
0
>>> shanten(t("147m 258p 369s 1234z 67z 5m"), wild=0, sets_needed=5)   # 1m is wild
8
>>> to_mpsz(completing_kinds(t("123m 234m 345m 78m 999s 88m"), wild=17, sets_needed=5))
'679m9p'
"""
from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from functools import lru_cache
from itertools import chain, compress
from operator import add

from .suit_tables import WIDTH, Table, as_number, merge, merged_at, number_table, suit_table
from .tiles import KINDS, Kind

NO_WILD = -1  # the ``wild`` kind of a hand with none
_NO_PAIR = int.from_bytes(bytes(WIDTH * (1, 0)), "little")  # a table's even entries as flags: no pair
_LONE = (0,) + (1,) * (WIDTH - 1)  # a lone tile's table: placed in any partial set or the pair


def shanten(hand: Sequence[Kind], wild: Kind, sets_needed: int) -> int:
    """Exchanges from ready (0: ready) for a hand of ``3 × sets_needed + 1`` tiles.

    >>> shanten((0, 0, 0, 1), wild=33, sets_needed=1)   # 1112m: waits on 2m and 3m
    0
    """
    _check_size(hand, 3 * sets_needed + 1)
    counts, jokers = _counts(hand, wild)
    return 3 * sets_needed + 1 - jokers - placed(counts, sets_needed)


def shanten_wild(real: Sequence[Kind], jokers: int, sets_needed: int) -> int:
    """``shanten`` for a hand given as its real tiles (kinds 0–33, none wild) and
    ``jokers`` wild tiles besides: for wild tiles of several kinds (flowers).

    >>> shanten_wild((0, 0, 0), 1, sets_needed=1)   # 111m and a wild: ready
    0
    """
    _check_size((*real, *(0,) * jokers), 3 * sets_needed + 1)
    return 3 * sets_needed + 1 - jokers - placed(_real_counts(real), sets_needed)


def shanten_discarding_wild(real: Sequence[Kind], jokers: int, sets_needed: int) -> tuple[dict[Kind, int], int]:
    """For a hand of ``3 × sets_needed + 2`` tiles, given as its real tiles
    (kinds 0–33) and ``jokers`` wild tiles besides: the shanten each discard
    leaves, from one reading of the tables: a tile of each real kind held, by
    kind, and a wild tile (meaningless when none is held).

    >>> shanten_discarding_wild((0, 0, 0, 1), 1, sets_needed=1)   # 1112m and a wild
    ({0: 0, 1: 0}, 0)
    """
    _check_size((*real, *(0,) * jokers), 3 * sets_needed + 2)
    whole, less = placed_removing(_real_counts(real), sets_needed)
    left = 3 * sets_needed + 1 - jokers
    return {k: left - placed_then for k, placed_then in less.items()}, left + 1 - whole


def shanten_waits_wild(real: Sequence[Kind], jokers: int, sets_needed: int) -> tuple[int, tuple[Kind, ...]]:
    """``shanten_wild`` and, for a ready hand, ``completing_kinds_wild``, from
    one reading of the tables: an analysis asks both of its hand.

    >>> shanten_waits_wild((0, 0, 0, 1), 0, sets_needed=1), shanten_waits_wild((0, 4, 8, 12), 0, sets_needed=1)
    ((0, (1, 2)), (2, ()))
    """
    _check_size((*real, *(0,) * jokers), 3 * sets_needed + 1)
    suits, tables = _tables(_real_counts(real))
    at = 2 * sets_needed + 1
    n = 3 * sets_needed + 1 - jokers - _placed_at(tables, at)
    return n, (tuple(compress(KINDS, _raised_at(suits, tables, at)[1])) if n == 0 else ())


def is_complete(tiles: Sequence[Kind], wild: Kind, sets_needed: int) -> bool:
    """Whether ``3 × sets_needed + 2`` tiles form the sets and the pair, ``wild`` wild.

    >>> is_complete((0, 0, 0, 1, 2), wild=33, sets_needed=1), is_complete((0, 0, 1, 5, 33), wild=33, sets_needed=1)
    (True, False)
    """
    if len(tiles) != 3 * sets_needed + 2:
        return False
    counts, jokers = _counts(tiles, wild)
    return placed(counts, sets_needed) == len(tiles) - jokers


def is_complete_wild(real: Sequence[Kind], jokers: int, sets_needed: int) -> bool:
    """``is_complete`` for real tiles (kinds 0–33) and ``jokers`` wild tiles besides.

    >>> is_complete_wild((0, 0, 0, 1), 1, sets_needed=1), is_complete_wild((0, 4, 8, 9), 1, sets_needed=1)
    (True, False)
    """
    if len(real) + jokers != 3 * sets_needed + 2:
        return False
    return placed(_real_counts(real), sets_needed) == len(real)


def completing_kinds_wild(real: Sequence[Kind], jokers: int, sets_needed: int) -> tuple[Kind, ...]:
    """Every kind (0–33) whose tile, added to real tiles and ``jokers`` wild
    tiles besides, completes the hand (shape alone), in mpsz order; the wild
    kinds are the caller's to add.

    >>> from app.core.engine.tiles import to_mpsz
    >>> to_mpsz(completing_kinds_wild((0, 0, 0, 1), 0, sets_needed=1))   # 1112m: 111m 22m, or 11m 123m
    '23m'
    >>> to_mpsz(completing_kinds_wild((0, 0, 0), 1, sets_needed=1))   # 111m and a wild: any kind pairs it
    '123456789m123456789p123456789s1234567z'
    """
    _check_size((*real, *(0,) * jokers), 3 * sets_needed + 1)
    before, raised = placed_raised(_real_counts(real), sets_needed)
    return tuple(compress(KINDS, raised)) if before == len(real) else ()


def completing_kinds(hand: Sequence[Kind], wild: Kind, sets_needed: int) -> tuple[Kind, ...]:
    """Every kind whose tile, added, completes the hand (shape alone), in mpsz order.

    The wild kind is among them whenever any is: a drawn wild tile fills the slot.
    Empty when the hand is not ready.
    """
    return useful_kinds(hand, wild, sets_needed) if shanten(hand, wild, sets_needed) == 0 else ()


def useful_kinds(hand: Sequence[Kind], wild: Kind, sets_needed: int) -> tuple[Kind, ...]:
    """进张: every kind whose tile, drawn, brings the hand closer to a win, in mpsz order.

    For a ready hand, the kinds that complete it; otherwise those after whose
    draw some discard leaves a lower shanten.  Such a tile is one more real
    tile placed (the discard is one left out), or a wild tile.

    >>> from app.core.engine.notation import parse_tiles as t
    >>> from app.core.engine.tiles import to_mpsz
    >>> to_mpsz(useful_kinds(t("1379m"), wild=33, sets_needed=1))   # 2m or 8m a set, 1m 3m 7m 9m a pair; 中 wild
    '123789m7z'
    """
    return shanten_useful(hand, wild, sets_needed)[1]


def shanten_useful(hand: Sequence[Kind], wild: Kind, sets_needed: int) -> tuple[int, tuple[Kind, ...]]:
    """``shanten`` and ``useful_kinds`` of one hand, from one reading of its
    tables: an analysis asks both of the hand and of each discard."""
    _check_size(hand, 3 * sets_needed + 1)
    counts, jokers = _counts(hand, wild)
    before, raised = placed_raised(counts, sets_needed)
    if wild >= 0:
        raised[wild] = True  # a wild tile drawn fills a slot
    return 3 * sets_needed + 1 - jokers - before, tuple(compress(KINDS, raised))


def useful_discarding(tiles: Sequence[Kind], wild: Kind, sets_needed: int, discards: Iterable[Kind]
                      ) -> dict[Kind, tuple[int, list[bool]]]:
    """For a hand of ``3 × sets_needed + 2`` tiles, what discarding a tile of
    each of ``discards`` (kinds held) leaves: its shanten, and for each kind
    whether a tile of it drawn then is useful (``shanten_useful``'s 进张, as
    flags), from one reading of the tables: a discard changes one suit's.

    >>> n, flags = useful_discarding((0, 0, 0, 1, 5), wild=33, sets_needed=1, discards=(5,))[5]
    >>> n, [kind for kind, useful in enumerate(flags) if useful]
    (0, [1, 2, 33])
    """
    _check_size(tiles, 3 * sets_needed + 2)
    counts, jokers = _counts(tiles, wild)
    suits, tables = _tables(counts)
    at, left = 2 * sets_needed + 1, 3 * sets_needed + 1 - jokers
    out = {}
    for kind in discards:
        if kind == wild:  # the real tiles stay, one wild tile fewer
            before, raised = _raised_at(suits, tables, at)
            before -= 1
        else:
            suit, i = divmod(kind, 9)
            held = suits[suit]
            less = (*held[:i], held[i] - 1, *held[i + 1:])
            suits_then, tables_then = suits.copy(), tables.copy()
            suits_then[suit], tables_then[suit] = less, suit_table(less, suit < 3)
            before, raised = _raised_at(suits_then, tables_then, at)
        if wild >= 0:
            raised[wild] = True  # a wild tile drawn fills a slot
        out[kind] = left - before, raised
    return out


def waits_of(hand: Sequence[Kind], wild: Kind, sets_needed: int, never_held: Container[Kind] = ()) -> tuple[Kind, ...]:
    """听: the kinds that complete the hand, less those a rule set lays out
    when drawn (``never_held``), in mpsz order.

    >>> from app.core.engine.notation import parse_tiles as t
    >>> waits = waits_of(t("123m 456m 789m 123p 9p"), wild=17, sets_needed=4, never_held=(31,))  # a lone wild: any pair
    >>> len(waits), 31 in waits   # every kind but 白板, never held here
    (33, False)
    """
    return tuple(k for k in completing_kinds(hand, wild, sets_needed) if k not in never_held)


def _check_size(hand: Sequence[Kind], size: int) -> None:
    if len(hand) != size:
        raise ValueError(f"a hand needing {(size - 1) // 3} sets holds {size} tiles, not {len(hand)}")


def _counts(tiles: Sequence[Kind], wild: Kind) -> tuple[list[int], int]:
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    if wild < 0:
        return counts, 0
    jokers = counts[wild]
    counts[wild] = 0
    return counts, jokers


def _real_counts(real: Sequence[Kind]) -> list[int]:
    counts = [0] * 34
    for k in real:
        counts[k] += 1
    return counts


def placed(counts: list[int], sets_needed: int) -> int:
    """Most real tiles placed in ``sets_needed`` partial sets and one partial pair."""
    return _placed_at(_tables(counts)[1], 2 * sets_needed + 1)


def _placed_at(tables: list[Table], at: int) -> int:
    return merged_at(merge(tables[0], tables[1]), merge(tables[2], tables[3]), at)


def _tables(counts: list[int]) -> tuple[list[tuple[int, ...]], list[Table]]:
    """Each suit's counts and its table."""
    suits = _suits(counts)
    return suits, [suit_table(suit_counts, suit < 3) for suit, suit_counts in enumerate(suits)]


def placed_adding(counts: list[int], sets_needed: int) -> tuple[int, list[int]]:
    """The most real tiles placed (``placed``), and the same with one tile of
    each kind added (``placed_raised``: one more, or as many)."""
    before, raised = placed_raised(counts, sets_needed)
    return before, [before + up for up in raised]


def placed_raised(counts: list[int], sets_needed: int) -> tuple[int, list[bool]]:
    """The most real tiles placed (``placed``), and for each kind whether one
    tile of it added places one more.  A tile added raises some entries of its
    suit's table by one (``_adding_gains``) and no entry by more, so it places
    one more exactly when it raises an entry some best split gives its suit:
    the best splits between the first two suits merged and the last two,
    then within each two (``_best_budgets``)."""
    return _raised_at(*_tables(counts), 2 * sets_needed + 1)


def _raised_at(suits: list[tuple[int, ...]], tables: list[Table], at: int) -> tuple[int, list[bool]]:
    """``placed_raised`` from the suits' counts and tables, ``at`` the budget of the sets needed and the pair."""
    splits = bytes(map(add, merge(tables[0], tables[1])[:at + 1], merge(tables[2], tables[3])[at::-1]))
    best = max(splits)
    budgets = bytes(map(best.__eq__, splits))  # of the first two suits: those of the last two read backwards
    tights = (*_best_budgets(*tables[:2], budgets), *_best_budgets(*tables[2:], budgets[::-1]))
    return best, list(chain.from_iterable(map(_raising, suits, _RUNS, tights)))


_RUNS = (True, True, True, False)  # each suit's: sequences exist (not in the honours)


@lru_cache(maxsize=1 << 11)  # ≤ 0.35 KiB each: 0.7 MiB full (traced)
def _raising(counts: tuple[int, ...], runs: bool, tight: int) -> tuple[bool, ...]:
    """For each kind of a suit, whether one tile of it added raises an entry
    flagged in ``tight`` (``_adding_gains``), kept: a hand's discards change
    one suit, and the others' best budgets mostly stay."""
    return tuple([gain & tight != 0 for gain in _adding_gains(counts, runs)])


@lru_cache(maxsize=1 << 11)  # ≤ 0.35 KiB each (the tables shared): 0.7 MiB full (traced)
def _best_budgets(a: Table, b: Table, budgets: bytes) -> tuple[int, int]:
    """The budgets of ``a`` and of ``b`` in some best split of a budget of the
    two merged flagged in ``budgets`` (a byte each, lowest first), as flags
    read as numbers (``as_number``): an odd budget holds the pair in one
    table, an even one in neither (never in both)."""
    merged = merge(a, b)
    in_a = in_b = 0
    for budget, flag in enumerate(budgets):
        if flag:
            best = bytes(map(merged[budget].__eq__, map(add, a[:budget + 1], b[budget::-1])))
            one_pair = -1 if budget & 1 else _NO_PAIR
            in_a |= int.from_bytes(best, "little") & one_pair
            in_b |= int.from_bytes(best, "big") & one_pair
    return in_a, in_b


def placed_removing(counts: list[int], sets_needed: int) -> tuple[int, dict[Kind, int]]:
    """The most real tiles placed (``placed``), and the same with one tile of
    each kind held taken away (a discard), by kind."""
    suits, tables, others = _read(counts)
    at = 2 * sets_needed + 1
    after = {}
    for suit, suit_counts in enumerate(suits):
        other, runs = others[suit], suit < 3
        for i, c in enumerate(suit_counts):
            if c:
                less = (*suit_counts[:i], c - 1, *suit_counts[i + 1:])
                after[9 * suit + i] = merged_at(other, suit_table(less, runs), at)
    return merged_at(others[0], tables[0], at), after


def _suits(counts: list[int]) -> list[tuple[int, ...]]:
    return [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34])]


def _read(counts: list[int]) -> tuple[list[tuple[int, ...]], list[Table], list[Table]]:
    """Each suit's counts and table, and its other three tables combined
    (six merges: two pairs of suits, each pair with the other's suits)."""
    suits, tables = _tables(counts)
    a, b, c, d = tables
    ab, cd = merge(a, b), merge(c, d)
    return suits, tables, [merge(b, cd), merge(a, cd), merge(ab, d), merge(ab, c)]


@lru_cache(maxsize=1 << 10)  # 9 small numbers each: ≤ 0.5 MiB
def _adding_gains(counts: tuple[int, ...], runs: bool) -> tuple[int, ...]:
    """For each kind of a suit, the entries of its table that one tile of it
    added raises, as flags read as a number (``as_number``): a hand's
    discards change one suit, so the other three recur.  An entry rises by
    one at most, so the tables read as numbers differ by those flags.  A tile with no tile of its suit
    within two kinds (any kind not held, in the honours) makes a block of its
    own: every such kind gains alike (``_LONE``)."""
    table = suit_table(counts, runs)
    before, whole = as_number(table), as_number(counts)
    lone = -1
    out = []
    for i, near in enumerate(_near_held(counts, runs)):
        if near:
            raised = number_table(whole + _KIND_STEPS[i], True) if runs else suit_table(
                (*counts[:i], counts[i] + 1, *counts[i + 1:]), False)
            out.append(as_number(raised) - before)
        else:
            if lone < 0:
                lone = as_number(merge(table, _LONE)) - before
            out.append(lone)
    return tuple(out)


_KIND_STEPS = tuple(1 << 8 * i for i in range(9))  # one tile of each kind of a suit, in its number (``as_number``)


def _near_held(counts: tuple[int, ...], runs: bool) -> bytes:
    """For each kind of a suit, whether a tile is held within two kinds of it
    (in the honours, of that kind): a byte each."""
    near = as_number(map(bool, counts))
    if runs:
        for _ in range(2):  # a kind further: a byte each way
            near |= near << 8 | near >> 8
    return near.to_bytes(len(counts) + 2, "little")[:len(counts)]
