// 听: what a seat's hand waits on, from POST /v1/analyze, while the hand is entered.
import { Unreachable, post } from "./api.js";
import { getLang, t } from "./i18n.js";
import { parseTiles, singleKind, tileName } from "./tiles.js";

const timers = new Map();
const DELAY_MS = 350;

/** The analyze request for a seat of the draft, or null while the hand is not complete. */
function analyzeRequest(draft, seat) {
  const values = draft.seats[seat];
  const { kinds, errors } = parseTiles(values.hand);
  if (singleKind(draft.de) === null || errors.length || kinds.length !== 16 - 3 * values.melds.length) return null;
  return {
    de: draft.de,
    seat,
    hand: values.hand,
    melds: values.melds.map(({ type, tiles }) => ({ type, tiles })),
    flipped: Number(values.flipped) || 0,
  };
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
  timers.set(seat, setTimeout(async () => {
    const answer = await analyze(request);
    show(seat, answer ? describe(answer) : "");
  }, DELAY_MS));
}
