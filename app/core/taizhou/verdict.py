"""The verdict of a rule by which one player pays for everyone (点炮 R36–R38,
包三家 W20–W22), the same way in both rule sets: a request may state it
(``true`` or ``false``) or leave it to the service (``null``); what the
table shows (``Evidence``) decides where nothing is stated, and a statement
the evidence contradicts is a problem naming the field.

Decisions (both rule sets): a stated value is checked only against evidence
that settles it; without such evidence it is taken as stated.  A stated
value the evidence agrees with says so in its reason.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..engine.errors import Problem
from ..engine.messages import Template, Text
from . import counted
from .answer import Verdict


class Evidence(NamedTuple):
    """What the table shows: whether the rule applies, why, and by which trigger."""

    applied: bool
    reason: Text
    trigger: int | None = None


class VerdictTexts(NamedTuple):
    """A rule set's words for its verdicts: the win's ``field`` that states it,
    the ``code`` of a contradiction, and the reasons."""

    field: str
    code: str
    stated: Text  # "as stated"
    agreed: Template  # as stated, and the table agrees: {evidence}
    contradicted: Callable[..., Text]  # (stated=yes or no, evidence=…)
    yes: Text
    no: Text


def decide(win: Any, stated: bool | None, evidence: Evidence | None, texts: VerdictTexts,
           no_evidence: Text) -> tuple[Verdict, list[Problem]]:
    """The verdict on ``win`` (its discarder pays when the rule applies), and
    the problem of a statement the evidence contradicts; ``no_evidence``:
    the reason when nothing is stated and nothing shown."""
    if stated is not None:
        if evidence is not None and evidence.applied != stated:
            text = texts.contradicted(stated=texts.yes if stated else texts.no, evidence=evidence.reason)
            problem = Problem(f"win.{texts.field}", text, texts.code)
            return _verdict(win, stated, "stated", texts.stated, None), [problem]
        reason = texts.agreed(evidence=evidence.reason) if evidence else texts.stated
        return _verdict(win, stated, "stated", reason, evidence.trigger if evidence else None), []
    if evidence is None:
        return Verdict(False, None, "no_evidence", no_evidence), []
    return _verdict(win, evidence.applied, "evidence", evidence.reason, evidence.trigger), []


def needs_statement(texts: VerdictTexts, no_evidence: Text, seat: Text, what: Text, rule: str
                    ) -> tuple[Verdict, list[Problem]]:
    """Nothing stated, and the evidence turns on tiles a counted ``seat`` did
    not give (``what``): not applied, and a problem asking the request to
    state ``texts.field`` or give them (``counted.state_or_give``)."""
    return Verdict(False, None, "no_evidence", no_evidence), [counted.state_or_give(texts.field, seat, what, rule)]


def _verdict(win: Any, applied: bool, decided_by: str, reason: Text, trigger: int | None) -> Verdict:
    """Only a rule that applies names who pays and by which trigger."""
    if applied:
        return Verdict(True, win.discarder, decided_by, reason, trigger)
    return Verdict(False, None, decided_by, reason)
