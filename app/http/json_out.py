"""JSON answers as Flask writes them, with an encoder made once per set of options.

``json.dumps`` with options makes a ``JSONEncoder`` for every call, and checks
every answer for cycles; an answer is a tree built for its request, so the
check is left out (a cycle would still fail, on Python's recursion limit).
The text is the same byte for byte.
"""
from __future__ import annotations

import json
from typing import Any

from flask.json.provider import DefaultJSONProvider

_OPTIONS = frozenset({"indent", "separators"})  # what Flask's ``response`` passes


class JSONProvider(DefaultJSONProvider):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._encoders: dict[tuple, json.JSONEncoder] = {}

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if not _OPTIONS.issuperset(kwargs):
            return super().dumps(obj, **kwargs)
        indent, separators = kwargs.get("indent"), kwargs.get("separators")
        key = (self.ensure_ascii, self.sort_keys, indent, separators)
        encoder = self._encoders.get(key)
        if encoder is None:
            encoder = self._encoders[key] = json.JSONEncoder(
                ensure_ascii=self.ensure_ascii, check_circular=False, indent=indent, separators=separators,
                default=self.default, sort_keys=self.sort_keys,
            )
        return encoder.encode(obj)
