"""A 国标 match on the page, played as a scorekeeper plays it: 16 hands tapped on the 13-tile keypad (no 得),
flowers on their own keypad, the winner's fans checked against the 8 needed as the hand is entered (G-W1), every
fan of the result named with its count, and the totals by name, the seat swap before the 西 round included
(G-S1–G-S3), equal to what ``POST /v1/gb/settle/session`` answers for the same hands."""
from __future__ import annotations

import json
from pathlib import Path

import requests
from playwright.sync_api import Page, expect

from .scorekeeper import SEATS, Scorekeeper, signed
from .test_wenling import axe_violations, names

PLAYERS = {"east": "阿明", "south": "小红", "west": "老陈", "north": "Ann"}
# Each hand: the winner's seat, concealed tiles, melds, winning tile, 自摸 or who discarded, flowers by seat;
# None: 荒庄. Each win reaches 8 fans without flowers (the service's session below settles them all).
HANDS = [
    {"seat": "east", "hand": "123m 456m 789m 11p 35s", "tile": "4s", "discarder": "north", "flowers": {"east": "2f"}},
    None,
    {"seat": "south", "hand": "19m 19p 19s 1234567z", "tile": "1z", "self_drawn": True, "flowers": {"south": "1f 5f"}},
    {"seat": "west", "hand": "123p 456p 789p 22s 35m", "tile": "4m", "discarder": "east"},
    {"seat": "north", "hand": "123m 456m 789m 5p", "melds": [{"type": "pong", "tiles": "777z"}], "tile": "5p",
     "self_drawn": True},
    {"seat": "east", "hand": "234s 345s 456s 567s 8s", "tile": "8s", "discarder": "south"},
    None,
    {"seat": "west", "hand": "11m 22m 33p 44p 55s 66s 7z", "tile": "7z", "self_drawn": True,
     "flowers": {"north": "3f"}},
    {"seat": "south", "hand": "123s 456s 789s 99m 12p", "tile": "3p", "discarder": "west",
     "flowers": {"south": "4f 8f"}},
    {"seat": "north", "hand": "123m 456m 789m 11p 35s", "tile": "4s", "self_drawn": True},
    {"seat": "east", "hand": "19m 19p 19s 1234567z", "tile": "7z", "discarder": "north"},
    {"seat": "south", "hand": "123p 456p 789p 22s 35m", "tile": "4m", "self_drawn": True},
    None,
    {"seat": "west", "hand": "123m 456m 789m 5p", "melds": [{"type": "pong", "tiles": "777z"}], "tile": "5p",
     "discarder": "south"},
    {"seat": "north", "hand": "234s 345s 456s 567s 8s", "tile": "8s", "self_drawn": True, "flowers": {"west": "6f"}},
    {"seat": "east", "hand": "11m 22m 33p 44p 55s 66s 7z", "tile": "7z", "discarder": "west"},
]


def table(hand: dict | None) -> dict:
    """The hand as ``/v1/gb/settle/session`` takes it: the winner's tiles, the flowers laid out, the win."""
    seats: dict[str, dict] = {seat: {} for seat in SEATS}
    if hand is None:
        return {"seats": seats}
    seats[hand["seat"]] = {"hand": hand["hand"], **({"melds": hand["melds"]} if "melds" in hand else {})}
    for seat, flowers in hand.get("flowers", {}).items():
        seats[seat]["flowers"] = flowers
    win = {"seat": hand["seat"], "tile": hand["tile"], "self_drawn": hand.get("self_drawn", False)}
    if not win["self_drawn"]:
        win["discarder"] = hand["discarder"]
    return {"seats": seats, "win": win}


def start_match(page: Page) -> None:
    page.get_by_label("玩法", exact=True).select_option(label="国标")
    for seat, player in PLAYERS.items():
        page.get_by_label(f"{SEATS[seat]}玩家").fill(player)


def tap(page: Page, group: str, tiles: str) -> None:
    """Taps on the keypad ``group``: ``tiles`` in mpsz, or keys' names apart by spaces (五条 春)."""
    keypad = page.get_by_role("group", name=group, exact=True)
    for name in (tiles.split() if any(ch > "~" for ch in tiles) else names(tiles)):
        keypad.get_by_role("button", name=name, exact=True).click()


def play(page: Page, hand: dict, keypad_shot: Path | None = None) -> None:
    """One win entered by taps: the winner, melds, the winner's 13 tiles on the keypad (which goes on to the
    winning tile by itself), 自摸 or the discarder, each seat's flowers on the flower keypad; ``keypad_shot``:
    a screenshot of the keypad with half the hand tapped."""
    name = SEATS[hand["seat"]]
    page.get_by_label("和牌", exact=True).select_option(hand["seat"])
    for i, meld in enumerate(hand.get("melds", []), 1):
        page.get_by_role("button", name=f"{name}碰", exact=True).click()
        page.get_by_label(f"{name}第{i}副碰的牌").fill(meld["tiles"])
    page.get_by_role("button", name=f"{name}牌键盘").click()
    tiles = names(hand["hand"])
    tap(page, f"{name}牌键盘", " ".join(tiles[:6]))
    if keypad_shot:
        page.screenshot(path=keypad_shot)
    tap(page, f"{name}牌键盘", " ".join(tiles[6:]))
    tap(page, "从牌里选和张", hand["tile"])  # the hand is full: its keypad went on to the winning tile
    if hand.get("self_drawn"):
        page.get_by_label("自摸").check()
    else:
        page.get_by_label("放炮").select_option(hand["discarder"])
    for seat, flowers in hand.get("flowers", {}).items():
        page.get_by_role("button", name=f"{SEATS[seat]}花牌键盘").click()
        tap(page, f"{SEATS[seat]}花牌键盘", flowers)
        page.get_by_role("group", name=f"{SEATS[seat]}花牌键盘").get_by_role("button", name="收起").click()


WINDS = {"east": "东", "south": "南", "west": "西", "north": "北"}


def expect_fans(page: Page, hand: dict, settled: dict) -> dict:
    """The 8-fan check beside the winner's hand, then the result's fans, each named with its count (G-W1, G-W2)."""
    fans = settled["settlement"]["players"][hand["seat"]]
    check = page.locator(f'[data-path="seats.{hand["seat"]}"] .waits')
    expect(check).to_contain_text(f"{fans['fan_without_flowers']}番")  # the analysis says what the settlement counts
    expect(check).to_contain_text("够8番起和")
    return fans


def test_a_16_hand_match_on_the_page_totals_as_the_service(phone, output):
    page = phone.page
    start_match(page)
    expect(page.get_by_role("heading", level=1)).to_have_text("国标麻将记分")
    expect(page.get_by_label("得", exact=True)).to_be_hidden()  # G-T1: no wild tile
    answer = requests.post(f"{phone.url}/v1/gb/settle/session", timeout=30, json={
        "players": PLAYERS, "hands": [table(hand) for hand in HANDS]}).json()
    for i, (hand, settled) in enumerate(zip(HANDS, answer["hands"], strict=True)):
        title = f"第{settled['hand']}局 · {WINDS[settled['round_wind']]}风圈 · {settled['seating']['east']}坐庄"
        expect(page.locator("#hand-title")).to_have_text(title)  # hand 9: 小红, 南 of hand 1, deals (G-S2)
        if hand is None:
            page.get_by_role("button", name="黄牌").click()
            expect(phone.result()).to_contain_text("黄牌")
        else:
            play(page, hand, output / "gb-keypad-390x844.png" if i == 0 else None)
            fans = expect_fans(page, hand, settled)
            if i == 0:
                page.screenshot(path=output / "gb-hand-390x844.png", full_page=True)
            result = phone.settle()
            for item in fans["items"]:
                said = f"{item['fan']}番×{item['count']}" if item["count"] > 1 else f"{item['fan']}番"
                expect(result.get_by_role("listitem").filter(has_text=item["name"]).first).to_contain_text(said)
            if i == 0:
                page.screenshot(path=output / "gb-result-390x844.png")  # as the phone shows it, scrolled to it
        assert nets(page) == {seat: p["net"] for seat, p in settled["settlement"]["players"].items()}
        page.get_by_role("button", name="下一局").click()
    expect(page.get_by_role("status").filter(has_text="这一场打完了（16局）")).to_be_visible()
    expect(page.locator("#hand")).to_be_hidden()
    counts = ("wins", "self_drawn", "discarded", "dealt")
    expected = {row["player"]: [signed_text(row["net"]), *(str(row[c]) for c in counts)] for row in answer["totals"]}
    assert totals(page) == expected
    page.screenshot(path=output / "gb-totals-390x844.png", full_page=True)


def signed_text(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def nets(page: Page) -> dict[str, int]:
    """Each seat's net as the result's table shows it, its row named by the seat (东家（阿明）)."""
    rows = page.get_by_role("region", name="结算结果").get_by_role("table").get_by_role("row")
    rows.nth(1).wait_for()
    by_name = {name: seat for seat, name in SEATS.items()}
    found = {}
    for i in range(1, rows.count()):
        row = rows.nth(i)
        seat = by_name[row.get_by_role("rowheader").inner_text()[:2]]
        found[seat] = signed(row.get_by_role("cell").last.inner_text())
    return found


def totals(page: Page) -> dict[str, list[str]]:
    """The totals table by player: each row's cells as shown."""
    rows = page.get_by_role("table", name="总输赢").get_by_role("row")
    return {rows.nth(i).get_by_role("rowheader").inner_text(): rows.nth(i).get_by_role("cell").all_inner_texts()
            for i in range(1, rows.count())}


def test_a_win_under_8_fans_is_said_before_and_refused_with_the_fans_found(scorekeeper):
    page = scorekeeper.page
    start_match(page)
    play(page, {"seat": "east", "hand": "234m 456p 678s 5s", "melds": [{"type": "pong", "tiles": "777z"}], "tile": "5s",
                "discarder": "north", "flowers": {"east": "1f 2f 3f"}})
    check = page.locator('[data-path="seats.east"] .waits')
    expect(check).to_have_text("和五条：只有2番（加花牌共5番），不够8番起和")  # 箭刻 2; flowers never count (G-W1)
    page.get_by_role("button", name="结算").click()
    scorekeeper.expect_refusal(422)
    expect(page.locator("#form-error")).to_contain_text("还差 6 番（G-W1）：箭刻 2")
    expect(scorekeeper.result()).to_be_hidden()


def test_the_match_in_english(scorekeeper, output):
    page = scorekeeper.page
    start_match(page)
    play(page, HANDS[0])
    scorekeeper.settle()
    page.get_by_role("button", name="English").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Chinese Official mahjong scores")
    result = page.get_by_role("region", name="Settlement")
    expect(result.get_by_role("listitem").filter(has_text="Pure Straight")).to_contain_text("16 fan")
    expect(result.get_by_role("listitem").filter(has_text="Flower Tiles")).to_contain_text("1 fan")
    expect(result).to_contain_text("Next hand: hand 2, East round, 小红 deals")
    result.screenshot(path=output / "gb-result-en.png")
    page.get_by_role("button", name="Next hand").click()
    expect(page.locator("#hand-title")).to_have_text("Hand 2 · East round · 小红 deals")
    expect(page.locator('[data-path="seats.south"] .wind-mark')).to_have_text("seat wind South")
    expect(page.get_by_role("table", name="Totals").get_by_role("columnheader")).to_have_text(
        ["Player", "Net", "Wins", "Self-drawn", "Discarded", "Dealt"])


def test_a_result_at_320px_and_in_dark_mode(browser, served, output):
    context = browser.new_context(viewport={"width": 320, "height": 700}, color_scheme="dark", locale="zh-CN")
    keeper = Scorekeeper(context.new_page(), served.url)
    keeper.open()
    page = keeper.page
    start_match(page)
    play(page, HANDS[2])  # 十三幺, self-drawn, two flowers
    expect(page.locator('[data-path="seats.south"] .waits')).to_contain_text("够8番起和")
    page.screenshot(path=output / "gb-hand-320-dark.png", full_page=True)
    found = {"hand": axe_violations(page)}
    result = keeper.settle()
    expect(result.get_by_role("listitem").filter(has_text="花牌")).to_contain_text("1番×2")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    page.screenshot(path=output / "gb-result-320-dark.png", full_page=True)
    result.screenshot(path=output / "gb-result-only-320-dark.png")
    found["result"] = axe_violations(page)
    context.close()
    assert {screen: v for screen, v in found.items() if v} == {}
    assert keeper.console_errors == [] and keeper.foreign_requests == []


def test_a_hand_corrected_and_the_match_recomputed_by_the_service(scorekeeper):
    """Hand 1 changed from 北's discard to 西's: every later hand keeps its players, the totals follow."""
    page = scorekeeper.page
    start_match(page)
    for hand in HANDS[:3]:
        if hand is None:
            page.get_by_role("button", name="黄牌").click()
        else:
            play(page, hand)
            scorekeeper.settle()
        page.get_by_role("button", name="下一局").click()
    page.get_by_role("button", name="改第1局").click()
    expect(page.locator("#hand-title")).to_have_text("改第1局 · 东风圈 · 阿明坐庄")
    page.get_by_label("放炮").select_option("west")
    scorekeeper.settle()
    page.get_by_role("button", name="保存修改，重算这一场").click()
    corrected = [table(hand) for hand in HANDS[:3]]
    corrected[0]["win"]["discarder"] = "west"
    answer = requests.post(f"{scorekeeper.url}/v1/gb/settle/session", timeout=30, json={
        "players": PLAYERS, "hands": corrected}).json()
    counts = ("wins", "self_drawn", "discarded", "dealt")
    expected = {row["player"]: [signed_text(row["net"]), *(str(row[c]) for c in counts)] for row in answer["totals"]}
    expect(page.get_by_role("table", name="总输赢").get_by_role("row").nth(1)).to_be_visible()
    assert totals(page) == expected
    expect(page.locator("#hand-title")).to_have_text("第4局 · 东风圈 · Ann坐庄")


def test_a_match_goes_on_from_a_pasted_next_at_the_hand_it_reached(scorekeeper):
    """Eight hands played elsewhere: their ``next`` (hand 9, the 西 round, the seats swapped: G-S1, G-S2) and
    totals pasted, the page goes on at hand 9, settles it as the service's sitting from hand 9 does, adds the
    earlier nets, and copies hand 10's ``next`` for the evening after."""
    page = scorekeeper.page
    page.get_by_label("玩法", exact=True).select_option(label="国标")
    session = f"{scorekeeper.url}/v1/gb/settle/session"
    eight = [table(hand) for hand in HANDS[:8]]
    earlier = requests.post(session, timeout=30, json={"players": PLAYERS, "hands": eight}).json()
    seating = earlier["next"]["seating"]
    page.get_by_text("接着以前的打", exact=True).click()
    expect(page.locator("#resume-box")).to_contain_text("打到第几局")
    page.get_by_label("粘贴接着打的数据").fill(json.dumps({"next": earlier["next"], "totals": earlier["totals"]}))
    page.get_by_role("button", name="按粘贴的接着打").click()
    expect(page.get_by_role("status").filter(has_text=f"接上了：第9局，西风圈，{seating['east']}坐庄。")).to_be_visible()
    expect(page.locator("#hand-title")).to_have_text(f"第9局 · 西风圈 · {seating['east']}坐庄")
    play(page, HANDS[8])
    scorekeeper.settle()
    later = requests.post(session, timeout=30, json={"players": seating, "hand": 9, "hands": [table(HANDS[8])]}).json()
    assert nets(page) == {seat: p["net"] for seat, p in later["hands"][0]["settlement"]["players"].items()}
    page.get_by_role("button", name="下一局").click()
    expect(page.locator("#hand-title")).to_have_text(f"第10局 · 西风圈 · {later['next']['seating']['east']}坐庄")
    expect(page.locator("#history")).to_contain_text("第9局")
    earlier_nets = {row["player"]: row["net"] for row in earlier["totals"]}
    shown = {player: cells[0] for player, cells in totals(page).items()}
    assert shown == {row["player"]: signed_text(earlier_nets[row["player"]] + row["net"]) for row in later["totals"]}
    page.get_by_role("button", name="复制接着打的数据").click()
    assert json.loads(page.locator("#share-text").input_value())["next"]["hand"] == 10


def test_a_flower_laid_out_twice_and_a_mistyped_flower_are_said_as_typed(scorekeeper):
    page = scorekeeper.page
    start_match(page)
    page.get_by_label("东家花牌", exact=True).fill("春 x")
    expect(page.get_by_label("东家花牌", exact=True)).to_have_attribute("aria-invalid", "true")
    page.get_by_label("东家花牌", exact=True).fill("春")
    page.get_by_role("button", name="南家花牌键盘").click()
    tap(page, "南家花牌键盘", "1f")
    expect(page.locator('[data-path="seats.south"] .flower-names')).to_have_text("花牌：春")
    expect(page.locator("#table-warning")).to_have_text("春用了2张，每种花只有1张")  # one of each flower (G-T1)
