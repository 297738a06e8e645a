// The game's state as plain data, and the changes a player makes to it.
// Every function here takes the game G and returns whether it changed it;
// the caller saves and redraws.
//
// G (saved in localStorage after every change):
//   br, bc      box rows and columns; n = br*bc digits, n*n cells, row by row
//   givens[i]   the puzzle's digit of cell i, 0 for empty
//   digits[i]   the digit shown in cell i (givens and the player's)
//   notes[i]    the player's pencil marks of cell i: bit d-1 for digit d
//   solution    digits of the unique solution, or null
//   status, rating, level   what the server said of the puzzle
//   entry       the player is typing a puzzle's givens
//   time        milliseconds of play so far (the clock, clock.js)
//   undo, redo  snapshots of {digits, notes, givens} (not saved)

import { bit, candidatesOf, conflicts, line, parseLine } from "./grid.js";

const STORE = "nanpure.game", MAX_UNDO = 1000;

export function newGame(br, bc, givens) {
  const cells = br * bc * br * bc;
  givens = givens || new Array(cells).fill(0);
  return {
    br, bc, givens: givens.slice(), digits: givens.slice(), notes: new Array(cells).fill(0),
    solution: null, status: "", rating: null, level: "", entry: false, undo: [], redo: [],
    time: 0,
  };
}

export const boxText = (G) => G.br + "x" + G.bc;
export const filled = (G) => G.digits.every((d) => d);
export function solved(G, geo) {
  if (!filled(G)) return false;
  return G.solution ? G.digits.every((d, i) => d === G.solution[i]) : conflicts(geo, G.digits).size === 0;
}

// addTime counts ms of play, while the game is played: not while a
// puzzle is typed in, nor once it is solved (the clock stops there).
export function addTime(G, geo, ms) {
  if (G.entry || !(ms > 0) || solved(G, geo)) return false;
  G.time += ms;
  return true;
}
// untouched reports whether the player has done nothing on G yet: no
// move to undo, no digit, note or typed given.
export function untouched(G) {
  if (G.undo.length || G.notes.some((m) => m)) return false;
  return G.entry ? !G.givens.some((d) => d) : !G.digits.some((d, i) => d && !G.givens[i]);
}
// inProgress reports whether replacing G would lose the player's work.
export const inProgress = (G, geo) => !!G && !untouched(G) && (G.entry || !solved(G, geo));

const snapshot = (G) => ({ digits: G.digits.slice(), notes: G.notes.slice(), givens: G.givens.slice() });
function restore(G, s) { G.digits = s.digits; G.notes = s.notes; G.givens = s.givens; }

// record keeps the state before a change, for undo.
export function record(G) {
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

// place writes digit d (0: erase) in cell c, taking d out of the notes of
// its peers. While a puzzle is typed in, it writes a given.
export function place(G, geo, c, d) {
  if (G.entry) {
    record(G); G.givens[c] = d; G.digits[c] = d;
    return true;
  }
  if (G.givens[c]) return false;
  if (d === G.digits[c] && (d || !G.notes[c])) return false;
  record(G);
  G.digits[c] = d;
  G.notes[c] = 0;
  if (d) for (const p of geo.peers[c]) G.notes[p] &= ~bit(d);
  return true;
}
export function toggleNote(G, c, d) {
  if (G.entry || G.digits[c]) return false;
  record(G); G.notes[c] ^= bit(d);
  return true;
}
// fillCandidates writes every candidate in as notes.
export function fillCandidates(G, geo) {
  if (G.entry) return false;
  record(G); G.notes = candidatesOf(geo, G.digits);
  return true;
}
// setBoard takes a board {digits, cands} (after a hint or from the solving
// path); keepNotes false keeps the player's notes, only cleared where a
// digit was placed.
export function setBoard(G, geo, b, keepNotes) {
  record(G);
  const before = G.digits;
  G.digits = b.digits.slice();
  if (!keepNotes) {
    G.notes = b.cands.map((m, i) => (b.digits[i] ? 0 : m));
    return true;
  }
  G.digits.forEach((d, c) => {
    if (!d || before[c]) return;
    G.notes[c] = 0;
    for (const q of geo.peers[c]) G.notes[q] &= ~bit(d);
  });
  return true;
}

export function save(G, storage = localStorage) {
  if (!G) return;
  const s = {
    box: boxText(G), givens: line(G.givens), digits: line(G.digits), notes: G.notes,
    solution: G.solution ? line(G.solution) : "", status: G.status, rating: G.rating, level: G.level, entry: G.entry,
  };
  s.time = Math.round(G.time);
  try { storage.setItem(STORE, JSON.stringify(s)); } catch (e) { /* storage full or off */ }
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
  if (Array.isArray(s.notes) && s.notes.length === G.notes.length) G.notes = s.notes.map(Number);
  G.status = s.status || "";
  G.solution = s.solution ? parseLine(s.solution, n) : null;
  G.rating = s.rating ?? null; G.level = s.level || ""; G.entry = !!s.entry;
  G.time = Math.max(0, Number(s.time) || 0);
  return G;
}
