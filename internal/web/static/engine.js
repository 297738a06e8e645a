// The engine: every search the page needs, asked of the server's JSON API
// (POST /api/NAME). Requests and answers are the API's JSON types, as the
// README describes them; nothing else in the page knows where the answers
// come from. An answer that is not 2xx throws an Error with the status,
// the answer's data and the endpoint.

// busy is called with +1 when a request the player waits for starts and
// -1 when it ends (a rating, asked in the background, does not count: it
// may take seconds, and the Hint button stays usable meanwhile).
let busy = () => {};
export function onBusy(f) { busy = f; }

async function call(path, body, raw, background) {
  const count = background ? () => {} : busy;
  count(1);
  try {
    const r = await fetch("api/" + path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    if (r.ok && raw) return await r.blob();
    let data = null;
    try { data = await r.json(); } catch (e) { /* not JSON */ }
    if (!r.ok) {
      const err = new Error((data && data.error) || r.statusText);
      err.status = r.status; err.data = data || {}; err.path = path;
      throw err;
    }
    return data;
  } finally { count(-1); }
}

// solve reads a puzzle in any form: {puzzle, box, status, solution}.
export const solve = (puzzle, box) => call("solve", { puzzle, box: box || undefined });
// rate: {status, rating, level}.
export const rate = (puzzle, box) => call("rate", { puzzle, box }, false, true);
// generate: {puzzle, solution, box, level, rating}.
export const generate = (req) => call("generate", req);
// hint is the next step of a position ({puzzle, box, grid, candidates,
// lang}): {status, step, nudge, focus, candidates, mistakes}.
export const hint = (pos) => call("hint", pos);
// allSteps is every step of a position: {status, steps, candidates, ...}.
export const allSteps = (pos) => call("hint", { ...pos, all: true });
// explain is the solving path from a position: {status, steps, candidates, solved}.
export const explain = (pos) => call("explain", pos);
// print returns a sheet (SVG or PDF) as a Blob.
export const print = (req) => call("print", req, true);
