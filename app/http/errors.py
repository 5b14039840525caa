"""Every error as ``application/problem+json`` (RFC 9457), or plain text on request.

Each problem carries ``errors``: every field-level mistake at once, each with
the request path it concerns.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from http import HTTPStatus

import marshmallow as ma
from flask import Response, json, request
from werkzeug.exceptions import BadRequest, HTTPException, RequestEntityTooLarge, UnsupportedMediaType

from app.core import TableError

from . import metrics
from .media import PROBLEM, text_response, wants_text

INVALID_REQUEST = "urn:jiaojiang:problem:invalid-request"
IMPOSSIBLE_TABLE = "urn:jiaojiang:problem:impossible-table"
HTTP_PROBLEM = "about:blank"  # RFC 9457 §4.2.1: the status code says it all

# Plain-text titles for the scorekeeper's phone.
_CHINESE_TITLES = {
    400: "请求有误",
    404: "没有这个地址",
    405: "不支持这个方法",
    413: "请求太大",
    415: "请用 JSON 发送",
    422: "牌局不成立",
    500: "服务出错",
    503: "服务暂停",
}


@dataclass(frozen=True)
class FieldError:
    path: str
    message: str
    code: str


class FieldErrorSchema(ma.Schema):
    path = ma.fields.String(
        required=True,
        metadata={"description": "the request field, e.g. `seats.east.melds[0].tiles`; empty for the whole body"},
    )
    message = ma.fields.String(required=True, metadata={"description": "tile strings name a 1-based `position N`"})
    code = ma.fields.String(
        required=True,
        metadata={
            "description": "stable code to switch on: `json` or `schema` (400), `too_large` (413), "
            "`media_type` (415), or the rules core's (422)"
        },
    )


class ProblemSchema(ma.Schema):
    type = ma.fields.String(required=True, metadata={"format": "uri-reference"})
    title = ma.fields.String(required=True)
    status = ma.fields.Integer(required=True, validate=ma.validate.Range(400, 599))
    detail = ma.fields.String(required=True)
    errors = ma.fields.List(ma.fields.Nested(FieldErrorSchema), required=True)


class InvalidBody(BadRequest):
    """A body that is not JSON or breaks the schema."""

    def __init__(self, errors: list[FieldError], description: str):
        super().__init__(description)
        self.errors = errors


def schema_errors(messages: dict) -> list[FieldError]:
    """marshmallow's nested messages as a flat list of field errors."""
    return [FieldError(path, message, "schema") for path, message in _flatten(messages, "")]


def _flatten(messages: dict | list | str, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(messages, str):
        yield path, messages
    elif isinstance(messages, dict):
        for key, value in messages.items():
            yield from _flatten(value, _child(path, key))
    else:
        for message in messages:
            yield from _flatten(message, path)


def _child(path: str, key: str | int) -> str:
    if key == ma.exceptions.SCHEMA:
        return path
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def problem(
    status: int,
    detail: str,
    *,
    type: str = HTTP_PROBLEM,
    errors: Iterable[FieldError] = (),
    headers: Iterable[tuple[str, str]] = (),
) -> Response:
    errors = list(errors)
    metrics.request_refused(e.code for e in errors)
    title = HTTPStatus(status).phrase
    if wants_text():
        lines = [f"{status} {_CHINESE_TITLES.get(status, title)}：{detail}"]
        lines += [f"{e.path or '请求'}：{e.message}" for e in errors]
        response = text_response("\n".join(lines) + "\n", status)
    else:
        body = {
            "type": type,
            "title": title,
            "status": status,
            "detail": detail,
            "errors": [vars(e) for e in errors],
        }
        response = Response(json.dumps(body), status, mimetype=PROBLEM)
    response.headers.extend(headers)
    return response


def http_problem(error: HTTPException) -> Response:
    """Any HTTP error Flask or werkzeug raises (404, 405 with ``Allow``, 413, 415 …)."""
    headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
    if isinstance(error, InvalidBody):
        return problem(400, error.description, type=INVALID_REQUEST, errors=error.errors, headers=headers)
    if isinstance(error, RequestEntityTooLarge):
        limit = request.max_content_length - 1  # the endpoint's limit, set one byte over (see body.py)
        detail = f"the body is over {limit // 1024} KiB"
        return problem(413, detail, errors=[FieldError("", detail, "too_large")], headers=headers)
    if isinstance(error, UnsupportedMediaType):
        detail = error.description
        return problem(415, detail, errors=[FieldError("", detail, "media_type")], headers=headers)
    return problem(error.code or 500, error.description or "", headers=headers)


def table_problem(error: TableError) -> Response:
    errors = [FieldError(p.path, p.message, p.code) for p in error.problems]
    return problem(422, "the table cannot happen under the rules", type=IMPOSSIBLE_TABLE, errors=errors)
