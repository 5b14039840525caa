// Small helpers for building the page's elements, and for the messages a person must see.

export function element(tag, props = {}, ...children) {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

/** A field with its visible name above it. */
export function labelled(text, control, extra = "") {
  const label = element("label", { className: `field ${extra}` });
  label.append(element("span", { textContent: text }), control);
  return label;
}

/** Sets a field as if typed: whatever listens to its input event follows. */
export function setValue(input, value) {
  input.value = value;
  input.dispatchEvent(new Event("input"));
}

// ---- messages where the eye is ----
// Each area (.notices, beside what it concerns: the 结算 bar, the hand's title, the sitting's buttons, …)
// holds an alert and a status. A message is said again in the page's language when it changes, brought
// into view, and gone once it no longer holds: a status after a while, "the server cannot be reached" as
// soon as the service answers again.

const STATUS_MS = 12000;
const shown = new Map(); // area → { say, error, until, timer }

function regions(area) {
  const [alert, status] = area.querySelectorAll(":scope > p");
  return { alert, status };
}

/**
 * Shows ``say()`` (a function: it is called again when the language changes) in ``area``: an error
 * (role alert) or a status. ``until``: "reachable" keeps it until the service answers again.
 */
export function tell(area, say, { error = false, until = null } = {}) {
  clear(area);
  const entry = { say, error, until, timer: null };
  if (!error && !until) entry.timer = setTimeout(() => clear(area), STATUS_MS);
  shown.set(area, entry);
  paint(area);
  if (area.getClientRects().length) area.scrollIntoView({ block: "nearest" });
}

function paint(area) {
  const { say, error } = shown.get(area);
  const { alert, status } = regions(area);
  (error ? alert : status).textContent = say();
  (error ? status : alert).textContent = "";
}

/** Clears ``area``; ``all`` false keeps a message that holds until something happens (the service back). */
export function clear(area, all = true) {
  const entry = shown.get(area);
  if (entry?.until && !all) return;
  if (entry) clearTimeout(entry.timer);
  shown.delete(area);
  const { alert, status } = regions(area);
  alert.textContent = status.textContent = "";
}

/** Every message shown, said again (the page's language changed). */
export function retell() {
  for (const area of shown.keys()) paint(area);
}

/** The messages that held until ``what`` ("reachable") are gone. */
export function cleared(what) {
  for (const [area, entry] of [...shown]) if (entry.until === what) clear(area);
}
