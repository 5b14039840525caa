"""Chinese mahjong settlement service: ``create_app()`` builds the Flask app.

Flask is imported inside the factory so that ``app.core`` stays importable
as a plain library.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

    from .api.served import ServedRuleSet


def create_app(rule_sets: Sequence[ServedRuleSet] | None = None) -> Flask:
    """The app serving ``rule_sets`` (the registry's, ``app.registry``, by default)."""
    from . import api, http
    from .settings import MAX_BODY_BYTES

    if rule_sets is None:
        from .registry import RULE_SETS

        rule_sets = RULE_SETS

    app = http.ServiceFlask(__name__)
    # One byte over: werkzeug cuts a chunked body at the limit without a 413,
    # so the body reader tells "exactly 64 KiB" from "more" by that byte.
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES + 1
    app.json.sort_keys = False  # keep the key order of API.md
    # What the worker (app/serving.py) runs apart: sittings' bodies, and the long requests.
    app.config["SITTING_PATHS"] = frozenset(served.paths["session"] for served in rule_sets)
    app.config["HEAVY_PATHS"] = frozenset(path for served in rule_sets for path in served.heavy)
    http.init_app(app, api.endpoints(rule_sets))
    return app
