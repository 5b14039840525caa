"""The endpoints: each rule set's four operations (``operations``, built from
the rule set's ``SERVED`` record in its folder here), the index of rule sets
(``rule_sets``), and the probes.

The HTTP plumbing they share (body reading, media types, errors, logs,
metrics, the document) is ``app.http``.
"""
from __future__ import annotations

from collections.abc import Sequence

from flask_smorest import Blueprint

from . import health, rule_sets
from .operations import blueprints
from .served import ServedRuleSet


def endpoints(served: Sequence[ServedRuleSet]) -> tuple[Blueprint, ...]:
    """Every blueprint of the service serving ``served`` (the registry's rule sets)."""
    return (*(blp for one in served for blp in blueprints(one)), rule_sets.blueprint(served), health.blp)
