"""Every message a person reads exists in Chinese and English; the Chinese has no English left in it.

The catalogue is walked template by template, and the rules core is made to
say every problem code and every 点炮 reason, rendered in both languages.
"""
from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import app
from app.core.engine.messages import EN, TEMPLATES, ZH, Template
from app.core.jiaojiang import RULE_SET, TableError, settle_mapping, settle_sitting
from app.core.taizhou.counted import CODES as COUNTED_CODES
from tests.core.jiaojiang.tables import draw, melds, table
from tests.language import english_left

P = "123m 234m 345m 78m 999s 88m"  # south, waiting on 6m 9m (and a drawn 得)
WEST_HOLDS_1P = "1122p 3344p 5566p 7788p"
WEST_NOT_READY = "19m 148p 159s 1234z 67z 7p 2s"


def _import_everything() -> None:
    """Every module of the service defines its messages when imported (the WSGI entry aside)."""
    for module in pkgutil.walk_packages(app.__path__, "app."):
        if module.name != "app.boot":
            importlib.import_module(module.name)


_import_everything()


@pytest.mark.parametrize("template", TEMPLATES.values(), ids=list(TEMPLATES))
def test_every_template_has_both_languages_and_no_english_in_the_chinese(template):
    assert template.zh.strip() and template.en.strip()
    chinese = re.sub(r"\{\w+\}", " ", template.zh)
    assert english_left(chinese) == [], template.zh
    if not template.id.startswith(("http.", "body.")):  # what the rules say, read by players: no "request"
        assert "请求" not in template.zh and "request" not in template.en.lower(), template


@pytest.mark.parametrize("template", [t for t in TEMPLATES.values() if not t.fields] + [
    Template("test.braces", zh="{{括号}}", en="{{braces}}")], ids=lambda t: t.id)
def test_a_text_without_arguments_shows_its_forms_as_formatting_them_does(template):
    """``Text.render`` takes a template's forms formatted once (``Template.plain``)."""
    assert (template().render(ZH), template().render(EN)) == (template.zh.format(), template.en.format())




CODES = tuple(code for code in RULE_SET.codes if code not in COUNTED_CODES)  # walked in tests/core/taizhou


def _problems(req: dict, settle=settle_mapping) -> list:
    try:
        settle(req)
    except TableError as err:
        return err.problems
    raise AssertionError("expected a TableError")


def _thirteen(seat_melds: list) -> dict:
    return {"hand": "1122p 3344p 5566p 7s", "melds": seat_melds}


PROBLEM_TABLES = {
    "notation": lambda: table(P, "6m", discards={"east": "12x3m ５ｍ"}),
    "tile_count": lambda: table(P, "6m", others={"east": "1111m 22p 33p 44p 66p 77p 88p"}),
    "flip_tile": lambda: table(P, "6m", others={"east": "5z 1122p 3344p 5566p 778p"}),
    "de_in_meld": lambda: table(P, "6m", others={"east": _thirteen(melds(("pong", "999p")))}),
    "hand_size": lambda: table(P, "6m", others={"east": "1122p"}),
    "meld_shape": lambda: table(P, "6m", others={"east": _thirteen(melds(("chi", "135s", "9s")))}),
    "contradictory_flags": lambda: table(P, "6m", self_drawn=True, discarder="west", kong_replacement=True,
                                         last_tile=True, dianpao=True, stakes=[{"between": ["east", "east"],
                                                                                "amount": 1}]),
    "not_a_winning_hand": lambda: table(P, "1p"),
    "dianpao_contradicted": lambda: table(P, "6m", wall_remaining=40, dianpao=True),
    "seat_name": lambda: _sitting({"east": "老王", "south": "小李", "west": "阿张", "north": "老赵"}, "小李"),
    "player_name": lambda: _sitting({"east": "老王", "south": "老王", "west": "阿张", "north": "老赵"}),
}


def _sitting(players: dict, east_name: str | None = None) -> dict:
    hand = table(P, "6m")
    hand["seats"]["east"]["name"] = east_name
    return {"players": players, "hands": [hand]}


def test_every_problem_code_is_walked():
    assert set(PROBLEM_TABLES) == set(CODES)


@pytest.mark.parametrize("code", CODES)
def test_every_problem_code_is_said_in_both_languages(code):
    request = PROBLEM_TABLES[code]()
    settle = settle_sitting if "players" in request else settle_mapping
    found = [p for p in _problems(request, settle) if p.code == code]
    assert found
    for problem in found:
        chinese, english = problem.render(ZH), problem.render(EN)
        assert english == problem.message and chinese != english
        assert english_left(chinese) == [], chinese


def _live(west: str, rivers: dict, **extra) -> dict:
    return table(P, "6m", wall_remaining=30, discards=rivers, others={"west": west}, **extra)


DIANPAO_TABLES = {
    "dianpao.draw": lambda: draw(),
    "dianpao.self_drawn": lambda: table(P, "6m", self_drawn=True),
    "dianpao.stated": lambda: table(P, "6m", dianpao=True),
    "dianpao.stated_agreed": lambda: _live(WEST_HOLDS_1P, {"east": "1p"}, dianpao=True),
    "dianpao.no_evidence": lambda: table(P, "6m"),
    "dianpao.not_live_phase": lambda: table(P, "6m", wall_remaining=40),
    "dianpao.seen_before": lambda: _live(WEST_HOLDS_1P, {"east": "1p", "north": "6m"}),
    "dianpao.not_ready": lambda: _live(WEST_NOT_READY, {"east": "8s", "north": "3m"}),
    "dianpao.live_discard": lambda: _live(WEST_HOLDS_1P, {"east": "1p"}),
    "dianpao.robbed_kong": lambda: table(P, "6m", robbing_kong=True, discarder="west"),
}
MISSING_EVIDENCE = [
    lambda: table(P, "6m"),
    lambda: table(P, "6m", wall_remaining=30),
    lambda: table(P, "6m", discards={"east": "1p"}),
]


def test_every_dianpao_reason_is_walked():
    said_in_problems = {"dianpao.contradicted", "dianpao.stated_yes", "dianpao.stated_no"}
    missing = {"dianpao.no_wall", "dianpao.no_rivers_no_wall", "dianpao.no_rivers"}
    reasons = {i for i in TEMPLATES if i.startswith("dianpao.")} - said_in_problems - missing
    assert set(DIANPAO_TABLES) == reasons


@pytest.mark.parametrize("reason", DIANPAO_TABLES)
def test_every_dianpao_reason_is_said_in_both_languages(reason):
    verdict = settle_mapping(DIANPAO_TABLES[reason]()).dianpao
    assert verdict.reason.id == reason
    chinese, english = verdict.reason.render(ZH), verdict.reason.render(EN)
    assert chinese != english and english_left(chinese) == [], chinese


@pytest.mark.parametrize("make", MISSING_EVIDENCE)
def test_what_evidence_is_missing_is_said_in_both_languages(make):
    reason = settle_mapping(make()).dianpao.reason
    assert english_left(reason.render(ZH)) == [] and reason.render(EN).startswith("not stated, and no ")


def test_a_contradicted_statement_is_said_in_both_languages():
    for req in (table(P, "6m", wall_remaining=40, dianpao=True), _live(WEST_HOLDS_1P, {"east": "1p"}, dianpao=False)):
        (problem,) = _problems(req)
        assert english_left(problem.render(ZH)) == [], problem.render(ZH)
        assert problem.render(ZH).startswith("说是")


def test_readings_are_said_in_both_languages():
    req = table("123m 345m 78m 88m 99s 9p", "6m", de="9p", melds=melds(("pong", "777z")))
    south = settle_mapping(req).to_dict(ZH)["players"]["south"]
    chinese, english = south["reading"], settle_mapping(req).to_dict(EN)["players"]["south"]["reading"]
    assert "| 碰 777z |" in chinese and "和 6m，成 678m" in chinese and "得 9p→" in chinese
    assert "| pong 777z |" in english and "won on 6m in 678m" in english and "得 9p→" in english
    assert english_left(chinese) == [], chinese
