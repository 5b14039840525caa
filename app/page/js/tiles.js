// Tile kinds 0–33 (R1–R2): 0–8 一万…九万, 9–17 一筒…九筒, 18–26 一条…九条,
// 27–33 东 南 西 北 白板 发财 红中 — the service's numbering.
// parseTiles reads mpsz and Chinese exactly as the service does (app/core/engine/notation.py), what a
// Chinese phone keyboard types included.

// Wenling (温岭) adds the eight flowers 34–41: 1f–8f 春 夏 秋 冬 梅 兰 竹 菊 (W1), read only
// while a Wenling sitting is open (``allowFlowers``): Jiaojiang's tiles are read as before.
export const KINDS = Array.from({ length: 34 }, (_, k) => k);
export const FLOWERS = Array.from({ length: 8 }, (_, i) => 34 + i);
export const SUITS = "mpsz";
const FLOWERS_ZH = "春夏秋冬梅兰竹菊";
const FLOWERS_EN = ["Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo flower", "Chrysanthemum"];
let flowers = false;
/** Whether tiles may be flowers (a Wenling sitting). */
export const allowFlowers = (on) => { flowers = Boolean(on); };
const NUMERALS = "一二三四五六七八九";
const SUIT_ZH = { m: "万", p: "筒", s: "条" };
const SUIT_EN = { m: "Characters", p: "Dots", s: "Bamboo" };
const HONOURS_ZH = ["东", "南", "西", "北", "白板", "发财", "红中"];
const HONOURS_EN = ["East", "South", "West", "North", "White", "Green", "Red"];

const DIGITS = Object.fromEntries([
  ..."123456789".split("").map((d, i) => [d, i + 1]),
  ...NUMERALS.split("").map((d, i) => [d, i + 1]),
]);
const SUIT_CHARS = {
  m: "m", p: "p", s: "s", z: "z",
  万: "m", 萬: "m", 筒: "p", 饼: "p", 餅: "p", 条: "s", 條: "s", 索: "s",
};
// Longest names first so that 红中 is not read as 红 + 中.
const HONOUR_NAMES = Object.entries({
  东: 27, 東: 27, 南: 28, 西: 29, 北: 30, 白: 31, 白板: 31, 发: 32, 發: 32, 发财: 32, 發財: 32,
  中: 33, 红中: 33, 紅中: 33,
}).sort((a, b) => b[0].length - a[0].length);
// After NFKC: the full-width space is " ", "，" "," and "；" ";" (what a Chinese phone keyboard types).
const FLOWER_NAMES = Object.fromEntries(Array.from(FLOWERS_ZH, (name, i) => [name, 34 + i]));
const SEPARATORS = " \t,、;。";

export const suitOf = (k) => (k >= 34 ? "f" : SUITS[Math.floor(k / 9)]);
export const numberOf = (k) => (k >= 34 ? k - 33 : (k % 9) + 1);
export const kindOf = (number, suit) => (suit === "f" ? 33 + number : SUITS.indexOf(suit) * 9 + number - 1);
export const mpsz = (k) => `${numberOf(k)}${suitOf(k)}`;

/** 五筒, 东, 白板 … — as people at the table say them. */
export function chineseName(k) {
  if (k >= 34) return FLOWERS_ZH[k - 34];
  return k >= 27 ? HONOURS_ZH[k - 27] : NUMERALS[k % 9] + SUIT_ZH[suitOf(k)];
}

export function englishName(k) {
  if (k >= 34) return FLOWERS_EN[k - 34];
  return k >= 27 ? HONOURS_EN[k - 27] : `${numberOf(k)} ${SUIT_EN[suitOf(k)]}`;
}

export const tileName = (k, lang) => (lang === "en" ? englishName(k) : chineseName(k));

/** A key's or a tile's name: 五筒; in English "5 Dots 五筒", the face it shows included (WCAG 2.5.3). */
export const keyName = (k, lang) => (lang === "en" ? `${englishName(k)} ${face(k).join("")}` : chineseName(k));

/** A tile's face on a key: the number (Chinese numeral) over the suit, or the honour. */
export function face(k) {
  if (k >= 34) return [FLOWERS_ZH[k - 34], ""];
  if (k >= 27) return [HONOURS_ZH[k - 27].slice(0, 1), ""];
  return [NUMERALS[k % 9], SUIT_ZH[suitOf(k)]];
}

/** The text in NFKC a character at a time, with the 1-based position each character was typed at. */
function normalised(text) {
  const chars = [];
  const origin = [];
  Array.from(text).forEach((ch, i) => {
    for (const normal of ch.normalize("NFKC")) {
      chars.push(normal);
      origin.push(i + 1);
    }
  });
  return { chars, origin };
}

/**
 * Reads a tile string: { kinds, errors } with errors as
 * { position (1-based, as typed), kind: "not_tile" | "no_number" | "honour_range" | "no_suit", char }.
 */
export function parseTiles(text) {
  const { chars, origin } = normalised(text);
  const typed = Array.from(text);
  const kinds = [];
  const errors = [];
  let pending = [];
  const flush = () => {
    if (pending.length) errors.push({ position: pending[0][0], kind: "no_suit" });
    pending = [];
  };
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i];
    const position = origin[i];
    const pair = ch + (chars[i + 1] ?? ""); // honour names are one or two characters
    const honour = HONOUR_NAMES.find(([name]) => pair.startsWith(name));
    const suit = SUIT_CHARS[ch] ?? SUIT_CHARS[ch.toLowerCase()] ?? (flowers && ch.toLowerCase() === "f" ? "f" : undefined);
    const flower = flowers ? FLOWER_NAMES[ch] : undefined;
    if (SEPARATORS.includes(ch)) {
      i += 1;
    } else if (ch in DIGITS) {
      pending.push([position, DIGITS[ch]]);
      i += 1;
    } else if (suit) {
      if (!pending.length) errors.push({ position, kind: "no_number", char: typed[position - 1] });
      for (const [at, number] of pending) {
        if (suit === "z" && number > 7) errors.push({ position: at, kind: "honour_range", char: String(number) });
        else if (suit === "f" && number > 8) errors.push({ position: at, kind: "flower_range", char: String(number) });
        else kinds.push(kindOf(number, suit));
      }
      pending = [];
      i += 1;
    } else if (flower !== undefined) {
      flush();
      kinds.push(flower);
      i += 1;
    } else if (honour) {
      flush();
      kinds.push(honour[1]);
      i += Array.from(honour[0]).length;
    } else {
      errors.push({ position, kind: "not_tile", char: typed[position - 1] });
      i += 1;
    }
  }
  flush();
  return { kinds, errors };
}

/** Sorted mpsz, suits apart: [0, 1, 2, 9] → "123m 1p". */
export function formatTiles(kinds) {
  const sorted = [...kinds].sort((a, b) => a - b);
  return [..."mpszf"]
    .map((suit) => {
      const digits = sorted.filter((k) => suitOf(k) === suit).map(numberOf).join("");
      return digits ? digits + suit : "";
    })
    .filter(Boolean)
    .join(" ");
}

/** The one kind a single-tile string names, or null. */
export function singleKind(text) {
  const { kinds, errors } = parseTiles(text);
  return kinds.length === 1 && !errors.length ? kinds[0] : null;
}

/** The flip tile (R10): 白板, or 红中 when 得 is 白板. */
export const flipKind = (de) => (de === 31 ? 33 : 31);

const HONOURS_SHORT = "东南西北白发中";

/** A run of one suit in words: 999s → 九九九条, 777z → 中中中, 5m → 五万, 5z → 白板. */
function chineseRun(digits, suit) {
  const kinds = Array.from(digits, (d) => kindOf(Number(d), suit));
  if (kinds.length === 1) return chineseName(kinds[0]);
  if (suit === "z") return kinds.map((k) => HONOURS_SHORT[k - 27]).join("");
  if (suit === "f") return kinds.map((k) => FLOWERS_ZH[k - 34]).join("");
  return kinds.map((k) => NUMERALS[k % 9]).join("") + SUIT_ZH[suit];
}

/**
 * A text with tiles in mpsz (an item's tiles, a message of the service's) as people say them: suits apart
 * (234m345p → 234m 345p), and in Chinese by name (二三四万 三四五筒).
 */
export function spoken(text, lang) {
  if (!text) return text;
  const apart = text.replace(/([1-9][mpszf])(?=[1-9])/g, "$1 ");
  if (lang === "en") return apart;
  const names = new Set();
  let out = apart.replace(/(?<=^|[^0-9A-Za-z]|[mpszf])(?:([1-9]+)([mps])|([1-7]+)z|([1-8]+)f)(?![A-Za-z])/g, (_, digits, suit, honours, flowerDigits) => {
    const name = flowerDigits ? chineseRun(flowerDigits, "f") : honours ? chineseRun(honours, "z") : chineseRun(digits, suit);
    names.add(name);
    return name;
  });
  for (const name of names) out = out.replaceAll(`${name} ${name}`, name); // "1m 一万" said once
  return out;
}
