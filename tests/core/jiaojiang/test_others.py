"""A 闲家's 牌点汇总 from the lookup tables (``others.other_result``) is the
one R26 gives item by item: each pair and pung of the hand, the melds, the
flipped tiles and 四风会齐 scored, summed and listed in the rule table's order."""
from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from app.core.engine.tiles import WINDS
from app.core.jiaojiang.answer import PlayerResult
from app.core.jiaojiang.catalogue import flip_kind
from app.core.jiaojiang.items import (
    flipped_items,
    is_limit,
    meld_items,
    output_items,
    pair_items,
    round_up,
    scored,
    set_items,
    sums,
    total,
)
from app.core.jiaojiang.others import _other_four_winds, other_result
from tests.core.taizhou.meld_strategies import formed_melds

KINDS = st.integers(0, 33)


def reference(hand, table_melds, flipped, seat_wind, de, flip, name, paid_all):
    """R26 item by item, as the scorers build items."""
    items = []
    for kind in sorted(set(hand)):
        n = hand.count(kind)
        if n == 2:
            items += pair_items(kind, seat_wind)
        elif n > 2:
            items += set_items(kind, "concealed_pung", (kind,) * n, seat_wind)
    items += meld_items(table_melds, seat_wind)
    items += flipped_items(flipped, flip)
    counts = [hand.count(k) for k in range(34)]
    if _other_four_winds(counts, table_melds, seat_wind, de):
        items.append(scored("four_winds", WINDS))
    base, fan = sums(items)
    raw = total(base, fan, 0)
    points = 0 if paid_all else round_up(raw)
    return PlayerResult(base, 0, fan, raw, points, is_limit(points), output_items(items), None, name)


@given(st.lists(st.sampled_from((*WINDS, 31, 32, 33, 0, 4, 8)), max_size=16), st.lists(formed_melds(), max_size=4),
       st.integers(0, 4), st.sampled_from(WINDS), KINDS, st.sampled_from((None, "Ann")), st.booleans())
@example([27] * 3 + [28] * 3 + [29] * 3 + [30] * 2, [], 0, 30, 0, None, False)  # R24: 四风会齐, seldom drawn
def test_the_tables_give_what_r26_gives_item_by_item(hand, table_melds, flipped, seat_wind, de, name, paid_all):
    hand = [k for k in hand if hand.count(k) <= 4]
    args = (tuple(hand), tuple(table_melds), flipped, seat_wind, de, flip_kind(de), name, paid_all)
    ours = other_result(*args)
    assert ours == reference(*args)
    assert type(ours) is PlayerResult and len(ours) == len(PlayerResult._fields)


def test_all_kinds_and_counts():
    for kind in range(34):
        for n in (2, 3, 4):
            for wind in WINDS:
                args = ((kind,) * n, (), 0, wind, 33, 31, None, False)
                assert other_result(*args) == reference(*args)
