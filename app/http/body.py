"""Reading a request body as strict JSON before the schema sees it.

Python's ``json`` accepts ``NaN`` and ``Infinity`` (not JSON), keeps the last
of two equal keys, raises ``RecursionError`` on deep nesting, reads UTF-16 or
encoded surrogates from bytes, and makes a string of a lone surrogate escaped
as ``\\ud800`` (which no answer could then encode; RFC 7493 refuses it): all of
these become 400s here.  A body over the endpoint's limit (64 KiB unless it
sets its own) is a 413, chunked or not.
"""
from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable
from typing import Any, NoReturn

import flask
import marshmallow as ma
from flask_smorest import Blueprint
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import RequestEntityTooLarge, UnsupportedMediaType

from app.core.engine.messages import Text, template
from app.settings import BODY_LIMIT, MAX_BODY_BYTES, REFUSED

from .errors import MAX_PROBLEMS, TOO_LARGE, FieldError, InvalidBody, problem, schema_errors
from .fast_load import loader, trimmer

NOT_JSON = template("body.not_json", zh="请求体不是 JSON", en="the body is not JSON")
BREAKS_SCHEMA = template("body.breaks_schema", zh="请求体有 {count} 处不符合格式",
                         en="the body breaks the schema in {count} place(s)")
WRONG_MEDIA_TYPE = template("body.wrong_media_type", zh="请用 application/json 发送请求体，不要用 {given}",
                            en="send the body as application/json, not {given}")
NO_MEDIA_TYPE = template("body.no_media_type", zh="请用 application/json 发送请求体，并在 Content-Type 中写明",
                         en="send the body as application/json, and say so in Content-Type")
TOO_DEEP = template("body.too_deep", zh="嵌套太深", en="nested too deeply")
NOT_UTF8 = template("body.not_utf8", zh="不是 UTF-8：第 {byte} 个字节无法解码",
                    en="not UTF-8: byte {byte} cannot be decoded")
SYNTAX = template("body.syntax", zh="第 {line} 行第 {column} 列：{reason}",
                  en="{reason}: line {line} column {column}")
NOT_A_NUMBER = template("body.not_a_number", zh="{name} 不是 JSON 数字", en="{name} is not a JSON number")
KEY_TWICE = template("body.key_twice", zh="键 {key} 出现了两次", en="key {key} appears twice")
TOO_MANY_DIGITS = template("body.too_many_digits", zh="数字的位数太多", en="a number has too many digits")
SYNTAX_OTHER = template("body.syntax_other", zh="JSON 语法错误", en="JSON syntax error")
NOT_TEXT = template("body.not_text", zh="请求体里有无法编码的文字", en="the body holds text that cannot be encoded")
LONE_SURROGATE = template("body.lone_surrogate", zh="字符串里有落单的代理项，不是完整的字符",
                          en="the string holds a lone surrogate (such as \\ud800), which is no character")
# What the worker (app/serving.py) refused, by status: the code and text of the answer.
_REFUSALS = {
    400: ("framing", template("body.framing", zh="请求的格式有误（请求行、请求头或分块长度）",
                              en="the request is malformed (request line, headers or chunk sizes); see RFC 9112")),
    408: ("too_slow", template("body.too_slow", zh="请求没有及时发完", en="the request was not sent in time")),
    414: ("framing", template("body.line_too_long", zh="请求行太长", en="the request line is too long")),
    417: ("framing", template("body.expectation", zh="不支持请求头里的预期条件",
                              en="this Expect header is not supported")),
    431: ("framing", template("body.headers_too_large", zh="请求头太多或太大",
                              en="the headers are too many or too large")),
    501: ("framing", template("body.transfer_coding", zh="只支持分块传输编码",
                             en="only the chunked transfer coding is supported")),
    505: ("framing", template("body.http_version", zh="只支持 1.0 和 1.1 版的协议", en="only HTTP/1.x is supported")),
}
# What Python's json parser says (``JSONDecodeError.msg``), by its own words.
_SYNTAX_REASONS = {
    made.en: made
    for made in (
        template("body.json.value", zh="这里应有一个值", en="Expecting value"),
        template("body.json.key", zh="这里应有用双引号括起的键",
                 en="Expecting property name enclosed in double quotes"),
        template("body.json.colon", zh="这里应有冒号 ':'", en="Expecting ':' delimiter"),
        template("body.json.comma", zh="这里应有逗号 ','", en="Expecting ',' delimiter"),
        template("body.json.unterminated", zh="字符串没有结束", en="Unterminated string starting at"),
        template("body.json.control", zh="字符串里有控制字符", en="Invalid control character at"),
        template("body.json.escape", zh="无效的转义 \\", en="Invalid \\escape"),
        template("body.json.unicode_escape", zh="无效的 \\u 转义", en="Invalid \\uXXXX escape"),
        template("body.json.extra", zh="JSON 之后还有多余内容", en="Extra data"),
    )
}


class _Refused(ValueError):
    """JSON that Python reads but this service does not (``NaN``, a key twice)."""

    def __init__(self, text: Text):
        super().__init__(str(text))
        self.text = text


class _UnsupportedMediaType(UnsupportedMediaType):
    def __init__(self, text: Text):
        super().__init__(str(text))
        self.text = text


class JsonBodyParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def __init__(self, max_bytes: int = MAX_BODY_BYTES) -> None:
        super().__init__()
        self.max_bytes = max_bytes
        self._compiled: dict[ma.Schema, tuple[Callable[[Any], Any | None], Callable[[Any], tuple[Any, int]]]] = {}

    def _process_location_data(self, location_data, schema, req, location, unknown, validators) -> Any:
        """A body the schema takes skips marshmallow (``fast_load.py``); marshmallow
        loads every other one, and names what is wrong with it: in a body
        with more unknown keys than a refusal lists, the first of them."""
        compiled = self._compiled.get(schema)
        if compiled is None:
            compiled = self._compiled.setdefault(schema, (loader(schema), trimmer(schema, MAX_PROBLEMS)))
        fast_load, trim = compiled
        if not validators and (loaded := fast_load(location_data)) is not None:
            return loaded
        location_data, flask.g.unknown_keys_left_out = trim(location_data)
        return super()._process_location_data(location_data, schema, req, location, unknown, validators)

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not req.is_json:
            raise _UnsupportedMediaType(WRONG_MEDIA_TYPE(given=req.mimetype) if req.mimetype else NO_MEDIA_TYPE())
        # One byte over, as in create_app: a chunked body is cut there without a 413.
        req.max_content_length = self.max_bytes + 1
        body = req.get_data(cache=True)
        if len(body) > self.max_bytes:
            raise RequestEntityTooLarge()
        try:
            # Decoded here: json.loads would let UTF-8-encoded surrogates and UTF-16 through.
            text = body.decode("utf-8-sig")  # a UTF-8 BOM may be ignored (RFC 8259 §8.1)
            data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique)
        except RecursionError:
            raise _not_json(TOO_DEEP()) from None
        except UnicodeDecodeError as err:
            raise _not_json(NOT_UTF8(byte=err.start + 1)) from None  # 1-based, like positions
        except json.JSONDecodeError as err:
            reason = _SYNTAX_REASONS.get(err.msg, SYNTAX_OTHER)()
            raise _not_json(SYNTAX(reason=reason, line=err.lineno, column=err.colno)) from None
        except _Refused as err:
            raise _not_json(err.text) from None
        except ValueError:  # Python's limit on an integer's digits (4,300)
            raise _not_json(TOO_MANY_DIGITS()) from None
        if _SURROGATE_ESCAPE.search(text) and (where := _lone_surrogate(data)) is not None:
            raise InvalidBody([FieldError(where, LONE_SURROGATE(), "json")], NOT_TEXT())
        return data

    def handle_error(self, error: ma.ValidationError, req, schema, **kwargs) -> NoReturn:
        # webargs files the messages under the location name ("json").
        messages = error.messages.get("json", error.messages) if isinstance(error.messages, dict) else error.messages
        errors, count = schema_errors(messages, flask.g.pop("unknown_keys_left_out", 0))
        _drop_failed_load(error)
        raise InvalidBody(errors, BREAKS_SCHEMA(count=count))


def _drop_failed_load(error: ma.ValidationError) -> None:
    """Free what a failed load holds now, not at the next collection.

    marshmallow keeps each schema's error in a local of the frame that
    raises it (``exc = ValidationError(…); raise exc``): error, traceback and
    frame are a reference cycle, and the frames up the stack, the body among
    their locals, are kept with it.  Left to the collector, which counts
    objects and not bytes, 300 refused sittings of 1 MB held 580 MB.  This
    error's cycle is cut here; those of nested schemas, which marshmallow
    no longer refers to, are collected with the young generation (they are
    among its newest objects)."""
    error.__traceback__ = None
    gc.collect(0)


# Any escaped surrogate, paired or not: only then is the body walked for a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(data: Any) -> str | None:
    """The path of the first string, key or value, holding a lone surrogate
    (``json`` joins the escapes of a pair into one character)."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if type(value) is str:
            if _SURROGATE.search(value):
                return path
        elif type(value) is dict:
            for key, item in value.items():
                if _SURROGATE.search(key):
                    return path
                stack.append((f"{path}.{key}" if path else key, item))
        elif type(value) is list:
            stack.extend((f"{path}[{n}]", item) for n, item in enumerate(value))
    return None


def _not_json(reason: Text) -> InvalidBody:
    return InvalidBody([FieldError("", reason, "json")], NOT_JSON())


def _reject_constant(name: str) -> NoReturn:
    raise _Refused(NOT_A_NUMBER(name=name))


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(KEY_TWICE(key=repr(key)))
            seen.add(key)
    return data


def init_app(app: flask.Flask) -> None:
    app.before_request(_answer_refused)


def _answer_refused() -> flask.Response | None:
    environ = flask.request.environ
    status = environ.get(REFUSED)
    if status is None:
        return None
    if status == 413:  # its Content-Length over the route's limit: refused unread
        detail = TOO_LARGE(kib=environ[BODY_LIMIT] // 1024)
        return problem(413, detail, errors=[FieldError("", detail, "too_large")])
    code, text = _REFUSALS[status]
    return problem(status, text(), errors=[FieldError("", text(), code)])


def json_blueprint(name: str, import_name: str, max_bytes: int = MAX_BODY_BYTES, **options: Any) -> Blueprint:
    """A flask-smorest blueprint whose request bodies ``JsonBodyParser(max_bytes)`` reads."""

    class JsonBlueprint(Blueprint):
        ARGUMENTS_PARSER = JsonBodyParser(max_bytes)

    return JsonBlueprint(name, import_name, **options)
