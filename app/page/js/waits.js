// 听: what a seat's hand waits on, from POST /v1/analyze (Wenling: /v1/wenling/analyze), while the hand is entered; the problems
// of an impossible hand the service finds, shown beside its fields.
import { Unreachable, post } from "./api.js";
import { getLang, t } from "./i18n.js";
import { isCounted } from "./state.js";
import { flipKind, formatTiles, parseTiles, singleKind, tileName } from "./tiles.js";

const timers = new Map();
const last = new Map(); // seat → the last request asked and what was said
const DELAY_MS = 350;

/** Every tile in sight outside this seat: the other hands and melds, the flipped tiles, the rivers. */
function visible(draft, seat, de, wenling) {
  const kinds = [];
  for (const [other, values] of Object.entries(draft.seats)) {
    const counted = isCounted(draft, other); // a counted seat's tiles are not on the table
    const texts = [values.discards, ...(other === seat || counted ? [] : [values.hand, ...values.melds.map((m) => m.tiles)])];
    for (const text of texts) kinds.push(...parseTiles(text).kinds);
    if (wenling || counted) continue; // Wenling's flipped tiles are special kinds, never waited on (W7), and go in flipped_tiles
    kinds.push(...new Array(Number(values.flipped) || 0).fill(flipKind(de)));
  }
  return formatTiles(kinds);
}

/** The analyze request for a seat of the draft, or null while the hand is not complete. */
function analyzeRequest(draft, seat, wenling) {
  const values = draft.seats[seat];
  const { kinds, errors } = parseTiles(values.hand);
  const de = singleKind(draft.de);
  if (isCounted(draft, seat) || de === null || errors.length || kinds.length !== 16 - 3 * values.melds.length) return null;
  const request = {
    de: draft.de,
    seat,
    hand: values.hand,
    melds: values.melds.map(({ type, tiles }) => ({ type, tiles })),
  };
  if (!wenling) request.flipped = Number(values.flipped) || 0;
  else if ((values.flipped_tiles ?? "").trim()) request.flipped_tiles = values.flipped_tiles;
  const seen = visible(draft, seat, de, wenling);
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

// The page checks these itself as tiles are typed (problems.js) and asks only with the right count.
const OWN_CHECKS = new Set(["notation", "flip_tile", "de_in_meld", "hand_size"]);

/**
 * What the service says of the seat's hand: { text } (its waits, or nothing when there is no server)
 * and the problems of an impossible hand (422), each with its path in the form (seats.east.melds[0].tiles).
 */
async function analyze(request, path) {
  try {
    const { ok, status, body } = await post(path, request);
    if (ok) return { text: describe(body), problems: [] };
    const problems = status === 422 ? (body?.errors ?? []).filter((e) => !OWN_CHECKS.has(e.code)) : [];
    return { text: "", problems: problems.map((e) => ({ path: `seats.${request.seat}.${e.path}`, message: e.message })) };
  } catch (error) {
    if (error instanceof Unreachable) return { text: "", problems: [] };
    throw error;
  }
}

/** Shows the seat's waits and problems (after a short pause in typing) through ``show(seat, text, problems)``. */
export function watchWaits(draft, seat, show, wenling = null) {
  clearTimeout(timers.get(seat));
  const request = analyzeRequest(draft, seat, Boolean(wenling));
  if (request && wenling) request.rules = wenling.rules; // Wenling: its payment and 闹 (the special kinds, W7)
  const path = wenling ? "/v1/wenling/analyze" : "/v1/analyze";
  if (!request) {
    show(seat, "", []);
    return;
  }
  const key = `${getLang()} ${path} ${JSON.stringify(request)}`;
  const known = last.get(seat);
  if (known?.key === key) { // asked already (a re-render, another seat's edit): at once
    show(seat, known.said.text, known.said.problems);
    return;
  }
  timers.set(seat, setTimeout(async () => {
    const said = await analyze(request, path);
    last.set(seat, { key, said });
    show(seat, said.text, said.problems);
  }, DELAY_MS));
}
