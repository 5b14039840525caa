// The tile keypad: one key per kind, a block each for 万 筒 条 字 and, where they can be entered, the
// flowers 春夏秋冬 / 梅兰竹菊 (keys at least 44 × 44 CSS px). It opens as a sheet fixed at the bottom of
// the screen, over the 结算 bar: whatever the page shows above it (tiles added, problems, waits), no key
// ever moves under the thumb. Its head shows what was entered so far, in a box of fixed height.
import { getLang, t } from "./i18n.js";
import { KINDS, face, keyName, suitOf } from "./tiles.js";

/** A tile drawn as on the table: the numeral over the suit, coloured by suit (a flower by its colour). */
export function tileFace(button, kind) {
  const [top, bottom] = face(kind);
  button.classList.add(`suit-${suitOf(kind)}`);
  if (kind >= 38) button.classList.add("flower-b"); // 梅兰竹菊 apart from 春夏秋冬 (W1, W5)
  button.replaceChildren(document.createTextNode(top));
  if (bottom) {
    const small = document.createElement("small");
    small.textContent = bottom;
    button.append(small);
  }
}

let escape = null; // the open keypad's Escape: wherever the focus is, Escape closes it

const element = (tag, className, text = "") => Object.assign(document.createElement(tag), { className, textContent: text });

/** The tiles in a line of runs, each coloured: 一二三万 五筒 东东 (what the sheet's head shows). */
function runs(kinds) {
  const groups = [];
  for (const kind of [...kinds].sort((a, b) => a - b)) {
    const colour = kind >= 38 ? "f flower-b" : suitOf(kind);
    if (groups.at(-1)?.colour !== colour) groups.push({ colour, kinds: [] });
    groups.at(-1).kinds.push(kind);
  }
  return groups.map(({ colour, kinds: run }) =>
    element("span", `run suit-${colour}`, run.map((k) => face(k)[0]).join("") + face(run[0])[1]));
}

/**
 * Opens a keypad named ``label`` in ``slot`` (its place in the reading order; it shows as the sheet):
 * each key calls ``onPick(kind)``, 收起 and Escape (anywhere) call ``onClose``. Returns its ``show({ caption, kinds })``,
 * which puts what was entered so far in its head.
 */
export function openKeypad(slot, { label, onPick, onClose, kinds = KINDS }) {
  const pad = element("div", "keypad");
  pad.setAttribute("role", "group");
  pad.setAttribute("aria-label", label);
  const caption = element("span", "caption", label);
  const entered = element("span", "entered");
  const done = element("button", "done", t("keypadDone"));
  done.type = "button";
  done.addEventListener("click", onClose);
  pad.append(element("div", "head"));
  pad.firstChild.append(element("p", "so-far"), done);
  pad.firstChild.firstChild.append(caption, entered);
  for (const suit of [...new Set(kinds.map(suitOf))]) {
    const keys = element("div", `suit-keys keys-${suit}`);
    for (const kind of kinds.filter((k) => suitOf(k) === suit)) {
      const key = element("button", "tile-key");
      key.type = "button";
      key.setAttribute("aria-label", keyName(kind, getLang()));
      tileFace(key, kind);
      key.addEventListener("click", () => onPick(kind));
      keys.append(key);
    }
    pad.append(keys);
  }
  escape = (event) => event.key === "Escape" && onClose();
  document.addEventListener("keydown", escape);
  slot.replaceChildren(pad);
  document.documentElement.classList.add("sheet-open");
  document.documentElement.style.setProperty("--sheet-height", `${pad.offsetHeight}px`);
  return {
    show({ caption: text, kinds: so = [] }) {
      caption.textContent = text;
      entered.replaceChildren(...runs(so));
    },
  };
}

/** Closes the keypad in ``slot``. */
export function closeKeypad(slot) {
  document.removeEventListener("keydown", escape);
  slot.replaceChildren();
  document.documentElement.classList.remove("sheet-open");
}
