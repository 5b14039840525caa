"""The Chinese Official (国标, MCR) rules core: a table → its winner's fans
(G1–G81, the 1998 principles), payments (G-P1–G-P4) and the next hand;
a sitting of 16 hands (G-S1–G-S3); what a hand waits on and whether each
wait reaches the 8 fans (G-W1).  Pure Python, no Flask.

    >>> from app.core.gb import settle_mapping
    >>> settle_mapping(request_body).to_dict()["players"]   # doctest: +SKIP

Served at ``/v1/gb/…`` (``app/api/gb/``, listed in ``app.registry``).
"""
from ..engine import errors as E
from ..engine.errors import Problem, TableError
from ..engine.messages import Both
from ..engine.rule_set import Question, RuleSet
from .analysis import analyse_mapping
from .checks import check_table
from .fans.catalogue import FANS, fan_at
from .hand import GB_HANDS
from .problems import CODES
from .settlement import Settlement, settle
from .sitting import Sitting, settle_sitting
from .table import Table, read_table


def settle_mapping(data) -> Settlement:
    """Settle a table in the API's request shape (API.md, "Chinese Official");
    raises ``TableError`` with every problem found."""
    table, problems = read_table(data)
    problems += check_table(table)
    if problems:
        raise TableError(problems)
    return settle(table)


RULE_TABLE = {
    "items": [{"code": f.code, "name": f.name, "english": f.english, "fan": f.fan, "rule": f.rule,
               "excludes": [fan_at(i).code for i in f.excludes]} for f in FANS[1:]],
    "settings": [
        {"code": "minimum_fan", "name": "起和番", "english": "minimum fans to win", "default": 8,
         "rule": "G-W1"},
        {"code": "base_payment", "name": "底分", "english": "base every loser pays", "default": 8,
         "rule": "G-P1"},
    ],
}

RULE_SET = RuleSet(
    name="gb",
    title=Both("国标", "Chinese Official"),
    hand=GB_HANDS,
    settle=settle_mapping,
    settle_sitting=settle_sitting,
    analyse=analyse_mapping,
    rule_table=RULE_TABLE,
    codes=E.CODES + CODES,
    questions=(Question("win.last_of_kind", Both("和绝张", "和绝张 (won on the last tile of its kind)"), "G-W3"),),
)

__all__ = ["RULE_SET", "RULE_TABLE", "Problem", "Settlement", "Sitting", "Table", "TableError",
           "analyse_mapping", "read_table", "settle", "settle_mapping", "settle_sitting"]
