"""The request of ``POST /v1/gb/settle``: a finished 国标 table (API.md,
"Chinese Official"): the round wind, four seats, the win.

The other rule sets' fields (``de``, ``dan``, ``stakes``, ``dealer_streak``,
a seat's ``flipped``, ``win.dianpao``, ``win.bao``, ``win.laizi``) and
天和/地和/人和 (``win.heavenly``, ``win.earthly``, ``win.human``) are described
as never valid and reach the rules core, which refuses each with the G rule
that says why (422), rather than as an unknown field (400)."""
from __future__ import annotations

from marshmallow import fields, validate

from app.api.shared_schema import HAND_TILES, NAME, ONE_TILE, RIVER_TILES, MeldSchema
from app.http.fields import Strict, StrictBoolean, int_field, refused_field, seat_field, tile_field

FLOWER_TILES = 40  # the eight flowers at most, as codes or Chinese names, with spaces
SITTING_HANDS = 16  # G-S1: a sitting's hands are numbered 1–16


def refused(rule: str, instead: str) -> fields.Raw:
    """A field 国标 does not have (``refused_field``); the core names ``rule``."""
    return refused_field(f"not in Chinese Official ({rule}): {instead}; refused with 422")


class GbSeatSchema(Strict):
    name = fields.String(validate=[validate.Length(max=40), NAME],
                         metadata={"description": "the player's name, shown in the answer and its texts; in a "
                                   "sitting, where given, the player the seating puts here (G-S2)",
                                   "example": "阿明"})
    hand = tile_field(HAND_TILES, "concealed tiles before the winning tile: 13 − 3 × melds, a kong counting as 3 "
                      "(G-T2); no flower (G-T3). Required of the winner; a seat that gives no hand is not "
                      "checked", "123m 456m 789m 11p 35s")
    melds = fields.List(fields.Nested(MeldSchema), validate=validate.Length(max=4),
                        metadata={"description": "exposed melds and concealed kongs (暗杠), in the order made"})
    flowers = tile_field(FLOWER_TILES, "花牌 laid out: 1f–8f or 春夏秋冬梅兰竹菊, each once; 1 fan each for "
                         "the winner, never towards the 8 (G-T3, G81, G-W1)", "1f 6f", allow_none=True)
    discards = tile_field(RIVER_TILES, "the river (牌河) in order: with the exposed melds, decides 和绝张 when "
                          "win.last_of_kind is not given (G-W3)", "9s 1p 4s", allow_none=True)
    flipped = refused("G-T1", "there are no flipped tiles; flowers go in flowers")


class GbSeatsSchema(Strict):
    east = fields.Nested(GbSeatSchema, required=True, metadata={"description": "东, the dealer (门风 东, G-T3)"})
    south = fields.Nested(GbSeatSchema, required=True, metadata={"description": "南 (门风 南)"})
    west = fields.Nested(GbSeatSchema, required=True, metadata={"description": "西 (门风 西)"})
    north = fields.Nested(GbSeatSchema, required=True, metadata={"description": "北 (门风 北)"})


class GbWinSchema(Strict):
    seat = seat_field("the winner", required=True)
    tile = tile_field(ONE_TILE, "the winning tile (和张); never a flower (G-T3)", "4s", required=True)
    self_drawn = StrictBoolean(load_default=False, metadata={"description": "自摸: each other player pays 8 + "
                                                                            "fans (G-P1)"})
    discarder = seat_field("who discarded the winning tile (放和), paying 8 + fans (G-P2); required unless "
                           "self_drawn; for 抢杠和, who tried the kong", allow_none=True, load_default=None)
    robbing_kong = StrictBoolean(load_default=False, metadata={"description": "抢杠和 (G47, G-W3)"})
    kong_replacement = StrictBoolean(load_default=False, metadata={"description": "杠上开花 (G46, G-W3): "
                                                                                  "self-drawn, with a kong"})
    last_tile = StrictBoolean(load_default=False, metadata={"description": "the wall's last tile: 妙手回春 (G44) "
                                                                           "self-drawn, 海底捞月 (G45) on a discard"})
    last_of_kind = StrictBoolean(allow_none=True, load_default=None,
                                 metadata={"description": "和绝张 (G58) stated; null lets the service decide it "
                                           "from the tiles in sight: the other three of the kind in exposed "
                                           "melds and rivers before the win (G-W3)"})
    dianpao = refused("G-P2", "on a discard the discarder pays 8 + fans and the others 8 each")
    bao = refused("G-P2", "nobody pays for everyone")
    laizi = refused("G-T1", "there is no wild tile")
    heavenly = refused("G-W4", "天和 is not a Chinese Official fan")
    earthly = refused("G-W4", "地和 is not a Chinese Official fan")
    human = refused("G-W4", "人和 is not a Chinese Official fan")


class GbSettleRequestSchema(Strict):
    round_wind = seat_field("圈风, the prevalent wind (G-T3); 门风 is the seat", load_default="east")
    hand = int_field(1, SITTING_HANDS, allow_none=True, load_default=None,
                     metadata={"description": "the hand's number in its sitting (G-S1): then `next` gives the next "
                               "hand's number, its round wind and the 西-round swap (G-S2); null reads the table "
                               "alone (G-S3)"})
    seats = fields.Nested(GbSeatsSchema, required=True, metadata={"description": "the four seats by their wind"})
    win = fields.Nested(GbWinSchema, allow_none=True, load_default=None,
                        metadata={"description": "absent or null: 荒庄, nobody pays (G-P3)"})
    de = refused("G-T1", "there is no wild tile, 得 or 癞子")
    dan = refused("G-P1", "each hand pays 8 + fans")
    stakes = refused("G-P1", "there is no 扔弹")
    dealer_streak = refused("G-S1", "the deal passes every hand")
