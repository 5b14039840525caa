// The sitting at a glance: players' names (substitutes later on), earlier nets to start from,
// running totals, the hands played (each can be opened again); the CSV download.
import { playerName, seatName, t } from "./i18n.js";
import { SEATS, isWenling, upcoming } from "./state.js";
import { signed } from "./result.js";

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** 老王和, 老王自摸, 黄牌: one hand in a few words. */
export function outcome(hand) {
  const { settlement, seating, request } = hand;
  if (settlement.outcome !== "win") return t("drawShort");
  const won = t(request.win?.self_drawn ? "selfDrawnShort" : "winShort", { winner: playerName(seating[settlement.winner]) });
  const marks = []; // Wenling: 腊子胡, 包三家
  if (settlement.laizi) marks.push(t("laiziCount"));
  if (settlement.bao?.applied) marks.push(t("baoShort", { who: playerName(seating[settlement.bao.discarder]) }));
  return marks.length ? `${won}${t("marks", { marks: marks.join(t("listSep")) })}` : won;
}

/** One line per hand: 第2局 老王坐庄：小李和（老王 −2，小李 +4 …） ｜ 报点：老王 30 (the counted 牌点 of a win). */
export function handLine(hand, i) {
  const { seating, settlement } = hand;
  const nets = SEATS.map((s) => t("playerNet", { player: playerName(seating[s]), net: signed(settlement.players[s].net) }));
  const row = t("historyRow", { n: i + 1, dealer: playerName(seating.east), outcome: outcome(hand) });
  const line = t("historyNets", { row, nets: nets.join(t("listSep")) });
  const counted = SEATS.filter((s) => settlement.players[s].counted);
  if (settlement.outcome !== "win" || !counted.length) return line;
  const list = counted.map((s) => t("playerNet", { player: playerName(seating[s]), net: settlement.players[s].raw }));
  return line + t("countedList", { list: list.join(t("countedListSep")) });
}

/**
 * Name inputs: before the first hand, the players at their seats (``onName(seat, name)`` as typed);
 * afterwards the players of the hand to come, where a new name is a substitute (``onSubstitute``).
 */
export function showPlayers(root, sitting, onName, onSubstitute) {
  const played = sitting.hands.length > 0;
  const { seating } = upcoming(sitting);
  root.querySelector("#substitute-hint").hidden = !played;
  root.querySelector("#players").replaceChildren(
    ...SEATS.map((seat) => {
      const value = played ? playerName(seating[seat]) : sitting.players[seat];
      const input = element("input", { value, maxLength: 32, placeholder: seatName(seat) });
      input.dataset.path = `players.${seat}`;
      input.setAttribute("aria-label", t("playerName", { seat: seatName(seat) }));
      if (played) input.addEventListener("change", () => onSubstitute(seat, input));
      else input.addEventListener("input", () => onName(seat, input.value));
      return element("label", { className: "field" }, element("span", {}, seatName(seat)), input);
    }),
  );
}

/** Before the first hand: each player's net from an earlier evening (``onEarlier(seat, value)``). */
export function showEarlier(root, sitting, onEarlier) {
  root.hidden = sitting.hands.length > 0;
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

const COLUMNS_JJ = [["net", "net"], ["wins", "wins"], ["self_drawn", "selfDrawnCount"], ["dianpao", "dianpaoCount"], ["dealt", "dealt"]];
const COLUMNS_WL = [
  ["net", "net"], ["wins", "wins"], ["self_drawn", "selfDrawnCount"], ["bao", "baoCount"], ["laizi", "laiziCount"], ["dealt", "dealt"],
];

function totalsTable(totals, wenling) {
  const COLUMNS = wenling ? COLUMNS_WL : COLUMNS_JJ;
  return element(
    "table",
    { className: "players-result totals" },
    element("caption", {}, t("totals")),
    element("thead", {}, element("tr", {}, element("th", { scope: "col" }, t("player")),
      ...COLUMNS.map(([, key]) => element("th", { scope: "col", className: "num" }, t(key))))),
    element("tbody", {}, ...totals.map((row) =>
      element("tr", {},
        element("th", { scope: "row" }, playerName(row.player)),
        ...COLUMNS.map(([field]) => field === "net"
          ? element("td", { className: `num net ${row.net > 0 ? "gain" : row.net < 0 ? "loss" : ""}` }, signed(row.net))
          : element("td", { className: "num" }, String(row[field] ?? 0)))))),
  );
}

/** Totals and the hands played, each with a button that opens it for correction (``onCorrect(i)``). */
export function showSitting(root, sitting, onCorrect) {
  const history = root.querySelector("#history");
  history.replaceChildren(...sitting.hands.map((hand, i) => {
    const correct = element("button", { type: "button", className: "small", textContent: t("correct") });
    correct.setAttribute("aria-label", t("correctHand", { n: i + 1 }));
    correct.addEventListener("click", () => onCorrect(i));
    if (sitting.editing?.index === i) correct.setAttribute("aria-current", "true");
    return element("li", {}, element("span", {}, handLine(hand, i)), correct);
  }).reverse());
  const any = sitting.totals.length > 0;
  root.querySelector("#totals").replaceChildren(any ? totalsTable(sitting.totals, isWenling(sitting)) : element("p", {}, t("noHands")));
  for (const id of ["#undo", "#export", "#copy-next"]) root.querySelector(id).disabled = !sitting.hands.length;
  root.querySelector("#share").disabled = !any;
}

export function download(text, filename) {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }));
  const link = element("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
