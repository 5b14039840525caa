// The hand form: the win first (who won decides which seats need tiles), 得, four seats (seat.js) and the
// stakes; before the first hand, the sitting's rule set, players and settings above it (#start).
// The draft in the sitting is its model; every edit updates it and calls onEdit.
import { element, labelled, setValue } from "./dom.js";
import { getLang, joined, playerName, seatName, sentence, t, wordsOr } from "./i18n.js";
import { closeKeypad, openKeypad } from "./keypad.js";
import { Problems, liveProblems, overFour } from "./problems.js";
import { choiceOptions, has, ruleSet, ruleSets, titleOf } from "./rulesets.js";
import { SeatCard } from "./seat.js";
import { SEATS, activeDraft, handNumber, upcoming } from "./state.js";
import { FLOWERS, KINDS, allowFlowers, flipKind, mpsz, singleKind, spoken, tileName } from "./tiles.js";
import { askStatement, bindWin, clearStatement, fillWin, refreshWin } from "./win.js";

const $ = (selector, root = document) => root.querySelector(selector);
const SETTINGS = [["#dan", "dan"], ["#winner-bonus", "winner_bonus"], ["#dealer-streak", "dealer_streak"]];

/** A flower 得's colour: the other three are 得 too (W5). */
const colourOf = (de) => (de < 38 ? FLOWERS.slice(0, 4) : FLOWERS.slice(4));

export class HandForm {
  /** ``defaults(name)``: a rule setting's default, as the service says (GET …/rules), or undefined. */
  constructor(root, sitting, onEdit, defaults) {
    this.root = root;
    this.sitting = sitting;
    this.onEdit = onEdit;
    this.defaults = defaults;
    this.problems = new Problems(document.querySelector("main"));
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

  get rules() {
    return ruleSet(this.sitting);
  }

  edited(what) {
    this.refresh();
    this.onEdit(what);
  }

  /** The rule set, the sitting's, chosen before its first hand (its options: ``showOptions``). */
  bindRules() {
    const select = $("#rule-set");
    select.addEventListener("change", () => this.ruleChosen(select, "rule_set"));
  }

  /** The rule set or one of its options chosen (``field`` of the sitting): the form follows it. */
  ruleChosen(select, field) {
    this.sitting[field] = select.value;
    this.clearError(select);
    this.showRuleSet();
    this.edited({ settings: true });
  }

  /**
   * A select for each of the rule set's options with choices (GET /v1/rule-sets), in the page's words where it
   * has them (``option.payment``, ``payment.flat``), else by the service's title and values; made anew only when
   * the rule set or the language changes, so that a select keeps its focus.
   */
  showOptions(rules) {
    const made = `${rules.name} ${getLang()}`;
    const box = $("#rule-options");
    if (box.dataset.made !== made) {
      box.dataset.made = made;
      box.replaceChildren(...choiceOptions(rules).map(({ name, choices, title }) => {
        const label = wordsOr(`option.${name}`, title?.[getLang()] ?? name);
        const select = element("select", {}, ...choices.map((choice) =>
          element("option", { value: choice, textContent: wordsOr(`${name}.${choice}`, choice) })));
        Object.assign(select.dataset, { path: `rules.${name}`, option: name });
        select.setAttribute("aria-label", label);
        select.addEventListener("change", () => this.ruleChosen(select, name));
        return labelled(label, select);
      }));
    }
    for (const { name, default: fallback } of choiceOptions(rules)) {
      box.querySelector(`[data-option="${name}"]`).value = this.sitting[name] ?? fallback;
    }
  }

  /** The page shows the fields of the sitting's rule set, and says how the sitting is settled. */
  showRuleSet() {
    const rules = this.rules;
    const name = titleOf(rules, getLang());
    this.showPicker(rules);
    this.showOptions(rules);
    allowFlowers(rules.hand.flowers);
    for (const el of document.querySelectorAll("[data-feature]")) el.classList.toggle("off", !has(rules, el.dataset.feature));
    const rare = $("fieldset.win details.more");
    rare.hidden = !rare.querySelector("[data-feature]:not(.off)"); // nothing more to say of this rule set's win
    $("#counted-hint").classList.toggle("off", !has(rules, "seat.points"));
    $("#rule-set-shown").textContent = this.settingsShown();
    $("#rare-flags").textContent = t(rules.words.rareFlags);
    $("#rivers-hint").textContent = rules.words.riversHint ? t(rules.words.riversHint) : "";
    document.title = $("h1").textContent = t(rules.words.title, { name });
    const bonus = t(rules.words.winnerBonus);
    $("#winner-bonus-name").textContent = bonus;
    $("#winner-bonus").setAttribute("aria-label", bonus);
    $("#winner-bonus").placeholder = String(this.defaults("winner_bonus") ?? "");
    $("#dealer-streak").placeholder = "1";
  }

  /** The rule-set picker: every rule set described (the service's, once it has answered), by its title. */
  showPicker(rules) {
    const picker = $("#rule-set");
    picker.replaceChildren(...ruleSets().map((r) => element("option", { value: r.name, textContent: titleOf(r, getLang()) })));
    picker.value = rules.name;
  }

  /** 这一场按椒江规则结算 — and once the first hand is played, the settings it holds to (弹, the bonus). */
  settingsShown() {
    const rules = this.rules;
    const chosen = (name, fallback) => this.sitting[name] ?? fallback;
    const options = Object.fromEntries(choiceOptions(rules).map(({ name, default: fallback }) =>
      [name, wordsOr(`${name}.${chosen(name, fallback)}`, chosen(name, fallback))]));
    const shown = t(rules.words.shown, { ...options, name: titleOf(rules, getLang()) });
    if (!this.sitting.hands.length) return shown;
    const value = (field, fallback) => String(this.sitting[field]).trim() || fallback;
    const settings = has(rules, "options.winner_bonus")
      ? [[t(rules.words.winnerBonus), value("winner_bonus", this.defaults("winner_bonus"))]] : [];
    if (has(rules, "table.dan")) settings.unshift([t("dan"), value("dan", 0)]); // none typed: the service's 0
    const said = settings.filter(([, v]) => v !== undefined).map(([name, v]) => t("settingShown", { name, value: v }));
    return said.length ? t("settingsShown", { shown, settings: said.join(t("listSep")) }) : shown;
  }

  /** The kinds a keypad offers: a flower rule set's 得 indicator may be any flower; a flower 得's other three can be held. */
  padKinds(what) {
    const rules = this.rules;
    if (!rules.hand.flowers) return KINDS;
    if (what === "flowers") return FLOWERS;
    if (what === "de") return [...KINDS, ...FLOWERS];
    if (what === "flip") return [...KINDS.slice(27), ...FLOWERS];
    const de = singleKind(this.draft.de);
    if (rules.de !== "flowers" || de === null || de < 34) return KINDS;
    return [...KINDS, ...colourOf(de).filter((k) => k !== de)];
  }

  /** 得 typed or picked; the winning tile's keypad (win.js keeps the rest of the win). */
  bindTop() {
    const de = $("#de");
    de.addEventListener("input", () => {
      this.draft.de = de.value;
      this.clearError(de);
      this.edited({ de: true });
    });
    $('[data-pick="de"]').addEventListener("click", () => this.togglePad("de", $('[data-keypad-for="de"]'), {
      label: t("pickDe"), kinds: this.padKinds("de"), onPick: (kind) => this.pickOne(de, kind),
    }));
    $('[data-pick="win-tile"]').addEventListener("click", () => this.winTilePad());
  }

  winTilePad() {
    this.togglePad("win-tile", $('[data-keypad-for="win-tile"]'), {
      label: t("pickWinTile"), kinds: this.padKinds("hand"), onPick: (kind) => this.pickOne($("#win-tile"), kind),
    });
  }

  pickOne(field, kind) {
    setValue(field, mpsz(kind));
    this.closePad();
    $(`[data-pick="${field.id}"]`).focus({ preventScroll: true });
  }

  bindStakes() {
    for (const [selector, field] of SETTINGS) {
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

  // ---- the keypad sheet ----

  /** Opens the keypad of ``target`` (closes it if open): ``preview()`` gives what its head shows. */
  togglePad(target, slot, { preview, ...options }) {
    const wasOpen = this.openPad?.target === target;
    this.closePad();
    if (wasOpen) return;
    const shown = openKeypad(slot, { ...options, onClose: () => this.closePad(true) });
    this.openPad = { target, slot, shown, preview };
    this.padButton(target).setAttribute("aria-expanded", "true");
    (slot.closest(".seat") ?? slot.previousElementSibling).scrollIntoView({ block: "start" });
    this.showPad();
  }

  /** What the open keypad's head shows: the seat and its tiles so far. */
  showPad() {
    const pad = this.openPad;
    if (pad?.preview) pad.shown.show(pad.preview());
  }

  /** Closes the keypad; ``refocus``: the focus goes back to the button that opened it. */
  closePad(refocus = false) {
    if (!this.openPad) return;
    closeKeypad(this.openPad.slot);
    const button = this.padButton(this.openPad.target);
    button.setAttribute("aria-expanded", "false");
    this.openPad = null;
    if (refocus) button.focus({ preventScroll: true });
  }

  padButton(target) {
    if (target.startsWith("seat:")) return $(".keypad-toggle", this.seats[target.slice(5)].card);
    if (target.startsWith("flip:")) return $(".flip-toggle", this.seats[target.slice(5)].card);
    if (target.startsWith("flower:")) return $(".flower-toggle", this.seats[target.slice(7)].card);
    return $(`[data-pick="${target}"]`);
  }

  /**
   * A seat's hand is full: the keypad goes on to the next seat still short of tiles, else to the winning tile.
   * Where only the winner's tiles are needed (国标: the others' may be left out), the others are skipped.
   */
  padAfter(seat) {
    const at = SEATS.indexOf(seat);
    const needed = (s) => this.rules.tilesNeeded !== "winner" || s === this.draft.win.seat;
    const next = [...SEATS.slice(at + 1), ...SEATS.slice(0, at)].filter(needed).map((s) => this.seats[s])
      .find((other) => !other.complete());
    this.closePad();
    if (next) {
      next.handPad();
    } else if (SEATS.includes(this.draft.win.seat) && !this.draft.win.tile.trim()) {
      this.winTilePad();
    } else {
      return;
    }
    $(".keypad .tile-key", this.openPad.slot).focus({ preventScroll: true });
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
    $("#start").hidden = this.sitting.hands.length > 0; // the rule set and settings hold for the whole sitting
    for (const [selector, field] of SETTINGS) $(selector).value = this.sitting[field];
    this.showRuleSet();
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
    const { seating, dealer_streak, round_wind } = upcoming(this.sitting);
    const editing = this.sitting.editing;
    const shape = round_wind ? "InRound" : has(this.rules, "table.dealer_streak") ? "" : "NoStreak";
    $("#hand-title").textContent = t(`${editing ? "correctingTitle" : "handTitle"}${shape}`, {
      n: handNumber(this.sitting, editing ? editing.index : this.sitting.hands.length), dealer: playerName(seating.east), streak: dealer_streak,
      wind: round_wind ? t(`wind.${round_wind}`) : "",
    });
    this.root.classList.toggle("correcting", Boolean(editing));
    for (const seat of SEATS) this.seats[seat].refresh(seating[seat], round_wind);
    this.namePickers();
    const de = singleKind(this.draft.de);
    $("#de-name").textContent = de === null ? "" : this.deNames(de);
    refreshWin(this.draft.win);
    $("#counted-hint").hidden = this.draft.win.seat !== "";
    this.checkLive(de);
    this.showPad();
  }

  /** 得 and what follows from it: the flip tile it names (R10), or a flower 得's colour (W5). */
  deNames(de) {
    const lang = getLang();
    if (this.rules.de === "flip") return t("deNames", { de: tileName(de, lang), flip: tileName(flipKind(de), lang) });
    if (de < 34) return t("deNamesWl", { de: tileName(de, lang) });
    const others = colourOf(de).filter((k) => k !== de).map((k) => tileName(k, lang)).join(t("listSep"));
    return t("deFlowerWl", { de: tileName(de, lang), others });
  }

  /** Problems seen as the draft is typed: beside their fields, and more than four of a kind on top. */
  checkLive(de) {
    const warning = $("#table-warning");
    const rules = this.rules;
    warning.textContent = joined(overFour(this.draft, de, rules));
    warning.hidden = !warning.textContent;
    const found = new Map(liveProblems(this.draft, rules.de === "flip" ? de : null, rules));
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

  /** A seat's waits (or a note), and the problems the service found in its hand (shown with the page's own). */
  setWaits(seat, text, problems = []) {
    this.seats[seat].setWaits(text);
    const before = JSON.stringify(this.analyzed[seat] ?? []);
    this.analyzed[seat] = problems.map(({ path, message }) => ({ path, message: sentence(spoken(message, getLang())) }));
    if (JSON.stringify(this.analyzed[seat]) !== before) this.checkLive(singleKind(this.draft.de));
  }
}

/** 老王（南家）: the player, and the seat when it is not their name. */
export function pickerName(seat, seating) {
  const player = playerName(seating[seat]);
  return player === seatName(seat) ? player : t("playerAt", { player, seat: seatName(seat) });
}
