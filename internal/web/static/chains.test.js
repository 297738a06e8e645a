// Unit tests of chains.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { arrowsOf, candText, inferenceText, linkChain, linkMove, linkStart, linkView } from "./chains.js";

// A dynamic chain as /api/hint gives it: r1c4=3 removes 3 from r5c4 and
// r4c4, which leaves r4c5 the 3 of box 5.
const chain = [
  { cell: "r1c4", digit: 3, on: true },
  { cell: "r1c4", digit: 7, on: false, parents: [0] },
  { cell: "r7c5", digit: 7, on: false, parents: [1], via: "Pointing" },
  { cell: "r5c4", digit: 3, on: false, parents: [0], house: "column 4" },
  { cell: "r4c4", digit: 3, on: false, parents: [0], house: "column 4" },
  { cell: "r4c5", digit: 3, on: true, parents: [3, 4], house: "box 5" },
];
const step = { chains: [chain, chain.slice(0, 3)] };

test("arrowsOf", () => {
  const all = arrowsOf(chain);
  assert.equal(all.length, 6, "one arrow per parent");
  assert.equal(all.filter((a) => a.strong).length, 2, "the two into the on node are strong");
  assert.deepEqual(all[0], { from: { cell: "r1c4", digit: 3, on: true }, to: { cell: "r1c4", digit: 7, on: false }, strong: false, node: 1 });
  assert.equal(arrowsOf(chain, 2).length, 2);
  assert.equal(arrowsOf(chain, 0).length, 0, "the assumption has no arrow");
  // Regressions
  assert.equal(arrowsOf([{ cell: "r1c1", digit: 1, on: true, parents: [5] }]).length, 0, "a parent out of range is left out");
});

test("inferenceText", () => {
  for (const [k, want] of [
    [0, "r1c4=3"],
    [1, "r1c4=3 → r1c4≠7"],
    [2, "r1c4≠7 → r7c5≠7 [Pointing]"],
    [3, "r1c4=3 → r5c4≠3 (column 4)"],
    [5, "r5c4≠3 & r4c4≠3 → r4c5=3 (box 5)"],
    // Regressions
    [6, ""],
  ]) assert.equal(inferenceText(chain, k), want, `node ${k}`);
  assert.equal(inferenceText(chain, 3, (h) => h.toUpperCase()), "r1c4=3 → r5c4≠3 (COLUMN 4)");
});

test("stepping through the links", () => {
  let st = linkStart(step);
  assert.deepEqual(st, { chain: 0, k: 6 }, "the whole first chain first");
  assert.equal(linkView(st, step).at, -1);
  assert.equal(linkView(st, step).arrows.length, 6);
  st = linkMove(st, step, 1);
  assert.deepEqual(st, { chain: 0, k: 0 }, "Next from the whole chain goes to its start");
  assert.deepEqual(linkView(st, step), { arrows: [], nodes: [chain[0]], at: 0 });
  st = linkMove(st, step, 1);
  st = linkMove(st, step, 1);
  assert.equal(linkView(st, step).arrows.length, 2);
  assert.equal(linkView(st, step).nodes.length, 3);
  st = linkMove(linkMove(st, step, -1), step, -1);
  st = linkMove(st, step, -1);
  assert.equal(st.k, 6, "Previous from the start goes round to the whole chain");
  st = linkChain(st, step, 1);
  assert.deepEqual(st, { chain: 1, k: 3 });
  assert.deepEqual(linkChain(st, step, 2), st, "no third chain");
  assert.equal(linkStart({}), null);
  assert.deepEqual(linkView(null, step), { arrows: [], nodes: [], at: -1 });
});

test("group nodes", () => {
  // A grouped nice loop's link: r9c9≠2 makes the 2 of row 9 one of
  // r9c5 and r9c6, which rules 2 out of r7c4 and r8c4.
  const g = [
    { cell: "r9c9", digit: 2, on: false },
    { cell: "r9c5", digit: 2, on: true, parents: [0], house: "row 9", cells: ["r9c5", "r9c6"] },
    { cell: "r7c4", digit: 2, on: false, parents: [1], house: "box 8", cells: ["r7c4", "r8c4"] },
  ];
  assert.equal(candText(g[1]), "(r9c5/r9c6)=2");
  assert.equal(inferenceText(g, 2), "(r9c5/r9c6)=2 → (r7c4/r8c4)≠2 (box 8)");
  const as = arrowsOf(g);
  assert.deepEqual(as[0].to, { cell: "r9c5", digit: 2, on: true, cells: ["r9c5", "r9c6"] });
  assert.deepEqual(as[1].from.cells, ["r9c5", "r9c6"]);
  assert.equal(candText({ cell: "r7c8", digit: 9, on: false, cells: ["r7c8", "r7c9"], als: true }), "ALS(r7c8/r7c9)≠9");
  // Regressions
  assert.equal(candText({ cell: "r1c1", digit: 3, on: true, cells: ["r1c1"] }), "r1c1=3", "one cell is no group");
});
