"""Every request: one JSON log line (request id, route, status, duration) and the request metrics.

The route is the URL rule (``/v1/settle``), never the raw path, so that a
scan of random paths cannot make a label per path.
"""
from __future__ import annotations

import json
import logging
import os
import sys
import time
from datetime import UTC, datetime

from flask import Flask, Response, g, request

from . import metrics, request_id

log = logging.getLogger("app.requests")

UNMATCHED = "<unmatched>"
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"})


def init_app(app: Flask) -> None:
    app.before_request(_start)
    app.after_request(_finish)


def log_to_stdout() -> None:
    """The serving setup (``app/boot.py``): the JSON lines alone on stdout."""
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log.handlers = [handler]
    log.setLevel(logging.INFO)
    log.propagate = False


def _start() -> None:
    g.started = time.perf_counter()


def _finish(response: Response) -> Response:
    seconds = time.perf_counter() - g.get("started", time.perf_counter())
    route = request.url_rule.rule if request.url_rule else UNMATCHED
    method = request.method if request.method in _METHODS else "other"
    metrics.request_answered(method, route, response.status_code, seconds)
    if log.isEnabledFor(logging.INFO):
        line = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "request_id": response.headers.get(request_id.HEADER),
            "pid": os.getpid(),
            "method": method,
            "route": route,
            "path": request.path,
            "status": response.status_code,
            "duration_ms": round(seconds * 1000, 3),
        }
        log.info(json.dumps(line))
    return response
