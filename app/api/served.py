"""A rule set as the HTTP layer serves it: its core (``RuleSet``) with the
schemas, examples and texts of its four operations.  ``operations`` builds
the endpoints from it; each rule set's folder here makes one (``SERVED``),
and the registry (``app.registry``) lists them."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from marshmallow import Schema

from app.core.engine.messages import Lang
from app.core.engine.rule_set import RuleSet

DEFAULT_PREFIX = "/v1"  # the default rule set's paths; the others' are /v1/<name>

Text = Callable[[Mapping[str, Any], Mapping[str, Any], Lang], str]  # (request, answer, language) → text


class Operation(NamedTuple):
    """One posted operation's schemas and examples, its tag's description and
    its description (a docstring: a summary line, then the rest)."""

    request: type[Schema]
    response: type[Schema]
    tag: str
    doc: str
    request_examples: Mapping[str, Any]
    response_example: Any = None


class Listing(NamedTuple):
    """An operation that takes no body (``GET …/rules``): its answer's schema,
    tag and description, and an example unless the answer itself serves as one."""

    response: type[Schema]
    tag: str
    doc: str
    response_example: Any = None


class Texts(NamedTuple):
    """A rule set's answers for people: a hand as text/plain, a sitting as
    text/plain and as text/csv (each from the request and the JSON answer)."""

    hand: Text
    sitting: Text
    spreadsheet: Text


class ServedRuleSet(NamedTuple):
    core: RuleSet
    prefix: str  # the paths' prefix: DEFAULT_PREFIX for the default rule set, /v1/<name> for the others
    settle: Operation
    session: Operation
    analyze: Operation
    rules: Listing
    texts: Texts

    @property
    def names(self) -> str:
        """What its blueprints' names begin with ("" keeps the default rule set's names)."""
        return "" if self.prefix == DEFAULT_PREFIX else f"{self.core.name}-"

    @property
    def paths(self) -> dict[str, str]:
        """Its four operations' paths, by operation."""
        p = self.prefix
        return {"settle": f"{p}/settle", "session": f"{p}/settle/session", "analyze": f"{p}/analyze",
                "rules": f"{p}/rules"}

    @property
    def heavy(self) -> frozenset[str]:
        """The paths whose work may take long: a sitting, an analysis (``app.serving``)."""
        return frozenset((self.paths["session"], self.paths["analyze"]))
