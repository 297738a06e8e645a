// Unit tests of varrules.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { cellIndex, geometry } from "./grid.js";
import { cellName } from "./marks.js";
import { brokenCells, conflictsOf } from "./varrules.js";
import { groupsOf } from "./varhouses.js";

const geo9 = geometry(3, 3);

// broken is the names of the cells that break a rule of the variant of
// constraints ks on a 9x9 grid (or geo) holding placed ("r1c1=5 r1c2=3").
function broken(ks, placed, geo = geo9, text = "") {
  const digits = new Array(geo.n * geo.n).fill(0);
  for (const p of placed.split(" ").filter(Boolean)) {
    const [name, d] = p.split("=");
    digits[cellIndex(geo, name)] = Number(d);
  }
  const bad = brokenCells(geo, { text, constraints: ks }, digits);
  return [...bad].sort((a, b) => a - b).map((c) => cellName(geo, c)).join(" ");
}

const row = (r, n = 9) => Array.from({ length: n }, (_, i) => "r" + r + "c" + (i + 1));

test("brokenCells: every kind, broken and kept", () => {
  const quad = { kind: "Quad", cells: ["r1c1", "r1c2", "r2c1", "r2c2"], digits: [1, 3, 3] };
  const cage = { kind: "Cage", value: 10, cells: ["r1c1", "r1c2", "r1c3"] };
  const thermo = { kind: "Thermo", cells: ["r2c1", "r2c2", "r2c3", "r2c4"] };
  const arrow = { kind: "Arrow", bulb: 1, cells: ["r3c1", "r3c2", "r3c3"] };
  const pill = { kind: "Arrow", bulb: 2, cells: ["r3c1", "r3c2", "r4c3", "r5c3", "r6c3", "r7c3"] };
  const lk = { kind: "LittleKiller", value: 6, cells: ["r1c3", "r2c2", "r3c1"] };
  const sandwich = { kind: "Sandwich", value: 5, cells: row(1) };
  const xsum = { kind: "XSum", value: 10, cells: row(1) };
  const sky = { kind: "Skyscraper", value: 3, cells: row(1) };
  const between = { kind: "Between", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] };
  const whisper = { kind: "Whisper", value: 5, cells: ["r1c1", "r1c2", "r1c3"] };
  const renban = { kind: "Renban", cells: ["r1c1", "r1c2", "r1c3"] };
  const palindrome = { kind: "Palindrome", cells: ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"] };
  const pair = (kind, value) => ({ kind, value, cells: ["r1c1", "r1c2"] });
  const cases = [
    // [name, constraints, digits placed, cells broken]
    ["a cage under its sum", [cage], "r1c1=3 r1c2=4", ""],
    ["a cage over its sum", [cage], "r1c1=5 r1c2=6", "r1c1 r1c2"],
    ["a full cage at its sum", [cage], "r1c1=5 r1c2=4 r1c3=1", ""],
    ["a full cage under its sum", [cage], "r1c1=2 r1c2=4 r1c3=1", "r1c1 r1c2 r1c3"],
    ["a cage without a sum", [{ kind: "Cage", cells: ["r1c1", "r1c2"] }], "r1c1=9 r1c2=8", ""],
    ["a little killer under its sum, digits repeated", [lk], "r1c3=2 r3c1=2", ""],
    ["a little killer over its sum", [lk], "r1c3=5 r2c2=2", "r1c3 r2c2"],
    ["a full little killer off its sum", [lk], "r1c3=1 r2c2=2 r3c1=2", "r1c3 r2c2 r3c1"],
    ["a thermometer in order, gaps empty", [thermo], "r2c1=1 r2c3=5 r2c4=9", ""],
    ["a thermometer out of order, apart", [thermo], "r2c1=6 r2c2=7 r2c4=3", "r2c1 r2c2 r2c4"],
    ["a thermometer with a digit twice", [thermo], "r2c2=4 r2c3=4", "r2c2 r2c3"],
    ["a slow thermometer with a digit twice", [{ ...thermo, kind: "SlowThermo" }], "r2c2=4 r2c3=4", ""],
    ["a slow thermometer going down", [{ ...thermo, kind: "SlowThermo" }], "r2c2=4 r2c3=3", "r2c2 r2c3"],
    ["an arrow without its bulb", [arrow], "r3c2=9 r3c3=9", ""],
    ["an arrow under its bulb", [arrow], "r3c1=9 r3c2=5", ""],
    ["an arrow over its bulb", [arrow], "r3c1=4 r3c2=5", "r3c1 r3c2"],
    ["a full arrow at its bulb", [arrow], "r3c1=9 r3c2=5 r3c3=4", ""],
    ["a full arrow under its bulb", [arrow], "r3c1=9 r3c2=5 r3c3=3", "r3c1 r3c2 r3c3"],
    ["a pill arrow reads its number", [pill], "r3c1=1 r3c2=2 r4c3=9 r5c3=3", ""],
    ["a pill arrow over its number", [pill], "r3c1=1 r3c2=2 r4c3=9 r5c3=4", "r3c1 r3c2 r4c3 r5c3"],
    ["a sandwich without its crusts", [sandwich], "r1c1=9 r1c2=4 r1c3=4", ""],
    ["a sandwich at its sum", [sandwich], "r1c1=1 r1c2=2 r1c3=3 r1c4=9", ""],
    ["a sandwich over its sum", [sandwich], "r1c1=9 r1c2=6 r1c5=1", "r1c1 r1c2 r1c5"],
    ["a full sandwich under its sum", [sandwich], "r1c1=9 r1c2=4 r1c3=1", "r1c1 r1c2 r1c3"],
    ["a sandwich's crusts side by side", [sandwich], "r1c4=1 r1c5=9", "r1c4 r1c5"],
    ["a sandwich of 0, crusts side by side", [{ ...sandwich, value: undefined }], "r1c4=1 r1c5=9", ""],
    ["an X-sum without its first digit", [xsum], "r1c2=9 r1c3=9", ""],
    ["an X-sum under its sum", [xsum], "r1c1=3 r1c2=2", ""],
    ["an X-sum over its sum", [xsum], "r1c1=3 r1c3=8", "r1c1 r1c3"],
    ["a full X-sum off its sum", [xsum], "r1c1=3 r1c2=2 r1c3=4", "r1c1 r1c2 r1c3"],
    ["an X-sum's cells past X count for nothing", [xsum], "r1c1=2 r1c2=8 r1c3=9", ""],
    ["a skyscraper seeing few so far", [sky], "r1c1=2 r1c2=5", ""],
    ["a skyscraper seeing too many", [sky], "r1c1=1 r1c2=2 r1c3=3 r1c4=4", "r1c1 r1c2 r1c3 r1c4"],
    ["a skyscraper stopped by a 9, one short", [sky], "r1c1=2 r1c2=9", "r1c1 r1c2"],
    ["a skyscraper stopped by a 9 at its count", [sky], "r1c1=2 r1c2=3 r1c3=9", ""],
    ["a skyscraper judged from its clue only", [sky], "r1c2=1 r1c3=2 r1c4=3 r1c5=4", ""],
    ["between ends, in between", [between], "r1c1=2 r1c2=5 r1c3=3 r1c4=7", ""],
    ["between ends, outside", [between], "r1c1=7 r1c3=8 r1c4=2", "r1c1 r1c3 r1c4"],
    ["between ends, one end as a middle digit", [between], "r1c1=4 r1c2=4", "r1c1 r1c2"],
    ["between ends, one end placed", [between], "r1c1=4 r1c2=6", ""],
    ["a whisper far enough", [whisper], "r1c1=1 r1c2=6 r1c3=1", ""],
    ["a whisper too close", [whisper], "r1c1=1 r1c2=6 r1c3=2", "r1c2 r1c3"],
    ["a whisper of the default difference", [{ ...whisper, value: undefined }], "r1c1=3 r1c2=7", "r1c1 r1c2"],
    ["a renban within its length", [renban], "r1c1=4 r1c3=6", ""],
    ["a renban too spread", [renban], "r1c1=4 r1c3=7", "r1c1 r1c3"],
    ["a palindrome mirrored", [palindrome], "r1c1=3 r1c5=3 r1c2=7", ""],
    ["a palindrome broken", [palindrome], "r1c2=7 r1c4=6 r1c3=1", "r1c2 r1c4"],
    ["a white dot, consecutive", [pair("WhiteDot")], "r1c1=4 r1c2=5", ""],
    ["a white dot, not consecutive", [pair("WhiteDot")], "r1c1=4 r1c2=6", "r1c1 r1c2"],
    ["a white dot of 3", [pair("WhiteDot", 3)], "r1c1=7 r1c2=4", ""],
    ["a black dot, ratio 2", [pair("BlackDot")], "r1c1=3 r1c2=6", ""],
    ["a black dot, not ratio 2", [pair("BlackDot")], "r1c1=3 r1c2=5", "r1c1 r1c2"],
    ["a black dot of 3", [pair("BlackDot", 3)], "r1c1=9 r1c2=3", ""],
    ["an X", [pair("X", 10)], "r1c1=3 r1c2=7", ""],
    ["an X broken", [pair("X", 10)], "r1c1=3 r1c2=6", "r1c1 r1c2"],
    ["a V", [pair("V", 5)], "r1c1=1 r1c2=4", ""],
    ["a V broken", [pair("V")], "r1c1=1 r1c2=5", "r1c1 r1c2"],
    ["a mark with one digit", [pair("X", 10)], "r1c1=3", ""],
    ["odd cells", [{ kind: "Odd", cells: ["r1c1", "r1c2"] }], "r1c1=3 r1c2=4", "r1c2"],
    ["even cells", [{ kind: "Even", cells: ["r1c1", "r1c2"] }], "r1c1=3 r1c2=4", "r1c1"],
    ["a quadruple with room for its digits", [quad], "r1c1=1 r2c2=5", ""],
    ["a quadruple full", [quad], "r1c1=1 r1c2=3 r2c1=3 r2c2=5", ""],
    ["a quadruple without room for its digits", [quad], "r1c1=1 r2c2=5 r1c2=4", "r1c1 r1c2 r2c2"],
    ["a quadruple with one 3 of two", [quad], "r1c1=3 r1c2=1 r2c1=7 r2c2=5", "r1c1 r1c2 r2c1 r2c2"],
    ["an entropic line kept", [{ kind: "Entropic", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=1 r1c2=5 r1c3=9 r1c4=2", ""],
    ["an entropic line broken two apart", [{ kind: "Entropic", cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=1 r1c3=3", "r1c1 r1c3"],
    ["a modular line kept", [{ kind: "Modular", value: 3, cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=1 r1c2=5 r1c3=9 r1c4=7", ""],
    ["a modular line broken", [{ kind: "Modular", value: 3, cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=1 r1c2=4", "r1c1 r1c2"],
    ["a zipper kept", [{ kind: "Zipper", cells: ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"] }], "r1c1=1 r1c5=8 r1c3=9 r1c2=2", ""],
    ["a zipper broken", [{ kind: "Zipper", cells: ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"] }], "r1c1=1 r1c5=7 r1c3=9", "r1c1 r1c3 r1c5"],
    ["a region sum line kept", [{ kind: "RegionSumLine", cells: ["r1c2", "r1c3", "r1c4", "r1c5"] }], "r1c2=4 r1c3=6 r1c4=7 r1c5=3", ""],
    ["a region sum line broken", [{ kind: "RegionSumLine", cells: ["r1c2", "r1c3", "r1c4", "r1c5"] }], "r1c2=4 r1c3=6 r1c4=8 r1c5=3", "r1c2 r1c3 r1c4 r1c5"],
    ["a region sum line already over", [{ kind: "RegionSumLine", cells: ["r1c2", "r1c3", "r1c4", "r1c5"] }], "r1c2=1 r1c3=2 r1c4=3", "r1c2 r1c3 r1c4"],
    ["a row indexer kept", [{ kind: "RowIndexer", value: 2, cells: ["r2c1"] }], "r2c1=5 r5c1=2", ""],
    ["a row indexer pointing at another digit", [{ kind: "RowIndexer", value: 2, cells: ["r2c1"] }], "r2c1=5 r5c1=3", "r2c1 r5c1"],
    ["a row indexer whose digit is elsewhere", [{ kind: "RowIndexer", value: 2, cells: ["r2c1"] }], "r2c1=5 r7c1=2", "r2c1 r7c1"],
    ["a column indexer kept", [{ kind: "ColumnIndexer", value: 1, cells: ["r4c1"] }], "r4c1=6 r4c6=1", ""],
    ["a box indexer broken", [{ kind: "BoxIndexer", value: 5, cells: ["r5c5"] }], "r5c5=1 r4c4=6", "r4c4 r5c5"],
    ["a clone kept", [{ kind: "Clone", bulb: 2, cells: ["r1c1", "r1c2", "r5c5", "r5c6"] }], "r1c1=3 r5c5=3 r1c2=4", ""],
    ["a clone broken", [{ kind: "Clone", bulb: 2, cells: ["r1c1", "r1c2", "r5c5", "r5c6"] }], "r1c2=4 r5c6=7", "r1c2 r5c6"],
    ["a lockout line kept", [{ kind: "Lockout", value: 4, cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=2 r1c3=7 r1c2=9", ""],
    ["a lockout line's ends too close", [{ kind: "Lockout", value: 4, cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=2 r1c3=5", "r1c1 r1c3"],
    ["a lockout line's digit between its ends", [{ kind: "Lockout", value: 4, cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=2 r1c3=7 r1c2=7", "r1c1 r1c2 r1c3"],
    ["a double arrow kept", [{ kind: "DoubleArrow", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=2 r1c4=7 r1c2=4 r1c3=5", ""],
    ["a double arrow over", [{ kind: "DoubleArrow", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=1 r1c4=3 r1c2=4", "r1c1 r1c2 r1c4"],
    ["inequality signs kept", [{ kind: "GreaterThan", cells: ["r1c1", "r1c2", "r2c2"] }], "r1c1=7 r1c2=5 r2c2=2", ""],
    ["inequality signs broken", [{ kind: "GreaterThan", cells: ["r1c1", "r1c2", "r2c2"] }], "r1c2=5 r2c2=6", "r1c2 r2c2"],
    ["a sum over", [{ kind: "Sum", value: 5, cells: ["r1c1", "r2c2"] }], "r1c1=3 r2c2=3", "r1c1 r2c2"],
    ["a numbered room kept", [{ kind: "NumberedRoom", value: 7, cells: row(1) }], "r1c1=3 r1c3=7", ""],
    ["a numbered room broken", [{ kind: "NumberedRoom", value: 7, cells: row(1) }], "r1c1=3 r1c3=6", "r1c1 r1c3"],
    ["a numbered room whose first cell is the clue", [{ kind: "NumberedRoom", value: 1, cells: row(1) }], "r1c1=1", ""],
    ["a hidden skyscraper kept", [{ kind: "HiddenSkyscraper", value: 3, cells: row(1) }], "r1c1=5 r1c2=3", ""],
    ["a hidden skyscraper broken", [{ kind: "HiddenSkyscraper", value: 4, cells: row(1) }], "r1c1=5 r1c2=3", "r1c1 r1c2"],
    ["exact digits to contain kept", [{ kind: "ContainExact", digits: [1, 2], cells: ["r1c1", "r2c2", "r3c3"] }], "r1c1=1 r2c2=2 r3c3=5", ""],
    ["exact digits to contain, one too often", [{ kind: "ContainExact", digits: [1], cells: ["r1c1", "r2c2", "r3c3"] }], "r1c1=1 r2c2=1", "r1c1 r2c2"],
    ["counting circles kept", [{ kind: "CountingCircles", cells: ["r1c1", "r2c5", "r5c2"] }], "r1c1=1 r2c5=2", ""],
    ["counting circles, a 1 twice", [{ kind: "CountingCircles", cells: ["r1c1", "r2c5", "r5c2"] }], "r1c1=1 r2c5=1", "r1c1 r2c5"],
    ["counting circles full and short", [{ kind: "CountingCircles", cells: ["r1c1", "r2c5", "r5c2"] }], "r1c1=1 r2c5=3 r5c2=2", "r2c5"],
    ["a lunchbox kept", [{ kind: "Lunchbox", value: 13, cells: ["r1c3", "r1c4", "r1c5", "r1c6"] }], "r1c3=4 r1c4=6 r1c5=7 r1c6=8", ""],
    ["a lunchbox broken", [{ kind: "Lunchbox", value: 12, cells: ["r1c3", "r1c4", "r1c5", "r1c6"] }], "r1c3=4 r1c4=6 r1c5=7 r1c6=8", "r1c3 r1c4 r1c5 r1c6"],
    ["a lunchbox not full", [{ kind: "Lunchbox", value: 12, cells: ["r1c3", "r1c4", "r1c5", "r1c6"] }], "r1c3=4 r1c4=6 r1c5=7", ""],
    ["Dutch flatmates kept", [{ kind: "DutchFlatmates" }], "r2c2=5 r1c2=1 r3c2=3", ""],
    ["Dutch flatmates broken", [{ kind: "DutchFlatmates" }], "r2c2=5 r1c2=2 r3c2=3", "r1c2 r2c2 r3c2"],
    ["Dutch flatmates on the top row", [{ kind: "DutchFlatmates" }], "r1c2=5 r2c2=3", "r1c2 r2c2"],
    ["a sum line kept", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=1 r1c2=9 r1c4=4", ""],
    ["a sum line's piece over", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=3 r1c2=9", "r1c1 r1c2"],
    ["a sum line's piece over from its end", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c4=6 r1c3=5", "r1c3 r1c4"],
    ["a sum line ending short", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=1 r1c2=9 r1c3=4", "r1c3"],
    ["a sum with coefficients kept", [{ kind: "Sum", value: 3, coeffs: [2, -1], cells: ["r1c1", "r1c2"] }], "r1c1=5 r1c2=7", ""],
    ["a sum with coefficients not yet full", [{ kind: "Sum", value: 3, coeffs: [2, -1], cells: ["r1c1", "r1c2"] }], "r1c1=9", ""],
    ["a sum with coefficients broken", [{ kind: "Sum", value: 3, coeffs: [2, -1], cells: ["r1c1", "r1c2"] }], "r1c1=5 r1c2=6", "r1c1 r1c2"],
    ["value indexing kept", [{ kind: "ValueIndexing", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=5 r1c2=3 r1c4=5", ""],
    ["value indexing: another digit at the place", [{ kind: "ValueIndexing", cells: ["r1c1", "r1c2", "r1c3", "r1c4"] }], "r1c1=5 r1c2=2 r1c3=6", "r1c1 r1c2 r1c3"],
    ["value indexing: past the line's end", [{ kind: "ValueIndexing", cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=5 r1c2=4", "r1c1 r1c2"],
    ["same values kept", [{ kind: "SameValues", value: 2, cells: ["r1c1", "r1c2", "r5c5", "r5c6"] }], "r1c1=3 r5c6=3 r1c2=4", ""],
    ["same values: a digit with no room", [{ kind: "SameValues", value: 2, cells: ["r1c1", "r1c2", "r5c5", "r5c6"] }], "r1c1=3 r5c5=1 r5c6=2", "r1c1"],
    ["same values, three sets", [{ kind: "SameValues", value: 3, cells: ["r1c1", "r5c5", "r9c9"] }], "r1c1=3 r5c5=3 r9c9=4", "r1c1 r5c5 r9c9"],
    ["a sum loop kept", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r2c2", "r2c1", "r1c1"] }], "r1c1=3 r1c2=4 r2c2=6 r2c1=7", ""],
    ["a sum loop not yet full", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r2c2", "r2c1", "r1c1"] }], "r1c1=9 r1c2=9 r2c2=9", ""],
    ["a sum loop broken", [{ kind: "SumLine", value: 10, cells: ["r1c1", "r1c2", "r2c2", "r2c1", "r1c1"] }], "r1c1=3 r1c2=4 r2c2=6 r2c1=8", "r1c1 r1c2 r2c1 r2c2"],
    ["a rellik cage kept", [{ kind: "RellikCage", value: 10, cells: ["r1c1", "r1c2", "r2c1"] }], "r1c1=5 r1c2=3 r2c1=4", ""],
    ["a rellik cage with a digit of its sum", [{ kind: "RellikCage", value: 4, cells: ["r1c1", "r1c2", "r2c1"] }], "r1c1=5 r2c1=4", "r2c1"],
    ["a rellik cage with two digits of its sum", [{ kind: "RellikCage", value: 8, cells: ["r1c1", "r1c2", "r2c1"] }], "r1c1=5 r1c2=3 r2c1=4", "r1c1 r1c2"],
    ["an equality cage kept", [{ kind: "EqualityCage", cells: ["r1c1", "r1c2", "r2c1", "r2c2"] }], "r1c1=1 r1c2=8 r2c1=7", ""],
    ["an equality cage with its middle digit", [{ kind: "EqualityCage", cells: ["r1c1", "r1c2"] }], "r1c1=5", "r1c1"],
    ["an equality cage with three odd digits", [{ kind: "EqualityCage", cells: ["r1c1", "r1c2", "r2c1", "r2c2"] }], "r1c1=1 r1c2=3 r2c1=7", "r1c1 r1c2 r2c1"],
    ["a sum with a digit twice", [{ kind: "Sum", value: 6, cells: ["r1c1", "r2c2"] }], "r1c1=3 r2c2=3", ""],
    ["digits to contain without room", [{ kind: "ContainAtLeast", digits: [1, 2], cells: ["r1c1", "r1c2", "r1c3"] }], "r1c1=5 r1c2=1 r1c3=7", "r1c1 r1c2 r1c3"],
    ["a minimum kept", [{ kind: "Minimum", cells: ["r1c2"] }], "r1c2=2 r1c1=5 r2c2=3", ""],
    ["a minimum broken", [{ kind: "Minimum", cells: ["r1c2"] }], "r1c2=4 r1c1=5 r1c3=3", "r1c2 r1c3"],
    ["a maximum broken", [{ kind: "Maximum", cells: ["r5c5"] }], "r5c5=7 r4c5=8 r5c4=6", "r4c5 r5c5"],
    ["anti-knight kept", [{ kind: "AntiKnight" }], "r1c1=5 r2c3=4 r2c2=5", ""],
    ["anti-knight broken", [{ kind: "AntiKnight" }], "r1c1=5 r2c3=5 r3c2=5", "r1c1 r2c3 r3c2"],
    ["anti-king kept", [{ kind: "AntiKing" }], "r1c1=5 r2c3=5", ""],
    ["anti-king broken", [{ kind: "AntiKing" }], "r5c5=5 r4c6=5", "r4c6 r5c5"],
    ["anti-taxicab kept", [{ kind: "AntiTaxicab" }], "r1c1=3 r2c4=3", ""],
    ["anti-taxicab broken", [{ kind: "AntiTaxicab" }], "r1c1=3 r2c3=4 r3c2=3", "r1c1 r3c2"],
    ["global entropy kept", [{ kind: "GlobalEntropy" }], "r1c1=1 r1c2=5 r2c1=9 r2c2=2", ""],
    ["global entropy broken", [{ kind: "GlobalEntropy" }], "r1c1=1 r1c2=5 r2c1=4 r2c2=2", "r1c1 r1c2 r2c1 r2c2"],
    ["global mod broken", [{ kind: "GlobalMod" }], "r1c1=1 r1c2=4 r2c1=7 r2c2=2", "r1c1 r1c2 r2c1 r2c2"],
    ["non-consecutive kept", [{ kind: "AntiConsecutive" }], "r1c1=5 r2c2=6 r1c2=3", ""],
    ["non-consecutive broken", [{ kind: "AntiConsecutive" }], "r1c1=5 r2c1=6", "r1c1 r2c1"],
    ["all white dots given: a dot kept", [{ kind: "NegativeWhite" }, pair("WhiteDot")], "r1c1=5 r1c2=6", ""],
    ["all white dots given: consecutive without", [{ kind: "NegativeWhite" }, pair("WhiteDot")], "r1c1=5 r2c1=6", "r1c1 r2c1"],
    ["all black dots given: a ratio without", [{ kind: "NegativeBlack" }, pair("BlackDot")], "r1c2=4 r1c3=8 r1c1=2", "r1c2 r1c3"],
    // f-puzzles' rule spares its own dots; ISS's strict kropki, the pairs
    // the API gives as its cells (a white dot's too).
    ["all black dots given: a white dot's 1 and 2", [{ kind: "NegativeBlack" }, pair("WhiteDot")], "r1c1=1 r1c2=2", "r1c1 r1c2"],
    ["strict kropki: a white dot's 1 and 2", [{ kind: "NegativeBlack", cells: ["r1c1", "r1c2"] }, pair("WhiteDot")], "r1c1=1 r1c2=2", ""],
    ["strict kropki: a ratio without", [{ kind: "NegativeBlack", cells: ["r1c1", "r1c2"] }, pair("WhiteDot")], "r1c1=2 r1c2=1 r2c1=4", "r1c1 r2c1"],
    ["all X and V given: sums without", [{ kind: "NegativeXV" }, pair("X"), { kind: "V", value: 5, cells: ["r2c1", "r1c1"] }], "r1c1=2 r1c2=8 r2c1=3 r2c2=7 r3c1=2", "r2c1 r2c2 r3c1"],
    ["a limited cell holding one of its digits", [{ kind: "Given", cells: ["r1c1"], digits: [1, 3, 5] }], "r1c1=3", ""],
    ["a limited cell holding another digit", [{ kind: "Given", cells: ["r1c1"], digits: [1, 3, 5] }], "r1c1=4", "r1c1"],
    ["a rule the page does not know", [{ kind: "Future", cells: ["r1c1", "r1c2"] }], "r1c1=4 r1c2=4", ""],
    // Regressions
    ["a constraint off the grid", [{ kind: "X", value: 10, cells: ["r1c1", "r10c1"] }], "r1c1=4", ""],
  ];
  for (const [name, ks, placed, want] of cases) assert.equal(broken(ks, placed), want, name);
});

test("brokenCells: a cell's limits read from an ISS string", () => {
  const ks = [{ kind: "Given", cells: ["r1c1"] }, { kind: "Given", cells: ["r2c2"] }];
  const text = ".~R1C1_1_3_5~R1C9_4.Cage~3~R3C3~R3C4\n\n.~R2C2_7_8";
  assert.equal(broken(ks, "r1c1=5 r2c2=8", geo9, text), "");
  assert.equal(broken(ks, "r1c1=4 r2c2=9", geo9, text), "r1c1 r2c2");
  // Limits the page cannot read judge nothing.
  assert.equal(broken(ks, "r1c1=4", geo9, "{\"size\":9}"), "");
});

test("brokenCells on a 6x6 grid", () => {
  const geo6 = geometry(2, 3);
  assert.equal(broken([{ kind: "Sandwich", value: 0, cells: row(1, 6) }], "r1c1=6 r1c2=1", geo6), "");
  assert.equal(broken([{ kind: "Sandwich", value: 4, cells: row(1, 6) }], "r1c1=6 r1c2=5 r1c3=1", geo6), "r1c1 r1c2 r1c3");
  // The default whisper of 6 digits differs by 4.
  assert.equal(broken([{ kind: "Whisper", cells: ["r1c1", "r1c2"] }], "r1c1=1 r1c2=4", geo6), "r1c1 r1c2");
  assert.equal(broken([{ kind: "Whisper", cells: ["r1c1", "r1c2"] }], "r1c1=1 r1c2=5", geo6), "");
});

test("conflictsOf: houses, groups and rules together", () => {
  const v = { text: "", constraints: [{ kind: "Cage", value: 3, cells: ["r1c1", "r2c2"] }, { kind: "Odd", cells: ["r9c9"] }] };
  const geo = geometry(3, 3, undefined, groupsOf(9, v));
  const digits = new Array(81).fill(0);
  digits[0] = 2; digits[10] = 2; // repeated in the cage, and over its sum
  digits[80] = 4; digits[8] = 4; // even in an odd cell; repeated in column 9
  assert.deepEqual([...conflictsOf(geo, v, digits)].sort((a, b) => a - b), [0, 8, 10, 80]);
  digits[10] = 1; digits[80] = 3;
  assert.deepEqual([...conflictsOf(geo, v, digits)], []);
  // A classic game: the houses alone.
  assert.deepEqual([...conflictsOf(geo9, null, digits)], []);
});
