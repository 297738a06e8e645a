// Unit tests of outline.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { cageOutline, regionBorders } from "./outline.js";

// segments reads a path of "Mx yLx y" into sorted segments "x,y-x,y".
const segments = (p) => [...p.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)]
  .map((m) => m.slice(1).map(Number).join(",")).sort();

test("cageOutline", () => {
  const cases = [
    // One cell: four sides, each short of the corners by d.
    ["one cell", 9, [0], 0.1, ["0.1,0.1,0.9,0.1", "0.9,0.1,0.9,0.9", "0.9,0.9,0.1,0.9", "0.1,0.9,0.1,0.1"]],
    // Two cells side by side: the top and bottom lines run on across the
    // cells' common edge; no line between them.
    ["a domino", 9, [0, 1], 0.1, ["0.1,0.1,1,0.1", "1,0.1,1.9,0.1", "1.9,0.1,1.9,0.9", "1.9,0.9,1,0.9", "1,0.9,0.1,0.9", "0.1,0.9,0.1,0.1"]],
    // An L of three cells: r1c1, r1c2, r2c1. At the inner corner (1, 1)
    // the lines go on by d into r1c1, to meet at (0.9, 0.9).
    ["an L", 9, [0, 1, 9], 0.1, [
      "0.1,0.1,1,0.1", "1,0.1,1.9,0.1", "1.9,0.1,1.9,0.9", "1.9,0.9,0.9,0.9",
      "0.9,0.9,0.9,1.9", "0.9,1.9,0.1,1.9", "0.1,1.9,0.1,1", "0.1,1,0.1,0.1",
    ]],
  ];
  for (const [name, n, cells, d, want] of cases) {
    assert.deepEqual(segments(cageOutline(n, cells, d)), want.slice().sort(), name);
  }
});

test("regionBorders", () => {
  // A 4x4 grid whose regions are its rows but for r1c4 and r2c1 swapped.
  const regionOf = [0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
  const got = regionBorders(4, regionOf).match(/M[^M]+/g).sort();
  const want = ["M3 0V1", "M1 1V2", "M1 1H2", "M2 1H3", "M0 2H1", "M1 2H2", "M2 2H3", "M3 2H4", "M0 3H1", "M1 3H2", "M2 3H3", "M3 3H4"];
  assert.deepEqual(got, want.sort());
});
