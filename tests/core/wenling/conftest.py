"""Helpers shared by the Wenling tests."""
from __future__ import annotations

import pytest

from app.core.wenling import TableError, settle_mapping


def settled(req: dict) -> dict:
    return settle_mapping(req).to_dict()


def problems(req: dict, settle=settle_mapping) -> list:
    with pytest.raises(TableError) as err:
        settle(req)
    return err.value.problems


def codes(player: dict) -> dict[str, tuple[int, int]]:
    """An answer's player items by code: (base, fan)."""
    return {i["code"]: (i["base"], i["fan"]) for i in player["items"]}
