"""The four seats: 东 is always the dealer; turn order 东→南→西→北."""
from __future__ import annotations

from enum import StrEnum

from .messages import Text, template
from .tiles import EAST, Kind


class Seat(StrEnum):
    EAST = "east"
    SOUTH = "south"
    WEST = "west"
    NORTH = "north"

    @property
    def wind(self) -> Kind:
        """门风: each seat's own wind is its seat name."""
        return EAST + SEATS.index(self)

    @property
    def is_dealer(self) -> bool:
        """庄家: always 东."""
        return self is _DEALER

    @property
    def chinese(self) -> str:
        return "东南西北"[SEATS.index(self)] + "家"

    @property
    def text(self) -> Text:
        """The seat for people: 南家 / south."""
        return _SEAT_NAMES[self]

    def next_hand_seat(self) -> Seat:
        """Where this player sits when the dealer passes: 南 becomes 东 …"""
        return SEATS[(SEATS.index(self) - 1) % 4]


SEATS = (Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH)
_DEALER = Seat.EAST  # looked up once: reading a member off an enum class is slow in 3.11
_SEAT_NAMES = {seat: template(f"seat.{seat.value}", zh=seat.chinese, en=seat.value)() for seat in SEATS}
SEAT_NAMED = {seat.value: seat for seat in SEATS}  # as Seat(name), without the enum call (slow in 3.11)
SEAT_NAMES = {seat: seat.value for seat in SEATS}  # as str(seat), without a copy made each time
SEAT_WINDS = {seat: seat.wind for seat in SEATS}  # 门风 as Seat.wind, without the property's index search
SEAT_PATHS = {seat: f"seats.{seat.value}" for seat in SEATS}  # where a seat sits in a request
HAND_PATHS = {seat: f"{path}.hand" for seat, path in SEAT_PATHS.items()}  # and its hand
MELDS_PATHS = {seat: f"{path}.melds" for seat, path in SEAT_PATHS.items()}  # and its melds
