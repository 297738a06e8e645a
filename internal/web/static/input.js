// Input: keys and pointer to the page's actions. keyAction is pure (a key
// event's fields to an action), so that the key map is tested without a
// browser; listen wires it and the board's pointer to the handlers.

import { symValue } from "./grid.js";

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const LETTERS = {
  n: ["notes"], h: ["hint"], enter: ["apply"], escape: ["close"],
  "[": ["pathMove", -1], "]": ["pathMove", 1],
  "<": ["linkMove", -1], ">": ["linkMove", 1], l: ["linkChain"], s: ["allSteps"],
};

// The letters of actions are past G (16), so that they are no digit on
// any grid.
// keyAction returns the action of a key event ({key, code, ctrlKey,
// metaKey, shiftKey, altKey}) on a grid of n digits, as [name, ...args],
// or null for a key the page leaves alone.
export function keyAction(e, n) {
  const ctrl = e.ctrlKey || e.metaKey, k = e.key;
  if (ctrl && (k === "z" || k === "Z")) return [e.shiftKey ? "redo" : "undo"];
  if (ctrl && (k === "y" || k === "Y")) return ["redo"];
  if (ctrl || e.altKey) return null;
  if (ARROWS[k]) return ["move", ...ARROWS[k]];
  if (k === "Backspace" || k === "Delete" || k === "0" || k === ".") return ["input", 0, false];
  // A digit; with Shift, a note (Shift changes the key of digits: read the code).
  let d = 0;
  if (/^Digit[1-9]$/.test(e.code || "") || /^Numpad[1-9]$/.test(e.code || "")) d = Number(e.code.slice(-1));
  else if (k.length === 1) d = symValue(k, n); // A-G on 16x16 grids
  if (d && d <= n) return ["input", d, !!e.shiftKey];
  return LETTERS[k.toLowerCase()] || null;
}

// listen calls handlers[name](...args) for the keys typed on the board
// (or with nothing focused) and for a pointer down on a cell
// of board (an element whose children carry data-cell).
export function listen(board, handlers, n) {
  document.addEventListener("keydown", (e) => {
    // Keys act on the grid: when it (or a cell) has focus, or nothing has.
    // Anything else focused keeps its keys: Enter and Space press a button.
    if (document.querySelector("dialog[open]") || (!board.contains(e.target) && e.target !== document.body)) return;
    const a = keyAction(e, n());
    if (!a || !handlers[a[0]]) return;
    e.preventDefault();
    handlers[a[0]](...a.slice(1));
  });
  board.addEventListener("pointerdown", (e) => {
    const el = e.target.closest("[data-cell]");
    if (!el) return;
    e.preventDefault();
    handlers.select(Number(el.dataset.cell));
  });
}
