"""Reading a request's tile strings: every mistake gathered, each with the
path of its field and the character position in the string (mpsz or Chinese,
flowers when the rule set has them).

A rule set's reader subclasses ``TileReader`` to say which kinds cannot lie
where (``misplaced``: a tile laid aside when drawn held, a wild tile melded) and to
build its own seats, melds and win from what is read.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from .errors import NOTATION, Problem
from .melds import MELD_TYPES, Meld
from .messages import Text, template
from .notation import SHORT, TILE_PARSERS, NotationError, parse_flower_tiles, parse_tiles, read_tiles
from .tiles import Kind


def is_object(value: Any) -> bool:
    """Whether a request's value is a JSON object (a ``Mapping``): a dict, as
    parsed JSON is, told without the ABC's ``isinstance``, slow in 3.11."""
    return type(value) is dict or isinstance(value, Mapping)


NOT_ONE_TILE = template("table.not_one_tile", zh="应为一张牌，这里有 {count} 张",
                        en="expected exactly one tile, got {count}")


class TileReader:
    """Reads tile strings, gathering every problem with its path and position.

    ``flowers``: the rule set has flowers (``1f``–``8f``); without them a
    flower is a notation mistake.  ``unheld``: kinds that can never be held
    (in a hand, a meld or won); ``unmelded``: kinds that can never be in a
    meld; each found (``misplaces``) is reported by ``misplaced``.
    """

    unheld: frozenset[Kind] = frozenset()
    unmelded: frozenset[Kind] = frozenset()

    def __init__(self, flowers: bool = False) -> None:
        self.problems: list[Problem] = []
        self.unreadable: set[str] = set()
        self.flowers = flowers
        self._parse = parse_flower_tiles if flowers else parse_tiles
        self._parse_short, self._parse_long = TILE_PARSERS[flowers]

    def _problem(self, path: str, text: Text, code: str) -> None:
        self.problems.append(Problem(path, text, code))

    def tiles(self, text: str, path: str, *, held: bool = True, in_meld: bool = False) -> tuple[Kind, ...]:
        """The kinds of ``text``; ``held``: tiles in a hand, a meld or won
        (``unheld`` kinds cannot be there), ``in_meld``: in a meld."""
        try:  # ``self._parse`` without its call: a hand, a meld and a river each come here
            kinds = self._parse_short(text) if len(text) <= SHORT else self._parse_long(text)
        except NotationError as err:
            for said in err.texts:
                self._problem(path, said, NOTATION)
            self.unreadable.add(path)
            if held:
                self._check(err.tiles, path, in_meld)
            return ()
        if held and self.misplaces(kinds, in_meld):
            self._check(read_tiles(text, self.flowers), path, in_meld)
        return kinds

    def _check(self, tiles: tuple[tuple[int, Kind], ...], path: str, in_meld: bool) -> None:
        for pos, k in tiles:
            if self.misplaces((k,), in_meld):
                self.misplaced(pos, k, path, in_meld)

    def misplaces(self, kinds: Sequence[Kind], in_meld: bool) -> bool:
        """Whether a kind of ``kinds``, held, cannot lie there (``in_meld``: in a meld)."""
        return not self.unheld.isdisjoint(kinds) or (in_meld and not self.unmelded.isdisjoint(kinds))

    def misplaced(self, pos: int, k: Kind, path: str, in_meld: bool) -> None:
        """Report a kind that cannot lie at ``path`` (the rule set says why)."""

    def tile(self, text: str, path: str) -> Kind:
        """Exactly one tile; -1 (and a problem) otherwise."""
        tiles = self.tiles(text, path)
        if len(tiles) != 1:
            if path not in self.unreadable:
                self._problem(path, NOT_ONE_TILE(count=len(tiles)), NOTATION)
            self.unreadable.add(path)
            return -1
        return tiles[0]

    def melds(self, given: Sequence[Mapping[str, Any]] | None, path: str) -> tuple[Meld, ...]:
        """The melds at ``path`` (a seat's ``melds``).  A meld claiming no
        tile whose tiles were read before without a notation mistake
        (``well_read``) is taken as read when none of its kinds is misplaced
        here: a meld without a problem needs no path written."""
        if not given:
            return ()
        out = []
        for i, data in enumerate(given):
            meld = None if data.get("claimed") is not None else well_read(data["type"], data["tiles"], self._parse)
            out.append(meld if meld is not None and not self.misplaces(meld.tiles, True)
                       else self.meld(data, f"{path}[{i}]"))
        return tuple(out)

    def meld(self, data: Mapping[str, Any], path: str) -> Meld:
        claimed = data.get("claimed")
        tiles = self.tiles(data["tiles"], f"{path}.tiles", in_meld=True)
        return Meld(MELD_TYPES[data["type"]], tiles, None if claimed is None else self.tile(claimed, f"{path}.claimed"))

    def readable(self, path: str) -> bool:
        """Whether the hand and melds of the seat at ``path`` could all be read."""
        if not self.unreadable:
            return True
        hand, melds = f"{path}.hand", f"{path}.melds"
        return hand not in self.unreadable and not any(p.startswith(melds) for p in self.unreadable)


@lru_cache(maxsize=1024)
def well_read(type_text: str, text: str, parse: Callable[[str], tuple[Kind, ...]]) -> Meld | None:
    """A meld of ``type_text`` on ``text`` as ``parse`` reads it, or ``None``
    for a notation mistake; kept: a few hundred melds recur from table to table."""
    try:
        return Meld(MELD_TYPES[type_text], parse(text))
    except NotationError:
        return None
