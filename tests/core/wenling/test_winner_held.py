"""What the melds and the special tiles laid out add to every split
(``parts.held_totals``, summed from each meld's part and the special tiles'
sums, each kept apart) is what W11 and W13 give them all at once: the sums of
their items (``scorer.held_items``) and the shape of the melds with tiles."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.core.engine.melds import MeldType
from app.core.engine.seats import SEATS
from app.core.engine.tiles import FLOWERS, GREEN, RED, WHITE, WINDS
from app.core.taizhou.winner_sums import Totals, kind_bits, suit_bits
from app.core.wenling.items import sums
from app.core.wenling.winner.parts import held_totals
from app.core.wenling.winner.scorer import held_items
from tests.core.taizhou.meld_strategies import formed_melds


def all_at_once(melds, flipped, seat):
    laid = [m for m in melds if m.tiles]
    base, fan = sums(held_items(melds, flipped, seat))
    return Totals(base, fan, suit_bits(m.kind for m in laid), any(m.type is MeldType.CHI for m in laid),
                  any(m.type is not MeldType.CHI for m in laid),
                  kind_bits(m.kind for m in laid if m.type is not MeldType.CHI and m.kind in WINDS), 0)


@given(st.lists(formed_melds(), max_size=5), st.sets(st.sampled_from((WHITE, GREEN, RED, *FLOWERS)), max_size=8),
       st.sampled_from(SEATS))
def test_held_totals_are_the_items_of_the_melds_and_the_special_tiles_at_once(melds, flipped, seat):
    melds, flipped = tuple(melds), tuple(sorted(flipped))
    held_totals.cache_clear()
    assert held_totals(melds, flipped, seat) == all_at_once(melds, flipped, seat)
