"""A rule set as the HTTP layer and the tests see it: a plain record of the
functions that settle and analyse in its request shape, and its rule table.

Each rule set's package makes one (``RULE_SET``); ``app.core.RULE_SETS``
names them all.  No plugin machinery: a rule set is added by writing its
package and naming its record there.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from .messages import Both


class RuleSet(NamedTuple):
    """``settle``, ``settle_sitting`` and ``analyse`` take a request body
    (already schema-checked) and return a result with ``to_dict(lang)``, or
    raise ``TableError`` with every problem; ``rule_table`` is what
    ``GET …/rules`` lists."""

    name: str
    title: Both
    settle: Callable[[Mapping[str, Any]], Any]
    settle_sitting: Callable[[Mapping[str, Any]], Any]
    analyse: Callable[[Mapping[str, Any]], Any]
    rule_table: Mapping[str, Any]
