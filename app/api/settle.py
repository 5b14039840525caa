"""``POST /v1/settle``: schema → rules core → JSON or the text summary, in the request's language."""
from __future__ import annotations

from typing import Any

from flask import jsonify

from app.core import settle_mapping
from app.core.messages import ZH
from app.http import metrics
from app.http.body import json_blueprint
from app.http.language import ACCEPT_LANGUAGE, LANGUAGE_HEADERS, language
from app.http.media import TEXT, text_response, wants_text

from .examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from .settlement_schema import SettleResponseSchema
from .summary import summary
from .table_schema import SettleRequestSchema

# The summary of the response example, as the phone gets it (Chinese without Accept-Language).
TEXT_EXAMPLE = summary(SettleRequestSchema().load(REQUEST_EXAMPLES["discard_win"]["value"]), RESPONSE_EXAMPLE, ZH)

blp = json_blueprint("settle", __name__, url_prefix="/v1", description="Settle a finished hand")


@blp.route("/settle", methods=["POST"])
@blp.arguments(SettleRequestSchema(), examples=REQUEST_EXAMPLES)
@blp.doc(parameters=[ACCEPT_LANGUAGE])
@blp.response(200, SettleResponseSchema, example=RESPONSE_EXAMPLE, description="the settlement",
              headers=LANGUAGE_HEADERS)
@blp.alt_response(200, schema={"type": "string"}, content_type=TEXT, success=True, description="the settlement",
                  headers=LANGUAGE_HEADERS, example=TEXT_EXAMPLE)
@blp.alt_response(413, "REQUEST_ENTITY_TOO_LARGE")
@blp.alt_response(415, "UNSUPPORTED_MEDIA_TYPE")
@blp.alt_response(422, "UNPROCESSABLE_ENTITY")
def settle(table: dict[str, Any]):
    """Settle one finished hand: every player's 牌点汇总, who pays whom, who deals next.

    Send `Accept: text/plain` for a short summary instead of JSON. Its texts (the 点炮 reason, readings,
    item names, the summary, errors) follow `Accept-Language`: any `zh…` gives Chinese, anything else
    English; without it, JSON is in English and `text/plain` in Chinese.
    """
    lang = language()
    result = settle_mapping(table).to_dict(lang)
    metrics.table_settled(result["outcome"], result["dianpao"]["applied"])
    if wants_text():
        return text_response(summary(table, result, lang))
    return jsonify(result)
