// Calls to this service only, in the page's language (Accept-Language). A request that gets no answer in
// TIMEOUT_MS counts as unreachable; ``onReachable`` listeners hear when the service answers again.
import { acceptLanguage } from "./i18n.js";

const TIMEOUT_MS = 15000;
const PROBE_MS = 4000;
let unreachable = false;
let probe = null;
const listeners = [];

/** The server could not be reached (offline, or it is down). */
export class Unreachable extends Error {}

/** ``listener()`` is called whenever the service answers after it could not be reached. */
export const onReachable = (listener) => listeners.push(listener);

function answered() {
  clearInterval(probe);
  probe = null;
  if (!unreachable) return;
  unreachable = false;
  for (const listener of listeners) listener();
}

/** Unreached: asks the service's /livez every few seconds until it answers, so the page can say it is back. */
function missed() {
  unreachable = true;
  probe ??= setInterval(() => {
    fetch("/livez", { cache: "no-store", signal: AbortSignal.timeout(PROBE_MS) }).then((r) => r.ok && answered(), () => {});
  }, PROBE_MS);
}

async function call(path, init) {
  try {
    const response = await fetch(path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    answered();
    return response;
  } catch {
    missed();
    throw new Unreachable(path);
  }
}

/**
 * POST JSON; resolves to { ok, status, body } where body is the answer (JSON, or text when
 * ``accept`` asks for text) or the problem (application/problem+json: errors [{path, message, code}]).
 */
export async function post(path, payload, accept = "application/json") {
  const response = await call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: accept, "Accept-Language": acceptLanguage() },
    body: JSON.stringify(payload),
  });
  const json = !response.ok || accept === "application/json";
  const body = await (json ? response.json() : response.text()).catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

/** GET JSON, or null when there is none (unreachable, or not ok; the service worker may answer it offline). */
export async function get(path) {
  try {
    const response = await fetch(path, {
      headers: { Accept: "application/json", "Accept-Language": acceptLanguage() }, signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
