"""What a Taizhou table's win is, as both rule sets read it: who won on
which tile, how, and what the request states of the rules that turn on
it.  Each rule set reads only its own flags (the other's keep their
defaults: its reader refuses them)."""
from __future__ import annotations

from typing import NamedTuple

from ..engine.seats import Seat
from ..engine.tiles import Kind


class Win(NamedTuple):
    seat: Seat
    tile: Kind
    self_drawn: bool
    discarder: Seat | None = None
    kong_replacement: bool = False
    robbing_kong: bool = False
    last_tile: bool = False  # R21 海底捞月 (Jiaojiang)
    dianpao: bool | None = None  # R38: stated, or None to decide it (Jiaojiang)
    laizi: bool | None = None  # W9: stated, or None to judge it (Wenling)
    heavenly: bool = False  # W9.7: 天胡, stated (Wenling)
    bao: bool | None = None  # W20: stated, or None to decide it (Wenling)
