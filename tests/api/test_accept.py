"""``wants_text`` reads most ``Accept`` headers without parsing them; it must choose as the full parse does."""
from __future__ import annotations

import pytest
from flask import request

from app.http.media import JSON, PROBLEM, TEXT, wants_text

HEADERS = [
    None, "", "*/*", "*", "text/plain", "TEXT/PLAIN", "Text/Plain", "text/*", "text/html", "image/png",
    "application/json", "application/*", "application/json;q=0, */*",
    "application/json;q=0.1, application/problem+json;q=0.1, */*", "text/plain;q=0.5, application/json",
    "*/*;q=0.2, text/plain;q=0.1", "application/json, text/plain;q=0.9", "text/plain, application/json;q=0.9",
]


@pytest.mark.parametrize("accept", HEADERS)
def test_the_quick_look_chooses_as_the_full_parse(app, accept):
    with app.test_request_context("/v1/settle", headers={} if accept is None else {"Accept": accept}):
        assert wants_text() == (request.accept_mimetypes.best_match([JSON, PROBLEM, TEXT]) == TEXT)
