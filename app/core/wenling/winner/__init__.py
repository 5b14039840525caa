"""The winner's 牌点 (W11–W15): the rules as a readable scorer of one reading
(``scorer``), and the fast search for the reading that scores most (R23 as
W15 keeps it: ``search``, over ``parts`` and ``bounds``)."""
from .scorer import WinContext, WinnerScore, new_win_context, wait_code, winner_score
from .search import best_winner_score, best_winner_scores

__all__ = ["WinContext", "WinnerScore", "best_winner_score", "best_winner_scores", "new_win_context", "wait_code",
           "winner_score"]
