"""The engine holds what every rule set shares and no rule set's numbers or
words: no rule id of a rulebook, no rule set imported, no scoring item named,
no concept of one family of rule sets (the Taizhou 得, 点炮, 包三家, 扔弹,
牌点 and its rounding, the lone top tile, the 16-tile hand)."""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from app.core.engine.groups import PAIR, PUNG, SEQUENCE
from app.core.engine.melds import MeldType
from app.core.jiaojiang.catalogue import ITEMS

ENGINE_ROOT = Path(__file__).parents[3] / "app" / "core" / "engine"
ENGINE = sorted(ENGINE_ROOT.rglob("*.py"))
TAIZHOU_WORDS = ("得", "点炮", "包三家", "扔弹", "牌点", "顶牌", "劣子", "生牌", "弹")


def test_the_engine_is_found():
    assert len(ENGINE) >= 8


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_rule_id_in_the_engine(path):
    assert re.findall(r"\b[RWG]\d+\b|\bG-[A-Z]+\d+\b|§\d", path.read_text()) == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_the_engine_imports_no_rule_set(path):
    package = path.relative_to(ENGINE_ROOT.parents[2]).parent.parts  # ("app", "core", "engine", …)
    for dots, name in re.findall(r"^\s*from (\.*)([\w.]*) import", path.read_text(), flags=re.M):
        module = (*package[:len(package) - len(dots) + 1], *name.split(".")) if dots else tuple(name.split("."))
        assert module[:2] != ("app", "core") or module[:3] == ("app", "core", "engine"), module


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_scoring_item_in_the_engine(path):
    text = path.read_text()
    shapes = (PAIR, PUNG, SEQUENCE, *MeldType)  # a group's shape and a meld's type, named as some items are
    assert [code for code in ITEMS if code not in shapes and f'"{code}"' in text] == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_taizhou_word_in_the_engine(path):
    text = path.read_text()
    assert [word for word in TAIZHOU_WORDS if word in text] == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_hand_size_written_in_the_engines_code(path):
    """A hand's size is each rule set's (``HandRules.tiles``): no 16 in the code (docstrings aside)."""
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
    assert [t.string for t in tokens if t.type == tokenize.NUMBER and t.string == "16"] == []
