// The evening as text for a chat: the phone's share sheet (Web Share API), else the clipboard,
// else the text shown selected for a long-press copy (a page served over plain http has neither).
import { playerName, t } from "./i18n.js";
import { signed } from "./result.js";
import { handLine } from "./sitting.js";
import { isWenling } from "./state.js";

/** Every hand in a line, the totals ranked, who deals next. */
export function eveningText(sitting, day) {
  const wenling = isWenling(sitting);
  const lines = [t(wenling ? "shareTitleWl" : "shareTitle", { day })];
  sitting.hands.forEach((hand, i) => lines.push(handLine(hand, i)));
  lines.push(t("totals"));
  sitting.totals.forEach((row, i) => lines.push(t(wenling ? "rankRowWl" : "rankRow", {
    rank: i + 1, player: playerName(row.player), net: signed(row.net),
    wins: row.wins ?? 0, self_drawn: row.self_drawn ?? 0, dianpao: row.dianpao ?? 0, dealt: row.dealt ?? 0,
    bao: row.bao ?? 0, laizi: row.laizi ?? 0,
  })));
  if (sitting.next) lines.push(t("nextDealer", { name: playerName(sitting.next.seating.east) }));
  return lines.join("\n");
}

/** What another evening pastes to go on from this one: the service's ``next`` and the totals. */
export function resumeText(sitting) {
  if (!isWenling(sitting)) return JSON.stringify({ next: sitting.next, totals: sitting.totals });
  const rules = { rule_set: "wenling", payment: sitting.payment, nao: sitting.nao }; // the evening goes on by them
  return JSON.stringify({ rules, next: sitting.next, totals: sitting.totals });
}

/** Shares ``text`` (or only copies it); resolves to what happened: "shared", "copied" or "shown". */
export async function share(text, title, box, copyOnly = false) {
  box.value = text;
  box.closest("label").hidden = false;
  if (navigator.share && !copyOnly) {
    try {
      await navigator.share({ title, text });
      return "shared";
    } catch (error) {
      if (error.name === "AbortError") return "shown"; // the person closed the share sheet
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    box.focus();
    box.select();
    return "shown";
  }
}
