// Moving the selected cell: pure functions of the grid's size n (cells
// 0 .. n*n-1, row by row).
//
// Arrows read the grid as a page: past the end of a row the next row's
// start, past the foot of a column the next column's head, and back the
// same way; the first and last cells are ends (nothing wraps within a
// row or column, where the cursor would seem to jump back).

// moveCell is the cell one step from c by (dr, dc), one of them 0.
export function moveCell(n, c, dr, dc) {
  const last = n * n - 1;
  if (dc) return Math.max(0, Math.min(last, c + dc));
  // Down a column: the index in column order, and back.
  const r = Math.floor(c / n), k = c % n;
  const j = Math.max(0, Math.min(last, k * n + r + dr));
  return (j % n) * n + Math.floor(j / n);
}
