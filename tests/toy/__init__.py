"""A toy rule set, 斗鸡 (Toy): 13-tile hands of four sets and a pair, no wild
tile, three fans.  It lives in this folder alone (its core in ``core.py``,
its HTTP schemas and texts in ``api.py``) and is served by one registry
entry (``create_app((*RULE_SETS, SERVED))``): ``tests/test_toy_rule_set.py``
finds it everywhere the registry reaches, with no other file edited.

Its rules, T1–T4: T1 a hand is 13 tiles (a kong counts as 3) and wins as
four sets and a pair; T2 fans: 自摸 (self-drawn) 1, 门前清 (no melds) 1,
断幺 (no terminals or honours) 1; T3 a win pays 1 + fans (twice that with
the setting ``payout: double``), by the discarder alone on a discard (one
pays for all), by each other player when self-drawn; T4 the dealer stays on a win of their own, else passes."""
