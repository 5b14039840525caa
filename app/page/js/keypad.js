// The tile keypad: 34 keys, one per kind, a block each for 万 筒 条 字, and Wenling's flowers 春…菊
// where they can be entered (keys at least 44 × 44 CSS px).
import { getLang, t } from "./i18n.js";
import { KINDS, face, keyName, suitOf } from "./tiles.js";

/** A tile drawn as on the table: the numeral over the suit, coloured by suit. */
export function tileFace(button, kind) {
  const [top, bottom] = face(kind);
  button.classList.add(`suit-${suitOf(kind)}`);
  button.replaceChildren(document.createTextNode(top));
  if (bottom) {
    const small = document.createElement("small");
    small.textContent = bottom;
    button.append(small);
  }
}

/** Opens a keypad named ``label`` in ``slot``; each key calls ``onPick(kind)``. */
export function openKeypad(slot, label, onPick, onClose, kinds = KINDS) {
  const pad = document.createElement("div");
  pad.className = "keypad";
  pad.setAttribute("role", "group");
  pad.setAttribute("aria-label", label);
  for (const suit of [...new Set(kinds.map(suitOf))]) {
    const keys = document.createElement("div");
    keys.className = "suit-keys";
    for (const kind of kinds.filter((k) => suitOf(k) === suit)) {
      const key = document.createElement("button");
      key.type = "button";
      key.className = "tile-key";
      key.setAttribute("aria-label", keyName(kind, getLang()));
      tileFace(key, kind);
      key.addEventListener("click", () => onPick(kind));
      keys.append(key);
    }
    pad.append(keys);
  }
  const done = document.createElement("button");
  done.type = "button";
  done.className = "done";
  done.textContent = t("keypadDone");
  done.addEventListener("click", onClose);
  pad.append(done);
  slot.replaceChildren(pad);
}
