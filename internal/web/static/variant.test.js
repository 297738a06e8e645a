// Unit tests of variant.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry } from "./grid.js";
import { rulesOf, variantShapes } from "./variant.js";

const geo = geometry(3, 3);
const kinds = (shapes) => shapes.map((s) => s.tag + "." + s.cls).join(" ");

test("variantShapes", () => {
  const cases = [
    ["a cage with its sum in its first cell", { kind: "Cage", value: 10, cells: ["r1c2", "r1c1"] }, "path.v-cage text.v-sum"],
    ["a cage without a sum", { kind: "Cage", cells: ["r1c1"] }, "path.v-cage"],
    ["a thermometer", { kind: "Thermo", cells: ["r3c3", "r3c4", "r2c4"] }, "polyline.v-thermo circle.v-bulb"],
    ["an X-sum read from the right", { kind: "XSum", value: 12, cells: ["r2c4", "r2c3", "r2c2", "r2c1"] }, "text.v-clue"],
    ["a skyscraper", { kind: "Skyscraper", value: 3, cells: ["r1c2", "r2c2", "r3c2", "r4c2"] }, "text.v-clue"],
    ["a slow thermometer, hollow", { kind: "SlowThermo", cells: ["r3c3", "r3c4"] }, "polyline.v-thermo circle.v-bulb polyline.v-slow"],
    ["an arrow", { kind: "Arrow", bulb: 1, cells: ["r1c1", "r1c2", "r2c3"] }, "rect.v-arrow-bulb path.v-arrow"],
    ["a white dot with a number", { kind: "WhiteDot", value: 3, cells: ["r1c1", "r1c2"] }, "circle.v-white text.v-white-n"],
    ["a black dot", { kind: "BlackDot", cells: ["r1c1", "r2c1"] }, "circle.v-black"],
    ["an X", { kind: "X", value: 10, cells: ["r1c1", "r2c1"] }, "text.v-xv"],
    ["a whisper", { kind: "Whisper", value: 5, cells: ["r1c1", "r2c2", "r3c3"] }, "polyline.v-whisper"],
    ["a renban", { kind: "Renban", cells: ["r1c1", "r1c2"] }, "polyline.v-renban"],
    ["an entropic line", { kind: "Entropic", cells: ["r1c1", "r1c2"] }, "polyline.v-entropic"],
    ["a modular line", { kind: "Modular", value: 3, cells: ["r1c1", "r1c2"] }, "polyline.v-modular"],
    ["a zipper", { kind: "Zipper", cells: ["r1c1", "r1c2", "r1c3"] }, "polyline.v-zipper"],
    ["a region sum line", { kind: "RegionSumLine", cells: ["r1c3", "r1c4"] }, "polyline.v-regionsum"],
    ["a row indexer", { kind: "RowIndexer", value: 1, cells: ["r1c1"] }, "rect.v-index-row"],
    ["a clone", { kind: "Clone", bulb: 1, cells: ["r1c1", "r5c5"] }, "rect.v-clone rect.v-clone"],
    ["a lockout line", { kind: "Lockout", value: 4, cells: ["r1c1", "r1c2", "r1c3"] }, "polyline.v-lockout polygon.v-diamond polygon.v-diamond"],
    ["a double arrow", { kind: "DoubleArrow", cells: ["r1c1", "r1c2", "r1c3"] }, "polyline.v-double circle.v-double-end circle.v-double-end"],
    ["inequality signs", { kind: "GreaterThan", cells: ["r1c1", "r1c2", "r2c2"] }, "polyline.v-greater polyline.v-greater"],
    ["a sum", { kind: "Sum", value: 12, cells: ["r1c1", "r1c2"] }, "rect.v-sumcells rect.v-sumcells path.v-cage text.v-sum"],
    ["a sum with coefficients", { kind: "Sum", value: 3, coeffs: [2, 1, -1], cells: ["r1c1", "r1c2", "r1c3"] }, "rect.v-sumcells rect.v-sumcells rect.v-sumcells path.v-cage text.v-sum text.v-coeff text.v-coeff"],
    ["digits to contain", { kind: "ContainAtLeast", digits: [1, 2], cells: ["r1c1", "r1c2"] }, "rect.v-contains rect.v-contains text.v-sum"],
    ["a rellik cage", { kind: "RellikCage", value: 12, cells: ["r1c1", "r1c2"] }, "path.v-cage text.v-sum"],
    ["an equality cage", { kind: "EqualityCage", cells: ["r1c1", "r1c2"] }, "path.v-cage text.v-sum"],
    ["a value indexing line", { kind: "ValueIndexing", cells: ["r1c1", "r1c2", "r1c3"] }, "path.v-valueindex circle.v-valueindex-dot"],
    ["two same-value sets", { kind: "SameValues", value: 2, cells: ["r1c1", "r1c2", "r5c5", "r5c6"] }, "path.v-cage text.v-sum path.v-cage text.v-sum"],
    ["a numbered room's clue", { kind: "NumberedRoom", value: 5, cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }, "text.v-clue"],
    ["exact digits to contain", { kind: "ContainExact", digits: [1], cells: ["r1c1"] }, "rect.v-contains text.v-sum"],
    ["counting circles", { kind: "CountingCircles", cells: ["r1c1", "r3c3"] }, "circle.v-counting circle.v-counting"],
    ["a lunchbox", { kind: "Lunchbox", value: 7, cells: ["r1c1", "r1c2"] }, "rect.v-lunchbox rect.v-lunchbox text.v-sum"],
    ["a sum line", { kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r2c2"] }, "polyline.v-sumline text.v-sum"],
    ["a between line", { kind: "Between", cells: ["r1c1", "r1c2", "r1c3"] }, "polyline.v-between circle.v-end circle.v-end"],
    ["odd cells", { kind: "Odd", cells: ["r1c1", "r1c2"] }, "circle.v-parity circle.v-parity"],
    ["an even cell", { kind: "Even", cells: ["r1c1"] }, "rect.v-parity"],
    ["a quadruple of three digits", { kind: "Quad", cells: ["r1c1", "r1c2", "r2c1", "r2c2"], digits: [1, 3, 3] }, "circle.v-quad text.v-quad-n text.v-quad-n"],
    ["a quadruple of two digits", { kind: "Quad", cells: ["r4c4", "r4c5", "r5c4", "r5c5"], digits: [2, 9] }, "circle.v-quad text.v-quad-n"],
    ["a minimum in a corner", { kind: "Minimum", cells: ["r1c1"] }, "polyline.v-extremum polyline.v-extremum"],
    ["a maximum", { kind: "Maximum", cells: ["r5c5"] }, "polyline.v-extremum polyline.v-extremum polyline.v-extremum polyline.v-extremum"],
    ["a window", { kind: "Windoku", cells: ["r2c2", "r2c3"] }, "rect.v-region rect.v-region"],
    ["a diagonal", { kind: "Diagonal", cells: ["r1c1", "r2c2", "r3c3"] }, "polyline.v-diagonal"],
    ["a rule of the whole grid", { kind: "AntiKnight" }, ""],
    ["disjoint sets: a rule in words", { kind: "DisjointSets", cells: ["r1c1", "r1c4"] }, ""],
    ["a kind the page does not know", { kind: "Future", cells: ["r1c1"] }, ""],
    // Regressions
    ["a cell name of another grid", { kind: "Cage", value: 3, cells: ["r1c1", "r10c1"] }, ""],
  ];
  for (const [name, k, want] of cases) assert.equal(kinds(variantShapes(geo, { constraints: [k] })), want, name);
});

test("geometry of the shapes", () => {
  const [cage, sum] = variantShapes(geo, { constraints: [{ kind: "Cage", value: 10, cells: ["r1c2", "r1c1"] }] });
  assert.match(cage.attrs.d, /M0\.08 0\.08L1 0\.08/);
  assert.deepEqual([sum.attrs, sum.text], [{ x: 0.06, y: 0.23 }, "10"]);
  // A sum line's sum in the cage's corner goes to the right of the cage's.
  const both = variantShapes(geo, { constraints: [{ kind: "Cage", value: 10, cells: ["r1c1", "r1c2"] }, { kind: "SumLine", value: 7, cells: ["r1c1", "r2c1"] }] });
  assert.deepEqual(both.filter((s) => s.cls === "v-sum").map((s) => [s.attrs.x, s.attrs.y, s.text]), [[0.06, 0.23, "10"], [0.38, 0.23, "7"]]);
  const [line, bulb] = variantShapes(geo, { constraints: [{ kind: "Thermo", cells: ["r3c3", "r3c4"] }] });
  assert.deepEqual([line.attrs.points, bulb.attrs], ["2.5 2.5 3.5 2.5", { cx: 2.5, cy: 2.5, r: 0.36 }]);
  // The arrow leaves its bulb at the bulb's edge and ends on the last cell's centre.
  const [, arrow] = variantShapes(geo, { constraints: [{ kind: "Arrow", bulb: 1, cells: ["r1c1", "r1c2", "r1c3"] }] });
  assert.match(arrow.attrs.d, /^M0\.86 0\.5L1\.5 0\.5L2\.5 0\.5M2\.28 0\.324L2\.5 0\.5L2\.28 0\.676$/);
  // A little killer's clue is outside the grid's corner on its diagonal, a sandwich's left of its row.
  const [lk] = variantShapes(geo, { constraints: [{ kind: "LittleKiller", value: 23, cells: ["r1c2", "r2c3", "r3c4"] }] });
  assert.deepEqual([lk.attrs, lk.text], [{ x: 0.65, y: -0.35 }, "23"]);
  const [sw] = variantShapes(geo, { constraints: [{ kind: "Sandwich", value: 0, cells: ["r2c1", "r2c2"] }] });
  assert.deepEqual([sw.attrs, sw.text], [{ x: -0.35, y: 1.5 }, "0"]);
  // A quadruple's circle where its four cells meet, its digits two to a line.
  const [circle, top, bottom] = variantShapes(geo, { constraints: [{ kind: "Quad", cells: ["r1c1", "r1c2", "r2c1", "r2c2"], digits: [1, 3, 3] }] });
  assert.deepEqual([circle.attrs, top.attrs, top.text, bottom.attrs, bottom.text], [{ cx: 1, cy: 1, r: 0.27 }, { x: 1, y: 0.9 }, "1 3", { x: 1, y: 1.1 }, "3"]);
  // A minimum's chevron on its right side points in (its tip nearer the centre), a maximum's out.
  const [minRight] = variantShapes(geo, { constraints: [{ kind: "Minimum", cells: ["r1c1"] }] });
  assert.equal(minRight.attrs.points, "0.94 0.38 0.82 0.5 0.94 0.62");
  const [, , maxRight] = variantShapes(geo, { constraints: [{ kind: "Maximum", cells: ["r5c5"] }] });
  assert.equal(maxRight.attrs.points, "4.82 4.38 4.94 4.5 4.82 4.62");
  // A jigsaw's borders.
  const regions = [];
  for (let r = 1; r <= 9; r++) regions.push([1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => "r" + r + "c" + c));
  const [j] = variantShapes(geo, { regions, constraints: [] });
  assert.equal(j.cls, "v-jigsaw");
  assert.equal(j.attrs.d.match(/M/g).length, 72); // the rows: 8 borders of 9 cells
});

test("rulesOf", () => {
  const v = { constraints: [{ kind: "AntiKnight" }, { kind: "Cage", cells: ["r1c1"] }, { kind: "AntiKing" }, { kind: "AntiKnight" }] };
  assert.deepEqual(rulesOf(v), ["AntiKnight", "AntiKing"]);
  assert.deepEqual(rulesOf(null), []);
});
