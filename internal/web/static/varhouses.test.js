// Unit tests of varhouses.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { conflicts, geometry } from "./grid.js";
import { groupsOf, regionsOf, variantGeometry } from "./varhouses.js";

test("regionsOf", () => {
  // A 4x4 jigsaw: its rows as regions.
  const regions = [1, 2, 3, 4].map((r) => [1, 2, 3, 4].map((c) => "r" + r + "c" + c));
  assert.deepEqual(regionsOf(4, { regions }), [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]);
  assert.equal(regionsOf(4, { constraints: [] }), undefined);
  assert.equal(regionsOf(4, null), undefined);
  // Regressions: regions of another grid are no regions.
  assert.equal(regionsOf(9, { regions }), undefined);
  // The geometry of a jigsaw: its regions are its boxes, and so its peers.
  const g = geometry(2, 2, regionsOf(4, { regions }));
  assert.deepEqual(g.boxes[1], [4, 5, 6, 7]);
  assert.equal(g.boxOf[5], 1);
  assert.deepEqual(g.peers[0].slice().sort((a, b) => a - b), [1, 2, 3, 4, 8, 12]);
});

test("groupsOf and variantGeometry", () => {
  const v = { constraints: [{ kind: "Cage", value: 3, cells: ["r1c1", "r5c5"] }, { kind: "Thermo", cells: ["r1c1", "r2c2"] }, { kind: "Diagonal", cells: ["r1c1", "r2c2", "r3c3"] }] };
  assert.deepEqual(groupsOf(9, v), [[0, 40], [0, 10, 20]]);
  const g = variantGeometry({ br: 3, bc: 3, variant: v });
  assert.ok(g.peers[0].includes(40) && g.peers[40].includes(0), "a cage's cells are peers");
  assert.ok(!g.peers[0].includes(0), "no cell is its own peer");
  const digits = new Array(81).fill(0);
  digits[0] = 5; digits[40] = 5;
  assert.deepEqual([...conflicts(g, digits)].sort((a, b) => a - b), [0, 40]);
  // A classic game: the classic geometry.
  assert.deepEqual(variantGeometry({ br: 3, bc: 3, variant: null }).peers, geometry(3, 3).peers);
});
