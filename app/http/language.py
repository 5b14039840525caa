"""The language of an answer, from ``Accept-Language``: any ``zh…`` → Chinese, else English.

Chinese when the client accepts any Chinese (``zh``, ``zh-CN``, ``zh-TW`` …,
with ``q`` above 0), whatever else it prefers; English when it names other
languages only; with ``*`` alone or no header, the medium's default: Chinese
for ``text/plain`` and ``text/csv`` (the scorekeeper's phone), English for JSON.

A view asks ``language()`` and renders its texts with it; every answer that
did so carries ``Content-Language`` and ``Vary: Accept-Language``.
"""
from __future__ import annotations

from flask import Flask, Response, g, request

from app.core.engine.messages import EN, ZH, Lang

from .headers import lacks
from .media import CSV, JSON, PROBLEM, TEXT, preferred

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


# What ``_label`` adds to a response that has neither header yet, the usual case;
# Vary names Accept too: without a language, text/plain defaults to Chinese.
_LABELS = {lang: (("Content-Language", lang.value), ("Vary", "Accept-Language, Accept")) for lang in (ZH, EN)}
_LABELLED = frozenset({"content-language", "vary"})
# The ``Accept`` values that name no medium: JSON is the client's choice.
_ANY_MEDIUM = ("", "*/*")


def language() -> Lang:
    """The language this request's answer is in (decided once per request)."""
    lang = g.get("language")
    if lang is None:
        lang = g.language = _negotiate()
    return lang


def _negotiate() -> Lang:
    environ = request.environ
    if not environ.get("HTTP_ACCEPT_LANGUAGE") and environ.get("HTTP_ACCEPT", "") in _ANY_MEDIUM:
        return EN  # what the parsing below finds for no language and no medium, without parsing
    accepted = [tag.lower() for tag, quality in request.accept_languages if quality > 0]
    if any(tag == "zh" or tag.startswith("zh-") for tag in accepted):
        return ZH
    if any(tag != "*" for tag in accepted):
        return EN
    return EN if preferred(JSON, PROBLEM, TEXT, CSV) in (JSON, PROBLEM) else ZH


def _label(response: Response) -> Response:
    lang = g.get("language")
    if lang is None:
        return response
    if lacks(response.headers, _LABELLED):
        response.headers.extend(_LABELS[lang])
    else:  # merged with what is there, e.g. Vary: Origin on an error
        response.headers["Content-Language"] = lang.value
        response.vary.add("Accept-Language")
        response.vary.add("Accept")
    return response
