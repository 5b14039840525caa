"""The page at a real table (issue #33), on a 390 × 844 touch phone where it matters: the keypad stays under
the thumb, a correction keeps every later hand's people, every error and status shows in view and in the
page's language, nothing scrolls sideways at 320 or 390 px, dark mode passes axe-core."""
from __future__ import annotations

import copy
import re

import pytest
import requests
from playwright.sync_api import Page, expect

from app.api.jiaojiang.examples import REQUEST_EXAMPLES

from .scorekeeper import SEATS
from .test_evening import shown_totals
from .test_page import README_TABLE
from .test_wenling import EXAMPLES, axe_violations, choose_wenling, enter

PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}


# ---- the keypad under the thumb ----

def tap_four_times_where_it_stood(page: Page, seat: str, key: str) -> str:
    """Opens the seat's keypad with a tap, then taps four times at the spot where ``key`` first stood."""
    page.get_by_role("button", name=f"{seat}牌键盘").tap()
    first = page.get_by_role("group", name=f"{seat}牌键盘").get_by_role("button", name=key, exact=True).bounding_box()
    x, y = first["x"] + first["width"] / 2, first["y"] + first["height"] / 2
    assert 0 < y < 844
    for _ in range(4):  # what is under the thumb is that key each time (no bar over it, nothing moved)
        under = "([x, y]) => document.elementFromPoint(x, y).closest('button')?.getAttribute('aria-label')"
        assert page.evaluate(under, [x, y]) == key
        page.touchscreen.tap(x, y)
    return page.get_by_label(f"{seat}手牌").input_value()


def test_four_taps_where_a_key_first_stood_give_four_tiles(phone):
    page = phone.page
    assert tap_four_times_where_it_stood(page, "东家", "一万") == "1111m"
    page.get_by_role("group", name="东家牌键盘").get_by_role("button", name="收起").tap()
    assert tap_four_times_where_it_stood(page, "北家", "东") == "1111z"  # an honour key, at the foot of the screen
    expect(page.get_by_role("group", name="北家牌键盘")).to_contain_text("北家 4/16张")  # the head says what is in
    page.keyboard.press("Escape")
    expect(page.get_by_role("group", name="北家牌键盘")).to_have_count(0)


def test_a_full_hand_goes_on_to_the_winning_tile_where_the_keys_stood(phone):
    page = phone.page
    page.get_by_label("和牌", exact=True).select_option("south")
    page.get_by_role("button", name="南家牌键盘").tap()
    keys = page.get_by_role("group", name="南家牌键盘")
    spot = keys.get_by_role("button", name="六万", exact=True).bounding_box()
    hand = ("一万", "二万", "三万", "二万", "三万", "四万", "三万", "四万", "五万", "七万", "八万",
            "九条", "九条", "九条", "八万", "八万")  # 123m 234m 345m 78m 999s 88m
    for kind in hand:
        keys.get_by_role("button", name=kind, exact=True).tap()
    expect(page.get_by_role("group", name="从牌里选和张")).to_be_visible()  # the 17th tile: the winning one
    page.touchscreen.tap(spot["x"] + spot["width"] / 2, spot["y"] + spot["height"] / 2)
    expect(page.get_by_label("和张", exact=True)).to_have_value("6m")


# ---- a correction keeps every later hand's people ----

WINNERS = ["老王", "小李", "小李", "阿张", "Bob", "Bob", "Bob", "阿张", "老王"]


def counted_self_drawn(page: Page, winner: str) -> None:
    """``winner`` (by name) self-draws; every seat gives counted points: the winner 20, the others 0."""
    picker = page.get_by_label("和牌", exact=True)
    label = next(o for o in picker.locator("option").all_inner_texts() if o.startswith(f"{winner}（"))
    picker.select_option(label=label)
    seat = label.split("（")[1].rstrip("）")
    page.get_by_role("button", name=f"{seat}改成报点（不写牌）").click()
    for name in SEATS.values():
        page.get_by_label(f"{name}报的牌点").fill("20" if name == seat else "0")
    page.get_by_label("和张", exact=True).fill("6m")
    page.get_by_label("自摸").check()


def api_sitting(served, winners: list[str]) -> dict:
    """The sitting through the session endpoint, each hand won by the player named, at whatever seat the
    hands before gave them."""
    hands = []
    for winner in winners:
        seating = PLAYERS
        if hands:
            body = {"players": PLAYERS, "hands": hands}
            seating = requests.post(f"{served.url}/v1/settle/session", json=body, timeout=10).json()["next"]["seating"]
        seat = next(s for s, name in seating.items() if name == winner)
        seats = {s: {"points": 20 if s == seat else 0} for s in SEATS}
        hands.append({"seats": seats, "win": {"seat": seat, "tile": "6m", "self_drawn": True}})
    answer = requests.post(f"{served.url}/v1/settle/session", json={"players": PLAYERS, "hands": hands}, timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()


def history_winners(page: Page) -> list[str]:
    lines = page.get_by_role("list").filter(has_text="第1局").get_by_role("listitem").all_inner_texts()
    return [re.search(r"：(\S+?)自摸", line).group(1) for line in reversed(lines)]


def test_correcting_hand_6_of_9_keeps_every_later_winner_by_name(scorekeeper, served):
    page = scorekeeper.page
    for seat, name in PLAYERS.items():
        page.get_by_label(f"{SEATS[seat]}玩家").fill(name)
    for winner in WINNERS:
        counted_self_drawn(page, winner)
        expect(scorekeeper.settle()).to_contain_text(f"（{winner}）自摸" if winner != "老王" else "老王")
        page.get_by_role("button", name="下一局").click()
    assert history_winners(page) == WINNERS

    corrected = [*WINNERS[:5], "老王", *WINNERS[6:]]
    before, after = api_sitting(served, WINNERS), api_sitting(served, corrected)
    dealers = lambda sitting: [hand["seating"]["east"] for hand in sitting["hands"]]  # noqa: E731
    changed = [i for i in range(6, 9) if dealers(before)[i] != dealers(after)[i]]
    assert changed == [6, 7, 8]  # the correction moves the dealer of hands 7, 8 and 9, and with it every seat

    page.get_by_role("button", name="改第6局").click()
    page.get_by_label("和牌", exact=True).select_option(label="老王（南家）")
    page.get_by_role("button", name="南家改成报点（不写牌）").click()
    page.get_by_label("南家报的牌点").fill("20")
    page.get_by_label("东家报的牌点").fill("0")
    result = scorekeeper.settle()
    # before it is saved, the page says which later hands get another dealer, and that their people stay
    listed = "；".join(f"第{i + 1}局{dealers(after)[i]}坐庄（原来{dealers(before)[i]}）" for i in changed)
    expect(result.get_by_text(re.compile("后面几局的庄家跟着变了"))).to_contain_text(listed.replace("；", "，"))
    page.get_by_role("button", name="保存修改，重算这一场").click()
    expect(page.get_by_role("status").filter(has_text="第6局改好了")).to_contain_text("第7局")

    assert history_winners(page) == corrected  # every later hand: the same winner, by name
    assert shown_totals(page) == {row["player"]: row["net"] for row in after["totals"]}


# ---- errors and statuses in view, in the page's language, gone once they no longer hold ----

def said_in_view(page: Page, text: str) -> None:
    """``text`` is said as an alert within a second, inside the viewport, nothing over it."""
    alert = page.get_by_role("alert").filter(has_text=text)
    expect(alert).to_be_visible(timeout=1000)
    box = alert.bounding_box()
    height = page.viewport_size["height"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, box
    centre = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
    assert alert.evaluate("(el, [x, y]) => el.contains(document.elementFromPoint(x, y))", centre)


SERVICE = re.compile(r"/(v1|livez)\b")  # the service's routes (the page's files keep coming)
UNREACHABLE = {"zh": "连不上服务器", "en": "The server cannot be reached"}
SETTLING = {"zh": "结算要连上服务器", "en": "settling needs it"}
UNDOING = {"zh": "撤销要把这一场重算", "en": "undoing settles the sitting again"}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_with_the_service_unreachable_settle_undo_and_a_correction_say_so_in_view(phone, language):
    page = phone.page
    for _ in range(2):  # two hands: undoing the second settles the first again
        page.get_by_role("button", name="黄牌", exact=True).click()
        page.get_by_role("button", name="下一局").click()
    words = {"zh": {"draw": "黄牌", "undo": "撤销上一局", "fix": "改第1局", "settle": "结算"},
             "en": {"draw": "Draw", "undo": "Undo last hand", "fix": "Fix hand 1", "settle": "Settle"}}[language]
    if language == "en":
        page.get_by_role("button", name="English").click()
    page.context.route(SERVICE, lambda route: route.abort())

    page.get_by_role("button", name=words["draw"], exact=True).click()  # settle
    said_in_view(page, SETTLING[language])
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name=words["undo"]).click()
    said_in_view(page, UNDOING[language])
    page.get_by_role("button", name=words["fix"]).click()
    page.evaluate("document.querySelector('#form-error').textContent = ''")  # the settle's, to be said again
    page.get_by_role("button", name=words["settle"], exact=True).click()
    said_in_view(page, SETTLING[language])

    other = "en" if language == "zh" else "zh"
    page.get_by_role("button", name={"zh": "English", "en": "中文"}[language]).click()  # said again in the new language
    for said in (SETTLING, UNDOING):
        expect(page.get_by_role("alert").filter(has_text=said[other])).to_have_count(1)
    expect(page.get_by_role("alert").filter(has_text=UNREACHABLE[language])).to_have_count(0)

    page.context.unroute(SERVICE)  # the service answers again: what no longer holds is gone
    expect(page.get_by_role("alert").filter(has_text=UNREACHABLE[other])).to_have_count(0, timeout=10_000)
    phone.expect_network_failures()


def test_a_status_shows_beside_the_button_that_caused_it(phone):
    page = phone.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="黄牌", exact=True).click()
    page.get_by_role("button", name="下一局").click()
    button = page.get_by_role("button", name="复制接着打的数据")
    button.click()
    status = page.get_by_role("status").filter(has_text="已复制")
    expect(status).to_be_visible()
    below = status.bounding_box()["y"] - (button.bounding_box()["y"] + button.bounding_box()["height"])
    assert 0 <= below < 100 and status.bounding_box()["y"] + status.bounding_box()["height"] <= 844


# ---- nothing scrolls sideways at 320 and 390 px, in either language ----

OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll("body *")].filter((el) => {
    if (!el.getClientRects().length) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
  }).map((el) => `${el.tagName} ${el.id || el.className} ${el.textContent.slice(0, 30)}`);
  const scrolled = document.documentElement.scrollWidth;
  return scrolled > width ? [`scrollWidth ${scrolled} > ${width}`, ...out] : out;
}"""


def fits(page: Page, screen: str, wait_for: dict[str, str] | None = None) -> list[str]:
    """Each of 320 and 390 px, in Chinese and in English: what sticks out of the screen on ``screen``."""
    found = []
    for width in (320, 390):
        page.set_viewport_size({"width": width, "height": 844})
        for lang, switch in (("zh", "English"), ("en", "中文")):
            if wait_for:
                expect(page.locator("#result")).to_contain_text(wait_for[lang])
            found += [f"{screen} {width} {lang}: {item}" for item in page.evaluate(OVERFLOW)]
            page.get_by_role("button", name=switch, exact=True).click()
    return found


def test_no_screen_scrolls_sideways_at_320_or_390px(scorekeeper):
    page = scorekeeper.page
    found = fits(page, "start")
    for seat, name in PLAYERS.items():
        page.get_by_label(f"{SEATS[seat]}玩家").fill(name)
    scorekeeper.seating = dict(PLAYERS)
    page.get_by_label("弹", exact=True).fill("10")
    page.get_by_role("button", name="东家牌键盘").click()
    found += fits(page, "keypad")
    page.keyboard.press("Escape")

    # a 点炮 hand: names, counted points, a 劣子, a discarder who said 10 (the widest result there is)
    page.get_by_label("和牌", exact=True).select_option(label="小李（南家）")
    page.get_by_label("得", exact=True).fill("9p")
    page.get_by_label("南家手牌").fill(README_TABLE["seats"]["south"]["hand"])
    for seat, points in (("东家", 30), ("西家", 10), ("北家", 400)):
        scorekeeper.count(seat, points)
    page.get_by_label("和张", exact=True).fill("6m")
    page.get_by_label("放炮").select_option(label="阿张（西家）")
    page.get_by_text("杠上开花、抢杠和、海底、点炮").click()
    page.get_by_label("点炮", exact=True).select_option(label="是点炮")
    expect(scorekeeper.settle()).to_contain_text("点炮")
    found += fits(page, "result", {"zh": "一家包赔", "en": "pays for everyone"})
    page.get_by_role("button", name="下一局").click()

    page.get_by_label("得", exact=True).fill("9p")
    page.get_by_label("北家手牌").fill("123m 白板")
    found += fits(page, "problem")
    page.get_by_label("北家手牌").fill("")
    page.get_by_role("button", name="分享结果").click()
    found += fits(page, "sitting")
    page.get_by_role("button", name="改第1局").click()
    found += fits(page, "correction")
    page.get_by_role("button", name="不改了").click()
    page.get_by_label("和牌", exact=True).select_option(index=2)
    found += fits(page, "counted")

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="新开一场").click()
    choose_wenling(page, "平搓", "大闹")
    page.locator("fieldset.win details.more").evaluate("(details) => { details.open = false; }")  # enter() opens it
    enter(page, EXAMPLES["bao_from_rivers_claimed_tile"]["request"])
    expect(scorekeeper.settle()).to_contain_text("包三家")
    found += fits(page, "wenling result", {"zh": "包三家", "en": "Bao"})
    page.get_by_role("button", name="下一局").click()
    found += fits(page, "wenling totals")
    assert found == [], "\n".join(found)


# ---- dark mode ----

def test_dark_mode_is_dark_and_passes_axe(browser, served):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="dark", locale="zh-CN")
    page = context.new_page()
    page.goto(f"{served.url}/")
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    red, green, blue = map(int, re.findall(r"\d+", background)[:3])
    assert max(red, green, blue) < 40, background
    found = {"start": axe_violations(page)}
    page.get_by_role("button", name="东家牌键盘").click()
    found["keypad"] = axe_violations(page)
    page.keyboard.press("Escape")
    table = copy.deepcopy(REQUEST_EXAMPLES["dianpao"]["value"])
    page.get_by_label("得", exact=True).fill(table["de"])
    for seat, name in SEATS.items():
        page.get_by_label(f"{name}手牌").fill(table["seats"][seat]["hand"])
    page.get_by_label("和牌", exact=True).select_option(table["win"]["seat"])
    page.get_by_label("和张", exact=True).fill(table["win"]["tile"])
    page.get_by_label("放炮").select_option(table["win"]["discarder"])
    page.get_by_text("杠上开花、抢杠和、海底、点炮").click()
    page.get_by_label("点炮", exact=True).select_option("yes")
    page.get_by_role("button", name="结算").click()
    expect(page.get_by_role("region", name="结算结果")).to_contain_text("点炮")
    found["result"] = axe_violations(page)
    page.get_by_role("button", name="下一局").click()
    found["sitting"] = axe_violations(page)
    context.close()
    assert {screen: v for screen, v in found.items() if v} == {}
