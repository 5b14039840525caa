// The sitting at a glance: players' names (once), running totals, the hands played; CSV export.
import { joined, playerName, seatName, t } from "./i18n.js";
import { SEATS, players, totals } from "./state.js";
import { signed } from "./result.js";

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

function outcome(hand) {
  const { settlement, seating } = hand;
  return settlement.outcome === "win" ? t("csvWin", { winner: playerName(seating[settlement.winner]) }) : t("csvDraw");
}

/** Name inputs for the first hand's seats; fixed once a hand has been played. */
export function showPlayers(root, sitting, onEdit) {
  const played = sitting.hands.length > 0;
  root.replaceChildren(
    ...SEATS.map((seat) => {
      const input = element("input", { value: sitting.players[seat], maxLength: 32, disabled: played, placeholder: seatName(seat) });
      input.dataset.path = `players.${seat}`;
      input.setAttribute("aria-label", t("playerName", { seat: seatName(seat) }));
      input.addEventListener("input", () => {
        sitting.players[seat] = input.value;
        onEdit();
      });
      return input;
    }),
  );
}

export function showSitting(root, sitting) {
  const rows = totals(sitting).sort((a, b) => b.net - a.net);
  const table = element(
    "table",
    { className: "players-result" },
    element("caption", {}, t("totals")),
    element("thead", {}, element("tr", {}, ...[["player", ""], ["net", "num"], ["wins", "num"]].map(([key, cls]) =>
      element("th", { scope: "col", className: cls }, t(key))))),
    element("tbody", {}, ...rows.map((row) =>
      element("tr", {},
        element("th", { scope: "row" }, playerName(row.player)),
        element("td", { className: `num net ${row.net > 0 ? "gain" : row.net < 0 ? "loss" : ""}` }, signed(row.net)),
        element("td", { className: "num" }, String(row.wins))))),
  );
  const history = root.querySelector("#history");
  history.replaceChildren(...sitting.hands.map((hand, i) => {
    const nets = SEATS.map((s) => `${playerName(hand.seating[s])} ${signed(hand.settlement.players[s].net)}`);
    const row = t("historyRow", { n: i + 1, dealer: playerName(hand.seating.east), outcome: outcome(hand) });
    return element("li", {}, `${row}（${joined(nets)}）`);
  }).reverse());
  root.querySelector("#totals").replaceChildren(sitting.hands.length ? table : element("p", {}, t("noHands")));
  root.querySelector("#undo").disabled = !sitting.hands.length;
  root.querySelector("#export").disabled = !sitting.hands.length;
}

const cell = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** One row per hand (each player's net), then the totals. */
export function sittingCsv(sitting) {
  const names = Object.values(players(sitting));
  const lines = [[t("csvHand"), t("csvDealer"), t("csvOutcome"), ...names.map(playerName)]];
  for (const [i, hand] of sitting.hands.entries()) {
    const net = Object.fromEntries(SEATS.map((s) => [hand.seating[s], hand.settlement.players[s].net]));
    lines.push([i + 1, playerName(hand.seating.east), outcome(hand), ...names.map((n) => net[n])]);
  }
  const total = Object.fromEntries(totals(sitting).map((row) => [row.player, row.net]));
  lines.push([t("csvTotal"), "", "", ...names.map((n) => total[n])]);
  return lines.map((line) => line.map(cell).join(",")).join("\r\n") + "\r\n";
}

export function download(text, filename) {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }));
  const link = element("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
