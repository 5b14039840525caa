// The rule sets the page settles, each described once: everything that differs between rule sets is read
// from here, never from a rule set's name. The first part of each has the shape of the service's
// GET /v1/rule-sets (name, paths, hand, fields, options, questions), so that answer can take its place;
// the rest is the page's own (how it shows 得 and a payment, its totals, its words). A third rule set is
// one more entry.

/**
 * As GET /v1/rule-sets says it:
 * - ``paths``: the service's settle, session, analyze and rules;
 * - ``hand``: concealed tiles before the winning tile with no melds, 3 fewer a meld (R5); wild tiles or
 *   not; the eight flowers 1f–8f or not (W1);
 * - ``fields``: the fields a table, a seat and a win take: the form shows an element marked
 *   ``data-feature="win.dianpao"`` only where its field is taken;
 * - ``options``: the rule settings chosen per sitting from ``choices`` (kept in the sitting by name);
 * - ``questions``: what a request may state or leave to the service, asked when it needs it.
 *
 * The page's own:
 * - ``de``: what 得 brings with it: ``"flip"``, the flip tile it names (R10), or ``"flowers"``, a flower
 *   得 makes its colour's other three flowers 得 (W5);
 * - ``pointsCap``: the most a 牌点 can be (W15), or null;
 * - ``paymentParts``: what a payment adds to the 牌点's share, each as [the request's field, what adds
 *   nothing], the last added first (R29–R31: 扔弹, 弹; W18: the payment mode);
 * - ``totals``: the totals' columns (fields of the service's totals rows); ``words``: the i18n keys of
 *   what is said differently.
 */
export const RULE_SETS = {
  jiaojiang: {
    name: "jiaojiang",
    paths: { settle: "/v1/settle", session: "/v1/settle/session", analyze: "/v1/analyze", rules: "/v1/rules" },
    hand: { tiles: 16, wild: true, flowers: false },
    fields: {
      table: ["de", "dan", "dealer_streak", "rules", "seats", "stakes", "win", "wall_remaining"],
      seat: ["hand", "melds", "flipped", "points", "discards"],
      win: ["seat", "tile", "self_drawn", "discarder", "kong_replacement", "robbing_kong", "last_tile", "dianpao"],
    },
    options: [],
    questions: ["win.dianpao"],
    de: "flip",
    pointsCap: null,
    paymentParts: [["stakes", []], ["dan", 0]],
    totals: ["net", "wins", "self_drawn", "dianpao", "dealt"],
    words: {
      title: "title", shown: "ruleSetShownJj", rareFlags: "rareFlags", winnerBonus: "winnerBonus",
      riversHint: "riversHint", share: "shareTitle", rank: "rankRow",
    },
  },
  wenling: {
    name: "wenling",
    paths: {
      settle: "/v1/wenling/settle", session: "/v1/wenling/settle/session", analyze: "/v1/wenling/analyze",
      rules: "/v1/wenling/rules",
    },
    hand: { tiles: 16, wild: true, flowers: true },
    fields: {
      table: ["de", "dealer_streak", "rules", "seats", "win", "wall_remaining"],
      seat: ["hand", "melds", "flipped_tiles", "discards", "points"],
      win: ["seat", "tile", "self_drawn", "discarder", "kong_replacement", "robbing_kong", "laizi", "heavenly", "bao"],
    },
    options: [
      { name: "payment", default: "flat", choices: ["flat", "side_half", "dealer_double"] },
      { name: "nao", default: "da", choices: ["da", "xiao"] },
    ],
    questions: ["win.laizi", "win.bao"],
    de: "flowers",
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

/** Whether the rule set takes ``field`` ("win.dianpao", "seat.flipped", "table.stakes") or has ``options.<name>``. */
export function has(rules, field) {
  const [part, name] = field.split(".");
  if (part === "options") return rules.options.some((option) => option.name === name);
  return rules.fields[part].includes(name);
}

/** The names of the rule set's options. */
export const optionNames = (rules) => rules.options.map((option) => option.name);

/** The win's statements it may be asked for: dianpao, bao, laizi. */
export const statements = (rules) => rules.questions.map((field) => field.replace(/^win\./, ""));
