"""``make screenshots``: the page's pictures.

- ``docs/page.png`` and ``docs/page-keypad.png`` (375 × 667, the README's): the README's example
  entered with the keypad, and its settlement;
- ``docs/tour/`` (390 × 844, a phone, in Chinese and in English): an evening as a scorekeeper plays it,
  described in ``docs/page.md``, its last screens in dark mode.
"""
from __future__ import annotations

import copy
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect, sync_playwright

from app.core.engine.notation import parse_tiles
from app.core.engine.tiles import chinese_name
from tests.api.test_readme import readme_request
from tests.browser.conftest import CHROMIUM, PHONE
from tests.browser.scorekeeper import Scorekeeper
from tests.server import ROOT, serve

DOCS = ROOT / "docs"
TOUR = DOCS / "tour"
TOUR_PHONE = {"width": 390, "height": 844}
PLAYERS = ("老王", "小李", "阿张", "Bob")
SEATS = ("东家", "南家", "西家", "北家")


def name_players(keeper: Scorekeeper) -> None:
    keeper.page.get_by_text("玩家名字（可不填）").click()
    for seat, name in zip(SEATS, PLAYERS, strict=True):
        keeper.page.get_by_label(f"{seat}玩家").fill(name)
    keeper.seating = dict(zip(("east", "south", "west", "north"), PLAYERS, strict=True))


def readme_pictures(browser, url: str) -> None:
    table = readme_request()
    page = browser.new_page(viewport=PHONE, device_scale_factor=2, locale="zh-CN")
    keeper = Scorekeeper(page, url)
    keeper.open()
    name_players(keeper)
    keeper.enter(table)
    page.get_by_label("南家手牌").fill("")
    page.get_by_role("button", name="南家牌键盘").click()
    keypad = page.get_by_role("group", name="南家牌键盘")
    for kind in parse_tiles("1223334457888m"):  # the hand's 万, tapped
        keypad.get_by_role("button", name=chinese_name(kind), exact=True).click()
    page.screenshot(path=DOCS / "page-keypad.png")  # the keypad brought the seat to the top as it opened
    keypad.get_by_role("button", name="收起").click()
    page.get_by_label("南家手牌").fill(table["seats"]["south"]["hand"])
    keeper.settle().scroll_into_view_if_needed()
    page.screenshot(path=DOCS / "page.png")
    page.close()


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"  # installed with Lighthouse (npm ci)


class Tour:
    """Each screen in Chinese, then the same state in English, each checked by axe-core."""

    def __init__(self, page: Page):
        self.page = page
        self.count = 0
        self.violations: dict[str, list[str]] = {}

    def axe(self, shot: str) -> None:
        if not self.page.evaluate("() => 'axe' in window"):
            self.page.evaluate(AXE.read_text(encoding="utf-8"))
        # The sticky title and 结算 bars are taken out of the flow while axe looks: whatever scrolls under it would
        # otherwise count as an obscured target (target-size), though scrolling brings it out whole.
        found = self.page.evaluate("""async () => {
            const bars = document.querySelectorAll("#hand > .actions, header.bar");
            bars.forEach((bar) => { bar.style.position = "static"; });
            try {
              return (await axe.run(document, { runOnly: { type: "tag", values: [
                "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } }))
                .violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
            } finally {
              bars.forEach((bar) => { bar.style.position = ""; });
            }
          }""")
        if found:
            self.violations[shot] = found

    def shoot(self, name: str, place: Callable[[], Locator], above: int = 60,
              prepare: Callable[[str], None] | None = None) -> None:
        self.count += 1
        for lang, switch in (("zh", "English"), ("en", "中文")):
            if prepare:
                prepare(lang)
            place().evaluate("(el) => el.scrollIntoView({ block: 'start' })")
            self.page.evaluate(f"window.scrollBy(0, -{above})")
            shot = f"{self.count:02d}-{name}-{lang}.png"
            self.page.screenshot(path=TOUR / shot)
            self.axe(shot)
            self.page.get_by_role("button", name=switch, exact=True).click()


def tour(browser, url: str) -> None:
    table = readme_request()
    context = browser.new_context(viewport=TOUR_PHONE, device_scale_factor=1, locale="zh-CN", has_touch=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    keeper = Scorekeeper(page, url)
    keeper.open()
    shots = Tour(page)
    name_players(keeper)
    page.get_by_label("弹", exact=True).fill("2")
    shots.shoot("start", lambda: page.locator("#start-title"))

    keeper.enter(table)
    keypad = {"zh": "西家牌键盘", "en": "West keypad"}
    shots.shoot("keypad", lambda: page.locator("#seats fieldset").nth(2),
                prepare=lambda lang: page.get_by_role("button", name=keypad[lang]).click())

    keeper.settle()
    reason = {"zh": "没有说是不是点炮", "en": "Not stated"}  # asked again in the page's language
    parts = {"zh": "弹", "en": "dan"}

    def payment_parts(lang: str) -> None:  # a payment opened: what it is made of
        expect(page.locator("#result")).to_contain_text(reason[lang])
        page.locator("#result .payments summary").first.click()
        expect(page.locator("#result .parts").first).to_contain_text(parts[lang])

    shots.shoot("result", lambda: page.locator("#result .players-result"), above=120, prepare=payment_parts)
    page.get_by_role("button", name="下一局").click()
    keeper.seating = {"east": "小李", "south": "阿张", "west": "Bob", "north": "老王"}  # 小李 won: the seats turn (R41)

    second = copy.deepcopy(table)
    second["win"] = {"seat": "south", "tile": "6m", "self_drawn": True}
    keeper.enter(second)
    keeper.settle()
    page.get_by_role("button", name="下一局").click()
    page.get_by_label("得", exact=True).fill("9p")
    page.get_by_label("北家手牌").fill("123m 白板")
    shots.shoot("live-problem", lambda: page.locator("#seats fieldset").nth(3))
    page.get_by_label("北家手牌").fill("")
    page.get_by_label("得", exact=True).fill("")

    share = {"zh": "分享结果", "en": "Share results"}
    shots.shoot("sitting", lambda: page.locator("#sitting-title"),
                prepare=lambda lang: page.get_by_role("button", name=share[lang]).click())

    page.get_by_role("button", name="改第1局").click()
    # the win: what a correction mostly changes
    shots.shoot("correcting", lambda: page.locator("#hand-title"))
    page.get_by_role("button", name="不改了").click()

    # a typical hand: the winner picked, the other three give the points they counted
    page.get_by_label("和牌", exact=True).select_option(index=2)
    for seat, points in (("东家", 30), ("西家", 0), ("北家", 400)):
        page.get_by_label(re.compile(f"^{seat}.*报的牌点$")).fill(str(points))
    shots.shoot("counted", lambda: page.locator("#seats fieldset").nth(0))

    page.emulate_media(color_scheme="dark")
    dark_keypad = {"zh": "南家牌键盘", "en": "South keypad"}
    shots.shoot("dark-keypad", lambda: page.locator("#seats fieldset").nth(1),
                prepare=lambda lang: page.get_by_role("button", name=dark_keypad[lang]).click())
    shots.shoot("dark-sitting", lambda: page.locator("#sitting-title"))
    context.close()
    for shot, found in shots.violations.items():
        print(f"axe-core on {shot}:", *found, sep="\n  ")
    if shots.violations:
        raise SystemExit(f"axe-core found violations on {len(shots.violations)} screens")
    print(f"axe-core: no violations on the {2 * shots.count} screens of the tour")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp) / "gunicorn.log") as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        DOCS.mkdir(exist_ok=True)
        TOUR.mkdir(exist_ok=True)
        readme_pictures(browser, server.url)
        tour(browser, server.url)
        browser.close()


if __name__ == "__main__":
    main()
