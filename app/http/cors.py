"""CORS, for browser apps on other origins (flask-cors), and ``OPTIONS`` without a page.

The API takes no cookies or credentials, so any origin may call it unless
``CORS_ORIGINS`` names the allowed ones (``app/settings.py``).
"""
from __future__ import annotations

from collections.abc import Sequence
from http import HTTPStatus

from flask import Flask, Response, request
from flask_cors import CORS

from . import request_id

# What a browser may call from another origin: the API and its document.
RESOURCES = [r"/v1/.*", r"/openapi\.(json|yaml)"]
METHODS = ["GET", "HEAD", "POST"]
# Every request header the API reads; the rest need no preflight (CORS-safelisted).
REQUEST_HEADERS = ["Content-Type", "Accept", "Accept-Language", request_id.HEADER]
# Chromium caps a cached preflight at two hours: a longer age buys nothing there.
PREFLIGHT_MAX_AGE_SECONDS = 7200


def init_app(app: Flask, origins: Sequence[str]) -> None:
    CORS(
        app,
        resources=RESOURCES,
        origins=list(origins),
        send_wildcard=True,  # with "*", say "*": the same answer for every origin, nothing to vary on
        methods=METHODS,
        allow_headers=REQUEST_HEADERS,
        expose_headers=[request_id.HEADER],
        max_age=PREFLIGHT_MAX_AGE_SECONDS,
        supports_credentials=False,
    )
    app.after_request(_options_without_a_page)


def _options_without_a_page(response: Response) -> Response:
    """Flask answers ``OPTIONS`` itself with ``200 text/html`` and an empty body;
    say the same as 204 with its ``Allow`` header and no media type."""
    rule = request.url_rule
    if request.method == "OPTIONS" and rule is not None and rule.provide_automatic_options:
        response.status_code = HTTPStatus.NO_CONTENT
        response.headers.pop("Content-Type", None)
        response.headers.pop("Content-Length", None)
    return response
