// Unit tests of grid.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { applyStep, candidatesOf, cellIndex, conflicts, geometry, houseCells, line, maskOf, maskText, parseLine, sym, symValue } from "./grid.js";

test("geometry", () => {
  for (const [br, bc, peers] of [[3, 3, 20], [2, 3, 12], [4, 4, 39],
    // Regressions
    [3, 4, 28]]) {
    const g = geometry(br, bc);
    assert.equal(g.n, br * bc);
    assert.equal(g.peers[0].length, peers, `peers of a ${br}x${bc} grid`);
    assert.equal(g.boxes[g.boxOf[g.n * g.n - 1]].length, g.n);
  }
});

test("names", () => {
  const g = geometry(3, 3);
  assert.equal(cellIndex(g, "r1c1"), 0);
  assert.equal(cellIndex(g, "r9c8"), 79);
  assert.equal(cellIndex(g, "x"), -1);
  assert.deepEqual(houseCells(g, "column 2"), [1, 10, 19, 28, 37, 46, 55, 64, 73]);
  assert.deepEqual(houseCells(g, "box 5"), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  assert.deepEqual(houseCells(g, "row 10"), []);
});

test("symbols and masks", () => {
  assert.equal(sym(10), "A");
  assert.equal(symValue("g", 16), 16);
  assert.equal(symValue("g", 9), 0);
  assert.equal(line(parseLine("1.A", 16)), "1.A");
  const g = geometry(3, 3);
  assert.equal(maskText(g, maskOf(g, "931")), "139");
});

test("candidates, conflicts and a step", () => {
  const g = geometry(2, 2);
  const digits = parseLine("1...............", 4);
  const cands = candidatesOf(g, digits);
  assert.equal(maskText(g, cands[1]), "234");
  assert.equal(maskText(g, cands[15]), "1234");
  assert.deepEqual([...conflicts(g, parseLine("1..1............", 4))].sort(), [0, 3]);
  const after = applyStep(g, { digits, cands }, { placements: [{ cell: "r1c2", digit: 2 }], eliminations: [{ cell: "r4c4", digit: 3 }] });
  assert.equal(after.digits[1], 2);
  assert.equal(maskText(g, after.cands[2]), "34");
  assert.equal(maskText(g, after.cands[15]), "124");
  assert.equal(digits[1], 0, "the board given is left alone");
});
