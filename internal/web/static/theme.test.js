import { test } from "node:test";
import assert from "node:assert/strict";
import { themeOf } from "./theme.js";

test("a chosen theme holds whatever the system prefers", () => {
  for (const dark of [false, true]) {
    assert.equal(themeOf("light", dark), "light");
    assert.equal(themeOf("dark", dark), "dark");
  }
});

test("system, or anything unknown, follows the system", () => {
  assert.equal(themeOf("system", true), "dark");
  assert.equal(themeOf("system", false), "light");
  assert.equal(themeOf(null, true), "dark");
  assert.equal(themeOf("sepia", false), "light");
});
