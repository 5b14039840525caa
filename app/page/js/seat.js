// One seat of the hand form: its tiles (text field, keypad, tiles to tap away, melds, flipped tiles)
// or the 牌点 its player counted (报点), one tap to switch; its river either way.
import { element, setValue } from "./dom.js";
import { getLang, playerName, seatName, t } from "./i18n.js";
import { tileFace } from "./keypad.js";
import { has } from "./rulesets.js";
import { isCounted } from "./state.js";
import { formatTiles, keyName, mpsz, parseTiles, singleKind, tileName } from "./tiles.js";

const MELD_SIZE = { chi: 3, pong: 3, kong: 4, concealed_kong: 4 };
const $ = (selector, root) => root.querySelector(selector);

export class SeatCard {
  /** ``form``: the HandForm (the draft, the keypads, problems, onEdit). */
  constructor(form, seat) {
    this.form = form;
    this.seat = seat;
    this.card = $("#seat-template", document).content.firstElementChild.cloneNode(true);
    this.card.dataset.path = `seats.${seat}`;
    // the seat's group is named by its seat and player, not by the switch in its legend
    const names = [".seat-name", ".player-name", ".dealer-mark"].map((selector, i) => {
      $(selector, this.card).id = `seat-${seat}-${i}`;
      return `seat-${seat}-${i}`;
    });
    this.card.setAttribute("aria-labelledby", names.join(" "));
    this.bindText(".hand-text", "hand");
    this.bindText(".flipped-count", "flipped");
    this.bindText(".flipped-tiles-text", "flipped_tiles");
    this.bindText(".flowers-text", "flowers");
    this.bindText(".discards", "discards", {});
    this.bindText(".points-text", "points");
    $(".keypad-toggle", this.card).addEventListener("click", () => this.handPad());
    $(".flip-toggle", this.card).addEventListener("click", () => this.flipPad());
    $(".flower-toggle", this.card).addEventListener("click", () => this.flowerPad());
    $(".mode-toggle", this.card).addEventListener("click", () => this.switchMode());
    for (const button of this.card.querySelectorAll("[data-meld]")) {
      button.addEventListener("click", () => this.addMeld(button.dataset.meld));
    }
  }

  get values() {
    return this.form.draft.seats[this.seat];
  }

  get counted() {
    return isCounted(this.form.draft, this.seat, this.form.rules);
  }

  /** A text field of the seat kept in the draft's ``field`` as typed. */
  bindText(selector, field, what = { seat: this.seat }) {
    const input = $(selector, this.card);
    input.dataset.path = `seats.${this.seat}.${field}`;
    input.addEventListener("input", () => {
      this.values[field] = input.value;
      this.form.clearError(input);
      this.form.edited(what);
    });
  }

  /** Tiles ⇄ counted points: the switch is the scorekeeper's from now on (picking the winner no longer moves it). */
  switchMode() {
    this.values.counted = !this.counted;
    if (this.form.openPad?.target.endsWith(`:${this.seat}`)) this.form.closePad();
    this.form.edited({ seat: this.seat });
    $(this.counted ? ".points-text" : ".hand-text", this.card).focus();
  }

  // ---- the keypads ----

  /** The hand's keypad, its head showing the seat, its count and its tiles so far. */
  handPad() {
    this.form.togglePad(`seat:${this.seat}`, $(".keypad-slot", this.card), {
      label: t("keypadOf", { seat: seatName(this.seat) }),
      kinds: this.form.padKinds("hand"),
      onPick: (kind) => this.addTile(kind),
      preview: () => {
        const { kinds } = parseTiles(this.values.hand);
        return { caption: t("padCaption", { seat: seatName(this.seat), n: kinds.length, max: this.size }), kinds };
      },
    });
  }

  /** Flipped tiles by kind (W8), from a keypad of honours and flowers. */
  flipPad() {
    const input = $(".flipped-tiles-text", this.card);
    this.form.togglePad(`flip:${this.seat}`, $(".flip-slot", this.card), {
      label: t("flipKeypadOf", { seat: seatName(this.seat) }),
      kinds: this.form.padKinds("flip"),
      onPick: (kind) => addKind(input, kind),
      preview: () => ({ caption: t("flipKeypadOf", { seat: seatName(this.seat) }), kinds: parseTiles(input.value).kinds }),
    });
  }

  /** The flowers the seat laid out (G-T3, G81), from a keypad of the eight flowers. */
  flowerPad() {
    const input = $(".flowers-text", this.card);
    this.form.togglePad(`flower:${this.seat}`, $(".flower-slot", this.card), {
      label: t("flowerKeypadOf", { seat: seatName(this.seat) }),
      kinds: this.form.padKinds("flowers"),
      onPick: (kind) => {
        if (!parseTiles(input.value).kinds.includes(kind)) addKind(input, kind); // one of each flower
      },
      preview: () => ({ caption: t("flowerKeypadOf", { seat: seatName(this.seat) }), kinds: parseTiles(input.value).kinds }),
    });
  }

  addTile(kind) {
    addKind($(".hand-text", this.card), kind);
    if (this.complete()) this.form.padAfter(this.seat); // counted seats need no tiles
  }

  /** The concealed tiles the seat should hold before the winning tile (16 − 3 × melds, R5). */
  get size() {
    return this.form.rules.hand.tiles - 3 * this.values.melds.length;
  }

  complete() {
    return this.counted || parseTiles(this.values.hand).kinds.length >= this.size;
  }

  removeTile(kind) {
    const input = $(".hand-text", this.card);
    const { kinds } = parseTiles(input.value);
    kinds.splice(kinds.indexOf(kind), 1);
    setValue(input, formatTiles(kinds));
  }

  // ---- melds ----

  addMeld(type) {
    this.values.melds.push({ type, tiles: "", claimed: "" });
    this.renderMelds();
    this.form.edited({ seat: this.seat });
    $(".melds li:last-child input", this.card).focus();
  }

  renderMelds() {
    $(".melds", this.card).replaceChildren(...this.values.melds.map((meld, i) => this.meldRow(meld, i)));
  }

  meldRow(meld, i) {
    const { form, seat } = this;
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
      form.clearError(tiles);
      fillClaimed();
      form.edited({ seat });
    });
    tiles.addEventListener("change", () => {
      const full = completeMeld(meld.type, tiles.value);
      if (full !== tiles.value) setValue(tiles, full);
    });
    claimed.addEventListener("change", () => {
      meld.claimed = claimed.value;
      form.clearError(claimed);
      form.edited({ seat });
    });
    fillClaimed();
    const remove = element("button", { type: "button", className: "small", textContent: "✕" });
    remove.setAttribute("aria-label", t("removeMeld", names));
    remove.addEventListener("click", () => {
      this.values.melds.splice(i, 1);
      this.renderMelds();
      form.edited({ seat });
    });
    const claimedField = element("label", { className: "field claimed" }, element("span", { textContent: t("claimed") }), claimed);
    if (meld.type === "concealed_kong") claimedField.hidden = true;
    row.append(element("span", { className: "type", textContent: t(`meld.${meld.type}`) }), tiles, claimedField, remove);
    return row;
  }

  // ---- from the draft ----

  fill() {
    const values = this.values;
    $(".hand-text", this.card).value = values.hand;
    $(".flipped-count", this.card).value = values.flipped;
    $(".flipped-tiles-text", this.card).value = values.flipped_tiles ?? "";
    $(".flowers-text", this.card).value = values.flowers ?? "";
    $(".discards", this.card).value = values.discards;
    $(".points-text", this.card).value = values.points ?? "";
    this.renderMelds();
  }

  /** Names that depend on the language. */
  label() {
    const names = { seat: seatName(this.seat) };
    const card = this.card;
    const labels = {
      ".hand-text": "handOf", ".keypad-toggle": "keypadOf", ".flipped-count": "flippedOf", ".flipped-tiles-text": "flippedTilesOf",
      ".flip-toggle": "flipKeypadOf", ".discards": "discardsOf", ".chips": "tilesOf", ".points-text": "pointsOf",
      ".flowers-text": "flowersOf", ".flower-toggle": "flowerKeypadOf",
    };
    for (const [selector, key] of Object.entries(labels)) $(selector, card).setAttribute("aria-label", t(key, names));
    $(".hand-text", card).placeholder = t("handPlaceholder");
    $(".flipped-tiles-text", card).placeholder = t("flippedTilesPlaceholder");
    $(".flowers-text", card).placeholder = t("flowersPlaceholder");
    $(".points-text", card).placeholder = t("pointsPlaceholder");
    $(".seat-name", card).textContent = seatName(this.seat);
    for (const button of card.querySelectorAll("[data-meld]")) {
      button.setAttribute("aria-label", t("meldOf", { ...names, type: t(`meld.${button.dataset.meld}`) }));
    }
  }

  /** What follows from the draft: the mode, the player, the count, the tiles to tap away, the flipped names. */
  refresh(player, roundWind) {
    const { card, values } = this;
    $(".wind-mark", card).textContent = roundWind ? t("seatWind", { wind: t(`wind.${this.seat}`) }) : "";
    const counted = this.counted;
    card.classList.toggle("counted", counted);
    const toggle = $(".mode-toggle", card);
    toggle.textContent = t(counted ? "useTiles" : "useCounted");
    toggle.setAttribute("aria-label", t(counted ? "useTilesOf" : "useCountedOf", { seat: seatName(this.seat) }));
    $(".player-name", card).textContent = playerName(player) === seatName(this.seat) ? "" : playerName(player);
    $(".dealer-mark", card).textContent = this.seat === "east" ? t("dealerMark") : "";
    const { kinds } = parseTiles(values.hand);
    const max = this.size;
    const count = $(".count", card);
    count.textContent = t("count", { n: kinds.length, max });
    const optional = this.form.rules.tilesNeeded === "winner" && this.seat !== this.form.draft.win.seat && !kinds.length;
    count.classList.toggle("off-count", kinds.length !== max && !optional); // another seat's tiles may be left out
    $(".chips", card).replaceChildren(...[...kinds].sort((a, b) => a - b).map((kind) => this.chip(kind)));
    const flowers = parseTiles(values.flowers ?? "").kinds;
    $(".flower-names", card).textContent = flowers.length
      ? t("flowerNames", { tiles: flowers.map((k) => tileName(k, getLang())).join(t("listSep")) }) : "";
    const flipped = parseTiles(values.flipped_tiles ?? "").kinds;
    $(".flip-names", card).textContent = has(this.form.rules, "seat.flipped_tiles") && flipped.length
      ? t("flippedNames", { tiles: flipped.map((k) => tileName(k, getLang())).join(t("listSep")) }) : "";
  }

  chip(kind) {
    const chip = element("button", { type: "button", className: "chip" });
    tileFace(chip, kind);
    chip.setAttribute("aria-label", t("removeTile", { tile: keyName(kind, getLang()) }));
    chip.addEventListener("click", () => this.removeTile(kind));
    return chip;
  }

  setWaits(text) {
    $(".waits", this.card).textContent = text;
  }
}

/** One more tile in a field, kept in mpsz while the field reads. */
function addKind(input, kind) {
  const { kinds, errors } = parseTiles(input.value);
  setValue(input, errors.length ? `${input.value} ${mpsz(kind)}` : formatTiles([...kinds, kind]));
}

/** A pong or kong entered as one tile, or a chi as its lowest: the whole meld. */
function completeMeld(type, text) {
  const kind = singleKind(text);
  if (kind === null) return text;
  if (type === "chi") return kind < 27 && kind % 9 <= 6 ? formatTiles([kind, kind + 1, kind + 2]) : text;
  return formatTiles(new Array(MELD_SIZE[type]).fill(kind));
}
