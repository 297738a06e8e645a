// Outlines of sets of cells, as pure geometry in cell units (as draw.js:
// cell (r, c) spans [c, c+1] x [r, r+1]): a killer cage's outline, drawn
// inside its cells so that two cages side by side stay apart, and the
// borders between a jigsaw's regions.

const round = (v) => Math.round(v * 1000) / 1000;

// The four sides of a cell, each as the step to the neighbour beyond it
// (dr, dc) and the step along the side (ar, ac), clockwise.
const SIDES = [
  { dr: -1, dc: 0, ar: 0, ac: 1 }, // top, left to right
  { dr: 0, dc: 1, ar: 1, ac: 0 }, // right, top to bottom
  { dr: 1, dc: 0, ar: 0, ac: -1 }, // bottom, right to left
  { dr: 0, dc: -1, ar: -1, ac: 0 }, // left, bottom to top
];

// cageOutline returns the SVG path of the outline of cells (indexes of an
// n x n grid), inset by d: a segment along each side of a cell whose
// neighbour is not in the set. A segment's end stops short by d at an
// outer corner, runs to the cell's edge where the outline goes straight
// on into the next cell, and goes on by d past it at an inner corner, to
// meet the segment of the cell round that corner.
export function cageOutline(n, cells, d) {
  const inSet = new Set(cells);
  const has = (r, c) => r >= 0 && c >= 0 && r < n && c < n && inSet.has(r * n + c);
  let path = "";
  for (const cell of cells) {
    const r = Math.floor(cell / n), c = cell % n;
    for (const s of SIDES) {
      if (has(r + s.dr, c + s.dc)) continue;
      // The side's line, inset by d, from its start corner to its end corner.
      const cx = c + 0.5, cy = r + 0.5;
      const mx = cx + s.dc * (0.5 - d), my = cy + s.dr * (0.5 - d);
      const end = (sign) => {
        const nr = r + sign * s.ar, nc = c + sign * s.ac; // the neighbour along the side
        let reach = 0.5 - d;
        if (has(nr, nc)) reach = has(nr + s.dr, nc + s.dc) ? 0.5 + d : 0.5;
        return { x: mx + sign * s.ac * reach, y: my + sign * s.ar * reach };
      };
      const a = end(-1), b = end(1);
      path += `M${round(a.x)} ${round(a.y)}L${round(b.x)} ${round(b.y)}`;
    }
  }
  return path;
}

// regionBorders returns the SVG path of the borders between cells of
// different regions (regionOf[cell]: the region's number) of an n x n
// grid, each border between two cells once; the grid's edge is left to
// the board's own border.
export function regionBorders(n, regionOf) {
  let path = "";
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const k = regionOf[r * n + c];
      if (c + 1 < n && regionOf[r * n + c + 1] !== k) path += `M${c + 1} ${r}V${r + 1}`;
      if (r + 1 < n && regionOf[(r + 1) * n + c] !== k) path += `M${c} ${r + 1}H${c + 1}`;
    }
  }
  return path;
}
