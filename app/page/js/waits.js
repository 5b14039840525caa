// 听: what a seat's hand waits on, from the rule set's POST …/analyze, while the hand is entered; the problems
// of an impossible hand the service finds, shown beside its fields.
import { Unreachable, post } from "./api.js";
import { getLang, sentence, t } from "./i18n.js";
import { has } from "./rulesets.js";
import { isCounted } from "./state.js";
import { flipKind, formatTiles, parseTiles, singleKind, spoken, tileName } from "./tiles.js";

const timers = new Map();
const last = new Map(); // seat → the last request asked and what was said
const DELAY_MS = 350;
// The page checks these itself as tiles are typed (problems.js) and asks only with the right count.
const OWN_CHECKS = new Set(["notation", "flip_tile", "de_in_meld", "hand_size"]);
// The hand already holds a 腊子胡 (W9): an impossible hand for anyone else, the win itself for the winner.
const HOLDS_LIMIT_WIN = "laizi_contradicted";

/** Every tile in sight outside this seat: the other hands and melds, the flipped tiles, the rivers. */
function visible(draft, seat, de, rules) {
  const kinds = [];
  for (const [other, values] of Object.entries(draft.seats)) {
    const counted = isCounted(draft, other); // a counted seat's tiles are not on the table
    const texts = [values.discards, ...(other === seat || counted ? [] : [values.hand, ...values.melds.map((m) => m.tiles)])];
    for (const text of texts) kinds.push(...parseTiles(text).kinds);
    // flipped special kinds are never waited on (W7); a flip tile count is of the 得's flip tile (R10)
    if (has(rules, "seat.flipped") && !counted) kinds.push(...new Array(Number(values.flipped) || 0).fill(flipKind(de)));
  }
  return formatTiles(kinds);
}

/** The analyze request for a seat of the draft, or null while the hand is not complete. */
function analyzeRequest(draft, seat, { rules, options }) {
  const values = draft.seats[seat];
  const { kinds, errors } = parseTiles(values.hand);
  const de = singleKind(draft.de);
  const size = rules.hand.tiles - 3 * values.melds.length;
  if (isCounted(draft, seat) || de === null || errors.length || kinds.length !== size) return null;
  const request = { de: draft.de, seat, hand: values.hand, melds: values.melds.map(({ type, tiles }) => ({ type, tiles })) };
  if (has(rules, "seat.flipped")) request.flipped = Number(values.flipped) || 0;
  else if ((values.flipped_tiles ?? "").trim()) request.flipped_tiles = values.flipped_tiles;
  const seen = visible(draft, seat, de, rules);
  if (seen) request.visible = seen;
  if (options) request.rules = options; // the sitting's bonus, payment and 闹 (which kinds are special, W7)
  return request;
}

/** The answer in words: 听：六万（剩2张，和20点，自摸30点）… or 还差2张听牌. */
export function describe(answer) {
  if (!answer.ready) return t("shanten", { n: answer.shanten });
  const tiles = answer.waits.map((w) => t("waitRemaining", {
    tile: tileName(singleKind(w.tile), getLang()), n: w.remaining, points: w.discard_win.points, self: w.self_drawn.points,
  }));
  return t("waits", { tiles: tiles.join(t("waitsSep")) });
}

/**
 * What the service says of the seat's hand: { text } (its waits, or nothing when there is no server)
 * and the problems of an impossible hand (422), each with its path in the form (seats.east.melds[0].tiles).
 * The winner's hand that already holds a 腊子胡 is no problem: it is said as the win it is.
 */
async function analyze(request, path, winner) {
  try {
    const { ok, status, body } = await post(path, request);
    if (ok) return { text: describe(body), problems: [] };
    const problems = status === 422 ? (body?.errors ?? []).filter((e) => !OWN_CHECKS.has(e.code)) : [];
    const won = problems.find((e) => e.code === HOLDS_LIMIT_WIN && request.seat === winner);
    if (won) return { text: sentence(spoken(won.message, getLang())), problems: [] };
    return { text: "", problems: problems.map((e) => ({ path: `seats.${request.seat}.${e.path}`, message: e.message })) };
  } catch (error) {
    if (error instanceof Unreachable) return { text: "", problems: [] };
    throw error;
  }
}

/**
 * Shows the seat's waits and problems (after a short pause in typing) through ``show(seat, text, problems)``.
 * ``sitting``: the rule set's description, the request's ``rules`` (``options``) and the ``winner`` chosen.
 */
export function watchWaits(draft, seat, show, sitting) {
  clearTimeout(timers.get(seat));
  const request = analyzeRequest(draft, seat, sitting);
  const path = sitting.rules.paths.analyze;
  if (!request) {
    show(seat, "", []);
    return;
  }
  const key = `${getLang()} ${path} ${sitting.winner === seat} ${JSON.stringify(request)}`;
  const known = last.get(seat);
  if (known?.key === key) { // asked already (a re-render, another seat's edit): at once
    show(seat, known.said.text, known.said.problems);
    return;
  }
  timers.set(seat, setTimeout(async () => {
    const said = await analyze(request, path, sitting.winner);
    last.set(seat, { key, said });
    show(seat, said.text, said.problems);
  }, DELAY_MS));
}
