// Unit tests of newkind.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { KINDS, LEVELS, generateBody, levelAllowed, nearest, practiceProgress, sizeAllowed, symmetryAllowed } from "./newkind.js";

const SIZES = [[2, 2], [2, 3], [2, 4], [3, 3], [3, 4], [4, 4]];
const sizes = (kind) => SIZES.filter((s) => sizeAllowed(kind, s)).map((s) => s.join("x")).join(" ");

test("what each kind allows", () => {
  assert.equal(KINDS[0], "classic");
  assert.equal(sizes("classic"), "2x2 2x3 2x4 3x3 3x4 4x4");
  assert.equal(sizes("killer"), "2x2 2x3 2x4 3x3");
  assert.equal(sizes("anti-king"), "2x3 2x4 3x3");
  assert.deepEqual(LEVELS.filter((l) => levelAllowed("thermo", l)), LEVELS.slice(0, 5)); // no extreme, no HoDoKu level
  assert.deepEqual(LEVELS.filter((l) => levelAllowed("classic", l)), LEVELS);
  assert.equal(symmetryAllowed("classic"), true);
  assert.equal(symmetryAllowed("x"), false);
});

test("nearest allowed", () => {
  const names = SIZES.map((s) => s.join("x"));
  const ok = (kind) => (v) => sizeAllowed(kind, v.split("x").map(Number));
  assert.equal(nearest(names, "4x4", ok("killer")), "3x3");
  assert.equal(nearest(names, "2x2", ok("anti-king")), "2x3");
  assert.equal(nearest(names, "2x4", ok("killer")), "2x4");
  assert.equal(nearest(LEVELS, "extreme", (l) => levelAllowed("kropki", l)), "diabolical");
  assert.equal(nearest(LEVELS, "hodoku-unfair", (l) => levelAllowed("kropki", l)), "diabolical");
  assert.equal(nearest(LEVELS, "unknown", () => false), "unknown");
});

test("generateBody", () => {
  assert.deepEqual(generateBody({ kind: "classic", size: "3x3", level: "hard", symmetry: "rot180" }),
    { box: "3x3", symmetry: "rot180", level: "hard" });
  assert.deepEqual(generateBody({ kind: "classic", size: "2x3", level: "any", symmetry: "none" }), { box: "2x3", symmetry: "none" });
  // HoDoKu's levels ask for its scale.
  assert.deepEqual(generateBody({ kind: "classic", size: "3x3", level: "hodoku-unfair", symmetry: "none" }),
    { box: "3x3", symmetry: "none", scale: "hodoku", level: "unfair" });
  // A variant: its kind, no symmetry.
  assert.deepEqual(generateBody({ kind: "killer", size: "2x3", level: "easy", symmetry: "rot180" }),
    { box: "2x3", variant: "killer", level: "easy" });
});

test("a technique to practise", () => {
  assert.deepEqual(generateBody({ kind: "classic", size: "3x3", level: "hard", symmetry: "none", practice: "x-wing" }),
    { box: "3x3", symmetry: "none", technique: "x-wing", practice: true, scale: "natural" });
  // A variant has no technique to practise.
  assert.deepEqual(generateBody({ kind: "x", size: "3x3", level: "any", symmetry: "none", practice: "x-wing" }), { box: "3x3", variant: "x" });
  const pr = practiceProgress({ position: "9.1", candidates: ["", "357", "", "a"] }, 12);
  assert.equal(pr.digits, "9.1");
  assert.deepEqual(pr.notes, [[1, 0b1010100], [3, 1 << 9]]);
});
