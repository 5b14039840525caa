"""The page's rule sets are the service's (``GET /v1/rule-sets``): its picker, its form and its requests follow that
answer, so a rule set no page file names (the toy of ``tests/toy``) is offered and settled in a plain form. The
descriptions bundled in ``rulesets.js`` (the page's offline fallback) say what the service says."""
from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
import requests
from playwright.sync_api import expect
from werkzeug.serving import WSGIRequestHandler, make_server

from app import create_app
from app.http.page import files
from app.registry import RULE_SETS
from tests.toy.api import EXAMPLES, SERVED

from .scorekeeper import SEATS, Scorekeeper


def test_the_bundled_rule_sets_are_the_services(page, served):
    page.goto(f"{served.url}/")
    described = page.evaluate("""async (module) => (await import(module)).BUNDLED""",
                              f"/page/{files().version}/js/rulesets.js")
    served_sets = requests.get(f"{served.url}/v1/rule-sets", timeout=10).json()["rule_sets"]
    by_name = {rule_set["name"]: rule_set for rule_set in served_sets}
    assert [rule_set["name"] for rule_set in described] == list(by_name)
    for mine in described:
        theirs = by_name[mine["name"]]
        assert (mine["title"], mine["default"], mine["paths"]) == (theirs["title"], theirs["default"], theirs["paths"])
        assert mine["hand"] == {key: theirs["hand"][key] for key in ("tiles", "wild", "flowers")}
        assert mine["fields"] == theirs["fields"]
        assert mine["options"] == [{key: o[key] for key in ("name", "default", "choices")} for o in theirs["options"]]
        assert mine["questions"] == [{"field": question["field"]} for question in theirs["questions"]]


class _Quiet(WSGIRequestHandler):
    def log(self, *args) -> None:  # the page's requests are not the test's output
        pass


@pytest.fixture(scope="module")
def toy_served() -> Iterator[str]:
    """The service with the toy rule set beside the registry's, in this process (werkzeug, a thread)."""
    server = make_server("127.0.0.1", 0, create_app((*RULE_SETS, SERVED)), threaded=True,
                         request_handler=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()


def test_a_rule_set_no_page_file_names_is_offered_and_settled(page, toy_served):
    keeper = Scorekeeper(page, toy_served)
    keeper.open()
    picker = page.get_by_label("玩法", exact=True)
    expect(picker.get_by_role("option", name="斗鸡")).to_be_attached()  # the service's title for it
    picker.select_option(label="斗鸡")
    expect(page.get_by_role("heading", level=1)).to_have_text("斗鸡麻将记分")
    expect(page.get_by_label("得", exact=True)).to_be_hidden()  # no wild tile: nothing the toy does not take
    expect(page.get_by_text("扔弹", exact=True)).to_be_hidden()
    payout = page.get_by_label("付法", exact=True)  # the toy's option, by the service's title and values
    expect(payout.get_by_role("option")).to_have_text(["single", "double"])
    payout.select_option("double")
    table = EXAMPLES["self-drawn"]["value"]
    keeper.enter_win(table)
    expect(page.locator("[data-path=\"seats.east\"] .count")).to_have_text("0/13张")
    keeper.tap_hand("东家", table["seats"]["east"]["hand"])
    page.get_by_role("button", name="收起").click()  # the keypad went on to 南家's hand
    for seat in ("south", "west", "north"):
        page.get_by_label(f"{SEATS[seat]}手牌", exact=True).fill(table["seats"][seat]["hand"])
    result = keeper.settle()
    expect(result).to_contain_text("东家自摸")
    answer = requests.post(f"{toy_served}/v1/toy/settle", json={**table, "rules": {"payout": "double"}},
                           timeout=10).json()
    assert keeper.nets() == answer["nets"] == {"east": 24, "south": -8, "west": -8, "north": -8}  # T3, twice over
    for fan in answer["fans"]:
        expect(result).to_contain_text(fan["name"])
    page.get_by_role("button", name="下一局").click()
    totals = page.get_by_role("table", name="总输赢")
    expect(totals.get_by_role("row", name="东家")).to_contain_text("+24")
    assert keeper.console_errors == [] and keeper.foreign_requests == []


