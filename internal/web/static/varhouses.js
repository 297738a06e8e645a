// A variant puzzle's houses as the page's grid rules take them (grid.js
// geometry): a jigsaw's regions in place of the boxes, and the sets of
// cells whose digits differ (cages, diagonals, windows ...), so that the
// peers, the conflicts and the marks a digit clears know them. From the
// "variant" of the API's answers, kept in the game (state.js).

import { cellIndex, geometry } from "./grid.js";

// variantGeometry is the geometry (grid.js) of the grid of game G, with
// its variant's regions and groups of different digits, if any.
export function variantGeometry(G) {
  const n = G.br * G.bc;
  return geometry(G.br, G.bc, regionsOf(n, G.variant), groupsOf(n, G.variant));
}

// regionsOf returns the cells of each region of v's jigsaw on a grid of
// n digits, or undefined for boxes (as grid.js geometry takes them).
export function regionsOf(n, v) {
  if (!v || !v.regions || v.regions.length !== n) return undefined;
  const rs = v.regions.map((cells) => cells.map((name) => cellIndex({ n }, name)));
  return rs.every((cells) => cells.length === n && cells.every((c) => c >= 0 && c < n * n)) ? rs : undefined;
}

// The kinds whose cells hold different digits.
const DISTINCT = ["Cage", "RellikCage", "EqualityCage", "Lunchbox", "Diagonal", "Windoku", "ExtraRegion", "DisjointSets", "Renban"];

// groupsOf returns the cells of each of v's constraints whose digits
// differ, on a grid of n digits (as grid.js geometry takes them).
export function groupsOf(n, v) {
  const out = [];
  for (const k of (v && v.constraints) || []) {
    if (!DISTINCT.includes(k.kind) || !k.cells) continue;
    const cells = k.cells.map((name) => cellIndex({ n }, name));
    if (cells.every((c) => c >= 0 && c < n * n)) out.push(cells);
  }
  return out;
}
