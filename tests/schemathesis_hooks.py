"""schemathesis hooks for this service, for the contract tests and ``make fuzz``
(``SCHEMATHESIS_HOOKS=tests.schemathesis_hooks``); consumers may copy them.

OpenAPI 3.1 describes bodies in JSON Schema 2020-12, where a number with a zero
fraction is an integer: ``5.0`` matches ``type: integer``, and schemathesis
sends such numbers as valid data. The service refuses them (400, ``应为整数`` /
``Not a valid integer.``), as it always has: a count is written ``5``. No JSON
Schema keyword can tell ``5.0`` from ``5``, so the document cannot say it; the
hook writes whole numbers as integers before they are sent. Every request
schema here has integers only, no ``number``: no float is lost.
"""
from __future__ import annotations

from typing import Any

import schemathesis


def whole_numbers_as_integers(value: Any) -> Any:
    """``5.0`` → ``5``, through nested objects and arrays; anything else as it is.

    >>> whole_numbers_as_integers({"dan": 5.0, "stakes": [{"amount": 2.0}], "x": 2.5, "flag": True})
    {'dan': 5, 'stakes': [{'amount': 2}], 'x': 2.5, 'flag': True}
    """
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: whole_numbers_as_integers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [whole_numbers_as_integers(item) for item in value]
    return value


@schemathesis.hook
def map_body(ctx, body):
    return whole_numbers_as_integers(body)
