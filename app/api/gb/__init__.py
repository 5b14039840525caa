"""国标 (Chinese Official, MCR), served at ``/v1/gb/…``: its schemas, examples and texts."""
from __future__ import annotations

from app.api.served import Listing, Operation, ServedRuleSet
from app.core.gb import RULE_SET

from .analyze_schema import GbAnalysisSchema, GbAnalyzeRequestSchema
from .examples import (
    ANALYSIS_EXAMPLE,
    ANALYZE_EXAMPLES,
    REQUEST_EXAMPLES,
    RESPONSE_EXAMPLE,
    SESSION_EXAMPLE,
    SESSION_EXAMPLES,
)
from .rules_schema import GbRuleTableSchema
from .session_schema import GbSessionRequestSchema, GbSessionResponseSchema
from .settlement_schema import GbSettleResponseSchema
from .table_schema import GbSettleRequestSchema
from .texts import TEXTS

SETTLE_DOC = """Settle one finished 国标 (Chinese Official) hand: the winner's fans, every payment, the next hand.

The winner's fans are the 81 of the 1998 rules (G1–G81), counted by their principles (不重复, 不拆移, 不得相同,
就高不就低, 套算一次; G-W2), each with its count, its tiles and its G-id. A win needs 8 fans without 花牌
(G-W1): a claimed win below it is a 422 listing the fans found and how many are missing. 和绝张
(`win.last_of_kind`) is decided from the exposed melds and rivers unless stated (G-W3). Self-drawn, each other
player pays 8 + fans (G-P1); on a discard the discarder pays 8 + fans and the others 8 (G-P2); 荒庄 pays
nothing (G-P3). `next` gives the next dealer and round wind, and with `hand` (1–16) the next hand's number
and the 西-round swap (G-S1–G-S3). `de`, `dan`, `stakes`, `dealer_streak`, a seat's `flipped`,
`win.dianpao`, `win.bao`, `win.laizi` and 天和/地和/人和 are refused with 422 naming their G rule. Send
`Accept: text/plain` for a short summary; texts follow `Accept-Language` as for `/v1/settle`.
"""

SESSION_DOC = """Settle a 国标 sitting (一场) of up to 16 hands: round winds, the deal, the swap, totals by name.

Hands are played in order from hand 1: four hands a round wind (东 南 西 北), the deal passing every hand,
and before hand 9 the players at 东 and 南 swap seats, and 西 and 北 (G-S1, G-S2). Each hand's
`settlement` is what `POST /v1/gb/settle` answers for it with its number. A sitting may stop early:
`next` says the hand to come (G-S3). Problems from every hand come at once, each path under its hand.
`Accept: text/plain` gives a summary, `Accept: text/csv` a spreadsheet, as for `/v1/settle/session`.
"""

ANALYZE_DOC = """What a 国标 hand waits on, what each wait scores, and whether it reaches the 8 fans.

`shanten` is the least over every shape: sets and a pair, 七对, 十三幺, 全不靠 and 组合龙 (G-T2). For a ready
hand each wait gives the copies left and its fans won on a discard and self-drawn, with `reaches_8`: 8 fans
or more without 花牌 (G-W1). 和绝张 is decided from the hand's melds and `visible` (G-W3); no other flag
(杠上开花, 海底 …) is assumed. Texts follow `Accept-Language`.
"""

RULES_DOC = """国标's rule table: the 81 fans (G1–G81) and what each excludes, and the fixed settings.

Each fan with its code, Chinese and English names, value and G-id, and the codes of the fans it implies,
not counted with it (不计, G-W2); the settings are the 8-fan minimum (G-W1) and the base of 8 (G-P1,
G-P2), which no request changes. The same in every language: both names are always given.
"""

SERVED = ServedRuleSet(
    core=RULE_SET,
    prefix="/v1/gb",
    settle=Operation(GbSettleRequestSchema, GbSettleResponseSchema, "Settle a finished 国标 hand", SETTLE_DOC,
                     REQUEST_EXAMPLES, RESPONSE_EXAMPLE),
    session=Operation(GbSessionRequestSchema, GbSessionResponseSchema,
                      "Settle a 国标 sitting (一场), hand after hand", SESSION_DOC, SESSION_EXAMPLES, SESSION_EXAMPLE),
    analyze=Operation(GbAnalyzeRequestSchema, GbAnalysisSchema, "What a 国标 hand waits on", ANALYZE_DOC,
                      ANALYZE_EXAMPLES, ANALYSIS_EXAMPLE),
    rules=Listing(GbRuleTableSchema, "国标's rule table", RULES_DOC),
    texts=TEXTS,
)

__all__ = ["SERVED"]
