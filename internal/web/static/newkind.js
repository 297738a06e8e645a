// The kinds of puzzle the New dialog makes, and what each allows: a
// classic puzzle, or a variant of the generator's kinds
// (generate.VariantKinds, answered by /api/generate's "variant"). A
// variant makes its own givens, as few as its uniqueness needs, so no
// symmetry applies; the generator makes variants up to 9x9, rates them up
// to diabolical (beyond, a path needs a guess), and no 4x4 grid keeps the
// anti-king rule. The dialog disables what a kind does not allow rather
// than let the engine refuse it.

import { maskOf } from "./grid.js";

export const KINDS = ["classic", "killer", "jigsaw", "x", "windoku", "anti-knight", "anti-king", "kropki", "thermo", "arrow",
  "renban", "whisper", "modular", "sum-line", "zipper", "double-arrow", "quadruple", "min-max", "rellik", "counting-circles", "lunchbox"];

const isVariant = (kind) => kind !== "classic";

// sizeAllowed says whether kind is made on boxes of r rows and c columns.
export function sizeAllowed(kind, [r, c]) {
  if (!isVariant(kind)) return true;
  return r * c <= 9 && !(kind === "anti-king" && r * c === 4);
}
// HODOKU is the prefix of the levels of HoDoKu's scale ("hodoku-unfair"):
// a classic puzzle may be asked for by HoDoKu 2.2.4's levels instead of
// Sudoku Explainer's; a variant is rated on its own scale only.
export const HODOKU = "hodoku-";

// LEVELS are the dialog's levels, easiest first: any, Sudoku Explainer's
// (rate.Level), then HoDoKu's.
export const LEVELS = ["any", "easy", "medium", "hard", "diabolical", "extreme",
  ...["easy", "medium", "hard", "unfair", "extreme"].map((l) => HODOKU + l)];

// levelAllowed says whether kind is made at level ("any", "easy" ...,
// "hodoku-easy" ...).
export const levelAllowed = (kind, level) => !isVariant(kind) || (level !== "extreme" && !level.startsWith(HODOKU));
// symmetryAllowed says whether a symmetry of the givens applies to kind.
export const symmetryAllowed = (kind) => !isVariant(kind);

// nearest is the value of values allowed (ok) nearest to v in the list's
// order (sizes by their digits, levels by difficulty), the earlier of two
// as near; v itself when it is allowed.
export function nearest(values, v, ok) {
  const at = values.indexOf(v);
  if (at < 0 || ok(values[at])) return v;
  for (let d = 1; d < values.length; d++) {
    for (const i of [at - d, at + d]) if (i >= 0 && i < values.length && ok(values[i])) return values[i];
  }
  return v;
}

// generateBody is the request of /api/generate for the dialog's choice
// {kind, size: "3x3", level, symmetry, practice}; levels go by their
// English names, HoDoKu's with "scale": "hodoku". A technique to practise
// (a classic puzzle) takes the place of the level: the puzzle's hardest
// step is of that technique, and the answer gives the position before the
// first, on the path of the page's hints (natural).
export function generateBody({ kind, size, level, symmetry, practice }) {
  const body = { box: size };
  if (isVariant(kind)) body.variant = kind; else body.symmetry = symmetry;
  if (practice && !isVariant(kind)) {
    Object.assign(body, { technique: practice, practice: true, scale: "natural" });
  } else if (level && level.startsWith(HODOKU)) {
    body.scale = "hodoku";
    body.level = level.slice(HODOKU.length);
  } else if (level && level !== "any") body.level = level;
  return body;
}

// PRACTISE are the techniques the dialog offers to practise: those of the
// page's hints (the natural scale) for which "generate --technique KEY
// --practice --scale natural --seed 1" made its puzzle within 4 s of CPU
// (2026-11-29, 46 of 78 below 7.6). The others are seldom or never the
// hardest step of a natural path (the path finds a skyscraper as a turbot
// fish, most chains as forcing chains), or need forcing chains, whose
// puzzles take minutes to make.
export const PRACTISE = new Set(["full-house", "hidden-single", "naked-single", "pointing", "claiming", "locked-pair",
  "locked-triple", "naked-pair", "x-wing", "hidden-pair", "finned-x-wing", "sashimi-x-wing", "naked-triple", "swordfish",
  "hidden-triple", "remote-pair", "two-string-kite", "turbot-fish", "empty-rectangle", "finned-swordfish",
  "sashimi-swordfish", "xy-wing", "xyz-wing", "w-wing", "simple-coloring", "simple-coloring-wrap", "multi-colors-1",
  "unique-rectangle-1", "unique-rectangle-2", "unique-rectangle-3", "unique-rectangle-4", "unique-rectangle-6",
  "hidden-rectangle", "naked-quad", "sue-de-coq", "three-strong-links", "wxyz-wing", "als-xz", "als-xz-doubly-linked",
  "bug-1", "als-xy-wing", "xy-cycle", "forcing-chain", "als-xy-chain", "grouped-discontinuous-nice-loop",
  "death-blossom"]);

// practiceProgress is the progress of a game (link.js's applyProgress)
// from a practice answer of /api/generate: its position's digits, and its
// candidates as centre marks, so that the player sees the pencil marks the
// solving path had.
export function practiceProgress(rec, n) {
  const notes = [];
  (rec.candidates || []).forEach((c, i) => { const m = maskOf({ n }, c); if (m) notes.push([i, m]); });
  return { digits: rec.position || "", notes, corners: [], colours: [], auto: false };
}
