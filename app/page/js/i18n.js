// Every word a person reads, in Chinese (first) and English. The choice is kept in localStorage.

const KEY = "jiaojiang.lang";
const SEATS_ZH = { east: "东家", south: "南家", west: "西家", north: "北家" };
const SEATS_EN = { east: "East", south: "South", west: "West", north: "North" };

const STRINGS = {
  zh: {
    title: "椒江麻将记分",
    switchLanguage: "English",
    de: "得",
    pickDe: "从牌里选得",
    winLegend: "和牌",
    winner: "和牌",
    winTile: "和张",
    pickWinTile: "从牌里选和张",
    selfDrawn: "自摸",
    discarder: "放炮",
    rareFlags: "杠上开花、抢杠和、海底、点炮",
    kongReplacement: "杠上开花",
    robbingKong: "抢杠和",
    lastTile: "海底",
    dianpao: "点炮",
    dianpaoAuto: "看牌河判断",
    dianpaoYes: "是点炮",
    dianpaoNo: "不是点炮",
    wallRemaining: "牌墙剩几张",
    riversHint: "点炮不选时，按各家牌河（每家的“牌河”里填）、吃碰的牌和牌墙剩余来判断；都不填就正常结算。",
    stakesLegend: "弹和扔弹",
    dan: "弹",
    winnerBonus: "和牌奖励",
    dealerStreak: "做庄次",
    addStake: "＋ 扔弹",
    settle: "结算",
    resultTitle: "结算结果",
    nextHand: "下一局",
    sittingTitle: "这一场",
    namePlayers: "玩家名字（可不填）",
    undo: "撤销上一局",
    exportCsv: "导出 CSV",
    newSitting: "新开一场",
    confirmNewSitting: "清掉这一场的所有记录，重新开始？",
    hand: "手牌",
    "meld.chi": "吃",
    "meld.pong": "碰",
    "meld.kong": "明杠",
    "meld.concealed_kong": "暗杠",
    flipped: "翻牌",
    seatMore: "牌河",
    discards: "牌河（按打出顺序）",
    handOf: "{seat}手牌",
    handPlaceholder: "如 123m 五筒 东东",
    keypadOf: "{seat}牌键盘",
    flippedOf: "{seat}翻牌数",
    discardsOf: "{seat}牌河",
    meldOf: "{seat}{type}",
    meldTiles: "{seat}第{n}副{type}的牌",
    claimedOf: "{seat}第{n}副{type}吃碰的那张",
    claimed: "吃碰的牌",
    notGiven: "不填",
    removeMeld: "删掉{seat}第{n}副{type}",
    removeTile: "去掉{tile}",
    tilesOf: "{seat}的牌",
    keypadDone: "收起",
    count: "{n}/{max}张",
    playerName: "{seat}玩家",
    choose: "请选择",
    draw: "黄牌",
    dealer: "庄",
    seatOf: "{seat}（{player}）",
    handTitle: "第{n}局 · {dealer}坐庄 · 做庄{streak}次",
    overFour: "{tile}用了{n}张，一种牌最多4张",
    chooseWinner: "请选谁和牌，或者黄牌",
    unreachable: "连不上服务器：结算需要联网。页面离线也能打开和输入，联网后再点“结算”。",
    serverError: "服务出错（{status}），请稍后再试。",
    stale: "改过牌了，请重新结算。",
    stakeBetween: "扔弹{n} 一方",
    stakeAnd: "扔弹{n} 另一方",
    stakeAmount: "扔弹{n} 弹数",
    removeStake: "删掉扔弹{n}",
    carried: "上局留下的扔弹：{who} {amount}",
    and: "和",
    "tile.not_tile": "第{position}个字“{char}”不是牌",
    "tile.no_number": "第{position}个字“{char}”前面没有数字",
    "tile.honour_range": "第{position}个字：字牌只有 1z–7z",
    "tile.no_suit": "第{position}个字起的数字后面缺花色（m p s z 万 筒 条）",
    waits: "听：{tiles}",
    waitRemaining: "{tile}（剩{n}张，{points}点）",
    shanten: "还差{n}张听牌",
    outcomeDraw: "黄牌：这局不付钱",
    outcomeSelfDrawn: "{winner}自摸{tile}",
    outcomeDiscard: "{winner}和牌：{discarder}打出{tile}",
    dianpaoApplied: "点炮：{discarder}一家包赔。",
    dianpaoNot: "不算点炮。",
    player: "玩家",
    points: "牌点",
    net: "输赢",
    limit: "劣子",
    base: "{n}和",
    fan: "{n}番",
    payments: "付款",
    payment: "{from} → {to} {amount}",
    onBehalf: "（替{who}付）",
    noPayments: "没有付款",
    nextDealer: "下一局：{name}坐庄",
    nextStays: "下一局：{name}连庄，做庄{streak}次",
    stakesCarry: "扔弹留到下一局",
    totals: "总输赢",
    wins: "和",
    dianpaoCount: "点炮",
    dealt: "坐庄",
    hands: "局",
    noHands: "还没有打完的局。",
    historyRow: "第{n}局 {dealer}坐庄：{outcome}",
    drawShort: "黄牌",
    winShort: "{winner}和",
  },
  en: {
    title: "Jiaojiang mahjong scores",
    switchLanguage: "中文",
    de: "De (wild)",
    pickDe: "Pick the de tile",
    winLegend: "The win",
    winner: "Winner",
    winTile: "Winning tile",
    pickWinTile: "Pick the winning tile",
    selfDrawn: "Self-drawn",
    discarder: "Discarder",
    rareFlags: "Kong replacement, robbing a kong, last tile, dianpao",
    kongReplacement: "Win on a kong replacement",
    robbingKong: "Robbing a kong",
    lastTile: "Last tile",
    dianpao: "Dianpao",
    dianpaoAuto: "Decide from the rivers",
    dianpaoYes: "Dianpao",
    dianpaoNo: "Not dianpao",
    wallRemaining: "Tiles left in the wall",
    riversHint: "Left open, dianpao is decided from each river (under “River”), the claimed tiles and the wall count; without them the hand is settled normally.",
    stakesLegend: "Dan and stakes",
    dan: "Dan",
    winnerBonus: "Winner bonus",
    dealerStreak: "Dealer streak",
    addStake: "+ Stake",
    settle: "Settle",
    resultTitle: "Settlement",
    nextHand: "Next hand",
    sittingTitle: "This sitting",
    namePlayers: "Player names (optional)",
    undo: "Undo last hand",
    exportCsv: "Export CSV",
    newSitting: "New sitting",
    confirmNewSitting: "Clear every hand of this sitting and start again?",
    hand: "Hand",
    "meld.chi": "Chi",
    "meld.pong": "Pong",
    "meld.kong": "Kong",
    "meld.concealed_kong": "Concealed kong",
    flipped: "Flipped",
    seatMore: "River",
    discards: "River (in order discarded)",
    handOf: "{seat} hand",
    handPlaceholder: "e.g. 123m 5p 11z",
    keypadOf: "{seat} keypad",
    flippedOf: "{seat} flipped tiles",
    discardsOf: "{seat} river",
    meldOf: "{seat} {type}",
    meldTiles: "{seat} meld {n} ({type}) tiles",
    claimedOf: "{seat} meld {n} ({type}) claimed tile",
    claimed: "Claimed",
    notGiven: "not given",
    removeMeld: "Remove {seat} meld {n} ({type})",
    removeTile: "Remove {tile}",
    tilesOf: "{seat} tiles",
    keypadDone: "Close",
    count: "{n}/{max} tiles",
    playerName: "{seat} player",
    choose: "Choose",
    draw: "Draw",
    dealer: "dealer",
    seatOf: "{seat} ({player})",
    handTitle: "Hand {n} · {dealer} deals · streak {streak}",
    overFour: "{tile} is used {n} times; there are only 4 of a kind",
    chooseWinner: "Choose who won, or Draw",
    unreachable: "The server cannot be reached: settling needs the network. The page works offline for entering hands; settle again once online.",
    serverError: "The service failed ({status}); try again later.",
    stale: "The hand changed: settle again.",
    stakeBetween: "Stake {n} one side",
    stakeAnd: "Stake {n} other side",
    stakeAmount: "Stake {n} amount",
    removeStake: "Remove stake {n}",
    carried: "Stake carried over: {who} {amount}",
    and: "and",
    "tile.not_tile": "character {position}: “{char}” is not a tile",
    "tile.no_number": "character {position}: “{char}” has no number before it",
    "tile.honour_range": "character {position}: honours are 1z–7z",
    "tile.no_suit": "character {position}: number(s) without a suit (m p s z)",
    waits: "Waits: {tiles}",
    waitRemaining: "{tile} ({n} left, {points} points)",
    shanten: "{n} from ready",
    outcomeDraw: "Draw: nobody pays",
    outcomeSelfDrawn: "{winner} self-drew {tile}",
    outcomeDiscard: "{winner} won on {discarder}'s {tile}",
    dianpaoApplied: "Dianpao: {discarder} pays for everyone.",
    dianpaoNot: "Not dianpao.",
    player: "Player",
    points: "Points",
    net: "Net",
    limit: "limit",
    base: "{n} base",
    fan: "{n} fan",
    payments: "Payments",
    payment: "{from} → {to} {amount}",
    onBehalf: " (for {who})",
    noPayments: "No payments",
    nextDealer: "Next hand: {name} deals",
    nextStays: "Next hand: {name} deals again, streak {streak}",
    stakesCarry: "stakes carry over",
    totals: "Totals",
    wins: "Wins",
    dianpaoCount: "Dianpao",
    dealt: "Dealt",
    hands: "Hands",
    noHands: "No hands finished yet.",
    historyRow: "Hand {n}, {dealer} dealt: {outcome}",
    drawShort: "draw",
    winShort: "{winner} won",
  },
};

let lang = localStorage.getItem(KEY) === "en" ? "en" : "zh";

export const getLang = () => lang;

export function setLang(next) {
  lang = next === "en" ? "en" : "zh";
  localStorage.setItem(KEY, lang);
}

/** The HTTP Accept-Language for the page's language. */
export const acceptLanguage = () => (lang === "en" ? "en" : "zh-CN");

export function t(key, params = {}) {
  const text = STRINGS[lang][key] ?? STRINGS.zh[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

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
