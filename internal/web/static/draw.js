// Board drawing as pure geometry: where a candidate sits on the board and
// the path of an arrow between two candidates. Coordinates are in cells:
// the board is n x n units, cell (r, c) spans [c, c+1] x [r, r+1], so that
// an SVG with viewBox "0 0 n n" laid over the cells draws on them whatever
// the board's size in pixels. Candidates are laid out as the pencil marks
// are: a cell of a br x bc grid holds br rows of bc candidates.

import { cellIndex } from "./grid.js";

// candidatePoint is the centre of digit d's pencil mark in cell c.
export function candidatePoint(geo, c, d) {
  const r = Math.floor(c / geo.n), k = c % geo.n, i = d - 1;
  return { x: k + ((i % geo.bc) + 0.5) / geo.bc, y: r + (Math.floor(i / geo.bc) + 0.5) / geo.br };
}

// markRadius is the radius around a pencil mark that arrows keep out of.
export const markRadius = (geo) => 0.42 / Math.max(geo.br, geo.bc);

const round = (v) => Math.round(v * 1000) / 1000;

// arrowPath returns the SVG path of an arrow from candidate (c1, d1) to
// (c2, d2): a quadratic curve bent to the left of its direction (so that
// two arrows between the same marks, one each way, stay apart and a
// straight line through other marks is avoided), starting and ending
// markRadius away from the marks' centres. It returns "" for a mark to
// itself.
export function arrowPath(geo, c1, d1, c2, d2) {
  const p = candidatePoint(geo, c1, d1), q = candidatePoint(geo, c2, d2);
  const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy);
  if (len === 0) return "";
  const ux = dx / len, uy = dy / len;
  const bend = Math.min(0.35, 0.15 * len);
  const mx = (p.x + q.x) / 2 + uy * bend, my = (p.y + q.y) / 2 - ux * bend;
  // Leave each mark along the line to the control point.
  const r = markRadius(geo);
  const a = toward(p, mx, my, r), b = toward(q, mx, my, r);
  return `M${round(a.x)} ${round(a.y)}Q${round(mx)} ${round(my)} ${round(b.x)} ${round(b.y)}`;
}

// toward is the point at distance r from p toward (x, y).
function toward(p, x, y, r) {
  const dx = x - p.x, dy = y - p.y, len = Math.hypot(dx, dy) || 1;
  return { x: p.x + (dx / len) * r, y: p.y + (dy / len) * r };
}

// arrowShapes turns the arrows of chains.js (cells by name) into what the
// view draws: {d, strong}. An arrow from or to a group node (cells) joins
// the group's mark nearest the other end.
export function arrowShapes(geo, arrows) {
  const out = [];
  for (const a of arrows) {
    const to = nearestCell(geo, a.to, cellIndex(geo, a.from.cell), a.from.digit);
    const from = nearestCell(geo, a.from, to, a.to.digit);
    const d = arrowPath(geo, from, a.from.digit, to, a.to.digit);
    if (d) out.push({ d, strong: a.strong });
  }
  return out;
}

// nearestCell is the cell of an arrow's end (of a group's cells, the one
// whose mark of its digit is nearest candidate (c, d)).
function nearestCell(geo, end, c, d) {
  const cells = (end.cells || [end.cell]).map((n) => cellIndex(geo, n));
  const q = candidatePoint(geo, c, d);
  let best = cells[0], bestLen = Infinity;
  for (const k of cells) {
    const p = candidatePoint(geo, k, end.digit);
    const len = Math.hypot(p.x - q.x, p.y - q.y);
    if (len < bestLen) { best = k; bestLen = len; }
  }
  return best;
}
