"""The scorekeeper's page in a real browser against gunicorn: what a person enters, sees and gets."""
from __future__ import annotations

import copy
import re

import pytest
import requests
from playwright.sync_api import expect

from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.api.test_readme import readme_request
from tests.core.jiaojiang import tables

README_TABLE = readme_request()


def api_nets(served, table: dict) -> dict[str, int]:
    answer = requests.post(f"{served.url}/v1/settle", json=table, timeout=10)
    assert answer.status_code == 200, answer.text
    return {seat: player["net"] for seat, player in answer.json()["players"].items()}


@pytest.mark.parametrize("keypad", [False, True], ids=["text fields", "keypad"])
def test_the_readme_example_gives_the_apis_nets(scorekeeper, served, keypad, output):
    scorekeeper.enter(README_TABLE, keypad=keypad)
    result = scorekeeper.settle()
    expect(result).to_contain_text("南家和牌：西家打出六万")
    assert scorekeeper.nets() == api_nets(served, README_TABLE) == {"east": -2, "south": 4, "west": -1, "north": -1}
    expect(result).to_contain_text("暗刻 九九九条 8和")  # tiles named as people say them, not 999s
    expect(result).to_contain_text("东家 → 南家 2")
    expect(result).to_contain_text("下一局：南家坐庄")
    if keypad:
        expect(scorekeeper.page.get_by_label("南家手牌")).to_have_value("1223334457888m 999s")
        result.scroll_into_view_if_needed()
        scorekeeper.page.screenshot(path=output / "result-375x667.png")


def test_a_draw(scorekeeper, served):
    table = REQUEST_EXAMPLES["draw"]["value"]
    scorekeeper.enter(table)
    result = scorekeeper.settle()
    expect(result).to_contain_text("黄牌")
    assert scorekeeper.nets() == api_nets(served, table)
    expect(result).to_contain_text("没有付款")
    expect(result).to_contain_text("下一局：南家坐庄")


def test_a_dianpao_hand(scorekeeper, served):
    table = REQUEST_EXAMPLES["dianpao"]["value"]
    scorekeeper.enter(table)
    result = scorekeeper.settle()
    expect(result).to_contain_text("点炮：西家一家包赔")
    nets = scorekeeper.nets()
    assert nets == api_nets(served, table)
    assert nets["west"] < 0 and all(net >= 0 for seat, net in nets.items() if seat != "west")
    payments = result.get_by_role("list").filter(has_text="→").get_by_role("listitem")
    assert payments.count() == 6 and all(text.startswith("西家 → ") for text in payments.all_inner_texts())
    expect(payments.filter(has_text="（替东家付）")).to_have_text("西家 → 南家 2（替东家付）")


def test_an_impossible_table_shows_the_problem_beside_the_seat(scorekeeper):
    table = copy.deepcopy(README_TABLE)
    table["seats"]["west"]["hand"] = "3344p 7788p 1122s 556s"  # a tile short
    scorekeeper.enter(table)
    scorekeeper.settle()
    scorekeeper.expect_refusal(422)
    west = scorekeeper.page.get_by_label("西家手牌")
    expect(west).to_have_attribute("aria-invalid", "true")
    expect(west).to_have_accessible_description("手里有 15 张牌；有 0 组副露时应有 16 − 3×0 = 16 张（R5）")
    for seat in ("东家", "南家", "北家"):
        expect(scorekeeper.page.get_by_label(f"{seat}手牌")).not_to_have_attribute("aria-invalid", "true")
    expect(scorekeeper.result()).to_be_hidden()


def test_a_mistyped_tile_is_named_as_typed(scorekeeper):
    hand = scorekeeper.page.get_by_label("北家手牌")
    hand.fill("123x4m")
    expect(hand).to_have_accessible_description("第4个字“x”不是牌")
    expect(scorekeeper.page.get_by_text("4/16张")).to_be_visible()


def test_more_than_four_of_a_kind_is_warned(scorekeeper):
    scorekeeper.page.get_by_label("东家手牌").fill("1111m")
    scorekeeper.page.get_by_label("南家手牌").fill("1m")
    expect(scorekeeper.page.get_by_role("status").filter(has_text="用了")).to_have_text("一万用了5张，一种牌最多4张")


def test_keypad_and_text_field_stay_in_step(scorekeeper):
    page = scorekeeper.page
    page.get_by_label("东家手牌").fill("五筒 东 1m")
    tiles = page.get_by_role("group", name="东家的牌")
    expect(tiles.get_by_role("button")).to_have_count(3)
    tiles.get_by_role("button", name="去掉东").click()
    expect(page.get_by_label("东家手牌")).to_have_value("1m 5p")
    page.get_by_role("button", name="东家牌键盘").click()
    page.get_by_role("group", name="东家牌键盘").get_by_role("button", name="白板").click()
    expect(page.get_by_label("东家手牌")).to_have_value("1m 5p 5z")


def test_a_seats_waits_show_while_its_hand_is_entered(scorekeeper):
    page = scorekeeper.page
    page.get_by_label("南家手牌").fill(README_TABLE["seats"]["south"]["hand"])
    south = page.get_by_role("group", name="南家", exact=True)
    expect(south).not_to_contain_text("听")  # no 得 yet: nothing to ask
    page.get_by_label("得", exact=True).fill("九筒")
    expect(south).to_contain_text(  # each wait on a discard and self-drawn
        "听：六万（剩4张，和20点，自摸30点） 七万（剩3张，和30点，自摸40点） "
        "九万（剩4张，和20点，自摸30点） 九筒（剩3张，和20点，自摸40点）")


@pytest.mark.parametrize(
    ("language", "label", "problem"),
    [("中文", "南家手牌", "南家的牌和不了 五万，得当百搭也不行；听 六万 七万 九万 九筒（R5）"),
     ("English", "South hand", "South's hand does not win on 5m, even with 得 as wild; it waits on 6m 7m 9m 9p (R5)")],
)
def test_the_services_problem_shows_beside_the_hand_in_the_pages_language(scorekeeper, language, label, problem):
    table = copy.deepcopy(README_TABLE)
    table["win"]["tile"] = "5m"
    scorekeeper.enter(table)
    if language == "English":
        scorekeeper.page.get_by_role("button", name="English").click()
    scorekeeper.page.get_by_role("button", name={"中文": "结算", "English": "Settle"}[language]).click()
    scorekeeper.expect_refusal(422)
    expect(scorekeeper.page.get_by_label(label, exact=True)).to_have_accessible_description(problem)


MELD_TABLE = {
    "de": "9p",
    "seats": {
        "east": {"hand": "1122p 5566p 3344s 7788s", "melds": [], "flipped": 1},
        "south": {"hand": "123m 234m 345m 78m 88m", "melds": [{"type": "pong", "tiles": "999s", "claimed": "9s"}]},
        "west": {"hand": "3344p 7788p 1122s 5s", "melds": [{"type": "chi", "tiles": "123m", "claimed": "2m"}]},
        "north": {"hand": "234567p 2345678s", "melds": [{"type": "concealed_kong", "tiles": "4444z"}]},
    },
    "win": {"seat": "south", "tile": "6m", "self_drawn": False, "discarder": "west"},
}


def test_melds_claimed_tiles_and_a_flipped_tile(scorekeeper, served):
    scorekeeper.enter(MELD_TABLE)
    for seat, count in (("南家", "13/13张"), ("西家", "13/13张"), ("北家", "13/13张"), ("东家", "16/16张")):
        expect(scorekeeper.page.get_by_role("group", name=seat, exact=False).get_by_text(count)).to_be_visible()
    result = scorekeeper.settle()
    assert scorekeeper.nets() == api_nets(served, MELD_TABLE)
    expect(result).to_contain_text("暗杠 北北北北")
    expect(result).to_contain_text("翻白板")


def test_a_pong_or_kong_entered_as_one_tile_is_completed(scorekeeper):
    page = scorekeeper.page
    page.get_by_role("button", name="西家明杠").click()
    tiles = page.get_by_label("西家第1副明杠的牌")
    tiles.fill("五筒")
    tiles.press("Enter")
    expect(tiles).to_have_value("5555p")
    expect(page.get_by_role("group", name="西家", exact=True).get_by_text("0/13张")).to_be_visible()
    page.get_by_role("button", name="删掉西家第1副明杠").click()
    expect(page.get_by_role("group", name="西家", exact=True).get_by_text("0/16张")).to_be_visible()


def test_dianpao_left_to_the_rivers_and_the_wall(scorekeeper, served):
    # east discarded 1p and west still holds 1p: not every tile was live, so west's discard is 点炮 (R36, R38).
    table = tables.table(README_TABLE["seats"]["south"]["hand"], "6m", wall_remaining=30, discards={"east": "1p"},
                         others={"west": "1122p 3344p 5566p 7788p"})
    scorekeeper.enter(table)
    result = scorekeeper.settle()
    expect(result).to_contain_text("点炮：西家一家包赔")
    assert scorekeeper.nets() == api_nets(served, table)


def test_every_control_has_a_name(scorekeeper):
    page = scorekeeper.page
    page.get_by_role("button", name="东家牌键盘").click()
    page.get_by_role("button", name="北家吃").click()
    page.get_by_role("button", name="＋ 扔弹").click()
    for summary in ("杠上开花、抢杠和、海底、点炮", "玩家名字（可不填）"):
        page.get_by_text(summary).click()
    page.get_by_role("group", name="南家", exact=True).get_by_text("牌河", exact=True).click()
    controls = page.locator("button:visible, input:visible, select:visible")
    assert controls.count() > 80
    for i in range(controls.count()):
        expect(controls.nth(i)).to_have_accessible_name(re.compile(r"\S"))
