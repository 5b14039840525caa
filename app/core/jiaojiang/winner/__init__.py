"""The winner's 牌点 (§4): the rules as a readable scorer of one reading
(``scorer``), and the fast search for the reading that scores most (R23:
``search``, over ``parts`` and ``bounds``; a plain hand's by ``plain``)."""
from ...taizhou.winner_sums import rank
from .scorer import WinContext, new_win_context, wait_item, wild_only_groups, winner_score, winner_scores
from .search import NotAWin, best_winner_score, best_winner_scores

__all__ = ["NotAWin", "WinContext", "best_winner_score", "best_winner_scores", "new_win_context", "rank", "wait_item",
           "wild_only_groups", "winner_score", "winner_scores"]
