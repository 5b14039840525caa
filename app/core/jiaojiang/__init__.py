"""The Jiaojiang rules core: tiles → hand reading → scoring items → settlement.

Pure Python, no Flask: import it as a library.

    >>> from app.core.jiaojiang import settle_mapping
    >>> result = settle_mapping(request_body)   # doctest: +SKIP
    >>> result.to_dict()["players"]["south"]["points"]   # doctest: +SKIP

A sitting (一场) of many hands, in the request shape of ``POST /v1/settle/session``:

    >>> from app.core.jiaojiang import settle_sitting
    >>> sitting = settle_sitting(session_body)   # doctest: +SKIP
    >>> [(total.player, total.net) for total in sitting.totals]   # doctest: +SKIP
"""
from ..engine import errors
from ..engine.errors import Problem, TableError
from ..engine.messages import Both
from ..engine.rule_set import Penalty, Question, RuleSet
from ..taizhou.counted import CODES as COUNTED_CODES
from . import problems
from .analysis import analyse_mapping
from .answer import Settlement
from .catalogue import CATALOGUE, HAND, SETTINGS
from .checks import check_table
from .settlement import settle
from .sitting import Sitting, settle_sitting
from .table import Table, read_table


def settle_mapping(data) -> Settlement:
    """Settle a table given in the API's request shape (``../API.md``).

    Raises ``TableError`` with every problem found, tile strings included.
    """
    table, problems = read_table(data)
    if problems:
        raise TableError(problems + check_table(table))
    return settle(table)


RULE_SET = RuleSet(
    name="jiaojiang",
    title=Both("椒江", "Jiaojiang"),
    hand=HAND,
    settle=settle_mapping,
    settle_sitting=settle_sitting,
    analyse=analyse_mapping,
    rule_table={
        "items": CATALOGUE.table(),
        "settings": [vars(setting).copy() for setting in SETTINGS.values()],
    },
    codes=errors.CODES + COUNTED_CODES + problems.CODES,
    penalties=(Penalty("dianpao", Both("点炮", "点炮: the discarder pays for everyone"), "R36"),),
    questions=(Question("win.dianpao", Both("点炮", "点炮 (the discarder pays for everyone)"), "R38"),),
)

__all__ = [
    "RULE_SET", "Problem", "Settlement", "Sitting", "Table", "TableError",
    "read_table", "settle", "settle_mapping", "settle_sitting",
]
