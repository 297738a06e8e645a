// Unit tests of previous.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { line, parseLine } from "./grid.js";
import { keepGame, keptFor, takeGame } from "./previous.js";
import { newGame } from "./state.js";

const memory = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)) }; };

test("a replaced game comes back", () => {
  const st = memory();
  const A = newGame(2, 2, parseLine("1...............", 4));
  A.digits[1] = 2; A.time = 5000;
  const B = newGame(3, 3);
  keepGame(A, B, st);
  const C = newGame(2, 2, parseLine("2...............", 4));
  assert.equal(keptFor(C, st), false, "only the game that replaced it takes it back");
  assert.equal(takeGame(C, st), null);
  assert.ok(keptFor(B, st));
  const back = takeGame(B, st);
  assert.equal(line(back.digits), "12..............");
  assert.equal(back.time, 5000, "with its time");
  assert.equal(takeGame(B, st), null, "once");
  // Regressions
  const bad = memory(); bad.setItem("nanpure.previous", "{not json");
  assert.equal(takeGame(B, bad), null);
});
