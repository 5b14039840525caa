"""Hypothesis strategies for random *valid* tables, as API request dicts.

    from hypothesis import given
    from tests.strategies import tables, win_tables, draw_tables, build_table

    @given(tables())            # wins (~90 %) and 黄牌 draws (~10 %)
    def test_something(request_dict): ...

``win_tables()`` gives wins only, ``draw_tables()`` draws only.  Each strategy
draws one integer seed and builds the table in plain Python
(``build_table(random.Random(seed))``), so generation is fast; the falsifying
example printed by hypothesis is the table itself.  ``check_table(request)``
returns the list of validity problems (empty for a valid table) and is what
``tests/core/jiaojiang/test_oracle_examples.py`` runs on every generated table.

``build_table`` never gives ``wall_remaining``, ``discards`` or ``claimed``:
``with_evidence`` (``evidence_tables()``) adds them to wins on a discard and
drops ``win.dianpao``, which the rivers then decide (R38).  ``win.dianpao`` is
either absent or ``true`` (only for discard wins, never with ``robbing_kong``,
never on a kind that appears in any exposed meld, as the evidence would then
say the kind was discarded before, R35).  ``last_tile`` and
``kong_replacement`` are never both true.  A ``robbing_kong`` win
gives the discarder a ``pong`` meld of the winning kind (R39: the kong
attempt failed, the meld stays a pung).
"""
from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import strategies as st

SEATS = ("east", "south", "west", "north")
HONOURS = tuple(range(27, 34))
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
DANS = (0, 2, 5, 10, 20, 50, 100)
STAKE_AMOUNTS = (1, 2, 5, 10, 20)

_CN_NUM = "一二三四五六七八九"
_CN_SUIT = "万筒条"
_CN_HON = ("东", "南", "西", "北", "白", "发", "中")


def flip_kind(de: int) -> int:
    return 33 if de == 31 else 31


def to_mpsz(kinds, spaced: bool = False) -> str:
    out = []
    for suit in range(4):
        nums = "".join(str(k % 9 + 1) for k in sorted(kinds) if k // 9 == suit)
        if nums:
            out.append(nums + "mpsz"[suit])
    return (" " if spaced else "").join(out)


def to_chinese(kinds) -> str:
    return " ".join(_CN_HON[k - 27] if k >= 27 else _CN_NUM[k % 9] + _CN_SUIT[k // 9]
                    for k in sorted(kinds))


class _Fail(Exception):
    """This attempt ran out of tiles; start again."""


class _Pool:
    def __init__(self, de: int):
        self.avail = [4] * 34
        self.avail[de] -= 1  # the turned-up indicator (R6)
        self.avail[flip_kind(de)] = 0  # flip tiles never sit in hands or melds (R10)

    def take(self, k: int, n: int = 1) -> None:
        if self.avail[k] < n:
            raise _Fail
        self.avail[k] -= n

    def give(self, k: int, n: int = 1) -> None:
        self.avail[k] += n

    def remaining(self) -> list[int]:
        return [k for k in range(34) for _ in range(self.avail[k])]


def _fmt(rng: random.Random, kinds) -> str:
    r = rng.random()
    if r < 0.05:
        return to_chinese(kinds)
    return to_mpsz(kinds, spaced=r < 0.4)


def _weighted(rng: random.Random, table: dict):
    return rng.choices(list(table), weights=list(table.values()))[0]


def _random_melds(rng: random.Random, pool: _Pool, de: int, n: int) -> list[tuple[str, list[int]]]:
    """``n`` well-formed melds from the pool, none holding the 得 kind (R7)."""
    melds = []
    for _ in range(n):
        for _attempt in range(50):
            mtype = _weighted(rng, {"chi": 3, "pong": 4, "kong": 2, "concealed_kong": 1})
            if mtype == "chi":
                start = rng.choice([k for k in range(27) if k % 9 <= 6])
                tiles = [start, start + 1, start + 2]
            else:
                k = rng.choice(HONOURS + HONOURS + tuple(range(27))) if rng.random() < 0.6 \
                    else rng.randrange(34)
                tiles = [k] * (3 if mtype == "pong" else 4)
            if de in tiles or any(pool.avail[t] < tiles.count(t) for t in set(tiles)):
                continue
            for t in tiles:
                pool.take(t)
            melds.append((mtype, tiles))
            break
        else:
            raise _Fail
    return melds


def _build_winner(rng: random.Random, pool: _Pool, de: int, wilds: int | None = None):
    """Melds, concealed tiles (incl. the winning tile) of a real winning hand;
    ``wilds``: how many concealed tiles to make 得, in place of the weighted draw."""
    style = _weighted(rng, {"random": 6, "flush": 2, "half": 2, "honour": 1, "pungs": 1,
                            "chows": 4, "winds": 1})
    suit = rng.randrange(3)
    suited = list(range(27))
    if style == "flush":
        kinds = list(range(suit * 9, suit * 9 + 9))
    elif style == "half":
        kinds = list(range(suit * 9, suit * 9 + 9)) + list(HONOURS)
    elif style in ("honour", "winds"):
        kinds = list(HONOURS) * 3 + suited
    else:
        kinds = list(range(34))
    kinds = [k for k in kinds if k != flip_kind(de)]
    n_melds = _weighted(rng, {0: 40, 1: 20, 2: 15, 3: 10, 4: 5, 5: 8})

    components: list[tuple[str, int]] = []  # ("pung"|"seq", kind) for the 5 sets
    if style == "winds":
        winds = list(WINDS)
        rng.shuffle(winds)
        pair_kind = winds.pop()  # three wind sets + a wind pair
        components += [("pung", w) for w in winds]
    else:
        pair_kind = None
    while len(components) < 5:
        if style == "pungs":
            shape = "pung"
        elif style == "chows":
            shape = "seq"
        else:
            shape = rng.choice(("pung", "seq"))
        k = rng.choice(kinds)
        if shape == "seq":
            if k >= 27:
                shape = "pung"
            elif k % 9 > 6:
                k -= rng.randint(k % 9 - 6, 2)
        components.append((shape, k))
    rng.shuffle(components)
    if pair_kind is None:
        pair_kind = rng.choice(kinds)

    melds: list[tuple[str, list[int]]] = []
    concealed: list[int] = []
    for i, (shape, k) in enumerate(components):
        tiles = [k, k + 1, k + 2] if shape == "seq" else [k, k, k]
        if i < n_melds:
            if de in tiles:
                raise _Fail
            if shape == "seq":
                mtype = "chi"
            else:
                mtype = _weighted(rng, {"pong": 5, "kong": 2, "concealed_kong": 2})
                if mtype != "pong":
                    tiles = [k] * 4
            for t in tiles:
                pool.take(t)
            melds.append((mtype, tiles))
        else:
            for t in tiles:
                pool.take(t)
            concealed += tiles
    pool.take(pair_kind, 2)
    concealed += [pair_kind, pair_kind]

    # Replace 0–3 concealed tiles by 得 (wilds); 得-kind tiles already there stay.
    n_wild = _weighted(rng, {0: 5, 1: 3, 2: 2, 3: 1})  # drawn even when forced: the draws after it stay the same
    for _ in range(n_wild if wilds is None else wilds):
        idx = [i for i, t in enumerate(concealed) if t != de]
        if not idx or pool.avail[de] == 0:
            break
        i = rng.choice(idx)
        pool.give(concealed[i])
        pool.take(de)
        concealed[i] = de
    rng.shuffle(concealed)
    return melds, concealed


def _build_other(rng: random.Random, pool: _Pool, de: int) -> tuple[list[int], list]:
    n_melds = _weighted(rng, {0: 60, 1: 25, 2: 12, 3: 3})
    melds = _random_melds(rng, pool, de, n_melds)
    size = 16 - 3 * n_melds
    hand: list[int] = []
    # Often some honour pairs/pungs, so that points are not all zero.
    rich = rng.random() < 0.06  # a 劣子-prone hand: several honour pungs
    for _ in range(4 if rich else _weighted(rng, {0: 3, 1: 3, 2: 3, 3: 1})):
        k = rng.choice(HONOURS + (0, 8, 9, 17, 18, 26))
        n = rng.choice((3, 3, 4)) if rich else rng.choice((2, 2, 3, 3, 4))
        n = min(n, pool.avail[k], size - len(hand))
        if n >= 2:
            pool.take(k, n)
            hand += [k] * n
    rest = pool.remaining()
    if len(rest) < size - len(hand):
        raise _Fail
    for t in rng.sample(rest, size - len(hand)):
        pool.take(t)
        hand.append(t)
    rng.shuffle(hand)
    return hand, melds


def build_table(rng: random.Random, draw: bool | None = None, wilds: int | None = None) -> dict[str, Any]:
    """One valid table; ``draw`` forces a 黄牌 (True) or a win (False);
    ``wilds`` makes that many of a winner's concealed tiles 得 (the pool
    allowing; 得-kind tiles already there stay), in place of 0–3 weighted."""
    if draw is None:
        draw = rng.random() < 0.1
    for _attempt in range(200):
        try:
            return _build_table(rng, draw, wilds)
        except _Fail:
            continue
    raise RuntimeError("could not build a table")  # pragma: no cover


def _build_table(rng: random.Random, draw: bool, wilds: int | None = None) -> dict[str, Any]:
    r = rng.random()
    if r < 0.25:
        de = rng.choice(HONOURS)
    else:
        de = rng.randrange(34)
    pool = _Pool(de)
    seats: dict[str, dict] = {}
    win: dict[str, Any] | None = None
    winner = None if draw else rng.choice(SEATS)
    win_tile = None
    if winner:
        melds, concealed = _build_winner(rng, pool, de, wilds)
        j = rng.randrange(len(concealed))
        win_tile = concealed.pop(j)
        seats[winner] = {"hand": concealed, "melds": melds}
    for s in SEATS:
        if s != winner:
            hand, melds = _build_other(rng, pool, de)
            seats[s] = {"hand": hand, "melds": melds}

    # Flipped tiles: 0–4 in all (R11).
    n_flip = _weighted(rng, {0: 45, 1: 20, 2: 15, 3: 10, 4: 10})
    flipped = {s: 0 for s in SEATS}
    for _ in range(n_flip):
        flipped[rng.choice(SEATS)] += 1

    if winner:
        self_drawn = rng.random() < 0.4
        win = {"seat": winner, "tile": _fmt(rng, [win_tile]), "self_drawn": self_drawn}
        has_kong = any(m[0] in ("kong", "concealed_kong") for m in seats[winner]["melds"])
        if self_drawn:
            if has_kong and rng.random() < 0.4:
                win["kong_replacement"] = True
            if rng.random() < 0.15 and not win.get("kong_replacement"):
                win["last_tile"] = True  # never together with 杠上开花
        else:
            discarder = rng.choice([s for s in SEATS if s != winner])
            win["discarder"] = discarder
            if win_tile != de and rng.random() < 0.4 and pool.avail[win_tile] >= 3 \
                    and len(seats[discarder]["melds"]) < 5:
                # 抢杠和: the discarder held a pong of the winning kind (R39).
                for _ in range(3):
                    pool.take(win_tile)
                d = seats[discarder]
                d["melds"].append(("pong", [win_tile] * 3))
                # keep the hand size right: three hand tiles go back to the pool
                if len(d["hand"]) < 3:
                    raise _Fail
                for t in d["hand"][:3]:
                    pool.give(t)
                d["hand"] = d["hand"][3:]
                win["robbing_kong"] = True
            claimed_kinds = {t for sd in seats.values() for mtype, tiles in sd["melds"]
                             if mtype != "concealed_kong" for t in tiles}
            if rng.random() < 0.25 and not win.get("robbing_kong") and win_tile not in claimed_kinds:
                # 点炮 needs a 生牌 (R35): never on a kind seen in a claimed meld,
                # never on 抢杠和 (the robbed kind was claimed for the pong).
                win["dianpao"] = True
        # Sometimes spell out false flags too.
        if rng.random() < 0.3:
            for flag in ("kong_replacement", "robbing_kong", "last_tile"):
                win.setdefault(flag, False)

    request: dict[str, Any] = {"de": _fmt(rng, [de]), "seats": {}}
    for s in SEATS:
        sd = seats[s]
        request["seats"][s] = {
            "hand": _fmt(rng, sd["hand"]),
            "melds": [{"type": t, "tiles": _fmt(rng, tiles)} for t, tiles in sd["melds"]],
            "flipped": flipped[s],
        }
    if rng.random() < 0.8:
        request["dan"] = rng.choice(DANS)
    if rng.random() < 0.8:
        request["dealer_streak"] = rng.randint(1, 5)
    bonus = 20 if rng.random() < 0.15 else 1
    if bonus != 1 or rng.random() < 0.3:
        request["rules"] = {"winner_bonus": bonus}
    n_stakes = _weighted(rng, {0: 4, 1: 3, 2: 2, 3: 1})
    if n_stakes:
        request["stakes"] = [
            {"between": rng.sample(SEATS, 2), "amount": rng.choice(STAKE_AMOUNTS)}
            for _ in range(n_stakes)
        ]
    request["win"] = win
    return request


def with_evidence(rng: random.Random, request: dict[str, Any]) -> dict[str, Any]:
    """The table with rivers, claimed tiles and the wall in place of a stated
    点炮 (R38), when it is a win on a discard; other tables come back as they are.

    Half the time no river holds the winning kind or a kind of the
    discarder's hand, so that the discarder's readiness decides (R36).  The
    discarder's river may end with the winning discard itself.  Rivers take
    only tiles still unseen, so every kind stays within 4 copies however
    rivers are counted (R1); never the flip tile.
    """
    win = request.get("win")
    if not win or win["self_drawn"]:
        return request
    out = copy.deepcopy(request)
    out["win"].pop("dianpao", None)
    de, win_tile = _parse(out["de"])[0], _parse(win["tile"])[0]
    discarder = win["discarder"]
    left = _unseen(out, de, win_tile)
    if rng.random() < 0.5:
        for k in {win_tile, *_parse(out["seats"][discarder]["hand"])}:
            left[k] = 0
    for seat in SEATS:
        if rng.random() < 0.2:
            continue
        river = []
        for _ in range(rng.randint(0, 12)):
            kinds = [k for k in range(34) if left[k] > 0]
            if not kinds:
                break
            river.append(rng.choice(kinds))
            left[river[-1]] -= 1
        if seat == discarder and rng.random() < 0.5:
            river.append(win_tile)
        out["seats"][seat]["discards"] = "".join(to_mpsz([k]) for k in river)
        for meld in out["seats"][seat]["melds"]:
            if meld["type"] != "concealed_kong" and rng.random() < 0.5:
                meld["claimed"] = to_mpsz([rng.choice(_parse(meld["tiles"]))])
    out["wall_remaining"] = rng.randint(16, 40)
    return out


def _unseen(request: dict[str, Any], de: int, win_tile: int) -> list[int]:
    """Copies of each kind not in a hand, a meld, the 得 indicator or the
    winning tile; the flip tile has none (R1, R10)."""
    left = [4] * 34
    left[flip_kind(de)] = 0
    for k in (de, win_tile):
        left[k] -= 1
    for sd in request["seats"].values():
        for k in (*_parse(sd["hand"]), *(t for m in sd["melds"] for t in _parse(m["tiles"]))):
            left[k] -= 1
    return left


def tables() -> st.SearchStrategy[dict]:
    """Wins (about 90 %) and 黄牌 draws."""
    return st.integers(min_value=0, max_value=2**64 - 1).map(lambda s: build_table(random.Random(s)))


def win_tables() -> st.SearchStrategy[dict]:
    return st.integers(min_value=0, max_value=2**64 - 1).map(
        lambda s: build_table(random.Random(s), draw=False))


def draw_tables() -> st.SearchStrategy[dict]:
    return st.integers(min_value=0, max_value=2**64 - 1).map(
        lambda s: build_table(random.Random(s), draw=True))


def evidence_tables() -> st.SearchStrategy[dict]:
    """Wins on a discard whose 点炮 is left to the rivers and the wall (``with_evidence``)."""
    def build(seed: int) -> dict[str, Any]:
        rng = random.Random(seed)
        while (request := build_table(rng, draw=False))["win"]["self_drawn"]:
            pass
        return with_evidence(rng, request)

    return st.integers(min_value=0, max_value=2**64 - 1).map(build)


# ---------------------------------------------------------------- validity

def _parse(text: str) -> tuple[int, ...]:
    from tests.oracle import parse_tiles
    return parse_tiles(text)


def _can_win(counts: list[int], jokers: int, pair_left: bool) -> bool:
    """Sets (+ one pair) from ``counts`` with ``jokers`` wilds (exchange argument:
    a component always takes the naturals it can)."""
    i = next((k for k in range(34) if counts[k]), None)
    if i is None:
        rest = jokers - (2 if pair_left else 0)
        return rest >= 0 and rest % 3 == 0
    # a pung of i, or the pair of i
    for size, pair_after in [(3, pair_left)] + ([(2, False)] if pair_left else []):
        use = min(counts[i], size)
        if size - use <= jokers:
            counts[i] -= use
            ok = _can_win(counts, jokers - (size - use), pair_after)
            counts[i] += use
            if ok:
                return True
    # sequences holding i (i is the lowest natural)
    if i < 27:
        for start in (i - 2, i - 1, i):
            if start < 0 or start // 9 != i // 9 or start % 9 > 6:
                continue
            taken, need = [], 0
            for k in (start, start + 1, start + 2):
                if k >= i and counts[k]:
                    counts[k] -= 1
                    taken.append(k)
                else:
                    need += 1
            ok = need <= jokers and _can_win(counts, jokers - need, pair_left)
            for k in taken:
                counts[k] += 1
            if ok:
                return True
    return False


def check_table(req: dict[str, Any]) -> list[str]:
    """Every way ``req`` breaks the generator's validity rules ([] when valid)."""
    problems: list[str] = []
    evidence = "wall_remaining" in req or any("discards" in sd for sd in req["seats"].values())
    if evidence:
        problems += _evidence_problems(req)
    de_t = _parse(req["de"])
    if len(de_t) != 1:
        return ["de is not one tile"]
    de = de_t[0]
    flip = flip_kind(de)
    total = [0] * 34
    total[de] += 1
    flipped_sum = 0
    if set(req["seats"]) != set(SEATS):
        problems.append("seats are not the four seats")
    win = req.get("win")
    for s in SEATS:
        sd = req["seats"][s]
        hand = _parse(sd["hand"])
        melds = sd.get("melds") or []
        if len(hand) != 16 - 3 * len(melds):
            problems.append(f"{s}: hand has {len(hand)} tiles with {len(melds)} melds")
        f = sd.get("flipped", 0)
        if not 0 <= f <= 4:
            problems.append(f"{s}: flipped {f}")
        flipped_sum += f
        for t in hand:
            total[t] += 1
        for m in melds:
            tiles = sorted(_parse(m["tiles"]))
            for t in tiles:
                total[t] += 1
            if de in tiles:
                problems.append(f"{s}: 得 in a meld")
            t0 = tiles[0] if tiles else -1
            ok = {
                "chi": len(tiles) == 3 and t0 < 27 and t0 % 9 <= 6 and tiles == [t0, t0 + 1, t0 + 2],
                "pong": len(tiles) == 3 and len(set(tiles)) == 1,
                "kong": len(tiles) == 4 and len(set(tiles)) == 1,
                "concealed_kong": len(tiles) == 4 and len(set(tiles)) == 1,
            }.get(m["type"], False)
            if not ok:
                problems.append(f"{s}: bad meld {m}")
        if len(melds) > 5:
            problems.append(f"{s}: more than five melds")
    if flipped_sum > 4:
        problems.append(f"{flipped_sum} flipped tiles")
    if win:
        wt = _parse(win["tile"])
        if len(wt) != 1:
            problems.append("win tile is not one tile")
        else:
            total[wt[0]] += 1
            seat = win["seat"]
            sd = req["seats"][seat]
            counts = [0] * 34
            jokers = 0
            for t in list(_parse(sd["hand"])) + [wt[0]]:
                if t == de:
                    jokers += 1
                else:
                    counts[t] += 1
            if not _can_win(counts, jokers, True):
                problems.append(f"{seat}'s hand does not win")
        sdrawn = win.get("self_drawn")
        disc = win.get("discarder")
        if bool(sdrawn) == (disc is not None):
            problems.append("self_drawn xor discarder broken")
        if disc is not None and (disc == win["seat"] or disc not in SEATS):
            problems.append("bad discarder")
        if win.get("kong_replacement") and not (
                sdrawn and any(m["type"] in ("kong", "concealed_kong")
                               for m in req["seats"][win["seat"]].get("melds") or [])):
            problems.append("kong_replacement without self-draw and kong")
        if win.get("robbing_kong"):
            if sdrawn or disc is None:
                problems.append("robbing_kong without a discarder")
            elif not any(m["type"] == "pong" and wt and set(_parse(m["tiles"])) == {wt[0]}
                         for m in req["seats"][disc].get("melds") or []):
                problems.append("robbing_kong: discarder has no pong of the tile")
        if win.get("last_tile") and not sdrawn:
            problems.append("last_tile without self-draw")
        if "dianpao" in win and (win["dianpao"] is not True or sdrawn or evidence):
            problems.append("dianpao must be absent or true on a discard win")
        if win.get("dianpao"):
            if win.get("robbing_kong"):
                problems.append("dianpao with robbing_kong")
            claimed = {t for sd2 in req["seats"].values() for m in sd2.get("melds") or []
                       if m["type"] != "concealed_kong" for t in _parse(m["tiles"])}
            if wt and wt[0] in claimed:
                problems.append("dianpao on a kind seen in a claimed meld")
        if win.get("last_tile") and win.get("kong_replacement"):
            problems.append("last_tile with kong_replacement")
    for k in range(34):
        if total[k] > 4:
            problems.append(f"kind {k} appears {total[k]} times")
    if total[flip] > 0:
        problems.append("flip tile in a hand or meld")
    if req.get("dan", 0) not in DANS:
        problems.append("dan")
    if not 1 <= req.get("dealer_streak", 1) <= 5:
        problems.append("dealer_streak")
    for stake in req.get("stakes") or []:
        a, b = stake["between"]
        if a == b or a not in SEATS or b not in SEATS:
            problems.append("stake between bad seats")
    return problems


def _evidence_problems(req: dict[str, Any]) -> list[str]:
    """Rivers, claimed tiles and the wall as ``with_evidence`` gives them."""
    win = req.get("win")
    if not win or win.get("self_drawn"):
        return ["evidence on a table that is not a win on a discard"]
    problems = [] if 16 <= req.get("wall_remaining", -1) <= 40 else ["wall_remaining"]
    de, win_tile = _parse(req["de"])[0], _parse(win["tile"])[0]
    left = _unseen(req, de, win_tile)
    for s, sd in req["seats"].items():
        river = list(_parse(sd.get("discards", "")))
        if s == win["discarder"] and river[-1:] == [win_tile]:
            river.pop()  # the winning discard itself
        for k in river:
            left[k] -= 1
        for m in sd["melds"]:
            if "claimed" in m and (m["type"] == "concealed_kong" or _parse(m["claimed"])[0] not in _parse(m["tiles"])):
                problems.append(f"{s}: claimed {m}")
    if min(left) < 0:
        problems.append("a river holds the flip tile or a fifth copy")
    return problems


# ---------------------------------------------------------------- sittings

NAMES = ("老王", "小李", "阿张", "Bob", "王小明", "Anna", "=1+1", "李 四")
PER_SITTING = ("dan", "dealer_streak", "rules")


def build_sitting(rng: random.Random, hands: int | None = None) -> dict[str, Any]:
    """A valid ``POST /v1/settle/session`` request: ``hands`` generated tables
    (1–16 when not given) as hands, in about a third of which the dealer wins."""
    sitting: dict[str, Any] = {
        "players": dict(zip(SEATS, rng.sample(NAMES, 4), strict=True)),
        "hands": [_as_hand(rng, build_table(rng)) for _ in range(hands or rng.randint(1, 16))],
    }
    example = build_table(rng)  # the sitting's dan, streak, rules and stakes, as a table would have them
    sitting.update({key: example[key] for key in (*PER_SITTING, "stakes") if key in example})
    return sitting


def _as_hand(rng: random.Random, table: dict[str, Any]) -> dict[str, Any]:
    """A table as a hand of a sitting: without the sitting's own fields; now and
    then its seats relabelled so that the dealer (东) is the winner."""
    hand = {key: value for key, value in table.items() if key not in PER_SITTING}
    win = hand["win"]
    if win and win["seat"] != "east" and rng.random() < 0.25:
        hand = _swap_seats(hand, "east", win["seat"])
    return hand


def _swap_seats(hand: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    swap = {a: b, b: a}

    def seat(name: str | None) -> str | None:
        return swap.get(name, name)

    out = copy.deepcopy(hand)
    out["seats"] = {seat(name): state for name, state in out["seats"].items()}
    out["win"]["seat"] = seat(out["win"]["seat"])
    out["win"]["discarder"] = seat(out["win"].get("discarder"))
    for stake in out.get("stakes") or ():
        stake["between"] = [seat(s) for s in stake["between"]]
    return out


def sittings() -> st.SearchStrategy[dict]:
    """Sittings of 1–16 generated hands."""
    return st.integers(min_value=0, max_value=2**64 - 1).map(lambda s: build_sitting(random.Random(s)))


# ---------------------------------------------------------------- analysis requests

def build_analysis(rng: random.Random, drawn: bool | None = None) -> dict[str, Any]:
    """A ``POST /v1/analyze`` request from one seat of a valid table: the
    winner's hand before its winning tile (ready), that hand with one tile
    changed (often one or two from ready), or another seat's hand.  ``drawn``
    (half the time unless forced) and ``visible`` come from the tiles unseen.
    """
    table = build_table(rng, draw=False)
    de = _parse(table["de"])[0]
    seat = table["win"]["seat"] if rng.random() < 0.6 else rng.choice(SEATS)
    data = table["seats"][seat]
    hand = list(_parse(data["hand"]))
    left = _unseen(table, de, _parse(table["win"]["tile"])[0])
    left[_parse(table["win"]["tile"])[0]] += 1
    if rng.random() < 0.3:
        pool = [k for k in range(34) if left[k] > 0]
        i = rng.randrange(len(hand))
        left[hand[i]] += 1
        hand[i] = rng.choice(pool)
        left[hand[i]] -= 1
    request: dict[str, Any] = {"de": table["de"], "seat": seat, "hand": _fmt(rng, hand),
                               "melds": data["melds"], "flipped": data["flipped"]}
    if drawn if drawn is not None else rng.random() < 0.5:
        k = rng.choice([k for k in range(34) if left[k] > 0])
        left[k] -= 1
        request["drawn"] = to_mpsz([k])
    if rng.random() < 0.5:
        pool = [k for k in range(34) for _ in range(left[k])]
        request["visible"] = to_mpsz(rng.sample(pool, rng.randint(0, 20)), spaced=True)
    if rng.random() < 0.2:
        request["rules"] = {"winner_bonus": rng.choice((1, 20))}
    return request


def analysis_requests(drawn: bool | None = None) -> st.SearchStrategy[dict]:
    return st.integers(min_value=0, max_value=2**64 - 1).map(lambda s: build_analysis(random.Random(s), drawn))
