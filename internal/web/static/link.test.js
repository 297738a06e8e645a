// Unit tests of link.js, the share links: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry, line, parseLine } from "./grid.js";
import { applyProgress, linkHash, readHash } from "./link.js";
import { mark, newGame, place, toggleCandidates } from "./state.js";

const PUZZLE = "1...............";

test("a link with progress opens the same state", () => {
  const geo = geometry(2, 2);
  const G = newGame(2, 2, parseLine(PUZZLE, 4));
  place(G, geo, 1, 2);
  mark(G, geo, [2, 3], "centre", 3); mark(G, geo, [2], "centre", 4);
  mark(G, geo, [5, 15], "corner", 1);
  mark(G, geo, [0, 15], "colour", 9); mark(G, geo, [15], "colour", 2);
  toggleCandidates(G);
  const h = linkHash(G, true);
  assert.equal(h, "p=1...............&b=2x2&s=12..............&n=2.34_3.3&k=5.1_15.1&c=0.9_15.29&a=1");
  const r = readHash("#" + h);
  assert.equal(r.puzzle, PUZZLE);
  assert.equal(r.box, "2x2");
  const L = newGame(2, 2, parseLine(r.puzzle, 4));
  applyProgress(L, r.progress);
  for (const k of ["digits", "notes", "corners", "colours", "auto"]) assert.deepEqual(L[k], G[k], k);
});

test("links without progress, and old links", () => {
  const G = newGame(3, 3, parseLine(".".repeat(80) + "5", 9));
  const h = linkHash(G, false);
  assert.equal(h, "p=" + ".".repeat(80) + "5&b=3x3");
  assert.deepEqual(readHash(h), { puzzle: ".".repeat(80) + "5", box: "3x3", progress: null });
  // A link of the page before marks: digits only.
  const old = readHash("p=1...............&b=2x2&s=1..3............");
  const L = newGame(2, 2, parseLine(old.puzzle, 4));
  applyProgress(L, old.progress);
  assert.equal(line(L.digits), "1..3............");
  assert.equal(L.notes.every((m) => !m) && L.corners.every((m) => !m) && !L.auto, true);
  // A puzzle pasted in a link, box left out.
  assert.deepEqual(readHash("#p=123"), { puzzle: "123", box: undefined, progress: null });
  // Regressions
  assert.equal(readHash(""), null);
  assert.equal(readHash("#s=123"), null, "no puzzle");
});

test("bad progress is read as far as it fits", () => {
  const r = readHash("p=1...............&b=2x2&s=2.......&n=1.9_x.3_99.2_4._3.G&c=0.G9");
  const L = newGame(2, 2, parseLine(PUZZLE, 4));
  applyProgress(L, r.progress);
  assert.equal(L.digits[0], 1, "a given stays");
  assert.equal(L.notes[1], 0, "a digit past the grid");
  assert.equal(L.notes[3], 0);
  assert.equal(L.colours[0], 256, "colours 1-9");
});

test("a 16x16 link keeps marks past 9", () => {
  const geo = geometry(4, 4);
  const G = newGame(4, 4);
  mark(G, geo, [0, 255], "centre", 16); mark(G, geo, [0], "corner", 10); mark(G, geo, [255], "colour", 9);
  const h = linkHash(G, true);
  assert.match(h, /&n=0\.G_255\.G&k=0\.A&c=255\.9/);
  const L = newGame(4, 4);
  applyProgress(L, readHash(h).progress);
  for (const k of ["notes", "corners", "colours"]) assert.deepEqual(L[k], G[k], k);
});
