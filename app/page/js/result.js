// The answer at a glance: who won how, 点炮 or 包三家, every player's 牌点 with its items, nets, payments (each
// one's parts on request), who deals next.
import { Unreachable, post } from "./api.js";
import { getLang, isDefaultPlayer, playerName, seatName, sentence, t } from "./i18n.js";
import { has } from "./rulesets.js";
import { SEATS } from "./state.js";
import { singleKind, spoken, tileName } from "./tiles.js";

/** A seat's net in a settlement: its player's (players.<seat>.net) or the rule set's nets by seat. */
export const netOf = (settlement, seat) => settlement.players?.[seat]?.net ?? settlement.nets?.[seat] ?? 0;

/** A seat's items (牌点 items, fans): its player's, or the winner's fans where they are given apart. */
const itemsOf = (settlement, seat) =>
  settlement.players?.[seat]?.items ?? (seat === settlement.winner ? settlement.fans ?? [] : []);

/** +4, −2, 0 */
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** Words kept on one line: a name, "8和", "1 fan". */
const nobr = (text) => element("span", { className: "nobr" }, text);

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

/** A verdict and the service's reason for it, the reason a sentence of its own. */
const verdictLine = (className, verdict, reason) =>
  element("p", { className }, t("verdictReason", { verdict, reason: sentence(spoken(reason ?? "", getLang())) }));

/** The win on a discard: who pays for everyone, if anyone — 点炮 (R36–R37) or 包三家 (W20–W22) — and why. */
function discardLine({ request, settlement, context }) {
  if (settlement.outcome !== "win" || request.win.self_drawn) return null;
  const seating = context.seating;
  if ("bao" in settlement) {
    const { bao } = settlement;
    return verdictLine("bao", bao.applied ? t("baoApplied", { discarder: who(bao.discarder, seating) }) : t("baoNot"), bao.reason);
  }
  const { dianpao } = settlement;
  if (!dianpao) return null; // nobody pays for everyone in this rule set
  const verdict = dianpao.applied ? t("dianpaoApplied", { discarder: who(dianpao.discarder, seating) }) : t("dianpaoNot");
  return verdictLine("dianpao", verdict, dianpao.reason);
}

/** W9–W10: the 腊子胡, named and why. */
function laiziLine({ settlement }) {
  const { laizi } = settlement;
  if (!laizi) return null;
  return verdictLine("laizi", t("laiziWin", { name: getLang() === "en" ? laizi.english : laizi.name }), laizi.reason);
}

function itemList(items, itemNames) {
  const list = element("ul", { className: "items" });
  for (const item of items) {
    const name = getLang() === "en" ? (item.english ?? itemNames[item.code] ?? item.name) : item.name;
    const fan = item.fan ? t(item.count > 1 ? "fanTimes" : "fan", { n: item.fan, count: item.count }) : "";
    const tiles = spoken(item.tiles, getLang());
    const parts = [name, tiles, item.base ? t("base", { n: item.base }) : "", fan];
    // a run of tiles kept whole unless it is a whole hand (门前清, 平和: longer than a narrow screen)
    const words = parts.filter(Boolean).map((part, i) => (i && !(part === tiles && part.length > 12) ? nobr(part) : part));
    list.append(element("li", {}, ...words.flatMap((word, i) => (i ? [" ", word] : [word]))));
  }
  return list;
}

/** The 牌点 cell: the figure, then its marks (counted, 劣子, capped, 腊子胡), which may go under it. */
function pointsCell(settlement, seat) {
  const player = settlement.players[seat];
  // "（报了10）" follows its mark as written; " (said 10)" may go to the next line at its space
  const then = (after) => (after ? [after.startsWith(" ") ? " " : "", nobr(after.trim())] : []);
  const mark = (className, word, after = "") => [element("span", { className }, word), ...then(after)];
  const marks = [];
  if (player.counted) { // the 牌点 the player said (报点); a 点炮 or 包三家 discarder's counts 0
    marks.push(mark("counted-mark", t("countedMark"), player.raw !== player.points ? t("countedRaw", { raw: player.raw }) : ""));
  }
  if (player.limit) marks.push(mark("limit-mark", t("limit")));
  if (player.capped) marks.push(mark("limit-mark", t("capped"), t("rawPoints", { raw: player.raw })));
  if (settlement.laizi && settlement.winner === seat) marks.push(mark("limit-mark", t("laiziCount")));
  return element("td", { className: "points" }, element("span", { className: "figure" }, String(player.points)),
    ...marks.flatMap((nodes) => [" ", ...nodes]));
}

/** The winner's fans, where the rule set counts fans: 26 (25 without flowers). */
function fanCell(settlement, seat) {
  const player = settlement.players?.[seat] ?? {};
  if (player.fan === undefined) return element("td", { className: "points" });
  const apart = player.fan_without_flowers !== undefined && player.fan_without_flowers !== player.fan;
  return element("td", { className: "points" }, element("span", { className: "figure" }, String(player.fan)),
    ...(apart ? [element("span", { className: "sub" }, t("withoutFlowers", { n: player.fan_without_flowers }))] : []));
}

/** The column between name and net: 牌点 (every player's), 番 (the winner's), or none. */
function middleColumn(settlement) {
  const players = Object.values(settlement.players ?? {});
  if (players.some((p) => p.points !== undefined)) return { head: "points", cell: pointsCell };
  if (players.some((p) => p.fan !== undefined)) return { head: "fans", cell: fanCell };
  return null;
}

function playersTable(settlement, seating, itemNames) {
  const middle = middleColumn(settlement);
  const head = element("tr", {}, ...["player", ...(middle ? [middle.head] : []), "net"].map((key, i) =>
    element("th", { scope: "col", className: i ? "num" : "" }, t(key))));
  const rows = SEATS.map((seat) => {
    const items = itemsOf(settlement, seat);
    const name = element("th", { scope: "row" }, nobr(who(seat, seating)));
    if (items.length) name.append(itemList(items, itemNames));
    const n = netOf(settlement, seat);
    const net = element("td", { className: `num net ${n > 0 ? "gain" : n < 0 ? "loss" : ""}` }, signed(n));
    return element("tr", {}, name, ...(middle ? [middle.cell(settlement, seat)] : []), net);
  });
  return element("table", { className: "players-result" }, element("thead", {}, head), element("tbody", {}, ...rows));
}

// What a payment is made of, asked of the service rather than worked out here: the same hand settled again
// with one more of the rule set's additions left out (Jiaojiang: its 扔弹, then its 弹, R29–R31; Wenling:
// paid flat, W18). The differences between the answers are the parts; what is left is the 牌点's share.

/** A payment's key among the answers: who pays whom, on whose behalf. */
const paymentKey = (p) => `${p.from} ${p.to} ${p.on_behalf_of ?? ""}`;
const amounts = (payments) => new Map(payments.map((p) => [paymentKey(p), p.amount]));

/** One hand as the rule set's /settle takes it, with the stakes, streak and settings it was played with. */
function alone({ request, context, fields, rules }) {
  const hand = { ...request, ...fields, dealer_streak: context.dealer_streak };
  if (has(rules, "table.stakes")) hand.stakes = context.stakes ?? [];
  return hand;
}

const valueOf = (hand, field) => (field.startsWith("rules.") ? hand.rules?.[field.slice(6)] : hand[field]);

/** Whether an addition ([field, what adds nothing]) adds anything to the hand's payments. */
const adds = (hand, [field, nothing]) => JSON.stringify(valueOf(hand, field) ?? nothing) !== JSON.stringify(nothing);

/** The request with an addition left out. */
function without(hand, [field, nothing]) {
  if (field.startsWith("rules.")) return { ...hand, rules: { ...hand.rules, [field.slice(6)]: nothing } };
  return { ...hand, [field]: nothing };
}

/** Whether the hand's payments have any part besides the 牌点's share. */
const hasParts = (view) => view.rules.paymentParts.some((addition) => adds(alone(view), addition));

/**
 * Each payment's parts: Map(paymentKey → [{ part, amount }]), ``part`` "points" or the field left out
 * ("dan", "stakes", "rules.payment"). Resolves to null when the service refuses.
 */
async function paymentParts(view) {
  const { settlement, rules } = view;
  let hand = alone(view);
  let before = amounts(settlement.payments);
  const found = new Map(settlement.payments.map((p) => [paymentKey(p), []]));
  for (const addition of rules.paymentParts.filter((a) => adds(hand, a))) {
    hand = without(hand, addition);
    const answer = await post(rules.paths.settle, hand);
    if (!answer.ok) return null;
    const after = amounts(answer.body.payments);
    for (const [k, parts] of found) {
      const amount = (before.get(k) ?? 0) - (after.get(k) ?? 0);
      if (amount) parts.unshift({ part: addition[0], amount });
    }
    before = after;
  }
  for (const [k, parts] of found) if (before.get(k)) parts.unshift({ part: "points", amount: before.get(k) });
  return found;
}

const PART_WORDS = { points: "partPoints", dan: "partDan", stakes: "partStakes", "rules.payment": "partMode" };

/** A payment's parts in words: 牌点 1 + 弹 10 + 扔弹 10. */
function partsText(parts, view) {
  const mode = view.fields.rules?.payment;
  return parts.map(({ part, amount }, i) => t(i ? "partMore" : "partFirst", {
    part: t(PART_WORDS[part], { mode: mode ? t(`payment.${mode}`) : "" }), amount: i ? Math.abs(amount) : amount,
    sign: amount < 0 ? "−" : "+",
  })).join(" ");
}

/** The payments; where they are made of more than the 牌点 (弹, 扔弹, a payment mode), each opens to show its parts. */
function paymentList(view) {
  const { settlement, context } = view;
  const seating = context.seating;
  if (!settlement.payments.length) return element("p", {}, t("noPayments"));
  const list = element("ul", { className: "payments" });
  const openable = hasParts(view);
  let asked = null;
  for (const p of settlement.payments) {
    let text = t("payment", { from: short(p.from, seating), to: short(p.to, seating), amount: p.amount });
    if (p.on_behalf_of) text += t("onBehalf", { who: short(p.on_behalf_of, seating) });
    if (!openable) {
      list.append(element("li", {}, text));
      continue;
    }
    const shown = element("p", { className: "parts" });
    const details = element("details", {}, element("summary", {}, text), shown);
    details.addEventListener("toggle", async () => {
      if (!details.open || details.dataset.known) return;
      shown.textContent = t("partsAsking");
      asked ??= paymentParts(view).catch((error) => {
        if (error instanceof Unreachable) return null;
        throw error;
      });
      const parts = (await asked)?.get(paymentKey(p));
      if (parts) details.dataset.known = "1";
      else asked = null; // asked again on the next opening
      shown.textContent = parts ? partsText(parts, view) : t("partsUnreachable");
    });
    list.append(element("li", {}, details));
  }
  return list;
}

function nextLine(view) {
  const { settlement, next } = view;
  if (!next) return element("p", { className: "next" }, t("matchOver", { n: view.context.hand }));
  const dealer = playerName(next.seating.east);
  if (next.round_wind) {
    return element("p", { className: "next" }, t("nextInRound", { name: dealer, n: next.hand, wind: t(`wind.${next.round_wind}`) }));
  }
  const stays = settlement.next?.dealer_streak > 1;
  let text = stays ? t("nextStays", { name: dealer, streak: next.dealer_streak }) : t("nextDealer", { name: dealer });
  if (settlement.next?.stakes_carry_over && next.stakes?.length) text += ` · ${t("stakesCarry")}`;
  return element("p", { className: "next" }, text);
}

/**
 * The settlement of one hand into ``root``: ``view`` holds the hand's request, settlement, context (its seating,
 * streak and stakes), the next hand's ``next``, and the sitting's ``rules`` (described) and ``fields``.
 */
export function showResult(root, view, itemNames) {
  const { settlement, context } = view;
  root.replaceChildren(
    element("p", { className: "headline" }, headline(view)),
    ...[discardLine(view), laiziLine(view)].filter(Boolean),
    playersTable(settlement, context.seating, itemNames),
    element("h3", {}, t("payments")),
    ...(hasParts(view) ? [element("p", { className: "hint" }, t("paymentsHint"))] : []),
    paymentList(view),
    nextLine(view),
  );
}
