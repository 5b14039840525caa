"""Every error is problem+json (or text/plain on request), never a 500."""
from __future__ import annotations

import copy
import io
import json

import pytest
from werkzeug.test import EnvironBuilder

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http.errors import ProblemSchema

TABLE = REQUEST_EXAMPLES["discard_win"]["value"]


def _table(**changes):
    """The discard-win table with fields replaced: ``seats__east__flipped=5``."""
    table = copy.deepcopy(TABLE)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = table
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[last] = value
    return table


def _problem(response, status):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert ProblemSchema().validate(body) == {}
    assert body["status"] == status
    return body


def _paths(body):
    return [e["path"] for e in body["errors"]]


@pytest.mark.parametrize(
    "changes, path",
    [
        ({"dan": "5"}, "dan"),
        ({"dan": 5.0}, "dan"),
        ({"dan": True}, "dan"),
        ({"dan": 10_001}, "dan"),
        ({"dan": -1}, "dan"),
        ({"dan": 10**100}, "dan"),
        ({"dealer_streak": 0}, "dealer_streak"),
        ({"de": 5}, "de"),
        ({"de": "5p" * 11}, "de"),
        ({"wall_remaining": 137}, "wall_remaining"),
        ({"rules": {"winner_bonus": 1001}}, "rules.winner_bonus"),
        ({"rules": None}, "rules"),
        ({"seats__east__flipped": 5}, "seats.east.flipped"),
        ({"seats__east__flipped": "1"}, "seats.east.flipped"),
        ({"seats__east__name": "x" * 41}, "seats.east.name"),
        ({"seats__east__name": "老王\n付款：南家 → 东家 500"}, "seats.east.name"),
        ({"seats__east__name": "老王\u2028付款"}, "seats.east.name"),
        ({"seats__east__name": "老王\u0000"}, "seats.east.name"),
        ({"seats__east__hand": "1m" * 101}, "seats.east.hand"),
        ({"seats__east__melds": [{"type": "chow", "tiles": "123m"}]}, "seats.east.melds[0].type"),
        ({"seats__east__melds": [{"type": "pong", "tiles": "111m"}] * 6}, "seats.east.melds"),
        ({"seats__east__discards": "1m" * 201}, "seats.east.discards"),
        ({"win__self_drawn": 1}, "win.self_drawn"),
        ({"win__self_drawn": "true"}, "win.self_drawn"),
        ({"win__dianpao": "yes"}, "win.dianpao"),
        ({"win__discarder": "centre"}, "win.discarder"),
        ({"stakes": [{"between": ["east"], "amount": 1}]}, "stakes[0].between"),
        ({"stakes": [{"between": ["east", "up"], "amount": 1}]}, "stakes[0].between[1]"),
        ({"stakes": [{"between": ["east", "south"], "amount": 1}] * 25}, "stakes"),
        ({"extra": 1}, "extra"),
        ({"seats__east__extra": 1}, "seats.east.extra"),
        ({"seats__centre": {"hand": ""}}, "seats.centre"),
        ({"win__extra": 1}, "win.extra"),
        ({"seats__east__melds": [{"type": "pong", "tiles": "111m", "x": 1}]}, "seats.east.melds[0].x"),
    ],
)
def test_schema_breaks_are_400_with_their_path(client, changes, path):
    body = _problem(client.post("/v1/settle", json=_table(**changes)), 400)
    assert body["type"] == "urn:taizhou-mahjong:problem:invalid-request"
    assert path in _paths(body)


def test_every_schema_error_at_once(client):
    table = _table(dan="5", seats__west__flipped=9, win__tile=None, extra=True)
    del table["seats"]["north"]
    body = _problem(client.post("/v1/settle", json=table), 400)
    assert sorted(_paths(body)) == ["dan", "extra", "seats.north", "seats.west.flipped", "win.tile"]
    assert {e["code"] for e in body["errors"]} == {"schema"}


@pytest.mark.parametrize("body", ["[]", '"table"', "null", "7"])
def test_a_body_that_is_not_an_object(client, body):
    problem = _problem(client.post("/v1/settle", data=body, content_type="application/json"), 400)
    assert _paths(problem) == [""]


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"{",
        b'{"de": NaN}',
        b'{"dan": Infinity}',
        b'{"dan": -Infinity}',
        b'{"de": "9p", "de": "1m"}',
        b"[" * 10_000 + b"]" * 10_000,
        b'{"a":' * 10_000 + b"1" + b"}" * 10_000,
        b"\xff\xfe{}",
        b'{"de": "\xff"}',
        b'{"dan": 1' + b"0" * 5000 + b"}",
    ],
    ids=["empty", "truncated", "nan", "infinity", "-infinity", "duplicate-key", "deep-array", "deep-object",
         "bom-junk", "bad-utf8", "huge-int"],
)
def test_not_json_is_400(client, data):
    body = _problem(client.post("/v1/settle", data=data, content_type="application/json"), 400)
    assert body["errors"][0]["code"] in {"json", "schema"}


def test_over_64_kib_is_413(client):
    _problem(client.post("/v1/settle", data=b" " * (64 * 1024 + 1), content_type="application/json"), 413)


def test_exactly_64_kib_is_read(client):
    body = json.dumps(TABLE).encode()
    body += b" " * (64 * 1024 - len(body))
    assert client.post("/v1/settle", data=body, content_type="application/json").status_code == 200


def test_a_chunked_body_over_64_kib_is_413_not_cut_short(app):
    """werkzeug truncates a streamed body at the limit; valid JSON must not hide what follows."""
    body = json.dumps(TABLE).encode()
    body += b" " * (64 * 1024 - len(body)) + b"garbage"
    environ = EnvironBuilder(
        path="/v1/settle", method="POST", input_stream=io.BytesIO(body), content_type="application/json"
    ).get_environ()
    del environ["CONTENT_LENGTH"]  # as gunicorn passes a chunked body
    environ["wsgi.input_terminated"] = True
    _problem(app.response_class.from_app(app, environ), 413)  # the test client would restore the length


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded", "application/xml"])
def test_wrong_content_type_is_415(client, content_type):
    headers = {"Content-Type": content_type} if content_type else {}
    _problem(client.post("/v1/settle", data=b'{"de": "9p"}', headers=headers), 415)


def test_json_with_charset_is_fine(client):
    response = client.post(
        "/v1/settle", data=json.dumps(TABLE), headers={"Content-Type": "application/json; charset=utf-8"}
    )
    assert response.status_code == 200


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH"])
def test_wrong_method_is_405_with_allow(client, method):
    response = client.open("/v1/settle", method=method)
    _problem(response, 405)
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= {"POST"}


def test_unknown_path_is_404_problem(client):
    _problem(client.get("/v2/settle"), 404)


def test_impossible_table_is_422_with_positions(client):
    table = _table(seats__west__hand="3344p 7788p 1122s 55x66s", seats__east__melds=[{"type": "pong", "tiles": "1q1m"}])
    body = _problem(client.post("/v1/settle", json=table), 422)
    assert body["type"] == "urn:taizhou-mahjong:problem:impossible-table"
    by_path = {e["path"]: e for e in body["errors"]}
    assert "position 21" in by_path["seats.west.hand"]["message"]
    assert by_path["seats.west.hand"]["code"] == "notation"
    assert "seats.east.melds[0].tiles" in by_path


def test_errors_in_text_when_text_was_asked_for(client):
    response = client.post("/v1/settle", json=_table(dan="5"), headers={"Accept": "text/plain"})
    assert response.status_code == 400 and response.mimetype == "text/plain"
    assert "dan：" in response.get_data(as_text=True)
    response = client.post("/v1/settle", json=_table(win__tile="6x"), headers={"Accept": "text/plain"})
    assert response.status_code == 422 and response.mimetype == "text/plain"
    assert response.get_data(as_text=True).startswith("422 牌局不成立")
    assert client.get("/nowhere", headers={"Accept": "text/plain"}).mimetype == "text/plain"


def test_a_lone_surrogate_does_not_break_the_text_form(client):
    data = b'{"de": "9p", "\\ud800": 1}'
    response = client.post("/v1/settle", data=data, content_type="application/json", headers={"Accept": "text/plain"})
    assert response.status_code == 400
    name = copy.deepcopy(TABLE)
    name["seats"]["south"]["name"] = "\ud800"
    data = json.dumps(name).encode()
    response = client.post("/v1/settle", data=data, content_type="application/json", headers={"Accept": "text/plain"})
    assert response.status_code == 400 and "seats.south.name" in response.get_data(as_text=True)


@pytest.mark.parametrize("language, detail, more", [
    ("en", "the body breaks the schema in 90002 place(s)", "… and 89952 more"),
    ("zh", "请求体有 90002 处不符合格式", "……另有 89952 处问题未列出"),
])
def test_a_refusal_lists_the_first_50_problems_and_how_many_more(client, language, detail, more):
    """A sitting of 90,000 unknown keys (1 MiB), its two fields missing: a 400 of a few KiB, not of 6 MB."""
    sitting = json.dumps({f"k{n}": 0 for n in range(90_000)}, separators=(",", ":")).encode()
    assert len(sitting) < 1024 * 1024
    response = client.post("/v1/settle/session", data=sitting, content_type="application/json",
                           headers={"Accept-Language": language})
    body = _problem(response, 400)
    assert len(response.get_data()) <= 64 * 1024
    assert body["detail"] == detail and len(body["errors"]) == 51
    assert [e["code"] for e in body["errors"]] == ["schema"] * 50 + ["more"]
    assert body["errors"][-1] == {"path": "", "message": more, "code": "more"}
    assert _paths(body)[:2] == ["players", "hands"]  # the fields missing, then the first unknown keys
    assert set(_paths(body)[2:50]) < {f"k{n}" for n in range(50)}


def test_a_refusal_of_few_problems_lists_them_all(client):
    table = _table(de=5, seats__east__flipped="x")
    table.update({f"cheat{n}": 0 for n in range(48)})
    body = _problem(client.post("/v1/settle", json=table), 400)
    assert len(body["errors"]) == 50 and "more" not in {e["code"] for e in body["errors"]}
    table["cheat48"] = 0
    body = _problem(client.post("/v1/settle", json=table, headers={"Accept-Language": "zh"}), 400)
    assert body["errors"][-1]["message"] == "……另有 1 处问题未列出" and len(body["errors"]) == 51


def test_a_utf8_bom_is_ignored_but_not_other_encodings(client):
    body = json.dumps(TABLE).encode()
    assert client.post("/v1/settle", data=b"\xef\xbb\xbf" + body, content_type="application/json").status_code == 200
    utf16 = client.post("/v1/settle", data=json.dumps(TABLE).encode("utf-16"), content_type="application/json")
    assert _problem(utf16, 400)["errors"][0]["code"] == "json"
