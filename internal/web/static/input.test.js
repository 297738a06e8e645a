// Unit tests of input.js's key map: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { keyAction } from "./input.js";

test("keyAction", () => {
  for (const [name, e, n, want] of [
    ["digit", { key: "5", code: "Digit5" }, 9, ["input", 5, false]],
    ["note", { key: "%", code: "Digit5", shiftKey: true }, 9, ["input", 5, true]],
    ["numpad", { key: "7", code: "Numpad7" }, 9, ["input", 7, false]],
    ["letter digit", { key: "g", code: "KeyG" }, 16, ["input", 16, false]],
    ["erase", { key: "Backspace", code: "Backspace" }, 9, ["input", 0, false]],
    ["arrow", { key: "ArrowLeft", code: "ArrowLeft" }, 9, ["move", 0, -1]],
    ["undo", { key: "z", code: "KeyZ", ctrlKey: true }, 9, ["undo"]],
    ["redo", { key: "Z", code: "KeyZ", ctrlKey: true, shiftKey: true }, 9, ["redo"]],
    ["hint", { key: "h", code: "KeyH" }, 9, ["hint"]],
    ["path", { key: "]", code: "BracketRight" }, 9, ["pathMove", 1]],
    ["link", { key: "<", code: "Comma", shiftKey: true }, 9, ["linkMove", -1]],
    ["chain", { key: "l", code: "KeyL" }, 16, ["linkChain"]],
    ["all steps", { key: "s", code: "KeyS" }, 16, ["allSteps"]],
    ["other", { key: "q", code: "KeyQ" }, 9, null],
    // Regressions
    ["a digit past the grid", { key: "7", code: "Digit7" }, 4, null],
    ["alt", { key: "h", code: "KeyH", altKey: true }, 9, null],
  ]) assert.deepEqual(keyAction(e, n), want, name);
});
