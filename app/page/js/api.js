// Calls to this service only, in the page's language (Accept-Language).
import { acceptLanguage } from "./i18n.js";

/** The server could not be reached (offline, or it is down). */
export class Unreachable extends Error {}

/**
 * POST JSON; resolves to { ok, status, body } where body is the answer (JSON, or text when
 * ``accept`` asks for text) or the problem (application/problem+json: errors [{path, message, code}]).
 */
export async function post(path, payload, accept = "application/json") {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: accept, "Accept-Language": acceptLanguage() },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Unreachable(path);
  }
  const json = !response.ok || accept === "application/json";
  const body = await (json ? response.json() : response.text()).catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

export async function get(path) {
  try {
    const response = await fetch(path, { headers: { Accept: "application/json", "Accept-Language": acceptLanguage() } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
