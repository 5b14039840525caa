"""What makes a seat impossible whatever the rule set: a concealed hand of
the wrong size, a meld of the wrong shape, a kind seen more often than it
exists.  Each rule set cites its own rule in the messages (``rule``).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from . import errors as E
from .errors import Problem
from .melds import Meld, MeldType
from .messages import Joined, Message, template
from .tiles import Kind, chinese_name, sequence_start_ok, to_mpsz

HAND_SIZE = template("checks.hand_size",
                     zh="手里有 {count} 张牌；有 {melds} 组副露时应有 {tiles} − 3×{melds} = {want} 张（{rule}）",
                     en="holds {count} tiles; with {melds} meld(s) it must hold {tiles} − 3×{melds} = {want} ({rule})")
NOT_A_MELD = template("checks.not_a_meld", zh="{tiles} 不成{type}（{shape}）", en="{tiles} is not a {type} ({shape})")
NO_TILES = template("checks.no_tiles", zh="空的", en="nothing")
SEQUENCE_SHAPE = template("checks.sequence_shape", zh="同一花色的三张连牌", en="three consecutive tiles of one suit")
THREE_ALIKE = template("checks.three_alike", zh="三张相同的牌", en="three alike")
FOUR_ALIKE = template("checks.four_alike", zh="四张相同的牌", en="four alike")
CONCEALED_CLAIM = template("checks.concealed_kong_claimed", zh="暗杠没有吃进别人打出的牌",
                           en="a concealed kong claims no discard")
CLAIMED_NOT_IN_MELD = template("checks.claimed_not_in_meld", zh="{tile} 不在这组副露里",
                               en="{tile} is not in the meld")
TOO_MANY_COPIES = template("checks.too_many_copies",
                           zh="{tile} {name} 共 {count} 张，最多 {most} 张（{rule}）：{places}",
                           en="{tile} {name}: {count} copies, {most} at most ({rule}) — {places}")
PLACE_COUNT = template("checks.place_count", zh="{place} {count} 张", en="{place} {count}")
# Where tiles lie, as a kind seen too often names them.
PLACE_HAND = template("places.hand", zh="{seat}手牌", en="{seat}'s hand")
PLACE_MELD = template("places.meld", zh="{seat}第 {number} 组副露", en="{seat}'s meld {number}")
PLACE_WIN = template("places.win", zh="和张", en="the winning tile")
# The same, in one hand analysed alone.
PLACE_THE_HAND = template("places.the_hand", zh="手牌", en="the hand")
PLACE_A_MELD = template("places.a_meld", zh="第 {number} 组副露", en="meld {number}")
PLACE_DRAWN = template("places.drawn", zh="摸到的牌", en="the drawn tile")


def hand_problems(hand: tuple[Kind, ...], melds: tuple[Meld, ...], path: str, *, tiles: int,
                  rule: str) -> list[Problem]:
    """A concealed hand of the wrong size (``tiles`` − 3 × melds before the
    winning tile, cited as ``rule``: ``HandRules.tiles``) and melds of the
    wrong shape; ``path`` is where ``hand`` and ``melds`` sit (empty: the
    top level)."""
    want = tiles - 3 * len(melds)
    if len(hand) == want and all(map(meld_ok, melds)):
        return []  # the usual case, found without naming a path
    at = f"{path}." if path else ""
    out = []
    if len(hand) != want:
        text = HAND_SIZE(count=len(hand), melds=len(melds), tiles=tiles, want=want, rule=rule)
        out.append(Problem(f"{at}hand", text, E.HAND_SIZE))
    for i, meld in enumerate(melds):
        out += _meld_problems(meld, f"{at}melds[{i}]")
    return out


@lru_cache(maxsize=1024)
def meld_ok(meld: Meld) -> bool:
    """Whether a meld has its shape and a claimed tile it can have; kept, as
    the same melds recur from table to table."""
    return not _meld_problems(meld, "")


def _meld_problems(meld: Meld, path: str) -> list[Problem]:
    tiles = sorted(meld.tiles)
    out = []
    if not _is_shape(meld.type, tiles):
        text = NOT_A_MELD(tiles=to_mpsz(tiles) or NO_TILES(), type=meld.type.text, shape=_SHAPES[meld.type]())
        out.append(Problem(f"{path}.tiles", text, E.MELD_SHAPE))
    if meld.claimed is not None and meld.claimed >= 0:
        if meld.type is MeldType.CONCEALED_KONG:
            out.append(Problem(f"{path}.claimed", CONCEALED_CLAIM(), E.MELD_SHAPE))
        elif meld.claimed not in tiles:
            out.append(Problem(f"{path}.claimed", CLAIMED_NOT_IN_MELD(tile=to_mpsz([meld.claimed])), E.MELD_SHAPE))
    return out


_SHAPES = {
    MeldType.CHI: SEQUENCE_SHAPE,
    MeldType.PONG: THREE_ALIKE,
    MeldType.KONG: FOUR_ALIKE,
    MeldType.CONCEALED_KONG: FOUR_ALIKE,
}


def _is_shape(kind: MeldType, tiles: list[Kind]) -> bool:
    if len(tiles) != kind.size:
        return False
    if kind is MeldType.CHI:
        return sequence_start_ok(tiles[0]) and tiles == [tiles[0], tiles[0] + 1, tiles[0] + 2]
    return len(set(tiles)) == 1


def count_problems(places: Sequence[tuple[Message, tuple[Kind, ...]]], path: str = "seats", *, rule: str,
                   flower_rule: str | None = None) -> list[Problem]:
    """No kind more than 4 times, no flower more than once (cited as
    ``flower_rule``), in all the ``(where, tiles)`` given (a turned-up
    indicator among them: cite it in ``rule``); each problem filed under
    ``path`` names the kind and every place its copies lie."""
    totals = [0] * 42
    for _, tiles in places:
        for k in tiles:
            totals[k] += 1
    out = [_too_many(k, n, 4, places, path, rule) for k, n in enumerate(totals[:34]) if n > 4]
    return out + [_too_many(k, n, 1, places, path, flower_rule or rule)
                  for k, n in enumerate(totals[34:], 34) if n > 1]


def _too_many(k: Kind, count: int, most: int, places: Sequence[tuple[Message, tuple[Kind, ...]]], path: str,
              rule: str) -> Problem:
    where = Joined(tuple(PLACE_COUNT(place=place, count=tiles.count(k)) for place, tiles in places if k in tiles))
    text = TOO_MANY_COPIES(tile=to_mpsz([k]), name=chinese_name(k), count=count, most=most, rule=rule, places=where)
    return Problem(path, text, E.TILE_COUNT)
