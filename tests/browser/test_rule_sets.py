"""The page's description of each rule set (``rulesets.js``) says what GET /v1/rule-sets says, where they overlap:
the page can take that answer in its place without a change of shape."""
from __future__ import annotations

import requests

from app.http.page import files


def test_the_pages_rule_sets_are_the_services(page, served):
    page.goto(f"{served.url}/")
    described = page.evaluate("""async (module) => Object.values((await import(module)).RULE_SETS)""",
                              f"/page/{files().version}/js/rulesets.js")
    served_sets = requests.get(f"{served.url}/v1/rule-sets", timeout=10).json()["rule_sets"]
    by_name = {rule_set["name"]: rule_set for rule_set in served_sets}
    assert {rule_set["name"] for rule_set in described} <= set(by_name)
    for mine in described:
        theirs = by_name[mine["name"]]
        assert mine["paths"] == theirs["paths"]
        assert mine["hand"] == {key: theirs["hand"][key] for key in ("tiles", "wild", "flowers")}
        for part, names in mine["fields"].items():
            assert set(names) == set(theirs["fields"][part]) - {"name"}, part  # a seat's name: the page's players
        chosen = [{key: o[key] for key in ("name", "default", "choices")} for o in theirs["options"] if o["choices"]]
        assert mine["options"] == chosen
        assert mine["questions"] == [question["field"] for question in theirs["questions"]]
