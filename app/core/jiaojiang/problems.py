"""Jiaojiang's problem codes, besides the engine's and the family's: stable
strings clients may switch on."""

FLIP_TILE = "flip_tile"  # R10: the flip tile is never held
DE_IN_MELD = "de_in_meld"  # R7: a 得 is never melded
DIANPAO = "dianpao_contradicted"  # R38: a stated 点炮 the table contradicts

CODES = (FLIP_TILE, DE_IN_MELD, DIANPAO)
