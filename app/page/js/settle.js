// Hands as the service's requests; the whole sitting settled by /v1/settle/session (one request
// per run of hands between substitutes, each started from the previous run's ``next``).
import { post } from "./api.js";
import {
  SEATS, carried, firstStreak, isCounted, isWenling, mergeTotals, players, pointsTyped, renamed, sittingFields,
} from "./state.js";

/** The rule set's path: /v1/settle/session or /v1/wenling/settle/session … */
export const servicePath = (sitting, operation) => (isWenling(sitting) ? `/v1/wenling/${operation}` : `/v1/${operation}`);
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

const untouched = (seat) => !seat.hand.trim() && !seat.melds.length && !String(seat.flipped).trim()
  && !(seat.flipped_tiles ?? "").trim();

function seatRequest(seat) {
  if (untouched(seat)) return riverOnly(seat);
  const request = {
    hand: seat.hand,
    melds: seat.melds.map(({ type, tiles, claimed }) => (claimed ? { type, tiles, claimed } : { type, tiles })),
    flipped: number(seat.flipped, 0),
  };
  if (seat.discards.trim()) request.discards = seat.discards;
  return request;
}

function winRequest(win) {
  if (win.seat === "draw") return null;
  const request = {
    seat: win.seat,
    tile: win.tile,
    self_drawn: win.self_drawn,
    kong_replacement: win.kong_replacement,
    robbing_kong: win.robbing_kong,
    last_tile: win.last_tile,
    dianpao: { yes: true, no: false }[win.dianpao] ?? null,
  };
  if (!win.self_drawn && win.discarder) request.discarder = win.discarder;
  return request;
}

/** A Wenling seat (W8): special tiles by kind, no flipped count. */
function wenlingSeat(seat) {
  if (untouched(seat)) return riverOnly(seat);
  const request = {
    hand: seat.hand,
    melds: seat.melds.map(({ type, tiles, claimed }) => (claimed ? { type, tiles, claimed } : { type, tiles })),
  };
  if ((seat.flipped_tiles ?? "").trim()) request.flipped_tiles = seat.flipped_tiles;
  if (seat.discards.trim()) request.discards = seat.discards;
  return request;
}

/** A Wenling win: no 点炮 and no 海底 (W14, W20); 腊子胡 and 包三家 stated or left to the service. */
function wenlingWin(win) {
  if (win.seat === "draw") return null;
  const request = {
    seat: win.seat,
    tile: win.tile,
    self_drawn: win.self_drawn,
    kong_replacement: win.kong_replacement,
    robbing_kong: win.robbing_kong,
    laizi: STATED[win.laizi] ?? null,
    bao: STATED[win.bao] ?? null,
  };
  if (win.heavenly) request.heavenly = true;
  if (!win.self_drawn && win.discarder) request.discarder = win.discarder;
  return request;
}

/** Each seat's tiles, or its counted points (报点). */
const seatsRequest = (draft, tiles) =>
  Object.fromEntries(SEATS.map((s) => [s, isCounted(draft, s) ? countedRequest(draft.seats[s]) : tiles(draft.seats[s])]));

/** 得 is needed only when some seat gives tiles: a hand of counted seats has none to give. */
const deField = (draft) => {
  const tiles = SEATS.some((s) => !isCounted(draft, s) && !untouched(draft.seats[s]));
  return draft.de.trim() || tiles ? { de: draft.de } : {};
};

/** One hand as /v1/wenling/settle/session takes it: no 弹, no 扔弹 (W19). */
function wenlingRequest(draft) {
  const request = {
    ...deField(draft),
    seats: seatsRequest(draft, wenlingSeat),
    win: wenlingWin(draft.win),
  };
  const wall = number(draft.wall_remaining, null);
  if (wall !== null) request.wall_remaining = wall;
  return request;
}

/** One hand as /v1/settle/session takes it: the table, the win, the stakes newly thrown. */
export function handRequest(draft, wenling = false) {
  if (wenling) return wenlingRequest(draft);
  const request = {
    ...deField(draft),
    seats: seatsRequest(draft, seatRequest),
    stakes: draft.stakes.map(({ a, b, amount }) => ({ between: [a, b], amount: number(amount, 0) })),
    win: winRequest(draft.win),
  };
  const wall = number(draft.wall_remaining, null);
  if (wall !== null) request.wall_remaining = wall;
  return request;
}

/** Where the runs of hands start: 0 and every substitute's hand. */
function runStarts(sitting, count) {
  const starts = new Set([0, ...sitting.renames.map((r) => r.at).filter((at) => at > 0 && at < count)]);
  return [...starts].sort((a, b) => a - b);
}

/** A run's request: the sitting's settings, its start (seating, streak, stakes) and its hands. */
function runRequest(sitting, start, hands) {
  if (isWenling(sitting)) return { players: start.seating, ...sittingFields(sitting), dealer_streak: start.dealer_streak, hands };
  return { players: start.seating, ...sittingFields(sitting), dealer_streak: start.dealer_streak, stakes: start.stakes, hands };
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
  let start = { seating: players(sitting), dealer_streak: firstStreak(sitting), stakes: sitting.start_stakes };
  const hands = [];
  const runTotals = [];
  const runs = [];
  for (const [i, first] of starts.entries()) {
    const last = starts[i + 1] ?? requests.length;
    start = { ...start, seating: renamed(start.seating, sitting.renames, first) };
    runs.push({ first, start });
    const body = runRequest(sitting, start, requests.slice(first, last));
    const answer = await post(servicePath(sitting, "settle/session"), body);
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
  requests[index] = handRequest(draft, isWenling(sitting));
  return requests;
}

/** Maps a problem's path to the form's: hands[k].seats.east.hand → seats.east.hand for hand k. */
export function formPaths(index) {
  const own = `hands[${index}].`;
  return (path) => (path.startsWith(own) ? path.slice(own.length) : path);
}

/** The sitting as a spreadsheet (CSV, in the page's language), run by run; null when it cannot be had. */
export async function sittingCsv(sitting) {
  const parts = [];
  for (const [i, { first, start }] of sitting.runs.entries()) {
    const last = sitting.runs[i + 1]?.first ?? sitting.hands.length;
    const body = runRequest(sitting, start, sitting.hands.slice(first, last).map((h) => h.request));
    const { ok, body: text } = await post(servicePath(sitting, "settle/session"), body, "text/csv");
    if (!ok) return null;
    parts.push(text);
  }
  return parts.join("\r\n");
}
