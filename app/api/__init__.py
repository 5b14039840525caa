"""The endpoints: each rule set's four operations (``operations``, built from
the rule set's ``SERVED`` record in its folder here), and the probes.

The HTTP plumbing they share (body reading, media types, errors, logs,
metrics, the document) is ``app.http``.
"""
from __future__ import annotations

from . import health, jiaojiang, wenling
from .operations import blueprints

SERVED = {served.core.name: served for served in (jiaojiang.SERVED, wenling.SERVED)}

ENDPOINTS = (*(blp for served in SERVED.values() for blp in blueprints(served)), health.blp)
