"""Random 国标 winning hands of every shape, seeded, for the differential
test against pymahjonggb (``reference``): sets and a pair with 0–4 melds
(chi, pong, kong, concealed kong), seven pairs, thirteen orphans, honours
and knitted tiles, a knitted straight with a set and a pair, nine gates;
tiles drawn from narrowed pools often enough to reach the big fans; winds,
flowers and the flags (self-drawn, last tile, kong, last of its kind) in
combinations a table can have.

A case is a plain dict (JSON): ``concealed`` (mpsz, the winning tile
included), ``melds`` ([type, mpsz]), ``win``, the flags, ``seat`` and
``round`` (0–3: 东南西北), ``flowers``.
"""
from __future__ import annotations

import random

from app.core.engine.shapes.slots import KNITTED_STRAIGHTS
from app.core.engine.shapes.thirteen_orphans import ORPHANS
from app.core.engine.tiles import to_mpsz

SETS = [("pung", k) for k in range(34)] + [("chow", k) for k in range(27) if k % 9 <= 6]
HONOURS = tuple(range(27, 34))
POOLS = (
    tuple(range(34)),  # anything
    tuple(range(9)) + HONOURS,  # one suit and honours
    tuple(range(9)),  # one suit
    HONOURS + (0, 8, 9, 17, 18, 26),  # terminals and honours
    (19, 20, 21, 23, 25, 32),  # green
    (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31),  # reversible
    tuple(k for k in range(27) if k % 9 in (1, 3, 5, 7)),  # even
    tuple(k for k in range(27) if 3 <= k % 9 <= 5),  # middle
    tuple(k for k in range(27) if k % 9 <= 3) + tuple(k for k in range(27) if k % 9 >= 5),  # low or high
    tuple(range(27)),  # no honours
)


def _set_tiles(kind, k):
    return [k] * 3 if kind == "pung" else [k, k + 1, k + 2]


def _fits(used, tiles):
    return all(used[k] + tiles.count(k) <= 4 for k in set(tiles))


def _add(used, tiles):
    for k in tiles:
        used[k] += 1


def _pattern(rng):
    """Four sets and a pair of one of the big fans' shapes, in a random suit or place."""
    suit = 9 * rng.randrange(3)
    other = 9 * rng.choice([s for s in range(3) if 9 * s != suit])
    third = 27 - suit - other if 27 - suit - other in (0, 9, 18) else 18
    step = rng.choice((1, 2))
    start = suit + rng.randrange(7 - 3 * step if step == 2 else 4)
    patterns = (
        ([("chow", suit), ("chow", suit), ("chow", suit + 6), ("chow", suit + 6)], suit + 4),  # 一色双龙会
        ([("chow", other), ("chow", other + 6), ("chow", third), ("chow", third + 6)], suit + 4),  # 三色双龙会
        ([("pung", 27), ("pung", 28), ("pung", 29), ("pung", 30)], rng.randrange(34)),  # 大四喜
        ([("pung", 31), ("pung", 32), ("pung", 33), rng.choice(SETS)], rng.randrange(27)),  # 大三元
        ([("pung", 19), ("chow", 19), ("pung", 23), ("pung", 25)], 32),  # 绿一色
        ([("chow", start)] * 4, rng.randrange(34)),  # 一色四同顺
        ([("pung", suit + 2), ("pung", suit + 3), ("pung", suit + 4), ("pung", suit + 5)], rng.randrange(34)),
        ([("chow", start), ("chow", start + step), ("chow", start + 2 * step), ("chow", start + 3 * step)]
         if start + 3 * step <= suit + 6 else [("chow", suit), ("chow", suit + 1), ("chow", suit + 2),
                                               ("chow", suit + 3)], rng.randrange(34)),  # 一色四步高
        ([("pung", 27), ("pung", 28), ("pung", 29), rng.choice(SETS)], 30),  # 小四喜
        ([("pung", 31), ("pung", 32), rng.choice(SETS), rng.choice(SETS)], 33),  # 小三元
        ([("pung", suit + 1), ("pung", other + 3), ("pung", third + 7), ("pung", suit + 5)], other + 1),  # 全双刻
        ([("pung", k) for k in rng.sample(range(27, 34), 4)], rng.randrange(27, 34)),  # 字一色
        ([("pung", suit), ("pung", suit + 8), ("pung", other), ("pung", other + 8)], third),  # 清幺九
    )
    return patterns[rng.randrange(len(patterns))]


def _standard(rng):
    if rng.random() < .12:
        chosen, pair = _pattern(rng)
        used = [0] * 34
        for kind, k in chosen:
            _add(used, _set_tiles(kind, k))
        used[pair] += 2
        if max(used) <= 4:
            return _dealt(rng, chosen, pair, used)
    pool = rng.choice(POOLS)
    sets = [s for s in SETS if all(k in pool for k in _set_tiles(*s))] or SETS
    if rng.random() < .5:  # chows near each other, for the chow fans
        sets = [s for s in sets if s[0] == "chow"] or sets
    elif rng.random() < .3:
        sets = [s for s in sets if s[0] == "pung"] or sets
    used = [0] * 34
    chosen = []
    while len(chosen) < 4:
        if chosen and rng.random() < .35:  # a set near one chosen: same, shifted, another suit
            kind, k = rng.choice(chosen)
            k2 = k + rng.choice((0, 0, 1, 2, 3, 9, 18, -9, -18, -1, -2, -3))
            cand = (kind, k2) if (kind, k2) in SETS else rng.choice(sets)
        else:
            cand = rng.choice(sets)
        tiles = _set_tiles(*cand)
        if _fits(used, tiles):
            _add(used, tiles)
            chosen.append(cand)
    pairs = [k for k in pool if used[k] <= 2] or [k for k in range(34) if used[k] <= 2]
    pair = rng.choice(pairs)
    used[pair] += 2
    return _dealt(rng, chosen, pair, used)


def _dealt(rng, chosen, pair, used):
    """The sets, some of them melds (kongs where a fourth tile is left), and the pair."""
    melds = []
    concealed = [pair, pair]
    n_melds = rng.choice((0, 0, 0, 1, 1, 2, 2, 3, 4))
    kong_rate = rng.choice((.25, .25, .9))
    for i, (kind, k) in enumerate(chosen):
        tiles = _set_tiles(kind, k)
        if i < n_melds:
            if kind == "chow":
                melds.append(["chi", tiles])
            else:
                melds.append([rng.choice(("kong", "concealed_kong")) if rng.random() < kong_rate else "pong",
                              tiles])
        else:
            concealed += tiles
    for m in melds:
        if m[0] in ("kong", "concealed_kong") and used[m[1][0]] > 3:
            m[0] = "pong"
        if m[0] in ("kong", "concealed_kong"):
            m[1] = m[1] + [m[1][0]]
            used[m[1][0]] += 1
    return concealed, melds


def _special(rng, shape):
    if shape == "seven_pairs":
        pool = rng.choice(POOLS[:3] + POOLS[6:])
        kinds = [rng.choice(pool) for _ in range(7)]
        if rng.random() < .1:
            suit = 9 * rng.randrange(3)
            start = rng.randrange(3)
            kinds = [suit + start + i for i in range(7)]
        counts = {k: kinds.count(k) for k in kinds}
        if max(counts.values()) > 2:
            return None
        return [k for k in kinds for _ in range(2)], []
    if shape == "orphans":
        return list(ORPHANS) + [rng.choice(ORPHANS)], []
    if shape == "knitted":
        straight = rng.choice(KNITTED_STRAIGHTS)
        pool = list(straight + HONOURS)
        rng.shuffle(pool)
        if rng.random() < .3:
            pool = list(HONOURS) + rng.sample(straight, 7)
        return pool[:14], []
    if shape == "nine_gates":
        suit = 9 * rng.randrange(3)
        return [suit + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [suit + rng.randrange(9)], []
    straight = list(rng.choice(KNITTED_STRAIGHTS))  # knitted straight, a set and a pair
    while True:
        kind, k = rng.choice(SETS)
        tiles = _set_tiles(kind, k)
        pair = rng.randrange(34)
        every = straight + tiles + [pair, pair]
        if all(every.count(x) <= 4 for x in every):
            break
    if rng.random() < .3:
        meld = ["chi", tiles] if kind == "chow" else [rng.choice(("pong", "kong", "concealed_kong")), tiles]
        if meld[0] in ("kong", "concealed_kong"):
            if every.count(k) > 3:
                meld[0] = "pong"
            else:
                meld[1] = tiles + [k]
        return straight + [pair, pair], [meld]
    return straight + tiles + [pair, pair], []


def random_case(rng: random.Random) -> dict:
    """One winning hand and how it was won."""
    while True:
        shape = rng.choices(("standard", "seven_pairs", "orphans", "knitted", "nine_gates", "straight"),
                            (70, 10, 3, 6, 2, 9))[0]
        made = _standard(rng) if shape == "standard" else _special(rng, shape)
        if made is not None:
            break
    concealed, melds = made
    win = rng.choice(concealed)
    in_melds = [k for _, tiles in melds for k in tiles]
    kongs = any(t in ("kong", "concealed_kong") for t, _ in melds)
    self_drawn = rng.random() < .4
    lone = concealed.count(win) == 1 and win not in in_melds
    case = {
        "concealed": to_mpsz(sorted(concealed)),
        "melds": [[t, to_mpsz(tiles)] for t, tiles in melds],
        "win": to_mpsz([win]),
        "self_drawn": self_drawn,
        "last_tile": rng.random() < .08,
        "kong": (self_drawn and kongs and rng.random() < .3) or (not self_drawn and lone and rng.random() < .08),
        "last_of_kind": concealed.count(win) == 1 and (in_melds.count(win) == 3 or rng.random() < .1),
        "seat": rng.randrange(4),
        "round": rng.randrange(4),
        "flowers": rng.choice((0, 0, 0, 1, 2, 3, 8)),
    }
    if case["kong"] and not self_drawn:
        case["last_tile"] = False  # a robbed kong is not the wall's last tile
    return case


def random_cases(n: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    return [random_case(rng) for _ in range(n)]


def case_hand(case: dict):
    """The case as our scorer takes it."""
    from app.core.engine.melds import MELD_TYPES, Meld
    from app.core.engine.notation import parse_tiles
    from app.core.gb.hand import WinningHand

    melds = tuple(Meld(MELD_TYPES[t], parse_tiles(tiles)) for t, tiles in case["melds"])
    self_drawn = case["self_drawn"]
    return WinningHand(
        concealed=parse_tiles(case["concealed"]), melds=melds, win_tile=parse_tiles(case["win"])[0],
        self_drawn=self_drawn, robbing_kong=case["kong"] and not self_drawn,
        kong_replacement=case["kong"] and self_drawn, last_tile=case["last_tile"],
        last_of_kind=case["last_of_kind"], seat_wind=27 + case["seat"], round_wind=27 + case["round"],
        flowers=case["flowers"])


def our_fans(case: dict) -> dict[str, int]:
    """Our fans of the case: {Chinese name: fan × count}, flowers included; {} for no win."""
    from app.core.gb.fans.catalogue import FANS
    from app.core.gb.scoring import score

    found = score(case_hand(case))
    if found is None:
        return {}
    return {FANS[i].name: FANS[i].fan * n for i, n in enumerate(found.counts) if n}


def case_table(case: dict, discarder_step: int = 1) -> dict:
    """The case as a 国标 table request (API.md): the winner at the case's
    seat with its melds and flowers, the others giving no hand; on a discard
    the seat ``discarder_step`` after the winner discarded (or tried the
    robbed kong). 和绝张 is stated when the case has it, else left to the
    tiles in sight."""
    from app.core.engine.notation import parse_tiles

    seats = ("east", "south", "west", "north")
    seat = seats[case["seat"]]
    concealed = list(parse_tiles(case["concealed"]))
    concealed.remove(parse_tiles(case["win"])[0])
    self_drawn = case["self_drawn"]
    winner = {"hand": to_mpsz(concealed), "melds": [{"type": t, "tiles": tiles} for t, tiles in case["melds"]],
              "flowers": " ".join(f"{n}f" for n in range(1, case["flowers"] + 1))}
    win = {"seat": seat, "tile": case["win"], "self_drawn": self_drawn, "last_tile": case["last_tile"],
           "kong_replacement": case["kong"] and self_drawn, "robbing_kong": case["kong"] and not self_drawn,
           "last_of_kind": True if case["last_of_kind"] else None}
    if not self_drawn:
        win["discarder"] = seats[(case["seat"] + discarder_step) % 4]
    return {"round_wind": seats[case["round"]], "seats": {s: winner if s == seat else {} for s in seats},
            "win": win}
