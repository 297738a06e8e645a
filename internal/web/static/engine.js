// The engine: every search the page needs, asked of the JSON API (POST
// /api/NAME), answered by the server or by the same library in the
// browser (backend.js). Requests and answers are the API's JSON types, as
// the README describes them; nothing else in the page knows where the
// answers come from. A call given an AbortSignal can be canceled. An
// answer that is not 2xx throws an Error with the status, the answer's
// data and the endpoint.

import { send } from "./backend.js";

// busy is called with +1 when a request the player waits for starts and
// -1 when it ends (a rating, asked in the background, does not count: it
// may take seconds, and the Hint button stays usable meanwhile).
let busy = () => {};
export function onBusy(f) { busy = f; }

async function call(path, body, raw, background, signal) {
  const count = background ? () => {} : busy;
  count(1);
  try {
    const r = await send(path, body, signal);
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
// generate: {puzzle, solution, box, level, rating}; with "variant": a
// kind, a variant's ISS string as puzzle and its "variant" to draw.
export const generate = (req, signal) => call("generate", req, false, false, signal);
// techniques are those a puzzle may be made to practise ({lang, scale}):
// {techniques: [{key, name, difficulty}]}.
export const techniques = (req) => call("techniques", req, false, true);
// hint is the next step of a position ({puzzle, box, grid, candidates,
// lang}): {status, step, nudge, focus, candidates, mistakes}.
export const hint = (pos, signal) => call("hint", pos, false, false, signal);
// allSteps is every step of a position: {status, steps, candidates, ...}.
export const allSteps = (pos, signal) => call("hint", { ...pos, all: true }, false, false, signal);
// explain is the solving path from a position: {status, steps, candidates, solved}.
export const explain = (pos, signal) => call("explain", pos, false, false, signal);
// print returns a sheet (SVG or PDF) as a Blob.
export const print = (req) => call("print", req, true);
// convert writes a puzzle in another form (to: sudokupad, fpuzzles,
// fpuzzles-json, iss, line): {status, to, converted}.
export const convert = (puzzle, box, to) => call("convert", { puzzle, box: box || undefined, to }, false, true);
// scan reads the puzzle in a photo (JPEG, PNG or PGM bytes in base64):
// {puzzle, status, corners, confidence, uncertain, corrected}.
export const scan = (image, signal) => call("scan", { image }, false, false, signal);
