"""Jiaojiang (椒江), served at ``/v1/…``: its schemas, examples and texts."""
from __future__ import annotations

from app.api.served import Listing, Operation, ServedRuleSet
from app.core.jiaojiang import RULE_SET

from .analyze.examples import REQUEST_EXAMPLES as ANALYZE_EXAMPLES
from .analyze.examples import RESPONSE_EXAMPLE as ANALYSIS_EXAMPLE
from .analyze.schema import AnalysisSchema, AnalyzeRequestSchema
from .examples import REQUEST_EXAMPLES, RESPONSE_EXAMPLE
from .rules_schema import RuleTableSchema
from .session.examples import REQUEST_EXAMPLES as SESSION_EXAMPLES
from .session.examples import RESPONSE_EXAMPLE as SESSION_EXAMPLE
from .session.schema import SessionRequestSchema, SessionResponseSchema
from .settlement_schema import SettleResponseSchema
from .summary import TEXTS
from .table_schema import SettleRequestSchema

SETTLE_DOC = """Settle one finished hand: every player's 牌点汇总, who pays whom, who deals next.

Send `Accept: text/plain` for a short summary instead of JSON. Its texts (the 点炮 reason, readings,
item names, the summary, errors) follow `Accept-Language`: any `zh…` gives Chinese, anything else
English; without it, JSON is in English and `text/plain` in Chinese.
"""

SESSION_DOC = """Settle a sitting of 1–128 hands: players by name, seats, streak and stakes carried by R41–R42.

Each hand's `settlement` is what `POST /v1/settle` answers for it. Problems
from every hand come at once, each path under its hand (`hands[3].seats.west.hand`).
A body may hold up to 1 MiB. `Accept: text/plain` gives a summary, `Accept: text/csv`
a spreadsheet (UTF-8 with a byte order mark); both in Chinese unless `Accept-Language`
asks for another language (then English). The JSON's texts follow `Accept-Language` too (English
without it).
"""

ANALYZE_DOC = """What a hand waits on (听), what each wait scores, and how far the hand is from ready (向听).

`shanten` and `waits` judge the shape alone, 得 wild: every kind that completes the hand, each scored
for this seat on a discard and self-drawn (best reading, R23; no 弹, no payments). With `drawn`, also
the self-drawn win of hand + drawn, and what each discard leaves. An impossible hand (tile counts,
a flip tile held, 得 in a meld, the wrong number of tiles) is a 422 naming every problem. Readings and
errors follow `Accept-Language` (Chinese for any `zh…`, else English).
"""

RULES_DOC = """The rule table: every scoring item and every rule setting.

Each item with its code, Chinese and English name, 和 and 番, and rule id; each setting with its default,
Chinese name and description in both languages. The same in every language: both are always given.
"""

SERVED = ServedRuleSet(
    core=RULE_SET,
    prefix="/v1",
    settle=Operation(SettleRequestSchema, SettleResponseSchema, "Settle a finished hand", SETTLE_DOC,
                     REQUEST_EXAMPLES, RESPONSE_EXAMPLE),
    session=Operation(SessionRequestSchema, SessionResponseSchema, "Settle a sitting (一场), hand after hand",
                      SESSION_DOC, SESSION_EXAMPLES, SESSION_EXAMPLE),
    analyze=Operation(AnalyzeRequestSchema, AnalysisSchema, "What a hand waits on", ANALYZE_DOC, ANALYZE_EXAMPLES,
                      ANALYSIS_EXAMPLE),
    rules=Listing(RuleTableSchema, "The rule table", RULES_DOC),
    texts=TEXTS,
)

__all__ = ["SERVED"]
