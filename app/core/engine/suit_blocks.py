"""A suit's blocks (块): the runs of kinds no group can join across, which
the shanten tables (``suit_tables._block_table``) and the fewest wild tiles a
suit needs (``wild_bounds._block_needs``) each compute alone.

No group holds two tiles three kinds apart (two empty kinds end a block),
and in the honours, where there are no runs, no group holds two kinds: each
honour held is a block of its own.  A block recurs in far more hands than
the suit it lies in.

>>> suit_blocks((1, 1, 0, 0, 2, 0, 1, 0, 0), runs=True)   # 12m, 5577m
[b'\\x01\\x01', b'\\x02\\x00\\x01']
>>> suit_blocks((1, 1, 0, 0, 0, 0, 2), runs=False)   # east, south, 中中
[b'\\x01', b'\\x01', b'\\x02']
"""
from __future__ import annotations

import re

_BLOCK = re.compile(rb"[^\0]+(?:\0[^\0]+)*")  # kinds held, no two empty kinds between them


def suit_blocks(counts: tuple[int, ...], runs: bool) -> list[bytes]:
    """The suit's blocks, lowest first: each from its first kind held to its
    last, a kind's count in each byte; ``runs``: a numbered suit (sequences exist)."""
    if runs:
        return _BLOCK.findall(bytes(counts))
    return [bytes((count,)) for count in counts if count]


def held_blocks(counts: bytes) -> list[bytes]:
    """The blocks of a numbered suit's counts, a count a byte (``suit_blocks``
    with ``runs``), or of one honour's."""
    return _BLOCK.findall(counts)
