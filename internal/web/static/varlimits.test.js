// Unit tests of varlimits.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { issLimits, limitsOf } from "./varlimits.js";

test("issLimits", () => {
  const cases = [
    ["a cell of several digits, a given of one", ".~R1C1_1_3_5~R1C9_4", [["r1c1", [1, 3, 5]]]],
    ["among other items, in two parts, with blanks", ".Cage~3~R3C3~R3C4.~R2C2_7_8\n\n.~ r10c12_9_16", [["r2c2", [7, 8]], ["r10c12", [9, 16]]]],
    ["comments left out", "# .~R1C1_1_2\n.~R1C2_3_4", [["r1c2", [3, 4]]]],
    ["f-puzzles JSON: none", "{\"size\":9}", []],
    ["no text", undefined, []],
  ];
  for (const [name, text, want] of cases) assert.deepEqual([...issLimits(text)], want, name);
});

test("limitsOf", () => {
  // Digits from the constraint first, else from the text.
  const v = {
    text: ".~R1C1_1_3~R2C2_2_4",
    constraints: [{ kind: "Given", cells: ["r1c1"] }, { kind: "Given", cells: ["r2c2"], digits: [5, 6] }, { kind: "Cage", value: 3, cells: ["r3c3"] }],
  };
  assert.deepEqual([...limitsOf(9, v)], [[0, 0b101], [10, 0b110000]]);
  assert.equal(limitsOf(9, v), limitsOf(9, v), "read once");
  assert.deepEqual([...limitsOf(9, null)], []);
  // Regressions: digits or cells off a 4x4 grid are none.
  const w = { text: "", constraints: [{ kind: "Given", cells: ["r1c1"], digits: [5, 9] }, { kind: "Given", cells: ["r5c1"], digits: [1, 2] }, { kind: "Given", cells: ["r1c2"], digits: [1, 5] }] };
  assert.deepEqual([...limitsOf(4, w)], [[1, 0b1]]);
});
