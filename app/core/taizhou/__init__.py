"""The Taizhou family (台州麻将): what Jiaojiang and Wenling share over the
engine.  Sixteen-tile hands of five sets and a pair with a wild 得 turned
up for each hand; items of 和 and 番, totalled as (和 + bonus) × 2^番 and
rounded up to 10 (牌点汇总); counted points said at the table; the wall and
its lone top tile; one player paying for all (点炮, 包三家) when the table
shows it or the request states it."""
