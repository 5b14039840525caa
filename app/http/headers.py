"""Cheap questions about a response's headers.

``name in headers`` and ``headers.get(name)`` raise and catch an exception
for every name that is missing, the usual answer in an after-request hook.
"""
from __future__ import annotations

from collections.abc import Set

from werkzeug.datastructures import Headers


def lacks(headers: Headers, lowered_names: Set[str]) -> bool:
    """True when ``headers`` hold none of ``lowered_names`` (given in lower case)."""
    return not any(name.lower() in lowered_names for name, _ in headers)
