// The sitting at a glance: players' names (once), running totals, the hands played; the CSV download.
import { joined, playerName, seatName, t } from "./i18n.js";
import { SEATS } from "./state.js";
import { signed } from "./result.js";

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

function outcome(hand) {
  const { settlement, seating } = hand;
  return settlement.outcome === "win" ? t("winShort", { winner: playerName(seating[settlement.winner]) }) : t("drawShort");
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

const COLUMNS = [["net", "net"], ["wins", "wins"], ["dianpao", "dianpaoCount"], ["dealt", "dealt"]];

export function showSitting(root, sitting) {
  const table = element(
    "table",
    { className: "players-result" },
    element("caption", {}, t("totals")),
    element("thead", {}, element("tr", {}, element("th", { scope: "col" }, t("player")),
      ...COLUMNS.map(([, key]) => element("th", { scope: "col", className: "num" }, t(key))))),
    element("tbody", {}, ...sitting.totals.map((row) =>
      element("tr", {},
        element("th", { scope: "row" }, playerName(row.player)),
        ...COLUMNS.map(([field]) => field === "net"
          ? element("td", { className: `num net ${row.net > 0 ? "gain" : row.net < 0 ? "loss" : ""}` }, signed(row.net))
          : element("td", { className: "num" }, String(row[field])))))),
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

export function download(text, filename) {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }));
  const link = element("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
