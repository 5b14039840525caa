"""The README's pictures of the page (``make screenshots``): a phone (375 × 667) entering
the README's example with the keypad, and its settlement.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from app.core.engine.notation import parse_tiles
from app.core.engine.tiles import chinese_name
from tests.api.test_readme import readme_request
from tests.browser.conftest import CHROMIUM, PHONE
from tests.browser.scorekeeper import Scorekeeper
from tests.server import ROOT, serve

DOCS = ROOT / "docs"
PLAYERS = ("老王", "小李", "阿张", "Bob")


def main() -> None:
    table = readme_request()
    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp) / "gunicorn.log") as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport=PHONE, device_scale_factor=2, locale="zh-CN")
        keeper = Scorekeeper(page, server.url)
        keeper.open()
        page.get_by_text("玩家名字（可不填）").click()
        for seat, name in zip(("东家", "南家", "西家", "北家"), PLAYERS, strict=True):
            page.get_by_label(f"{seat}玩家").fill(name)
        keeper.enter(table)
        page.get_by_label("南家手牌").fill("")
        page.get_by_role("button", name="南家牌键盘").click()
        keypad = page.get_by_role("group", name="南家牌键盘")
        for kind in parse_tiles("1223334457888m"):  # the hand's 万, tapped
            keypad.get_by_role("button", name=chinese_name(kind), exact=True).click()
        page.get_by_label("南家手牌").scroll_into_view_if_needed()
        page.evaluate("window.scrollBy(0, -70)")
        DOCS.mkdir(exist_ok=True)
        page.screenshot(path=DOCS / "page-keypad.png")
        keypad.get_by_role("button", name="收起").click()
        page.get_by_label("南家手牌").fill(table["seats"]["south"]["hand"])
        keeper.settle().scroll_into_view_if_needed()
        page.screenshot(path=DOCS / "page.png")
        browser.close()


if __name__ == "__main__":
    main()
