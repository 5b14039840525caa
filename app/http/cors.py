"""CORS, for browser apps on other origins (flask-cors), and ``OPTIONS`` without a page.

The API takes no cookies or credentials, so any origin may call it unless
``CORS_ORIGINS`` names the allowed ones (``app/settings.py``).
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from http import HTTPStatus
from urllib.parse import unquote

from flask import Flask, Response, request
from flask_cors import CORS

from . import request_id
from .headers import lacks

# What a browser may call from another origin: the API and its document.
RESOURCES: list[str | re.Pattern[str]] = [r"/v1/.*", r"/openapi\.(json|yaml)"]
METHODS = ["GET", "HEAD", "POST"]
# Every request header the API reads; the rest need no preflight (CORS-safelisted).
REQUEST_HEADERS = ["Content-Type", "Accept", "Accept-Language", request_id.HEADER]
# Chromium caps a cached preflight at two hours: a longer age buys nothing there.
PREFLIGHT_MAX_AGE_SECONDS = 7200

# The resources as flask-cors matches them: compiled, from the start of the unquoted path.
_RESOURCES = [re.compile(resource) for resource in RESOURCES]
# Request headers that change flask-cors's answer on a resource, besides the method.
_ASKING = ("HTTP_ORIGIN", "HTTP_ACCESS_CONTROL_REQUEST_PRIVATE_NETWORK")
_ALLOW_ORIGIN = frozenset({"access-control-allow-origin"})
_LOG = logging.getLogger("flask_cors")


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
    flask_cors_hook = app.after_request_funcs[None].pop()  # CORS() registers it last
    app.after_request(Replayed(flask_cors_hook))  # type: ignore[arg-type]  # flask-cors's hook is not async
    app.after_request(_options_without_a_page)


class Replayed:
    """flask-cors's after-request hook, its answer replayed to plain requests.

    To a request that is no preflight and carries no ``Origin`` (nor a private
    network question), flask-cors gives the same headers on a resource every
    time (``Access-Control-Allow-Origin: *`` and ``Access-Control-Expose-Headers``
    with the default origins): they are recorded the first time and added as
    recorded after that.  flask-cors answers every other request itself, and
    every request while its logger is on for debug lines."""

    def __init__(self, hook: Callable[[Response], Response]):
        self.hook = hook
        self.recorded: dict[re.Pattern, tuple[tuple[str, str], ...]] = {}

    def __call__(self, response: Response) -> Response:
        if _LOG.isEnabledFor(logging.DEBUG):
            return self.hook(response)
        resource = _resource()
        if resource is None:
            return response  # nothing to add, as flask-cors finds
        if not _plain() or not lacks(response.headers, _ALLOW_ORIGIN):
            return self.hook(response)
        recorded = self.recorded.get(resource)
        if recorded is None:
            before = len(response.headers)
            response = self.hook(response)
            self.recorded[resource] = tuple(response.headers)[before:]
        else:
            response.headers.extend(recorded)
        return response


def _plain() -> bool:
    environ = request.environ
    return request.method != "OPTIONS" and not any(name in environ for name in _ASKING)


def _resource() -> re.Pattern | None:
    path = unquote(request.path)
    return next((resource for resource in _RESOURCES if resource.match(path)), None)


def _options_without_a_page(response: Response) -> Response:
    """Flask answers ``OPTIONS`` itself with ``200 text/html`` and an empty body;
    say the same as 204 with its ``Allow`` header and no media type."""
    rule = request.url_rule  # Flask marks its rules with ``provide_automatic_options``; werkzeug's type does not say
    if request.method == "OPTIONS" and rule is not None and getattr(rule, "provide_automatic_options", False):
        response.status_code = HTTPStatus.NO_CONTENT
        response.headers.pop("Content-Type", None)
        response.headers.pop("Content-Length", None)
    return response
