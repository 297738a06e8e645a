// Unit tests of state.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry, line, parseLine } from "./grid.js";
import { addTime, inProgress, load, mark, newGame, place, redo, save, setBoard, shownNotes, solved, toggleCandidates, undo } from "./state.js";

// memory is a Storage kept in memory; full after limit characters.
const memory = (limit = Infinity) => {
  const m = new Map();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => { if (String(v).length > limit) throw new Error("full"); m.set(k, String(v)); },
  };
};

test("moves, undo and redo", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  assert.equal(place(G, geo, 0, 2), false, "a given stays");
  assert.ok(mark(G, geo, [1], "centre", 3));
  assert.ok(mark(G, geo, [2], "centre", 3));
  assert.ok(place(G, geo, 1, 3));
  assert.equal(G.notes[1], 0);
  assert.equal(G.notes[2], 0, "the digit leaves its peers' notes");
  assert.ok(undo(G));
  assert.equal(G.digits[1], 0);
  assert.equal(G.notes[2], 4);
  assert.ok(redo(G));
  assert.equal(G.digits[1], 3);
  assert.equal(redo(G), false);
  assert.equal(solved(G, geo), false);
  // Regressions
  assert.equal(place(G, geo, 1, 3), false, "the same digit again is no change");
});

test("marks on many cells are one undo step", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  const cells = [0, 1, 2, 3];
  assert.ok(mark(G, geo, cells, "corner", 2));
  assert.deepEqual(G.corners.slice(0, 4), [0, 2, 2, 2], "not on the given");
  assert.equal(G.undo.length, 1);
  assert.ok(mark(G, geo, [1, 5], "corner", 2));
  assert.deepEqual([G.corners[1], G.corners[5]], [2, 2], "on everywhere: one cell lacked it");
  assert.ok(mark(G, geo, [1, 5], "corner", 2));
  assert.deepEqual([G.corners[1], G.corners[5]], [0, 0], "off everywhere: all had it");
  assert.ok(mark(G, geo, cells, "colour", 9));
  assert.ok(mark(G, geo, [0, 1], "colour", 1));
  assert.deepEqual(G.colours.slice(0, 3), [257, 257, 256], "several colours, the given too");
  assert.ok(mark(G, geo, [2, 3], "centre", 4));
  assert.ok(mark(G, geo, [2, 3], "digit", 3));
  assert.deepEqual(G.digits.slice(0, 4), [1, 0, 3, 3]);
  assert.equal(G.notes[2], 0, "a digit hides the marks");
  assert.equal(G.colours[2], 256, "not the colours");
  assert.equal(G.corners[1], 0, "a digit leaves its peers' corner marks");
  // Erase: digits first, then marks, then colours.
  assert.ok(mark(G, geo, [1, 2], "digit", 0));
  assert.equal(G.digits[2], 0);
  assert.ok(mark(G, geo, [0, 1], "digit", 0));
  assert.deepEqual(G.colours.slice(0, 2), [0, 0]);
  assert.equal(mark(G, geo, [0], "digit", 0), false, "nothing left");
  assert.ok(mark(G, geo, cells, "colour", 0));
  const n = G.undo.length;
  undo(G);
  assert.deepEqual(G.colours.slice(0, 4), [0, 0, 256, 256], "one undo takes a whole key back");
  assert.equal(G.undo.length, n - 1);
});

test("the candidates layer keeps the player's marks", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  mark(G, geo, [1], "centre", 3);
  assert.ok(toggleCandidates(G));
  const shown = shownNotes(G, geo);
  assert.equal(shown[1], 0b0100, "the player's own where there are some");
  assert.equal(shown[2], 0b1110, "r1c3: 2, 3 or 4");
  assert.equal(G.notes[2], 0, "nothing written");
  // Editing a cell of the layer starts from what it shows.
  assert.ok(mark(G, geo, [2], "centre", 2));
  assert.equal(G.notes[2], 0b1100);
  undo(G); undo(G);
  assert.equal(G.auto, false, "one undo away");
  assert.equal(G.notes[1], 0b0100);
});

test("the candidates layer keeps within a variant's limits", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  G.variant = { text: ".~R1C3_2_4", constraints: [{ kind: "Given", cells: ["r1c3"] }] };
  toggleCandidates(G);
  const shown = shownNotes(G, geo);
  assert.equal(shown[2], 0b1010, "r1c3: 2 or 4, not 3");
  assert.equal(shown[3], 0b1110, "r1c4: unlimited");
});

test("solved without a solution: the variant's rules too", () => {
  const geo = geometry(2, 2);
  // A Latin square of boxes, whose r1c1 and r1c2 add up to 3, not 4.
  const grid = parseLine("1234341221434321", 4);
  const G = newGame(2, 2, grid);
  assert.ok(solved(G, geo), "a classic grid without a repeat");
  G.variant = { text: "", constraints: [{ kind: "Cage", value: 4, cells: ["r1c1", "r1c2"] }] };
  assert.equal(solved(G, geo), false, "the cage's sum broken");
  G.variant.constraints[0].value = 3;
  assert.ok(solved(G, geo));
});

test("setBoard", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  mark(G, geo, [5, 1], "centre", 2); mark(G, geo, [3], "corner", 2); mark(G, geo, [6], "colour", 3);
  const b = { digits: parseLine("12..............", 4), cands: new Array(16).fill(0b1100) };
  setBoard(G, geo, b, []);
  assert.equal(G.notes[5], 0, "notes kept, the placed 2 taken from its box");
  assert.equal(G.corners[3], 0, "and from its row's corner marks");
  mark(G, geo, [7], "centre", 1);
  setBoard(G, geo, b, [5, 1]);
  assert.equal(G.notes[5], 0b1100, "the board's candidates taken where asked");
  assert.equal(G.notes[1], 0);
  assert.equal(G.notes[7], 1, "the player's marks elsewhere");
  assert.equal(G.colours[6], 4, "colours stay");
});

test("save and load", () => {
  const st = memory();
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine("1...............", 4));
  G.solution = parseLine("1234341221434321", 4); G.status = "unique";
  place(G, geo, 1, 2); mark(G, geo, [2], "centre", 1); mark(G, geo, [2], "centre", 3);
  mark(G, geo, [3, 4], "corner", 4); mark(G, geo, [0, 4], "colour", 7); toggleCandidates(G);
  undo(G);
  G.rating = 412; G.level = "medium"; G.scale = "hodoku";
  save(G, st);
  const L = load(st);
  assert.deepEqual([L.rating, L.level, L.scale], [412, "medium", "hodoku"], "HoDoKu's score and level");
  assert.equal(line(L.digits), "12..............");
  assert.equal(L.notes[2], 5);
  assert.deepEqual([L.corners[3], L.corners[4], L.colours[0], L.colours[4]], [8, 8, 64, 64]);
  assert.equal(line(L.solution), "1234341221434321");
  assert.equal(L.undo.length, 5);
  assert.equal(L.redo.length, 1);
  assert.ok(redo(L));
  assert.equal(L.auto, true, "the history survives");
  while (undo(L));
  assert.equal(line(L.digits), "1...............");
  assert.equal(load(memory()), null);
  // Regressions
  const bad = memory(); bad.setItem("nanpure.game", "{not json");
  assert.equal(load(bad), null);
  // A full storage keeps the game with a shorter history.
  for (let i = 0; i < 300; i++) mark(G, geo, [i % 16], "colour", 1 + (i % 9));
  const small = memory(10000);
  save(G, small);
  const S = load(small);
  assert.ok(S && S.undo.length > 0 && S.undo.length < 200, "history cut to fit: " + (S && S.undo.length));
  assert.deepEqual(S.colours, G.colours);
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
