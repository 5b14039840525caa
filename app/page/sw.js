// The page opens offline (where a browser allows a service worker: https, or localhost): its files are
// kept in a cache named by their version.
// Settling is never cached — it needs the server, and the page says so when it is unreachable.
const VERSION = "__VERSION__";
const SHELL = ["/", "/manifest.webmanifest", ...__ASSETS__.map((file) => `/page/${VERSION}/${file}`)];
const CACHE = `mahjong-page-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The page and the manifest: the network first (a new version shows at once), the cache when offline.
// Versioned files never change: the cache first. GET /v1/rule-sets (what the picker offers) and a rule set's
// GET …/rules (its items' English names, its settings' defaults: /v1/rules, /v1/wenling/rules): network first.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(`/page/${VERSION}/`)) {
    event.respondWith(caches.match(event.request).then((hit) => hit ?? fetch(event.request)));
  } else if (SHELL.includes(url.pathname) || /^\/v1\/((\w+\/)?rules|rule-sets)$/.test(url.pathname)) {
    event.respondWith(networkFirst(event.request));
  }
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}
