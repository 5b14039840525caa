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


def _answer(operation: Operation) -> tuple[str, object]:
    """The media type and example of the operation's first 200 answer (JSON when it has JSON)."""
    content = operation.spec["responses"]["200"]["content"]
    media = "application/json" if "application/json" in content else next(iter(content))
    return media, content[media]["example"]


def test_every_operation_is_answered_with_its_example(mock):
    answered = []
    for operation in operations(document()):
        media, example = _answer(operation)
        response = requests.request(operation.method, mock.url + operation.path, json=_request(operation),
                                    headers={"Accept": media}, timeout=30)
        assert response.status_code == 200, (operation.id, response.text)
        assert violations(response) == [], operation.id
        assert response.headers["Content-Type"].startswith(media.split(";")[0]), operation.id
        assert (response.json() if media == "application/json" else response.content.decode()) == example, operation.id
        answered.append(operation.id)
    assert {"settle", "settleSession", "analyze", "getRules"} <= set(answered)
    assert mock.errors() == []


def test_the_mock_refuses_a_body_missing_seats(mock):
    call = SCHEMA_BREAKS[0][0]
    refused = requests.post(mock.url + call.path, json=call.body, timeout=30)
    assert refused.status_code in (400, 422), refused.text
    assert any("seats" in violation["message"] for violation in violations(refused)), refused.headers
