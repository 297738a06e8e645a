// Unit tests of draw.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry } from "./grid.js";
import { arrowPath, arrowShapes, candidatePoint, markRadius } from "./draw.js";

const near = (a, b, msg) => assert.ok(Math.abs(a - b) < 1e-9, `${msg}: ${a}, want ${b}`);

test("candidatePoint", () => {
  const g = geometry(3, 3);
  const cases = [
    [g, 0, 1, 1 / 6, 1 / 6], [g, 0, 5, 0.5, 0.5], [g, 0, 9, 5 / 6, 5 / 6], [g, 80, 3, 8 + 5 / 6, 8 + 1 / 6],
    // Regressions: a 2x3 box holds 2 rows of 3 marks, a 3x4 box 3 rows of 4.
    [geometry(2, 3), 7, 4, 1 + 1 / 6, 1 + 3 / 4],
    [geometry(3, 4), 0, 5, 1 / 8, 1 / 2],
  ];
  for (const [gg, c, d, x, y] of cases) {
    const p = candidatePoint(gg, c, d);
    near(p.x, x, `x of ${d} in cell ${c}`);
    near(p.y, y, `y of ${d} in cell ${c}`);
  }
});

// ends reads the start and end points of a path "Mx yQcx cy x y".
const ends = (d) => {
  const v = d.match(/-?[\d.]+/g).map(Number);
  return [{ x: v[0], y: v[1] }, { x: v[4], y: v[5] }];
};

test("arrowPath", () => {
  const g = geometry(3, 3), r = markRadius(g);
  // From the 5 of r1c1 to the 5 of r1c9, along row 1.
  const d = arrowPath(g, 0, 5, 8, 5);
  assert.match(d, /^M[\d.]+ [\d.]+Q[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
  const [a, b] = ends(d);
  const p = candidatePoint(g, 0, 5), q = candidatePoint(g, 8, 5);
  assert.ok(Math.abs(Math.hypot(a.x - p.x, a.y - p.y) - r) < 0.002, "starts at the mark's edge");
  assert.ok(Math.abs(Math.hypot(b.x - q.x, b.y - q.y) - r) < 0.002, "ends at the mark's edge");
  assert.ok(a.y < p.y && b.y < q.y, "bends to the left of its way (up, going right)");
  // The same arrow the other way bends the other way: the two stay apart.
  const [a2] = ends(arrowPath(g, 8, 5, 0, 5));
  assert.ok(a2.y > q.y);
  // Regressions
  assert.equal(arrowPath(g, 3, 3, 3, 3), "", "no arrow from a mark to itself");
});

test("arrowShapes", () => {
  const g = geometry(3, 3);
  const shapes = arrowShapes(g, [
    { from: { cell: "r1c1", digit: 1 }, to: { cell: "r1c1", digit: 2 }, strong: false },
    { from: { cell: "r1c1", digit: 2 }, to: { cell: "r5c5", digit: 2 }, strong: true },
    { from: { cell: "r1c1", digit: 2 }, to: { cell: "r1c1", digit: 2 }, strong: true },
  ]);
  assert.deepEqual(shapes.map((s) => s.strong), [false, true]);
  // An arrow to a group joins the group's nearest mark: from r9c9's 2 to
  // (r9c5/r9c6)'s 2, the mark of r9c6.
  const [toGroup] = arrowShapes(g, [{ from: { cell: "r9c9", digit: 2 }, to: { cell: "r9c5", digit: 2, cells: ["r9c5", "r9c6"] }, strong: true }]);
  assert.equal(toGroup.d, arrowPath(g, 80, 2, 77, 2));
});
