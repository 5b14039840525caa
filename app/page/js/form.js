// The hand form: four seats (text field, keypad, tiles, melds, flipped, river), 得, the win
// and the stakes. The draft in the sitting is its model; every edit updates it and calls onEdit.
import { getLang, joined, playerName, seatName, t } from "./i18n.js";
import { openKeypad, tileFace } from "./keypad.js";
import { Problems, liveProblems, overFour } from "./problems.js";
import { SEATS, activeDraft, isWenling, upcoming } from "./state.js";
import {
  FLOWERS, KINDS, allowFlowers, flipKind, formatTiles, keyName, mpsz, parseTiles, singleKind, spoken, tileName,
} from "./tiles.js";

const MELD_SIZE = { chi: 3, pong: 3, kong: 4, concealed_kong: 4 };
const $ = (selector, root = document) => root.querySelector(selector);

export class HandForm {
  constructor(root, sitting, onEdit) {
    this.root = root;
    this.sitting = sitting;
    this.onEdit = onEdit;
    this.problems = new Problems(root);
    this.analyzed = {}; // seat → problems the service found in its hand as it was typed
    this.openPad = null;
    this.cards = Object.fromEntries(SEATS.map((seat) => [seat, this.buildSeat(seat)]));
    this.bindRules();
    this.bindTop();
    this.bindWin();
    this.bindStakes();
  }

  get draft() {
    return activeDraft(this.sitting);
  }

  edited(what) {
    this.refresh();
    this.onEdit(what);
  }

  // ---- building ----

  buildSeat(seat) {
    const card = $("#seat-template").content.firstElementChild.cloneNode(true);
    card.dataset.path = `seats.${seat}`;
    const hand = $(".hand-text", card);
    hand.dataset.path = `seats.${seat}.hand`;
    hand.addEventListener("input", () => {
      this.draft.seats[seat].hand = hand.value;
      this.clearError(hand);
      this.edited({ seat });
    });
    $(".keypad-toggle", card).addEventListener("click", () => this.seatPad(seat));
    for (const button of card.querySelectorAll("[data-meld]")) {
      button.addEventListener("click", () => this.addMeld(seat, button.dataset.meld));
    }
    const flipped = $(".flipped-count", card);
    flipped.dataset.path = `seats.${seat}.flipped`;
    flipped.addEventListener("input", () => {
      this.draft.seats[seat].flipped = flipped.value;
      this.clearError(flipped);
      this.edited({ seat });
    });
    const flippedTiles = $(".flipped-tiles-text", card);
    flippedTiles.dataset.path = `seats.${seat}.flipped_tiles`;
    flippedTiles.addEventListener("input", () => {
      this.draft.seats[seat].flipped_tiles = flippedTiles.value;
      this.clearError(flippedTiles);
      this.edited({ seat });
    });
    $(".flip-toggle", card).addEventListener("click", () => this.flipPad(seat));
    const discards = $(".discards", card);
    discards.dataset.path = `seats.${seat}.discards`;
    discards.addEventListener("input", () => {
      this.draft.seats[seat].discards = discards.value;
      this.clearError(discards);
      this.edited({});
    });
    $("#seats").append(card);
    return card;
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

  bindTop() {
    const de = $("#de");
    de.addEventListener("input", () => {
      this.draft.de = de.value;
      this.clearError(de);
      this.edited({ de: true });
    });
    $('[data-pick="de"]').addEventListener("click", () =>
      this.togglePad("de", $('[data-keypad-for="de"]'), t("pickDe"), (kind) => {
        this.setValue(de, mpsz(kind));
        this.closePad();
      }, this.padKinds("de")),
    );
  }

  bindWin() {
    const win = () => this.draft.win;
    const winner = $("#winner");
    winner.addEventListener("change", () => {
      win().seat = winner.value;
      this.clearError(winner);
      this.edited({ win: true });
    });
    const tile = $("#win-tile");
    tile.addEventListener("input", () => {
      win().tile = tile.value;
      this.clearError(tile);
      this.edited({ win: true });
    });
    $('[data-pick="win-tile"]').addEventListener("click", () =>
      this.togglePad("win-tile", $('[data-keypad-for="win-tile"]'), t("pickWinTile"), (kind) => {
        this.setValue(tile, mpsz(kind));
        this.closePad();
      }, this.padKinds("hand")),
    );
    const checks = {
      "#self-drawn": "self_drawn", "#kong-replacement": "kong_replacement",
      "#robbing-kong": "robbing_kong", "#last-tile": "last_tile", "#heavenly": "heavenly",
    };
    for (const [selector, field] of Object.entries(checks)) {
      const box = $(selector);
      box.addEventListener("change", () => {
        win()[field] = box.checked;
        this.clearError(box);
        this.edited({ win: true });
      });
    }
    for (const [selector, field] of [["#discarder", "discarder"], ["#dianpao", "dianpao"], ["#bao", "bao"], ["#laizi", "laizi"]]) {
      const select = $(selector);
      select.addEventListener("change", () => {
        win()[field] = select.value;
        this.clearError(select);
        this.edited({ win: true });
      });
    }
    const wall = $("#wall-remaining");
    wall.addEventListener("input", () => {
      this.draft.wall_remaining = wall.value;
      this.clearError(wall);
      this.edited({});
    });
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
    if (target.startsWith("seat:")) return $(".keypad-toggle", this.cards[target.slice(5)]);
    if (target.startsWith("flip:")) return $(".flip-toggle", this.cards[target.slice(5)]);
    return $(`[data-pick="${target}"]`);
  }

  seatPad(seat) {
    const card = this.cards[seat];
    this.togglePad(`seat:${seat}`, $(".keypad-slot", card), t("keypadOf", { seat: seatName(seat) }), (kind) =>
      this.addTile(seat, kind), this.padKinds("hand"));
  }

  /** Wenling: the special tiles a seat laid out, by kind (W8), from a keypad of honours and flowers. */
  flipPad(seat) {
    const card = this.cards[seat];
    const input = $(".flipped-tiles-text", card);
    this.togglePad(`flip:${seat}`, $(".flip-slot", card), t("flipKeypadOf", { seat: seatName(seat) }), (kind) => {
      const { kinds, errors } = parseTiles(input.value);
      this.setValue(input, errors.length ? `${input.value} ${mpsz(kind)}` : formatTiles([...kinds, kind]));
    }, this.padKinds("flip"));
  }

  addTile(seat, kind) {
    const input = $(".hand-text", this.cards[seat]);
    const { kinds, errors } = parseTiles(input.value);
    this.setValue(input, errors.length ? `${input.value} ${mpsz(kind)}` : formatTiles([...kinds, kind]));
    if (!this.complete(seat)) return;
    // a hand full: the keypad moves on to the next seat still short of tiles (two taps saved a seat)
    const order = [...SEATS.slice(SEATS.indexOf(seat) + 1), ...SEATS.slice(0, SEATS.indexOf(seat))];
    const next = order.find((s) => !this.complete(s));
    this.closePad();
    if (!next) return;
    this.seatPad(next);
    $(".keypad button", this.cards[next]).focus({ preventScroll: true });
  }

  complete(seat) {
    const values = this.draft.seats[seat];
    return parseTiles(values.hand).kinds.length >= 16 - 3 * values.melds.length;
  }

  removeTile(seat, kind) {
    const input = $(".hand-text", this.cards[seat]);
    const { kinds } = parseTiles(input.value);
    kinds.splice(kinds.indexOf(kind), 1);
    this.setValue(input, formatTiles(kinds));
  }

  /** Sets a field as if typed: the draft follows through its input event. */
  setValue(input, value) {
    input.value = value;
    input.dispatchEvent(new Event("input"));
  }

  // ---- melds and stakes ----

  addMeld(seat, type) {
    this.draft.seats[seat].melds.push({ type, tiles: "", claimed: "" });
    this.renderMelds(seat);
    this.edited({ seat });
    $(".melds li:last-child input", this.cards[seat]).focus();
  }

  renderMelds(seat) {
    const list = $(".melds", this.cards[seat]);
    list.replaceChildren(...this.draft.seats[seat].melds.map((meld, i) => this.meldRow(seat, meld, i)));
  }

  meldRow(seat, meld, i) {
    const names = { seat: seatName(seat), n: i + 1, type: t(`meld.${meld.type}`) };
    const path = `seats.${seat}.melds[${i}]`;
    const row = element("li", { className: "meld" });
    row.dataset.path = path;
    const tiles = element("input", { value: meld.tiles, autocomplete: "off", spellcheck: false });
    tiles.dataset.path = `${path}.tiles`;
    tiles.setAttribute("aria-label", t("meldTiles", names));
    const claimed = element("select");
    claimed.dataset.path = `${path}.claimed`;
    claimed.setAttribute("aria-label", t("claimedOf", names));
    const fillClaimed = () => {
      const kinds = [...new Set(parseTiles(meld.tiles).kinds)];
      claimed.replaceChildren(
        element("option", { value: "", textContent: t("notGiven") }),
        ...kinds.map((k) => element("option", { value: mpsz(k), textContent: tileName(k, getLang()) })),
      );
      claimed.value = meld.claimed;
    };
    tiles.addEventListener("input", () => {
      meld.tiles = tiles.value;
      this.clearError(tiles);
      fillClaimed();
      this.edited({ seat });
    });
    tiles.addEventListener("change", () => {
      const full = completeMeld(meld.type, tiles.value);
      if (full !== tiles.value) this.setValue(tiles, full);
    });
    claimed.addEventListener("change", () => {
      meld.claimed = claimed.value;
      this.clearError(claimed);
      this.edited({ seat });
    });
    fillClaimed();
    const remove = element("button", { type: "button", className: "small", textContent: "✕" });
    remove.setAttribute("aria-label", t("removeMeld", names));
    remove.addEventListener("click", () => {
      this.draft.seats[seat].melds.splice(i, 1);
      this.renderMelds(seat);
      this.edited({ seat });
    });
    const claimedField = element("label", { className: "field claimed" });
    claimedField.append(element("span", { textContent: t("claimed") }), claimed);
    if (meld.type === "concealed_kong") claimedField.hidden = true;
    row.append(element("span", { className: "type", textContent: t(`meld.${meld.type}`) }), tiles, claimedField, remove);
    return row;
  }

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
    for (const seat of SEATS) {
      const card = this.cards[seat];
      const values = draft.seats[seat];
      $(".hand-text", card).value = values.hand;
      $(".flipped-count", card).value = values.flipped;
      $(".flipped-tiles-text", card).value = values.flipped_tiles ?? "";
      $(".discards", card).value = values.discards;
      this.renderMelds(seat);
    }
    this.fillWin();
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
    this.label();
    this.clearErrors();
    this.refresh();
  }

  fillWin() {
    const win = this.draft.win;
    const winner = $("#winner");
    winner.dataset.seats = "";
    winner.replaceChildren(
      element("option", { value: "", textContent: t("choose") }),
      ...SEATS.map((s) => element("option", { value: s })),
      element("option", { value: "draw", textContent: t("draw") }),
    );
    winner.value = win.seat;
    const discarder = $("#discarder");
    discarder.dataset.seats = "";
    discarder.replaceChildren(
      element("option", { value: "", textContent: t("choose") }),
      ...SEATS.map((s) => element("option", { value: s })),
    );
    discarder.value = win.discarder;
    $("#win-tile").value = win.tile;
    $("#self-drawn").checked = win.self_drawn;
    $("#kong-replacement").checked = win.kong_replacement;
    $("#robbing-kong").checked = win.robbing_kong;
    $("#last-tile").checked = win.last_tile;
    $("#dianpao").value = win.dianpao;
    $("#heavenly").checked = win.heavenly;
    $("#bao").value = win.bao;
    $("#laizi").value = win.laizi;
    $("#wall-remaining").value = this.draft.wall_remaining;
  }

  /** Names that depend on the seat and the language. */
  label() {
    for (const seat of SEATS) {
      const card = this.cards[seat];
      const names = { seat: seatName(seat) };
      $(".hand-text", card).setAttribute("aria-label", t("handOf", names));
      $(".hand-text", card).placeholder = t("handPlaceholder");
      $(".keypad-toggle", card).setAttribute("aria-label", t("keypadOf", names));
      $(".flipped-count", card).setAttribute("aria-label", t("flippedOf", names));
      $(".flipped-tiles-text", card).setAttribute("aria-label", t("flippedTilesOf", names));
      $(".flipped-tiles-text", card).placeholder = t("flippedTilesPlaceholder");
      $(".flip-toggle", card).setAttribute("aria-label", t("flipKeypadOf", names));
      $(".discards", card).setAttribute("aria-label", t("discardsOf", names));
      $(".chips", card).setAttribute("aria-label", t("tilesOf", names));
      $(".seat-name", card).textContent = seatName(seat);
      for (const button of card.querySelectorAll("[data-meld]")) {
        button.setAttribute("aria-label", t("meldOf", { ...names, type: t(`meld.${button.dataset.meld}`) }));
      }
    }
  }

  /** Everything derived from the draft: tiles, counts, the 得 and flip names, warnings, enabling. */
  refresh() {
    const { seating, dealer_streak } = upcoming(this.sitting);
    const editing = this.sitting.editing;
    $("#hand-title").textContent = t(editing ? "correctingTitle" : "handTitle", {
      n: (editing ? editing.index : this.sitting.hands.length) + 1, dealer: playerName(seating.east), streak: dealer_streak,
    });
    this.root.classList.toggle("correcting", Boolean(editing));
    for (const seat of SEATS) this.refreshSeat(seat, seating[seat]);
    this.namePickers();
    const de = singleKind(this.draft.de);
    $("#de-name").textContent = de === null ? "" : this.deNames(de);
    const win = this.draft.win;
    const discarder = $("#discarder");
    discarder.disabled = win.self_drawn || win.seat === "draw";
    for (const option of discarder.options) option.disabled = option.value !== "" && option.value === win.seat;
    $("#win-tile").disabled = win.seat === "draw";
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

  refreshSeat(seat, player) {
    const card = this.cards[seat];
    const values = this.draft.seats[seat];
    $(".player-name", card).textContent = playerName(player) === seatName(seat) ? "" : playerName(player);
    $(".dealer-mark", card).textContent = seat === "east" ? t("dealerMark") : "";
    const { kinds } = parseTiles(values.hand);
    const max = 16 - 3 * values.melds.length;
    const count = $(".count", card);
    count.textContent = t("count", { n: kinds.length, max });
    count.classList.toggle("off", kinds.length !== max);
    const chips = [...kinds].sort((a, b) => a - b).map((kind) => {
      const chip = element("button", { type: "button", className: "chip" });
      tileFace(chip, kind);
      chip.setAttribute("aria-label", t("removeTile", { tile: keyName(kind, getLang()) }));
      chip.addEventListener("click", () => this.removeTile(seat, kind));
      return chip;
    });
    $(".chips", card).replaceChildren(...chips);
    const flipped = parseTiles(values.flipped_tiles ?? "").kinds;
    $(".flip-names", card).textContent = isWenling(this.sitting) && flipped.length
      ? t("flippedNames", { tiles: flipped.map((k) => tileName(k, getLang())).join(t("listSep")) }) : "";
  }

  /** Problems seen as the draft is typed: beside their fields, and more than four of a kind on top. */
  checkLive(de) {
    const warning = $("#table-warning");
    const wenling = isWenling(this.sitting);
    warning.textContent = joined(overFour(this.draft, de, wenling));
    warning.hidden = !warning.textContent;
    const found = new Map(liveProblems(this.draft, wenling ? null : de));
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
    this.problems.show(errors, mapPath);
  }

  clearErrors() {
    this.problems.clearAll();
  }

  clearError(control) {
    this.problems.clear(control);
  }

  formError(message) {
    this.problems.formError(message);
  }

  /** A seat's waits, and the problems the service found in its hand (shown with the page's own). */
  setWaits(seat, text, problems = []) {
    $(".waits", this.cards[seat]).textContent = text;
    const before = JSON.stringify(this.analyzed[seat] ?? []);
    this.analyzed[seat] = problems.map(({ path, message }) => ({ path, message: spoken(message, getLang()) }));
    if (JSON.stringify(this.analyzed[seat]) !== before) this.checkLive(singleKind(this.draft.de));
  }
}

/** A pong or kong entered as one tile, or a chi as its lowest: the whole meld. */
function completeMeld(type, text) {
  const kind = singleKind(text);
  if (kind === null) return text;
  if (type === "chi") return kind < 27 && kind % 9 <= 6 ? formatTiles([kind, kind + 1, kind + 2]) : text;
  return formatTiles(new Array(MELD_SIZE[type]).fill(kind));
}

function element(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** A field with its visible name above it. */
function labelled(text, control, extra = "") {
  const label = element("label", { className: `field ${extra}` });
  label.append(element("span", { textContent: text }), control);
  return label;
}

/** 老王（南家）: the player, and the seat when it is not their name. */
export function pickerName(seat, seating) {
  const player = playerName(seating[seat]);
  return player === seatName(seat) ? player : t("playerAt", { player, seat: seatName(seat) });
}
