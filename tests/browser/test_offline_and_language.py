"""The English switch, the page offline, and the documentation under the same security policy."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from .test_page import README_TABLE


def test_the_english_switch_is_remembered(scorekeeper):
    page = scorekeeper.page
    page.get_by_role("button", name="English").click()
    expect(page.get_by_role("button", name="Settle")).to_be_visible()
    expect(page.get_by_label("East hand")).to_be_visible()
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_label("Winner", exact=True)).to_be_visible()
    page.get_by_role("button", name="East keypad").click()
    expect(page.get_by_role("group", name="East keypad").get_by_role("button", name="5 Dots")).to_be_visible()
    page.get_by_label("North hand").fill("12x")
    expect(page.get_by_label("North hand")).to_have_accessible_description(
        "character 3: “x” is not a tile; character 1: number(s) without a suit (m p s z)"
    )
    page.get_by_role("button", name="中文").click()
    expect(page.get_by_role("button", name="结算")).to_be_visible()


def test_the_language_an_earlier_page_kept_is_kept(scorekeeper):
    """The page kept its language as ``jiaojiang.lang`` while it settled Jiaojiang alone."""
    page = scorekeeper.page
    page.evaluate("""() => { localStorage.clear(); localStorage.setItem("jiaojiang.lang", "en"); }""")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.get_by_role("button", name="中文").click()
    assert page.evaluate("""() => [localStorage.getItem("mahjong.lang"), localStorage.getItem("jiaojiang.lang")]""") \
        == ["zh", None]


def test_english_answers(scorekeeper):
    page = scorekeeper.page
    page.get_by_role("button", name="English").click()
    page.get_by_label("De (wild)").fill(README_TABLE["de"])
    for seat, name in (("east", "East"), ("south", "South"), ("west", "West"), ("north", "North")):
        page.get_by_label(f"{name} hand").fill(README_TABLE["seats"][seat]["hand"])
    page.get_by_label("Winner", exact=True).select_option(label="South")
    page.get_by_label("Winning tile", exact=True).fill("6m")
    page.get_by_label("Discarder").select_option(label="West")
    page.get_by_role("button", name="Settle").click()
    result = page.get_by_role("region", name="Settlement")
    expect(result).to_contain_text("South won on West's 6 Characters")
    expect(result).to_contain_text("concealed pung 999s 8 base")
    expect(result).to_contain_text("Next hand: South deals")
    expect(result.get_by_role("row").filter(has_text="+4")).to_contain_text("South")


def test_the_page_opens_offline_and_says_settling_needs_the_server(scorekeeper):
    page = scorekeeper.page
    page.evaluate("navigator.serviceWorker.ready")
    page.context.set_offline(True)
    page.reload()
    expect(page.get_by_role("button", name="结算")).to_be_visible()
    page.get_by_label("和牌", exact=True).select_option(label="黄牌")
    page.get_by_role("button", name="结算").click()
    expect(page.get_by_role("alert")).to_contain_text("连不上服务器")
    page.context.set_offline(False)
    scorekeeper.expect_network_failures()


def test_the_documentation_works_under_the_policy(page, served):
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{served.url}/docs")
    expect(page.get_by_text("OAS 3.1", exact=True)).to_be_visible()  # Swagger UI 4 refused 3.1 ("Unable to render")
    page.get_by_text("/v1/settle", exact=True).click()
    expect(page.get_by_role("button", name=re.compile("Try it out"))).to_be_visible()
    assert errors == []
