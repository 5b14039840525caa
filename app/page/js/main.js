// Wires the page together: the sitting in localStorage, the hand form, settling, the views, and where
// each message is said (dom.js's tell: beside what it concerns, in view).
import { Unreachable, get, onReachable } from "./api.js";
import { HandForm, pickerName } from "./form.js";
import { getLang, isDefaultPlayer, playerName, sentence, setLang, t, translate } from "./i18n.js";
import { cleared, retell, tell } from "./dom.js";
import { showResult } from "./result.js";
import { describe, keepRules, learnRuleSets, learned, optionNames, ruleSet, titleOf } from "./rulesets.js";
import { computeSitting, formPaths, requestsWith, reseatUpcoming, settleCorrection, sittingCsv } from "./settle.js";
import { eveningText, readResume, resume, resumeText, share } from "./share.js";
import {
  SEATS, activeDraft, apply, carried, commit, commitCorrection, handNumber, isCounted, load, mergeTotals, newSitting,
  pointsTyped, save, sittingFields, typed, upcoming,
} from "./state.js";
import { download, outcome, showEarlier, showMatch, showPlayers, showSitting } from "./sitting.js";
import { spoken } from "./tiles.js";
import { watchWaits } from "./waits.js";

const $ = (selector) => document.querySelector(selector);
const sitting = load();
const form = new HandForm($("#hand"), sitting, edited, (name) => learned(ruleSet(sitting))?.settings[name]);
const today = () => new Date().toISOString().slice(0, 10);
const AREAS = {
  form: "#form-notices", top: "#top-notices", sitting: "#sitting-notices", players: "#players-notices", resume: "#resume-notices",
};
const say = (area, message, options) => tell($(AREAS[area]), message, options);
const unreachable = (area) => say(area, () => t("unreachable"), { error: true, until: "reachable" });

/** The settlement shown: of the hand being corrected, or of the hand being entered. */
const currentAnswer = () => (sitting.editing ? sitting.editing.answer : sitting.answer);

function watchAll() {
  const { win } = activeDraft(sitting);
  const rules = ruleSet(sitting);
  const waits = {
    rules, options: sittingFields(sitting).rules, winner: win.seat, win, roundWind: upcoming(sitting).round_wind,
    minimum: learned(rules)?.settings.minimum_fan,
  };
  const show = (seat, text, problems) => form.setWaits(seat, text, problems);
  for (const seat of SEATS) watchWaits(activeDraft(sitting), seat, show, waits);
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

/** The hand's own settlement out of the sitting's: what result.js shows. */
function handView({ index, requests, computed }) {
  const hand = computed.hands[index];
  const next = computed.hands[index + 1] ?? computed.next;
  return {
    request: requests[index], settlement: hand.settlement, context: hand, next, rules: ruleSet(sitting), fields: sittingFields(sitting),
  };
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
  if (!answer) return;
  showResult($("#result-body"), handView(answer), getLang() === "en" ? learned(ruleSet(sitting))?.items ?? {} : {});
  if (answer.changed?.length) { // a correction that changes who deals later: said before it is saved
    const said = Object.assign(document.createElement("p"), { className: "warning", textContent: laterDealers(answer.changed) });
    $("#result-body").append(said);
  }
}

/** 第7局改由小李坐庄（原来老王）…: the later hands a correction gives another dealer, their people unchanged. */
function laterDealers(changed) {
  const list = changed.map(({ index, dealer, before }) =>
    t("laterDealer", { n: index + 1, dealer: playerName(dealer), before: playerName(before) }));
  return t("laterDealers", { list: list.join(t("listSep")) });
}

function showAll() {
  translate(document);
  $("#lang").lang = getLang() === "en" ? "zh-CN" : "en";
  form.fill();
  $("#cancel-correction").hidden = !sitting.editing;
  showPlayers(sitting, renameBefore, substitute);
  showEarlier($("#resume-box"), sitting, earlierNet);
  showSitting($("#sitting"), sitting, openCorrection);
  showAnswer();
  watchAll();
  showMatch(sitting);
  $("#offline-note").hidden = window.isSecureContext;
  $("#offline-note").textContent = t("insecureNote");
}

// ---- settling a hand, or a corrected one, with the whole sitting ----

/** Nothing to send yet: no winner (nor 黄牌), or a counted seat with no 牌点 on a win (R31–R32: no count, no guess). */
function unready(draft) {
  if (!draft.win.seat) return [{ path: "win.seat", message: t("chooseWinner") }];
  if (draft.win.seat === "draw") return [];
  const { seating } = upcoming(sitting);
  return SEATS.filter((s) => isCounted(draft, s, ruleSet(sitting)) && pointsTyped(draft.seats[s].points) === "")
    .map((s) => ({ path: `seats.${s}.points`, message: t("pointsMissing", { seat: pickerName(s, seating) }) }));
}

/** The sitting settled with ``draft`` as hand ``index``: a correction keeps each later hand's people. */
async function settled(index, draft) {
  if (sitting.editing) return settleCorrection(sitting, index, draft);
  const requests = requestsWith(sitting, draft, index);
  return { ...(await computeSitting(sitting, requests)), requests };
}

async function settle(event) {
  event.preventDefault();
  const draft = activeDraft(sitting);
  const missing = unready(draft);
  if (missing.length) {
    form.showProblems(missing, (p) => p);
    return;
  }
  const index = sitting.editing ? sitting.editing.index : sitting.hands.length;
  const button = $("#settle");
  button.disabled = true;
  try {
    const outcome = await settled(index, draft);
    if (!outcome.ok) {
      showProblem(outcome, index);
      return;
    }
    form.clearErrors();
    const answer = { index, requests: outcome.requests, computed: outcome.computed, drafts: outcome.drafts, changed: outcome.changed };
    if (sitting.editing) sitting.editing.answer = answer;
    else sitting.answer = answer;
    save(sitting);
    showAnswer();
    $("#result").scrollIntoView({ block: "start" });
    $("#result-title").focus({ preventScroll: true });
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    form.clearErrors();
    unreachable("form");
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
    const message = sentence(spoken(e.message, lang));
    const elsewhere = other && Number(other[1]) !== index;
    return { ...e, message: elsewhere ? t("inHand", { n: Number(other[1]) + 1, message }) : message };
  });
  form.showProblems(errors, own);
  if (asked.length) form.ask(asked[0], () => $("#hand").requestSubmit());
  else if (!errors.length) say("form", () => sentence(spoken(problem?.detail, getLang())) ?? t("serverError", { status }), { error: true });
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
  const { index, answer } = sitting.editing;
  if (saved) {
    const before = upcoming({ ...sitting, editing: null }).seating;
    commitCorrection(sitting);
    sitting.draft = reseatUpcoming(sitting.draft, before, upcoming(sitting).seating); // the hand being typed too
  } else {
    sitting.editing = null;
  }
  save(sitting);
  showAll();
  if (saved) {
    const changed = answer.changed ?? [];
    say("top", () => [t("correctionSaved", { n: handNumber(sitting, index) }), ...(changed.length ? [laterDealers(changed)] : [])].join(" "));
  }
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
  const count = sitting.hands.length;
  const last = sitting.hands[count - 1];
  const keep = typed(sitting.draft);
  const n = handNumber(sitting, count - 1);
  if (!last || !window.confirm(t(keep ? "confirmUndoKeep" : "confirmUndo", { n, outcome: outcome(last) }))) return;
  const result = await withoutLast().catch((error) => {
    if (error instanceof Unreachable) return null;
    throw error;
  });
  if (!result) {
    say("sitting", () => t("unreachableUndo"), { error: true, until: "reachable" });
    return;
  }
  if (!result.ok) {
    say("sitting", () => t("serverError", { status: result.status }), { error: true });
    return;
  }
  const drafts = sitting.hands.slice(0, -1).map((h) => h.draft);
  apply(sitting, result.computed, drafts.map((_, i) => sitting.hands[i].request), drafts);
  sitting.renames = sitting.renames.filter((r) => r.at <= count - 1);
  sitting.editing = null;
  sitting.answer = null;
  if (!keep) sitting.draft = last.draft;
  save(sitting);
  showAll();
  say("sitting", () => t(keep ? "undoneDeleted" : "undone", { n }));
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
    say("players", () => t("nameTaken", { name: to }), { error: true });
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
  say("players", () => t("substituted", { n: index + 1, from: playerName(from), to }));
}

function continueEvening() {
  const pasted = readResume($("#resume-text").value);
  if (!pasted) {
    say("resume", () => t("resumeBad"), { error: true });
    return;
  }
  resume(sitting, pasted);
  startTotals();
  showAll();
  learnRules();
  const { seating, dealer_streak, hand, round_wind } = upcoming(sitting);
  say("resume", () => t(ruleSet(sitting).words.resumed, {
    dealer: playerName(seating.east), streak: dealer_streak, n: hand, wind: round_wind && t(`wind.${round_wind}`),
  }));
}

/** 新开一场: the same rule set and the same people, at the seats they hold now; every hand cleared. */
function newEvening() {
  if (!window.confirm(t("confirmNewSitting"))) return;
  const { seating } = upcoming(sitting);
  const named = (name) => (isDefaultPlayer(name) ? "" : name); // an unnamed player stays unnamed
  const kept = Object.fromEntries(["rule_set", ...optionNames(ruleSet(sitting))].map((field) => [field, sitting[field]]));
  Object.assign(sitting, newSitting(), kept, { players: Object.fromEntries(SEATS.map((s) => [s, named(seating[s])])) });
  save(sitting);
  showAll();
  $("#share-text").closest("label").hidden = true;
  window.scrollTo({ top: 0 });
  say("top", () => t("newSittingStarted"));
}

// ---- the evening out: share, CSV ----

async function shareEvening() {
  const rules = ruleSet(sitting);
  const title = t(rules.words.share, { day: today(), name: titleOf(rules, getLang()) });
  const how = await share(eveningText(sitting, today()), title, $("#share-text"));
  say("sitting", () => t(how));
}

async function copyNext() {
  const how = await share(resumeText(sitting), t("copyNext"), $("#share-text"), true);
  say("sitting", () => t(how === "copied" ? "nextCopied" : how));
}

async function exportCsv() {
  const csv = await sittingCsv(sitting).catch((error) => {
    if (!(error instanceof Unreachable)) throw error;
    return null;
  });
  if (!csv) say("sitting", () => t("unreachableCsv"), { error: true, until: "reachable" });
  else if (!csv.ok) say("sitting", () => t("serverError", { status: csv.status }), { error: true });
  else download(csv.text, `${ruleSet(sitting).name}-${today()}.csv`);
}

// ---- the rule sets, the rule set's words and defaults, the language ----

/**
 * What rule sets the service settles (GET /v1/rule-sets; offline: the cached, else the bundled): the picker and
 * the form follow its answer. A sitting of a rule set the bundled descriptions do not know is shown anew.
 */
async function askRuleSets() {
  const unknown = sitting.rule_set && !describe(sitting.rule_set);
  if (learnRuleSets(await get("/v1/rule-sets"))) {
    if (unknown) showAll();
    else form.showRuleSet();
  }
  learnRules();
}

/** Item names and setting defaults of the sitting's rule set, asked once (GET …/rules; offline: the cached). */
async function learnRules() {
  const rules = ruleSet(sitting);
  if (learned(rules) || !keepRules(rules, await get(rules.paths.rules))) return;
  form.showRuleSet();
  watchAll(); // the rule set's minimum fans to win (国标: 起和番, G-W1), said with the winner's hand
  if (getLang() === "en" && currentAnswer()) showAnswer();
}

/** The settlement shown, asked again in the page's new language (the 点炮 reason is the service's words). */
async function retellAnswer() {
  const answer = currentAnswer();
  if (!answer) return;
  const again = await computeSitting(sitting, answer.requests).catch(() => null);
  if (!again?.ok || currentAnswer() !== answer) return;
  answer.computed = again.computed;
  save(sitting);
  showAnswer();
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
$("#new-sitting").addEventListener("click", newEvening);
$("#rule-set").addEventListener("change", () => {
  showMatch(sitting);
  learnRules();
});
$("#lang").addEventListener("click", () => {
  setLang(getLang() === "en" ? "zh" : "en");
  showAll();
  retell();
  retellAnswer();
});
onReachable(() => cleared("reachable"));

try {
  showAll();
} finally {
  $("main").classList.remove("starting");
}
// Once the page is shown and loaded: nothing it needs to show itself waits behind these (the bundled rule sets
// are shown until the service's answer)
window.addEventListener("load", () => {
  askRuleSets();
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");
});
