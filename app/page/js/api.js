// Calls to this service only, in the page's language (Accept-Language).
import { acceptLanguage } from "./i18n.js";

/** The server could not be reached (offline, or it is down). */
export class Unreachable extends Error {}

/** An endpoint this server does not have yet (older deployment). */
export class Missing extends Error {}

/**
 * POST JSON; resolves to { ok, status, body } where body is the answer or the problem
 * (application/problem+json with errors [{path, message, code}]).
 */
export async function post(path, payload) {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": acceptLanguage() },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Unreachable(path);
  }
  if (response.status === 404 || response.status === 405) throw new Missing(path);
  const body = await response.json().catch(() => null);
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
