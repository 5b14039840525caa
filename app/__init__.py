"""Taizhou mahjong settlement service: ``create_app()`` builds the Flask app.

Flask is imported inside the factory so that ``app.core`` stays importable
as a plain library.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask


def create_app() -> Flask:
    from . import api, http
    from .settings import MAX_BODY_BYTES

    app = http.ServiceFlask(__name__)
    # One byte over: werkzeug cuts a chunked body at the limit without a 413,
    # so the body reader tells "exactly 64 KiB" from "more" by that byte.
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES + 1
    app.json.sort_keys = False  # keep the key order of API.md
    http.init_app(app, api.ENDPOINTS)
    return app
