// Wires the page together: the sitting in localStorage, the hand form, settling, the views.
import { Unreachable, get } from "./api.js";
import { HandForm, pickerName } from "./form.js";
import { getLang, playerName, setLang, t, translate } from "./i18n.js";
import { showResult } from "./result.js";
import { readResume, resume } from "./resume.js";
import { computeSitting, formPaths, requestsWith, sittingCsv } from "./settle.js";
import { eveningText, resumeText, share } from "./share.js";
import {
  SEATS, activeDraft, apply, carried, commit, commitCorrection, isCounted, isWenling, load, mergeTotals, newSitting, pointsTyped,
  save, sittingFields, typed, upcoming,
} from "./state.js";
import { download, outcome, showEarlier, showPlayers, showSitting } from "./sitting.js";
import { spoken } from "./tiles.js";
import { watchWaits } from "./waits.js";

const $ = (selector) => document.querySelector(selector);
const sitting = load();
const itemNames = {}; // scoring item code → English name, from GET /v1/rules
const form = new HandForm($("#hand"), sitting, edited);
const today = () => new Date().toISOString().slice(0, 10);

/** The settlement shown: of the hand being corrected, or of the hand being entered. */
const currentAnswer = () => (sitting.editing ? sitting.editing.answer : sitting.answer);

function watchAll() {
  const wenling = isWenling(sitting) ? sittingFields(sitting) : null;
  for (const seat of SEATS) watchWaits(activeDraft(sitting), seat, (s, text, problems) => form.setWaits(s, text, problems), wenling);
}

function edited() {
  if (currentAnswer()) {
    if (sitting.editing) sitting.editing.answer = null;
    else sitting.answer = null;
    showAnswer(true);
  }
  save(sitting);
  watchAll(); // every seat: the tiles other seats hold change what is left to wait on
}

function say(message) {
  $("#sitting-status").textContent = message;
}

/** The hand's own settlement out of the sitting's: what result.js shows. */
function handView({ index, requests, computed }) {
  const hand = computed.hands[index];
  const next = computed.hands[index + 1] ?? computed.next;
  return { request: requests[index], settlement: hand.settlement, context: hand, next };
}

function showAnswer(stale = false) {
  const section = $("#result");
  section.classList.toggle("stale", stale);
  const correcting = Boolean(sitting.editing);
  $("#next-hand").hidden = correcting;
  $("#save-correction").hidden = !correcting;
  $("#next-hand").disabled = $("#save-correction").disabled = stale;
  if (stale) {
    $("#result-body").prepend(Object.assign(document.createElement("p"), { className: "hint", textContent: t("stale") }));
    return;
  }
  const answer = currentAnswer();
  section.hidden = !answer;
  if (answer) showResult($("#result-body"), handView(answer), getLang() === "en" ? itemNames : {});
}

function showAll() {
  translate(document);
  $("#lang").lang = getLang() === "en" ? "zh-CN" : "en";
  form.fill();
  $("#cancel-correction").hidden = !sitting.editing;
  showPlayers($("#players-box"), sitting, renameBefore, substitute);
  showEarlier($("#resume-box"), sitting, earlierNet);
  showSitting($("#sitting"), sitting, openCorrection);
  showAnswer();
  watchAll();
}

// ---- settling a hand, or a corrected one, with the whole sitting ----

async function settle(event) {
  event.preventDefault();
  const draft = activeDraft(sitting);
  if (!draft.win.seat) {
    form.showProblems([{ path: "win.seat", message: t("chooseWinner") }], (p) => p);
    return;
  }
  const unsaid = SEATS.filter((s) => isCounted(draft, s) && pointsTyped(draft.seats[s].points) === "");
  if (draft.win.seat !== "draw" && unsaid.length) { // a win is paid by every seat's 牌点 (R31–R32): no count, no guess
    const { seating } = upcoming(sitting);
    const problems = unsaid.map((s) => ({ path: `seats.${s}.points`, message: t("pointsMissing", { seat: pickerName(s, seating) }) }));
    form.showProblems(problems, (p) => p);
    return;
  }
  const index = sitting.editing ? sitting.editing.index : sitting.hands.length;
  const requests = requestsWith(sitting, draft, index);
  const button = $("#settle");
  button.disabled = true;
  try {
    const outcome = await computeSitting(sitting, requests);
    if (!outcome.ok) {
      showProblem(outcome, index);
      return;
    }
    form.clearErrors();
    const answer = { index, requests, computed: outcome.computed };
    if (sitting.editing) sitting.editing.answer = answer;
    else sitting.answer = answer;
    save(sitting);
    showAnswer();
    $("#result").scrollIntoView({ block: "start" });
    $("#result-title").focus({ preventScroll: true });
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    form.clearErrors();
    form.formError(t("unreachable"));
  } finally {
    button.disabled = false;
  }
}

/**
 * The service's problems beside their fields; those of other hands (a correction) named by hand. What it
 * needs stated about this hand (needs_statement: 点炮, 包三家, 腊子胡) is asked in plain words, then settled.
 */
function showProblem({ status, problem }, index) {
  const lang = getLang();
  const own = formPaths(index);
  const statement = (e) => e.code === "needs_statement" && /^win\.(dianpao|bao|laizi)$/.test(own(e.path));
  const asked = (problem?.errors ?? []).filter(statement).map((e) => own(e.path).slice(4));
  const errors = (problem?.errors ?? []).filter((e) => !statement(e)).map((e) => {
    const other = /^hands\[(\d+)\]/.exec(e.path);
    const message = spoken(e.message, lang);
    const elsewhere = other && Number(other[1]) !== index;
    return { ...e, message: elsewhere ? t("inHand", { n: Number(other[1]) + 1, message }) : message };
  });
  form.showProblems(errors, own);
  if (asked.length) form.ask(asked[0], () => $("#hand").requestSubmit());
  else if (!errors.length) form.formError(spoken(problem?.detail, lang) ?? t("serverError", { status }));
}

/** 黄牌 in one tap: no tiles needed (every seat untouched is counted at nothing), settled at once. */
function settleDraw() {
  activeDraft(sitting).win.seat = "draw";
  $("#winner").value = "draw";
  form.edited({ win: true });
  $("#hand").requestSubmit();
}

function nextHand() {
  if (!sitting.answer || sitting.editing) return;
  commit(sitting);
  save(sitting);
  showAll();
  window.scrollTo({ top: 0 });
  $("#hand-title").focus();
}

// ---- correcting an earlier hand, undoing the last ----

function openCorrection(index) {
  sitting.editing = { index, draft: structuredClone(sitting.hands[index].draft), answer: null };
  save(sitting);
  showAll();
  window.scrollTo({ top: 0 });
  $("#hand-title").focus();
}

function closeCorrection(saved) {
  const n = sitting.editing.index + 1;
  if (saved) commitCorrection(sitting);
  else sitting.editing = null;
  save(sitting);
  showAll();
  if (saved) say(t("correctionSaved", { n }));
  window.scrollTo({ top: 0 });
  $("#hand-title").focus();
}

/** Recomputes the sitting with its hands less the last (no request when none is left). */
async function withoutLast() {
  const hands = sitting.hands.slice(0, -1);
  if (!hands.length) return { ok: true, computed: { hands: [], next: null, runs: [], totals: mergeTotals(carried(sitting)) } };
  return computeSitting(sitting, hands.map((h) => h.request));
}

async function undoLast() {
  const n = sitting.hands.length;
  const last = sitting.hands[n - 1];
  const keep = typed(sitting.draft);
  if (!last || !window.confirm(t(keep ? "confirmUndoKeep" : "confirmUndo", { n, outcome: outcome(last) }))) return;
  const result = await withoutLast().catch((error) => {
    if (error instanceof Unreachable) return null;
    throw error;
  });
  if (!result?.ok) {
    say(result ? t("serverError", { status: result.status }) : t("unreachable"));
    return;
  }
  const drafts = sitting.hands.slice(0, -1).map((h) => h.draft);
  apply(sitting, result.computed, drafts.map((_, i) => sitting.hands[i].request), drafts);
  sitting.renames = sitting.renames.filter((r) => r.at <= n - 1);
  sitting.editing = null;
  sitting.answer = null;
  if (!keep) sitting.draft = last.draft;
  save(sitting);
  showAll();
}

// ---- players: names, substitutes, an evening continued ----

/** Before the first hand the totals are the earlier nets. */
function startTotals() {
  sitting.totals = mergeTotals(carried(sitting));
  save(sitting);
  showSitting($("#sitting"), sitting, openCorrection);
}

function earlierNet(seat, value) {
  sitting.earlier[seat] = value;
  startTotals();
}

function renameBefore(seat, name) {
  sitting.players[seat] = name;
  form.refresh();
  showEarlier($("#resume-box"), sitting, earlierNet);
  startTotals();
}

function substitute(seat, input) {
  const index = sitting.hands.length;
  const { seating } = upcoming(sitting);
  const from = seating[seat];
  const to = input.value.trim();
  if (!to || to === playerName(from)) {
    input.value = playerName(from);
    return;
  }
  if (SEATS.some((s) => s !== seat && playerName(seating[s]) === to)) {
    say(t("nameTaken", { name: to }));
    input.value = playerName(from);
    return;
  }
  const earlier = sitting.renames.find((r) => r.at === index && r.to === from);
  if (earlier) earlier.to = to; // a second change before the hand is played replaces the first
  else sitting.renames.push({ at: index, from, to });
  sitting.renames = sitting.renames.filter((r) => r.from !== r.to);
  sitting.answer = null;
  save(sitting);
  showAll();
  say(t("substituted", { n: index + 1, from: playerName(from), to }));
}

function continueEvening() {
  const pasted = readResume($("#resume-text").value);
  if (!pasted) {
    say(t("resumeBad"));
    return;
  }
  resume(sitting, pasted);
  startTotals();
  showAll();
  const { seating, dealer_streak } = upcoming(sitting);
  say(t("resumed", { dealer: playerName(seating.east), streak: dealer_streak }));
}

// ---- the evening out: share, CSV ----

async function shareEvening() {
  const title = t(isWenling(sitting) ? "shareTitleWl" : "shareTitle", { day: today() });
  const how = await share(eveningText(sitting, today()), title, $("#share-text"));
  say(t(how));
}

async function copyNext() {
  const how = await share(resumeText(sitting), t("copyNext"), $("#share-text"), true);
  say(t(how === "copied" ? "nextCopied" : how));
}

async function exportCsv() {
  const csv = await sittingCsv(sitting).catch((error) => {
    if (!(error instanceof Unreachable)) throw error;
    return null;
  });
  if (csv === null) say(t("unreachable"));
  else download(csv, `${isWenling(sitting) ? "wenling" : "jiaojiang"}-${today()}.csv`);
}

$("#hand").addEventListener("submit", settle);
$("#settle-draw").addEventListener("click", settleDraw);
$("#next-hand").addEventListener("click", nextHand);
$("#save-correction").addEventListener("click", () => sitting.editing?.answer && closeCorrection(true));
$("#cancel-correction").addEventListener("click", () => closeCorrection(false));
$("#undo").addEventListener("click", undoLast);
$("#resume").addEventListener("click", continueEvening);
$("#share").addEventListener("click", shareEvening);
$("#export").addEventListener("click", exportCsv);
$("#copy-next").addEventListener("click", copyNext);
$("#new-sitting").addEventListener("click", () => {
  if (!window.confirm(t("confirmNewSitting"))) return;
  const { rule_set, payment, nao } = sitting; // the next sitting starts with the same rules, to be changed before its first hand
  Object.assign(sitting, newSitting(), { rule_set, payment, nao });
  save(sitting);
  showAll();
  say("");
  $("#share-text").closest("label").hidden = true;
});
$("#lang").addEventListener("click", () => {
  setLang(getLang() === "en" ? "zh" : "en");
  showAll();
  retell();
});

/** The settlement shown, asked again in the page's new language (the 点炮 reason is the service's words). */
async function retell() {
  const answer = currentAnswer();
  if (!answer) return;
  const again = await computeSitting(sitting, answer.requests).catch(() => null);
  if (!again?.ok || currentAnswer() !== answer) return;
  answer.computed = again.computed;
  save(sitting);
  showAnswer();
}

try {
  showAll();
} finally {
  $("main").classList.remove("starting");
}
get("/v1/rules").then((rules) => {
  for (const item of rules?.items ?? []) itemNames[item.code] = item.english;
  if (getLang() === "en" && currentAnswer()) showAnswer();
});
if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");
