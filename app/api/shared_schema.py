"""What every rule set's requests and answers share: the bounds of tile
strings, a meld, a player's name, counted points, a scoring item, a payment,
the seats' map and the sitting's players.  Each rule set's schemas
(``app/api/<rule set>/``) are made of these and of their own."""
from __future__ import annotations

from marshmallow import fields, validate

from app.core.engine.melds import MeldType
from app.core.engine.messages import template
from app.http.fields import Strict, WholeMatch, int_field, seat_field, tile_field


def _int(description: str = "", **kwargs) -> fields.Integer:
    return fields.Integer(required=True, metadata={"description": description} if description else {}, **kwargs)


def _str(**kwargs) -> fields.String:
    return fields.String(required=True, **kwargs)


ONE_TILE = 20  # "紅中", "1万", with spaces
MELD_TILES = 40
HAND_TILES = 200
RIVER_TILES = 400
MAX_DEALER_STREAK = 100
MAX_HANDS = 128
# A streak grows by one a hand at most: the last hand's next may reach this.
MAX_STREAK_IN_SITTING = MAX_DEALER_STREAK + MAX_HANDS


VISIBLE_TILES = 600  # every tile outside the hand, in Chinese names with spaces
# A name is shown to people, on lines of its own in the text summary and in a
# spreadsheet's cells: no line breaks or other control characters, which could
# forge lines there; no direction controls (U+202E turns "+30" into "03+") or
# invisible characters, which make a shared text read otherwise than its
# numbers: the format characters of the BMP that are not visible (Unicode Cf,
# less the Arabic marks that are).  A lone surrogate, which no text can encode,
# is refused with the body (app/http/body.py).
NAME_CHARACTERS = template(
    "schema.name_characters",
    zh="名字里不能有控制字符、换行、文字方向控制符、零宽或其他看不见的字符",
    en="a name may not hold control characters, line breaks, direction controls (such as U+202E), "
       "zero-width or other invisible characters",
)
NAME = WholeMatch(r"^[^\x00-\x1f\x7f-\x9f\xad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064"
                  r"\u2066-\u206f\ufeff\ufff9-\ufffb]*$", error=NAME_CHARACTERS.en)


class MeldSchema(Strict):
    type = fields.String(required=True, validate=validate.OneOf([t.value for t in MeldType]))
    tiles = tile_field(MELD_TILES, "the meld's 3 or 4 tiles", "999s", required=True)
    claimed = tile_field(ONE_TILE, "for a claimed meld, the discard it took", "9s", allow_none=True)


def points_field(high: int, description: str) -> fields.Integer:
    """Counted points (engine ``counted``): the core refuses a value that is not a multiple of 10."""
    return int_field(0, high, metadata={"description": description, "multipleOf": 10, "example": 30})


PLAYER_NAME = [validate.Length(min=1, max=32), NAME]
def _player(description: str = "") -> fields.String:
    metadata = {"description": description} if description else {}
    return fields.String(required=True, validate=PLAYER_NAME, metadata=metadata)


class SittingPlayersSchema(Strict):
    east = _player("东, the first hand's dealer")
    south = _player()
    west = _player()
    north = _player()


class SeatingSchema(Strict):
    east = fields.String(required=True)
    south = fields.String(required=True)
    west = fields.String(required=True)
    north = fields.String(required=True)


# A player's ``counted``, in every rule set's answer.
COUNTED_ANSWER = ("the player counted their points and gave them in place of tiles: raw and points are the count, "
           "base, bonus and fan 0, no items and no reading")


class ScoreItemSchema(Strict):
    code = _str(metadata={"description": "stable item code, see GET /v1/rules"})
    name = _str(metadata={"description": "the rulebook's Chinese name, in every language", "example": "暗刻"})
    english = _str(metadata={"description": "its English name, in every language", "example": "concealed pung"})
    tiles = _str(metadata={"description": "the tiles the item rests on (mpsz)", "example": "999m"})
    base = _int("和 this item adds")
    fan = _int("番 this item adds")
    rule = _str(metadata={"example": "R14"})


class PaymentSchema(Strict):
    payer = seat_field("who pays", required=True, data_key="from", attribute="from")
    payee = seat_field("who is paid", required=True, data_key="to", attribute="to")
    amount = _int("子", validate=validate.Range(min=0))
    kind = _str(
        validate=validate.OneOf(["win", "settlement"]),
        metadata={"description": "win (to the winner) or settlement (between two players who did not win)"},
    )
    on_behalf_of = seat_field("when one player pays for everyone, whose debt this row pays", required=True,
                              allow_none=True)


class SeatMapSchema(Strict):
    east = seat_field(required=True)
    south = seat_field(required=True)
    west = seat_field(required=True)
    north = seat_field(required=True)


class RuleItemSchema(Strict):
    code = fields.String(required=True, metadata={"example": "concealed_pung"})
    name = fields.String(required=True, metadata={"description": "the rulebook's Chinese name", "example": "暗刻"})
    english = fields.String(required=True, metadata={"description": "the English name", "example": "concealed pung"})
    rule = fields.String(required=True, metadata={"example": "R14"})
    base = fields.Integer(required=True, metadata={"description": "和 (for a set: of simples 2–8)", "example": 4})
    fan = fields.Integer(required=True, metadata={"description": "番", "example": 0})
    base_honour_or_terminal = fields.Integer(
        required=True, allow_none=True, metadata={"description": "和 of a set of honours or terminals", "example": 8}
    )
    per_tile = fields.Boolean(required=True, metadata={"description": "scored once per tile (flipped tiles, 得还原)"})
