// Unit tests of varcands.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { candidatesOf, cellIndex, geometry, maskText } from "./grid.js";
import { groupsOf } from "./varhouses.js";
import { candidatesWith } from "./varcands.js";
import { brokenCells, rulesOf } from "./varrules.js";

// board is a 9x9 grid's digits with placed ("r1c1=5 r1c2=3") and the
// geometry of variant v (its cages as groups).
function board(v, placed) {
  const geo = geometry(3, 3, undefined, groupsOf(9, v));
  const digits = new Array(81).fill(0);
  for (const p of placed.split(" ").filter(Boolean)) {
    const [name, d] = p.split("=");
    digits[cellIndex(geo, name)] = Number(d);
  }
  return { geo, digits };
}

// cands returns the candidates of the cells named, as text ("123").
function cands(v, placed, names) {
  const { geo, digits } = board(v, placed);
  const all = candidatesWith(geo, v, digits);
  return names.map((name) => maskText(geo, all[cellIndex(geo, name)]));
}

test("candidatesWith: the rules of the digits placed, never a deduction", () => {
  const cage = { kind: "Cage", value: 10, cells: ["r1c1", "r1c2", "r1c3"] };
  const thermo = { kind: "Thermo", cells: ["r5c1", "r5c2", "r5c3"] };
  const kropki = { kind: "WhiteDot", cells: ["r7c7", "r7c8"] };
  const v = { constraints: [cage, thermo, kropki] };
  // A cage of 10 with a 7: the others keep 1 to 3 (not 7: a group).
  assert.deepEqual(cands(v, "r1c1=7", ["r1c2", "r1c3", "r1c4"]), ["123", "123", "12345689"]);
  // A bulb of 5: 6 to 9 after it; r5c2 = 8 leaves r5c3 9 only.
  assert.deepEqual(cands(v, "r5c1=5", ["r5c2", "r5c3"]), ["6789", "6789"]);
  assert.deepEqual(cands(v, "r5c1=5 r5c2=8", ["r5c3"]), ["9"]);
  // The empty cells are not reasoned about: with nothing placed on the
  // thermometer, its bulb may be 9 (a deduction would say 1 to 7).
  assert.deepEqual(cands(v, "", ["r5c1"]), ["123456789"]);
  // A white dot beside a 4: 3 or 5.
  assert.deepEqual(cands(v, "r7c7=4", ["r7c8"]), ["35"]);
});

test("candidatesWith: rules of the whole grid, indexers' houses, limits", () => {
  // Anti-knight: a 5 at r5c5 leaves the eight cells a knight's move away.
  const knight = { constraints: [{ kind: "AntiKnight" }] };
  assert.deepEqual(cands(knight, "r5c5=5", ["r3c4", "r6c7", "r4c4"]), ["12346789", "12346789", "12346789"]);
  assert.deepEqual(cands(knight, "r5c5=5", ["r1c1"]), ["123456789"]);
  // The other rules of the whole grid, each looked at around the cell.
  const only = (kind) => ({ constraints: [{ kind }] });
  assert.deepEqual(cands(only("AntiTaxicab"), "r5c5=3", ["r6c7", "r7c7"]), ["12456789", "123456789"]);
  assert.deepEqual(cands(only("DutchFlatmates"), "r5c5=5 r4c5=2", ["r6c5"]), ["9"]);
  assert.deepEqual(cands(only("GlobalEntropy"), "r1c1=1 r1c2=2 r2c1=4", ["r2c2"]), ["789"]);
  assert.deepEqual(cands(only("NegativeWhite"), "r1c1=4", ["r1c2", "r2c2"]), ["126789", "12356789"]);
  // A row indexer of 1 at r1c1 holding 3: the 1 of column 1 is in its
  // third cell, r3c1, outside the indexer's own cells.
  const indexer = { constraints: [{ kind: "RowIndexer", value: 1, cells: ["r1c1"] }] };
  assert.deepEqual(cands(indexer, "r1c1=3", ["r3c1", "r2c1"]), ["1", "2456789"]);
  // A cell limited to a few digits keeps within them.
  const limited = { text: ".~R2C2_2_4", constraints: [{ kind: "Given", cells: ["r2c2"] }] };
  assert.deepEqual(cands(limited, "", ["r2c2"]), ["24"]);
});

test("candidatesWith: a classic puzzle's are its houses'; answers kept apart", () => {
  const { geo, digits } = board(null, "r1c1=1 r2c5=2");
  assert.deepEqual(candidatesWith(geo, null, digits), candidatesOf(geo, digits));
  const v = { constraints: [{ kind: "Cage", value: 4, cells: ["r9c1", "r9c2"] }] };
  const b = board(v, "");
  const first = candidatesWith(b.geo, v, b.digits);
  first[cellIndex(b.geo, "r9c1")] = 0; // the caller's copy
  b.digits[cellIndex(b.geo, "r9c2")] = 1;
  const after = candidatesWith(b.geo, v, b.digits);
  assert.equal(maskText(b.geo, after[cellIndex(b.geo, "r9c1")]), "3", "the cage's other cell, once r9c2 holds 1");
  b.digits[cellIndex(b.geo, "r9c2")] = 0;
  assert.equal(maskText(b.geo, candidatesWith(b.geo, v, b.digits)[cellIndex(b.geo, "r9c1")]), "1234", "nothing placed: under the sum");
});

test("brokenCells: a focus finds the cells broken with it, as the whole grid does", () => {
  let seed = 7;
  const random = (k) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
  const kinds = ["AntiKnight", "AntiKing", "AntiConsecutive", "AntiTaxicab", "DutchFlatmates", "GlobalEntropy", "GlobalMod", "NegativeWhite", "NegativeBlack", "NegativeXV"];
  const geo = geometry(3, 3);
  for (const kind of kinds) {
    const v = { constraints: [{ kind }, { kind: "WhiteDot", cells: ["r1c1", "r1c2"] }, { kind: "X", cells: ["r2c2", "r3c2"] }] };
    const rules = rulesOf(geo, v);
    for (let round = 0; round < 20; round++) {
      const digits = Array.from({ length: 81 }, () => (random(3) ? 0 : 1 + random(9)));
      for (let c = 0; c < 81; c++) {
        if (digits[c]) continue;
        for (let d = 1; d <= 9; d++) {
          digits[c] = d;
          const whole = brokenCells(geo, v, digits, rules).has(c), near = brokenCells(geo, v, digits, rules, c).has(c);
          assert.equal(near, whole, kind + ": cell " + c + " holding " + d + " of " + digits.join(""));
        }
        digits[c] = 0;
      }
    }
  }
});
