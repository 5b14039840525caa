"""``make mock`` (``prism mock openapi.yaml``) answers every operation of the
document from the document's own examples, and refuses a request that breaks it."""
from __future__ import annotations

import requests

from .tools import Operation, document, operations, violations
from .traffic import SCHEMA_BREAKS


def _request(operation: Operation) -> dict | None:
    """The operation's first request example, if it takes a body."""
    body = operation.spec.get("requestBody")
    if body is None:
        return None
    examples = body["content"]["application/json"]["examples"]
    return next(iter(examples.values()))["value"]


def test_every_operation_is_answered_with_its_example_in_each_form(mock):
    answered = []
    for operation in operations(document()):
        for media, answer in operation.spec["responses"]["200"]["content"].items():
            response = requests.request(operation.method, mock.url + operation.path, json=_request(operation),
                                        headers={"Accept": media}, timeout=30)
            assert response.status_code == 200, (operation.id, media, response.text)
            assert violations(response) == [], (operation.id, media)
            assert response.headers["Content-Type"].startswith(media.split(";")[0]), (operation.id, media)
            got = response.json() if media == "application/json" else response.content.decode()
            assert got == answer["example"], (operation.id, media)
            answered.append((operation.id, media))
    assert {("settle", "text/plain"), ("settleSession", "text/csv"), ("analyze", "application/json"),
            ("getRules", "application/json"), ("gbSettle", "text/plain"), ("gbSettleSession", "text/csv"),
            ("gbAnalyze", "application/json"), ("gbGetRules", "application/json")} <= set(answered)
    assert mock.errors() == []


def test_the_mock_refuses_a_body_missing_seats(mock):
    call = SCHEMA_BREAKS[0][0]
    refused = requests.post(mock.url + call.path, json=call.body, timeout=30)
    assert refused.status_code in (400, 422), refused.text
    assert any("seats" in violation["message"] for violation in violations(refused)), refused.headers
