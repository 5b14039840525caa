// The sitting at a glance: players' names (before the first hand; substitutes later on), earlier nets to
// start from, running totals, the hands played (each can be opened again); the CSV download.
import { playerName, seatName, t, tNodes } from "./i18n.js";
import { netOf, signed } from "./result.js";
import { ruleSet } from "./rulesets.js";
import { SEATS, handNumber, upcoming } from "./state.js";

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** How a hand's line is put together: as plain text (shared, asked in a dialog) or as the page's nodes. */
export const TEXT = { say: t, keep: (text) => text, join: (items, sep) => items.join(sep) };
const NODES = {
  say: (key, params) => element("span", {}, ...tNodes(key, params)),
  keep: (text) => element("span", { className: "nobr" }, text), // a name, a name and its net: never split
  join: (items, sep) => element("span", {}, ...items.flatMap((item, i) => (i ? [sep, item] : [item]))),
};

/** 老王和·阿张点炮, 老王自摸, 黄牌: one hand in a few words, who paid for all (点炮, 包三家) or who discarded. */
export function outcome(hand, { say, keep, join } = TEXT) {
  const { settlement, seating, request } = hand;
  if (settlement.outcome !== "win") return say("drawShort");
  const name = (seat) => keep(playerName(seating[seat]));
  const win = request.win ?? {};
  const won = say(win.self_drawn ? "selfDrawnShort" : "winShort", { winner: name(settlement.winner) });
  const marks = [];
  if (settlement.dianpao?.applied) marks.push(say("dianpaoShort", { who: name(settlement.dianpao.discarder) }));
  else if (settlement.bao?.applied) marks.push(say("baoShort", { who: name(settlement.bao.discarder) }));
  else if (!win.self_drawn && win.discarder) marks.push(say("discardShort", { who: name(win.discarder) }));
  if (settlement.laizi) marks.push(say("laiziCount"));
  return marks.length ? join([won, ...marks], t("marksSep")) : won;
}

/** One line per hand: 第2局 老王坐庄：小李和·阿张放炮（老王 −2，小李 +4 …） ｜ 报点：老王 30 (the counted 牌点 of a win). */
export function handLine(hand, n, render = TEXT) {
  const { say, keep, join } = render;
  const { seating, settlement } = hand;
  const nets = SEATS.map((s) => keep(t("playerNet", { player: playerName(seating[s]), net: signed(netOf(settlement, s)) })));
  const row = say("historyRow", { hand: keep(t("handNo", { n })), dealer: keep(playerName(seating.east)), outcome: outcome(hand, render) });
  const line = say("historyNets", { row, nets: join(nets, t("listSep")) });
  const counted = SEATS.filter((s) => settlement.players?.[s]?.counted);
  if (settlement.outcome !== "win" || !counted.length) return line;
  const list = counted.map((s) => keep(t("playerNet", { player: playerName(seating[s]), net: settlement.players[s].raw })));
  return join([line, say("countedList", { list: join(list, t("countedListSep")) })], "");
}

/**
 * Name inputs: before the first hand, the players at their seats (``onName(seat, name)`` as typed), at the
 * top of the page; afterwards the players of the hand to come, where a new name is a substitute (``onSubstitute``).
 */
export function showPlayers(sitting, onName, onSubstitute) {
  const played = sitting.hands.length > 0;
  const { seating } = upcoming(sitting);
  document.querySelector("#players-box").hidden = !played;
  const inputs = SEATS.map((seat) => {
    const value = played ? playerName(seating[seat]) : sitting.players[seat];
    const input = element("input", { value, maxLength: 32, placeholder: seatName(seat), autocomplete: "off" });
    input.dataset.path = `players.${seat}`;
    input.setAttribute("aria-label", t("playerName", { seat: seatName(seat) }));
    if (played) input.addEventListener("change", () => onSubstitute(seat, input));
    else input.addEventListener("input", () => onName(seat, input.value));
    return element("label", { className: "field" }, element("span", {}, seatName(seat)), input);
  });
  document.querySelector(played ? "#start-players" : "#players").replaceChildren();
  document.querySelector(played ? "#players" : "#start-players").replaceChildren(...inputs);
}

/** Before the first hand: each player's net from an earlier evening (``onEarlier(seat, value)``). */
export function showEarlier(root, sitting, onEarlier) {
  const names = SEATS.map((s) => sitting.players[s].trim() || seatName(s));
  root.querySelector("#earlier").replaceChildren(
    ...SEATS.map((seat, i) => {
      const input = element("input", { type: "number", inputMode: "numeric", value: sitting.earlier[seat] });
      input.dataset.path = `earlier.${seat}`;
      const label = element("label", { className: "field" }, element("span", {}, t("earlierOf", { player: names[i] })), input);
      input.addEventListener("input", () => onEarlier(seat, input.value));
      return label;
    }),
  );
}

const COLUMN_WORDS = {
  net: "net", wins: "wins", self_drawn: "selfDrawnCount", dianpao: "dianpaoCount", bao: "baoCount", laizi: "laiziCount",
  discarded: "discardedCount", dealt: "dealt",
};

/** The totals' columns: those of the service's rows the page has words for, in the page's order. */
const columnsOf = (totals) => Object.keys(COLUMN_WORDS).filter((field) => totals.some((row) => field in row));

function totalsTable(totals, columns) {
  const cell = (row, field) => (field === "net"
    ? element("td", { className: `num net ${row.net > 0 ? "gain" : row.net < 0 ? "loss" : ""}` }, signed(row.net))
    : element("td", { className: "num" }, String(row[field] ?? 0)));
  return element(
    "table",
    { className: "players-result totals" },
    element("caption", {}, t("totals")),
    element("thead", {}, element("tr", {}, element("th", { scope: "col" }, t("player")),
      ...columns.map((field) => element("th", { scope: "col", className: "num" }, t(COLUMN_WORDS[field]))))),
    element("tbody", {}, ...totals.map((row) =>
      element("tr", {}, element("th", { scope: "row" }, playerName(row.player)), ...columns.map((field) => cell(row, field))))),
  );
}

/** Totals and the hands played, last first, each with a button that opens it for correction (``onCorrect(i)``). */
export function showSitting(root, sitting, onCorrect) {
  const history = root.querySelector("#history");
  history.replaceChildren(...sitting.hands.map((hand, i) => {
    const correct = element("button", { type: "button", className: "small", textContent: t("correct") });
    const n = handNumber(sitting, i);
    correct.setAttribute("aria-label", t("correctHand", { n }));
    correct.addEventListener("click", () => onCorrect(i));
    if (sitting.editing?.index === i) correct.setAttribute("aria-current", "true");
    return element("li", {}, element("span", { className: "line" }, handLine(hand, n, NODES)), correct);
  }).reverse());
  const any = sitting.totals.length > 0;
  root.querySelector("#totals").replaceChildren(any ? totalsTable(sitting.totals, columnsOf(sitting.totals)) : element("p", {}, t("noHands")));
  for (const id of ["#undo", "#export", "#copy-next"]) root.querySelector(id).disabled = !sitting.hands.length;
  root.querySelector("#share").disabled = !any;
}

/**
 * A match (国标: numbered hands, round winds, G-S1) has no substitute: the same four play every hand; it goes
 * on from a pasted ``next`` at its hand to come (the resume box says so); once the service says no hand
 * follows, no form.
 */
export function showMatch(sitting) {
  const $ = (selector) => document.querySelector(selector);
  const { match, words } = ruleSet(sitting);
  const over = match && sitting.hands.length > 0 && sitting.next === null && !sitting.editing;
  $("#hand").hidden = over;
  $("#match-over").hidden = !over;
  $("#match-over").textContent = t("matchOver", { n: handNumber(sitting, sitting.hands.length - 1) });
  $("#resume-hint").textContent = t(words.resumeHint);
  if (match) $("#players-box").hidden = true;
}

export function download(text, filename) {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }));
  const link = element("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
