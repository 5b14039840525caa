"""The Wenling (温岭) rules core (RULES-wenling.md, W1–W24): tiles with
flowers → special tiles by 得 and 闹 → 腊子胡 → points with the 500 cap →
payments in three modes → 包三家 → the next dealer.

The same interface as Jiaojiang's package:

    >>> from app.core.wenling import settle_mapping
    >>> settle_mapping(request_body).to_dict()["players"]["west"]["points"]   # doctest: +SKIP
"""
from typing import Any

from ..engine import errors
from ..engine.errors import Problem, TableError
from ..engine.messages import Both
from ..engine.rule_set import Penalty, Question, RuleSet
from ..taizhou.counted import CODES as COUNTED_CODES
from . import catalogue, problems
from .analysis import analyse_mapping
from .checks import check_table
from .result import Settlement
from .settlement import settle
from .sitting import settle_sitting
from .table import Table, read_table


def settle_mapping(data: Any) -> Settlement:
    """Settle a table given in the request shape of ``POST /v1/wenling/settle``.

    Raises ``TableError`` with every problem found, all at once.
    """
    table, problems = read_table(data)
    if problems:
        raise TableError(problems + check_table(table))
    return settle(table)


RULE_SET = RuleSet(
    name="wenling",
    title=Both("温岭", "Wenling"),
    hand=catalogue.HAND,
    settle=settle_mapping,
    settle_sitting=settle_sitting,
    analyse=analyse_mapping,
    rule_table={
        "items": catalogue.CATALOGUE.table(),
        "settings": [vars(setting) | {"choices": list(setting.choices)} for setting in catalogue.SETTINGS.values()],
    },
    codes=errors.CODES + COUNTED_CODES + problems.CODES,
    penalties=(Penalty("bao", Both("包三家", "包三家: the discarder pays for everyone"), "W20"),),
    questions=(Question("win.laizi", Both("腊子胡", "腊子胡 (limit win)"), "W9"),
               Question("win.bao", Both("包三家", "包三家 (the discarder pays for everyone)"), "W20")),
)


__all__ = [
    "RULE_SET", "Problem", "Settlement", "Table", "TableError", "analyse_mapping", "catalogue", "check_table",
    "read_table", "settle", "settle_mapping", "settle_sitting",
]
