"""What a name may hold, on every answer it appears in (issue #35): a lone
surrogate is refused with the body, direction controls and invisible
characters with the field, in both languages; no text is ever a 5xx.
schemathesis does not reach these: it writes only text it can encode."""
from __future__ import annotations

import copy
import json

import pytest

from app.registry import RULE_SETS

SERVED = {served.core.name: served for served in RULE_SETS}

ANSWERS = {"JSON": "application/json", "text": "text/plain", "CSV": "text/csv"}
NAMES = {
    "lone surrogate": "老\ud800王",
    "lone low surrogate": "\udc00",
    "right-to-left override": "老王\u202e03+",
    "left-to-right isolate": "\u2066Bob\u2069",
    "zero-width space": "老\u200b王",
    "zero-width joiner": "Bob\u200d",
    "byte order mark": "\ufeffBob",
    "soft hyphen": "Bo\xadb",
    "a line break at the end": "老王\n",
}


def _post(client, path: str, body: dict, accept: str, language: str = "zh"):
    # json.dumps escapes a lone surrogate as \ud800: valid JSON text, as a client would send it.
    return client.post(path, data=json.dumps(body), headers={
        "Content-Type": "application/json", "Accept": accept, "Accept-Language": language})


def _sitting(served, name: str) -> dict:
    sitting = copy.deepcopy(next(iter(served.session.request_examples.values()))["value"])
    sitting["players"]["east"] = name
    return sitting


def _table(served, name: str) -> dict:
    table = copy.deepcopy(next(iter(served.settle.request_examples.values()))["value"])
    table["seats"]["east"]["name"] = name
    return table


@pytest.mark.parametrize("rule_set", sorted(SERVED))
@pytest.mark.parametrize("answer", sorted(ANSWERS))
@pytest.mark.parametrize("what", sorted(NAMES))
def test_no_name_is_a_5xx_on_any_answer(client, rule_set, answer, what):
    served = SERVED[rule_set]
    for path, body in ((f"{served.prefix}/settle/session", _sitting(served, NAMES[what])),
                       (f"{served.prefix}/settle", _table(served, NAMES[what]))):
        response = _post(client, path, body, ANSWERS[answer])
        assert 400 <= response.status_code < 500, (path, response.status_code)
        response.get_data().decode("utf-8")  # whatever the answer, it is UTF-8


@pytest.mark.parametrize("rule_set", sorted(SERVED))
def test_a_lone_surrogate_is_refused_with_the_body_naming_where(client, rule_set):
    served = SERVED[rule_set]
    problem = _post(client, f"{served.prefix}/settle/session", _sitting(served, "\ud800"), "application/json",
                    "en").get_json()
    assert problem["detail"] == "the body holds text that cannot be encoded"
    assert [(e["path"], e["code"]) for e in problem["errors"]] == [("players.east", "json")]
    assert "lone surrogate" in problem["errors"][0]["message"]
    zh = _post(client, f"{served.prefix}/settle", _table(served, "\udfff"), "application/json").get_json()
    assert [(e["path"], e["code"]) for e in zh["errors"]] == [("seats.east.name", "json")]
    assert "代理项" in zh["errors"][0]["message"]


def test_a_surrogate_pair_escaped_is_one_character_and_taken(client):
    served = RULE_SETS[0]
    sitting = _sitting(served, "🀄老王")  # json.dumps writes it \ud83c\udc04
    assert "\\ud83c\\udc04" in json.dumps(sitting)
    response = _post(client, f"{served.prefix}/settle/session", sitting, "text/csv")
    assert response.status_code == 200 and "🀄老王" in response.get_data(as_text=True)


@pytest.mark.parametrize("rule_set", sorted(SERVED))
@pytest.mark.parametrize("what", [w for w in sorted(NAMES) if "surrogate" not in w])
def test_direction_controls_and_invisible_characters_are_refused_naming_the_field(client, rule_set, what):
    served = SERVED[rule_set]
    zh = _post(client, f"{served.prefix}/settle/session", _sitting(served, NAMES[what]), "application/json")
    assert zh.status_code == 400
    assert [(e["path"], e["code"]) for e in zh.get_json()["errors"]] == [("players.east", "schema")]
    assert "文字方向控制符" in zh.get_json()["errors"][0]["message"]
    en = _post(client, f"{served.prefix}/settle", _table(served, NAMES[what]), "text/plain", "en")
    assert en.status_code == 400
    assert "seats.east.name: a name may not hold control characters" in en.get_data(as_text=True)


def test_names_in_other_scripts_and_emoji_are_taken(client):
    served = RULE_SETS[0]
    for name in ("Zoë", "محمد", "שרה", "🀄", "老王 (东)"):
        assert _post(client, "/v1/settle/session", _sitting(served, name), "text/csv").status_code == 200, name
