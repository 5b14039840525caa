"""JSON answers as orjson writes them (``app/http/json_out.py``): the JSON
Flask's own encoder would give, in UTF-8, and the standard library's text for
what orjson cannot write."""
from __future__ import annotations

import json

from flask import jsonify

from app.api.jiaojiang.session.examples import REQUEST_EXAMPLES


def test_an_answer_is_the_json_the_standard_encoder_gives_in_utf8(app, client):
    sitting = REQUEST_EXAMPLES["dealer_stays_then_passes"]["value"]
    response = client.post("/v1/settle/session", json=sitting)
    assert response.status_code == 200
    body = response.get_data()
    assert "老王".encode() in body and b"\\u" not in body
    assert body.endswith(b"}\n")
    assert list(json.loads(body)) == ["hands", "totals", "next"]  # in the order API.md gives
    with app.app_context():
        standard = json.dumps(response.get_json(), separators=(",", ":"), ensure_ascii=False)
    assert body.decode() == standard + "\n"


def test_what_orjson_cannot_write_is_written_as_flask_would(app):
    beyond_64_bits = {"points": 2**70, 3: "int key"}
    with app.test_request_context():
        body = jsonify(beyond_64_bits).get_data(as_text=True)
    assert json.loads(body) == {"points": 2**70, "3": "int key"}


def test_integer_keys_are_written_as_strings(app):
    with app.test_request_context():
        assert jsonify({1: "a"}).get_data() == b'{"1":"a"}\n'


def test_debug_mode_answers_are_indented(app):
    app.debug = True
    try:
        with app.test_request_context():
            assert jsonify({"a": 1}).get_data(as_text=True) == '{\n  "a": 1\n}\n'
    finally:
        app.debug = False


def test_a_problem_is_written_in_utf8_too(client):
    response = client.post("/v1/settle", json={"de": "9x"}, headers={"Accept-Language": "zh"})
    assert response.status_code in (400, 422)
    body = response.get_data()
    assert b"\\u" not in body
    assert json.loads(body)["title"].encode() in body
