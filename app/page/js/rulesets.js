// The rule sets the page settles. What each rule set is (its paths, its hand, the fields its requests take, its
// options and questions) is the service's word: GET /v1/rule-sets, asked when the page opens (``learnRuleSets``).
// BUNDLED is the same answer for the rule sets the page was built with, used until the service has answered
// (and offline, when the service worker has no copy). EXTRAS is the page's own presentation of a rule set,
// keyed by name; a rule set the page does not know gets GENERIC: a plain form of the fields it takes.

/**
 * As GET /v1/rule-sets says it:
 * - ``paths``: the service's settle, session, analyze and rules;
 * - ``hand``: concealed tiles before the winning tile with no melds, 3 fewer a meld (R5, G-T2); wild tiles or
 *   not; the eight flowers 1f–8f or not (W1, G-T1);
 * - ``fields``: the fields a table, a seat, a win and an analyze request take: the form shows an element marked
 *   ``data-feature="win.dianpao"`` only where its field is taken, and a request carries only these;
 * - ``options``: the rule settings chosen per sitting (those with ``choices``, kept in the sitting by name);
 * - ``questions``: what a request may state or leave to the service, asked when it needs it.
 */
export const BUNDLED = [
  {
    name: "jiaojiang",
    title: { zh: "椒江", en: "Jiaojiang" },
    default: true,
    paths: { settle: "/v1/settle", session: "/v1/settle/session", analyze: "/v1/analyze", rules: "/v1/rules" },
    hand: { tiles: 16, wild: true, flowers: false },
    fields: {
      table: ["de", "dan", "dealer_streak", "rules", "seats", "stakes", "win", "wall_remaining"],
      seat: ["name", "hand", "melds", "flipped", "points", "discards"],
      win: ["seat", "tile", "self_drawn", "discarder", "kong_replacement", "robbing_kong", "last_tile", "dianpao"],
      analyze: ["de", "seat", "hand", "melds", "flipped", "drawn", "visible", "rules"],
    },
    options: [{ name: "winner_bonus", default: 1, choices: [] }],
    questions: [{ field: "win.dianpao" }],
  },
  {
    name: "wenling",
    title: { zh: "温岭", en: "Wenling" },
    default: false,
    paths: {
      settle: "/v1/wenling/settle", session: "/v1/wenling/settle/session", analyze: "/v1/wenling/analyze",
      rules: "/v1/wenling/rules",
    },
    hand: { tiles: 16, wild: true, flowers: true },
    fields: {
      table: ["de", "dealer_streak", "rules", "seats", "win", "wall_remaining"],
      seat: ["name", "hand", "melds", "flipped_tiles", "discards", "points"],
      win: ["seat", "tile", "self_drawn", "discarder", "kong_replacement", "robbing_kong", "laizi", "heavenly", "bao"],
      analyze: ["de", "seat", "hand", "melds", "flipped_tiles", "drawn", "visible", "rules"],
    },
    options: [
      { name: "winner_bonus", default: 20, choices: [] },
      { name: "payment", default: "flat", choices: ["flat", "side_half", "dealer_double"] },
      { name: "nao", default: "da", choices: ["da", "xiao"] },
    ],
    questions: [{ field: "win.laizi" }, { field: "win.bao" }],
  },
  {
    name: "gb",
    title: { zh: "国标", en: "Chinese Official" },
    default: false,
    paths: { settle: "/v1/gb/settle", session: "/v1/gb/settle/session", analyze: "/v1/gb/analyze", rules: "/v1/gb/rules" },
    hand: { tiles: 13, wild: false, flowers: true },
    fields: {
      table: ["round_wind", "hand", "seats", "win"],
      seat: ["name", "hand", "melds", "flowers", "discards"],
      win: ["seat", "tile", "self_drawn", "discarder", "robbing_kong", "kong_replacement", "last_tile", "last_of_kind"],
      analyze: ["hand", "melds", "flowers", "seat", "round_wind", "visible"],
    },
    options: [],
    questions: [{ field: "win.last_of_kind" }],
  },
];

/**
 * The page's own, by rule set:
 * - ``de``: what 得 brings with it: ``"flip"``, the flip tile it names (R10), or ``"flowers"``, a flower
 *   得 makes its colour's other three flowers 得 (W5); null where there is no 得;
 * - ``pointsCap``: the most a 牌点 can be (W15), or null;
 * - ``paymentParts``: what a payment adds to the 牌点's share, each as [the request's field, what adds
 *   nothing], the last added first (R29–R31: 扔弹, 弹; W18: the payment mode);
 * - ``match``: a sitting of numbered hands with round winds (G-S1), from its first hand or a pasted ``next``'s;
 * - ``tilesNeeded``: "winner" where only the winner's tiles are needed (the keypad goes on to no other seat);
 * - ``words``: the i18n keys of what is said differently (``{name}`` in them: the rule set's title).
 */
export const EXTRAS = {
  jiaojiang: {
    de: "flip",
    paymentParts: [["stakes", []], ["dan", 0]],
    words: {
      title: "title", shown: "ruleSetShownJj", rareFlags: "rareFlags", winnerBonus: "winnerBonus",
      riversHint: "riversHint", share: "shareTitle", rank: "rankRow",
    },
  },
  wenling: {
    de: "flowers",
    pointsCap: 500,
    paymentParts: [["rules.payment", "flat"]],
    words: {
      title: "titleWl", shown: "ruleSetShownWl", rareFlags: "rareFlagsWl", winnerBonus: "winnerBonusWl",
      riversHint: "wlRiversHint", share: "shareTitleWl", rank: "rankRowWl",
    },
  },
  gb: {
    match: true,
    tilesNeeded: "winner",
    words: {
      rareFlags: "rareFlagsGb", riversHint: "gbRiversHint", rank: "rankRowGb", resumeHint: "resumeHintGb", resumed: "resumedGb",
    },
  },
};

export const GENERIC = {
  de: null,
  pointsCap: null,
  paymentParts: [],
  match: false,
  tilesNeeded: "all",
  words: {
    title: "titleOf", shown: "ruleSetShownOf", rareFlags: "rareFlagsOf", winnerBonus: "winnerBonus",
    riversHint: "", share: "shareTitleOf", rank: "rankRowOf", resumeHint: "resumeHint", resumed: "resumed",
  },
};

let described = BUNDLED;

/** The service's GET /v1/rule-sets answer takes the bundled descriptions' place. */
export function learnRuleSets(answer) {
  const sets = answer?.rule_sets;
  if (!Array.isArray(sets) || !sets.length) return false;
  described = sets;
  return true;
}

const rulesSaid = {}; // rule set → { items: code → English name, settings: name → default }, from GET …/rules

/** Keeps what a rule set's GET …/rules says: its items' English names, its settings' defaults (国标's by code). */
export function keepRules(rules, answer) {
  if (!answer) return false;
  rulesSaid[rules.name] = {
    items: Object.fromEntries((answer.items ?? []).map((item) => [item.code, item.english])),
    settings: Object.fromEntries((answer.settings ?? []).map((s) => [s.code ?? s.name, s.default])),
  };
  return true;
}

/** What the rule set's GET …/rules said, or undefined before it has answered. */
export const learned = (rules) => rulesSaid[rules.name];

/** The rule sets the page offers, as described (the service's once it has answered). */
export const ruleSets = () => described;

/** The description of rule set ``name`` with the page's presentation of it, or null when none is known. */
export function describe(name) {
  const found = described.find((r) => r.name === name) ?? BUNDLED.find((r) => r.name === name);
  if (!found) return null;
  const extras = EXTRAS[name] ?? {};
  return { ...GENERIC, ...found, ...extras, words: { ...GENERIC.words, ...extras.words } };
}

/** The default rule set: the one the service marks so. */
export const defaultRuleSet = () => (described.find((r) => r.default) ?? described[0]).name;

/** The description of the sitting's rule set (the default's while its own is not known yet). */
export const ruleSet = (sitting) => describe(sitting.rule_set) ?? describe(defaultRuleSet());

/** Whether the rule set takes ``field`` ("win.dianpao", "seat.flipped", "table.stakes") or has ``options.<name>``. */
export function has(rules, field) {
  const [part, name] = field.split(".");
  if (part === "options") return rules.options.some((option) => option.name === name);
  return rules.fields[part]?.includes(name) ?? false;
}

/** The rule set's options chosen from a list (payment, 闹), each kept in the sitting by its name. */
export const choiceOptions = (rules) => rules.options.filter((option) => option.choices?.length);

/** The names of those options. */
export const optionNames = (rules) => choiceOptions(rules).map((option) => option.name);

/** The win's statements it may be asked for: dianpao, bao, laizi, last_of_kind. */
export const statements = (rules) => rules.questions.map((q) => (q.field ?? q).replace(/^win\./, ""));

/** The rule set's name in the page's language. */
export const titleOf = (rules, lang) => rules.title?.[lang] ?? rules.title?.zh ?? rules.name;
