// Mistakes: the cells that Check marks, a pure function of the game G
// (state.js). The view marks the cells the controller puts in ui.wrong.

import { bit } from "./grid.js";

// mistakes returns the player's digits that differ from the solution
// and, with marks, the empty cells whose centre marks (G.notes) leave
// out their answer. A game without a solution has none.
export function mistakes(G, marks) {
  const digits = [], notes = [];
  if (!G.solution) return { digits, notes };
  G.digits.forEach((d, i) => {
    if (G.givens[i]) return;
    if (d) { if (d !== G.solution[i]) digits.push(i); } else if (marks && G.notes[i] && !(G.notes[i] & bit(G.solution[i]))) notes.push(i);
  });
  return { digits, notes };
}
