// Unit tests of marks.js: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { geometry } from "./grid.js";
import { cellLabel, colourFill } from "./marks.js";

test("cellLabel", () => {
  const geo = geometry(3, 3);
  for (const [name, lang, c, m, want] of [
    ["given", "en", 0, { digit: 5, given: true }, "r1c1, 5, given"],
    ["placed", "en", 22, { digit: 7, colours: 0b10 }, "r3c5, 7, colours sky blue"],
    ["marks", "en", 80, { centre: 0b101, corner: 0b1000, colours: 0b100000001 }, "r9c9, empty, centre 1 3, corner 4, colours orange, dark grey"],
    ["candidates layer", "en", 9, { centre: 0b11, auto: true }, "r2c1, empty, candidates 1 2"],
    ["empty", "en", 1, {}, "r1c2, empty"],
    ["limited to a few digits", "en", 1, { limit: 0b10101, centre: 0b101 }, "r1c2, empty, one of 1, 3, 5, centre 1 3"],
    ["limited, Japanese", "ja", 1, { limit: 0b11 }, "r1c2、空白、1・2 のいずれか"],
    ["a limit under a digit is not read", "en", 1, { digit: 3, limit: 0b101 }, "r1c2, 3"],
    ["Japanese", "ja", 22, { centre: 0b11, corner: 0b100, colours: 0b11 }, "r3c5、空白、中央メモ 1 2、隅メモ 3、色 オレンジ・空色"],
    ["Japanese given", "ja", 0, { digit: 5, given: true }, "r1c1、5（問題の数字）"],
    // Regressions
    ["marks under a digit are not read", "en", 0, { digit: 2, centre: 3, corner: 4 }, "r1c1, 2"],
  ]) assert.equal(cellLabel(lang, geo, c, m), want, name);
  assert.equal(cellLabel("en", geometry(4, 4), 255, { centre: 1 << 15 }), "r16c16, empty, centre G");
});

test("colourFill", () => {
  assert.equal(colourFill(0), "");
  assert.equal(colourFill(0b100), "var(--k3)");
  assert.equal(colourFill(0b1010), "conic-gradient(var(--k2) 0deg 180deg, var(--k4) 180deg 360deg)");
  assert.equal(colourFill(1 << 12), "", "colours past 9 are none");
});
