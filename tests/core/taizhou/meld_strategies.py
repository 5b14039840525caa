"""Hypothesis strategies for both Taizhou rule sets' tests: melds as the
table reader gives them (well-formed, any of the four types)."""
from __future__ import annotations

from hypothesis import strategies as st

from app.core.engine.melds import Meld, MeldType


@st.composite
def formed_melds(draw):
    """A pung, a kong, a concealed kong or a chow, its tiles in any order."""
    meld_type = draw(st.sampled_from(list(MeldType)))
    if meld_type is MeldType.CHI:
        start = draw(st.integers(0, 26).filter(lambda k: k % 9 <= 6))
        return Meld(meld_type, tuple(draw(st.permutations((start, start + 1, start + 2)))))
    return Meld(meld_type, (draw(st.integers(0, 33)),) * (3 if meld_type is MeldType.PONG else 4))
