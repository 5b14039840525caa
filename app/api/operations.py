"""The four operations every rule set is served with, built from its
``ServedRuleSet``: ``POST {prefix}/settle``, ``{prefix}/settle/session``,
``{prefix}/analyze`` and ``GET {prefix}/rules``.  The views are the same for
every rule set; a rule set brings only its schemas, examples and texts."""
from __future__ import annotations

from collections import Counter
from typing import Any

from flask import Response, jsonify
from flask_smorest import Blueprint

from app.core.engine.messages import ZH
from app.http import metrics
from app.http.body import json_blueprint
from app.http.language import ACCEPT_LANGUAGE, LANGUAGE_HEADERS, language
from app.http.media import CSV, JSON, TEXT, preferred, text_response, wants_text
from app.settings import MAX_SITTING_BODY_BYTES

from .served import Operation, ServedRuleSet

MAX_BODY_BYTES = MAX_SITTING_BODY_BYTES  # a sitting's body (app/settings.py says why)

CSV_UTF8 = f"{CSV}; charset=utf-8; header=present"  # RFC 4180's header parameter: the first row names columns
SETTLEMENT = "the settlement"
SITTING = "every hand's settlement and the totals (JSON), a summary (text/plain) or a spreadsheet (text/csv)"
ANALYSIS = "shanten, waits and what each scores"
RULE_TABLE = "the rule table (the example, unless a rule set gives one: its first two items and first setting)"
TEXT_ANSWER = {"schema": {"type": "string"}, "success": True, "headers": LANGUAGE_HEADERS}


def blueprints(served: ServedRuleSet) -> tuple[Blueprint, ...]:
    return settle(served), session(served), analyze(served), rules(served)


def _documented(doc: str):
    """Gives a view its operation's description before flask-smorest reads it."""
    def document(view):
        view.__doc__ = doc
        return view
    return document


def _first_request(op: Operation) -> dict[str, Any]:
    """The operation's first request example as its view gets it (defaults filled in): the text
    examples are the answers to it, in Chinese, as the phone gets them without Accept-Language."""
    return op.request().load(next(iter(op.request_examples.values()))["value"])


def _refusals(blp: Blueprint):
    def refused(view):
        for status, name in ((422, "UNPROCESSABLE_ENTITY"), (415, "UNSUPPORTED_MEDIA_TYPE"),
                             (413, "REQUEST_ENTITY_TOO_LARGE")):  # innermost first, as stacked decorators
            view = blp.alt_response(status, name)(view)
        return view
    return refused


def settle(served: ServedRuleSet) -> Blueprint:
    op = served.settle
    blp = json_blueprint(f"{served.names}settle", __name__, url_prefix=served.prefix, description=op.tag)
    table = _first_request(op)
    text_example = served.texts.hand(table, served.core.settle(table).to_dict(ZH), ZH)

    @blp.route("/settle", methods=["POST"])
    @blp.arguments(op.request(), examples=op.request_examples)
    @blp.doc(parameters=[ACCEPT_LANGUAGE])
    @blp.response(200, op.response, example=op.response_example, description=SETTLEMENT, headers=LANGUAGE_HEADERS)
    @blp.alt_response(200, content_type=TEXT, description=SETTLEMENT, example=text_example, **TEXT_ANSWER)
    @_refusals(blp)
    @_documented(op.doc)
    def settle(table: dict[str, Any]):
        lang = language()
        settled = served.core.settle(table)
        metrics.table_settled(served.core.name, settled.outcome, settled.penalty)
        result = settled.to_dict(lang)
        if wants_text():
            return text_response(served.texts.hand(table, result, lang))
        return jsonify(result)

    return blp


def session(served: ServedRuleSet) -> Blueprint:
    op = served.session
    blp = json_blueprint(f"{served.names}session", __name__, MAX_BODY_BYTES, url_prefix=served.prefix,
                         description=op.tag)
    first = _first_request(op)
    answer = served.core.settle_sitting(first).to_dict(ZH)
    text_example, csv_example = served.texts.sitting(first, answer, ZH), served.texts.spreadsheet(first, answer, ZH)

    @blp.route("/settle/session", methods=["POST"])
    @blp.arguments(op.request(), examples=op.request_examples)
    @blp.doc(parameters=[ACCEPT_LANGUAGE])
    @blp.response(200, op.response, example=op.response_example, description=SITTING, headers=LANGUAGE_HEADERS)
    @blp.alt_response(200, content_type=TEXT, description=SITTING, example=text_example, **TEXT_ANSWER)
    @blp.alt_response(200, content_type=CSV, description=SITTING, example=csv_example, **TEXT_ANSWER)
    @_refusals(blp)
    @_documented(op.doc)
    def settle_session(sitting: dict[str, Any]):
        lang = language()
        played = served.core.settle_sitting(sitting)
        settled = Counter((hand.settlement.outcome, hand.settlement.penalty) for hand in played.hands)
        for (outcome, penalty), count in settled.items():
            metrics.table_settled(served.core.name, outcome, penalty, count)
        result = played.to_dict(lang)
        form = preferred(JSON, TEXT, CSV)
        if form == TEXT:
            return text_response(served.texts.sitting(sitting, result, lang))
        if form == CSV:
            # As text_response: whatever a name holds, the answer is encoded, never a 500.
            return Response(served.texts.spreadsheet(sitting, result, lang).encode("utf-8", "replace"),
                            content_type=CSV_UTF8)
        return jsonify(result)

    return blp


def analyze(served: ServedRuleSet) -> Blueprint:
    op = served.analyze
    blp = json_blueprint(f"{served.names}analyze", __name__, url_prefix=served.prefix, description=op.tag)

    @blp.route("/analyze", methods=["POST"])
    @blp.arguments(op.request(), examples=op.request_examples)
    @blp.doc(parameters=[ACCEPT_LANGUAGE])
    @blp.response(200, op.response, example=op.response_example, description=ANALYSIS, headers=LANGUAGE_HEADERS)
    @_refusals(blp)
    @_documented(op.doc)
    def analyze(hand: dict[str, Any]):
        return jsonify(served.core.analyse(hand).to_dict(language()))

    return blp


def rules(served: ServedRuleSet) -> Blueprint:
    op = served.rules
    blp = Blueprint(f"{served.names}rules", __name__, url_prefix=served.prefix, description=op.tag)

    table = served.core.rule_table
    example = op.response_example or {"items": table["items"][:2], "settings": table["settings"][:1]}

    @blp.route("/rules", methods=["GET"])
    @blp.response(200, op.response, example=example, description=RULE_TABLE)
    @_documented(op.doc)
    def rules():
        return served.core.rule_table

    return blp
