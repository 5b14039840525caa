"""A tiny builder of valid settle requests for the per-rule tests.

    req = table("123m 234m 345m 78m 999s 88m", "6m")          # south wins 6m from west
    req = table(hand, "2m", seat="west", self_drawn=True, dan=5)
    req = draw(others={"east": "111z ..."})                     # 黄牌

Only the winner's hand (before the winning tile), the winning tile and the
flags are given; the other seats are filled with suited tiles, at most two
of a kind per seat and never the 得 kind, the flip tile or an honour, so
they score 0 (R26: a suited pair is worth 0) and the tile counts stay within
4 per kind (the turned-up 得 indicator counted, R1/R6).  Any seat may be
given explicitly in ``others`` (a hand string, or a full seat dict).

The builder parses mpsz itself (digits then a suit letter, spaces ignored),
independently of ``app.core.engine.notation``.
"""
from __future__ import annotations

from typing import Any

from app.core.jiaojiang import settle_mapping

SEATS = ("east", "south", "west", "north")


def kinds(text: str) -> list[int]:
    """mpsz → kinds 0..33 (1m=0 … 9s=26, 1z=27 … 7z=33)."""
    out, pending = [], []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            pending.append(int(ch))
        else:
            out += ["mpsz".index(ch) * 9 + n - 1 for n in pending]
            pending = []
    assert not pending, text
    return out


def mpsz(ks) -> str:
    out = []
    for suit in range(4):
        nums = "".join(str(k % 9 + 1) for k in sorted(ks) if k // 9 == suit)
        if nums:
            out.append(nums + "mpsz"[suit])
    return "".join(out)


def _seat_dict(spec) -> dict[str, Any]:
    if isinstance(spec, str):
        return {"hand": spec, "melds": [], "flipped": 0}
    return {"melds": [], "flipped": 0, **spec}


def melds(*specs) -> list[dict]:
    """melds(("pong", "999s"), ("kong", "1111z"), ("chi", "234m", "3m"))."""
    out = []
    for spec in specs:
        m = {"type": spec[0], "tiles": spec[1]}
        if len(spec) > 2:
            m["claimed"] = spec[2]
        out.append(m)
    return out


def _fill(seats: dict[str, dict], de_text: str, win_tile: str | None) -> None:
    """Give every seat without a hand 16 − 3×melds filler tiles."""
    de = kinds(de_text)[0]
    avail = [4] * 34
    avail[de] -= 1
    used = kinds(win_tile) if win_tile else []
    for s in seats.values():
        if "hand" in s:
            used += kinds(s["hand"])
        for m in s.get("melds", []):
            used += kinds(m["tiles"])
    for k in used:
        avail[k] = max(0, avail[k] - 1)  # an over-used kind is left to the core to reject
    for name in SEATS:
        s = seats[name]
        if "hand" in s:
            continue
        need = 16 - 3 * len(s.get("melds", []))
        hand: list[int] = []
        for k in range(27):
            if k == de:
                continue
            take = min(2, avail[k], need - len(hand))
            hand += [k] * take
            avail[k] -= take
            if len(hand) == need:
                break
        assert len(hand) == need, "ran out of filler tiles"
        s["hand"] = mpsz(hand)


def table(hand: str, tile: str, *, seat: str = "south", de: str = "9p", self_drawn: bool = False,
          discarder: str | None = None, melds: list | tuple = (), flipped: int = 0,
          others: dict | None = None, discards: dict | None = None, **extra) -> dict[str, Any]:
    """A win for ``seat`` on ``tile``; ``extra`` takes the win flags
    (kong_replacement, robbing_kong, last_tile, dianpao) and the table's
    dan, dealer_streak, stakes, wall_remaining, rules."""
    win_flags = {k: extra.pop(k) for k in ("kong_replacement", "robbing_kong", "last_tile", "dianpao") if k in extra}
    win = {"seat": seat, "tile": tile, "self_drawn": self_drawn, **win_flags}
    if not self_drawn:
        win["discarder"] = discarder or ("west" if seat != "west" else "north")
    elif discarder:
        win["discarder"] = discarder
    seats = {name: _seat_dict(spec) for name, spec in (others or {}).items()}
    seats[seat] = {"hand": hand, "melds": list(melds), "flipped": flipped}
    for name in SEATS:
        seats.setdefault(name, {"melds": [], "flipped": 0})
    _fill(seats, de, tile)
    for name, river in (discards or {}).items():
        seats[name]["discards"] = river
    return {"de": de, "seats": {n: seats[n] for n in SEATS}, "win": win, **extra}


def draw(*, de: str = "9p", others: dict | None = None, **extra) -> dict[str, Any]:
    """黄牌 (R33): nobody won."""
    seats = {name: _seat_dict(spec) for name, spec in (others or {}).items()}
    for name in SEATS:
        seats.setdefault(name, {"melds": [], "flipped": 0})
    _fill(seats, de, None)
    return {"de": de, "seats": {n: seats[n] for n in SEATS}, "win": None, **extra}


# --- reading the response ----------------------------------------------------

def settle(req: dict) -> dict[str, Any]:
    return settle_mapping(req).to_dict()


def items(player: dict) -> list[tuple[str, str, int, int]]:
    """Sorted (code, tiles, base, fan) of every item."""
    return sorted((i["code"], i["tiles"], i["base"], i["fan"]) for i in player["items"])


def codes(player: dict) -> list[str]:
    return sorted(i["code"] for i in player["items"])


def totals(player: dict) -> tuple[int, int, int, int]:
    """(base, fan, raw, points)."""
    return player["base"], player["fan"], player["raw"], player["points"]


def nets(result: dict) -> dict[str, int]:
    return {seat: p["net"] for seat, p in result["players"].items()}


def pays(result: dict) -> list[tuple[str, str, int, str, str | None]]:
    """Sorted (from, to, amount, kind, on_behalf_of) of every payment."""
    rows = [(p["from"], p["to"], p["amount"], p["kind"], p["on_behalf_of"]) for p in result["payments"]]
    return sorted(rows, key=lambda r: (*r[:4], r[4] or ""))


def problems(req: dict) -> list[tuple[str, str, str]]:
    """(path, code, message) of every problem; fails if the table settles."""
    from app.core.jiaojiang import TableError
    try:
        settle_mapping(req)
    except TableError as err:
        return [(p.path, p.code, p.message) for p in err.problems]
    raise AssertionError("expected a TableError")


def problem_codes(req: dict) -> set[tuple[str, str]]:
    return {(path, code) for path, code, _ in problems(req)}


def scored(player: dict) -> list[tuple[str, int, int]]:
    """Sorted (code, base, fan) of every item, tiles left out."""
    return sorted((i["code"], i["base"], i["fan"]) for i in player["items"])
