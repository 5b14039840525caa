"""Reference ("oracle") settlement of one table, written straight from RULES.md.

Deliberately simple and slow: for differential testing only.  It never imports
the scoring core (it even reads tile strings itself), so a mistake in the core is not copied here.

    from tests.oracle import oracle_settle
    result = oracle_settle(request_dict)   # API.md request shape

How the winner is read (R18, R23): every 得-kind tile of the concealed hand
(the winning tile included) is given every one of the 34 kinds (a multiset of
values; its own kind = 得还原, R8), every decomposition of the result into
(5 − melds) sets + 1 pair is taken, and every set or pair that holds the
winning tile's kind is tried as the "slot" the winning tile fills.  Each
reading is scored by R12–R25 and the best by (raw, 番, base) is kept.

Interpretation choices (where RULES.md leaves room; the literal reading):

 1. R18: a wild 得 may stand for *any* of the 34 kinds, including the flip
    kind (白板, or 红中 when 得 is 白板) and kinds whose four copies are in
    sight; a hand may therefore read as holding five of a kind.
 2. R12: a pair earns 2 only for the owner's seat wind or a dragon; terminal
    pairs and other winds' pairs earn 0 (the table's "other winds 0" and the
    seed's 其它对子 0 和).
 3. R17: exactly one wait item, for the slot chosen; the 3 of 123 / 7 of 789
    is 靠柄 (never also 嵌档); the middle tile is 嵌档; the pair is 单吊; a
    pung slot or the outer tile of a sequence (other than 3 of 123 / 7 of
    789) earns nothing.  1 of 123 and 9 of 789 are two-sided (no item).
 4. R19: when the slot is a pung of the concealed hand and the win is not
    self-drawn (discard or 抢杠和), that pung is scored as an exposed pung
    (4/2) in base; it still counts as a pung for 门风/字牌 番, 对对和 and
    四风会齐.  Self-drawn: a concealed pung (8/4).
 5. R21 旁和: all sets (melds included) sequences, the slot is a sequence and
    the slot earns no wait item.  A 大吊车 / 单吊 slot is never 旁和.
 6. R21a: 清一色 / 混一色 judged on assigned kinds of all 17 tiles (melds
    included, flipped tiles excluded).  清一色 and 混一色 are exclusive
    (混一色 needs at least one honour); an all-honour hand is 混一色.
 7. R22: n = 得-kind tiles in the concealed hand incl. the winning tile;
    r = those assigned to their own kind.  得还原 r 番; m = n − r:
    m=0 无得 1, m=1 0, m=2 1, m=3 2.
 8. 自摸得: self-drawn and the winning tile's *face* is the 得 kind (also when
    that 得 is restored).  杠上开花 / 抢杠和 / 海底捞月 are taken from the
    request's flags (kong_replacement / robbing_kong / last_tile), the first
    and last only together with self_drawn.
 9. 大吊车: exactly five melds (any type, concealed kongs included) and the
    slot is the pair; it also earns 单吊 2 和.
10. R24 winner: the reading's pairs/pungs/kongs (melds included) cover all
    four winds.  Non-winner: every 得-kind tile in the concealed hand is a
    wild wind; winds with a pong/kong meld are sets; either all four winds
    are sets (3+ in hand), or own wind is a pair (2+) and the other three
    sets, with missing tiles filled by the wilds.  The 13 番 is the only
    thing the wilds change: base items stay at face value (R9/R26).
11. R26 non-winner: each kind held exactly twice in the concealed hand is a
    pair (2 if own wind or dragon), each kind held 3 or 4 times a concealed
    pung (8/4, plus 门风/字牌 番); melds as R13–R16 (chi 0) with 门风/字牌 番
    for pong/kong melds; flipped 4 和 + 1 番 each.
12. R28: 劣子 when the rounded points ≥ 400.  R31/R32 amounts are computed
    exactly (fractions) and rounded up once per payment.  Zero payments are
    omitted.  R32 "exactly one 劣子: the other pays 40" has no divisor.
13. R37 (only when ``win.dianpao`` is true and the win is not self-drawn):
    the discarder is reported with raw 0, points 0, limit false (base/fan
    kept as computed).  The discarder pays: one "win" row per other player
    (on_behalf_of = that player; null for the discarder's own share); one
    "settlement" row to each other non-winner computed by R32 with the
    discarder at 0; and the R32 amount between the other two, paid by the
    discarder to the receiver with on_behalf_of = the one who would have paid.
14. 黄牌 (win null): every seat is still scored by R26 (informative), but no
    payments; all nets 0; the dealer passes.
15. R41: ``next.dealer`` names the seat (in this hand's names) who deals next;
    dealer win → "east", streak + 1, stakes carry over; otherwise "south",
    streak 1, stakes lapse.
16. R29: 做庄次 is the request's ``dealer_streak`` (default 1); 自摸奖励 2 for a
    self-drawn win.  R30: stakes between the same two players (either order)
    add up.
17. R23 "which set the winning tile completes" is free: the winning tile may
    be read into *any* set or the pair holding its (assigned) kind, e.g.
    233445555678m (234m 345m 678m 55m + 5m) won on 5m by discard may read the 5m into 345m and keep
    555m a concealed pung (4, not the R19 exposed 2).
18. A table where ``win.dianpao`` is true on a self-drawn win is settled
    without 点炮.  A stated ``dianpao`` is followed; when it is absent or
    null, 点炮 is judged from the evidence (R34–R36, R38) only when
    ``wall_remaining`` is given: more than 31 tiles is before the 生牌阶段;
    no river given at all is no evidence (no 点炮); otherwise the discarded
    kinds are every river (a seat without one discarded nothing; the
    discarder's last entry, when it is the winning tile, is that discard),
    every pong/kong meld's kind and every ``claimed`` tile.  A winning kind
    among them is not a 生牌.  A discarder holding only 生牌 and not ready
    (no kind of the 34 added to the hand wins, its 得 wild) is not 点炮.
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

# A small tile reader of our own (R2), so that the oracle imports nothing from
# app.core (whose package __init__ pulls in the scoring core).
_NUM = {str(n): n for n in range(1, 10)} | {c: n for n, c in enumerate("一二三四五六七八九", 1)}
_SUIT = {"m": 0, "p": 1, "s": 2, "z": 3, "万": 0, "萬": 0, "筒": 1, "饼": 1, "餅": 1,
         "条": 2, "條": 2, "索": 2}
_HON = sorted({"东": 27, "東": 27, "南": 28, "西": 29, "北": 30, "白": 31, "白板": 31,
               "发": 32, "發": 32, "发财": 32, "發財": 32, "中": 33, "红中": 33, "紅中": 33}.items(),
              key=lambda kv: -len(kv[0]))


def parse_tiles(text: str) -> tuple[int, ...]:
    """mpsz or Chinese tile string -> kinds 0..33 (1m..9m, 1p..9p, 1s..9s, 1z..7z)."""
    out: list[int] = []
    pending: list[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        hon = next(((name, k) for name, k in _HON if text.startswith(name, i)), None)
        if ch in " \t\u3000":
            i += 1
        elif ch in _NUM:
            pending.append(_NUM[ch])
            i += 1
        elif ch.lower() in _SUIT or ch in _SUIT:
            suit = _SUIT.get(ch, _SUIT.get(ch.lower()))
            if not pending or (suit == 3 and max(pending) > 7):
                raise ValueError(f"bad tile string {text!r}")
            out.extend(suit * 9 + n - 1 for n in pending)
            pending = []
            i += 1
        elif hon is not None and not pending:
            out.append(hon[1])
            i += len(hon[0])
        else:
            raise ValueError(f"bad tile string {text!r} at {i}")
    if pending:
        raise ValueError(f"bad tile string {text!r}: number without suit")
    return tuple(out)

SEATS = ("east", "south", "west", "north")
SEAT_WIND = {s: 27 + i for i, s in enumerate(SEATS)}
WINDS = (27, 28, 29, 30)
LIMIT = 400


def is_honour(k: int) -> bool:
    return k >= 27


def is_dragon(k: int) -> bool:
    return k >= 31


def is_ht(k: int) -> bool:
    """Honour-or-terminal (R3)."""
    return k >= 27 or k % 9 in (0, 8)


def seq_ok(k: int) -> bool:
    return k < 27 and k % 9 <= 6


def flip_kind(de: int) -> int:
    return 33 if de == 31 else 31


def one_tile(text: str) -> int:
    t = parse_tiles(text)
    if len(t) != 1:
        raise ValueError(f"expected one tile, got {text!r}")
    return t[0]


def round_up10(x: int) -> int:
    return -(-x // 10) * 10


def ceil_frac(x: Fraction) -> int:
    return math.ceil(x)


# ---------------------------------------------------------------- decomposition

@lru_cache(maxsize=200_000)
def _sets(counts: tuple[int, ...]) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every way (as multisets) to split ``counts`` into pungs and sequences."""
    i = next((k for k in range(34) if counts[k]), None)
    if i is None:
        return ((),)
    out = []
    if counts[i] >= 3:
        c = list(counts)
        c[i] -= 3
        out.extend((("pung", i),) + rest for rest in _sets(tuple(c)))
    if seq_ok(i) and counts[i + 1] and counts[i + 2]:
        c = list(counts)
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        out.extend((("seq", i),) + rest for rest in _sets(tuple(c)))
    return tuple(out)


def decompositions(counts: list[int]):
    """Yield (pair_kind, sets) for every split into sets + exactly one pair."""
    for p in range(34):
        if counts[p] >= 2:
            c = list(counts)
            c[p] -= 2
            for sets in _sets(tuple(c)):
                yield p, sets


def _naturals(tiles, de: int) -> tuple[list[int], int]:
    """Counts of the tiles that are not 得, and how many 得 (wild) there are."""
    natural = [0] * 34
    for t in tiles:
        if t != de:
            natural[t] += 1
    return natural, len(tiles) - sum(natural)


# ---------------------------------------------------------------- request reading

def _melds(seat_data: dict) -> list[tuple[str, int, tuple[int, ...]]]:
    out = []
    for m in seat_data.get("melds") or ():
        tiles = parse_tiles(m["tiles"])
        out.append((m["type"], min(tiles), tiles))
    return out


# ---------------------------------------------------------------- sets, winner or not

# (shape, status) → (code, 和 honour-or-terminal, 和 other): R13–R16.
_SET_BASE = {
    ("pung", "exposed"): ("pung", 4, 2),
    ("pung", "concealed"): ("concealed_pung", 8, 4),
    ("kong", "exposed"): ("kong", 16, 8),
    ("kong", "concealed"): ("concealed_kong", 32, 16),
}


def _set_items(shape: str, status: str, k: int, wind: int) -> list[tuple[str, int, int]]:
    """A pung's or kong's base item, and its 门风 / 字牌 番 (R21)."""
    code, ht, other = _SET_BASE[shape, status]
    items = [(code, ht if is_ht(k) else other, 0)]
    if k == wind:
        items.append(("seat_wind_set", 0, 1))
    if is_dragon(k):
        items.append(("dragon_set", 0, 1))
    return items


# ---------------------------------------------------------------- winner (R12–R25)

def _score_winner_reading(*, seat, melds, pair, sets, slot, win_kind, n_de, n_restored,
                          flipped, win, de, win_face, bonus):
    """Score one reading.  ``slot`` is ("pair",) or ("set", index into sets)."""
    self_drawn = bool(win.get("self_drawn"))
    wind = SEAT_WIND[seat]
    items: list[tuple[str, int, int]] = []  # (code, base, fan)

    # All sets with their status: (shape, kind, status)
    all_sets: list[tuple[str, int, str]] = []
    for mtype, k, _tiles in melds:
        if mtype == "chi":
            all_sets.append(("seq", k, "meld"))
        elif mtype == "pong":
            all_sets.append(("pung", k, "exposed"))
        elif mtype == "kong":
            all_sets.append(("kong", k, "exposed"))
        elif mtype == "concealed_kong":
            all_sets.append(("kong", k, "concealed"))
        else:
            raise ValueError(f"unknown meld type {mtype!r}")
    for idx, (shape, k) in enumerate(sets):
        if shape == "seq":
            all_sets.append(("seq", k, "hand"))
        else:
            exposed = slot == ("set", idx) and not self_drawn  # R19
            all_sets.append(("pung", k, "exposed" if exposed else "concealed"))

    # R12 pair
    if pair == wind or is_dragon(pair):
        items.append(("pair", 2, 0))
    # R13–R16 sets
    for shape, k, status in all_sets:
        if shape in ("pung", "kong"):
            items += _set_items(shape, status, k, wind)
    # R11/R17 flipped, self-drawn
    for _ in range(flipped):
        items.append(("flipped", 4, 1))
    if self_drawn:
        items.append(("self_drawn", 2, 0))
    # R17 wait item for the slot
    wait = None
    if slot == ("pair",):
        wait = "single_wait"
    else:
        shape, k = sets[slot[1]]
        if shape == "seq":
            num = k % 9 + 1  # number of the sequence's first tile
            if win_kind == k + 1:
                wait = "closed_wait"
            elif (num == 1 and win_kind == k + 2) or (num == 7 and win_kind == k):
                wait = "edge_wait"
    if wait:
        items.append((wait, 2, 0))

    # R21 / R21a flushes: every tile's (assigned) kind, flipped tiles left out
    kinds: list[int] = [pair, pair]
    for shape, k, _status in all_sets:
        kinds.extend((k, k + 1, k + 2) if shape == "seq" else (k, k, k))
    suits = {k // 9 for k in kinds if k < 27}
    honours = any(is_honour(k) for k in kinds)
    if not honours and len(suits) == 1:
        items.append(("full_flush", 0, 4))
    elif honours and len(suits) <= 1:
        items.append(("half_flush", 0, 2))
    if all(shape in ("pung", "kong") for shape, _k, _s in all_sets):
        items.append(("all_pungs", 0, 2))
    if all(shape == "seq" for shape, _k, _s in all_sets) and slot != ("pair",) and wait is None:
        items.append(("all_chows", 0, 1))
    if win.get("last_tile") and self_drawn:
        items.append(("last_tile", 0, 1))
    # R22 得 counting
    for _ in range(n_restored):
        items.append(("de_restored", 0, 1))
    left = n_de - n_restored
    if left == 0:
        items.append(("no_de", 0, 1))
    elif left == 2:
        items.append(("two_de", 0, 1))
    elif left >= 3:
        items.append(("three_de", 0, 2))
    if win.get("kong_replacement") and self_drawn:
        items.append(("kong_replacement", 0, 1))
    if win.get("robbing_kong"):
        items.append(("robbing_kong", 0, 1))
    if self_drawn and win_face == de:
        items.append(("self_drawn_de", 0, 1))
    if len(melds) == 5 and slot == ("pair",):
        items.append(("big_single_wait", 0, 1))
    # R24
    wind_sets = {k for shape, k, _s in all_sets if shape in ("pung", "kong") and k in WINDS}
    if pair in WINDS:
        wind_sets.add(pair)
    if len(wind_sets) == 4:
        items.append(("four_winds", 0, 13))

    base = sum(b for _c, b, _f in items)
    fan = sum(f for _c, _b, f in items)
    raw = (base + bonus) * 2 ** fan
    return raw, fan, base, items


def score_winner(request: dict) -> dict:
    win = request["win"]
    seat = win["seat"]
    sd = request["seats"][seat]
    de = one_tile(request["de"])
    bonus = (request.get("rules") or {}).get("winner_bonus", 1)
    melds = _melds(sd)
    win_face = one_tile(win["tile"])
    concealed = list(parse_tiles(sd["hand"])) + [win_face]
    flipped = sd.get("flipped", 0)

    natural, n_de = _naturals(concealed, de)
    best = None
    for values in combinations_with_replacement(range(34), n_de):
        counts = list(natural)
        for v in values:
            counts[v] += 1
        n_restored = values.count(de)
        # The winning tile's kind: its face, or (if it is a 得) any assigned value.
        win_kinds = sorted(set(values)) if win_face == de else [win_face]
        for pair, sets in decompositions(counts):
            for wk in win_kinds:
                slots = []
                if pair == wk:
                    slots.append(("pair",))
                seen = set()
                for idx, (shape, k) in enumerate(sets):
                    holds = (k == wk) if shape == "pung" else (k <= wk <= k + 2 and wk < 27)
                    if holds and (shape, k) not in seen:
                        seen.add((shape, k))
                        slots.append(("set", idx))
                for slot in slots:
                    raw, fan, base, items = _score_winner_reading(
                        seat=seat, melds=melds, pair=pair, sets=sets, slot=slot, win_kind=wk,
                        n_de=n_de, n_restored=n_restored, flipped=flipped, win=win, de=de,
                        win_face=win_face, bonus=bonus)
                    key = (raw, fan, base)
                    if best is None or key > best[0]:
                        best = (key, items, values, pair, sets, slot, wk)
    _sets.cache_clear()
    if best is None:
        raise ValueError(f"{seat}'s hand does not win")
    (raw, fan, base), items, values, pair, sets, slot, wk = best
    return {"base": base, "bonus": bonus, "fan": fan, "raw": raw,
            "items": [{"code": c, "base": b, "fan": f} for c, b, f in items],
            "reading": {"de_as": list(values), "pair": pair, "sets": [list(s) for s in sets],
                        "slot": list(slot), "win_kind": wk}}


# ---------------------------------------------------------------- non-winners (R26)

def score_other(request: dict, seat: str) -> dict:
    sd = request["seats"][seat]
    de = one_tile(request["de"])
    wind = SEAT_WIND[seat]
    hand = parse_tiles(sd["hand"])
    melds = _melds(sd)
    flipped = sd.get("flipped", 0)
    counts = [0] * 34
    for t in hand:
        counts[t] += 1
    items: list[tuple[str, int, int]] = []
    for k in range(34):
        if counts[k] == 2 and (k == wind or is_dragon(k)):
            items.append(("pair", 2, 0))
        if counts[k] >= 3:
            items += _set_items("pung", "concealed", k, wind)
    for mtype, k, _tiles in melds:
        if mtype == "pong":
            items += _set_items("pung", "exposed", k, wind)
        elif mtype == "kong":
            items += _set_items("kong", "exposed", k, wind)
        elif mtype == "concealed_kong":
            items += _set_items("kong", "concealed", k, wind)
    for _ in range(flipped):
        items.append(("flipped", 4, 1))
    # R24 for a non-winner: 得-kind tiles are wild winds
    wild = counts[de]
    have = {w: (0 if w == de else counts[w]) for w in WINDS}
    meld_winds = {k for mtype, k, _t in melds if mtype != "chi" and k in WINDS}

    def need(w: int, size: int) -> int:
        return 0 if w in meld_winds else max(0, size - have[w])

    all_sets = sum(need(w, 3) for w in WINDS)
    pair_own = need(wind, 2) + sum(need(w, 3) for w in WINDS if w != wind)
    if min(all_sets, pair_own) <= wild:
        items.append(("four_winds", 0, 13))
    base = sum(b for _c, b, _f in items)
    fan = sum(f for _c, _b, f in items)
    return {"base": base, "bonus": 0, "fan": fan, "raw": base * 2 ** fan,
            "items": [{"code": c, "base": b, "fan": f} for c, b, f in items]}


# ---------------------------------------------------------------- 点炮 (R34–R38)

def _dianpao(request: dict, discarder: str) -> bool:
    win = request["win"]
    if win.get("dianpao") is not None:
        return bool(win["dianpao"])
    wall = request.get("wall_remaining")
    rivers = {s: sd.get("discards") for s, sd in request["seats"].items()}
    if wall is None or wall > 31 or all(r is None for r in rivers.values()):
        return False
    win_kind = one_tile(win["tile"])
    discarded: set[int] = set()
    for s, sd in request["seats"].items():
        river = list(parse_tiles(rivers[s] or ""))
        if s == discarder and river and river[-1] == win_kind:
            river.pop()
        discarded.update(river)
        for m in sd.get("melds") or ():
            if m["type"] in ("pong", "kong"):
                discarded.update(parse_tiles(m["tiles"]))
            if m.get("claimed") is not None:
                discarded.add(one_tile(m["claimed"]))
    if win_kind in discarded:
        return False
    hand = parse_tiles(request["seats"][discarder]["hand"])
    all_live = not discarded.intersection(hand)
    return not all_live or _ready(hand, one_tile(request["de"]))


def _ready(hand: tuple[int, ...], de: int) -> bool:
    """Some kind added to ``hand`` makes sets and a pair, 得 in the hand wild."""
    natural, wild = _naturals(hand, de)
    for extra in range(34):
        for values in combinations_with_replacement(range(34), wild):
            counts = list(natural)
            counts[extra] += 1
            for v in values:
                counts[v] += 1
            if next(decompositions(counts), None) is not None:
                return True
    return False


# ---------------------------------------------------------------- settlement

def side_divisor(a: str, b: str) -> int:
    return 1 if "east" in (a, b) else 2


def r32_amount(pa: dict, pb: dict, a: str, b: str) -> tuple[str, str, int] | None:
    """(payer, payee, amount) between two non-winners, or None."""
    la, lb = pa["limit"], pb["limit"]
    if la and lb:
        return None
    if la != lb:
        return (b, a, 40) if la else (a, b, 40)
    if pa["points"] == pb["points"]:
        return None
    hi, lo = (a, b) if pa["points"] > pb["points"] else (b, a)
    players = {a: pa, b: pb}
    amt = ceil_frac(Fraction(players[hi]["points"] - players[lo]["points"], 10 * side_divisor(a, b)))
    return (lo, hi, amt) if amt else None


def _next(winner: str | None, streak: int) -> dict:
    if winner == "east":
        return {"dealer": "east", "dealer_streak": streak + 1,
                "seats": {s: s for s in SEATS}, "stakes_carry_over": True}
    return {"dealer": "south", "dealer_streak": 1,
            "seats": {s: SEATS[(i - 1) % 4] for i, s in enumerate(SEATS)},
            "stakes_carry_over": False}


def oracle_settle(request: dict[str, Any]) -> dict[str, Any]:
    win = request.get("win")
    streak = request.get("dealer_streak", 1)
    players: dict[str, dict] = {}
    winner = win["seat"] if win else None
    for s in SEATS:
        players[s] = score_winner(request) if s == winner else score_other(request, s)
    for p in players.values():
        p["points"] = round_up10(p["raw"])
        p["limit"] = p["points"] >= LIMIT
        p["net"] = 0
    payments: list[dict] = []
    dianpao = {"applied": False, "discarder": None}
    if win:
        self_drawn = bool(win.get("self_drawn"))
        discarder = None if self_drawn else win.get("discarder")
        applied = discarder is not None and _dianpao(request, discarder)
        if applied:
            dianpao = {"applied": True, "discarder": discarder}
            players[discarder]["raw"] = 0
            players[discarder]["points"] = 0
            players[discarder]["limit"] = False
        zimo = 2 if self_drawn else 1
        dan_bonus = request.get("dan", 0) * streak * zimo
        wp = players[winner]
        others = [s for s in SEATS if s != winner]

        def stake(a: str, b: str) -> int:
            return sum(st["amount"] for st in request.get("stakes") or ()
                       if set(st["between"]) == {a, b} and a != b)

        # R31
        for s in others:
            extra = dan_bonus + stake(s, winner) * zimo
            if wp["limit"]:
                amt = 40 + extra
            else:
                amt = ceil_frac(Fraction(wp["points"], 10 * side_divisor(winner, s)) + extra)
            if amt:
                if applied:
                    payments.append({"from": discarder, "to": winner, "amount": amt, "kind": "win",
                                     "on_behalf_of": None if s == discarder else s})
                else:
                    payments.append({"from": s, "to": winner, "amount": amt, "kind": "win",
                                     "on_behalf_of": None})
        # R32 (R37 steps 3–4 under 点炮)
        for i in range(3):
            for j in range(i + 1, 3):
                a, b = others[i], others[j]
                r = r32_amount(players[a], players[b], a, b)
                if r is None:
                    continue
                payer, payee, amt = r
                if applied and payer != discarder:
                    payments.append({"from": discarder, "to": payee, "amount": amt,
                                     "kind": "settlement", "on_behalf_of": payer})
                else:
                    payments.append({"from": payer, "to": payee, "amount": amt,
                                     "kind": "settlement", "on_behalf_of": None})
        for p in payments:
            players[p["from"]]["net"] -= p["amount"]
            players[p["to"]]["net"] += p["amount"]
    return {
        "outcome": "win" if win else "draw",
        "winner": winner,
        "dianpao": dianpao,
        "players": players,
        "payments": payments,
        "next": _next(winner, streak),
    }
