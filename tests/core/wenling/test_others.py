"""A 闲家's figures from the lookup tables (``others.other_figures``) are the
ones W11 and W13 give item by item: each pair and pung of the hand (a
flower held counts nothing), the melds and the tiles flipped, summed and
listed in the rule table's order."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.core.engine.seats import SEATS
from app.core.engine.tiles import FLOWERS, GREEN, RED, WHITE
from app.core.wenling.items import flipped_items, meld_items, output_items, pair_items, set_items, sums
from app.core.wenling.others import other_figures
from tests.core.taizhou.meld_strategies import formed_melds

HELD = st.sampled_from((27, 28, 29, 30, WHITE, GREEN, RED, 0, 8, 13, *FLOWERS[:3]))


def item_by_item(hand, table_melds, flipped, seat):
    """W11 and W13 item by item, as the scorers build items."""
    items = []
    for kind in sorted(set(hand)):
        n = hand.count(kind)
        if kind >= 34 or n < 2:
            continue
        items += pair_items(kind, seat.wind) if n == 2 else set_items(kind, "concealed_pung", (kind,) * n, seat.wind)
    items += meld_items(table_melds, seat.wind)
    items += flipped_items(flipped, seat)
    return (*sums(items), output_items(items))


@given(st.lists(HELD, max_size=16), st.lists(formed_melds(), max_size=4),
       st.lists(st.sampled_from((WHITE, GREEN, RED, *FLOWERS)), max_size=8), st.sampled_from(SEATS))
def test_the_tables_give_what_w11_and_w13_give_item_by_item(hand, table_melds, flipped, seat):
    hand = tuple(k for k in hand if hand.count(k) <= 4)
    flipped = tuple(sorted(flipped))
    assert other_figures(hand, tuple(table_melds), flipped, seat) == item_by_item(hand, table_melds, flipped, seat)
