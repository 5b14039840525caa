"""What the Taizhou rule sets' analyses share (``POST …/analyze``): a wait
and its JSON form, each way of winning on it scored as the rule set settles
a winner (points, the mark beside them, base, bonus, 番, raw, items, the
reading); no payments."""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import attrgetter
from typing import Any, NamedTuple

from ..engine.messages import Lang, Message
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


@cache
def tile_name(kind: Kind) -> str:
    """A kind in mpsz, looked up: an answer names a draw for each discard's 进张."""
    return to_mpsz([kind])


def wait_on(waits: tuple[Wait, ...], tile: Kind) -> Wait | None:
    """The wait of ``waits`` on ``tile``, if any: a drawn tile that is one
    has its wins scored already."""
    for wait in waits:
        if wait.tile == tile:
            return wait
    return None


def unseen(draws: tuple[Wait, ...]) -> int:
    """How many copies of these draws are left, in all (summed in C: each discard's are ordered by them)."""
    return sum(map(_REMAINING, draws))


_REMAINING = attrgetter("remaining")


def analysis_dict(analysis: Any, lang: Lang, mark: str, improving: bool = False) -> dict[str, Any]:
    """The response body of ``POST …/analyze`` (``analysis``: its shanten,
    waits, win and discards), readings in ``lang``; ``improving``: with
    the useful draws (进张) of the hand and of each discard."""
    answer = _AnswerForm(lang, mark)
    waits = answer.waits

    def discard(d: Any) -> dict[str, Any]:
        out = {"tile": tile_name(d.tile), "shanten": d.shanten, "waits": waits(d.waits)}
        return out | {"improving": waits(d.improving)} if improving else out

    out: dict[str, Any] = {"shanten": analysis.shanten, "ready": analysis.shanten == 0,
                           "waits": waits(analysis.waits)}
    if improving:
        out["improving"] = waits(analysis.improving)
    discards = None if analysis.discards is None else [discard(d) for d in analysis.discards]
    return out | {"win": answer.score(analysis.win), "discards": discards}


class _AnswerForm:
    """An analysis's waits and results in their JSON form, in ``lang``, each
    object put in that form once: the discards share the hand's draws, and
    a wait's two ways of winning often one reading in words."""

    def __init__(self, lang: Lang, mark: str) -> None:
        self.lang, self.mark = lang, mark  # mark: the rule set's flag beside a result's points (limit, capped)
        self.done: dict[int, Any] = {}  # by id: the objects outlive the answer's making

    def waits(self, draws: tuple[Wait, ...]) -> list[dict[str, Any]]:
        """The draws' forms, those made already looked up without a call (``_once``'s): the discards' lists of
        useful draws repeat the hand's, about ninety an analysis."""
        get = self.done.get
        return [get(id(w)) or self._once(w, self._wait) for w in draws]

    def score(self, p: Any) -> dict[str, Any] | None:
        """A way of winning as the analysis answers it: a player's result without its name and net."""
        if p is None:
            return None
        return {"points": p.points, self.mark: getattr(p, self.mark), "base": p.base, "bonus": p.bonus,
                "fan": p.fan, "raw": p.raw, "items": [item_dict(item) for item in p.items],
                "reading": None if p.reading is None else self._once(p.reading, self._render)}

    def _wait(self, wait: Wait) -> dict[str, Any]:
        out: dict[str, Any] = {"tile": tile_name(wait.tile), "remaining": wait.remaining}
        if wait.discard_win is not None:
            out |= {"discard_win": self.score(wait.discard_win), "self_drawn": self.score(wait.self_drawn)}
        return out

    def _render(self, reading: Message) -> str:
        return reading.render(self.lang)

    def _once(self, value: Any, form: Callable[[Any], Any]) -> Any:
        key = id(value)
        out = self.done.get(key)
        if out is None:
            out = self.done[key] = form(value)
        return out
