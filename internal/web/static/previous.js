// Games replaced by another (New, Enter, a pasted puzzle, a link) are
// kept, so that replacing a game never loses it: one Undo in the new
// game, before any move of its own, brings the last one back. They are
// kept in the game's own saved form (state.js), beside it in storage, so
// that a reload keeps them too.

import { boxText, load, puzzleText, save } from "./state.js";

const STORE = "nanpure.previous", MAX = 3;

// The puzzle of a game, by which a kept game knows what replaced it (a
// variant's by its text: two killers may have the same givens, none).
const puzzleOf = (G) => boxText(G) + " " + puzzleText(G);

function stack(storage) {
  try {
    const a = JSON.parse(storage.getItem(STORE) || "[]");
    return Array.isArray(a) ? a : [];
  } catch (e) { return []; }
}
function put(storage, a) {
  try { storage.setItem(STORE, JSON.stringify(a)); } catch (e) { /* storage full or off */ }
}

// keepGame keeps G, replaced by the game by.
export function keepGame(G, by, storage = localStorage) {
  let text = "";
  save(G, { setItem: (k, v) => { text = v; } });
  put(storage, [...stack(storage), { by: puzzleOf(by), game: text }].slice(-MAX));
}

// keptFor reports whether the last game kept was replaced by G's puzzle.
export function keptFor(G, storage = localStorage) {
  const a = stack(storage);
  return a.length > 0 && a[a.length - 1].by === puzzleOf(G);
}

// takeGame takes the last game kept back, if G's puzzle replaced it, and
// returns it; else null.
export function takeGame(G, storage = localStorage) {
  if (!keptFor(G, storage)) return null;
  const a = stack(storage), top = a.pop();
  put(storage, a);
  return load({ getItem: () => top.game });
}
