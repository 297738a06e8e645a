// The cells of a variant puzzle limited to a few digits (a "Given"
// constraint: ISS's ".~R1C1_1_3_5", a given that is one of several), with
// the digits each may hold, as a mask (grid.js). The page pencils them in
// the cell (view.js), names them to a screen reader (marks.js cellLabel),
// keeps the candidates layer within them (state.js shownNotes) and shows a
// digit outside them as a conflict (varrules.js).
//
// The API's "variant" names such a cell but not its digits (record.Variant
// has no field for them): a constraint's "digits", when the API gives
// them, are read first; else they are read from the puzzle's text, the
// only format that writes them being ISS's.

import { cellIndex } from "./grid.js";

// Each variant's limits, read once: the page asks at every redraw.
const cache = new WeakMap();

// limitsOf returns the limited cells of variant v (the game's G.variant:
// the API's "variant" and the puzzle's text) on a grid of n digits: a Map
// of cell to the mask of its digits. Empty for none.
export function limitsOf(n, v) {
  if (!v || typeof v !== "object") return new Map();
  const key = cache.get(v);
  if (key && key.n === n) return key.limits;
  const limits = new Map();
  let fromText = null;
  for (const k of v.constraints || []) {
    if (k.kind !== "Given" || !k.cells || k.cells.length !== 1) continue;
    const c = cellIndex({ n }, k.cells[0]);
    if (c < 0 || c >= n * n) continue;
    let ds = k.digits;
    if (!Array.isArray(ds)) {
      fromText = fromText || issLimits(v.text);
      ds = fromText.get(k.cells[0]) || [];
    }
    const m = ds.reduce((m, d) => (d >= 1 && d <= n ? m | (1 << (d - 1)) : m), 0);
    if (m) limits.set(c, m);
  }
  cache.set(v, { n, limits });
  return limits;
}

// issLimits reads the givens of several digits from an ISS constraint
// string, as variant.ParseISS does (parts apart by a blank line, lines of
// # comments left out, blanks ignored; items after "." and arguments
// after "~"; the givens' item has an empty type, each argument a cell and
// its digits: "R1C1_1_3_5"): a Map of the cell's name ("r1c1") to its
// digits. Empty for a text of another format.
export function issLimits(text) {
  const out = new Map();
  if (typeof text !== "string") return out;
  const body = text.split("\n").filter((l) => !l.trim().startsWith("#")).join("\n");
  for (const part of body.split("\n\n")) {
    const p = part.replace(/\s+/g, "");
    if (!p.startsWith(".")) continue;
    for (const item of p.slice(1).split(".")) {
      const [kind, ...args] = item.split("~");
      if (kind !== "") continue;
      for (const a of args) {
        const [id, ...ds] = a.split("_"), m = /^r(\d+)c(\d+)$/i.exec(id);
        if (m && ds.length > 1) out.set("r" + Number(m[1]) + "c" + Number(m[2]), ds.map(Number));
      }
    }
  }
  return out;
}
