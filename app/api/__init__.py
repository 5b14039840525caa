"""The endpoints: each module holds one endpoint's view and its schemas.

The HTTP plumbing they share (body reading, media types, errors, logs,
metrics, the document) is ``app.http``.
"""
from __future__ import annotations

from . import analyze, health, rules, session, settle

ENDPOINTS = (settle.blp, session.blp, analyze.blp, rules.blp, health.blp)
