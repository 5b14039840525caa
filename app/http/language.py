"""The language of an answer, from ``Accept-Language``: any ``zh…`` → Chinese, else English.

The first language the client accepts (by ``q``) that is Chinese or English
decides; ``*`` or no header leaves the medium's default: Chinese for
``text/plain`` (the scorekeeper's phone), English for JSON.  A header that
names only other languages gets English.

A view asks ``language()`` and renders its texts with it; every answer that
did so carries ``Content-Language`` and ``Vary: Accept-Language``.
"""
from __future__ import annotations

from flask import Flask, Response, g, request

from app.core.messages import EN, ZH, Lang

from .media import wants_text

# For the OpenAPI document: the request header, and the answer's headers.
ACCEPT_LANGUAGE = {
    "in": "header",
    "name": "Accept-Language",
    "required": False,
    "schema": {"type": "string"},
    "description": "the language of every text a person reads: any `zh…` (`zh-CN`, `zh-TW`, `zh`) gives Chinese, "
    "anything else English; without it (or `*`), JSON answers are in English and `text/plain` ones in Chinese. "
    "Codes, paths and item codes never change with the language.",
    "example": "zh-CN",
}
LANGUAGE_HEADERS = {
    "Content-Language": {
        "description": "`zh` or `en`: the language the answer's texts are in",
        "schema": {"type": "string", "enum": ["zh", "en"]},
    },
    "Vary": {"description": "`Accept-Language, Accept`", "schema": {"type": "string"}},
}


def init_app(app: Flask) -> None:
    app.after_request(_label)


def language() -> Lang:
    """The language this request's answer is in (decided once per request)."""
    if "language" not in g:
        g.language = _negotiate()
    return g.language


def _negotiate() -> Lang:
    default = ZH if wants_text() else EN
    named_other = False
    for value, quality in request.accept_languages:  # best first
        primary = value.split("-")[0].lower()
        if quality <= 0:
            continue
        if primary == "zh":
            return ZH
        if primary == "en":
            return EN
        if value == "*":
            return default
        named_other = True
    return EN if named_other else default


def _label(response: Response) -> Response:
    if "language" in g:
        response.headers["Content-Language"] = g.language.value
        response.vary.add("Accept-Language")
        response.vary.add("Accept")  # without a language, text/plain defaults to Chinese
    return response
