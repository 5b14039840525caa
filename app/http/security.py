"""Security headers on every response: the API's, the documentation's and the page's.

The policy lets a page load scripts, styles, images, fonts, its manifest and
its service worker from this origin only, and never be framed. Swagger UI's
data: images and the page's icons are images, the one exception (``data:``).
"""
from __future__ import annotations

from flask import Flask, Response

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def init_app(app: Flask) -> None:
    app.after_request(_secure)


def _secure(response: Response) -> Response:
    response.headers.update(HEADERS)
    return response
