// An evening continued from an earlier one: a pasted ``next`` (the service's: seating, streak,
// stakes), alone or in a sitting's answer beside its ``totals``.
import { RULE_SETS } from "./rulesets.js";
import { SEATS } from "./state.js";

const isCount = (n, least) => Number.isInteger(n) && n >= least;

function readNext(next) {
  const seating = next?.seating;
  if (!seating || !SEATS.every((s) => typeof seating[s] === "string" && seating[s].trim())) return null;
  if (new Set(SEATS.map((s) => seating[s].trim())).size !== 4) return null;
  const stakes = next.stakes ?? [];
  const stakeOk = (s) => Array.isArray(s?.between) && s.between.length === 2 && s.between.every((x) => SEATS.includes(x))
    && isCount(s.amount, 1);
  if (!isCount(next.dealer_streak ?? 1, 1) || !Array.isArray(stakes) || !stakes.every(stakeOk)) return null;
  return {
    seating: Object.fromEntries(SEATS.map((s) => [s, seating[s].trim()])),
    dealer_streak: next.dealer_streak ?? 1,
    stakes: stakes.map(({ between, amount }) => ({ between, amount })),
  };
}

/** The rule set a copy names ({ rule_set, …its options }), or null when it names none or something unknown. */
function readRules(rules) {
  const named = rules && RULE_SETS[rules.rule_set ?? "jiaojiang"];
  if (!named) return null;
  const options = Object.entries(named.options).map(([option, values]) => [option, rules[option] ?? values[0], values]);
  if (!options.every(([, value, values]) => values.includes(value))) return null;
  return Object.fromEntries([["rule_set", named.id], ...options.map(([option, value]) => [option, value])]);
}

/** { seating, dealer_streak, stakes, nets: { name: net }, rules } from the pasted text, or null. */
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

/** The sitting starts where the pasted one stopped: its players, streak, stakes and nets. */
export function resume(sitting, { seating, dealer_streak, stakes, nets, rules }) {
  if (rules) Object.assign(sitting, rules); // a Wenling evening goes on as Wenling, with its payment mode and 闹
  sitting.players = { ...seating };
  sitting.dealer_streak = String(dealer_streak);
  sitting.start_stakes = stakes;
  sitting.earlier = Object.fromEntries(SEATS.map((s) => [s, seating[s] in nets ? String(nets[seating[s]]) : sitting.earlier[s]]));
}
