"""What the Taizhou rule sets' analyses share (``POST …/analyze``): a wait
and its JSON form, each way of winning on it scored as the rule set settles
a winner (points, the mark beside them, base, bonus, 番, raw, items, the
reading); no payments."""
from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from ..engine.messages import Lang
from ..engine.tiles import Kind, to_mpsz
from .items import item_dict


class Wait(NamedTuple):
    """A kind to draw (one that completes the hand, or brings it closer), how
    many copies are unseen, and, when scored, this seat's result winning on
    it from a discard and self-drawn."""

    tile: Kind
    remaining: int
    discard_win: Any = None
    self_drawn: Any = None


def wait_dict(wait: Wait, lang: Lang, mark: str) -> dict[str, Any]:
    """``mark``: the rule set's flag beside a result's points (``limit``, ``capped``)."""
    out: dict[str, Any] = {"tile": tile_name(wait.tile), "remaining": wait.remaining}
    if wait.discard_win is not None:
        out |= {"discard_win": score_dict(wait.discard_win, lang, mark),
                "self_drawn": score_dict(wait.self_drawn, lang, mark)}
    return out


@cache
def tile_name(kind: Kind) -> str:
    """A kind in mpsz, looked up: an answer names a draw for each discard's 进张."""
    return to_mpsz([kind])


def score_dict(p: Any, lang: Lang, mark: str) -> dict[str, Any] | None:
    """A way of winning as the analysis answers it: a player's result without its name and net."""
    if p is None:
        return None
    return {"points": p.points, mark: getattr(p, mark), "base": p.base, "bonus": p.bonus, "fan": p.fan,
            "raw": p.raw, "items": [item_dict(item) for item in p.items],
            "reading": None if p.reading is None else p.reading.render(lang)}


def unseen(draws: tuple[Wait, ...]) -> int:
    """How many copies of these draws are left, in all."""
    return sum(w.remaining for w in draws)


def analysis_dict(analysis: Any, lang: Lang, mark: str, improving: bool = False) -> dict[str, Any]:
    """The response body of ``POST …/analyze`` (``analysis``: its shanten,
    waits, win and discards), readings in ``lang``; ``improving``: with
    the useful draws (进张) of the hand and of each discard."""

    def waits(draws: tuple[Wait, ...]) -> list[dict[str, Any]]:
        return [wait_dict(w, lang, mark) for w in draws]

    def discard(d: Any) -> dict[str, Any]:
        out = {"tile": tile_name(d.tile), "shanten": d.shanten, "waits": waits(d.waits)}
        return out | {"improving": waits(d.improving)} if improving else out

    out: dict[str, Any] = {"shanten": analysis.shanten, "ready": analysis.shanten == 0,
                           "waits": waits(analysis.waits)}
    if improving:
        out["improving"] = waits(analysis.improving)
    discards = None if analysis.discards is None else [discard(d) for d in analysis.discards]
    return out | {"win": score_dict(analysis.win, lang, mark), "discards": discards}
