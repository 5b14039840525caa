// The answer at a glance: who won how, 点炮, every player's 牌点 with its items, nets, payments, who deals next.
import { getLang, isDefaultPlayer, playerName, seatName, t } from "./i18n.js";
import { SEATS } from "./state.js";
import { singleKind, spoken, tileName } from "./tiles.js";

/** +4, −2, 0 */
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** The player's own name, or the seat (as ``who``) for one left unnamed: for payments. */
const short = (seat, seating) => (isDefaultPlayer(seating[seat]) ? who(seat, seating) : seating[seat]);

/** 南家 or 南家（老王）: the seat, and its player when named otherwise. */
export function who(seat, seating) {
  const player = playerName(seating[seat]);
  return player === seatName(seat) ? player : t("seatOf", { seat: seatName(seat), player });
}

const tileText = (text) => {
  const kind = singleKind(text ?? "");
  return kind === null ? text : tileName(kind, getLang());
};

function headline({ request, settlement, context }) {
  if (settlement.outcome !== "win") return t("outcomeDraw");
  const win = request.win;
  const names = { winner: who(settlement.winner, context.seating), tile: tileText(win.tile) };
  if (win.self_drawn) return t("outcomeSelfDrawn", names);
  return t("outcomeDiscard", { ...names, discarder: who(win.discarder, context.seating) });
}

/** Wenling (W20–W22): the 包三家 verdict and its reason, in place of 点炮, for a win on a discard. */
function baoLine({ request, settlement, context }) {
  const { bao } = settlement;
  if (settlement.outcome !== "win" || request.win.self_drawn) return null;
  const verdict = bao.applied ? t("baoApplied", { discarder: who(bao.discarder, context.seating) }) : t("baoNot");
  return element("p", { className: "bao" }, t("verdictReason", { verdict, reason: spoken(bao.reason ?? "", getLang()) }));
}

/** Wenling (W9–W10): the 腊子胡, named and why. */
function laiziLine({ settlement }) {
  const { laizi } = settlement;
  if (!laizi) return null;
  const name = getLang() === "en" ? laizi.english : laizi.name;
  return element("p", { className: "laizi" }, t("verdictReason", { verdict: t("laiziWin", { name }), reason: spoken(laizi.reason ?? "", getLang()) }));
}

/** The 点炮 verdict and its reason, for a win on a discard. */
function dianpaoLine({ request, settlement, context }) {
  if ("bao" in settlement) return baoLine({ request, settlement, context });
  const { dianpao } = settlement;
  if (settlement.outcome !== "win" || request.win.self_drawn) return null;
  const seating = context.seating;
  const verdict = dianpao.applied ? t("dianpaoApplied", { discarder: who(dianpao.discarder, seating) }) : t("dianpaoNot");
  return element("p", { className: "dianpao" }, t("verdictReason", { verdict, reason: spoken(dianpao.reason ?? "", getLang()) }));
}

function itemList(player, itemNames) {
  const list = element("ul", { className: "items" });
  for (const item of player.items) {
    const name = getLang() === "en" ? (item.english ?? itemNames[item.code] ?? item.name) : item.name;
    const parts = [name, spoken(item.tiles, getLang()), item.base ? t("base", { n: item.base }) : "", item.fan ? t("fan", { n: item.fan }) : ""];
    list.append(element("li", {}, parts.filter(Boolean).join(" ")));
  }
  return list;
}

function playersTable(settlement, seating, itemNames) {
  const head = element("tr", {}, ...["player", "points", "net"].map((key, i) =>
    element("th", { scope: "col", className: i ? "num" : "" }, t(key))));
  const rows = SEATS.map((seat) => {
    const player = settlement.players[seat];
    const name = element("th", { scope: "row" }, who(seat, seating));
    if (player.items.length) name.append(itemList(player, itemNames));
    const points = element("td", { className: "num" }, String(player.points));
    if (player.counted) { // the 牌点 the player said (报点); a 点炮 or 包三家 discarder's counts 0
      points.append(" ", element("span", { className: "counted-mark" }, t("countedMark")));
      if (player.raw !== player.points) points.append(t("countedRaw", { raw: player.raw }));
    }
    if (player.limit) points.append(" ", element("span", { className: "limit-mark" }, t("limit")));
    if (player.capped) { // Wenling: held at 500 (W15)
      points.append(" ", element("span", { className: "limit-mark" }, t("capped")), t("rawPoints", { raw: player.raw }));
    }
    if (settlement.laizi && settlement.winner === seat) points.append(" ", element("span", { className: "limit-mark" }, t("laiziCount")));
    const net = element("td", { className: `num net ${player.net > 0 ? "gain" : player.net < 0 ? "loss" : ""}` }, signed(player.net));
    return element("tr", {}, name, points, net);
  });
  return element("table", { className: "players-result" }, element("thead", {}, head), element("tbody", {}, ...rows));
}

function paymentList(settlement, seating) {
  if (!settlement.payments.length) return element("p", {}, t("noPayments"));
  const list = element("ul", { className: "payments" });
  for (const p of settlement.payments) {
    let text = t("payment", { from: short(p.from, seating), to: short(p.to, seating), amount: p.amount });
    if (p.on_behalf_of) text += t("onBehalf", { who: short(p.on_behalf_of, seating) });
    list.append(element("li", {}, text));
  }
  return list;
}

function nextLine(settlement, next) {
  const dealer = playerName(next.seating.east);
  const stays = settlement.next.dealer_streak > 1;
  let text = stays ? t("nextStays", { name: dealer, streak: next.dealer_streak }) : t("nextDealer", { name: dealer });
  if (settlement.next.stakes_carry_over && next.stakes?.length) text += ` · ${t("stakesCarry")}`;
  return element("p", { className: "next" }, text);
}

/** The settlement of one hand (``answer``: request, settlement, context and the next hand's ``next``) into ``root``. */
export function showResult(root, answer, itemNames) {
  const { settlement, context } = answer;
  root.replaceChildren(
    element("p", { className: "headline" }, headline(answer)),
    ...[dianpaoLine(answer), laiziLine(answer)].filter(Boolean),
    playersTable(settlement, context.seating, itemNames),
    element("h3", {}, t("payments")),
    paymentList(settlement, context.seating),
    nextLine(settlement, answer.next),
  );
}
