// The hand being entered, as the service's requests; settling it alone (/v1/settle) or
// within the sitting (/v1/settle/session, when the server has it).
import { Missing, post } from "./api.js";
import { SEATS, firstStreak, following, players, sittingFields, upcoming } from "./state.js";

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
 * Settles the draft in its sitting. Resolves to
 * { ok: true, answer } (answer: request, context, settlement, next) or
 * { ok: false, status, problem, offset } where offset maps the problem's paths back to the form.
 */
export async function settleDraft(sitting) {
  const request = handRequest(sitting.draft);
  if (sessions) {
    try {
      return await settleInSession(sitting, request);
    } catch (error) {
      if (!(error instanceof Missing)) throw error;
    }
  }
  return settleAlone(sitting, request);
}

// Until /v1/settle/session is on main, every hand is settled alone.
const sessions = false;

async function settleInSession(sitting, request) {
  const index = sitting.hands.length;
  const body = {
    players: players(sitting),
    ...sittingFields(sitting),
    dealer_streak: firstStreak(sitting),
    stakes: [],
    hands: [...sitting.hands.map((h) => h.request), request],
  };
  const { ok, status, body: answer } = await post("/v1/settle/session", body);
  if (!ok) return { ok, status, problem: answer, paths: sessionPaths(index) };
  const hand = answer.hands[index];
  const context = { seating: hand.seating, dealer_streak: hand.dealer_streak, stakes: hand.stakes };
  return { ok, answer: { request, context, settlement: hand.settlement, next: answer.next } };
}

async function settleAlone(sitting, request) {
  const context = upcoming(sitting);
  const carried = context.stakes.length;
  const body = {
    ...request,
    ...sittingFields(sitting),
    dealer_streak: context.dealer_streak,
    stakes: [...context.stakes, ...request.stakes],
    seats: Object.fromEntries(SEATS.map((s) => [s, { ...request.seats[s], name: context.seating[s] }])),
  };
  const { ok, status, body: answer } = await post("/v1/settle", body);
  if (!ok) return { ok, status, problem: answer, paths: alonePaths(carried) };
  const stakes = body.stakes;
  const next = following({ ...context, stakes }, answer);
  return { ok, answer: { request, context: { ...context, stakes }, settlement: answer, next } };
}

/** A session problem's path, as the form's: hands[k].seats.east.hand → seats.east.hand. */
function sessionPaths(index) {
  const own = `hands[${index}].`;
  return (path) => (path.startsWith(own) ? path.slice(own.length) : path);
}

/** A single settle's stakes[i] counts the carried stakes first. */
function alonePaths(carried) {
  return (path) =>
    path.replace(/^stakes\[(\d+)\]/, (whole, i) => (Number(i) >= carried ? `stakes[${Number(i) - carried}]` : "carried"));
}
