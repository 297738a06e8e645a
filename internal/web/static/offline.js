// Offline: a copy of the page written by "nanpure site" has a service
// worker (sw.js) that keeps its files, so that after one visit it loads
// and plays with the network off. The page served by "nanpure serve" has
// none: there registering fails, and nothing else changes.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
