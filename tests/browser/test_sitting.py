"""A whole sitting: named players, a dealer who stays, stakes that last, a reload, the CSV."""
from __future__ import annotations

import copy
import csv
import re

import requests
from playwright.sync_api import expect

from .scorekeeper import SEATS
from .test_page import README_TABLE

PLAYERS = {"east": "老王", "south": "小李", "west": "阿张", "north": "Bob"}
DAN = 2


def east_wins(self_drawn: bool) -> dict:
    table = copy.deepcopy(README_TABLE)
    seats = table["seats"]
    seats["east"], seats["south"] = seats["south"], seats["east"]
    seats["east"].pop("name")
    table["win"] = {"seat": "east", "tile": "6m", "self_drawn": self_drawn}
    if not self_drawn:
        table["win"]["discarder"] = "west"
    return table


HANDS = [east_wins(False), east_wins(True), {**copy.deepcopy(README_TABLE), "win": None}]
STAKE = {"between": ["east", "south"], "amount": 5}


def api_totals(served) -> dict[str, int]:
    """The sitting through /v1/settle, hand by hand, seated by each answer's ``next``."""
    seating, streak, stakes = dict(PLAYERS), 1, [STAKE]
    totals = dict.fromkeys(PLAYERS.values(), 0)
    for table in HANDS:
        body = {**table, "dan": DAN, "dealer_streak": streak, "stakes": stakes}
        answer = requests.post(f"{served.url}/v1/settle", json=body, timeout=10).json()
        for seat, player in answer["players"].items():
            totals[seating[seat]] += player["net"]
        nxt = answer["next"]
        seating = {nxt["seats"][seat]: name for seat, name in seating.items()}
        streak, stakes = nxt["dealer_streak"], stakes if nxt["stakes_carry_over"] else []
    return totals


def test_a_sitting_with_a_dealer_who_stays(scorekeeper, served, tmp_path):
    page = scorekeeper.page
    page.get_by_text("玩家名字（可不填）").click()
    for seat, name in PLAYERS.items():
        page.get_by_label(f"{SEATS[seat]}玩家").fill(name)
    page.get_by_label("弹", exact=True).fill(str(DAN))
    page.get_by_role("button", name="＋ 扔弹").click()
    scorekeeper.seating = dict(PLAYERS)
    page.get_by_label("扔弹1 一方").select_option(label="老王（东家）")  # people, not only seats
    page.get_by_label("扔弹1 另一方").select_option(label="小李（南家）")
    page.get_by_label("扔弹1 弹数").fill("5")

    scorekeeper.enter(HANDS[0])
    expect(scorekeeper.settle()).to_contain_text("下一局：老王连庄，做庄2次")
    page.get_by_role("button", name="下一局").click()
    expect(page.get_by_role("heading", name="第2局 · 老王坐庄 · 做庄2次")).to_be_visible()
    expect(page.get_by_text("上局留下的扔弹：老王（东家） 和 小李（南家） 5")).to_be_visible()
    expect(page.get_by_label("东家手牌")).to_have_value("")

    scorekeeper.enter(HANDS[1])
    expect(scorekeeper.settle()).to_contain_text("东家（老王）自摸六万")
    page.get_by_role("button", name="下一局").click()

    page.reload()
    expect(page.get_by_role("heading", name="第3局 · 老王坐庄 · 做庄3次")).to_be_visible()
    expect(page.get_by_role("list").filter(has_text="第1局").get_by_role("listitem")).to_have_count(2)

    scorekeeper.enter(HANDS[2])
    expect(scorekeeper.settle()).to_contain_text("下一局：小李坐庄")
    page.get_by_role("button", name="下一局").click()
    expect(page.get_by_role("heading", name="第4局 · 小李坐庄 · 做庄1次")).to_be_visible()
    expect(page.get_by_label("东家手牌").locator("xpath=ancestor::fieldset[1]")).to_contain_text("小李")

    with page.expect_download() as download:
        page.get_by_role("button", name="导出 CSV").click()
    path = tmp_path / "sitting.csv"
    download.value.save_as(path)
    rows = list(csv.reader(path.open(encoding="utf-8-sig")))
    assert rows[0][:3] == ["局", "庄家", "结果"]
    assert [row[1] for row in rows[1:4]] == ["老王", "老王", "老王"]
    assert rows[-1][0] == "合计"
    nets = [i for i, header in enumerate(rows[0]) if header.endswith(" 输赢")]
    total = {rows[0][i].removesuffix(" 输赢"): int(rows[-1][i]) for i in nets}
    assert total == api_totals(served)
    assert any(total.values())
    totals = page.get_by_role("table", name="总输赢")
    for name, net in total.items():
        expect(totals.get_by_role("row", name=re.compile(f"^{name} ")).get_by_role("cell").first).to_have_text(
            f"+{net}" if net > 0 else f"−{-net}" if net else "0"
        )

    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    page.get_by_role("button", name="撤销上一局").click()
    expect(page.get_by_role("heading", name="第3局 · 老王坐庄 · 做庄3次")).to_be_visible()
    assert asked == ["撤销第3局（黄牌）？这一局回到上面的表里，可以改了再结算。"]
    expect(page.get_by_label("和牌", exact=True)).to_have_value("draw")


    page.get_by_role("button", name="改第2局").click()  # a stake thrown before hand 2 shows as carried into it
    expect(page.get_by_role("heading", name="改第2局 · 老王坐庄 · 做庄2次")).to_be_visible()
    expect(page.get_by_text("上局留下的扔弹：老王（东家） 和 小李（南家） 5")).to_be_visible()
    expect(page.get_by_label("扔弹1 一方")).to_have_count(0)
