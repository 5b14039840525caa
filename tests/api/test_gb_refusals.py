"""What /v1/gb/… refuses, and how: a body that breaks the schema is a 400
naming each field; a table the rules forbid is a 422 naming each field, the
character position in a tile string and the G rule, every problem at once,
in Chinese and English; odd values never make a 500."""
from __future__ import annotations

import copy
import json

import pytest

from app.api.gb.examples import REQUEST_EXAMPLES, SESSION_EXAMPLES
from tests.language import english_left

ZH, EN = {"Accept-Language": "zh-CN"}, {"Accept-Language": "en"}
TABLE = REQUEST_EXAMPLES["last_of_kind_from_sight"]["value"]
SITTING = SESSION_EXAMPLES["five_hands"]["value"]
PROBLEM = "application/problem+json"


def _errors(response, status: int) -> dict[str, list[tuple[str, str]]]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    found: dict[str, list[tuple[str, str]]] = {}
    for error in response.get_json()["errors"]:
        found.setdefault(error["path"], []).append((error["code"], error["message"]))
    return found


def _table(**changes) -> dict:
    """The worked table with ``changes`` at dotted paths (``"win.seat"``); ``...`` removes a field."""
    table = copy.deepcopy(TABLE)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = table
        for key in parents:
            node = node[key]
        if value is ...:
            node.pop(last, None)
        else:
            node[last] = value
    return table


REFUSED = {  # path: (value, rule)
    "de": ("5m", "G-T1"), "dan": (5, "G-P1"), "stakes": ([{"between": ["east", "south"], "amount": 1}], "G-P1"),
    "dealer_streak": (3, "G-S1"), "seats.south.flipped": (2, "G-T1"), "win.dianpao": (True, "G-P2"),
    "win.bao": (True, "G-P2"), "win.laizi": (True, "G-T1"), "win.heavenly": (True, "G-W4"),
    "win.earthly": (True, "G-W4"), "win.human": (True, "G-W4"),
}


def test_the_other_rule_sets_fields_and_blessings_are_refused_all_at_once_naming_their_g_rule(client):
    table = _table(**{path.replace(".", "__"): value for path, (value, _) in REFUSED.items()})
    for headers in (EN, ZH):
        found = _errors(client.post("/v1/gb/settle", json=table, headers=headers), 422)
        assert set(found) == set(REFUSED)
        for path, (_, rule) in REFUSED.items():
            ((code, message),) = found[path]
            assert rule in message and code == ("not_a_gb_fan" if rule == "G-W4" else "not_in_gb"), message
    chinese = _errors(client.post("/v1/gb/settle", json=table, headers=ZH), 422)
    assert chinese["win.heavenly"][0][1] == "天和不是国标麻将的番种（G-W4）"
    assert english_left(chinese["dan"][0][1].replace("G-P1", "").replace("'dan'", "")) == []


def test_a_refused_field_in_a_hand_of_a_sitting_is_named_under_its_hand(client):
    sitting = copy.deepcopy(SITTING)
    sitting["hands"][3]["de"] = "1z"
    sitting["hands"][4]["win"]["bao"] = True
    found = _errors(client.post("/v1/gb/settle/session", json=sitting, headers=EN), 422)
    assert set(found) == {"hands[3].de", "hands[4].win.bao"}


def test_tile_strings_name_the_character_position_and_the_rule(client):
    table = _table(seats__east__hand="123m 456m 789m 11p 3xs", seats__south__flowers="1f 春 1m",
                   seats__west__hand="123p 456p 789p 1z 3f", seats__north__discards="4s 2s ４ｓ")
    found = _errors(client.post("/v1/gb/settle", json=table, headers=EN), 422)
    assert found["seats.east.hand"][0] == ("notation", "position 21: 'x' is not a tile digit or suit")
    assert any("G-T3" in message for _, message in found["seats.south.flowers"])
    west = found["seats.west.hand"][0]
    assert west[0] == "notation" and west[1].startswith("position 19: 3f is a flower") and "G-T3" in west[1]
    assert "seats.north.discards" not in found  # full-width digits are read as the phone types them
    chinese = _errors(client.post("/v1/gb/settle", json=table, headers=ZH), 422)
    assert chinese["seats.east.hand"][0][1] == "第 21 个字符：'x' 不是牌的数字或花色"


def test_a_lone_surrogate_is_refused_with_the_body_naming_its_field_in_every_form(client):
    """A lone surrogate is no character: refused with the body (400, app/http/body.py), never a 500."""
    table = _table(seats__east__hand="123m 456m 789m 11p 3\ud800s")
    sitting = copy.deepcopy(SITTING)
    sitting["players"]["east"] = "\udfff"
    for path, body, field in (("/v1/gb/settle", table, "seats.east.hand"),
                              ("/v1/gb/settle/session", sitting, "players.east"),
                              ("/v1/gb/analyze", {"hand": "\ud83c"}, "hand")):
        for accept in ("application/json", "text/plain", "text/csv"):
            response = client.post(path, json=body, headers={"Accept": accept, **EN})
            assert response.status_code == 400, (path, accept, response.get_data(as_text=True))
            assert field in response.get_data(as_text=True)


@pytest.mark.parametrize(("changes", "field"), [
    ({"round_wind": "middle"}, "round_wind"),
    ({"round_wind": None}, "round_wind"),
    ({"hand": 0}, "hand"),
    ({"hand": 17}, "hand"),
    ({"hand": "8"}, "hand"),
    ({"hand": True}, "hand"),
    ({"hand": 8.5}, "hand"),
    ({"hand": 10 ** 30}, "hand"),
    ({"seats": ...}, "seats"),
    ({"seats__east": None}, "seats.east"),
    ({"seats__east__surprise": 1}, "seats.east.surprise"),
    ({"seats__east__hand": None}, "seats.east.hand"),
    ({"seats__east__hand": 123}, "seats.east.hand"),
    ({"seats__east__flowers": "1f " * 14}, "seats.east.flowers"),
    ({"seats__east__melds": [{"type": "pong", "tiles": "111z"}] * 5}, "seats.east.melds"),
    ({"seats__east__melds": [{"type": "peng", "tiles": "111z"}]}, "seats.east.melds[0].type"),
    ({"seats__south__name": "小\n红"}, "seats.south.name"),
    ({"seats__south__name": "x" * 41}, "seats.south.name"),
    ({"win__seat": ...}, "win.seat"),
    ({"win__seat": "middle"}, "win.seat"),
    ({"win__self_drawn": "yes"}, "win.self_drawn"),
    ({"win__last_of_kind": 1}, "win.last_of_kind"),
    ({"win__tile": "4" * 21}, "win.tile"),
    ({"win": []}, "win"),
    ({"surprise": {}}, "surprise"),
])
def test_a_body_that_breaks_the_schema_is_a_400_naming_the_field(client, changes, field):
    found = _errors(client.post("/v1/gb/settle", json=_table(**changes)), 400)
    assert field in found, found


@pytest.mark.parametrize("body", [None, [], "table", 8, {}, {"seats": {}}, {"seats": []}, {"players": {}}])
@pytest.mark.parametrize("path", ["/v1/gb/settle", "/v1/gb/settle/session", "/v1/gb/analyze"])
def test_odd_bodies_are_refused_never_a_500(client, path, body):
    response = client.post(path, data=json.dumps(body), content_type="application/json")
    assert response.status_code in (400, 422) and response.mimetype == PROBLEM, response.get_data(as_text=True)


@pytest.mark.parametrize("hand", ["", " ", "0m", "123", "mmmm", "1234567890m", "\u0000", "🀄", "一万" * 13, "z" * 200])
def test_odd_tile_strings_are_a_422_never_a_500(client, hand):
    for path, body in (("/v1/gb/settle", _table(seats__east__hand=hand)), ("/v1/gb/analyze", {"hand": hand})):
        response = client.post(path, json=body, headers=EN)
        assert response.status_code == 422 and response.mimetype == PROBLEM, (path, response.get_data(as_text=True))
        assert all(e["path"].startswith(("seats", "hand", "win")) for e in response.get_json()["errors"])


def test_tables_that_cannot_happen_every_problem_at_once_with_its_rule(client):
    table = _table(seats__south__hand="4444m 123p 456p 78s", seats__west__hand="4444m 999s 11z 22z",
                   seats__east__hand="123m 456m 789m 11p 36s",
                   win={"seat": "east", "tile": "4s", "discarder": "north", "kong_replacement": True,
                        "last_of_kind": False})
    found = _errors(client.post("/v1/gb/settle", json=table, headers=EN), 422)
    assert any(code == "tile_count" and "G-T1" in message for code, message in found["seats"])
    assert found["win.kong_replacement"][0] == ("contradictory_flags", "杠上开花 is a self-drawn win (G-W3)")
    assert "G-W3" in found["win.last_of_kind"][0][1]
    assert found["seats.east.hand"][0][0] == "not_a_winning_hand" and "G-T2" in found["seats.east.hand"][0][1]


def test_the_winner_must_give_a_hand(client):
    found = _errors(client.post("/v1/gb/settle", json=_table(seats__east__hand=...), headers=EN), 422)
    assert found["seats.east.hand"] == [("hand_size", "the winner's hand must be given (G-T2)")]


def test_a_hand_that_does_not_win_names_its_waits(client):
    found = _errors(client.post("/v1/gb/settle", json=_table(win__tile="5s"), headers=EN), 422)
    ((code, message),) = found["seats.east.hand"]
    assert code == "not_a_winning_hand" and "waits on 4s" in message and "G-T2" in message
