"""A scorekeeper at the page: enters a table the way a person does (labels, roles) and reads the answer.

Tables are given as the API takes them (``/v1/settle``'s JSON), so that a test
can send the same table to the API and compare.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from playwright.sync_api import Locator, Page

from app.core.engine.notation import parse_tiles
from app.core.engine.tiles import chinese_name

SEATS = {"east": "东家", "south": "南家", "west": "西家", "north": "北家"}
MELDS = {"chi": "吃", "pong": "碰", "kong": "明杠", "concealed_kong": "暗杠"}


def signed(text: str) -> int:
    """'+4' → 4, '−2' → -2, '0' → 0."""
    return int(text.strip().replace("−", "-"))


class Scorekeeper:
    def __init__(self, page: Page, url: str):
        self.page = page
        self.url = url
        self.console_errors: list[str] = []
        self.foreign_requests: list[str] = []
        self.seating: dict[str, str] = {}  # seat → player, for named players at the hand entered

    def picker(self, seat: str) -> str:
        """A seat as the winner, 放炮 and 扔弹 pickers name it: 老王（东家）, or 东家 for an unnamed player."""
        player = self.seating.get(seat)
        return f"{player}（{SEATS[seat]}）" if player else SEATS[seat]

    def open(self) -> None:
        origin = urlsplit(self.url).netloc
        self.page.on("console", lambda m: m.type == "error" and self.console_errors.append(m.text))
        self.page.on("pageerror", lambda e: self.console_errors.append(str(e)))

        def guard(route):
            if urlsplit(route.request.url).netloc == origin or route.request.url.startswith(("blob:", "data:")):
                route.continue_()
            else:
                self.foreign_requests.append(route.request.url)
                route.abort()

        self.page.context.route("**/*", guard)
        self.page.goto(self.url + "/")

    # ---- entering a table ----

    def enter(self, table: dict, keypad: bool = False) -> None:
        """The whole table, hands through the text fields or through the tile keypads."""
        page = self.page
        if keypad:
            self.pick("从牌里选得", table["de"])
        else:
            page.get_by_label("得", exact=True).fill(table["de"])
        for seat, name in SEATS.items():
            values = table["seats"][seat]
            for meld in values.get("melds", []):
                self.add_meld(name, meld)
            if keypad:
                self.tap_hand(name, values["hand"])
            else:
                page.get_by_label(f"{name}手牌", exact=True).fill(values["hand"])
            if values.get("flipped"):
                page.get_by_label(f"{name}翻牌数").fill(str(values["flipped"]))
            if values.get("discards"):
                page.get_by_role("group", name=name, exact=False).get_by_text("牌河", exact=True).click()
                page.get_by_label(f"{name}牌河").fill(values["discards"])
        if "dan" in table:
            page.get_by_label("弹", exact=True).fill(str(table["dan"]))
        self.enter_win(table, keypad)

    def tap_hand(self, seat_name: str, tiles: str) -> None:
        """Opens the seat's keypad unless it is open (a full hand moves the keypad on), taps the tiles."""
        page = self.page
        opener = page.get_by_role("button", name=f"{seat_name}牌键盘")
        if opener.get_attribute("aria-expanded") != "true":
            opener.click()
        keypad = page.get_by_role("group", name=f"{seat_name}牌键盘")
        for kind in parse_tiles(tiles):
            keypad.get_by_role("button", name=chinese_name(kind), exact=True).click()
        if keypad.count():
            keypad.get_by_role("button", name="收起").click()

    def pick(self, opener: str, tile: str) -> None:
        page = self.page
        page.get_by_role("button", name=opener).click()
        keypad = page.get_by_role("group", name=opener)
        keypad.get_by_role("button", name=chinese_name(parse_tiles(tile)[0]), exact=True).click()

    def add_meld(self, seat_name: str, meld: dict) -> None:
        page = self.page
        kind = MELDS[meld["type"]]
        page.get_by_role("button", name=f"{seat_name}{kind}", exact=True).click()
        count = page.get_by_label(re.compile(f"^{seat_name}第\\d+副.*的牌$")).count()
        page.get_by_label(f"{seat_name}第{count}副{kind}的牌").fill(meld["tiles"])
        if meld.get("claimed"):
            page.get_by_label(f"{seat_name}第{count}副{kind}吃碰的那张").select_option(meld["claimed"])

    def enter_win(self, table: dict, keypad: bool = False) -> None:
        page = self.page
        win = table.get("win")
        if win is None:
            page.get_by_label("和牌", exact=True).select_option(label="黄牌")
            return
        page.get_by_label("和牌", exact=True).select_option(label=self.picker(win["seat"]))
        if keypad:
            self.pick("从牌里选和张", win["tile"])
        else:
            page.get_by_label("和张", exact=True).fill(win["tile"])
        if win.get("self_drawn"):
            page.get_by_label("自摸").check()
        else:
            page.get_by_label("放炮").select_option(label=self.picker(win["discarder"]))
        if win.get("dianpao") is not None or "wall_remaining" in table:
            page.get_by_text("杠上开花、抢杠和、海底、点炮").click()
        if win.get("dianpao") is not None:
            page.get_by_label("点炮", exact=True).select_option(label="是点炮" if win["dianpao"] else "不是点炮")
        if "wall_remaining" in table:
            page.get_by_label("牌墙剩几张").fill(str(table["wall_remaining"]))

    def count(self, seat_name: str, points: int | str) -> None:
        """A seat given by the 牌点 its player counted (报点): switched to it if it shows tiles, then typed."""
        switch = self.page.get_by_role("button", name=f"{seat_name}改成报点（不写牌）")
        if switch.is_visible():
            switch.click()
        self.page.get_by_label(f"{seat_name}报的牌点").fill(str(points))

    # ---- counting what a person does ----

    def start_counting(self) -> None:
        """From now on the page counts taps and keystrokes: a tap on anything, a key pressed, and a
        choice in a select as two taps (open it, pick the option), as on a phone."""
        self.page.evaluate("""() => {
            window.taps = 0;
            if (window.countingTaps) return;
            window.countingTaps = true;
            document.addEventListener("click", (e) => { if (e.isTrusted) window.taps += 1; }, true);
            document.addEventListener("keydown", (e) => { if (e.isTrusted) window.taps += 1; }, true);
            document.addEventListener("change", (e) => { if (e.target.matches("select")) window.taps += 2; }, true);
        }""")

    def taps(self) -> int:
        return self.page.evaluate("() => window.taps")

    def type_in(self, field: Locator, text: str) -> None:
        """A tap on the field, then its keys one by one (counted as a person types them)."""
        field.click()
        self.page.keyboard.type(text)

    def settle(self) -> Locator:
        self.page.get_by_role("button", name="结算").click()
        return self.page.get_by_role("region", name="结算结果")

    def expect_refusal(self, status: int) -> None:
        """The service refused the table, as the test meant: Chromium logs that response as an error."""
        logged = f"the server responded with a status of {status}"
        self.page.wait_for_function("() => document.querySelector('[aria-invalid=true], #form-error:not(:empty)')")
        refusals = [m for m in self.console_errors if logged in m]
        assert refusals, self.console_errors
        self.console_errors = [m for m in self.console_errors if logged not in m]

    def expect_network_failures(self) -> None:
        """The test cut the network: Chromium logs each request that failed as an error."""
        failed = [m for m in self.console_errors if "net::ERR_" in m]
        assert failed, self.console_errors
        self.console_errors = [m for m in self.console_errors if m not in failed]

    # ---- reading the answer ----

    def result(self) -> Locator:
        return self.page.get_by_role("region", name="结算结果")

    def nets(self) -> dict[str, int]:
        """Each seat's signed net, as the result table shows it."""
        rows = self.result().get_by_role("table").get_by_role("row")
        rows.nth(1).wait_for()
        nets = {}
        for i in range(1, rows.count()):
            row = rows.nth(i)
            seat_name = row.get_by_role("rowheader").inner_text().split()[0]
            seat = next(s for s, n in SEATS.items() if n == seat_name)
            nets[seat] = signed(row.get_by_role("cell").last.inner_text())
        return nets
