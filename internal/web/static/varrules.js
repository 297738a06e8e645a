// The rules of a variant puzzle other than "these digits differ" (those
// are houses, varhouses.js), checked on the digits placed so far, so that
// the page shows a broken rule as it shows a repeated digit, and as
// SudokuPad does: the cells that break it are conflicts.
//
// A rule is judged only where the placed digits already break it, each
// read as the rule reads it, never by what the empty cells could hold: a
// cage whose placed digits add up to more than its sum, or full to another
// sum; two digits of a thermometer out of order; a dot between two digits
// that do not fit it. So a conflict is always one the player can see from
// the digits and the drawing, never a deduction. The rules are those of
// the variant package (variant/*.go, each kind's holds), in the words of
// the API's "variant" (internal/api doc.go): {kind, value, cells, bulb}.

import { cellIndex, conflicts } from "./grid.js";
import { limitsOf } from "./varlimits.js";

// conflictsOf returns the cells in conflict on a grid of geo (a variant's
// geometry, varhouses.js: its regions and groups of different digits)
// holding digits: a digit repeated in a house or a group, or breaking a
// rule of variant v (none for a classic puzzle).
export function conflictsOf(geo, v, digits) {
  const bad = conflicts(geo, digits);
  for (const c of brokenCells(geo, v, digits)) bad.add(c);
  return bad;
}

// brokenCells returns the cells whose digits break a rule of v, other
// than a repeated digit: of the rules given (rulesOf), or all of them.
// With a focus (a cell), a rule of the whole grid may look only at the
// places around that cell, and find only the cells broken with it.
export function brokenCells(geo, v, digits, rules = rulesOf(geo, v), focus = -1) {
  const bad = new Set();
  const x = { n: geo.n, digits, v, geo, focus };
  for (const { k, cells, check } of rules) for (const c of check(x, k, cells)) bad.add(c);
  return bad;
}

// rulesOf returns the rules of v the page checks: {k, cells, check}, the
// constraint, its cells as indices and its kind's check.
export function rulesOf(geo, v) {
  const rules = [];
  if (!v || !v.constraints) return rules;
  for (const k of v.constraints) {
    const check = CHECKS[k.kind];
    if (!check) continue;
    const cells = (k.cells || []).map((name) => cellIndex(geo, name));
    if (cells.some((c) => c < 0 || c >= geo.n * geo.n)) continue;
    rules.push({ k, cells, check });
  }
  return rules;
}

// reachOf returns the cells whose digits a rule reads: its own, but for an
// indexer, the house it points into too; null for a rule of the whole
// grid (a rule without cells, or a negative rule, whose cells are those it
// spares).
export function reachOf(geo, { k, cells }) {
  if (!cells.length || k.kind.startsWith("Negative")) return null;
  const house = INDEXED[k.kind];
  return house ? [...cells, ...house(geo, cells[0])] : cells;
}
const INDEXED = {
  RowIndexer: (geo, c) => geo.cols[c % geo.n],
  ColumnIndexer: (geo, c) => geo.rows[Math.floor(c / geo.n)],
  BoxIndexer: (geo, c) => geo.boxes[geo.boxOf[c]],
};

// x is what a check reads: n, the digits, the variant v, the geometry geo,
// the focus (brokenCells; -1 for none).
const placed = (x, cells) => cells.filter((c) => x.digits[c]);
const sumOf = (x, cells) => cells.reduce((s, c) => s + x.digits[c], 0);

// overSum is the cells of a sum that breaks total: the placed digits add up
// to more, or, all placed, to another sum.
function overSum(x, cells, total) {
  const ps = placed(x, cells), s = sumOf(x, ps);
  return s > total || (ps.length === cells.length && s !== total) ? ps : [];
}

// badPairs returns the cells of the pairs of list, both placed, whose
// digits ok refuses; the pairs are a line's neighbours (steps), every two
// of its cells in order (ordered, for a thermometer), a mark's two cells
// or the grid's neighbours a move apart (movePairs).
function badPairs(x, list, ok) {
  const out = [];
  for (const [a, b] of list) {
    const da = x.digits[a], db = x.digits[b];
    if (da && db && !ok(da, db)) out.push(a, b);
  }
  return out;
}
const steps = (cells) => cells.slice(1).map((c, i) => [cells[i], c]);
// within lists the pairs of a line's cells fewer than k apart on it.
function within(cells, k) {
  const out = [];
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length && j < i + k; j++) out.push([cells[i], cells[j]]);
  return out;
}
function ordered(cells) {
  const out = [];
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) out.push([cells[i], cells[j]]);
  return out;
}

// movePairs lists the pairs of cells of a grid of n one of moves apart
// ([rows, columns]), each pair once; only those of cell focus, if given.
function movePairs(n, moves, focus = -1) {
  const out = [];
  const inside = (r, c) => r >= 0 && r < n && c >= 0 && c < n;
  const add = (r, c, r2, c2) => { if (inside(r, c) && inside(r2, c2)) out.push([r * n + c, r2 * n + c2]); };
  if (focus >= 0) {
    const r = Math.floor(focus / n), c = focus % n;
    for (const [dr, dc] of moves) { add(r, c, r + dr, c + dc); add(r - dr, c - dc, r, c); }
    return out;
  }
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) for (const [dr, dc] of moves) add(r, c, r + dr, c + dc);
  return out;
}

// around lists the cells of a grid of n to look at for a rule of the whole
// grid: every cell, or the focus alone.
const around = (x) => (x.focus >= 0 ? [x.focus] : Array.from({ length: x.n * x.n }, (_, c) => c));
const ORTHOGONAL = [[0, 1], [1, 0]];

// squaresWithout returns the cells of the 2x2 squares, all placed, that
// lack a digit of one of classes (the focus's squares only, if given).
function squaresWithout(x, classes) {
  const out = [], fr = Math.floor(x.focus / x.n), fc = x.focus % x.n;
  for (let r = 0; r + 1 < x.n; r++) {
    for (let c = 0; c + 1 < x.n; c++) {
      if (x.focus >= 0 && (r < fr - 1 || r > fr || c < fc - 1 || c > fc)) continue;
      const sq = [r * x.n + c, r * x.n + c + 1, (r + 1) * x.n + c, (r + 1) * x.n + c + 1];
      if (sq.every((i) => x.digits[i]) && classes.some((cl) => !sq.some((i) => cl.includes(x.digits[i])))) out.push(...sq);
    }
  }
  return out;
}

// touch says whether cells a and b of a grid of n share a side.
const touch = (n, a, b) => Math.abs(Math.floor(a / n) - Math.floor(b / n)) + Math.abs((a % n) - (b % n)) === 1;

// besides lists the pairs of cell c of a grid of n and each cell beside it.
function besides(n, c) {
  const r = Math.floor(c / n), col = c % n;
  return [[-1, 0], [0, -1], [0, 1], [1, 0]]
    .filter(([dr, dc]) => r + dr >= 0 && r + dr < n && col + dc >= 0 && col + dc < n)
    .map(([dr, dc]) => [c, (r + dr) * n + col + dc]);
}
const KNIGHT = [[1, 2], [2, 1], [2, -1], [1, -2]];
const KING = [[1, 1], [1, -1]]; // the orthogonal ones share a row or column already

// The relations of two digits of the marks between two cells, with the
// mark's number as the API gives it (none: the default).
const consecutive = (d) => (a, b) => Math.abs(a - b) === d;
const ratio = (r) => (a, b) => a === r * b || b === r * a;
const adds = (s) => (a, b) => a + b === s;

// indexed is an indexer's check: cell i's digit points into house (in
// reading order) to the cell that holds k.value.
function indexed(x, k, i, house) {
  const d = x.digits[i], out = [];
  if (!d || !k.value) return out;
  const target = house[d - 1];
  if (target !== undefined && x.digits[target] && x.digits[target] !== k.value) out.push(i, target);
  for (const c of house) if (c !== target && x.digits[c] === k.value) out.push(i, c);
  return out;
}

// negative checks the pairs of orthogonal neighbours with no mark of the
// kinds marks between them: none of them may keep the marks' rule. The
// API gives the pairs a rule spares as its cells, two by two (ISS's strict
// kropki spares a pair with a dot of either colour); without them, the
// pairs of its marks.
function negative(marks, rule) {
  return (x, k, cells) => {
    const marked = sparedPairs(x, k, cells, marks);
    const free = movePairs(x.n, ORTHOGONAL, x.focus).filter(([a, b]) => !marked.has(a + "," + b));
    return badPairs(x, free, (a, b) => !rule(a, b));
  };
}

// sparedPairs is the set of pairs ("a,b", a < b) negative rule k spares,
// gathered once per rule and variant: the candidates layer checks the rule
// for every digit of every cell.
const spared = new WeakMap();
function sparedPairs(x, k, cells, marks) {
  const known = spared.get(k);
  if (known && known.v === x.v) return known.marked;
  const marked = new Set(), add = (a, b) => marked.add(Math.min(a, b) + "," + Math.max(a, b));
  for (let i = 0; i + 1 < cells.length; i += 2) add(cells[i], cells[i + 1]);
  for (const m of cells.length ? [] : x.v.constraints) {
    if (!marks.includes(m.kind) || !m.cells || m.cells.length !== 2) continue;
    const [a, b] = m.cells.map((name) => cellIndex({ n: x.n }, name));
    add(a, b);
  }
  spared.set(k, { v: x.v, marked });
  return marked;
}

// CHECKS has a check per kind: (x, k, cells) returns the cells that break k.
const CHECKS = {
  // A cage's sum (its digits differ: a group, varhouses.js); 0 is none.
  Cage: (x, k, cells) => (k.value ? overSum(x, cells, k.value) : []),
  // A little killer's diagonal adds up to its sum; its digits may repeat.
  LittleKiller: (x, k, cells) => overSum(x, cells, k.value || 0),
  // An arrow's shaft adds up to the number its bulb writes (a pill of two
  // cells: 10*first + second), judged once the bulb is placed.
  Arrow(x, k, cells) {
    const nb = Math.max(1, k.bulb || 1), bulb = cells.slice(0, nb), shaft = cells.slice(nb);
    if (bulb.some((c) => !x.digits[c])) return [];
    const bad = overSum(x, shaft, bulb.reduce((v, c) => 10 * v + x.digits[c], 0));
    return bad.length ? [...bulb, ...bad] : [];
  },
  // The digits between the 1 and the n of a row or column add up to the sum.
  Sandwich(x, k, cells) {
    const i = cells.findIndex((c) => x.digits[c] === 1), j = cells.findIndex((c) => x.digits[c] === x.n);
    if (i < 0 || j < 0) return [];
    const bad = overSum(x, cells.slice(Math.min(i, j) + 1, Math.max(i, j)), k.value || 0);
    // Crusts side by side make a sum of 0.
    return bad.length || (Math.abs(i - j) === 1 && k.value) ? [cells[i], cells[j], ...bad] : [];
  },
  // The first X digits from the clue add up to the sum, X the first digit.
  XSum(x, k, cells) {
    const first = x.digits[cells[0]];
    if (!first) return [];
    return overSum(x, cells.slice(0, first), k.value || 0);
  },
  // Seen from the clue, value digits are higher than all before them:
  // judged on the digits placed from the clue on, once they see too many,
  // or the highest digit ends the count, or the line is full.
  Skyscraper(x, k, cells) {
    let seen = 0, top = 0, i = 0;
    for (; i < cells.length && x.digits[cells[i]]; i++) {
      if (x.digits[cells[i]] > top) { seen++; top = x.digits[cells[i]]; }
    }
    const final = i === cells.length || top === x.n;
    const count = k.value || 0;
    return seen > count || (final && seen !== count) ? cells.slice(0, i) : [];
  },
  // The clue's digit is in the Xth cell, X the first digit.
  NumberedRoom(x, k, cells) {
    const first = x.digits[cells[0]], at = first && cells[first - 1], d = at !== undefined && x.digits[at];
    return first && d && d !== k.value ? [cells[0], at] : [];
  },
  // The first digit lower than one before it is the clue: judged on the
  // digits placed from the clue on, up to the first hidden one.
  HiddenSkyscraper(x, k, cells) {
    let top = 0;
    for (let i = 0; i < cells.length && x.digits[cells[i]]; i++) {
      const d = x.digits[cells[i]];
      if (d < top) return d === k.value ? [] : cells.slice(0, i + 1);
      top = d;
    }
    return [];
  },
  // Increasing from the bulb, strictly (slow: or equal); two digits out
  // of order break it, neighbours or not.
  Thermo: (x, k, cells) => badPairs(x, ordered(cells), (a, b) => a < b),
  SlowThermo: (x, k, cells) => badPairs(x, ordered(cells), (a, b) => a <= b),
  // The digits between the ends lie strictly between the ends' digits (or
  // differ from an end's, while the other is empty).
  Between(x, k, cells) {
    const [a, b] = [cells[0], cells[cells.length - 1]], da = x.digits[a], db = x.digits[b];
    const lo = Math.min(da, db), hi = Math.max(da, db), out = [];
    for (const c of placed(x, cells.slice(1, -1))) {
      const d = x.digits[c];
      if (da && db && (d <= lo || d >= hi)) out.push(c, a, b);
      else if (d === da) out.push(c, a);
      else if (d === db) out.push(c, b);
    }
    return out;
  },
  // Neighbours on a whisper differ by at least its value (by default, as
  // variant's ISS reader: n/2 + 1, 5 on a 9x9 grid).
  Whisper: (x, k, cells) => badPairs(x, steps(cells), (a, b) => Math.abs(a - b) >= (k.value || Math.floor(x.n / 2) + 1)),
  // A renban's digits are a run as long as it (they differ: a group).
  Renban(x, k, cells) {
    const ds = placed(x, cells).map((c) => x.digits[c]);
    return ds.length && Math.max(...ds) - Math.min(...ds) >= cells.length ? placed(x, cells) : [];
  },
  // Cells fewer than 3 apart on an entropic line are in different thirds
  // (1-3, 4-6, 7-9); fewer than the modulus apart on a modular line leave
  // different remainders.
  Entropic: (x, k, cells) => badPairs(x, within(cells, 3), (a, b) => Math.floor((a - 1) / 3) !== Math.floor((b - 1) / 3)),
  Modular: (x, k, cells) => badPairs(x, within(cells, k.value || 3), (a, b) => a % (k.value || 3) !== b % (k.value || 3)),
  // The pairs at the same distance from a zipper's middle add up to the
  // same sum, the middle's digit on a line of odd length: judged on the
  // pairs both placed, and the middle.
  Zipper(x, k, cells) {
    const n = cells.length, parts = [];
    for (let i = 0; i < n >> 1; i++) {
      const a = cells[i], b = cells[n - 1 - i];
      if (x.digits[a] && x.digits[b]) parts.push({ sum: x.digits[a] + x.digits[b], cells: [a, b] });
    }
    if (n % 2 && x.digits[cells[n >> 1]]) parts.push({ sum: x.digits[cells[n >> 1]], cells: [cells[n >> 1]] });
    return new Set(parts.map((p) => p.sum)).size > 1 ? parts.flatMap((p) => p.cells) : [];
  },
  // A region sum line adds up to the same sum in each box it passes
  // through: judged on the segments full, and a segment whose placed
  // digits (and 1 for each empty cell) already pass a full one's sum.
  RegionSumLine(x, k, cells) {
    const segs = [];
    cells.forEach((c, i) => {
      if (i === 0 || x.geo.boxOf[c] !== x.geo.boxOf[cells[i - 1]]) segs.push([]);
      segs[segs.length - 1].push(c);
    });
    const full = segs.filter((s) => s.every((c) => x.digits[c]));
    const sums = new Set(full.map((s) => sumOf(x, s)));
    if (sums.size > 1) return full.flat();
    if (!sums.size) return [];
    const [total] = sums, out = [];
    for (const s of segs) {
      const ps = placed(x, s);
      if (ps.length < s.length && sumOf(x, ps) + s.length - ps.length > total) out.push(...ps, ...full.flat());
    }
    return out;
  },
  // A lockout line's ends differ by at least its value (by default, as
  // variant's readers: (n-1)/2, 4 on a 9x9 grid), and no digit between
  // them lies between or on theirs.
  Lockout(x, k, cells) {
    const a = cells[0], b = cells[cells.length - 1], da = x.digits[a], db = x.digits[b], out = [];
    if (!da || !db) return out;
    const lo = Math.min(da, db), hi = Math.max(da, db);
    if (hi - lo < (k.value || Math.floor((x.n - 1) / 2))) out.push(a, b);
    for (const c of placed(x, cells.slice(1, -1))) if (x.digits[c] >= lo && x.digits[c] <= hi) out.push(c, a, b);
    return out;
  },
  // A double arrow's cells between its circles add up to the circles'
  // digits: judged once the circles are placed (each empty cell adds 1 at
  // least).
  DoubleArrow(x, k, cells) {
    const ends = [cells[0], cells[cells.length - 1]], mid = cells.slice(1, -1);
    if (!x.digits[ends[0]] || !x.digits[ends[1]]) return [];
    const total = sumOf(x, ends), ps = placed(x, mid), s = sumOf(x, ps) + mid.length - ps.length;
    return s > total || (ps.length === mid.length && s !== total) ? [...ends, ...ps] : [];
  },
  // A palindrome reads the same from both ends.
  Palindrome: (x, k, cells) => badPairs(x, cells.slice(0, cells.length >> 1).map((c, i) => [c, cells[cells.length - 1 - i]]), (a, b) => a === b),
  WhiteDot: (x, k, cells) => badPairs(x, [cells], consecutive(k.value || 1)),
  BlackDot: (x, k, cells) => badPairs(x, [cells], ratio(k.value || 2)),
  X: (x, k, cells) => badPairs(x, [cells], adds(k.value || 10)),
  V: (x, k, cells) => badPairs(x, [cells], adds(k.value || 5)),
  // A quadruple's digits are all in its four cells: judged once they
  // are full, or when a digit of it has no empty cell left to go in.
  Quad(x, k, cells) {
    const have = placed(x, cells).map((c) => x.digits[c]), missing = [];
    for (const d of k.digits || []) {
      const i = have.indexOf(d);
      if (i >= 0) have.splice(i, 1);
      else missing.push(d);
    }
    return missing.length > cells.length - placed(x, cells).length ? placed(x, cells) : [];
  },
  // An indexer's digit is the place in its column (row, box) of the digit
  // it names: judged on the place it points to, and on that digit placed
  // elsewhere.
  RowIndexer: (x, k, cells) => indexed(x, k, cells[0], INDEXED.RowIndexer(x.geo, cells[0])),
  ColumnIndexer: (x, k, cells) => indexed(x, k, cells[0], INDEXED.ColumnIndexer(x.geo, cells[0])),
  BoxIndexer: (x, k, cells) => indexed(x, k, cells[0], INDEXED.BoxIndexer(x.geo, cells[0])),
  // A clone's cells hold the digits of their clones (bulb: the first shape's size).
  Clone: (x, k, cells) => badPairs(x, cells.slice(0, k.bulb || 0).map((c, i) => [c, cells[(k.bulb || 0) + i]]), (a, b) => a === b),
  // Each cell of an inequality chain is greater than the later ones
  // beside it.
  GreaterThan: (x, k, cells) => badPairs(x, cells.flatMap((a, i) => cells.slice(i + 1).filter((b) => touch(x.n, a, b)).map((b) => [a, b])), (a, b) => a > b),
  // A sum's digits (which may repeat) add up to its value.
  // With coefficients, judged once full (a negative one may bring the
  // sum back down).
  Sum(x, k, cells) {
    if (!k.coeffs) return overSum(x, cells, k.value || 0);
    if (cells.some((c) => !x.digits[c])) return [];
    return cells.reduce((s, c, i) => s + (k.coeffs[i] || 0) * x.digits[c], 0) === (k.value || 0) ? [] : cells;
  },
  // A sum line divides into pieces of its sum: judged from each end along
  // the digits placed there, a piece that passes the sum, or the whole
  // line placed and ending short. A loop (drawn back to its first cell)
  // has no end: judged once full, when it divides from no first cell.
  SumLine(x, k, cells) {
    if (cells.length > 2 && cells[0] === cells[cells.length - 1]) {
      const loop = cells.slice(0, -1), ds = loop.map((c) => x.digits[c]);
      if (ds.some((d) => !d)) return [];
      const divides = (start) => {
        let open = 0;
        for (let i = 0; i < ds.length && open <= k.value; i++) {
          open += ds[(start + i) % ds.length];
          if (open === k.value) open = 0;
        }
        return open === 0;
      };
      return ds.some((_, start) => divides(start)) ? [] : loop;
    }
    for (const line of [cells, [...cells].reverse()]) {
      let piece = [], open = 0, i = 0;
      for (; i < line.length && x.digits[line[i]]; i++) {
        piece.push(line[i]);
        open += x.digits[line[i]];
        if (open > k.value) return piece;
        if (open === k.value) [piece, open] = [[], 0];
      }
      if (i === line.length && open) return piece;
    }
    return [];
  },
  // A value indexing line: the second cell's digit n, the first cell's
  // digit is in the cell n along the line.
  ValueIndexing(x, k, cells) {
    const a = x.digits[cells[0]], n = x.digits[cells[1]];
    if (!a || !n) return [];
    if (n >= cells.length) return [cells[0], cells[1]];
    const b = x.digits[cells[n]];
    return b && b !== a ? [cells[0], cells[1], cells[n]] : [];
  },
  // Same-value sets hold each digit as often: judged by a digit placed in
  // one set more often than another set has cells for it (the cells that
  // hold it and the empty ones).
  SameValues(x, k, cells) {
    const sets = setsOf(k, cells), out = new Set();
    for (const d of new Set(placed(x, cells).map((c) => x.digits[c]))) {
      const held = sets.map((set) => set.filter((c) => x.digits[c] === d));
      const room = sets.map((set) => set.filter((c) => !x.digits[c] || x.digits[c] === d).length);
      const most = Math.max(...held.map((h) => h.length));
      if (room.some((r) => r < most)) held.forEach((h) => h.forEach((c) => out.add(c)));
    }
    return [...out];
  },
  // Counting circles: no digit d placed in more than d circles; all placed,
  // each in exactly d.
  CountingCircles(x, k, cells) {
    const ps = placed(x, cells), full = ps.length === cells.length;
    for (const d of new Set(ps.map((c) => x.digits[c]))) {
      const at = ps.filter((c) => x.digits[c] === d);
      if (at.length > d || (full && at.length !== d)) return at;
    }
    return [];
  },
  // A lunchbox's digits between its smallest and its largest add up to its
  // sum: judged once all are placed.
  Lunchbox(x, k, cells) {
    if (!cells.every((c) => x.digits[c])) return [];
    const ds = cells.map((c) => x.digits[c]);
    const i = ds.indexOf(Math.min(...ds)), j = ds.indexOf(Math.max(...ds));
    return sumOf(x, cells.slice(Math.min(i, j) + 1, Math.max(i, j))) === (k.value || 0) ? [] : cells;
  },
  // A rellik cage: no one or more of its placed digits add up to its sum.
  RellikCage(x, k, cells) {
    const ps = placed(x, cells);
    for (let mask = 1; mask < 1 << ps.length; mask++) {
      const some = ps.filter((c, i) => mask & (1 << i));
      if (sumOf(x, some) === k.value) return some;
    }
    return [];
  },
  // An equality cage: no middle digit, and no more than half its cells
  // even, odd, low or high.
  EqualityCage(x, k, cells) {
    const ps = placed(x, cells), half = cells.length / 2, mid = x.n + 1;
    const middle = ps.filter((c) => 2 * x.digits[c] === mid);
    if (middle.length) return middle;
    for (const side of [(d) => d % 2 === 0, (d) => d % 2 === 1, (d) => 2 * d < mid, (d) => 2 * d > mid]) {
      const some = ps.filter((c) => side(x.digits[c]));
      if (some.length > half) return some;
    }
    return [];
  },
  // Every digit to contain has a cell left: judged as a quadruple's.
  ContainAtLeast: (x, k, cells) => CHECKS.Quad(x, k, cells),
  // Exactly: as for at least, and no digit of the list placed more often.
  ContainExact(x, k, cells) {
    const bad = CHECKS.Quad(x, k, cells);
    if (bad.length) return bad;
    const ds = k.digits || [];
    for (const d of new Set(ds)) {
      const at = placed(x, cells).filter((c) => x.digits[c] === d);
      if (at.length > ds.filter((e) => e === d).length) return at;
    }
    return [];
  },
  // A minimum's digit is smaller than each beside it, a maximum's greater.
  Minimum: (x, k, cells) => badPairs(x, besides(x.n, cells[0]), (a, b) => a < b),
  Maximum: (x, k, cells) => badPairs(x, besides(x.n, cells[0]), (a, b) => a > b),
  Odd: (x, k, cells) => placed(x, cells).filter((c) => x.digits[c] % 2 === 0),
  Even: (x, k, cells) => placed(x, cells).filter((c) => x.digits[c] % 2 === 1),
  // A cell limited to a few digits (varlimits.js), when the page knows them.
  Given(x, k, cells) {
    const limits = limitsOf(x.n, x.v);
    return placed(x, cells).filter((c) => limits.has(c) && !(limits.get(c) & (1 << (x.digits[c] - 1))));
  },
  // The rules of the whole grid.
  AntiKnight: (x) => badPairs(x, movePairs(x.n, KNIGHT, x.focus), (a, b) => a !== b),
  AntiKing: (x) => badPairs(x, movePairs(x.n, KING, x.focus), (a, b) => a !== b),
  AntiConsecutive: (x) => badPairs(x, movePairs(x.n, ORTHOGONAL, x.focus), (a, b) => Math.abs(a - b) !== 1),
  // A digit d is never d steps (along rows and columns) from another d.
  AntiTaxicab(x) {
    const out = [];
    for (const a of around(x)) {
      const d = x.digits[a];
      if (!d) continue;
      for (let b = x.focus >= 0 ? 0 : a + 1; b < x.n * x.n; b++) {
        const steps = Math.abs(Math.floor(a / x.n) - Math.floor(b / x.n)) + Math.abs((a % x.n) - (b % x.n));
        if (x.digits[b] === d && steps === d) out.push(a, b);
      }
    }
    return out;
  },
  // A 5 has a 1 right above it or a 9 right below it: judged once both
  // neighbours are placed (or off the grid).
  DutchFlatmates(x) {
    const out = [];
    const cells = x.focus >= 0 ? [x.focus - x.n, x.focus, x.focus + x.n] : around(x);
    for (const c of cells) {
      if (x.digits[c] !== 5) continue;
      const up = c - x.n, down = c + x.n;
      const upDone = up < 0 || x.digits[up], downDone = down >= x.n * x.n || x.digits[down];
      if (upDone && downDone && !(up >= 0 && x.digits[up] === 1) && !(down < x.n * x.n && x.digits[down] === 9)) {
        out.push(c, ...[up, down].filter((o) => o >= 0 && o < x.n * x.n));
      }
    }
    return out;
  },
  // Every 2x2 square holds a digit of each class: judged on squares full.
  GlobalEntropy: (x) => squaresWithout(x, [[1, 2, 3], [4, 5, 6], [7, 8, 9]]),
  GlobalMod: (x) => squaresWithout(x, [[1, 4, 7], [2, 5, 8], [3, 6, 9]]),
  // Every mark is given: no two neighbours without one keep its rule (a
  // mark of any number counts as one, as variant's Negative reads them).
  NegativeWhite: negative(["WhiteDot"], consecutive(1)),
  NegativeBlack: negative(["BlackDot"], ratio(2)),
  NegativeXV: negative(["X", "V"], (a, b) => a + b === 10 || a + b === 5),
};

// setsOf cuts a same-value constraint's cells, in order, into its value's
// sets of the same size (one set when they do not cut evenly).
export function setsOf(k, cells) {
  const n = k.value || 1;
  if (n < 1 || cells.length % n) return [cells];
  const size = cells.length / n;
  return Array.from({ length: n }, (_, i) => cells.slice(i * size, (i + 1) * size));
}
