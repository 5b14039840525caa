"""Every error as ``application/problem+json`` (RFC 9457), or plain text on request.

Each problem carries ``errors``: every field-level mistake at once, each with
the request path it concerns.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from http import HTTPStatus
from itertools import islice

import marshmallow as ma
from flask import Response, json, request
from werkzeug.exceptions import BadRequest, HTTPException, MethodNotAllowed, RequestEntityTooLarge, UnsupportedMediaType

from app.core.engine.errors import TableError
from app.core.engine.messages import Joined, Message, Sep, Template, template

from . import metrics
from .language import language
from .media import PROBLEM, text_response, wants_text
from .schema_messages import schema_text

INVALID_REQUEST = "urn:taizhou-mahjong:problem:invalid-request"
IMPOSSIBLE_TABLE = "urn:taizhou-mahjong:problem:impossible-table"
HTTP_PROBLEM = "about:blank"  # RFC 9457 §4.2.1: the status code says it all

# ``title``: the status phrase in English, for the scorekeeper in Chinese.
_TITLES = {
    status: template(f"http.title.{status}", zh=zh, en=HTTPStatus(status).phrase)
    for status, zh in {
        400: "请求有误",
        404: "没有这个地址",
        405: "不支持这个方法",
        408: "请求超时",
        413: "请求太大",
        414: "请求行太长",
        415: "请用 JSON 发送",
        417: "无法满足预期条件",
        422: "牌局不成立",
        431: "请求头太大",
        500: "服务出错",
        501: "不支持",
        503: "服务暂停",
        505: "不支持这个协议版本",
    }.items()
}
OTHER_TITLE = template("http.title.other", zh="请求未能完成", en="Request failed")
IMPOSSIBLE = template("http.impossible_table", zh="按规则这一局不可能出现",
                      en="the table cannot happen under the rules")
TOO_LARGE = template("http.too_large", zh="请求体超过 {kib} KiB", en="the body is over {kib} KiB")
NOT_FOUND = template("http.not_found", zh="这个地址什么也没有；接口见 /docs",
                     en="there is nothing at this address; see /docs")
METHOD_NOT_ALLOWED = template("http.method_not_allowed", zh="这个地址不支持 {method}；可用 {allowed}",
                              en="{method} is not allowed here; use {allowed}")
SERVER_ERROR = template("http.server_error", zh="服务出错了，请稍后再试", en="the service failed; try again later")
OTHER = template("http.other", zh="请求未能完成", en="the request could not be served")
TEXT_HEAD = template("http.text_head", zh="{status} {title}：{detail}", en="{status} {title}: {detail}")
TEXT_LINE = template("http.text_line", zh="{path}：{message}", en="{path}: {message}")
WHOLE_BODY = template("http.whole_body", zh="请求", en="request")
# A refusal lists this many of a body's problems at most: a hostile body can
# break the schema in 90,000 places, and its answer would be megabytes.
MAX_PROBLEMS = 50
MORE_PROBLEMS = template("http.more_problems", zh="……另有 {count} 处问题未列出", en="… and {count} more")


@dataclass(frozen=True)
class FieldError:
    """One field-level mistake; ``text`` is rendered in the answer's language."""

    path: str
    text: Message
    code: str


class FieldErrorSchema(ma.Schema):
    path = ma.fields.String(
        required=True,
        metadata={"description": "the request field, e.g. `seats.east.melds[0].tiles`; empty for the whole body"},
    )
    message = ma.fields.String(
        required=True,
        metadata={
            "description": "in the answer's language (`Accept-Language`); tile strings name a 1-based "
            "`position N` (`第 N 个字符`) in the string as sent"
        },
    )
    code = ma.fields.String(
        required=True,
        metadata={
            "description": "stable code to switch on: `json` or `schema` (400), `too_large` (413), "
            "`media_type` (415), or the rules core's (422); `more` for the last entry of a refusal that "
            f"lists only its first {MAX_PROBLEMS} problems, saying how many more there are"
        },
    )


class ProblemSchema(ma.Schema):
    type = ma.fields.String(required=True, metadata={"format": "uri-reference"})
    title = ma.fields.String(required=True, metadata={"description": "in the answer's language"})
    status = ma.fields.Integer(required=True, validate=ma.validate.Range(400, 599))
    detail = ma.fields.String(required=True, metadata={"description": "in the answer's language"})
    errors = ma.fields.List(ma.fields.Nested(FieldErrorSchema), required=True)


class InvalidBody(BadRequest):
    """A body that is not JSON or breaks the schema."""

    def __init__(self, errors: list[FieldError], detail: Message):
        super().__init__(str(detail))
        self.errors = errors
        self.detail = detail


def schema_errors(messages: dict | list | str, left_out: int = 0) -> tuple[list[FieldError], int]:
    """marshmallow's nested messages as a flat list of field errors, the
    first ``MAX_PROBLEMS`` of them and one more saying how many are left
    (``left_out`` more, which marshmallow was not shown); and how many
    there are in all."""
    errors = [FieldError(path, schema_text(message), "schema")
              for path, message in islice(_flatten(messages, ""), MAX_PROBLEMS)]
    count = _count(messages) + left_out
    if count > len(errors):
        errors.append(FieldError("", MORE_PROBLEMS(count=count - len(errors)), "more"))
    return errors, count


def _count(messages: dict | list | str) -> int:
    if isinstance(messages, str):
        return 1
    return sum(map(_count, messages.values() if isinstance(messages, dict) else messages))


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
    detail: Message,
    *,
    type: str = HTTP_PROBLEM,
    errors: Iterable[FieldError] = (),
    headers: Iterable[tuple[str, str]] = (),
) -> Response:
    """The error answer, in the request's language: problem+json, or text for the phone."""
    errors = list(errors)
    metrics.request_refused(e.code for e in errors)
    lang = language()
    title = _TITLES.get(status, OTHER_TITLE)()
    if wants_text():
        lines = [TEXT_HEAD(status=status, title=title, detail=detail)]
        lines += [TEXT_LINE(path=e.path or WHOLE_BODY(), message=e.text) for e in errors]
        response = text_response(Joined(tuple(lines), Sep.LINE).render(lang) + "\n", status)
    else:
        body = {
            "type": type,
            "title": title.render(lang),
            "status": status,
            "detail": detail.render(lang),
            "errors": [{"path": e.path, "message": e.text.render(lang), "code": e.code} for e in errors],
        }
        response = Response(json.dumps(body, ensure_ascii=False), status, mimetype=PROBLEM)
    response.headers.extend(headers)
    return response


def http_problem(error: HTTPException) -> Response:
    """Any HTTP error Flask or werkzeug raises (404, 405 with ``Allow``, 413, 415 …)."""
    headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
    if isinstance(error, InvalidBody):
        return problem(400, error.detail, type=INVALID_REQUEST, errors=error.errors, headers=headers)
    if isinstance(error, RequestEntityTooLarge):
        most = request.max_content_length
        assert most is not None  # create_app sets it
        limit = most - 1  # the endpoint's limit, set one byte over (see body.py)
        detail = TOO_LARGE(kib=limit // 1024)
        return problem(413, detail, errors=[FieldError("", detail, "too_large")], headers=headers)
    if isinstance(error, UnsupportedMediaType):
        detail = getattr(error, "text", None) or OTHER()
        return problem(415, detail, errors=[FieldError("", detail, "media_type")], headers=headers)
    return problem(error.code or 500, _detail(error), headers=headers)


def _detail(error: HTTPException) -> Message:
    if isinstance(error, MethodNotAllowed):
        allowed = Joined(tuple(sorted(error.valid_methods or ())))
        return METHOD_NOT_ALLOWED(method=request.method, allowed=allowed)
    return _DETAILS.get(error.code or 500, OTHER)()


_DETAILS: dict[int, Template] = {404: NOT_FOUND, 500: SERVER_ERROR}


def table_problem(error: TableError) -> Response:
    errors = [FieldError(p.path, p.text, p.code) for p in error.problems]
    return problem(422, IMPOSSIBLE(), type=IMPOSSIBLE_TABLE, errors=errors)
