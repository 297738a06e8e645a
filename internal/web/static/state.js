// The game's state as plain data, and the changes a player makes to it.
// Every function here takes the game G and returns whether it changed it;
// the caller saves and redraws.
//
// G (saved in localStorage after every change):
//   br, bc      box rows and columns; n = br*bc digits, n*n cells, row by row
//   givens[i]   the puzzle's digit of cell i, 0 for empty
//   digits[i]   the digit shown in cell i (givens and the player's)
//   notes[i]    the player's centre marks of cell i: bit d-1 for digit d
//   corners[i]  the player's corner marks of cell i (Snyder notation), likewise
//   colours[i]  the colours of cell i: bit k-1 for colour k (1-9)
//   auto        the candidates layer is shown: every candidate of the
//               digits, in the cells where the player has no centre marks
//   solution    digits of the unique solution, or null
//   status, rating, level   what the server said of the puzzle
//   scale       "hodoku" when rating and level are HoDoKu's score and level,
//               else "" (Sudoku Explainer's)
//   variant     a variant puzzle's text and what draws it (the API's
//               "variant": {text, givens, regions, constraints}), or null
//   entry       the player is typing a puzzle's givens
//   time        milliseconds of play so far (the clock, clock.js)
//   undo, redo  snapshots of {digits, notes, corners, colours, givens, auto};
//               the last SAVED_UNDO of each are saved with the game

import { bit, line, parseLine } from "./grid.js";
import { candidatesWith } from "./varcands.js";
import { conflictsOf } from "./varrules.js";

const STORE = "nanpure.game", MAX_UNDO = 1000, SAVED_UNDO = 200;

export function newGame(br, bc, givens) {
  const cells = br * bc * br * bc;
  givens = givens || new Array(cells).fill(0);
  return {
    br, bc, givens: givens.slice(), digits: givens.slice(), notes: new Array(cells).fill(0),
    corners: new Array(cells).fill(0), colours: new Array(cells).fill(0), auto: false,
    solution: null, status: "", rating: null, level: "", scale: "", variant: null, entry: false, undo: [], redo: [],
    time: 0,
  };
}

export const boxText = (G) => G.br + "x" + G.bc;
// puzzleText is the puzzle as the engine reads it: a variant's text, or
// the givens on one line.
export const puzzleText = (G) => (G.variant ? G.variant.text : line(G.givens));
const filled = (G) => G.digits.every((d) => d);
export function solved(G, geo) {
  if (!filled(G)) return false;
  // Without a solution to compare with, a full grid is solved when it
  // breaks no rule: its houses', and a variant's.
  return G.solution ? G.digits.every((d, i) => d === G.solution[i]) : conflictsOf(geo, G.variant, G.digits).size === 0;
}

const LAYERS = ["digits", "notes", "corners", "colours", "givens"];
function snapshot(G) {
  const s = { auto: G.auto };
  for (const k of LAYERS) s[k] = G[k].slice();
  return s;
}
function restore(G, s) { for (const k of LAYERS) G[k] = s[k]; G.auto = s.auto; }
const same = (G, s) => G.auto === s.auto && LAYERS.every((k) => G[k].every((v, i) => v === s[k][i]));

// change makes f's changes on a copy of G's layers and keeps them, as one
// undo step, when there are any.
function change(G, f) {
  const s = snapshot(G);
  f(s);
  if (same(G, s)) return false;
  record(G); restore(G, s);
  return true;
}

// addTime counts ms of play, while the game is played: not while a
// puzzle is typed in, nor once it is solved (the clock stops there).
export function addTime(G, geo, ms) {
  if (G.entry || !(ms > 0) || solved(G, geo)) return false;
  G.time += ms;
  return true;
}
// untouched reports whether the player has done nothing on G yet: no
// move to undo, no digit, mark, colour or typed given.
export function untouched(G) {
  if (G.undo.length || ["notes", "corners", "colours"].some((k) => G[k].some((m) => m))) return false;
  return G.entry ? !G.givens.some((d) => d) : !G.digits.some((d, i) => d && !G.givens[i]);
}
// inProgress reports whether replacing G would lose the player's work.
export const inProgress = (G, geo) => !!G && !untouched(G) && (G.entry || !solved(G, geo));

// record keeps the state before a change, for undo.
function record(G) {
  G.undo.push(snapshot(G));
  if (G.undo.length > MAX_UNDO) G.undo.shift();
  G.redo = [];
}
export function undo(G) {
  if (!G.undo.length) return false;
  G.redo.push(snapshot(G)); restore(G, G.undo.pop());
  return true;
}
export function redo(G) {
  if (!G.redo.length) return false;
  G.undo.push(snapshot(G)); restore(G, G.redo.pop());
  return true;
}

// putDigit writes digit d (0: erase) in cell c of layers s, taking d out
// of the centre and corner marks of its peers; a digit hides the cell's
// marks, not its colours.
function putDigit(s, geo, c, d) {
  s.digits[c] = d;
  s.notes[c] = 0; s.corners[c] = 0;
  if (d) for (const p of geo.peers[c]) { s.notes[p] &= ~bit(d); s.corners[p] &= ~bit(d); }
}

// place writes digit d (0: erase) in cell c. While a puzzle is typed in,
// it writes a given.
export function place(G, geo, c, d) {
  if (G.entry) {
    record(G); G.givens[c] = d; G.digits[c] = d;
    return true;
  }
  if (G.givens[c]) return false;
  if (d === G.digits[c] && (d || !G.notes[c])) return false;
  return change(G, (s) => putDigit(s, geo, c, d));
}
// The layer of each kind of mark.
const LAYER = { centre: "notes", corner: "corners", colour: "colours" };

// shownNotes are the centre marks the page shows: the player's, or the
// candidates of the digits (under a variant's rules, its limits among
// them: varcands.js) where the candidates layer is on and the player has
// none.
export function shownNotes(G, geo) {
  if (!G.auto) return G.notes;
  const cands = candidatesWith(geo, G.variant, G.digits);
  return G.notes.map((m, c) => m || cands[c]);
}

// mark is a key typed on the cells selected, as one undo step: in mode
// "digit" it places d (0 erases: digits, else marks, else colours); in
// "centre" or "corner" it toggles the mark d, in "colour" the colour d,
// (0 clears them). A mark is toggled off where every cell has it, on
// everywhere else. Centre marks start from the shown ones (shownNotes),
// so that the candidates layer is edited where it is seen.
export function mark(G, geo, cells, mode, d) {
  if (G.entry) return false;
  const open = cells.filter((c) => !G.givens[c]);
  if (mode === "digit") {
    return change(G, (s) => {
      if (d) { for (const c of open) putDigit(s, geo, c, d); return; }
      const placed = open.filter((c) => s.digits[c]);
      if (placed.length) for (const c of placed) putDigit(s, geo, c, 0);
      else if (cells.some((c) => !s.digits[c] && (s.notes[c] || s.corners[c]))) for (const c of cells) { s.notes[c] = 0; s.corners[c] = 0; }
      else for (const c of cells) s.colours[c] = 0;
    });
  }
  const layer = LAYER[mode];
  if (!layer) return false;
  // Marks go in empty cells; colours in any.
  const where = layer === "colours" ? cells : open.filter((c) => !G.digits[c]);
  const base = layer === "notes" && G.auto ? shownNotes(G, geo) : G[layer];
  return change(G, (s) => {
    if (!d) { for (const c of where) s[layer][c] = 0; return; }
    const off = where.every((c) => base[c] & bit(d));
    for (const c of where) s[layer][c] = off ? base[c] & ~bit(d) : base[c] | bit(d);
  });
}

// toggleCandidates shows or hides the candidates layer; the player's
// marks are never touched.
export function toggleCandidates(G) {
  if (G.entry) return false;
  return change(G, (s) => { s.auto = !s.auto; });
}

// setBoard takes a board {digits, cands} (after a hint or from the solving
// path). The centre marks of the cells listed in marked take the board's
// candidates; the others keep the player's, cleared where a digit was
// placed.
export function setBoard(G, geo, b, marked) {
  return change(G, (s) => {
    b.digits.forEach((d, c) => { if (d !== s.digits[c]) putDigit(s, geo, c, d); });
    for (const c of marked) s.notes[c] = b.digits[c] ? 0 : b.cands[c];
  });
}

// packed and unpacked write a snapshot for storage and read it back
// (null for one that does not fit the grid).
const packed = (s) => ({ g: line(s.givens), d: line(s.digits), n: s.notes, k: s.corners, c: s.colours, a: s.auto ? 1 : 0 });
function unpacked(p, n) {
  const cells = n * n, masks = (a) => (Array.isArray(a) && a.length === cells ? a.map(Number) : null);
  if (!p || typeof p.g !== "string" || typeof p.d !== "string" || p.g.length !== cells || p.d.length !== cells) return null;
  const s = { givens: parseLine(p.g, n), digits: parseLine(p.d, n), notes: masks(p.n), corners: masks(p.k), colours: masks(p.c), auto: !!p.a };
  return s.notes && s.corners && s.colours ? s : null;
}

// save keeps the game with the last SAVED_UNDO steps of its history; when
// the storage is full, with fewer.
export function save(G, storage = localStorage) {
  if (!G) return;
  const s = {
    box: boxText(G), givens: line(G.givens), digits: line(G.digits), notes: G.notes, corners: G.corners, colours: G.colours, auto: G.auto,
    solution: G.solution ? line(G.solution) : "", status: G.status, rating: G.rating, level: G.level, scale: G.scale, entry: G.entry,
    variant: G.variant,
  };
  s.time = Math.round(G.time);
  for (let keep = SAVED_UNDO; ; keep = Math.floor(keep / 2)) {
    const last = (h) => (keep ? h.slice(-keep).map(packed) : []);
    s.undo = last(G.undo); s.redo = last(G.redo);
    try { storage.setItem(STORE, JSON.stringify(s)); return; } catch (e) { if (!keep) return; /* storage off */ }
  }
}

// load returns the saved game, or null.
export function load(storage = localStorage) {
  let s;
  try { s = JSON.parse(storage.getItem(STORE) || "null"); } catch (e) { return null; }
  if (!s || !s.box || !s.givens) return null;
  const [br, bc] = s.box.split("x").map(Number), n = br * bc;
  if (!(n >= 4 && n <= 16) || s.givens.length !== n * n) return null;
  const G = newGame(br, bc, parseLine(s.givens, n));
  G.digits = parseLine(s.digits, n);
  for (const k of ["notes", "corners", "colours"]) if (Array.isArray(s[k]) && s[k].length === G[k].length) G[k] = s[k].map(Number);
  G.auto = !!s.auto;
  G.undo = (s.undo || []).map((p) => unpacked(p, n)).filter(Boolean);
  G.redo = (s.redo || []).map((p) => unpacked(p, n)).filter(Boolean);
  G.status = s.status || "";
  G.solution = s.solution ? parseLine(s.solution, n) : null;
  G.rating = s.rating ?? null; G.level = s.level || ""; G.scale = s.scale === "hodoku" ? "hodoku" : ""; G.entry = !!s.entry;
  G.variant = s.variant && typeof s.variant.text === "string" && Array.isArray(s.variant.constraints) ? s.variant : null;
  G.time = Math.max(0, Number(s.time) || 0);
  return G;
}
