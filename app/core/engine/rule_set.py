"""A rule set as the HTTP layer and the tests see it: a plain, typed record
of what it is (its name, titles and hands), the functions that settle and
analyse in its request shape, what they answer, and what it may ask.

Each rule set's package makes one (``RULE_SET``); the service's registry
(``app.registry``) lists the rule sets it serves.  No plugin machinery: a
rule set is added by writing its packages and naming it there.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .hand import HandRules
from .messages import EN, Both, Lang
from .seats import Seat


class Answer(Protocol):
    """What every operation answers: its JSON form, texts in ``lang``."""

    def to_dict(self, lang: Lang = EN) -> dict[str, Any]: ...


class Settled(Answer, Protocol):
    """A table settled."""

    @property
    def outcome(self) -> str:
        """``"win"`` or ``"draw"``."""

    @property
    def winner(self) -> Seat | None: ...

    @property
    def penalty(self) -> str | None:
        """The code of the rule that made one player pay for everyone
        (``Penalty.code``), when one did."""


class PlayedHand(Protocol):
    @property
    def settlement(self) -> Settled: ...


class SittingResult(Answer, Protocol):
    """A sitting settled: each hand played, in order."""

    @property
    def hands(self) -> Sequence[PlayedHand]: ...


@dataclass(frozen=True)
class Question:
    """Something a request may state or leave to the service (``true``,
    ``false`` or ``null``): ``field`` is its place in a table (``win.dianpao``)."""

    field: str
    title: Both
    rule: str


@dataclass(frozen=True)
class Penalty:
    """A rule by which one player pays for everyone (a careless discarder,
    say): the code an answer's ``penalty`` gives, and its name."""

    code: str
    title: Both
    rule: str


@dataclass(frozen=True)
class RuleSet:
    """``settle``, ``settle_sitting`` and ``analyse`` take a request body
    (already schema-checked) and return their answer, or raise
    ``TableError`` with every problem, each of a code in ``codes``;
    ``rule_table`` is what ``GET …/rules`` lists (its ``settings`` are the
    options a request's ``rules`` may set)."""

    name: str
    title: Both
    hand: HandRules
    settle: Callable[[Mapping[str, Any]], Settled]
    settle_sitting: Callable[[Mapping[str, Any]], SittingResult]
    analyse: Callable[[Mapping[str, Any]], Answer]
    rule_table: Mapping[str, Any]
    codes: tuple[str, ...]
    penalties: tuple[Penalty, ...] = ()
    questions: tuple[Question, ...] = ()
