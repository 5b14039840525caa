// Correcting an earlier hand: the whole sitting settled again, every later hand keeping its people.
// A scorekeeper enters a hand by name (老王 won, 阿张 discarded, Bob counted 30); a correction can change
// who deals the later hands (R41), and with the dealer every seat. Each later hand's table then moves
// with its players to the seats the corrected sitting gives them, until the seats no longer change.
import { computeSitting, handRequest } from "./settle.js";
import { ruleSet } from "./rulesets.js";
import { SEATS } from "./state.js";

/** seat → seat: where each player of seating ``from`` sits in ``to``; null when they are not the same four. */
function seatMap(from, to) {
  const map = Object.fromEntries(SEATS.map((s) => [s, SEATS.find((t) => to[t] === from[s])]));
  return SEATS.every((s) => map[s]) ? map : null;
}

const moved = (map) => map && SEATS.some((s) => map[s] !== s);
const moveSeat = (map, seat) => (map && SEATS.includes(seat) ? map[seat] : seat);
const moveSeats = (map, seats) => Object.fromEntries(SEATS.map((s) => [map[s], seats[s]]));

/** A hand's request with its tables at its players' new seats. */
export function reseatRequest(request, map) {
  if (!moved(map)) return request;
  const out = { ...request, seats: moveSeats(map, request.seats) };
  if (request.stakes) out.stakes = request.stakes.map((s) => ({ ...s, between: s.between.map((b) => moveSeat(map, b)) }));
  if (request.win) out.win = { ...request.win, seat: map[request.win.seat], discarder: moveSeat(map, request.win.discarder) };
  return out;
}

/** A hand's draft (what the form shows) with its tables at its players' new seats. */
export function reseatDraft(draft, map) {
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
