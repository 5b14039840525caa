"""A 国标 winning hand as the scorer reads it, and the hand rules it is
judged by (G-T2): 13 tiles, no wild tile, flowers; sets and a pair, seven
pairs (four alike as two pairs), thirteen orphans, honours and knitted
tiles, and a knitted straight with a set and a pair."""
from __future__ import annotations

from typing import NamedTuple

from ..engine.hand import HandRules
from ..engine.melds import Meld
from ..engine.shapes.knitted import HONOURS_AND_KNITTED
from ..engine.shapes.knitted_straight import KNITTED_STRAIGHT
from ..engine.shapes.seven_pairs import SEVEN_PAIRS_FOUR_ALIKE
from ..engine.shapes.standard import SETS_AND_PAIR
from ..engine.shapes.thirteen_orphans import THIRTEEN_ORPHANS
from ..engine.tiles import EAST, Kind

GB_HANDS = HandRules(tiles=13, flowers=True, shapes=(
    SETS_AND_PAIR, SEVEN_PAIRS_FOUR_ALIKE, THIRTEEN_ORPHANS, HONOURS_AND_KNITTED, KNITTED_STRAIGHT))
# Sets and a pair, and seven pairs: the shapes whose waits say whether a hand waited on one kind alone (G77–G79).
PLAIN_HANDS = HandRules(tiles=13, shapes=(SETS_AND_PAIR, SEVEN_PAIRS_FOUR_ALIKE))


class WinningHand(NamedTuple):
    """What the fans are counted from.

    ``concealed``: the concealed tiles with the winning tile (14 − 3 ×
    melds); ``melds``: exposed melds and concealed kongs; the flags as the
    table states them (G-W3); ``last_of_kind``: 和绝张 stated or decided;
    winds as kinds (东 27 …)."""

    concealed: tuple[Kind, ...]
    melds: tuple[Meld, ...]
    win_tile: Kind
    self_drawn: bool = False
    robbing_kong: bool = False
    kong_replacement: bool = False
    last_tile: bool = False
    last_of_kind: bool = False
    seat_wind: Kind = EAST
    round_wind: Kind = EAST
    flowers: int = 0
