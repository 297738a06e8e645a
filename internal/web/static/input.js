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
// any grid. Z, X, C and V choose the mode of the digit keys, as on
// SudokuPad.
const MODES = { z: "digit", x: "corner", c: "centre", v: "colour" };

// keyAction returns the action of a key event ({key, code, ctrlKey,
// metaKey, shiftKey, altKey}) on a grid of n digits, as [name, ...args],
// or null for a key the page leaves alone. A digit is ["input", d, mode]:
// mode is the one its modifiers hold (Shift corner, Ctrl centre, both
// colour), null for the page's mode.
export function keyAction(e, n) {
  const ctrl = e.ctrlKey || e.metaKey, k = e.key;
  if (ctrl && (k === "z" || k === "Z")) return [e.shiftKey ? "redo" : "undo"];
  if (ctrl && (k === "y" || k === "Y")) return ["redo"];
  if (ctrl && (k === "a" || k === "A") && !e.shiftKey) return ["selectAll"];
  if (e.altKey) return null;
  // Modifiers change the key of digits: read the code.
  let d = 0;
  if (/^Digit[1-9]$/.test(e.code || "") || /^Numpad[1-9]$/.test(e.code || "")) d = Number(e.code.slice(-1));
  else if (k.length === 1 && !ctrl) d = symValue(k, n); // A-G on 16x16 grids
  const held = ctrl && e.shiftKey ? "colour" : ctrl ? "centre" : e.shiftKey ? "corner" : null;
  // Colours are 1-9 on every grid: the page drops a digit past its mode.
  if (d && d <= Math.max(n, 9)) return ["input", d, held];
  if (k === "Backspace" || k === "Delete" || ((k === "0" || k === ".") && !ctrl)) return ["input", 0, held];
  if (ctrl) return null;
  if (ARROWS[k]) return ["move", ...ARROWS[k], !!e.shiftKey];
  if (k === " ") return ["mode", "next"];
  const lk = k.toLowerCase();
  if (MODES[lk]) return ["mode", MODES[lk]];
  return LETTERS[lk] || null;
}

// listen calls handlers[name](...args) for the keys typed on the board
// (or with nothing focused) and for the pointer on the cells of board
// (its elements that carry data-cell).
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
  // A press selects its cell (with Shift or Ctrl, adds it; Ctrl on a
  // cell of a selection of many takes it out, as on SudokuPad); a drag
  // adds the cells it goes over. A touch holds its first target: the cell
  // under the finger is found by its place.
  let dragging = false;
  const cellAt = (e) => {
    const el = document.elementFromPoint(e.clientX, e.clientY);
    return el && board.contains(el) ? el.closest("[data-cell]") : null;
  };
  board.addEventListener("pointerdown", (e) => {
    const el = e.target.closest("[data-cell]");
    if (!el) return;
    e.preventDefault();
    const c = Number(el.dataset.cell), ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.shiftKey && handlers.unselect(c)) return;
    dragging = true;
    handlers.select(c, e.shiftKey || ctrl);
  });
  board.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const el = cellAt(e);
    if (el) handlers.extend(Number(el.dataset.cell));
  });
  for (const ev of ["pointerup", "pointercancel"]) document.addEventListener(ev, () => { dragging = false; });
}
