// Unit tests of state.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry, line, parseLine } from "./grid.js";
import { addTime, fillCandidates, inProgress, load, newGame, place, redo, save, setBoard, solved, toggleNote, undo } from "./state.js";

// memory is a Storage kept in memory.
const memory = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)) }; };

test("moves, undo and redo", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  assert.equal(place(G, geo, 0, 2), false, "a given stays");
  assert.ok(toggleNote(G, 1, 3));
  assert.ok(toggleNote(G, 2, 3));
  assert.ok(place(G, geo, 1, 3));
  assert.equal(G.notes[1], 0);
  assert.equal(G.notes[2], 0, "the digit leaves its peers' notes");
  assert.ok(undo(G));
  assert.equal(G.digits[1], 0);
  assert.equal(G.notes[2], 4);
  assert.ok(redo(G));
  assert.equal(G.digits[1], 3);
  assert.equal(redo(G), false);
  assert.ok(fillCandidates(G, geo));
  assert.equal(G.notes[2], 0b1010, "r1c3: 2 or 4");
  assert.equal(solved(G, geo), false);
  // Regressions
  assert.equal(place(G, geo, 1, 3), false, "the same digit again is no change");
});

test("setBoard", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  toggleNote(G, 5, 2); toggleNote(G, 1, 2);
  const b = { digits: parseLine("12..............", 4), cands: new Array(16).fill(0b1100) };
  setBoard(G, geo, b, true);
  assert.equal(G.notes[5], 0, "notes kept, the placed 2 taken from its box");
  setBoard(G, geo, b, false);
  assert.equal(G.notes[5], 0b1100, "the board's candidates taken");
  assert.equal(G.notes[1], 0);
});

test("save and load", () => {
  const st = memory();
  const G = newGame(2, 2, parseLine("1...............", 4));
  G.digits[1] = 2; G.notes[2] = 5; G.solution = parseLine("1234341221434321", 4); G.status = "unique";
  save(G, st);
  const L = load(st);
  assert.equal(line(L.digits), "12..............");
  assert.equal(L.notes[2], 5);
  assert.equal(line(L.solution), "1234341221434321");
  assert.equal(load(memory()), null);
  // Regressions
  const bad = memory(); bad.setItem("nanpure.game", "{not json");
  assert.equal(load(bad), null);
});

test("the clock's time", () => {
  const geo = geometry(2, 2), st = memory();
  const G = newGame(2, 2, parseLine("123434122143432.", 4));
  G.solution = parseLine("1234341221434321", 4);
  assert.ok(addTime(G, geo, 1500));
  assert.equal(addTime(G, geo, -1), false, "time never goes back");
  save(G, st);
  assert.equal(load(st).time, 1500, "saved with the game");
  place(G, geo, 15, 1);
  assert.equal(addTime(G, geo, 1000), false, "stopped once solved");
  G.entry = true; G.digits[15] = 0;
  assert.equal(addTime(G, geo, 1000), false, "stopped while a puzzle is typed in");
  assert.equal(G.time, 1500);
});

test("inProgress", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  G.solution = parseLine("1234341221434321", 4);
  assert.equal(inProgress(G, geo), false, "no move yet");
  place(G, geo, 1, 2);
  assert.ok(inProgress(G, geo));
  G.digits = G.solution.slice();
  assert.equal(inProgress(G, geo), false, "solved: nothing to lose");
  const E = newGame(2, 2); E.entry = true;
  assert.equal(inProgress(E, geo), false);
  E.givens[0] = 1;
  assert.ok(inProgress(E, geo), "givens typed in");
  assert.equal(inProgress(null, geo), false);
});
