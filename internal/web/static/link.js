// Share links: a puzzle and, "with my progress", the player's digits and
// every kind of mark, in the hash of the page's address:
//
//   #p=<puzzle>&b=<box>&s=<digits>&n=<centre>&k=<corner>&c=<colour>&a=1
//
// p and s are lines of one symbol a cell ("." empty); b is "3x3"; a=1
// shows the candidates layer. A layer of marks (n, k, c) lists its marked
// cells as "<cell>.<symbols>" joined by "_", cells numbered from 0 row by
// row: n=1.35_10.2459 is centre marks 3 and 5 in r1c2, 2 4 5 9 in r2c2.
// Only p is required: links made before marks (p, b, s) read the same.
// A variant puzzle's p is its text (an ISS string, an f-puzzles link),
// which the engine reads as any puzzle.

import { bit, line, parseLine, sym, symValue } from "./grid.js";
import { puzzleText } from "./state.js";

// The parameter of each layer of marks of the game G (state.js).
const LAYERS = { n: "notes", k: "corners", c: "colours" };
const MAX = 16; // the most digits of a grid (16x16); colours are 1-9

const maskSyms = (m) => { let s = ""; for (let d = 1; d <= MAX; d++) if (m & bit(d)) s += sym(d); return s; };
function maskOfSyms(s) {
  let m = 0;
  for (const ch of s) { const d = symValue(ch, MAX); if (d) m |= bit(d); }
  return m;
}

// linkHash is the hash (without "#") of a link to G's puzzle, with the
// player's progress when progress is true.
export function linkHash(G, progress) {
  const p = new URLSearchParams({ p: puzzleText(G), b: G.br + "x" + G.bc });
  if (!progress) return p.toString();
  p.set("s", line(G.digits));
  for (const [key, layer] of Object.entries(LAYERS)) {
    const cells = [];
    G[layer].forEach((m, c) => { if (m) cells.push(c + "." + maskSyms(m)); });
    if (cells.length) p.set(key, cells.join("_"));
  }
  if (G.auto) p.set("a", "1");
  return p.toString();
}

// readHash reads a link's hash: {puzzle, box, progress}, progress null
// for a link without it; null for a hash that is no link to a puzzle.
export function readHash(hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  if (!p.get("p")) return null;
  const out = { puzzle: p.get("p"), box: p.get("b") || undefined, progress: null };
  if (![..."snkca"].some((k) => p.has(k))) return out;
  const pr = out.progress = { digits: p.get("s") || "", auto: p.get("a") === "1" };
  for (const [key, layer] of Object.entries(LAYERS)) {
    pr[layer] = [];
    for (const item of (p.get(key) || "").split("_")) {
      const m = /^(\d+)\.(\w+)$/.exec(item);
      if (m) pr[layer].push([Number(m[1]), maskOfSyms(m[2])]);
    }
  }
  return out;
}

// applyProgress writes a link's progress on the new game G of its
// puzzle: digits in the cells that are no givens, marks in the cells of
// the grid, within its digits and the 9 colours.
export function applyProgress(G, pr) {
  if (!pr) return;
  const n = G.br * G.bc, cells = n * n;
  parseLine(pr.digits, n).forEach((d, i) => { if (i < cells && !G.givens[i] && d) G.digits[i] = d; });
  const limit = { notes: (1 << n) - 1, corners: (1 << n) - 1, colours: (1 << 9) - 1 };
  for (const layer of Object.values(LAYERS)) {
    for (const [c, m] of pr[layer]) if (c < cells) G[layer][c] = m & limit[layer];
  }
  G.auto = pr.auto;
}
