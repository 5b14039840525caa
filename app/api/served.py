"""A rule set as the HTTP layer serves it: its core (``RuleSet``) with the
schemas, examples and texts of its four operations.  ``operations`` builds
the endpoints from it; each rule set's folder here makes one (``SERVED``)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from marshmallow import Schema

from app.core.engine.messages import Lang
from app.core.engine.rule_set import RuleSet


class Operation(NamedTuple):
    """One operation's schemas and examples, its tag's description and its
    description (a docstring: a summary line, then the rest)."""

    request: type[Schema] | None
    response: type[Schema]
    tag: str
    doc: str
    request_examples: Mapping[str, Any] | None = None
    response_example: Any = None


class ServedRuleSet(NamedTuple):
    core: RuleSet
    prefix: str  # the paths' prefix: /v1 for the default rule set, /v1/<name> for the others
    names: str  # the blueprints' names begin with it ("" keeps the default rule set's names)
    penalty: str  # the answer's field of the one-pays-all verdict ("dianpao", "bao")
    settle: Operation
    session: Operation
    analyze: Operation
    rules: Operation
    summary: Callable[[Mapping[str, Any], Mapping[str, Any], Lang], str]  # a hand as text/plain
    session_summary: Callable[[Mapping[str, Any], Mapping[str, Any], Lang], str]  # a sitting as text/plain
    spreadsheet: Callable[[Mapping[str, Any], Mapping[str, Any], Lang], str]  # a sitting as text/csv
