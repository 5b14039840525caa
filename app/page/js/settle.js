// The hand being entered as the service's request, settled within its sitting (/v1/settle/session).
import { post } from "./api.js";
import { SEATS, firstStreak, players, sittingFields } from "./state.js";

const number = (text, fallback) => (String(text).trim() === "" ? fallback : Number(text));

function seatRequest(seat) {
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

/** One hand as /v1/settle/session takes it: the table, the win, the stakes newly thrown. */
export function handRequest(draft) {
  const request = {
    de: draft.de,
    seats: Object.fromEntries(SEATS.map((s) => [s, seatRequest(draft.seats[s])])),
    stakes: draft.stakes.map(({ a, b, amount }) => ({ between: [a, b], amount: number(amount, 0) })),
    win: winRequest(draft.win),
  };
  const wall = number(draft.wall_remaining, null);
  if (wall !== null) request.wall_remaining = wall;
  return request;
}

/**
 * Settles the draft as the next hand of the sitting (/v1/settle/session: the service seats the
 * players, counts the streak and carries the stakes, R41–R42). Resolves to
 * { ok: true, answer } (answer: request, context, settlement, next, totals) or
 * { ok: false, status, problem, paths } where paths maps the problem's paths to the form's.
 */
export async function settleDraft(sitting) {
  const request = handRequest(sitting.draft);
  const index = sitting.hands.length;
  const { ok, status, body } = await post("/v1/settle/session", sessionRequest(sitting, [...sitting.hands.map((h) => h.request), request]));
  if (!ok) return { ok, status, problem: body, paths: sessionPaths(index) };
  const hand = body.hands[index];
  const context = { seating: hand.seating, dealer_streak: hand.dealer_streak, stakes: hand.stakes };
  return { ok, answer: { request, context, settlement: hand.settlement, next: body.next, totals: body.totals } };
}

/** The sitting as /v1/settle/session takes it, with these hands. */
export function sessionRequest(sitting, hands) {
  return { players: players(sitting), ...sittingFields(sitting), dealer_streak: firstStreak(sitting), stakes: [], hands };
}

/** The sitting as a spreadsheet (CSV, in the page's language), or null when it cannot be had. */
export async function sittingCsv(sitting) {
  const body = sessionRequest(sitting, sitting.hands.map((h) => h.request));
  const { ok, body: text } = await post("/v1/settle/session", body, "text/csv");
  return ok ? text : null;
}

/** A problem's path, as the form's: hands[k].seats.east.hand → seats.east.hand for the hand entered. */
function sessionPaths(index) {
  const own = `hands[${index}].`;
  return (path) => (path.startsWith(own) ? path.slice(own.length) : path);
}
