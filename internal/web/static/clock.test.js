// Unit tests of clock.js's time text: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { clockText } from "./clock.js";

test("clockText", () => {
  for (const [ms, want] of [
    [0, "0:00"], [999, "0:00"], [1000, "0:01"], [61500, "1:01"], [600000, "10:00"],
    [3600000, "1:00:00"], [3723000, "1:02:03"],
    // Regressions
    [-5, "0:00"],
  ]) assert.equal(clockText(ms), want, String(ms));
});
