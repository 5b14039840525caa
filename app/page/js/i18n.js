// Every word a person reads, in Chinese (first) and English (formwords.js, sittingwords.js).
// The choice is kept in localStorage.
import { FORM_WORDS } from "./formwords.js";
import { SITTING_WORDS } from "./sittingwords.js";

const KEY = "mahjong.lang";
const EARLIER_KEY = "jiaojiang.lang"; // where the page kept it while it settled Jiaojiang alone
const SEATS_ZH = { east: "东家", south: "南家", west: "西家", north: "北家" };
const SEATS_EN = { east: "East", south: "South", west: "West", north: "North" };

const STRINGS = {
  zh: { ...FORM_WORDS.zh, ...SITTING_WORDS.zh },
  en: { ...FORM_WORDS.en, ...SITTING_WORDS.en },
};

let lang = (localStorage.getItem(KEY) ?? localStorage.getItem(EARLIER_KEY)) === "en" ? "en" : "zh";

export const getLang = () => lang;

export function setLang(next) {
  lang = next === "en" ? "en" : "zh";
  localStorage.setItem(KEY, lang);
  localStorage.removeItem(EARLIER_KEY);
}

/** The HTTP Accept-Language for the page's language. */
export const acceptLanguage = () => (lang === "en" ? "en" : "zh-CN");

export function t(key, params = {}) {
  const text = STRINGS[lang][key] ?? STRINGS.zh[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

/** ``key``'s words, or ``fallback`` where the page has none (a rule set's option it does not know). */
export const wordsOr = (key, fallback) => (key in STRINGS[lang] || key in STRINGS.zh ? t(key) : fallback);

/** A message as nodes, for the page: a param that is a Node (a name kept on one line …) goes in as it is. */
export function tNodes(key, params = {}) {
  const text = STRINGS[lang][key] ?? STRINGS.zh[key] ?? key;
  return text.split(/(\{\w+\})/).filter(Boolean).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return part;
    return params[name] instanceof Node ? params[name] : String(params[name] ?? "");
  });
}

/** A text of the service's shown as a sentence of its own: in English, it starts with a capital. */
export const sentence = (text) => (lang === "en" && text ? text[0].toUpperCase() + text.slice(1) : text);

export const seatName = (seat) => (lang === "en" ? SEATS_EN : SEATS_ZH)[seat];

/** The default name of the player who sat at ``seat`` in the first hand. */
export const defaultPlayer = (seat) => SEATS_ZH[seat];

const defaultSeat = (name) => Object.keys(SEATS_ZH).find((s) => SEATS_ZH[s] === name);

/** An unnamed player, called by the seat they held in the first hand. */
export const isDefaultPlayer = (name) => defaultSeat(name) !== undefined;

/** A player's name as shown: a default name (东家 …) in the page's language. */
export function playerName(name) {
  const seat = defaultSeat(name);
  return seat ? seatName(seat) : name;
}

/** Several messages in one line. */
export const joined = (messages) => messages.join(lang === "en" ? "; " : "；");

/** Texts and accessible names of the static markup: data-i18n (text), data-i18n-aria (aria-label). */
export function translate(root) {
  document.documentElement.lang = lang === "en" ? "en" : "zh-CN";
  document.title = t("title");
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.dataset.i18nAria));
}
