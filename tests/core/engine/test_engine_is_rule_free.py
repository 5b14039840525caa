"""The engine holds what every rule set shares and no rule set's numbers:
no rule id of a rulebook, no rule set imported, no scoring item named."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.core.engine.melds import MeldType
from app.core.engine.reading import PAIR, PUNG, SEQUENCE
from app.core.jiaojiang.catalogue import ITEMS

ENGINE = sorted((Path(__file__).parents[3] / "app" / "core" / "engine").glob("*.py"))


def test_the_engine_is_found():
    assert len(ENGINE) >= 8


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_rule_id_in_the_engine(path):
    assert re.findall(r"\b[RW]\d+\b|§\d", path.read_text()) == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_the_engine_imports_no_rule_set(path):
    assert re.findall(r"^\s*from (?:app\.core\.(?!engine)\w+|\.\.\w*)", path.read_text(), flags=re.M) == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_scoring_item_in_the_engine(path):
    text = path.read_text()
    shapes = (PAIR, PUNG, SEQUENCE, *MeldType)  # a group's shape and a meld's type, named as some items are
    assert [code for code in ITEMS if code not in shapes and f'"{code}"' in text] == []
