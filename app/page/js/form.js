// The hand form: the rule set, 得, four seats (seat.js), the win (win.js) and the stakes.
// The draft in the sitting is its model; every edit updates it and calls onEdit.
import { element, labelled, setValue } from "./dom.js";
import { getLang, joined, playerName, seatName, t } from "./i18n.js";
import { openKeypad } from "./keypad.js";
import { Problems, liveProblems, overFour } from "./problems.js";
import { SeatCard } from "./seat.js";
import { SEATS, activeDraft, isWenling, upcoming } from "./state.js";
import { FLOWERS, KINDS, allowFlowers, flipKind, mpsz, singleKind, spoken, tileName } from "./tiles.js";
import { askStatement, bindWin, clearStatement, fillWin, refreshWin } from "./win.js";

const $ = (selector, root = document) => root.querySelector(selector);

export class HandForm {
  constructor(root, sitting, onEdit) {
    this.root = root;
    this.sitting = sitting;
    this.onEdit = onEdit;
    this.problems = new Problems(root);
    this.analyzed = {}; // seat → problems the service found in its hand as it was typed
    this.openPad = null;
    this.seats = Object.fromEntries(SEATS.map((seat) => [seat, new SeatCard(this, seat)]));
    $("#seats").append(...SEATS.map((seat) => this.seats[seat].card));
    this.bindRules();
    this.bindTop();
    bindWin(this);
    this.bindStakes();
  }

  get draft() {
    return activeDraft(this.sitting);
  }

  edited(what) {
    this.refresh();
    this.onEdit(what);
  }

  /** 椒江 or 温岭, and Wenling's payment mode and 闹: the sitting's, chosen before its first hand. */
  bindRules() {
    for (const [selector, field] of [["#rule-set", "rule_set"], ["#payment-mode", "payment"], ["#nao-mode", "nao"]]) {
      const select = $(selector);
      select.addEventListener("change", () => {
        this.sitting[field] = select.value;
        this.clearError(select);
        this.showRuleSet();
        this.edited({ settings: true });
      });
    }
  }

  /** The page shows the fields of the sitting's rule set, and names it. */
  showRuleSet() {
    const wenling = isWenling(this.sitting);
    allowFlowers(wenling);
    document.querySelector("main").classList.toggle("wenling", wenling);
    $("#rule-set-shown").textContent = wenling
      ? t("ruleSetShownWl", { payment: t(`payment.${this.sitting.payment}`), nao: t(`nao.${this.sitting.nao}`) })
      : t("ruleSetShownJj");
    $("#rare-flags").textContent = t(wenling ? "rareFlagsWl" : "rareFlags");
    document.title = $("h1").textContent = t(wenling ? "titleWl" : "title");
    $("#stakes-legend").textContent = t(wenling ? "stakesLegendWl" : "stakesLegend");
    const bonus = t(wenling ? "winnerBonusWl" : "winnerBonus"); // Wenling's 基础胡, 20 unless typed (W12)
    $("#winner-bonus-name").textContent = bonus;
    $("#winner-bonus").setAttribute("aria-label", bonus);
    $("#winner-bonus").placeholder = wenling ? "20" : "";
  }

  /** The kinds a keypad offers: Wenling's 得 indicator may be any flower; a flower 得's other three can be held. */
  padKinds(what) {
    if (!isWenling(this.sitting)) return KINDS;
    if (what === "de") return [...KINDS, ...FLOWERS];
    if (what === "flip") return [...KINDS.slice(27), ...FLOWERS];
    const de = singleKind(this.draft.de);
    if (de === null || de < 34) return KINDS;
    const colour = de < 38 ? FLOWERS.slice(0, 4) : FLOWERS.slice(4);
    return [...KINDS, ...colour.filter((k) => k !== de)];
  }

  /** 得 typed or picked; the winning tile's keypad (win.js keeps the rest of the win). */
  bindTop() {
    const de = $("#de");
    de.addEventListener("input", () => {
      this.draft.de = de.value;
      this.clearError(de);
      this.edited({ de: true });
    });
    for (const [target, field, label, kinds] of [["de", de, "pickDe", "de"], ["win-tile", $("#win-tile"), "pickWinTile", "hand"]]) {
      $(`[data-pick="${target}"]`).addEventListener("click", () =>
        this.togglePad(target, $(`[data-keypad-for="${target}"]`), t(label), (kind) => {
          setValue(field, mpsz(kind));
          this.closePad();
        }, this.padKinds(kinds)));
    }
  }

  bindStakes() {
    for (const [selector, field] of [["#dan", "dan"], ["#winner-bonus", "winner_bonus"], ["#dealer-streak", "dealer_streak"]]) {
      const input = $(selector);
      input.addEventListener("input", () => {
        this.sitting[field] = input.value;
        this.clearError(input);
        this.edited({ settings: true });
      });
    }
    $("#add-stake").addEventListener("click", () => {
      this.draft.stakes.push({ a: "", b: "", amount: "" });
      this.renderStakes();
      this.edited({});
      $("#stakes li:last-child select").focus();
    });
  }

  // ---- the keypad and tiles ----

  togglePad(target, slot, label, onPick, kinds = KINDS) {
    const wasOpen = this.openPad?.target === target;
    this.closePad();
    if (wasOpen) return;
    openKeypad(slot, label, onPick, () => this.closePad(), kinds);
    this.openPad = { target, slot };
    this.padButton(target).setAttribute("aria-expanded", "true");
  }

  closePad() {
    if (!this.openPad) return;
    this.openPad.slot.replaceChildren();
    this.padButton(this.openPad.target).setAttribute("aria-expanded", "false");
    this.openPad = null;
  }

  padButton(target) {
    if (target.startsWith("seat:")) return $(".keypad-toggle", this.seats[target.slice(5)].card);
    if (target.startsWith("flip:")) return $(".flip-toggle", this.seats[target.slice(5)].card);
    return $(`[data-pick="${target}"]`);
  }

  // ---- stakes ----

  renderStakes() {
    const rows = this.draft.stakes.map((stake, i) => {
      const n = i + 1;
      const row = element("li", { className: "stake" });
      row.dataset.path = `stakes[${i}]`;
      const a = this.seatPicker(`stakes[${i}].between`, t("stakeBetween", { n }));
      const b = this.seatPicker("", t("stakeAnd", { n }));
      a.value = stake.a;
      b.value = stake.b;
      const amount = element("input", { type: "number", inputMode: "numeric", min: "1", value: stake.amount });
      amount.dataset.path = `stakes[${i}].amount`;
      amount.setAttribute("aria-label", t("stakeAmount", { n }));
      a.addEventListener("change", () => { stake.a = a.value; this.clearError(a); this.edited({}); });
      b.addEventListener("change", () => { stake.b = b.value; this.clearError(a); this.edited({}); });
      amount.addEventListener("input", () => { stake.amount = amount.value; this.clearError(amount); this.edited({}); });
      const remove = element("button", { type: "button", className: "small", textContent: "✕" });
      remove.setAttribute("aria-label", t("removeStake", { n }));
      remove.addEventListener("click", () => {
        this.draft.stakes.splice(i, 1);
        this.renderStakes();
        this.edited({});
      });
      row.append(labelled(t("stakeOne"), a), labelled(t("stakeOther"), b), labelled(t("stakeDan"), amount, "narrow"), remove);
      return row;
    });
    $("#stakes").replaceChildren(...rows);
    this.namePickers();
  }

  /** A select of the four seats, each option named by the player sitting there. */
  seatPicker(path, label) {
    const select = element("select");
    if (path) select.dataset.path = path;
    select.setAttribute("aria-label", label);
    select.dataset.seats = "";
    select.replaceChildren(element("option", { value: "", textContent: t("choose") }),
      ...SEATS.map((s) => element("option", { value: s })));
    return select;
  }

  /** Every seat picker's options named by the players at the seats of the hand entered. */
  namePickers() {
    const { seating } = upcoming(this.sitting);
    for (const select of this.root.querySelectorAll("select[data-seats]")) {
      for (const option of select.options) {
        if (option.value in seating) option.textContent = pickerName(option.value, seating);
      }
    }
  }

  // ---- filling from the draft, and what follows from it ----

  /** Puts the whole draft (and the sitting's settings) into the form, in the page's language. */
  fill() {
    this.closePad();
    const draft = this.draft;
    $("#de").value = draft.de;
    for (const seat of SEATS) this.seats[seat].fill();
    fillWin(draft);
    const played = this.sitting.hands.length > 0;
    for (const [selector, field] of [["#rule-set", "rule_set"], ["#payment-mode", "payment"], ["#nao-mode", "nao"]]) {
      $(selector).value = this.sitting[field];
      $(selector).disabled = played; // the rule set holds for the whole sitting
    }
    this.showRuleSet();
    for (const [selector, field] of [["#dan", "dan"], ["#winner-bonus", "winner_bonus"], ["#dealer-streak", "dealer_streak"]]) {
      $(selector).value = this.sitting[field];
      $(selector).disabled = played; // the sitting's settings hold from its first hand on
    }
    this.renderStakes();
    const { seating, stakes } = upcoming(this.sitting);
    const carried = stakes.map(({ between, amount }) =>
      element("li", { textContent: t("carried", { who: between.map((s) => pickerName(s, seating)).join(t("and")), amount }) }));
    $("#carried-stakes").replaceChildren(...carried);
    for (const seat of SEATS) this.seats[seat].label();
    this.clearErrors();
    this.refresh();
  }

  /** Everything derived from the draft: tiles, counts, the 得 and flip names, warnings, enabling. */
  refresh() {
    const { seating, dealer_streak } = upcoming(this.sitting);
    const editing = this.sitting.editing;
    $("#hand-title").textContent = t(editing ? "correctingTitle" : "handTitle", {
      n: (editing ? editing.index : this.sitting.hands.length) + 1, dealer: playerName(seating.east), streak: dealer_streak,
    });
    this.root.classList.toggle("correcting", Boolean(editing));
    for (const seat of SEATS) this.seats[seat].refresh(seating[seat]);
    this.namePickers();
    const de = singleKind(this.draft.de);
    $("#de-name").textContent = de === null ? "" : this.deNames(de);
    refreshWin(this.draft.win);
    $("#counted-hint").hidden = this.draft.win.seat !== "";
    this.checkLive(de);
  }

  /** 得 and what follows from it: Jiaojiang's flip tile, or Wenling's flower 得 (W5). */
  deNames(de) {
    const lang = getLang();
    if (!isWenling(this.sitting)) return t("deNames", { de: tileName(de, lang), flip: tileName(flipKind(de), lang) });
    if (de < 34) return t("deNamesWl", { de: tileName(de, lang) });
    const colour = de < 38 ? FLOWERS.slice(0, 4) : FLOWERS.slice(4);
    const others = colour.filter((k) => k !== de).map((k) => tileName(k, lang)).join(t("listSep"));
    return t("deFlowerWl", { de: tileName(de, lang), others });
  }

  /** Problems seen as the draft is typed: beside their fields, and more than four of a kind on top. */
  checkLive(de) {
    const warning = $("#table-warning");
    const wenling = isWenling(this.sitting);
    warning.textContent = joined(overFour(this.draft, de, wenling));
    warning.hidden = !warning.textContent;
    const found = new Map(liveProblems(this.draft, wenling ? null : de, wenling));
    for (const seat of SEATS) {
      for (const { path, message } of this.analyzed[seat] ?? []) found.set(path, [...(found.get(path) ?? []), message]);
    }
    for (const path of this.liveShown ?? []) if (!found.has(path)) found.set(path, []); // gone since
    this.liveShown = [...found].filter(([, problems]) => problems.length).map(([path]) => path);
    for (const [path, problems] of found) {
      const control = this.problems.fieldFor(path);
      if (control) this.problems.live(control, problems);
    }
  }

  // the service's problems, beside their fields (problems.js)
  showProblems(errors, mapPath) {
    clearStatement();
    this.problems.show(errors, mapPath);
  }

  /** What the service needs stated (``field``: dianpao, bao, laizi), asked beside its control; ``onAnswer`` once said. */
  ask(field, onAnswer) {
    const { seating } = upcoming(this.sitting);
    const win = this.draft.win;
    const kind = singleKind(win.tile);
    const names = {
      winner: pickerName(win.seat, seating),
      discarder: win.discarder ? pickerName(win.discarder, seating) : "",
      tile: kind === null ? win.tile : tileName(kind, getLang()),
    };
    const key = { dianpao: "askDianpao", bao: "askBao", laizi: "askLaizi" }[field];
    askStatement(field, t(key, names), onAnswer);
  }

  clearErrors() {
    this.problems.clearAll();
    clearStatement();
  }

  clearError(control) {
    this.problems.clear(control);
  }

  formError(message) {
    this.problems.formError(message);
  }

  /** A seat's waits, and the problems the service found in its hand (shown with the page's own). */
  setWaits(seat, text, problems = []) {
    this.seats[seat].setWaits(text);
    const before = JSON.stringify(this.analyzed[seat] ?? []);
    this.analyzed[seat] = problems.map(({ path, message }) => ({ path, message: spoken(message, getLang()) }));
    if (JSON.stringify(this.analyzed[seat]) !== before) this.checkLive(singleKind(this.draft.de));
  }
}

/** 老王（南家）: the player, and the seat when it is not their name. */
export function pickerName(seat, seating) {
  const player = playerName(seating[seat]);
  return player === seatName(seat) ? player : t("playerAt", { player, seat: seatName(seat) });
}
