"""What a scorekeeper reads (issue #33): who paid in the history and the shared text, lines that do not break
a name, a payment's parts, the English of the service's reasons and tiles, the two flower colours, the settings
once the sitting has begun, the names a new sitting keeps, and what a page opened over plain http says of itself."""
from __future__ import annotations

import copy
import re

import requests
from playwright.sync_api import expect

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from app.http.page import files

from .conftest import CHROMIUM
from .scorekeeper import SEATS, Scorekeeper
from .test_evening import name_players, play, unnamed
from .test_page import README_TABLE
from .test_wenling import EXAMPLES, choose_wenling, enter, nets


def test_a_dianpao_hand_says_who_paid_in_the_history_and_the_shared_text(scorekeeper):
    page = scorekeeper.page
    page.evaluate("() => { navigator.share = async (data) => { window.sharedText = data.text; }; }")
    name_players(scorekeeper)
    page.get_by_label("和牌", exact=True).select_option(label="小李（南家）")
    page.get_by_label("得", exact=True).fill("9p")
    page.get_by_label("南家手牌").fill(README_TABLE["seats"]["south"]["hand"])
    for seat, points in (("东家", 30), ("西家", 0), ("北家", 400)):
        scorekeeper.count(seat, points)
    page.get_by_label("和张", exact=True).fill("6m")
    page.get_by_label("放炮").select_option(label="阿张（西家）")
    page.get_by_text("杠上开花、抢杠和、海底、点炮").click()
    page.get_by_label("点炮", exact=True).select_option(label="是点炮")
    expect(scorekeeper.settle()).to_contain_text("点炮：西家（阿张）一家包赔")
    page.get_by_role("button", name="下一局").click()
    line = page.get_by_role("list").filter(has_text="第1局").get_by_role("listitem")
    nets = r"（老王 \+\d+，小李 \+\d+，阿张 −\d+，Bob [+−]\d+）"
    expect(line).to_have_text(re.compile(r"^第1局 老王坐庄：小李和·阿张点炮" + nets))
    page.get_by_role("button", name="分享结果").click()
    expect(page.get_by_role("status").filter(has_text="已分享")).to_be_visible()
    assert page.evaluate("window.sharedText").split("\n")[1].startswith("第1局 老王坐庄：小李和·阿张点炮（")

    page.set_viewport_size({"width": 320, "height": 700})  # nothing split: a name, a name and its net
    split = page.evaluate("""() => [...document.querySelectorAll("#history .nobr, #result .nobr")]
        .filter((el) => el.getClientRects().length > 1).map((el) => el.textContent)""")
    assert split == []
    page.get_by_role("button", name="English").click()
    line = page.locator("#history li")
    expect(line).to_contain_text("Hand 1, 老王 dealt: 小李 won · 阿张 paid for all (dianpao)")
    expect(line.get_by_role("button", name="Fix hand 1")).to_be_visible()  # the list numbers nothing: the text does
    assert page.evaluate("getComputedStyle(document.querySelector('#history li')).listStyleType") == "none"


def test_a_payment_opens_to_show_its_points_dan_and_stakes(scorekeeper, served):
    page = scorekeeper.page
    page.get_by_label("弹", exact=True).fill("10")
    page.get_by_role("button", name="＋ 扔弹").click()
    page.get_by_label("扔弹1 一方").select_option("west")
    page.get_by_label("扔弹1 另一方").select_option("south")
    page.get_by_label("扔弹1 弹数").fill("10")
    scorekeeper.enter(README_TABLE)
    result = scorekeeper.settle()
    table = {**copy.deepcopy(README_TABLE), "dan": 10, "stakes": [{"between": ["west", "south"], "amount": 10}]}
    answer = requests.post(f"{served.url}/v1/settle", json=table, timeout=10).json()
    west = next(p for p in answer["payments"] if p["from"] == "west")
    expect(result.get_by_text("点一笔付款，看它由什么组成。")).to_be_visible()
    payment = result.get_by_role("group").filter(has_text=f"西家 → 南家 {west['amount']}")
    payment.get_by_text(f"西家 → 南家 {west['amount']}").click()
    # R29: 弹 × 做庄次 1 × 1 (not self-drawn) = 10; R30: the stake between them, 10; the rest the 牌点's (R31)
    expect(payment).to_contain_text(f"牌点 {west['amount'] - 20} + 弹 10 + 扔弹 10")
    east = result.get_by_role("group").filter(has_text="东家 → 南家")
    east.get_by_text("东家 → 南家").click()
    expect(east).to_contain_text(re.compile(r"牌点 \d+ \+ 弹 10$"))  # no stake between east and south


def test_a_wenling_payment_shows_its_payment_mode(scorekeeper):
    page = scorekeeper.page
    example = EXAMPLES["flower_de_self_drawn_dealer_double"]
    choose_wenling(page, "庄家翻倍", "大闹")
    page.get_by_label("做庄次").fill(str(example["request"]["dealer_streak"]))
    enter(page, example["request"])
    result = scorekeeper.settle()
    assert nets(page) == {seat: p["net"] for seat, p in example["expect"]["players"].items()}
    payment = result.get_by_role("group").filter(has_text="南家 → 东家")
    payment.get_by_text("南家 → 东家").click()
    expect(payment).to_contain_text(re.compile(r"牌点 (\d+) \+ 庄家翻倍 \1$"))  # W18: doubled, the dealer paid


def test_english_reasons_are_sentences_and_tiles_stand_apart(scorekeeper):
    page = scorekeeper.page
    page.get_by_role("button", name="English").click()
    table = REQUEST_EXAMPLES["dianpao"]["value"]
    page.get_by_label("De (wild)").fill(table["de"])
    for seat, name in (("east", "East"), ("south", "South"), ("west", "West"), ("north", "North")):
        page.get_by_label(f"{name} hand").fill(table["seats"][seat]["hand"])
    page.get_by_label("Winner", exact=True).select_option(table["win"]["seat"])
    page.get_by_label("Winning tile", exact=True).fill(table["win"]["tile"])
    page.get_by_label("Discarder").select_option(table["win"]["discarder"])
    page.get_by_text("Kong replacement, robbing a kong, last tile, dianpao").click()
    page.get_by_label("Dianpao", exact=True).select_option("yes")
    page.get_by_role("button", name="Settle").click()
    verdict = page.get_by_role("region", name="Settlement").locator(".dianpao")
    expect(verdict).to_have_text(re.compile(r"^Dianpao: West pays for everyone\. [A-Z]"))


def test_tiles_in_the_services_words_stand_apart(page, served):
    page.goto(f"{served.url}/")
    said = page.evaluate("""async (module) => {
        const { spoken } = await import(module);
        return [spoken("the hand 234567m345789p55678s (R5)", "en"), spoken("234567m345789p55678s", "zh")];
      }""", f"/page/{files().version}/js/tiles.js")
    assert said == ["the hand 234567m 345789p 55678s (R5)", "二三四五六七万 三四五七八九筒 五五六七八条"]


def test_the_two_flower_colours_look_different(scorekeeper):
    page = scorekeeper.page
    page.get_by_label("玩法", exact=True).select_option(label="温岭")
    page.get_by_role("button", name="从牌里选得").click()
    pad = page.get_by_role("group", name="从牌里选得")
    look = "(key) => { const s = getComputedStyle(key); return [s.color, s.borderStyle]; }"
    spring = pad.get_by_role("button", name="春", exact=True).evaluate(look)
    plum = pad.get_by_role("button", name="梅", exact=True).evaluate(look)
    assert spring[0] != plum[0] and spring[1] != plum[1]  # a colour apart, and a border for who sees no colour
    assert pad.get_by_role("button", name="夏", exact=True).evaluate(look) == spring


def test_once_the_sitting_has_begun_its_settings_are_said_not_left_blank(scorekeeper):
    page = scorekeeper.page
    page.get_by_label("弹", exact=True).fill("2")
    play(scorekeeper, unnamed(README_TABLE))
    # the bonus left blank: R20's default, as GET /v1/rules says it
    expect(page.get_by_text("这一场按椒江规则结算。弹 2，和牌奖励 1。")).to_be_visible()
    assert page.locator("input:disabled:visible, select:disabled:visible").count() == 0
    expect(page.get_by_label("做庄次")).to_be_hidden()


def test_a_new_sitting_keeps_the_players_at_the_seats_they_hold(scorekeeper):
    page = scorekeeper.page
    name_players(scorekeeper)
    play(scorekeeper, unnamed(README_TABLE))  # 小李 (south) won: the seats turn
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="新开一场").click()
    expect(page.get_by_role("status").filter(has_text="新开了一场")).to_be_visible()
    for seat, name in zip(SEATS.values(), ("小李", "阿张", "Bob", "老王"), strict=True):
        expect(page.get_by_label(f"{seat}玩家")).to_have_value(name)
    expect(page.get_by_role("heading", name="第1局 · 小李坐庄 · 做庄1次")).to_be_visible()


def test_opened_over_plain_http_the_page_says_what_it_cannot_do(browser_type, served):
    """A LAN address over http is no secure context: no service worker, no clipboard; the page says so."""
    port = served.url.rsplit(":", 1)[1]
    args = ["--no-sandbox", "--host-resolver-rules=MAP table.test 127.0.0.1"]
    browser = browser_type.launch(executable_path=CHROMIUM, args=args)
    page = browser.new_page(locale="zh-CN")
    keeper = Scorekeeper(page, f"http://table.test:{port}")
    keeper.open()
    assert page.evaluate("[window.isSecureContext, 'serviceWorker' in navigator]") == [False, False]
    expect(page.get_by_text("这个页面是用 http 打开的")).to_be_visible()
    page.get_by_role("button", name="黄牌", exact=True).click()
    page.get_by_role("button", name="下一局").click()
    page.get_by_role("button", name="分享结果").click()
    expect(page.get_by_role("status").filter(has_text="长按下面的文字复制")).to_be_visible()
    browser.close()
    assert keeper.console_errors == [] and keeper.foreign_requests == []
