"""``POST /v1/analyze``: what a hand waits on and how far it is from ready.

Schema → the rules core's ``analyse_mapping`` → JSON.
"""
from __future__ import annotations

from typing import Any

from flask import jsonify

from app.core.jiaojiang.analysis import analyse_mapping
from app.http.body import json_blueprint
from app.http.language import ACCEPT_LANGUAGE, LANGUAGE_HEADERS, language

from .examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from .schema import AnalysisSchema, AnalyzeRequestSchema

blp = json_blueprint("analyze", __name__, url_prefix="/v1", description="What a hand waits on")


@blp.route("/analyze", methods=["POST"])
@blp.arguments(AnalyzeRequestSchema(), examples=REQUEST_EXAMPLES)
@blp.doc(parameters=[ACCEPT_LANGUAGE])
@blp.response(200, AnalysisSchema, example=RESPONSE_EXAMPLE, description="shanten, waits and what each scores",
              headers=LANGUAGE_HEADERS)
@blp.alt_response(413, "REQUEST_ENTITY_TOO_LARGE")
@blp.alt_response(415, "UNSUPPORTED_MEDIA_TYPE")
@blp.alt_response(422, "UNPROCESSABLE_ENTITY")
def analyze(hand: dict[str, Any]):
    """What a hand waits on (听), what each wait scores, and how far the hand is from ready (向听).

    `shanten` and `waits` judge the shape alone, 得 wild: every kind that completes the hand, each scored
    for this seat on a discard and self-drawn (best reading, R23; no 弹, no payments). With `drawn`, also
    the self-drawn win of hand + drawn, and what each discard leaves. An impossible hand (tile counts,
    a flip tile held, 得 in a meld, the wrong number of tiles) is a 422 naming every problem. Readings and
    errors follow `Accept-Language` (Chinese for any `zh…`, else English).
    """
    return jsonify(analyse_mapping(hand).to_dict(language()))
