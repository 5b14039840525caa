// Problems beside the field they concern: those seen as tiles are typed (the page's own checks),
// and the service's on settling. A note goes under the whole line of its field, which keeps its width.
import { getLang, joined, t } from "./i18n.js";
import { clear, tell } from "./dom.js";
import { has } from "./rulesets.js";
import { SEATS, isCounted, pointsTyped } from "./state.js";
import { flipKind, parseTiles, tileName } from "./tiles.js";

/** A counted 牌点: a whole number, rounded up to a multiple of 10 (R27); at most the rule set's cap (W15). */
function countedProblems(text, cap) {
  const typed = pointsTyped(text);
  if (typed === "") return [];
  if (!/^\d+$/.test(typed)) return [t("pointsNumber")];
  const points = Number(typed);
  if (points % 10) return [t("pointsRounded", { up: Math.ceil(points / 10) * 10 })];
  return cap !== null && points > cap ? [t("pointsCapped", { cap })] : [];
}

/**
 * [path, messages] for every field of the draft typed in: mistyped tiles, a flip tile held, 得 in a meld
 * (R7, R10); a counted seat's 牌点 in place of its tiles.
 */
export function liveProblems(draft, de, rules) {
  const flip = de === null ? null : flipKind(de);
  const notation = (text) => parseTiles(text).errors.map((e) => t(`tile.${e.kind}`, e));
  const held = (text, meld) => {
    const { kinds } = parseTiles(text);
    const problems = notation(text);
    if (flip !== null && kinds.includes(flip)) problems.push(t("flipHeld", { tile: tileName(flip, getLang()) }));
    if (meld && de !== null && kinds.includes(de)) problems.push(t("deInMeld", { tile: tileName(de, getLang()) }));
    return problems;
  };
  const fields = [["de", notation(draft.de)], ["win.tile", held(draft.win.tile, false)]];
  for (const seat of SEATS) {
    const values = draft.seats[seat];
    fields.push([`seats.${seat}.discards`, notation(values.discards)]);
    if (has(rules, "seat.flowers")) fields.push([`seats.${seat}.flowers`, notation(values.flowers ?? "")]);
    if (isCounted(draft, seat, rules)) {
      fields.push([`seats.${seat}.points`, countedProblems(values.points, rules.pointsCap)], [`seats.${seat}.hand`, []]);
      values.melds.forEach((m, i) => fields.push([`seats.${seat}.melds[${i}].tiles`, []]));
      continue;
    }
    fields.push([`seats.${seat}.hand`, held(values.hand, false)], [`seats.${seat}.points`, []]);
    values.melds.forEach((m, i) => fields.push([`seats.${seat}.melds[${i}].tiles`, held(m.tiles, true)]));
  }
  return fields;
}

/** More than four of a kind across the table: hands, melds, flipped tiles, the winning tile, the 得 shown (R1, R6). */
export function overFour(draft, de, rules) {
  const used = new Array(42).fill(0);
  const add = (text) => parseTiles(text).kinds.forEach((k) => (used[k] += 1));
  for (const seat of SEATS.filter((s) => !isCounted(draft, s, rules))) {
    const values = draft.seats[seat];
    add(values.hand);
    values.melds.forEach((m) => add(m.tiles));
    if (has(rules, "seat.flowers")) add(values.flowers ?? ""); // one of each flower on the table (G-T1)
    if (has(rules, "seat.flipped_tiles")) add(values.flipped_tiles ?? "");
    else if (de !== null) used[flipKind(de)] += Number(values.flipped) || 0;
  }
  if (draft.win.seat !== "draw") add(draft.win.tile);
  if (de !== null) used[de] += 1;
  return used.flatMap((n, k) => {
    if (k >= 34) return n > 1 ? [t("overOneFlower", { tile: tileName(k, getLang()), n })] : []; // one of each flower (W1)
    return n > 4 ? [t("overFour", { tile: tileName(k, getLang()), n })] : [];
  });
}

let noteIds = 0;

export class Problems {
  constructor(root) {
    this.root = root;
    this.notes = new WeakMap(); // control → the note shown under its line
  }

  /** The page's own problems of a field, as typed; they never hide one the service gave. */
  live(control, problems) {
    const note = this.notes.get(control);
    if (problems.length) {
      if (!note || note.dataset.live) this.set(control, joined(problems), false, true);
    } else if (note?.dataset.live) {
      this.clear(control);
    }
  }

  /** Each of the service's problems beside the field its path names (or the nearest enclosing part). */
  show(errors, mapPath) {
    this.clearAll();
    for (const { path, message } of errors) {
      const target = this.fieldFor(mapPath(path));
      if (target) this.set(target, message, true);
      else this.formError(message);
    }
    const first = this.root.querySelector('[aria-invalid="true"]');
    first?.closest("details")?.setAttribute("open", "");
    first?.focus();
  }

  fieldFor(path) {
    for (let p = path; p; ) {
      const found = this.root.querySelector(`[data-path="${CSS.escape(p)}"]`);
      if (found) return found;
      const parent = p.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
      if (parent === p) break;
      p = parent;
    }
    return null;
  }

  set(control, message, append = false, live = false) {
    let note = this.notes.get(control);
    if (!note) {
      noteIds += 1;
      note = Object.assign(document.createElement("p"), { className: "error", id: `problem-${noteIds}` });
      if (control.matches("fieldset")) {
        control.firstElementChild.after(note);
      } else {
        const line = control.closest("li") ?? control.closest(".seat-line, .row") ?? control.closest(".field, .check") ?? control;
        if (line.matches("li")) line.append(note);
        else line.after(note);
      }
      this.notes.set(control, note);
    }
    note.dataset.live = live ? "1" : "";
    note.textContent = append && note.textContent ? joined([note.textContent, message]) : message;
    if (!control.matches("fieldset, li")) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", note.id);
    }
  }

  clear(control) {
    this.notes.get(control)?.remove();
    this.notes.delete(control);
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-describedby");
  }

  clearAll() {
    for (const el of this.root.querySelectorAll("[data-path]")) this.clear(el);
    clear(document.querySelector("#form-notices"), false); // "cannot be reached" stays until it is not so
    this.formErrors = [];
  }

  /** A problem of no one field: above 结算, in view. */
  formError(message) {
    this.formErrors = [...(this.formErrors ?? []), message];
    const said = joined(this.formErrors);
    tell(document.querySelector("#form-notices"), () => said, { error: true });
  }
}
