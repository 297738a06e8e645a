// The service worker of a copy of nanpure's page written by "nanpure
// site" (which sets VERSION and FILES above): it keeps every file of the
// site in a cache of its version, so that after one visit the page loads
// and plays with the network off. The engine then answers in the browser
// (backend.js): the API's calls, POSTs, are never cached.
//
// A new version is installed beside the old one and takes over only when
// no page of the old one is open (no skipWaiting): a page never mixes the
// files of two versions (an old wasm_exec.js with a new engine). Then the
// old cache is deleted.
const CACHE = "nanpure-" + VERSION;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("nanpure-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The site's files come from the cache (a share link's query string
// aside), anything else from the network.
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.open(CACHE)
    .then((c) => c.match(e.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(e.request)));
});
