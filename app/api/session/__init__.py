"""``POST /v1/settle/session``: a sitting (一场) settled in one request, statelessly.

Schema → the rules core's ``settle_sitting`` → JSON, the text summary or CSV.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from flask import Response, jsonify

from app.core import settle_sitting
from app.core.messages import ZH
from app.http import metrics
from app.http.body import json_blueprint
from app.http.language import ACCEPT_LANGUAGE, LANGUAGE_HEADERS, language
from app.http.media import CSV, JSON, TEXT, preferred, text_response

from .examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from .forms import spreadsheet, summary
from .schema import SessionRequestSchema, SessionResponseSchema

# 128 hands at 8 KiB each.  A hand with four rivers in Chinese tile names is
# about 2 KiB, twice that when the client escapes Chinese as \uXXXX (Python's
# json.dumps does by default): the longest sitting fits with room to spare,
# and a worker still reads and parses any body in a few milliseconds.
MAX_BODY_BYTES = 1024 * 1024

blp = json_blueprint("session", __name__, MAX_BODY_BYTES, url_prefix="/v1",
                     description="Settle a sitting (一场), hand after hand")

CSV_UTF8 = f"{CSV}; charset=utf-8; header=present"  # RFC 4180's header parameter: the first row names columns
# The response example as a summary and a spreadsheet (Chinese without Accept-Language).
_SITTING = SessionRequestSchema().load(REQUEST_EXAMPLES["dealer_stays_then_passes"]["value"])
_ZH = settle_sitting(_SITTING).to_dict(ZH)
TEXT_EXAMPLE, CSV_EXAMPLE = summary(_ZH, _SITTING, ZH), spreadsheet(_ZH, _SITTING, ZH)
ANSWER = "every hand's settlement and the totals (JSON), a summary (text/plain) or a spreadsheet (text/csv)"


@blp.route("/settle/session", methods=["POST"])
@blp.arguments(SessionRequestSchema(), examples=REQUEST_EXAMPLES)
@blp.doc(parameters=[ACCEPT_LANGUAGE])
@blp.response(200, SessionResponseSchema, example=RESPONSE_EXAMPLE, description=ANSWER, headers=LANGUAGE_HEADERS)
@blp.alt_response(200, schema={"type": "string"}, content_type=TEXT, success=True, description=ANSWER,
                  headers=LANGUAGE_HEADERS, example=TEXT_EXAMPLE)
@blp.alt_response(200, schema={"type": "string"}, content_type=CSV, success=True, description=ANSWER,
                  headers=LANGUAGE_HEADERS, example=CSV_EXAMPLE)
@blp.alt_response(413, "REQUEST_ENTITY_TOO_LARGE")
@blp.alt_response(415, "UNSUPPORTED_MEDIA_TYPE")
@blp.alt_response(422, "UNPROCESSABLE_ENTITY")
def settle_session(sitting: dict[str, Any]):
    """Settle a sitting of 1–128 hands: players by name, seats, streak and stakes carried by R41–R42.

    Each hand's `settlement` is what `POST /v1/settle` answers for it. Problems
    from every hand come at once, each path under its hand (`hands[3].seats.west.hand`).
    A body may hold up to 1 MiB. `Accept: text/plain` gives a summary, `Accept: text/csv`
    a spreadsheet (UTF-8 with a byte order mark); both in Chinese unless `Accept-Language`
    asks for another language (then English). The JSON's texts follow `Accept-Language` too (English
    without it).
    """
    lang = language()
    result = settle_sitting(sitting).to_dict(lang)
    settled = Counter((hand["settlement"]["outcome"], hand["settlement"]["dianpao"]["applied"])
                      for hand in result["hands"])
    for (outcome, dianpao), count in settled.items():
        metrics.table_settled(outcome, dianpao, count)
    form = preferred(JSON, TEXT, CSV)
    if form == TEXT:
        return text_response(summary(result, sitting, lang))
    if form == CSV:
        return Response(spreadsheet(result, sitting, lang).encode(), content_type=CSV_UTF8)
    return jsonify(result)
