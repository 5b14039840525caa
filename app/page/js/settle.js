// Hands as the service's requests; the whole sitting settled by /v1/settle/session (one request
// per run of hands between substitutes, each started from the previous run's ``next``).
//
// Correcting an earlier hand: the whole sitting settled again, every later hand keeping its people.
// A scorekeeper enters a hand by name (老王 won, 阿张 discarded, Bob counted 30); a correction can change
// who deals the later hands (R41), and with the dealer every seat. Each later hand's table then moves
// with its players to the seats the corrected sitting gives them, until the seats no longer change.
import { post } from "./api.js";
import { has, ruleSet, statements } from "./rulesets.js";
import {
  SEATS, carried, firstStreak, isCounted, mergeTotals, players, pointsTyped, renamed, sittingFields,
} from "./state.js";

const STATED = { yes: true, no: false };

const number = (text, fallback) => (String(text).trim() === "" ? fallback : Number(text));

/** A seat that gives counted points, or nothing at all (a 黄牌 needs no tiles): its river still counts. */
function countedRequest(seat) {
  const request = riverOnly(seat);
  const points = pointsTyped(seat.points);
  if (points !== "") request.points = /^\d+$/.test(points) ? Number(points) : points; // the service names what is wrong
  return request;
}

const riverOnly = (seat) => (seat.discards.trim() ? { discards: seat.discards } : {});
const untouchedRequest = (seat, rules) => (has(rules, "seat.discards") ? riverOnly(seat) : {});

const untouched = (seat) => !seat.hand.trim() && !seat.melds.length && !String(seat.flipped).trim()
  && !(seat.flipped_tiles ?? "").trim();

/** A seat's tiles: its hand, melds, flipped tiles (a count of the flip tile, R11, or by kind, W8), river. */
function seatRequest(seat, rules) {
  if (untouched(seat)) return { ...untouchedRequest(seat, rules), ...flowersOf(seat, rules) };
  const request = { hand: seat.hand };
  if (has(rules, "seat.melds")) {
    request.melds = seat.melds.map(({ type, tiles, claimed }) => (claimed ? { type, tiles, claimed } : { type, tiles }));
  }
  if (has(rules, "seat.flipped")) request.flipped = number(seat.flipped, 0);
  else if (has(rules, "seat.flipped_tiles") && (seat.flipped_tiles ?? "").trim()) request.flipped_tiles = seat.flipped_tiles;
  Object.assign(request, flowersOf(seat, rules));
  if (has(rules, "seat.discards") && seat.discards.trim()) request.discards = seat.discards;
  return request;
}

/** The flowers a seat laid out, where the rule set counts them by seat (国标's 花牌, G81). */
const flowersOf = (seat, rules) => (has(rules, "seat.flowers") && (seat.flowers ?? "").trim() ? { flowers: seat.flowers } : {});

/** The win, or null for a 黄牌: the rule set's flags, and its statements (点炮, 包三家, 腊子胡) stated or null. */
function winRequest(win, rules) {
  if (win.seat === "draw") return null;
  const request = { seat: win.seat, tile: win.tile, self_drawn: win.self_drawn };
  for (const flag of ["kong_replacement", "robbing_kong", "last_tile"]) if (has(rules, `win.${flag}`)) request[flag] = win[flag];
  for (const statement of statements(rules)) request[statement] = STATED[win[statement]] ?? null;
  if (has(rules, "win.heavenly") && win.heavenly) request.heavenly = true;
  if (!win.self_drawn && win.discarder) request.discarder = win.discarder;
  return request;
}

/** Each seat's tiles, or its counted points (报点). */
const seatsRequest = (draft, rules) => Object.fromEntries(SEATS.map((s) =>
  [s, isCounted(draft, s, rules) ? countedRequest(draft.seats[s]) : seatRequest(draft.seats[s], rules)]));

/** 得 is needed only when some seat gives tiles: a hand of counted seats has none to give. */
const deField = (draft, rules) => {
  if (!has(rules, "table.de")) return {};
  const tiles = SEATS.some((s) => !isCounted(draft, s, rules) && !untouched(draft.seats[s]));
  return draft.de.trim() || tiles ? { de: draft.de } : {};
};

/** One hand as the rule set's settle/session takes it: the table, the stakes newly thrown (扔弹), the win. */
export function handRequest(draft, rules) {
  const request = { ...deField(draft, rules), seats: seatsRequest(draft, rules) };
  if (has(rules, "table.stakes")) {
    request.stakes = draft.stakes.map(({ a, b, amount }) => ({ between: [a, b], amount: number(amount, 0) }));
  }
  request.win = winRequest(draft.win, rules);
  const wall = number(draft.wall_remaining, null);
  if (wall !== null && has(rules, "table.wall_remaining")) request.wall_remaining = wall;
  return request;
}

/** Where the runs of hands start: 0 and every substitute's hand. */
function runStarts(sitting, count) {
  const starts = new Set([0, ...sitting.renames.map((r) => r.at).filter((at) => at > 0 && at < count)]);
  return [...starts].sort((a, b) => a - b);
}

/** A run's request: the sitting's settings, its start (seating, streak, stakes; a match's hand) and its hands. */
function runRequest(sitting, start, hands) {
  const rules = ruleSet(sitting);
  const request = { players: start.seating, ...sittingFields(sitting) };
  if (has(rules, "table.dealer_streak")) request.dealer_streak = start.dealer_streak;
  if (has(rules, "table.stakes")) request.stakes = start.stakes;
  if (rules.match && start.hand) request.hand = start.hand; // a match gone on from a later hand (G-S1)
  return { ...request, hands };
}

/** A problem of a run, its paths made the sitting's: hands[k] → hands[first + k]. */
function shifted(problem, first) {
  const errors = (problem?.errors ?? []).map((e) => ({
    ...e, path: e.path.replace(/^hands\[(\d+)\]/, (_, k) => `hands[${first + Number(k)}]`),
  }));
  return { ...problem, errors };
}

/**
 * Settles ``requests`` (every hand, in order) as the sitting. Resolves to
 * { ok: true, computed: { hands: [{ seating, dealer_streak, stakes, settlement }], next, runs, totals } }
 * or { ok: false, status, problem } with each problem's path under hands[i] of the whole sitting.
 */
export async function computeSitting(sitting, requests, accept = "application/json") {
  const starts = runStarts(sitting, requests.length);
  let start = { seating: players(sitting), dealer_streak: firstStreak(sitting), stakes: sitting.start_stakes, hand: sitting.first_hand };
  const hands = [];
  const runTotals = [];
  const runs = [];
  for (const [i, first] of starts.entries()) {
    const last = starts[i + 1] ?? requests.length;
    start = { ...start, seating: renamed(start.seating, sitting.renames, first) };
    runs.push({ first, start });
    const body = runRequest(sitting, start, requests.slice(first, last));
    const answer = await post(ruleSet(sitting).paths.session, body);
    if (!answer.ok) return { ok: false, status: answer.status, problem: shifted(answer.body, first) };
    hands.push(...answer.body.hands);
    runTotals.push(answer.body.totals);
    start = answer.body.next;
  }
  const next = requests.length ? start : null;
  return { ok: true, computed: { hands, next, runs, totals: mergeTotals(carried(sitting), ...runTotals) } };
}

/** The sitting's hands and the draft (in place of hand ``index``, or after the last). */
export function requestsWith(sitting, draft, index = sitting.hands.length) {
  const requests = sitting.hands.map((h) => h.request);
  requests[index] = handRequest(draft, ruleSet(sitting));
  return requests;
}

/** Maps a problem's path to the form's: hands[k].seats.east.hand → seats.east.hand for hand k. */
export function formPaths(index) {
  const own = `hands[${index}].`;
  return (path) => (path.startsWith(own) ? path.slice(own.length) : path);
}

/** The sitting as a spreadsheet (CSV, in the page's language), run by run: { ok, status, text }. */
export async function sittingCsv(sitting) {
  const parts = [];
  for (const [i, { first, start }] of sitting.runs.entries()) {
    const last = sitting.runs[i + 1]?.first ?? sitting.hands.length;
    const body = runRequest(sitting, start, sitting.hands.slice(first, last).map((h) => h.request));
    const { ok, status, body: text } = await post(ruleSet(sitting).paths.session, body, "text/csv");
    if (!ok) return { ok, status };
    parts.push(text);
  }
  return { ok: true, text: parts.join("\r\n") };
}

// ---- a correction ----

/** seat → seat: where each player of seating ``from`` sits in ``to``; null when they are not the same four. */
function seatMap(from, to) {
  const map = Object.fromEntries(SEATS.map((s) => [s, SEATS.find((t) => to[t] === from[s])]));
  return SEATS.every((s) => map[s]) ? map : null;
}

const moved = (map) => map && SEATS.some((s) => map[s] !== s);
const moveSeat = (map, seat) => (map && SEATS.includes(seat) ? map[seat] : seat);
const moveSeats = (map, seats) => Object.fromEntries(SEATS.map((s) => [map[s], seats[s]]));

/** A hand's request with its tables at its players' new seats. */
function reseatRequest(request, map) {
  if (!moved(map)) return request;
  const out = { ...request, seats: moveSeats(map, request.seats) };
  if (request.stakes) out.stakes = request.stakes.map((s) => ({ ...s, between: s.between.map((b) => moveSeat(map, b)) }));
  if (request.win) out.win = { ...request.win, seat: map[request.win.seat], discarder: moveSeat(map, request.win.discarder) };
  return out;
}

/** A hand's draft (what the form shows) with its tables at its players' new seats. */
function reseatDraft(draft, map) {
  if (!moved(map)) return draft;
  return {
    ...draft,
    seats: moveSeats(map, draft.seats),
    win: { ...draft.win, seat: moveSeat(map, draft.win.seat), discarder: moveSeat(map, draft.win.discarder) },
    stakes: draft.stakes.map((s) => ({ ...s, a: moveSeat(map, s.a), b: moveSeat(map, s.b) })),
  };
}

const sameSeating = (a, b) => SEATS.every((s) => a[s] === b[s]);

/**
 * Settles the sitting with hand ``index`` replaced by ``draft``: resolves to the failed answer ({ ok: false, … })
 * or { ok: true, computed, requests, drafts, changed } where each later hand's table follows its players, and
 * ``changed`` lists the later hands dealt by someone else than before: [{ index, dealer, before }].
 */
export async function settleCorrection(sitting, index, draft) {
  const hands = sitting.hands;
  const entered = hands.map((h, i) => (i === index ? { ...h, draft, request: handRequest(draft, ruleSet(sitting)) } : h));
  let seatings = hands.map((h) => h.seating); // a first guess: the seats as entered
  for (let pass = index; pass < hands.length; pass += 1) {
    const maps = entered.map((h, i) => (i > index ? seatMap(h.seating, seatings[i]) : null));
    const requests = entered.map((h, i) => reseatRequest(h.request, maps[i]));
    const outcome = await computeSitting(sitting, requests);
    if (!outcome.ok) return outcome;
    const now = outcome.computed.hands.map((h) => h.seating);
    if (now.every((seating, i) => i <= index || sameSeating(seating, seatings[i]))) {
      const drafts = entered.map((h, i) => reseatDraft(h.draft, maps[i]));
      const changed = hands.flatMap((h, i) => (i > index && h.seating.east !== now[i].east
        ? [{ index: i, dealer: now[i].east, before: h.seating.east }] : []));
      return { ok: true, computed: outcome.computed, requests, drafts, changed };
    }
    seatings = now; // each pass settles at least one more later hand's seats for good
  }
  throw new Error("the seats did not settle"); // cannot happen: hand k's seats follow from hands before k
}

/** The hand being entered, its tables moved with its players from the seats of ``before`` to those of ``after``. */
export const reseatUpcoming = (draft, before, after) => reseatDraft(draft, seatMap(before, after));
