// 听: what a seat's hand waits on, from POST /v1/analyze, while the hand is entered.
import { Unreachable, post } from "./api.js";
import { getLang, t } from "./i18n.js";
import { flipKind, formatTiles, parseTiles, singleKind, tileName } from "./tiles.js";

const timers = new Map();
const last = new Map(); // seat → the last request asked and its answer
const DELAY_MS = 350;

/** Every tile in sight outside this seat: the other hands and melds, the flipped tiles, the rivers. */
function visible(draft, seat, de) {
  const kinds = [];
  for (const [other, values] of Object.entries(draft.seats)) {
    const texts = [values.discards, ...(other === seat ? [] : [values.hand, ...values.melds.map((m) => m.tiles)])];
    for (const text of texts) kinds.push(...parseTiles(text).kinds);
    kinds.push(...new Array(Number(values.flipped) || 0).fill(flipKind(de)));
  }
  return formatTiles(kinds);
}

/** The analyze request for a seat of the draft, or null while the hand is not complete. */
function analyzeRequest(draft, seat) {
  const values = draft.seats[seat];
  const { kinds, errors } = parseTiles(values.hand);
  const de = singleKind(draft.de);
  if (de === null || errors.length || kinds.length !== 16 - 3 * values.melds.length) return null;
  const request = {
    de: draft.de,
    seat,
    hand: values.hand,
    melds: values.melds.map(({ type, tiles }) => ({ type, tiles })),
    flipped: Number(values.flipped) || 0,
  };
  const seen = visible(draft, seat, de);
  if (seen) request.visible = seen;
  return request;
}

/** The answer in words: 听：六万（剩2）… or 还差2张听牌. */
export function describe(answer) {
  if (!answer.ready) return t("shanten", { n: answer.shanten });
  const tiles = answer.waits.map((w) => t("waitRemaining", {
    tile: tileName(singleKind(w.tile), getLang()), n: w.remaining, points: w.discard_win.points,
  }));
  return t("waits", { tiles: tiles.join(" ") });
}

/** The analysis, or null: a hand that can never be ready (422), or no server — nothing to show. */
async function analyze(request) {
  if (!request) return null;
  try {
    const { ok, body } = await post("/v1/analyze", request);
    return ok ? body : null;
  } catch (error) {
    if (error instanceof Unreachable) return null;
    throw error;
  }
}

/** Shows the seat's waits (after a short pause in typing) through ``show(seat, text)``. */
export function watchWaits(draft, seat, show) {
  clearTimeout(timers.get(seat));
  const request = analyzeRequest(draft, seat);
  if (!request) {
    show(seat, "");
    return;
  }
  const key = JSON.stringify(request);
  if (last.get(seat)?.key === key) { // asked already (a language switch, a re-render): at once
    show(seat, describe(last.get(seat).answer));
    return;
  }
  timers.set(seat, setTimeout(async () => {
    const answer = await analyze(request);
    if (answer) last.set(seat, { key, answer });
    show(seat, answer ? describe(answer) : "");
  }, DELAY_MS));
}
