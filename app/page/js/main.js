// Wires the page together: the sitting in localStorage, the hand form, settling, the views.
import { Unreachable, get } from "./api.js";
import { HandForm } from "./form.js";
import { getLang, setLang, t, translate } from "./i18n.js";
import { showResult } from "./result.js";
import { settleDraft, sittingCsv } from "./settle.js";
import { SEATS, commit, load, newSitting, save, undo } from "./state.js";
import { download, showPlayers, showSitting } from "./sitting.js";
import { watchWaits } from "./waits.js";

const $ = (selector) => document.querySelector(selector);
const sitting = load();
const itemNames = {}; // scoring item code → English name, from GET /v1/rules
const form = new HandForm($("#hand"), sitting, edited);

function edited(what) {
  if (sitting.answer) {
    sitting.answer = null;
    showAnswer(true);
  }
  save(sitting);
  const seats = what.de ? SEATS : what.seat ? [what.seat] : [];
  for (const seat of seats) watchWaits(sitting.draft, seat, (s, text) => form.setWaits(s, text));
}

function showAnswer(stale = false) {
  const section = $("#result");
  section.classList.toggle("stale", stale);
  $("#next-hand").disabled = stale;
  if (stale) {
    $("#result-body").prepend(Object.assign(document.createElement("p"), { className: "hint", textContent: t("stale") }));
    return;
  }
  section.hidden = !sitting.answer;
  if (sitting.answer) showResult($("#result-body"), sitting.answer, getLang() === "en" ? itemNames : {});
}

function showAll() {
  translate(document);
  const other = getLang() === "en" ? "zh-CN" : "en";
  $("#lang").lang = other;
  form.fill();
  showPlayers($("#players"), sitting, () => {
    save(sitting);
    form.refresh();
  });
  showSitting($("#sitting"), sitting);
  showAnswer();
  for (const seat of SEATS) watchWaits(sitting.draft, seat, (s, text) => form.setWaits(s, text));
}

async function settle(event) {
  event.preventDefault();
  if (!sitting.draft.win.seat) {
    form.showProblems([{ path: "win.seat", message: t("chooseWinner") }], (p) => p);
    return;
  }
  const button = $("#settle");
  button.disabled = true;
  try {
    const outcome = await settleDraft(sitting);
    if (outcome.ok) {
      form.clearErrors();
      sitting.answer = outcome.answer;
      save(sitting);
      showAnswer();
      $("#result").scrollIntoView({ block: "start" });
      $("#result-title").focus({ preventScroll: true });
    } else {
      showProblem(outcome);
    }
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    form.clearErrors();
    form.formError(t("unreachable"));
  } finally {
    button.disabled = false;
  }
}

function showProblem({ status, problem, paths }) {
  const errors = problem?.errors ?? [];
  form.showProblems(errors, paths);
  if (!errors.length) form.formError(problem?.detail ?? t("serverError", { status }));
}

function nextHand() {
  if (!sitting.answer) return;
  commit(sitting);
  save(sitting);
  showAll();
  window.scrollTo({ top: 0 });
  $("#hand-title").focus();
}

$("#hand").addEventListener("submit", settle);
$("#next-hand").addEventListener("click", nextHand);
$("#undo").addEventListener("click", () => {
  undo(sitting);
  save(sitting);
  showAll();
});
$("#new-sitting").addEventListener("click", () => {
  if (!window.confirm(t("confirmNewSitting"))) return;
  Object.assign(sitting, newSitting());
  save(sitting);
  showAll();
});
$("#export").addEventListener("click", async () => {
  const day = new Date().toISOString().slice(0, 10);
  const csv = await sittingCsv(sitting).catch((error) => {
    if (!(error instanceof Unreachable)) throw error;
    return null;
  });
  if (csv === null) window.alert(t("unreachable"));
  else download(csv, `jiaojiang-${day}.csv`);
});
$("#lang").addEventListener("click", () => {
  setLang(getLang() === "en" ? "zh" : "en");
  showAll();
});

try {
  showAll();
} finally {
  $("main").classList.remove("starting");
}
get("/v1/rules").then((rules) => {
  for (const item of rules?.items ?? []) itemNames[item.code] = item.english;
  if (getLang() === "en" && sitting.answer) showAnswer();
});
if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");
