// A variant puzzle's constraints as shapes to draw, pure geometry in cell
// units (as draw.js: cell (r, c) spans [c, c+1] x [r, r+1]) from the
// "variant" of the API's answers ({givens, regions, constraints: [{kind,
// value, cells, bulb, digits}]}). A shape is {tag, cls, attrs, text}: an SVG
// element, its class (style.css colours it, for both themes) and its
// attributes. Rules of the whole grid have no shape: rulesOf names them.

import { cellIndex } from "./grid.js";
import { cageOutline, regionBorders } from "./outline.js";
import { setsOf } from "./varrules.js";

const round = (v) => Math.round(v * 1000) / 1000;
const LINES = {
  Whisper: "v-whisper", Renban: "v-renban", Palindrome: "v-palindrome", Between: "v-between",
  Entropic: "v-entropic", Modular: "v-modular", Zipper: "v-zipper", RegionSumLine: "v-regionsum",
};
const REGIONS = ["Windoku", "ExtraRegion"];
// The kinds with no cells to draw on, named in words (rulesOf) instead.
const RULES = ["AntiKnight", "AntiKing", "AntiConsecutive", "AntiTaxicab", "GlobalEntropy", "GlobalMod", "DutchFlatmates", "NegativeWhite", "NegativeBlack", "NegativeXV", "DisjointSets"];

// centre is the centre of cell c.
const centre = (geo, c) => ({ x: (c % geo.n) + 0.5, y: Math.floor(c / geo.n) + 0.5 });
const pts = (ps) => ps.map((p) => round(p.x) + " " + round(p.y)).join(" ");
const pathOf = (ps) => "M" + ps.map((p) => round(p.x) + " " + round(p.y)).join("L");
const shape = (tag, cls, attrs, text) => ({ tag, cls, attrs, text });

// variantShapes returns the shapes of variant v on a grid of geo.
export function variantShapes(geo, v) {
  if (!v) return [];
  const out = [];
  if (v.regions) {
    const regionOf = new Array(geo.n * geo.n).fill(-1);
    v.regions.forEach((cells, i) => { for (const n of cells) regionOf[cellIndex(geo, n)] = i; });
    out.push(shape("path", "v-jigsaw", { d: regionBorders(geo.n, regionOf) }));
  }
  for (const k of v.constraints || []) {
    const cells = (k.cells || []).map((n) => cellIndex(geo, n));
    if (!cells.length || cells.some((c) => c < 0 || c >= geo.n * geo.n) || RULES.includes(k.kind)) continue;
    const ps = cells.map((c) => centre(geo, c));
    out.push(...(drawers[k.kind] || drawLine(LINES[k.kind]))(geo, k, cells, ps));
  }
  return spreadLabels(out);
}

// spreadLabels moves a corner label (a sum, "≡") that would sit on one
// drawn before it in the same corner to its right: a cage's sum and a
// sum line's on one cell both read.
function spreadLabels(shapes) {
  const used = new Map(); // "x,y" -> where the next label there may start
  for (const s of shapes) {
    if (s.tag !== "text" || s.cls !== "v-sum") continue;
    const key = s.attrs.x + "," + s.attrs.y, x = used.get(key);
    if (x !== undefined) s.attrs = { ...s.attrs, x: round(x) };
    used.set(key, (x ?? s.attrs.x) + 0.13 * String(s.text).length + 0.06);
  }
  return shapes;
}

// rulesOf lists the kinds of v's rules of the whole grid, once each.
export function rulesOf(v) {
  return [...new Set(((v && v.constraints) || []).map((k) => k.kind).filter((k) => RULES.includes(k)))];
}

// drawLine draws a line through the cells' centres (of class cls; none:
// a kind the page cannot draw yet).
const drawLine = (cls) => (geo, k, cells, ps) => (cls ? [shape("polyline", cls, { points: pts(ps) })] : []);

// between is the point between two cells' centres, and the unit step
// from the first to the second.
function between(p, q) {
  const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy) || 1;
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, ux: dx / len, uy: dy / len };
}

// cageWith is a cage's dashed outline with text (its sum, or none) in its
// first cell's top-left corner.
function cageWith(geo, cells, text) {
  const out = [shape("path", "v-cage", { d: cageOutline(geo.n, cells, 0.08) })];
  if (text) {
    const p = centre(geo, Math.min(...cells));
    out.push(shape("text", "v-sum", { x: round(p.x - 0.44), y: round(p.y - 0.27) }, text));
  }
  return out;
}

const drawers = {
  // A cage: its dashed outline, the sum in its first cell's top-left corner.
  Cage: (geo, k, cells) => cageWith(geo, cells, k.value ? String(k.value) : ""),
  // A thermometer: a bulb, and a thick line up to its tip.
  Thermo: (geo, k, cells, ps) => [
    shape("polyline", "v-thermo", { points: pts(ps) }),
    shape("circle", "v-bulb", { cx: round(ps[0].x), cy: round(ps[0].y), r: 0.36 }),
  ],
  // A slow thermometer: a thermometer whose line is hollow.
  SlowThermo: (geo, k, cells, ps) => [
    ...drawers.Thermo(geo, k, cells, ps),
    shape("polyline", "v-slow", { points: pts(ps) }),
  ],
  Arrow: drawArrow,
  WhiteDot: (geo, k, cells, ps) => dot("v-white", ps, k.value),
  BlackDot: (geo, k, cells, ps) => dot("v-black", ps, k.value),
  X: (geo, k, cells, ps) => mark(ps, "X"),
  V: (geo, k, cells, ps) => mark(ps, "V"),
  Odd: (geo, k, cells, ps) => ps.map((p) => shape("circle", "v-parity", { cx: round(p.x), cy: round(p.y), r: 0.38 })),
  Even: (geo, k, cells, ps) => ps.map((p) => shape("rect", "v-parity", { x: round(p.x - 0.38), y: round(p.y - 0.38), width: 0.76, height: 0.76 })),
  // A diagonal: a thin line from corner to corner of the grid.
  Diagonal: (geo, k, cells, ps) => [shape("polyline", "v-diagonal", { points: pts(stretch(ps, 0.5)) })],
  Windoku: shade,
  ExtraRegion: shade,
  Between: (geo, k, cells, ps) => [
    shape("polyline", "v-between", { points: pts(ps) }),
    ...[ps[0], ps[ps.length - 1]].map((p) => shape("circle", "v-end", { cx: round(p.x), cy: round(p.y), r: 0.36 })),
  ],
  // A quadruple: a circle where its four cells meet, its digits in it.
  Quad(geo, k, cells, ps) {
    const x = (ps[0].x + ps[ps.length - 1].x) / 2, y = (ps[0].y + ps[ps.length - 1].y) / 2;
    const ds = k.digits || [], lines = ds.length > 2 ? [ds.slice(0, 2), ds.slice(2)] : [ds];
    return [
      shape("circle", "v-quad", { cx: round(x), cy: round(y), r: 0.27 }),
      ...lines.map((l, i) => shape("text", "v-quad-n", { x: round(x), y: round(y + (lines.length > 1 ? (i - 0.5) * 0.2 : 0)) }, l.join(" "))),
    ];
  },
  // A minimum or maximum: a chevron inside each side its cell shares,
  // its tip towards the smaller digit (out of a maximum, into a minimum).
  Minimum: (geo, k, cells, ps) => chevrons(geo, cells[0], false),
  Maximum: (geo, k, cells, ps) => chevrons(geo, cells[0], true),
  // Inequality signs on the edges between the list's neighbours, the tip
  // on the smaller side.
  GreaterThan(geo, k, cells, ps) {
    const out = [];
    for (let i = 0; i < cells.length; i++) {
      for (let j = i + 1; j < cells.length; j++) {
        if (Math.abs(ps[i].x - ps[j].x) + Math.abs(ps[i].y - ps[j].y) !== 1) continue;
        const m = between(ps[i], ps[j]);
        out.push(shape("polyline", "v-greater", { points: pts(chevron(m, m.ux, m.uy, -0.07, 0.07)) }));
      }
    }
    return out;
  },
  // A sum (digits may repeat): a shaded cage; the digits to contain: shaded
  // cells with the digits in the first cell's corner.
  // A sum: its cells shaded in a cage, with its total; a coefficient other
  // than 1 in its cell's lower corner ("×2", "×-1").
  Sum: (geo, k, cells) => [...shadeAs("v-sumcells", geo, cells), ...cageWith(geo, cells, String(k.value || 0)),
    ...cells.flatMap((c, i) => {
      const a = (k.coeffs || [])[i];
      if (a === undefined || a === 1) return [];
      const p = centre(geo, c);
      return [shape("text", "v-coeff", { x: round(p.x + 0.42), y: round(p.y + 0.4) }, "×" + a)];
    })],
  // A rellik cage: a cage whose corner says the sum none of its digits make;
  // an equality cage's says "=".
  RellikCage: (geo, k, cells) => cageWith(geo, cells, "≠" + k.value),
  EqualityCage: (geo, k, cells) => cageWith(geo, cells, "="),
  // A value indexing line: a dashed arrow from a dot on its first cell.
  ValueIndexing(geo, k, cells, ps) {
    const tip = ps[ps.length - 1], e = between(ps[ps.length - 2], tip);
    return [shape("path", "v-valueindex", { d: pathOf(ps) + headOf(e, tip) }),
      shape("circle", "v-valueindex-dot", { cx: round(ps[0].x), cy: round(ps[0].y), r: 0.1 })];
  },
  // Same-value sets: each set outlined, "≡" in its corner.
  SameValues: (geo, k, cells) => setsOf(k, cells).flatMap((set) => cageWith(geo, set, "≡")),
  // Counting circles: a ring in each cell.
  CountingCircles: (geo, k, cells, ps) => ps.map((p) => shape("circle", "v-counting", { cx: round(p.x), cy: round(p.y), r: 0.42 })),
  // A lunchbox: its cells shaded, its sum in its first cell's corner.
  Lunchbox(geo, k, cells) {
    const p = centre(geo, Math.min(...cells));
    return [...shadeAs("v-lunchbox", geo, cells), shape("text", "v-sum", { x: round(p.x - 0.44), y: round(p.y - 0.27) }, String(k.value || 0))];
  },
  // A sum line: a dashed line, its sum in its first cell's corner.
  SumLine(geo, k, cells, ps) {
    const p = centre(geo, cells[0]);
    return [shape("polyline", "v-sumline", { points: pts(ps) }),
      shape("text", "v-sum", { x: round(p.x - 0.44), y: round(p.y - 0.27) }, String(k.value))];
  },
  ContainAtLeast(geo, k, cells) {
    const p = centre(geo, Math.min(...cells)), exact = k.kind === "ContainExact" ? "=" : "";
    return [...shadeAs("v-contains", geo, cells),
      shape("text", "v-sum", { x: round(p.x - 0.44), y: round(p.y - 0.27) }, exact + (k.digits || []).join(","))];
  },
  ContainExact: (geo, k, cells) => drawers.ContainAtLeast(geo, k, cells),
  // Indexers: shaded cells, a colour for each kind; a clone's cells and
  // its clones', outlined.
  RowIndexer: (geo, k, cells) => shadeAs("v-index-row", geo, cells),
  ColumnIndexer: (geo, k, cells) => shadeAs("v-index-column", geo, cells),
  BoxIndexer: (geo, k, cells) => shadeAs("v-index-box", geo, cells),
  Clone: (geo, k, cells) => shadeAs("v-clone", geo, cells),
  // A lockout line: diamonds at its ends; a double arrow: circles.
  Lockout: (geo, k, cells, ps) => [
    shape("polyline", "v-lockout", { points: pts(ps) }),
    ...[ps[0], ps[ps.length - 1]].map((p) => shape("polygon", "v-diamond", {
      points: pts([{ x: p.x, y: p.y - 0.36 }, { x: p.x + 0.36, y: p.y }, { x: p.x, y: p.y + 0.36 }, { x: p.x - 0.36, y: p.y }]),
    })),
  ],
  DoubleArrow: (geo, k, cells, ps) => [
    shape("polyline", "v-double", { points: pts(ps) }),
    ...[ps[0], ps[ps.length - 1]].map((p) => shape("circle", "v-double-end", { cx: round(p.x), cy: round(p.y), r: 0.36 })),
  ],
  LittleKiller: (geo, k, cells, ps) => clue(geo, k, ps),
  Sandwich: (geo, k, cells, ps) => clue(geo, k, ps),
  XSum: (geo, k, cells, ps) => clue(geo, k, ps),
  Skyscraper: (geo, k, cells, ps) => clue(geo, k, ps),
  NumberedRoom: (geo, k, cells, ps) => clue(geo, k, ps, ":"),
  HiddenSkyscraper: (geo, k, cells, ps) => clue(geo, k, ps, "|"),
};

// chevrons draws a minimum's or maximum's chevrons round cell c.
function chevrons(geo, c, max) {
  const p = centre(geo, c), r = Math.floor(c / geo.n), col = c % geo.n, out = [];
  for (const [dx, dy] of [[0, -1], [-1, 0], [1, 0], [0, 1]]) {
    if (r + dy < 0 || r + dy >= geo.n || col + dx < 0 || col + dx >= geo.n) continue;
    const [tip, back] = max ? [0.44, 0.32] : [0.32, 0.44];
    out.push(shape("polyline", "v-extremum", { points: pts(chevron(p, dx, dy, back, tip)) }));
  }
  return out;
}

// chevron is an inequality sign at o pointing along the unit step (ux, uy):
// its arms at back, its tip at tip (in cells along the step), 0.12 to
// either side.
function chevron(o, ux, uy, back, tip) {
  const at = (along, across) => ({ x: o.x + ux * along - uy * across, y: o.y + uy * along + ux * across });
  return [at(back, -0.12), at(tip, 0), at(back, 0.12)];
}

// shade shades the cells of an extra region.
function shade(geo, k, cells) {
  return shadeAs("v-region", geo, cells);
}

// shadeAs shades cells with class cls.
function shadeAs(cls, geo, cells) {
  return cells.map((c) => shape("rect", cls, { x: c % geo.n, y: Math.floor(c / geo.n), width: 1, height: 1 }));
}

// dot is a kropki dot between two cells, with its number if any.
function dot(cls, ps, value) {
  const m = between(ps[0], ps[1]);
  const out = [shape("circle", cls, { cx: round(m.x), cy: round(m.y), r: 0.13 })];
  if (value) out.push(shape("text", cls + "-n", { x: round(m.x), y: round(m.y) }, String(value)));
  return out;
}

// mark is an X or a V between two cells.
function mark(ps, letter) {
  const m = between(ps[0], ps[1]);
  return [shape("text", "v-xv", { x: round(m.x), y: round(m.y) }, letter)];
}

// stretch extends a line through ps by len at both ends, along its first
// and last steps.
function stretch(ps, len) {
  if (ps.length < 2) return ps;
  const a = between(ps[1], ps[0]), b = between(ps[ps.length - 2], ps[ps.length - 1]);
  const first = ps[0], last = ps[ps.length - 1];
  return [{ x: first.x + a.ux * len, y: first.y + a.uy * len }, ...ps.slice(1, -1), { x: last.x + b.ux * len, y: last.y + b.uy * len }];
}

// drawArrow draws an arrow: its bulb (a circle, or a capsule round a bulb
// of several cells in a line), a line from the bulb's edge through the
// other cells, and a head at the last.
function drawArrow(geo, k, cells, ps) {
  const nb = Math.max(1, k.bulb || 1), bulb = ps.slice(0, nb), line = ps.slice(nb), R = 0.36;
  const xs = bulb.map((p) => p.x), ys = bulb.map((p) => p.y);
  const x0 = Math.min(...xs) - R, y0 = Math.min(...ys) - R;
  const out = [shape("rect", "v-arrow-bulb", {
    x: round(x0), y: round(y0), width: round(Math.max(...xs) + R - x0), height: round(Math.max(...ys) + R - y0), rx: R,
  })];
  if (!line.length) return out;
  // The line leaves the bulb cell nearest its first cell, at the bulb's edge.
  const from = bulb.reduce((a, b) => (Math.hypot(b.x - line[0].x, b.y - line[0].y) < Math.hypot(a.x - line[0].x, a.y - line[0].y) ? b : a));
  const s = between(from, line[0]), e = between(line.length > 1 ? line[line.length - 2] : from, line[line.length - 1]);
  const start = { x: from.x + s.ux * R, y: from.y + s.uy * R }, tip = line[line.length - 1];
  out.push(shape("path", "v-arrow", { d: pathOf([start, ...line]) + headOf(e, tip) }));
  return out;
}

// headOf is the path of an arrow's head at tip, of a line going along e
// (between's unit vector).
function headOf(e, tip) {
  const h = 0.22, back = { x: tip.x - e.ux * h, y: tip.y - e.uy * h };
  const left = { x: back.x + e.uy * h * 0.8, y: back.y - e.ux * h * 0.8 }, right = { x: back.x - e.uy * h * 0.8, y: back.y + e.ux * h * 0.8 };
  return pathOf([left, tip, right]);
}

// clue is a little killer's or a sandwich's sum, outside the grid before
// the first of its cells, on the line of its cells: close to the grid's
// edge, in the narrow margin of the rows' and columns' names; marks, as the
// Interactive Sudoku Solver draws them, tell a numbered room's (":5:") and
// a hidden skyscraper's ("|5|") from the plain numbers of the others.
function clue(geo, k, ps, mark = "") {
  const dx = ps.length > 1 ? Math.sign(ps[1].x - ps[0].x) : 0, dy = ps.length > 1 ? Math.sign(ps[1].y - ps[0].y) : 1;
  return [shape("text", "v-clue", { x: round(ps[0].x - 0.85 * dx), y: round(ps[0].y - 0.85 * dy) }, mark + String(k.value || 0) + mark)];
}
