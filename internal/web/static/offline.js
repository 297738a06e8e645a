// Offline: a copy of the page written by "nanpure site" has a service
// worker (sw.js) that keeps its files, so that after one visit it loads
// and plays with the network off. It is registered where no server
// answers the API: "nanpure serve" has no sw.js (its page needs the
// server all the same).
import { server } from "./backend.js";

server.then((yes) => {
  if (!yes && "serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
});
