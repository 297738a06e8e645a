import { test } from "node:test";
import assert from "node:assert/strict";
import { cancel, canceled, done, replace } from "./jobs.js";

test("a new job of a kind cancels the one before, not the others", () => {
  const a = replace("generate");
  const h = replace("hint");
  const b = replace("generate");
  assert.equal(a.aborted, true);
  assert.equal(b.aborted, false);
  assert.equal(h.aborted, false);
  assert.equal(canceled(a.reason), true);
  cancel("generate", "hint");
  assert.equal(b.aborted, true);
  assert.equal(h.aborted, true);
});

test("a job done is not canceled later, and does not forget its successor", () => {
  const a = replace("explain");
  const b = replace("explain");
  done("explain", a); // a's answer came, after b began
  cancel("explain");
  assert.equal(b.aborted, true);
  const c = replace("explain");
  done("explain", c);
  cancel("explain");
  assert.equal(c.aborted, false);
});

test("canceled knows an AbortError only", () => {
  assert.equal(canceled(new Error("boom")), false);
  assert.equal(canceled(null), false);
  assert.equal(canceled(new DOMException("stop", "AbortError")), true);
});
