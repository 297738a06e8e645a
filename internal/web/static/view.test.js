// Unit tests of view.js's pure helpers: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry } from "./grid.js";
import { highlights, houseName, selection, shown, stepLabel } from "./view.js";

test("houseName", () => {
  for (const [lang, h, want] of [
    ["en", "row 3", "row 3"],
    ["ja", "row 3", "3行目"],
    ["ja", "column 4", "4列目"],
    ["ja", "box 5", "ブロック5"],
    // Regressions
    ["ja", "cell", "cell"],
  ]) assert.equal(houseName(lang, h), want, `${lang} ${h}`);
});

test("stepLabel", () => {
  assert.equal(stepLabel({ placements: [{ cell: "r8c4", digit: 7 }], eliminations: [] }), "r8c4=7");
  assert.equal(stepLabel({ eliminations: [{ cell: "r1c4", digit: 3 }, { cell: "r2c4", digit: 3 }] }), "r1c4≠3, r2c4≠3");
});

test("shown", () => {
  const a = { name: "a" }, b = { name: "b" };
  assert.equal(shown({}), null);
  assert.deepEqual(shown({ hint: { step: a, stage: 2 } }), { step: a, stage: 2 });
  assert.deepEqual(shown({ path: { steps: [a, b], k: 1 } }), { step: b, stage: 3 });
  assert.equal(shown({ path: { steps: [a, b], k: 2 } }), null, "the end of the path shows no step");
});

test("selection", () => {
  assert.deepEqual([...selection({ sel: 3, selected: new Set([1, 3, 5]) }, 81)], [1, 3, 5]);
  assert.deepEqual([...selection({ sel: 4, selected: new Set([1, 3]) }, 81)], [4], "the cursor moved on alone");
  assert.deepEqual([...selection({ sel: 3, selected: new Set([3, 200]) }, 81)], [3], "cells of a bigger grid left out");
});

test("highlights of an innies-less-outies step take in its outies", () => {
  const geo = geometry(3, 3);
  const step = { constraint: { kind: "InniesOuties", value: 3, cells: ["r1c1", "r2c1"], less: ["r4c2"] }, eliminations: [] };
  const hl = highlights(geo, step, 1, [], -1, []);
  assert.deepEqual([...hl.cell.keys()].sort((a, b) => a - b), [0, 9, 28]);
  for (const cls of hl.cell.values()) assert.equal(cls.trim(), "h-constraint");
});
