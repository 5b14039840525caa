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
    const counted = isCounted(draft, other, rules); // a counted seat's tiles are not on the table
    const texts = [values.discards, ...(other === seat || counted ? [] : [values.hand, ...values.melds.map((m) => m.tiles)])];
    for (const text of texts) kinds.push(...parseTiles(text).kinds);
    // flipped special kinds are never waited on (W7); a flip tile count is of the 得's flip tile (R10)
    if (has(rules, "seat.flipped") && !counted) kinds.push(...new Array(Number(values.flipped) || 0).fill(flipKind(de)));
  }
  return formatTiles(kinds);
}

/**
 * The analyze request for a seat of the draft (of the fields ``rules.fields.analyze`` names, those the page fills:
 * not ``drawn``, the hand being whole), or null while the hand is not
 * complete, or when it has melds the rule set's request cannot take.
 */
function analyzeRequest(draft, seat, { rules, options, roundWind }) {
  const values = draft.seats[seat];
  const { kinds, errors } = parseTiles(values.hand);
  const de = singleKind(draft.de);
  const size = rules.hand.tiles - 3 * values.melds.length;
  const takes = (field) => has(rules, `analyze.${field}`);
  if (isCounted(draft, seat, rules) || errors.length || kinds.length !== size) return null;
  if ((takes("de") && de === null) || (values.melds.length && !takes("melds"))) return null;
  const request = { hand: values.hand };
  if (takes("de")) request.de = draft.de;
  if (takes("seat")) request.seat = seat;
  if (takes("melds")) request.melds = values.melds.map(({ type, tiles }) => ({ type, tiles }));
  if (takes("flipped")) request.flipped = Number(values.flipped) || 0;
  if (takes("flipped_tiles") && (values.flipped_tiles ?? "").trim()) request.flipped_tiles = values.flipped_tiles;
  if (takes("flowers") && (values.flowers ?? "").trim()) request.flowers = values.flowers;
  if (takes("round_wind") && roundWind) request.round_wind = roundWind;
  const seen = takes("visible") ? visible(draft, seat, de, rules) : "";
  if (seen) request.visible = seen;
  if (takes("rules") && options) request.rules = options; // the sitting's bonus, payment and 闹 (which kinds are special, W7)
  return request;
}

/** The answer in words: 听：六万（剩2张，和20点，自摸30点）… or 还差2张听牌. */
export function describe(answer) {
  if (!(answer.ready ?? answer.shanten === 0)) return t("shanten", { n: answer.shanten });
  return t("waits", { tiles: (answer.waits ?? []).map(waitText).join(t("waitsSep")) });
}

/** One wait: its tile, and what the rule set's answer gives of it (copies left, 牌点 or fans). */
function waitText(wait) {
  const tile = tileName(singleKind(wait.tile ?? wait), getLang());
  if (typeof wait === "string") return tile;
  const { discard_win: discard, self_drawn: self, remaining: n } = wait;
  if (discard?.points !== undefined) return t("waitRemaining", { tile, n, points: discard.points, self: self.points });
  if (discard?.fan_without_flowers !== undefined) {
    return t("waitFans", { tile, n, fan: discard.fan_without_flowers, self: self.fan_without_flowers });
  }
  return t("waitLeft", { tile, n });
}

/**
 * The winner's hand with its winning tile, where the rule set has a least number of fans to win (国标: 8 without
 * flowers, G-W1): how many fans the service counts for that wait, and whether they reach it. Null when the
 * answer says nothing of it (no tile yet, a rule set without a minimum, a hand not ready).
 */
function fanCheck(answer, { win, minimum }) {
  const kind = singleKind(win?.tile ?? "");
  const waits = (answer.waits ?? []).filter((w) => w.discard_win?.reaches_8 !== undefined);
  if (kind === null || !waits.length) return null;
  const tile = tileName(kind, getLang());
  const wait = waits.find((w) => singleKind(w.tile) === kind);
  if (!wait) return t("fanCheckNoWin", { tile });
  const count = win.self_drawn ? wait.self_drawn : wait.discard_win;
  const fans = count.fan === count.fan_without_flowers
    ? t("fanCheckFans", { fan: count.fan_without_flowers })
    : t("fanCheckFlowers", { fan: count.fan_without_flowers, all: count.fan });
  const key = `fanCheck${count.reaches_8 ? "Reaches" : "Short"}${minimum === undefined ? "" : "Min"}`;
  return t(key, { tile, fans, min: minimum });
}

/**
 * What the service says of the seat's hand: { answer } (the analysis), or { text } (nothing when there is no
 * server), and the problems of an impossible hand (422), each with its path in the form (seats.east.melds[0].tiles).
 * The winner's hand that already holds a 腊子胡 is no problem: it is said as the win it is.
 */
async function analyze(request, path, seat, winner) {
  try {
    const { ok, status, body } = await post(path, request);
    if (ok) return { answer: body, problems: [] };
    const problems = status === 422 ? (body?.errors ?? []).filter((e) => !OWN_CHECKS.has(e.code)) : [];
    const won = problems.find((e) => e.code === HOLDS_LIMIT_WIN && winner);
    if (won) return { text: sentence(spoken(won.message, getLang())), problems: [] };
    return { text: "", problems: problems.map((e) => ({ path: `seats.${seat}.${e.path}`, message: e.message })) };
  } catch (error) {
    if (error instanceof Unreachable) return { text: "", problems: [] };
    throw error;
  }
}

/**
 * Shows the seat's waits and problems (after a short pause in typing) through ``show(seat, text, problems)``.
 * ``sitting``: the rule set's description, the request's ``rules`` (``options``), the ``winner`` chosen and the
 * ``win`` (its tile, self-drawn or not), the hand's ``roundWind``, the rule set's ``minimum`` fans to win.
 */
export function watchWaits(draft, seat, show, sitting) {
  clearTimeout(timers.get(seat));
  const request = analyzeRequest(draft, seat, sitting);
  const path = sitting.rules.paths.analyze;
  if (!request) {
    show(seat, "", []);
    return;
  }
  const winner = sitting.winner === seat;
  const key = `${getLang()} ${path} ${winner} ${JSON.stringify(request)}`;
  // the winner's answer with its winning tile chosen: its fans checked against the minimum to win
  const said = ({ answer, text, problems }) =>
    show(seat, answer ? (winner && fanCheck(answer, sitting)) || describe(answer) : text, problems);
  const known = last.get(seat);
  if (known?.key === key) { // asked already (a re-render, another seat's edit, the winning tile chosen): at once
    said(known.said);
    return;
  }
  timers.set(seat, setTimeout(async () => {
    const answer = await analyze(request, path, seat, winner);
    last.set(seat, { key, said: answer });
    said(answer);
  }, DELAY_MS));
}
