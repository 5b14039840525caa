"""Wenling request tables for the tests: the seats not given are filled with
16 tiles from what is left of the 144, none special, no 得, no pair or
pung (so they score nothing unless a test gives them tiles)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from app.core.engine.notation import parse_flower_tiles
from app.core.engine.tiles import to_mpsz
from app.core.wenling.tiles import de_kinds, special_kinds

SEATS = ("east", "south", "west", "north")


def _kinds(text: str) -> list[int]:
    return list(parse_flower_tiles(text)) if text else []


def wtable(hand: str, tile: str | None, *, seat: str = "west", de: str = "2m", self_drawn: bool = False,
           discarder: str | None = "north", melds: list | None = None, flipped: str = "",
           others: dict[str, Any] | None = None, rules: dict | None = None, wall: int | None = None,
           discards: dict[str, str] | None = None, **win: Any) -> dict[str, Any]:
    """A table where ``seat`` wins on ``tile`` (``tile`` None: a 黄牌)."""
    others = dict(others or {})
    seats: dict[str, dict[str, Any]] = {}
    seats[seat] = {"hand": hand, "melds": melds or [], "flipped_tiles": flipped}
    for s, given in others.items():
        seats[s] = {"hand": given, "melds": []} if isinstance(given, str) else dict(given)
    used = Counter(_kinds(de))
    for state in seats.values():
        used.update(_kinds(state["hand"]))
        used.update(_kinds(state.get("flipped_tiles", "")))
        for m in state.get("melds", []):
            used.update(_kinds(m["tiles"]))
    if tile:
        used.update(_kinds(tile))
    de_kind = _kinds(de)[0]
    nao = (rules or {}).get("nao", "da") == "da"
    banned = special_kinds(de_kind, nao) | de_kinds(de_kind)
    pool = [k for k in range(34) if k not in banned for _ in range(4 - used[k])]
    for s in SEATS:
        if s in seats:
            continue
        take: list[int] = []
        for k in sorted(set(pool), key=lambda k: (-pool.count(k), k)):
            if len(take) == 16:
                break
            take.append(k)
            pool.remove(k)
        assert len(take) == 16, "not enough tiles left to fill a seat"
        seats[s] = {"hand": to_mpsz(sorted(take)), "melds": []}
    if discards:
        for s, river in discards.items():
            seats[s]["discards"] = river
    out: dict[str, Any] = {"de": de, "seats": seats}
    if rules:
        out["rules"] = rules
    if wall is not None:
        out["wall_remaining"] = wall
    if tile:
        out["win"] = {"seat": seat, "tile": tile, "self_drawn": self_drawn,
                      **({} if self_drawn else {"discarder": discarder}), **win}
    return out


def pong(tiles: str, claimed: str | None = None) -> dict[str, Any]:
    return {"type": "pong", "tiles": tiles, **({"claimed": claimed} if claimed else {})}


def meld(kind: str, tiles: str, claimed: str | None = None) -> dict[str, Any]:
    return {"type": kind, "tiles": tiles, **({"claimed": claimed} if claimed else {})}
