// The evening as text for a chat: the phone's share sheet (Web Share API), else the clipboard,
// else the text shown selected for a long-press copy (a page served over plain http has neither);
// and an evening continued from an earlier one: a pasted ``next`` (the service's: seating, streak,
// stakes; a match's hand to come), alone or in a sitting's answer beside its ``totals``.
import { getLang, playerName, t } from "./i18n.js";
import { signed } from "./result.js";
import { handLine } from "./sitting.js";
import { choiceOptions, defaultRuleSet, describe, optionNames, ruleSet, titleOf } from "./rulesets.js";
import { SEATS, handNumber } from "./state.js";

/** Every hand in a line, the totals ranked, who deals next. */
export function eveningText(sitting, day) {
  const rules = ruleSet(sitting);
  const { words } = rules;
  const lines = [t(words.share, { day, name: titleOf(rules, getLang()) })];
  sitting.hands.forEach((hand, i) => lines.push(handLine(hand, handNumber(sitting, i))));
  lines.push(t("totals"));
  sitting.totals.forEach((row, i) => lines.push(t(words.rank, {
    rank: i + 1, player: playerName(row.player), net: signed(row.net),
    wins: row.wins ?? 0, self_drawn: row.self_drawn ?? 0, dianpao: row.dianpao ?? 0, dealt: row.dealt ?? 0,
    bao: row.bao ?? 0, laizi: row.laizi ?? 0, discarded: row.discarded ?? 0,
  })));
  if (sitting.next) lines.push(t("nextDealer", { name: playerName(sitting.next.seating.east) }));
  return lines.join("\n");
}

/** What another evening pastes to go on from this one: the rule set, the service's ``next`` and the totals. */
export function resumeText(sitting) {
  const described = ruleSet(sitting);
  const rules = { rule_set: described.name, ...Object.fromEntries(optionNames(described).map((field) => [field, sitting[field]])) };
  return JSON.stringify({ rules, next: sitting.next, totals: sitting.totals }); // the evening goes on by them
}

/** Shares ``text`` (or only copies it); resolves to what happened: "shared", "copied" or "shown". */
export async function share(text, title, box, copyOnly = false) {
  box.value = text;
  box.closest("label").hidden = false;
  if (navigator.share && !copyOnly) {
    try {
      await navigator.share({ title, text });
      return "shared";
    } catch (error) {
      if (error.name === "AbortError") return "shown"; // the person closed the share sheet
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    box.focus();
    box.select();
    return "shown";
  }
}

// ---- an evening continued ----

const isCount = (n, least) => Number.isInteger(n) && n >= least;

function readNext(next) {
  const seating = next?.seating;
  if (!seating || !SEATS.every((s) => typeof seating[s] === "string" && seating[s].trim())) return null;
  if (new Set(SEATS.map((s) => seating[s].trim())).size !== 4) return null;
  const stakes = next.stakes ?? [];
  const stakeOk = (s) => Array.isArray(s?.between) && s.between.length === 2 && s.between.every((x) => SEATS.includes(x))
    && isCount(s.amount, 1);
  if (!isCount(next.dealer_streak ?? 1, 1) || !Array.isArray(stakes) || !stakes.every(stakeOk)) return null;
  const hand = next.hand ?? 1; // a match's hand to come: 1–16 (G-S1)
  if (!isCount(hand, 1) || hand > 16) return null;
  return {
    seating: Object.fromEntries(SEATS.map((s) => [s, seating[s].trim()])),
    dealer_streak: next.dealer_streak ?? 1,
    stakes: stakes.map(({ between, amount }) => ({ between, amount })),
    hand,
  };
}

/** The rule set a copy names ({ rule_set, …its options }), or null when it names none or something unknown. */
function readRules(rules) {
  const named = rules && describe(rules.rule_set || defaultRuleSet());
  if (!named) return null;
  const options = choiceOptions(named).map(({ name, choices, ...option }) => [name, rules[name] ?? option.default, choices]);
  if (!options.every(([, value, choices]) => choices.includes(value))) return null;
  return Object.fromEntries([["rule_set", named.name], ...options.map(([name, value]) => [name, value])]);
}

/** { seating, dealer_streak, stakes, hand, nets: { name: net }, rules } from the pasted text, or null. */
export function readResume(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const next = readNext(value?.next ?? value);
  if (!next) return null;
  const nets = {};
  for (const row of Array.isArray(value.totals) ? value.totals : []) {
    if (typeof row?.player === "string" && Number.isInteger(row.net)) nets[row.player] = row.net;
  }
  return { ...next, nets, rules: readRules(value?.rules) };
}

/** The sitting starts where the pasted one stopped: its players, streak, stakes (a match's hand) and nets. */
export function resume(sitting, { seating, dealer_streak, stakes, hand, nets, rules }) {
  if (rules) Object.assign(sitting, rules); // a Wenling evening goes on as Wenling, with its payment mode and 闹
  sitting.players = { ...seating };
  sitting.dealer_streak = String(dealer_streak);
  sitting.start_stakes = stakes;
  sitting.first_hand = ruleSet(sitting).match ? hand : 1;
  sitting.earlier = Object.fromEntries(SEATS.map((s) => [s, seating[s] in nets ? String(nets[seating[s]]) : sitting.earlier[s]]));
}
