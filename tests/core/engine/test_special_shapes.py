"""The special winning shapes (``app.core.engine.shapes``) against their
definitions, by brute force over thousands of hands of 13 and 16 tiles,
with no wild tile and with wild tiles (counted apart, filling any slot).

- placed: the most real tiles that lie in some complete hand of the shape,
  found by walking every complete hand (those that differ only in kinds the
  hand does not hold are walked once); shanten is ``size − placed − wilds − 1``
  (the engine's argument), so it is checked through ``HandRules.shanten``;
- complete and waits: some assignment of the real tiles and the wild tiles
  to the shape's slots, by an exact-cover search of its own; every kind
  added, against ``HandRules.completing_kinds``;
- readings: each reading's groups are the shape's and hold exactly the hand.
"""
from __future__ import annotations

import random
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest

from app.core.engine.groups import KNITTED, PAIR, PUNG, SEQUENCE, SINGLE
from app.core.engine.hand import HandRules
from app.core.engine.reading_text import SHAPE_NAMES, describe_groups, describe_special_groups
from app.core.engine.shapes.knitted import HONOURS_AND_KNITTED
from app.core.engine.shapes.knitted_straight import KNITTED_STRAIGHT
from app.core.engine.shapes.seven_pairs import SEVEN_PAIRS, SEVEN_PAIRS_FOUR_ALIKE
from app.core.engine.shapes.slots import KNITTED_STRAIGHTS, WILD_WIN
from app.core.engine.shapes.standard import SETS_AND_PAIR
from app.core.engine.shapes.thirteen_orphans import ORPHANS, THIRTEEN_ORPHANS

HONOURS = tuple(range(27, 34))
PUNGS = tuple((k, k, k) for k in range(34))
RUNS = tuple((k, k + 1, k + 2) for k in range(27) if k % 9 <= 6)
SETS = PUNGS + RUNS
SPECIAL = (SEVEN_PAIRS, SEVEN_PAIRS_FOUR_ALIKE, THIRTEEN_ORPHANS, HONOURS_AND_KNITTED, KNITTED_STRAIGHT)


# -- brute force: the most real tiles in a complete hand --------------------------------------------

def _meet(counts, kinds) -> int:
    need = {}
    for k in kinds:
        need[k] = need.get(k, 0) + 1
    return sum(min(counts[k], n) for k, n in need.items())


def brute_placed(shape, counts, size):
    if shape is THIRTEEN_ORPHANS:
        return None if size != 14 else max(_meet(counts, ORPHANS + (k,)) for k in ORPHANS)
    if shape is HONOURS_AND_KNITTED:
        return None if size != 14 else max(sum(1 for k in hand if counts[k]) for hand in _KNITTED_HANDS)
    if shape in (SEVEN_PAIRS, SEVEN_PAIRS_FOUR_ALIKE):
        return None if size != 14 else _best_pairs(counts, shape.most)
    sets = (size - 2) // 3 - 3
    if sets < 0:
        return None
    held = {k for k in range(34) if counts[k]}
    useful = [s for s in SETS if held.intersection(s)] + [()]  # () stands for a set of kinds not held
    best = 0
    for straight in KNITTED_STRAIGHTS:
        for chosen in combinations_with_replacement(useful, sets):
            kinds = list(straight) + [k for s in chosen for k in s]
            rest = list(counts)
            got = 0
            for k in kinds:
                if rest[k]:
                    rest[k] -= 1
                    got += 1
            best = max(best, got + max(min(c, 2) for c in rest))
    return best


# Every complete hand of honours and knitted tiles: fourteen of a straight's nine and the seven honours.
_KNITTED_HANDS = tuple({tuple(k for k in straight + HONOURS if k not in left)
                        for straight in KNITTED_STRAIGHTS for left in combinations(straight + HONOURS, 2)})


def _best_pairs(counts, most):
    """Seven pair slots, at most ``most`` on a kind: every choice among the kinds held."""
    held = [c for c in counts if c]

    @cache
    def walk(i, slots):
        if i == len(held) or not slots:
            return 0
        return max(min(held[i], 2 * m) + walk(i + 1, slots - m) for m in range(min(most, slots) + 1))
    return walk(0, 7)


# -- brute force: complete, by assigning tiles and wild tiles to slots -------------------------------

def brute_complete(shape, counts, jokers, size):
    if sum(counts) + jokers != size:
        return False
    if shape is HONOURS_AND_KNITTED:
        held = {k for k in range(34) if counts[k]}
        return size == 14 and max(counts) <= 1 and any(held.issubset(hand) for hand in _KNITTED_HANDS)
    return brute_placed(shape, counts, size) == sum(counts) if shape is not KNITTED_STRAIGHT else any(
        _cover(_less(counts, straight), jokers - _lacking(counts, straight), (size - 2) // 3 - 3, 1)
        for straight in KNITTED_STRAIGHTS if size >= 11)


def _lacking(counts, kinds):
    return sum(1 for k in kinds if not counts[k])


def _less(counts, kinds):
    rest = list(counts)
    for k in kinds:
        if rest[k]:
            rest[k] -= 1
    return rest


def _cover(rest, jokers, sets, pairs):
    """Whether ``rest`` and ``jokers`` wild tiles are exactly ``sets`` sets and ``pairs`` pairs."""
    if jokers < 0:
        return False
    low = next((k for k in range(34) if rest[k]), None)
    if low is None:
        return jokers == 3 * sets + 2 * pairs
    options = []
    if pairs:
        options.append(((low, low), 0, 1))
    if sets:
        options.append(((low,) * 3, 1, 0))
        options += [(run, 1, 0) for run in RUNS if low in run]
    for kinds, s, p in options:
        lack = 0
        after = list(rest)
        for k in kinds:
            if after[k]:
                after[k] -= 1
            else:
                lack += 1
        if after[low] < rest[low] and _cover(after, jokers - lack, sets - s, pairs - p):
            return True
    return False


# -- hands ---------------------------------------------------------------------------------------------

def _complete(shape, size, rng):
    if shape is THIRTEEN_ORPHANS:
        return list(ORPHANS) + [rng.choice(ORPHANS)]
    if shape is HONOURS_AND_KNITTED:
        pool = list(rng.choice(KNITTED_STRAIGHTS) + HONOURS)
        rng.shuffle(pool)
        return pool[:14]
    if shape in (SEVEN_PAIRS, SEVEN_PAIRS_FOUR_ALIKE):
        kinds = rng.sample(range(34), 7)
        if shape.most == 2 and rng.random() < .4:
            kinds[1] = kinds[0]
        return [k for k in kinds for _ in range(2)]
    hand = list(rng.choice(KNITTED_STRAIGHTS))
    for _ in range((size - 2) // 3 - 3):
        hand += rng.choice(SETS)
    return hand + [rng.randrange(34)] * 2


def _hands(shape, size, wild, n, seed):
    """``n`` hands of ``size`` − 1 tiles (real counts, wild tiles): a complete
    hand of the shape with a tile taken and up to three changed, some tiles then wild."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        hand = _complete(shape if rng.random() < .85 else rng.choice(SPECIAL), size, rng)
        while len(hand) < size:
            hand.append(rng.randrange(34))
        hand = hand[:size]
        rng.shuffle(hand)
        hand.pop()
        for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
            hand[rng.randrange(len(hand))] = rng.randrange(34)
        jokers = rng.randint(0, 3) if wild else 0
        real = hand[jokers:]
        counts = [0] * 34
        for k in real:
            counts[k] += 1
        if max(counts) <= 4:
            out.append((counts, jokers))
    return out


def _name(shape):
    return shape.code + ("-four-alike" if getattr(shape, "four_alike", False) else "")


CASES = [(shape, size, wild) for shape in SPECIAL for size in (14, 17) for wild in (False, True)
         if size == 14 or shape is KNITTED_STRAIGHT]


@pytest.mark.parametrize(("shape", "size", "wild"), CASES,
                         ids=[f"{_name(s)}-{n - 1}-{'wild' if w else 'plain'}" for s, n, w in CASES])
def test_shanten_and_waits_are_those_of_the_definition(shape, size, wild):
    rules = HandRules(tiles=size - 1, shapes=(shape,), wild=wild)
    n = 150 if shape is KNITTED_STRAIGHT and size == 17 else 400
    ready = 0
    for counts, jokers in _hands(shape, size, wild, n, seed=size * 7 + wild):
        real = [k for k in range(34) for _ in range(counts[k])]
        best = brute_placed(shape, counts, size)
        assert rules.shanten(real, jokers, 0) == size - best - jokers - 1, (real, jokers)
        waits = [k for k in range(34) if brute_complete(shape, _plus(counts, k), jokers, size)]
        assert list(rules.completing_kinds(real, jokers, 0)) == waits, (real, jokers)
        ready += bool(waits)
    assert ready > n // 10  # the hands are near the shape: many are ready


@pytest.mark.parametrize("shape", (THIRTEEN_ORPHANS, HONOURS_AND_KNITTED, SEVEN_PAIRS, SEVEN_PAIRS_FOUR_ALIKE))
def test_the_fourteen_tile_shapes_have_no_hand_of_another_size(shape):
    assert shape.placed([1] * 34, 17) is None and shape.placed([1] * 34, 11) is None
    assert HandRules(tiles=16, shapes=(shape,)).shanten([0] * 16, 0, 0) == 99


def _plus(counts, k):
    out = list(counts)
    out[k] += 1
    return out


def test_the_least_over_every_shape():
    shapes = (SETS_AND_PAIR, *SPECIAL[1:])
    rules = HandRules(tiles=13, shapes=shapes)
    for counts, _ in _hands(KNITTED_STRAIGHT, 14, False, 300, seed=5) + _hands(
            HONOURS_AND_KNITTED, 14, False, 300, seed=6):
        real = [k for k in range(34) for _ in range(counts[k])]
        each = [s.placed(counts, 14) for s in shapes]
        assert rules.shanten(real, 0, 0) == min(13 - p for p in each if p is not None)
        waits = sorted({k for s in shapes for k in HandRules(tiles=13, shapes=(s,)).completing_kinds(real, 0, 0)})
        assert list(rules.completing_kinds(real, 0, 0)) == waits


# -- readings ------------------------------------------------------------------------------------------

SHAPE_OF = {PAIR: 2, PUNG: 3, SEQUENCE: 3, SINGLE: 1, KNITTED: 9}


@pytest.mark.parametrize(("shape", "size", "wild"), CASES,
                         ids=[f"{_name(s)}-{n - 1}-{'wild' if w else 'plain'}" for s, n, w in CASES])
def test_every_reading_holds_the_hand_in_the_shapes_groups(shape, size, wild):
    rng = random.Random(size)
    for _ in range(300):
        hand = _complete(shape, size, rng)
        jokers = rng.randint(0, 2) if wild else 0
        rng.shuffle(hand)
        win = hand[-1] if jokers == 0 or rng.random() < .5 else WILD_WIN
        real = hand[jokers:] if win != WILD_WIN else hand[:-1][jokers - 1:] if jokers else hand
        counts = [0] * 34
        for k in real:
            counts[k] += 1
        if max(counts) > 4:
            continue
        readings = shape.readings(counts, len(hand) - len(real), size, win)
        assert readings, (hand, jokers)
        for reading in readings:
            kinds = sorted(k for g in reading.groups for k in g.kinds)
            assert all(len(g.kinds) == SHAPE_OF[g.shape] for g in reading.groups)
            assert kinds == sorted(real + list(reading.stand_ins))
            won = reading.winning_kind
            assert won == win if win != WILD_WIN else won in reading.stand_ins
            assert describe_groups(reading.groups) and describe_special_groups(reading.groups)


def test_the_reading_text_names_every_shape_and_writes_special_groups():
    assert set(SHAPE_NAMES) == {"sets_and_pair", *(s.code for s in SPECIAL)}
    counts = [0] * 34
    for k in (0, 3, 6, 10, 13, 16, 20, 23, 26, 0, 1, 2, 31, 31):
        counts[k] += 1
    (reading,) = KNITTED_STRAIGHT.readings(counts, 0, 14, 31)
    assert describe_special_groups(reading.groups) == "147m258p369s 123m 55z"
    counts = [0] * 34
    for k in ORPHANS + (27,):
        counts[k] += 1
    (reading,) = THIRTEEN_ORPHANS.readings(counts, 0, 14, 27)
    assert describe_special_groups(reading.groups) == "19m19p19s234567z 11z"


def test_a_rule_sets_readings_are_every_shapes():
    rules = HandRules(tiles=13, shapes=(SETS_AND_PAIR, SEVEN_PAIRS_FOUR_ALIKE))
    real = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]  # 11223344556677m: sets and a pair three ways, and seven pairs
    found = rules.readings(real, 0, 6, 0)
    assert sorted(code for code, _ in found) == ["sets_and_pair"] * 3 + ["seven_pairs"]
    assert all(reading.winning_kind == 6 for _, reading in found)
    jokers = rules.readings(real[:-1], 1, WILD_WIN, 0)  # the winning tile a wild one standing for 7m
    assert jokers and all(reading.winning_kind in reading.stand_ins for _, reading in jokers)
