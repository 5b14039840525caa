"""Wenling (温岭), served at ``/v1/wenling/…``: its schemas, examples and texts."""
from __future__ import annotations

from app.api.served import Listing, Operation, ServedRuleSet
from app.core.wenling import RULE_SET

from .analyze.schema import WenlingAnalysisSchema, WenlingAnalyzeRequestSchema
from .examples import (
    ANALYSIS_EXAMPLE,
    ANALYZE_EXAMPLES,
    REQUEST_EXAMPLES,
    RESPONSE_EXAMPLE,
    SESSION_EXAMPLE,
    SESSION_EXAMPLES,
)
from .rules_schema import WenlingRuleTableSchema
from .session.schema import WenlingSessionRequestSchema, WenlingSessionResponseSchema
from .settlement_schema import WenlingSettleResponseSchema
from .summary import TEXTS
from .table_schema import WenlingSettleRequestSchema

SETTLE_DOC = """Settle one finished Wenling hand: every player's 牌点, who pays whom, who deals next (W1–W24).

腊子胡 (W9) and 包三家 (W20) are judged from the table unless stated (`laizi`, `bao`); a stated value the
table contradicts is a 422. Totals are capped at 500 (W15); payments follow `rules.payment` (W18). `dan`,
`stakes`, a seat's `flipped` count, `win.dianpao` and `win.last_tile` are not Wenling's and are refused
(422, W19). Send `Accept: text/plain` for a short summary; texts follow `Accept-Language` as for
`/v1/settle`.
"""

SESSION_DOC = """Settle a Wenling sitting of 1–128 hands: players by name, seats and streak carried by W23–W24.

Each hand's `settlement` is what `POST /v1/wenling/settle` answers for it. Problems from every hand come
at once, each path under its hand. `Accept: text/plain` gives a summary, `Accept: text/csv` a spreadsheet,
as for `/v1/settle/session`.
"""

ANALYZE_DOC = """What a Wenling hand waits on, what each wait scores, and how far the hand is from ready.

`shanten` and `waits` judge the shape alone, 得 wild (W6): every 得 kind is a wait of a ready hand, a special
kind never (W7). Each wait is scored for this seat on a discard and self-drawn (W11–W15; a self-drawn wait
that makes a 腊子胡 condition scores 500). With `drawn`, also the self-drawn win of hand + drawn, and what
each discard leaves.
"""

RULES_DOC = """Wenling's rule table: every scoring item and every rule setting (payment modes, 闹).

Each item with its code, Chinese and English name, 胡 and 番, and rule id; each setting with its default,
its values, its Chinese name and description in both languages.
"""

SERVED = ServedRuleSet(
    core=RULE_SET,
    prefix="/v1/wenling",
    settle=Operation(WenlingSettleRequestSchema, WenlingSettleResponseSchema, "Settle a finished Wenling hand",
                     SETTLE_DOC, REQUEST_EXAMPLES, RESPONSE_EXAMPLE),
    session=Operation(WenlingSessionRequestSchema, WenlingSessionResponseSchema,
                      "Settle a Wenling sitting (一场), hand after hand", SESSION_DOC, SESSION_EXAMPLES,
                      SESSION_EXAMPLE),
    analyze=Operation(WenlingAnalyzeRequestSchema, WenlingAnalysisSchema, "What a Wenling hand waits on",
                      ANALYZE_DOC, ANALYZE_EXAMPLES, ANALYSIS_EXAMPLE),
    rules=Listing(WenlingRuleTableSchema, "Wenling's rule table", RULES_DOC),
    texts=TEXTS,
)

__all__ = ["SERVED"]
