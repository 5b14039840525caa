"""A rule table's entries: a scoring item with its 和 and 番 and its rule id,
as each rule set's catalogue lists them (the numbers are the rule set's)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ItemDef:
    """A scoring item: its 和 (``base``) and 番 (``fan``).

    A set of honours or terminals scores ``base_honour_or_terminal`` instead
    of ``base``; a ``per_tile`` item scores its numbers once per tile.
    """

    code: str
    name: str  # Chinese
    english: str
    rule: str
    base: int = 0
    fan: int = 0
    base_honour_or_terminal: int | None = None
    per_tile: bool = False
