// Where the engine's calls go: the server's JSON API when the page comes
// from "nanpure serve", else the same library compiled to WebAssembly in
// a Web Worker (worker.js): a copy written by "nanpure site" on a static
// host, or any page with the network gone. send answers with a Response
// either way (the status, the type and the body of POST /api/PATH), so
// that engine.js, and all the page above it, does not know which side
// answered.

// server says whether the page's host answers the API: a JSON error for
// an empty check. A static host answers with a page of its own (404,
// 405, 501), and a page served from the service worker's cache with the
// network off gets no answer at all.
export const server = fetch("api/check", {
  method: "POST", headers: { "Content-Type": "application/json" }, body: "{}",
}).then((r) => (r.headers.get("Content-Type") || "").startsWith("application/json"), () => false);

// The worker is started as soon as it is known to be needed: loading the
// engine takes a moment, better spent while the page draws.
server.then((yes) => { if (!yes) start(); });

// send posts body (an object) to the API's endpoint path ("hint"). signal
// (an AbortSignal, optional) cancels the call: its Promise rejects with
// the signal's reason, as fetch's does.
export async function send(path, body, signal) {
  if (await server) {
    return fetch("api/" + path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal,
    });
  }
  const a = await viaWorker(path, JSON.stringify(body), signal);
  return new Response(a.body, { status: a.status, headers: { "Content-Type": a.type } });
}

// The worker, the engine's module it compiled (handed to the workers
// started after it), and the calls sent to it that have no answer yet,
// by id.
let worker = null;
let compiled = null;
let lastID = 0;
const pending = new Map();

// start starts a worker and sends it the calls under way.
function start() {
  const w = worker = new Worker("worker.js", compiled ? { name: "module" } : {});
  if (compiled) w.postMessage({ module: compiled });
  // A worker ended to cancel a call may still report an error (its
  // scripts' loading cut short): it is not the worker under way.
  worker.onmessage = (e) => {
    if (w !== worker) return;
    if (e.data.module) { compiled = e.data.module; return; }
    const call = pending.get(e.data.id);
    if (!call) return; // canceled meanwhile
    pending.delete(e.data.id);
    call.resolve(e.data);
  };
  worker.onerror = (e) => {
    if (w !== worker) return;
    // The engine did not load (no nanpure.wasm beside the page): every
    // call fails, as fetch fails without a network.
    for (const call of pending.values()) call.reject(new Error("the engine did not load: " + (e.message || "worker error")));
    pending.clear();
    worker = null;
  };
  for (const [id, call] of pending) worker.postMessage({ id, path: call.path, body: call.body });
}

function viaWorker(path, body, signal) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(signal.reason); return; }
    const id = ++lastID;
    pending.set(id, { path, body, resolve, reject });
    if (worker) worker.postMessage({ id, path, body });
    else start();
    if (!signal) return;
    signal.addEventListener("abort", () => {
      if (!pending.delete(id)) return; // answered already
      reject(signal.reason);
      // Go under WebAssembly cannot be stopped from outside in the middle
      // of a search: end the worker, and start another that takes the
      // other calls under way from the start.
      worker.terminate();
      start();
    }, { once: true });
  });
}
