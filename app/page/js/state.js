// The sitting (一场) kept in localStorage: how it started, the hands played with their
// settlements, substitutes, and the hand being entered. A reload or a closed tab loses nothing.
import { defaultPlayer } from "./i18n.js";
import { has, optionNames, ruleSet } from "./rulesets.js";

const KEY = "mahjong.sitting";
const EARLIER_KEY = "jiaojiang.sitting"; // where the page kept it while it settled Jiaojiang alone
export const SEATS = ["east", "south", "west", "north"];

export function emptyDraft() {
  // counted: true (报点), false (tiles), null (as follows from the win: see isCounted); points as typed
  const seat = () => ({
    hand: "", melds: [], flipped: "", flipped_tiles: "", flowers: "", discards: "", counted: null, points: "",
  });
  return {
    de: "",
    seats: Object.fromEntries(SEATS.map((s) => [s, seat()])),
    win: {
      seat: "", tile: "", self_drawn: false, discarder: "",
      kong_replacement: false, robbing_kong: false, last_tile: false, dianpao: "",
      laizi: "", heavenly: false, bao: "", // Wenling's statements ("" leaves them to the service)
      last_of_kind: "", // 国标's 和绝张 (G-W3), stated or left to the service
    },
    wall_remaining: "",
    stakes: [],
  };
}

export function newSitting() {
  return {
    rule_set: "", // a rule set's name (GET /v1/rule-sets), chosen before the first hand; "" the default
    payment: "flat", // Wenling: flat (平搓), side_half (闲家减半), dealer_double (庄家翻倍)
    nao: "da", // Wenling: da (大闹) or xiao (小闹)
    players: Object.fromEntries(SEATS.map((s) => [s, ""])), // at their seats in the first hand
    dan: "",
    winner_bonus: "",
    dealer_streak: "",
    start_stakes: [], // stakes in force before the first hand (a pasted ``next``)
    first_hand: 1, // a match's first hand here: a later one when it goes on from a pasted ``next`` (G-S1)
    earlier: Object.fromEntries(SEATS.map((s) => [s, ""])), // nets brought in from earlier, by first-hand seat
    renames: [], // substitutes: { at: hand index, from, to }
    hands: [],
    runs: [], // { first: hand index, start: { seating, dealer_streak, stakes } } per request to the service
    next: null, // seating, streak and stakes for the hand to come (the service's)
    totals: [], // per player over the hands played, carried totals included
    draft: emptyDraft(),
    answer: null, // the draft's settlement, until 下一局 commits it
    editing: null, // { index, draft, answer }: an earlier hand opened for correction
  };
}

export function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? localStorage.getItem(EARLIER_KEY));
    if (saved && Array.isArray(saved.hands) && saved.draft) {
      const sitting = { ...newSitting(), ...saved };
      if (sitting.hands.length && !sitting.runs.length) { // kept by an earlier version of the page
        sitting.runs = [{ first: 0, start: { seating: players(sitting), dealer_streak: firstStreak(sitting), stakes: [] } }];
      }
      if (sitting.answer && !sitting.answer.computed) sitting.answer = null; // an earlier version's: settle again
      if (sitting.editing?.answer && !sitting.editing.answer.drafts) sitting.editing.answer = null;
      for (const draft of [sitting.draft, sitting.editing?.draft, ...sitting.hands.map((h) => h.draft)]) fillDraft(draft);
      return sitting;
    }
  } catch {
    // unreadable: start afresh
  }
  return newSitting();
}

/** A draft kept by an earlier version of the page gains the fields added since. */
function fillDraft(draft) {
  if (!draft) return;
  const empty = emptyDraft();
  draft.win = { ...empty.win, ...draft.win };
  for (const seat of SEATS) draft.seats[seat] = { ...empty.seats[seat], ...draft.seats[seat] };
}

export function save(sitting) {
  localStorage.setItem(KEY, JSON.stringify(sitting));
  localStorage.removeItem(EARLIER_KEY);
}

/** The players at their first-hand seats, unnamed ones as 东家 南家 西家 北家. */
export function players(sitting) {
  return Object.fromEntries(SEATS.map((s) => [s, sitting.players[s].trim() || defaultPlayer(s)]));
}

const count = (text, fallback) => (String(text).trim() === "" ? fallback : Number(text));
export const firstStreak = (sitting) => count(sitting.dealer_streak, 1);

/** A seating with the substitutes made before hand ``index``. */
export function renamed(seating, renames, index) {
  const out = { ...seating };
  for (const { at, from, to } of renames) {
    const seat = SEATS.find((s) => out[s] === from);
    if (at === index && seat) out[seat] = to;
  }
  return out;
}

/** Seating, streak and stakes in force for the hand to come (R41–R42, as the service answered). */
export function upcoming(sitting) {
  const index = sitting.hands.length;
  if (sitting.editing) {
    const hand = sitting.hands[sitting.editing.index];
    const { seating, dealer_streak, round_wind, hand: n } = hand;
    return { seating, dealer_streak, round_wind, hand: n, stakes: carriedInto(hand) };
  }
  const first = ruleSet(sitting).match ? { hand: sitting.first_hand, round_wind: roundWindOf(sitting.first_hand) } : {};
  const start = sitting.next ?? {
    seating: players(sitting), dealer_streak: firstStreak(sitting), stakes: sitting.start_stakes, ...first,
  };
  return { ...start, stakes: start.stakes ?? [], seating: renamed(start.seating, sitting.renames, index) };
}

/** A match's hand ``n`` is played in the 东 round for hands 1–4, then 南, 西, 北 (G-S1). */
const roundWindOf = (n) => SEATS[Math.floor((n - 1) / 4)];

/** The number of the sitting's hand at ``index``: a match's go on from its first hand (G-S1), others' count from 1. */
export const handNumber = (sitting, index) => (ruleSet(sitting).match ? sitting.first_hand : 1) + index;

const samePair = (a, b) => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** The stakes a hand was played with that were thrown before it (its own are in its draft). */
function carriedInto(hand) {
  return (hand.stakes ?? [])
    .map(({ between, amount }) => ({
      between,
      amount: amount - (hand.request.stakes ?? []).filter((s) => samePair(s.between, between)).reduce((n, s) => n + s.amount, 0),
    }))
    .filter((s) => s.amount > 0);
}

/** The draft in the form: the hand being corrected, or the next one. */
export const activeDraft = (sitting) => sitting.editing?.draft ?? sitting.draft;

/** Counted points as typed (a phone's full-width ３０ too). */
export const pointsTyped = (text) => String(text ?? "").normalize("NFKC").trim();

const hasTiles = (values) => Boolean(values.hand.trim() || values.melds.length || String(values.flipped).trim()
  || (values.flipped_tiles ?? "").trim());

/**
 * Whether a seat gives the 牌点 its player counted (报点) in place of tiles: as switched by hand; else
 * tiles for the winner and for a seat whose tiles were typed, counted for the others once the winner
 * (or 黄牌) is chosen.
 */
export function isCounted(draft, seat, rules = null) {
  if (rules && !has(rules, "seat.points")) return false; // a rule set that takes no counted 牌点 (国标: tiles or nothing)
  const values = draft.seats[seat];
  if (typeof values.counted === "boolean") return values.counted;
  if (draft.win.seat === seat || hasTiles(values)) return false;
  return draft.win.seat !== "";
}

/** Anything typed in a draft (so that undo never throws it away). */
export const typed = (draft) => JSON.stringify(draft) !== JSON.stringify(emptyDraft());

/** A recomputed sitting (``computed``: hands, next, totals) replaces what was kept. */
export function apply(sitting, computed, requests, drafts) {
  sitting.hands = computed.hands.map((hand, i) => ({ request: requests[i], draft: drafts[i], ...hand }));
  sitting.next = computed.next;
  sitting.runs = computed.runs;
  sitting.totals = computed.totals;
}

/** 下一局: the settled draft joins the hands played; a fresh draft for the next one. */
export function commit(sitting) {
  const { requests, computed } = sitting.answer;
  apply(sitting, computed, requests, [...sitting.hands.map((h) => h.draft), sitting.draft]);
  sitting.draft = emptyDraft();
  sitting.answer = null;
}

/** The correction of an earlier hand, settled with the whole sitting (later hands' tables moved with their players), is kept. */
export function commitCorrection(sitting) {
  const { answer } = sitting.editing;
  apply(sitting, answer.computed, answer.requests, answer.drafts);
  sitting.editing = null;
  sitting.answer = null; // the hand being entered now follows other hands: settle it again
}

/** The sitting's settings as request fields: its rule options, winner bonus and 弹 as typed. */
export function sittingFields(sitting) {
  const rules = ruleSet(sitting);
  const options = Object.fromEntries(optionNames(rules).map((option) => [option, sitting[option]]));
  if (has(rules, "options.winner_bonus") && String(sitting.winner_bonus).trim() !== "") {
    options.winner_bonus = Number(sitting.winner_bonus);
  }
  const fields = has(rules, "table.rules") && Object.keys(options).length ? { rules: options } : {};
  if (has(rules, "table.dan") && String(sitting.dan).trim() !== "") fields.dan = Number(sitting.dan);
  return fields;
}

/** The earlier nets as totals rows, by the players' names. */
export function carried(sitting) {
  const names = players(sitting);
  return SEATS.filter((s) => String(sitting.earlier[s]).trim() !== "").map((s) => ({ player: names[s], net: Number(sitting.earlier[s]) }));
}

/** Totals rows summed by player: carried ones and each run of hands between substitutes. */
export function mergeTotals(...lists) {
  const rows = new Map();
  for (const row of lists.flat()) {
    const sum = rows.get(row.player) ?? { player: row.player, net: 0 };
    for (const [f, value] of Object.entries(row)) if (f !== "player") sum[f] = (sum[f] ?? 0) + (Number(value) || 0);
    rows.set(row.player, sum);
  }
  return [...rows.values()].sort((a, b) => b.net - a.net);
}
