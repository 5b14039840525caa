"""Wenling's tiles (W1–W8): the flowers' seats, the 得 kinds and the special
kinds, which depend on the 得 and on 闹."""
from __future__ import annotations

from functools import lru_cache

from ..engine.seats import SEATS, Seat
from ..engine.tiles import FLOWERS, GREEN, RED, WHITE, WINDS, Kind, is_flower

RED_FLOWERS = tuple(FLOWERS[:4])  # 春 夏 秋 冬, numbers 1–4 (W1)
BLACK_FLOWERS = tuple(FLOWERS[4:])  # 梅 兰 竹 菊, numbers 1–4
DRAGONS = (WHITE, GREEN, RED)


def flower_number(k: Kind) -> int:
    """A flower's number in its colour, 1–4 (W1)."""
    return (k - FLOWERS[0]) % 4 + 1


def colour_of(k: Kind) -> tuple[Kind, ...]:
    """The four flowers of ``k``'s colour."""
    return RED_FLOWERS if k in RED_FLOWERS else BLACK_FLOWERS


def flower_seat(k: Kind) -> Seat:
    """W3: a flower belongs to the seat of its number: 春/梅 东, 夏/兰 南, 秋/竹 西, 冬/菊 北."""
    return SEATS[flower_number(k) - 1]


@lru_cache(maxsize=64)
def de_kinds(de: Kind) -> frozenset[Kind]:
    """W5: the kinds that are 得: the indicator's kind, or, for a flower
    indicator, the other three flowers of its colour."""
    if is_flower(de):
        return frozenset(colour_of(de)) - {de}
    return frozenset((de,))


@lru_cache(maxsize=128)
def special_kinds(de: Kind, da_nao: bool) -> frozenset[Kind]:
    """W7's table: the kinds laid out when drawn (特殊牌)."""
    flowers = frozenset(FLOWERS)
    if is_flower(de):
        return frozenset(DRAGONS) | (flowers - frozenset(colour_of(de)))
    if de == WHITE:
        return frozenset((RED, GREEN)) | flowers
    if de == RED:
        return frozenset((GREEN, WHITE)) | flowers
    if de == GREEN:
        return frozenset((RED, WHITE)) | flowers
    if de in WINDS and da_nao:
        return frozenset(DRAGONS) | flowers
    return frozenset((WHITE,)) | flowers


def is_own_flower(k: Kind, seat: Seat) -> bool:
    return is_flower(k) and flower_seat(k) is seat
