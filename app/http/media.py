"""Media types the service speaks, and which one a request asked for."""
from __future__ import annotations

from flask import Response, request

JSON = "application/json"
PROBLEM = "application/problem+json"
TEXT = "text/plain"
CSV = "text/csv"
HTML = "text/html"  # gunicorn's own error pages (the OpenAPI document names them)


def wants_text() -> bool:
    """True when the client prefers ``text/plain`` (the phone shortcut) to JSON.

    An ``Accept`` naming neither is answered in JSON rather than with 406:
    every client can read that.  An ``Accept`` that names no ``text/`` type
    and no wildcard cannot choose text, nor can none or ``*/*`` (a tie, which
    goes to JSON): those are not parsed.
    """
    accept = request.headers.get("Accept", "")
    if accept in ("", "*/*") or ("*" not in accept and "text/" not in accept.lower()):
        return False
    return request.accept_mimetypes.best_match([JSON, PROBLEM, TEXT]) == TEXT


def preferred(*offers: str) -> str:
    """The one of ``offers`` the client prefers; JSON when it names none of them."""
    return request.accept_mimetypes.best_match(offers, default=JSON)


def text_response(text: str, status: int = 200) -> Response:
    # JSON escapes a lone surrogate (valid in a JSON string); UTF-8 cannot hold one.
    return Response(text.encode("utf-8", "replace"), status, mimetype=TEXT)
