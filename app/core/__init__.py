"""The Jiaojiang rules core: tiles → hand reading → scoring items → settlement.

Pure Python, no Flask: import it as a library.

    >>> from app.core import settle_mapping
    >>> result = settle_mapping(request_body)   # doctest: +SKIP
    >>> result.to_dict()["players"]["south"]["points"]   # doctest: +SKIP
"""
from .errors import Problem, TableError
from .result import Settlement
from .settlement import settle
from .table import Table, table_from_mapping


def settle_mapping(data) -> Settlement:
    """Settle a table given in the API's request shape (``../API.md``)."""
    return settle(table_from_mapping(data))


__all__ = ["Problem", "Settlement", "Table", "TableError", "settle", "settle_mapping", "table_from_mapping"]
