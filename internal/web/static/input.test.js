// Unit tests of input.js's key map: node --test internal/web/static/*.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { keyAction } from "./input.js";

test("keyAction", () => {
  for (const [name, e, n, want] of [
    ["digit", { key: "5", code: "Digit5" }, 9, ["input", 5, null]],
    ["Shift: corner", { key: "%", code: "Digit5", shiftKey: true }, 9, ["input", 5, "corner"]],
    ["Ctrl: centre", { key: "5", code: "Digit5", ctrlKey: true }, 9, ["input", 5, "centre"]],
    ["Ctrl+Shift: colour", { key: "%", code: "Digit5", ctrlKey: true, shiftKey: true }, 9, ["input", 5, "colour"]],
    ["numpad", { key: "7", code: "Numpad7" }, 9, ["input", 7, null]],
    ["letter digit", { key: "g", code: "KeyG" }, 16, ["input", 16, null]],
    ["letter corner", { key: "G", code: "KeyG", shiftKey: true }, 16, ["input", 16, "corner"]],
    ["erase", { key: "Backspace", code: "Backspace" }, 9, ["input", 0, null]],
    ["erase corners", { key: "Delete", code: "Delete", shiftKey: true }, 9, ["input", 0, "corner"]],
    ["arrow", { key: "ArrowLeft", code: "ArrowLeft" }, 9, ["move", 0, -1, false]],
    ["Shift+arrow adds", { key: "ArrowDown", code: "ArrowDown", shiftKey: true }, 9, ["move", 1, 0, true]],
    ["digit mode", { key: "z", code: "KeyZ" }, 9, ["mode", "digit"]],
    ["corner mode", { key: "x", code: "KeyX" }, 16, ["mode", "corner"]],
    ["centre mode", { key: "C", code: "KeyC", shiftKey: true }, 9, ["mode", "centre"]],
    ["colour mode", { key: "v", code: "KeyV" }, 9, ["mode", "colour"]],
    ["next mode", { key: " ", code: "Space" }, 9, ["mode", "next"]],
    ["select all", { key: "a", code: "KeyA", ctrlKey: true }, 16, ["selectAll"]],
    ["undo", { key: "z", code: "KeyZ", ctrlKey: true }, 9, ["undo"]],
    ["redo", { key: "Z", code: "KeyZ", ctrlKey: true, shiftKey: true }, 9, ["redo"]],
    ["hint", { key: "h", code: "KeyH" }, 9, ["hint"]],
    ["path", { key: "]", code: "BracketRight" }, 9, ["pathMove", 1]],
    ["link", { key: "<", code: "Comma", shiftKey: true }, 9, ["linkMove", -1]],
    ["chain", { key: "l", code: "KeyL" }, 16, ["linkChain"]],
    ["all steps", { key: "s", code: "KeyS" }, 16, ["allSteps"]],
    ["other", { key: "q", code: "KeyQ" }, 9, null],
    // Regressions
    ["a digit past the grid is a colour", { key: "7", code: "Digit7" }, 4, ["input", 7, null]],
    ["a letter past the grid", { key: "g", code: "KeyG" }, 9, null],
    ["alt", { key: "h", code: "KeyH", altKey: true }, 9, null],
    ["Ctrl+V pastes", { key: "v", code: "KeyV", ctrlKey: true }, 9, null],
    ["Ctrl+C copies", { key: "c", code: "KeyC", ctrlKey: true }, 9, null],
    ["Ctrl+letter digit", { key: "b", code: "KeyB", ctrlKey: true }, 16, null],
  ]) assert.deepEqual(keyAction(e, n), want, name);
});
