// The candidates layer of a variant puzzle: the digits each empty cell may
// still take, knowing the variant's rules as well as its houses.
//
// A digit stays a candidate unless, placed in the cell, it would repeat in
// a house or group (grid.js candidatesOf) or break a rule of the variant
// with the digits placed: a conflict that the page would show (varrules.js),
// so never a deduction from what the empty cells could hold. In a killer,
// a cage of 10 with a 7 placed keeps 1 to 3 in its other cells; a
// thermometer whose bulb holds 5 keeps 6 to 9 after it.

import { bit, candidatesOf } from "./grid.js";
import { brokenCells, reachOf, rulesOf } from "./varrules.js";

// For each variant, its rules by cell and the last answer: the page asks
// at every redraw, and the digits change far less often.
const cache = new WeakMap();

// candidatesWith returns the candidates (masks, 0 for a placed cell) of
// every cell of a grid of geo holding digits, under the rules of variant v
// (none: the houses' candidates alone).
export function candidatesWith(geo, v, digits) {
  const cands = candidatesOf(geo, digits);
  if (!v || typeof v !== "object") return cands;
  let last = cache.get(v);
  if (!last || last.geo !== geo) {
    last = { geo, touching: rulesByCell(geo, v), key: "", cands: [] };
    cache.set(v, last);
  }
  const key = digits.join(",");
  if (last.key === key) return last.cands.slice();
  const touching = last.touching, trial = digits.slice();
  for (let c = 0; c < cands.length; c++) {
    const rules = touching[c];
    if (!cands[c] || !rules.length) continue;
    for (let d = 1; d <= geo.n; d++) {
      if (!(cands[c] & bit(d))) continue;
      trial[c] = d;
      if (brokenCells(geo, v, trial, rules, c).has(c)) cands[c] &= ~bit(d);
    }
    trial[c] = 0;
  }
  last.key = key;
  last.cands = cands;
  return cands.slice();
}

// rulesByCell lists, for each cell, the rules of v that read its digit:
// those over it and those of the whole grid.
function rulesByCell(geo, v) {
  const touching = Array.from({ length: geo.n * geo.n }, () => []);
  for (const rule of rulesOf(geo, v)) {
    const reach = reachOf(geo, rule);
    if (!reach) for (const list of touching) list.push(rule);
    else for (const c of new Set(reach)) touching[c].push(rule);
  }
  return touching;
}
