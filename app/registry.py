"""The rule sets this service serves, one entry each, the default first
(served at ``/v1/…``; the others at ``/v1/<name>/…``).  Serving, the
endpoints, the document, the metrics, ``GET /v1/rule-sets`` and the page are
all derived from this list: a rule set is added by its folders and one line
here (docs/rule-sets.md)."""
from __future__ import annotations

from .api import gb, jiaojiang, wenling
from .api.served import ServedRuleSet

RULE_SETS: tuple[ServedRuleSet, ...] = (jiaojiang.SERVED, wenling.SERVED, gb.SERVED)
