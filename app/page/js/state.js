// The sitting (一场) kept in localStorage: players, settings, the hands played with their
// settlements, and the hand being entered. A reload or a closed tab loses nothing.
import { defaultPlayer } from "./i18n.js";

const KEY = "jiaojiang.sitting";
export const SEATS = ["east", "south", "west", "north"];

export function emptyDraft() {
  const seat = () => ({ hand: "", melds: [], flipped: "", discards: "" });
  return {
    de: "",
    seats: Object.fromEntries(SEATS.map((s) => [s, seat()])),
    win: {
      seat: "", tile: "", self_drawn: false, discarder: "",
      kong_replacement: false, robbing_kong: false, last_tile: false, dianpao: "",
    },
    wall_remaining: "",
    stakes: [],
  };
}

export function newSitting() {
  return {
    players: Object.fromEntries(SEATS.map((s) => [s, ""])),
    dan: "",
    winner_bonus: "",
    dealer_streak: "",
    hands: [],
    next: null, // seating, streak and stakes for the hand to come (the service's)
    totals: [], // per player over the hands played (the service's)
    draft: emptyDraft(),
    answer: null, // the draft's settlement, until 下一局 commits it
  };
}

export function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY));
    if (saved && Array.isArray(saved.hands) && saved.draft) return saved;
  } catch {
    // unreadable: start afresh
  }
  return newSitting();
}

export const save = (sitting) => localStorage.setItem(KEY, JSON.stringify(sitting));

/** The players at their first-hand seats, unnamed ones as 东家 南家 西家 北家. */
export function players(sitting) {
  return Object.fromEntries(SEATS.map((s) => [s, sitting.players[s].trim() || defaultPlayer(s)]));
}

const count = (text, fallback) => (String(text).trim() === "" ? fallback : Number(text));

/** Seating, streak and stakes in force for the hand to come (R41–R42, as the service answered). */
export function upcoming(sitting) {
  if (sitting.next) return sitting.next;
  return { seating: players(sitting), dealer_streak: count(sitting.dealer_streak, 1), stakes: [] };
}

/** 下一局: the settled draft joins the hands played; a fresh draft for the next one. */
export function commit(sitting) {
  const { request, context, settlement, next, totals } = sitting.answer;
  sitting.hands.push({ request, draft: sitting.draft, ...context, settlement, next, totals });
  sitting.next = next;
  sitting.totals = totals;
  sitting.draft = emptyDraft();
  sitting.answer = null;
}

/** Takes the last hand back into the form, as it was entered. */
export function undo(sitting) {
  const hand = sitting.hands.pop();
  if (!hand) return;
  sitting.next = sitting.hands.at(-1)?.next ?? null;
  sitting.totals = sitting.hands.at(-1)?.totals ?? [];
  sitting.draft = hand.draft;
  sitting.answer = null;
}

/** Settings that hold for the whole sitting, as request fields. */
export function sittingFields(sitting) {
  const fields = {};
  if (String(sitting.dan).trim() !== "") fields.dan = Number(sitting.dan);
  if (String(sitting.winner_bonus).trim() !== "") fields.rules = { winner_bonus: Number(sitting.winner_bonus) };
  return fields;
}

export const firstStreak = (sitting) => count(sitting.dealer_streak, 1);
