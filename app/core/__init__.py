"""The rules core: a shared engine (``engine``) and one package per rule set
(``jiaojiang``, ``wenling``), each making a ``RuleSet`` record; ``RULE_SETS`` names them."""
from .engine.rule_set import RuleSet
from .jiaojiang import RULE_SET as JIAOJIANG
from .wenling import RULE_SET as WENLING

RULE_SETS: dict[str, RuleSet] = {rule_set.name: rule_set for rule_set in (JIAOJIANG, WENLING)}
