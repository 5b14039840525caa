"""Records built in C, for the paths that build thousands of them."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

Record = TypeVar("Record", bound=tuple)


def from_fields(record: type[Record]) -> Callable[[tuple[Any, ...]], Record]:
    """``record``'s constructor from all its fields in one tuple, in order,
    built in C: a named tuple's own ``__new__`` is a Python function that
    takes keywords and fills in defaults, a call's cost on every record."""
    return partial(tuple.__new__, record)
