// Another project's typed calls of every operation, as docs/consumers.md shows them: the
// types are what openapi-typescript generates from openapi.yaml (api.d.ts, written beside
// this file by tests/contract/test_typescript.py, not committed), and tsc checks them strictly.
import type { components, operations, paths } from "./api.js";

type OperationId = keyof operations;
type Schemas = components["schemas"];

/** The JSON body an operation takes; `never` for one that takes none. */
type Body<O extends OperationId> = operations[O] extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : never;
/** Its 200 answer: the JSON when it has JSON, else the text. */
type Answer<O extends OperationId> = operations[O]["responses"][200]["content"] extends {
  "application/json": infer A;
}
  ? A
  : string;

// Every operation by its id, with its method and path. `satisfies` fails the type check when the
// document gains an operation that is not here, or loses one that is.
const ROUTES = {
  settle: ["POST", "/v1/settle"],
  settleSession: ["POST", "/v1/settle/session"],
  analyze: ["POST", "/v1/analyze"],
  getRules: ["GET", "/v1/rules"],
  wenlingSettle: ["POST", "/v1/wenling/settle"],
  wenlingSettleSession: ["POST", "/v1/wenling/settle/session"],
  wenlingAnalyze: ["POST", "/v1/wenling/analyze"],
  wenlingGetRules: ["GET", "/v1/wenling/rules"],
  gbSettle: ["POST", "/v1/gb/settle"],
  gbSettleSession: ["POST", "/v1/gb/settle/session"],
  gbAnalyze: ["POST", "/v1/gb/analyze"],
  gbGetRules: ["GET", "/v1/gb/rules"],
  getRuleSets: ["GET", "/v1/rule-sets"],
  getLivez: ["GET", "/livez"],
  getReadyz: ["GET", "/readyz"],
  getMetrics: ["GET", "/metrics"],
} as const satisfies { [O in OperationId]: readonly ["GET" | "POST", keyof paths] };

export async function call<O extends OperationId>(
  base: string,
  operation: O,
  ...body: [Body<O>] extends [never] ? [] : [Body<O>]
): Promise<Answer<O>> {
  const [method, path] = ROUTES[operation];
  const init: RequestInit = { method, headers: { "Content-Type": "application/json" } };
  if (body.length) init.body = JSON.stringify(body[0]);
  const response = await fetch(base + path, init);
  if (response.status !== 200) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
  const json = (response.headers.get("Content-Type") ?? "").startsWith("application/json");
  return (json ? await response.json() : await response.text()) as Answer<O>;
}

const QUIET = { hand: "1122p 5566p 3344s 7788s", melds: [], flipped: 0 } satisfies Schemas["Seat"];

const TABLE: Schemas["SettleRequest"] = {
  de: "9p",
  seats: {
    east: QUIET,
    south: { name: "老王", hand: "123m 234m 345m 78m 999s 88m" },
    west: { hand: "3344p 7788p 1122s 5566s" },
    north: { hand: "12345678p 12345678s" },
  },
  win: { seat: "south", tile: "6m", self_drawn: false, discarder: "west" },
};

// Wenling's worked discard win (its first request example).
const WENLING: Schemas["WenlingSettleRequest"] = {
  de: "2m",
  seats: {
    east: { hand: "1188m 3399s 557p 11z", melds: [{ type: "pong", tiles: "777z" }] },
    south: { hand: "3366m 5588s 2299p 33z 4z 6s", melds: [], flipped_tiles: "5z" },
    west: { hand: "123p 456p 789p 12s 44s 666z", melds: [] },
    north: { hand: "444z 567m 789m 3478s 99s 1p", melds: [] },
  },
  win: { seat: "west", tile: "3s", self_drawn: false, discarder: "north" },
};

// 国标's worked discard win (its first request example): 和绝张 decided from the tiles in sight.
const GB: Schemas["GbSettleRequest"] = {
  round_wind: "south",
  seats: {
    east: { name: "阿明", hand: "123m 456m 789m 11p 35s", flowers: "2f", discards: "9p 1z 2z" },
    south: {
      name: "小红",
      hand: "123p 456p 789p 1z",
      melds: [{ type: "chi", tiles: "345s", claimed: "4s" }],
      discards: "1s 7z",
    },
    west: { name: "老陈", discards: "9s 4s 5z" },
    north: { name: "Ann", discards: "4s 2s 4s" },
  },
  win: { seat: "east", tile: "4s", self_drawn: false, discarder: "north" },
};

/** One typed call of each operation; what the answers say, for the test to compare. */
export async function everyOperation(base: string) {
  const settled = await call(base, "settle", TABLE);
  const winner: Schemas["SeatWind"] | null = settled.winner;
  const sitting = await call(base, "settleSession", {
    players: { east: "小李", south: "老王", west: "阿张", north: "Bob" },
    hands: [{ de: "9p", seats: TABLE.seats, win: TABLE.win ?? null }],
  });
  const analysed = await call(base, "analyze", { de: "9p", seat: "south", hand: "123m 234m 345m 78m 999s 88m" });
  const rules = await call(base, "getRules");
  const live = await call(base, "getLivez");
  const ready = await call(base, "getReadyz");
  const metrics: string = await call(base, "getMetrics");
  const wenling = await call(base, "wenlingSettle", WENLING);
  const wenlingSitting = await call(base, "wenlingSettleSession", {
    players: { east: "阿明", south: "小红", west: "老陈", north: "Ann" },
    hands: [{ de: "2m", seats: WENLING.seats, win: WENLING.win ?? null }],
  });
  const wenlingAnalysed = await call(base, "wenlingAnalyze", { de: "1z", seat: "south", hand: "123m 234m 345m 78m 999s 88m" });
  const wenlingRules = await call(base, "wenlingGetRules");
  const gb = await call(base, "gbSettle", GB);
  const gbWinner: Schemas["GbPlayerResult"] = gb.players.east;
  const gbSeats = { east: {}, south: {}, west: {}, north: {} } satisfies Schemas["GbSeats"];
  const gbSitting = await call(base, "gbSettleSession", {
    players: { east: "阿明", south: "小红", west: "老陈", north: "Ann" },
    hands: [
      {
        seats: { ...gbSeats, east: { hand: "123m 456m 789m 11p 77z" } },
        win: { seat: "east", tile: "7z", discarder: "north" },
      },
      { seats: gbSeats },
    ],
  });
  const gbAnalysed = await call(base, "gbAnalyze", { hand: "123m 456m 78m 789s 11p", flowers: "1f", visible: "9m 9m" });
  const gbRules = await call(base, "gbGetRules");
  const ruleSets = await call(base, "getRuleSets");
  return {
    winner,
    payments: settled.payments.map((p) => [p.from, p.to, p.amount, p.on_behalf_of]),
    totals: sitting.totals.map((t) => [t.player, t.net]),
    waits: analysed.waits.map((w) => [w.tile, w.discard_win.points]),
    codes: rules.items.map((item) => item.code),
    probes: [live.status, ready.status],
    metrics: metrics.includes("mahjong_http_requests_total"),
    wenling: [wenling.winner, wenlingSitting.totals.length, wenlingAnalysed.shanten, wenlingRules.items.length > 0],
    gb: {
      fans: (gbWinner.items ?? []).map((item) => [item.code, item.fan, item.count, item.rule]),
      totals: [gbWinner.fan, gbWinner.fan_without_flowers],
      payments: gb.payments.map((p) => [p.from, p.amount, p.rule]),
      next: gb.next ? [gb.next.dealer, gb.next.round_wind, gb.next.hand] : null,
      sitting: [
        gbSitting.hands.map((h) => [h.hand, h.round_wind]),
        gbSitting.totals.map((t) => [t.player, t.net]),
        gbSitting.next?.hand ?? null,
      ],
      waits: gbAnalysed.waits.map((w) => [w.tile, w.discard_win?.reaches_8 ?? null]),
      fanCount: gbRules.items.length,
    },
    ruleSets: ruleSets.rule_sets.map((r) => [r.name, r.paths.settle, r.hand.tiles]),
  };
}
