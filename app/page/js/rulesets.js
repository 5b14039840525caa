// The rule sets the page settles, each described once: where the service serves it, its tiles, the
// fields its form shows, what it may be asked to state, its words and its totals. Everything that
// differs between rule sets is read from here, never from a rule set's name (GET /v1/rule-sets is to
// supply the same description later; a third rule set is one more entry).

/**
 * - ``path``: the service's paths start with it (``${path}/settle/session``, ``/analyze``, ``/rules``);
 * - ``flowers``: the eight flowers 1f–8f are tiles (W1);
 * - ``handSize``: concealed tiles before the winning tile with no melds, 3 fewer a meld (R5);
 * - ``de``: what 得 brings with it: ``"flip"``, the flip tile it names (R10), or ``"flowers"``, a flower
 *   得 makes its colour's other three flowers 得 (W5);
 * - ``flipped``: a seat's flipped tiles as a ``"count"`` of the flip tile (R11) or as ``"tiles"`` by kind (W8);
 * - ``features``: the optional fields of the form it has (elements marked ``data-feature``);
 * - ``statements``: the win's facts that may be stated, or left to the service and asked when it needs them;
 * - ``options``: rule settings chosen per sitting, kept in the sitting under their names: each with its
 *   values, the first its default (W18, W7);
 * - ``pointsCap``: the most a 牌点 can be (W15), or null;
 * - ``paymentParts``: what a payment adds to the 牌点's share, each as [the request's field, what adds
 *   nothing], the last added first (R29–R31: 扔弹, 弹; W18: the payment mode);
 * - ``totals``: the totals' columns (fields of the service's totals rows);
 * - ``words``: the i18n keys of what is said differently.
 */
export const RULE_SETS = {
  jiaojiang: {
    id: "jiaojiang",
    path: "/v1",
    flowers: false,
    handSize: 16,
    de: "flip",
    flipped: "count",
    features: ["dan", "stakes", "last_tile", "dianpao", "flipped_count"],
    statements: ["dianpao"],
    options: {},
    pointsCap: null,
    paymentParts: [["stakes", []], ["dan", 0]],
    totals: ["net", "wins", "self_drawn", "dianpao", "dealt"],
    words: {
      title: "title", shown: "ruleSetShownJj", rareFlags: "rareFlags", winnerBonus: "winnerBonus",
      riversHint: "riversHint", share: "shareTitle", rank: "rankRow",
    },
  },
  wenling: {
    id: "wenling",
    path: "/v1/wenling",
    flowers: true,
    handSize: 16,
    de: "flowers",
    flipped: "tiles",
    features: ["payment", "nao", "heavenly", "bao", "laizi", "flipped_tiles"],
    statements: ["bao", "laizi"],
    options: { payment: ["flat", "side_half", "dealer_double"], nao: ["da", "xiao"] },
    pointsCap: 500,
    paymentParts: [["rules.payment", "flat"]],
    totals: ["net", "wins", "self_drawn", "bao", "laizi", "dealt"],
    words: {
      title: "titleWl", shown: "ruleSetShownWl", rareFlags: "rareFlagsWl", winnerBonus: "winnerBonusWl",
      riversHint: "wlRiversHint", share: "shareTitleWl", rank: "rankRowWl",
    },
  },
};

/** The description of the sitting's rule set. */
export const ruleSet = (sitting) => RULE_SETS[sitting.rule_set] ?? RULE_SETS.jiaojiang;

export const has = (rules, feature) => rules.features.includes(feature);

/** The names of the rule set's options. */
export const optionNames = (rules) => Object.keys(rules.options);

/** The service's path of an operation (``settle/session``, ``analyze``, ``rules``) in the rule set. */
export const servicePath = (rules, operation) => `${rules.path}/${operation}`;
