// The evening as text for a chat: the phone's share sheet (Web Share API), else the clipboard,
// else the text shown selected for a long-press copy (a page served over plain http has neither).
import { playerName, t } from "./i18n.js";
import { signed } from "./result.js";
import { handLine } from "./sitting.js";
import { optionNames, ruleSet } from "./rulesets.js";

/** Every hand in a line, the totals ranked, who deals next. */
export function eveningText(sitting, day) {
  const { words } = ruleSet(sitting);
  const lines = [t(words.share, { day })];
  sitting.hands.forEach((hand, i) => lines.push(handLine(hand, i)));
  lines.push(t("totals"));
  sitting.totals.forEach((row, i) => lines.push(t(words.rank, {
    rank: i + 1, player: playerName(row.player), net: signed(row.net),
    wins: row.wins ?? 0, self_drawn: row.self_drawn ?? 0, dianpao: row.dianpao ?? 0, dealt: row.dealt ?? 0,
    bao: row.bao ?? 0, laizi: row.laizi ?? 0,
  })));
  if (sitting.next) lines.push(t("nextDealer", { name: playerName(sitting.next.seating.east) }));
  return lines.join("\n");
}

/** What another evening pastes to go on from this one: the rule set, the service's ``next`` and the totals. */
export function resumeText(sitting) {
  const rules = Object.fromEntries(["rule_set", ...optionNames(ruleSet(sitting))].map((field) => [field, sitting[field]]));
  return JSON.stringify({ rules, next: sitting.next, totals: sitting.totals }); // the evening goes on by them
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
