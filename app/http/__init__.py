"""The HTTP plumbing every endpoint shares: strict JSON bodies, media types,
request ids, logs, metrics, problem+json errors, CORS and the OpenAPI document.

The endpoints themselves (views and their schemas) live in ``app.api``;
``init_app`` wires them in.
"""
from __future__ import annotations

from collections.abc import Iterable
from http import HTTPStatus

from flask import Flask
from flask_smorest import Api, Blueprint

from app.core.engine.errors import TableError
from app.settings import Settings

from . import body, cors, docs, language, metrics, page, request_id, security, telemetry
from .errors import ProblemSchema, http_problem, table_problem
from .json_out import JSONProvider
from .media import PROBLEM, TEXT
from .openapi import SERVER_REFUSALS, OperationsPlugin, register_seat_wind, seat_wind_reference

ERROR_STATUSES = (400, 413, 415, 422, 500, 503)

CONFIG = {
    # ASCII: client generators make the package name of it (taizhou_mahjong_settlement_client).
    "API_TITLE": "Taizhou mahjong settlement",
    "API_VERSION": "1.0.0",
    "OPENAPI_VERSION": "3.1.0",
    "OPENAPI_URL_PREFIX": "/",
    "OPENAPI_SWAGGER_UI_PATH": "docs",
    "OPENAPI_SWAGGER_UI_URL": docs.SWAGGER_UI_URL,
    "OPENAPI_SWAGGER_UI_CONFIG": {"validatorUrl": None},  # the default badge calls out to the internet
    "API_SPEC_OPTIONS": {
        "info": {
            "description": (
                "麻将结算 — settles finished hands of Chinese mahjong: each player's score with the items "
                "it is made of, who pays whom, and who deals next; a whole sitting; what a hand waits on. "
                "Each rule set has its own paths: the default at /v1/…, the others at /v1/<name>/…; "
                "GET /v1/rule-sets lists them, with what a client needs to draw their forms, and each "
                "rule set's GET …/rules its rule table. No authentication: every operation is open "
                "(`security: []`)."
            ),
            "contact": {"name": "Taizhou mahjong settlement maintainers"},
            "license": {"name": "Proprietary: no licence is granted", "identifier": "LicenseRef-Proprietary"},
        },
        # Relative: the document describes the service wherever it is served from.
        "servers": [{"url": "/", "description": "this service, where the document was read from"}],
        "security": [],
    },
}


class ServiceFlask(Flask):
    """Flask, with ``ensure_sync``'s answer kept per function: Flask and
    flask-smorest's wrappers ask it for every hook and decorator layer of
    every request (11 times for a settle), and ``inspect`` answers slowly.
    At most ``KEPT`` functions are kept, should a caller pass a new one each time."""

    KEPT = 1024
    json_provider_class = JSONProvider
    json: JSONProvider  # made of ``json_provider_class``

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._sync: dict = {}

    def ensure_sync(self, func):
        sync = self._sync.get(func)
        if sync is None:
            sync = super().ensure_sync(func)
            if len(self._sync) < self.KEPT:
                self._sync[func] = sync
        return sync


class SettlementApi(Api):
    ERROR_SCHEMA = ProblemSchema
    DEFAULT_ERROR_RESPONSE_NAME = None  # each operation declares its own errors

    def _register_responses(self) -> None:
        for status in map(HTTPStatus, ERROR_STATUSES):
            content = {PROBLEM: {"schema": ProblemSchema}, TEXT: {"schema": {"type": "string"}}}
            response = {"description": status.phrase, "content": content, "headers": language.LANGUAGE_HEADERS}
            self.spec.components.response(status.name, response, lazy=True)
        for status in map(HTTPStatus.__getitem__, SERVER_REFUSALS):
            if status.value in ERROR_STATUSES:
                continue
            response = {
                "description": f"{status.phrase}: the worker's answer, before the app reads the request (a body "
                "not sent in time, a request line over 4094 bytes, more than 100 headers or one over 8190 bytes, "
                "an Expect or a transfer coding it does not take, an HTTP version other than 1.x)",
                "content": {PROBLEM: {"schema": ProblemSchema}},
            }
            self.spec.components.response(status.name, response, lazy=True)

    def _register_pagination_header(self) -> None:
        pass  # nothing is paginated; this would only add an unused schema

    def handle_http_exception(self, error):
        return http_problem(error)


def init_app(app: Flask, endpoints: Iterable[Blueprint]) -> None:
    """The plumbing around ``endpoints`` (flask-smorest blueprints), then the document."""
    app.config.update(CONFIG)
    # werkzeug's redirects (``/a//b`` → ``/a/b``, ``/x`` → ``/x/``) are absolute URLs
    # made from the Host header: none is made, such a path is a 404.
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False
    telemetry.init_app(app)  # first: its after_request then runs last, and logs the echoed request id
    request_id.init_app(app)
    body.init_app(app)  # a request the worker could not read stops here, with its id and log line
    security.init_app(app)
    cors.init_app(app, Settings.from_env().cors_origins)
    language.init_app(app)
    api = SettlementApi(app, spec_kwargs={"extra_plugins": [OperationsPlugin()]})
    api.ma_plugin.converter.add_attribute_function(seat_wind_reference)
    register_seat_wind(api.spec)
    for blueprint in (*endpoints, metrics.blp):
        api.register_blueprint(blueprint)
    app.register_error_handler(TableError, table_problem)
    docs.register(app, api)
    page.init_app(app)
