// Unit tests of mistakes.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { bit, parseLine } from "./grid.js";
import { mistakes } from "./mistakes.js";
import { newGame } from "./state.js";

test("mistakes", () => {
  const G = newGame(2, 2, parseLine("1...............", 4));
  assert.deepEqual(mistakes(G, true), { digits: [], notes: [] }, "no solution, no mistakes");
  G.solution = parseLine("1234341221434321", 4);
  G.digits[1] = 2; // right
  G.digits[2] = 4; // wrong: 3
  G.notes[3] = bit(1) | bit(2); // leaves out 4
  G.notes[4] = bit(3) | bit(4); // has 3
  assert.deepEqual(mistakes(G, true), { digits: [2], notes: [3] });
  assert.deepEqual(mistakes(G, false), { digits: [2], notes: [] }, "digits only");
  // Regressions
  G.digits[3] = 4;
  assert.deepEqual(mistakes(G, true).notes, [], "the notes of a filled cell do not count");
});
