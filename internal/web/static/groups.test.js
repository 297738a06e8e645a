// Unit tests of groups.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry, maskOf } from "./grid.js";
import { groupDigits, groupLetter, groupMarks, groupsOf, groupText } from "./groups.js";

const g9 = geometry(3, 3);

// candsOf makes the candidates of a board from {cell name: "digits"}.
function candsOf(geo, m) {
  const cands = new Array(geo.n * geo.n).fill(0);
  for (const [name, ds] of Object.entries(m)) {
    const [, r, c] = /^r(\d+)c(\d+)$/.exec(name);
    cands[(r - 1) * geo.n + (c - 1)] = maskOf(geo, ds);
  }
  return cands;
}

// The ALS-XZ of library case 0901-1 (nanpure hint --all on its line).
const alsXZ = {
  key: "als-xz", digits: [3, 5],
  groups: [["r1c4", "r1c6", "r2c5"], ["r1c8", "r1c9", "r3c8"]],
};
const alsCands = candsOf(g9, { r1c4: "158", r1c6: "15", r2c5: "38", r1c8: "389", r1c9: "59", r3c8: "38", r2c7: "236" });

test("groupLetter", () => {
  assert.deepEqual([0, 1, 3, 25, 26, 27].map(groupLetter), ["A", "B", "D", "Z", "A2", "B2"]);
});

test("groupDigits", () => {
  const g16 = geometry(4, 4);
  for (const [name, geo, step, i, cands, want] of [
    ["an almost locked set: its cells' candidates", g9, alsXZ, 0, alsCands, [1, 3, 5, 8]],
    ["the other set", g9, alsXZ, 1, alsCands, [3, 5, 8, 9]],
    ["a colour of Multi-Colors: the step's digit", g9, { key: "multi-colors-1", digits: [8], groups: [["r2c3", "r3c5"]] }, 0,
      candsOf(g9, { r2c3: "28", r3c5: "468" }), [8]],
    ["a wing's bivalue cell", g9, { digits: [1, 5, 9], groups: [["r1c9"]] }, 0, alsCands, [5, 9]],
    ["a dual's kite of two digits, neither in every cell: the step's digits it holds", g9,
      { digits: [3, 9], groups: [["r1c9", "r2c7"]] }, 0, alsCands, [3, 9]],
    ["a kite of two digits that only one digit fills: that digit", g9,
      { digits: [3, 9], groups: [["r1c8", "r2c7"]] }, 0, alsCands, [3]],
    ["the API's groupDigits first", g9, { ...alsXZ, groupDigits: [[1, 3, 5, 8], [3, 5]] }, 1, alsCands, [3, 5]],
    // Regressions
    ["a cell name the grid has not: neither digits nor a cell of the set", g9, { digits: [1, 2], groups: [["r10c1x", "r1c6"]] }, 0, alsCands, [1, 5]],
    ["a 16x16 set's digits past 9", g16, { digits: [10, 12], groups: [["r1c1"]] }, 0, candsOf(g16, { r1c1: "AC" }), [10, 12]],
  ]) assert.deepEqual(groupDigits(geo, step, i, cands), want, name);
});

test("groupsOf", () => {
  const gs = groupsOf(g9, alsXZ, alsCands);
  assert.deepEqual(gs, [
    { letter: "A", color: 0, cells: ["r1c4", "r1c6", "r2c5"], digits: [1, 3, 5, 8] },
    { letter: "B", color: 1, cells: ["r1c8", "r1c9", "r3c8"], digits: [3, 5, 8, 9] },
  ]);
  assert.deepEqual(groupsOf(g9, { digits: [1] }, alsCands), [], "a step without sets");
  // The colours go round the palette: the seventh set takes the first colour.
  const seven = groupsOf(g9, { digits: [1], groups: Array.from({ length: 7 }, (_, i) => ["r9c" + (i + 1)]) }, alsCands);
  assert.deepEqual(seven.map((g) => g.color), [0, 1, 2, 3, 4, 5, 0]);
});

test("groupMarks", () => {
  const m = groupMarks(g9, groupsOf(g9, alsXZ, alsCands), alsCands);
  const r1c4 = 3, r1c6 = 5, r1c8 = 7;
  assert.equal(m.cell.get(r1c4), " h-group g0");
  assert.equal(m.cell.get(r1c8), " h-group g1");
  assert.equal(m.cell.size, 6, "the six cells of the two sets");
  assert.equal(m.letters.get(r1c6), "A");
  // Only the candidates a cell has: r1c6 holds 1 and 5 of A's 1 3 5 8.
  assert.equal(m.cand.get(r1c6 * 64 + 1), "c-group g0");
  assert.equal(m.cand.get(r1c6 * 64 + 5), "c-group g0");
  assert.equal(m.cand.has(r1c6 * 64 + 3), false);
  assert.equal(m.cand.size, 3 + 2 + 2 + 3 + 2 + 2);
  assert.equal(m.cand.has(1 * 9 + 6), false, "r2c7, where 3 goes, is no set's");
  // Regressions: a cell of two sets shows both letters, and its candidates
  // of both take the first set's colour.
  const two = groupMarks(g9, groupsOf(g9, { digits: [1, 5], groups: [["r1c4"], ["r1c4", "r1c6"]] }, alsCands), alsCands);
  assert.equal(two.letters.get(r1c4), "AB");
  assert.equal(two.cell.get(r1c4), " h-group g0 h-group g1");
  assert.equal(two.cand.get(r1c4 * 64 + 5), "c-group g0");
});

test("groupText", () => {
  const [a] = groupsOf(g9, alsXZ, alsCands);
  assert.equal(groupText("en", alsXZ, a), "set A: r1c4, r1c6, r2c5 (1 3 5 8)");
  assert.equal(groupText("ja", alsXZ, a), "セットA：r1c4, r1c6, r2c5（1・3・5・8）");
  const mc = { key: "multi-colors-2", digits: [8], groups: [["r2c3", "r3c5"]] };
  const [c] = groupsOf(g9, mc, alsCands);
  assert.equal(groupText("en", mc, c), "color A: r2c3, r3c5 (8)");
  assert.equal(groupText("ja", mc, c), "色A：r2c3, r3c5（8）");
});
