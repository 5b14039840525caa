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
from ..engine.errors import Problem, TableError
from ..engine.result import Settlement
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


__all__ = [
    "Problem", "Settlement", "Sitting", "Table", "TableError",
    "read_table", "settle", "settle_mapping", "settle_sitting",
]
