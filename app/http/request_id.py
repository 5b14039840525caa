"""``X-Request-ID``: the caller's when it is sane, else a fresh one; always echoed.

gunicorn's access log prints it from the response header (``gunicorn.conf.py``).
"""
from __future__ import annotations

import re
import uuid

from flask import Flask, Response, g, request

HEADER = "X-Request-ID"
_VALID = re.compile(r"[A-Za-z0-9._:/+=-]{1,128}")


def init_app(app: Flask) -> None:
    app.before_request(_take)
    app.after_request(_echo)


def _take() -> None:
    given = request.headers.get(HEADER, "")
    g.request_id = given if _VALID.fullmatch(given) else uuid.uuid4().hex


def _echo(response: Response) -> Response:
    response.headers[HEADER] = g.get("request_id") or uuid.uuid4().hex
    return response
