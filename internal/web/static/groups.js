// The sets of a step, as the board draws them: the almost locked sets of
// ALS-XZ, ALS-XY-Wing, ALS chains and the WXYZ- to TUVWXYZ-wings, the
// colours of Multi-Colors, the two kites of a dual, the ends of strong
// links. The API's step holds them in groups (arrays of cell names,
// human.StepJSON); each set is drawn in a colour of its own and named by a
// letter, A, B, C ..., as the explanations name them.
//
// The colours are a palette of PALETTE (style.css --g0 ... --g5, Okabe
// and Ito's colour-blind-safe colours, lighter in dark mode); the letter
// is there too, on the board and in the legend, so that no one needs to
// tell the colours apart.

import { bit, cellIndex } from "./grid.js";
import { t } from "./i18n.js";

export const PALETTE = 6;

// groupLetter is the name of set i: A ... Z, then A2, B2 ...
export const groupLetter = (i) => String.fromCharCode(65 + (i % 26)) + (i >= 26 ? Math.floor(i / 26) + 1 : "");

// groupDigits returns the digits of set i of a step: the step's
// groupDigits, as the API gives them (human.StepJSON). A step without
// them (from an older server, or a technique that sets none) has them
// worked out from the board the step was found on (cands:
// masks by cell): the step's digit when the pattern is about one digit
// (colours, strong links); every candidate of the set's cells when they
// are an almost locked set (n cells, n+1 candidates: the sets of the ALS
// techniques and wings, a wing's bivalue cell); else the step's digits
// that every cell of the set holds, or failing that any (the two kites of
// a dual of two digits; a kite whose cells all hold both digits shows
// both, as only the API's groupDigits can tell them apart).
export function groupDigits(geo, step, i, cands) {
  const given = step.groupDigits && step.groupDigits[i];
  if (given) return given.slice();
  const digits = step.digits || [];
  if (digits.length === 1) return digits.slice();
  let any = 0, every = -1, n = 0;
  for (const name of step.groups[i]) {
    const c = cellIndex(geo, name);
    if (c < 0) continue;
    any |= cands[c] || 0; every &= cands[c] || 0; n++;
  }
  const of = (m) => { const out = []; for (let d = 1; d <= geo.n; d++) if (m & bit(d)) out.push(d); return out; };
  if (of(any).length === n + 1) return of(any);
  const mine = of(every).filter((d) => digits.includes(d));
  return mine.length ? mine : of(any).filter((d) => digits.includes(d));
}

// groupsOf returns the sets of a step: {letter, color, cells (names),
// digits}, in the step's order.
export function groupsOf(geo, step, cands) {
  return (step.groups || []).map((cells, i) => ({
    letter: groupLetter(i), color: i % PALETTE, cells: cells.slice(), digits: groupDigits(geo, step, i, cands),
  }));
}

// groupMarks returns what the board shows of the sets: the classes of
// cells (outlined in their set's colour) and of candidates (the set's
// digits in its cells, tinted in its colour), candidates keyed
// cell*64+digit as view.js keys them, and the letters of each cell's sets.
// A candidate of two sets takes the first set's colour; a cell of two sets
// shows both letters.
export function groupMarks(geo, groups, cands) {
  const cell = new Map(), cand = new Map(), letters = new Map();
  groups.forEach((g) => {
    for (const n of g.cells) {
      const c = cellIndex(geo, n);
      if (c < 0) continue;
      cell.set(c, (cell.get(c) || "") + " h-group g" + g.color);
      letters.set(c, (letters.get(c) || "") + g.letter);
      for (const d of g.digits) {
        const k = c * 64 + d;
        if ((cands[c] & bit(d)) && !cand.has(k)) cand.set(k, "c-group g" + g.color);
      }
    }
  });
  return { cell, cand, letters };
}

// groupText says a set in words, for the legend and screen readers: "set
// A: r1c4, r1c6, r2c5 (1 3 5 8)", in Japanese "セットA：r1c4, r1c6,
// r2c5（1・3・5・8）" as the explanations write digits; the sets of
// Multi-Colors are colours.
export function groupText(lang, step, g) {
  const word = /^multi-colors/.test(step.key || "") ? "groupColor" : "groupSet";
  return t(lang, word, { letter: g.letter, cells: g.cells.join(", "), digits: g.digits.join(t(lang, "groupDigitSep")) });
}
