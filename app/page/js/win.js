// The win section of the hand form: who won (or 黄牌), the winning tile, 自摸 or who discarded,
// the rarer flags and statements, the wall; and the question the service needs answered (needs_statement).
import { element } from "./dom.js";
import { t } from "./i18n.js";
import { SEATS } from "./state.js";

const $ = (selector) => document.querySelector(selector);
const CHECKS = {
  "#self-drawn": "self_drawn", "#kong-replacement": "kong_replacement",
  "#robbing-kong": "robbing_kong", "#last-tile": "last_tile", "#heavenly": "heavenly",
};
const SELECTS = {
  "#discarder": "discarder", "#dianpao": "dianpao", "#bao": "bao", "#laizi": "laizi", "#last-of-kind": "last_of_kind",
};
// What the service may ask to be stated (win.dianpao, win.bao, win.laizi): the select and its answers
const STATEMENTS = {
  dianpao: { select: "#dianpao", yes: "dianpaoYes", no: "dianpaoNo" },
  bao: { select: "#bao", yes: "baoYes", no: "baoNo" },
  laizi: { select: "#laizi", yes: "laiziYes", no: "laiziNo" },
};

/** The win's controls kept in the draft's ``win`` (and its wall count) through ``form``. */
export function bindWin(form) {
  const win = () => form.draft.win;
  const follow = (control, set, event = "change") => control.addEventListener(event, () => {
    set(control);
    form.clearError(control);
    form.edited({ win: true });
  });
  follow($("#winner"), (c) => { win().seat = c.value; });
  follow($("#win-tile"), (c) => { win().tile = c.value; }, "input");
  for (const [selector, field] of Object.entries(CHECKS)) follow($(selector), (c) => { win()[field] = c.checked; });
  for (const [selector, field] of Object.entries(SELECTS)) follow($(selector), (c) => { win()[field] = c.value; });
  const wall = $("#wall-remaining");
  wall.addEventListener("input", () => {
    form.draft.wall_remaining = wall.value;
    form.clearError(wall);
    form.edited({});
  });
}

const seatOptions = () => SEATS.map((s) => element("option", { value: s }));

/** The draft's win into its controls (the pickers named by namePickers). */
export function fillWin(draft) {
  const win = draft.win;
  const winner = $("#winner");
  winner.dataset.seats = "";
  winner.replaceChildren(element("option", { value: "", textContent: t("choose") }), ...seatOptions(),
    element("option", { value: "draw", textContent: t("draw") }));
  winner.value = win.seat;
  const discarder = $("#discarder");
  discarder.dataset.seats = "";
  discarder.replaceChildren(element("option", { value: "", textContent: t("choose") }), ...seatOptions());
  discarder.value = win.discarder;
  $("#win-tile").value = win.tile;
  for (const [selector, field] of Object.entries(CHECKS)) $(selector).checked = win[field];
  for (const [selector, field] of Object.entries(SELECTS)) $(selector).value = win[field];
  $("#wall-remaining").value = draft.wall_remaining;
}

/** What follows from the win: no discarder on a self-drawn win or a 黄牌, never the winner. */
export function refreshWin(win) {
  const discarder = $("#discarder");
  discarder.disabled = win.self_drawn || win.seat === "draw";
  for (const option of discarder.options) option.disabled = option.value !== "" && option.value === win.seat;
  $("#win-tile").disabled = win.seat === "draw";
}

/**
 * The service cannot decide ``field`` (dianpao, bao, laizi) without tiles it was not given: ``question``
 * asked under its control, answered by a tap that states it and calls ``onAnswer``.
 */
export function askStatement(field, question, onAnswer) {
  const { select, yes, no } = STATEMENTS[field];
  const control = $(select);
  const box = element("div", { className: "question", id: "statement-question" });
  box.setAttribute("role", "group");
  box.setAttribute("aria-labelledby", "statement-question-text");
  const answer = (value, key) => {
    const button = element("button", { type: "button", className: "small", textContent: t(key) });
    button.addEventListener("click", () => {
      control.value = value;
      control.dispatchEvent(new Event("change"));
      onAnswer();
    });
    return button;
  };
  box.append(element("p", { id: "statement-question-text", textContent: question }),
    element("div", { className: "row wrap" }, answer("yes", yes), answer("no", no)));
  clearStatement();
  control.closest(".row").after(box);
  control.closest("details").open = true;
  box.scrollIntoView({ block: "center" });
  box.querySelector("button").focus({ preventScroll: true });
}

export function clearStatement() {
  $("#statement-question")?.remove();
}
