// The grid's rules, as pure functions of plain data: houses and peers of a
// grid of br x bc boxes, digits and their symbols, candidate masks, and
// what a step does to a board. Nothing here touches the page.
//
//   geo.n          digits; cells are 0 .. n*n-1, row by row
//   geo.rows[r]    the cells of row r (cols, boxes likewise)
//   geo.boxOf[c]   the box of cell c
//   geo.peers[c]   the cells that share a house (or a variant's group) with c
//   mask           candidates of a cell: bit d-1 for digit d

// geometry returns the houses and peers of a grid of br x bc boxes, or
// with regions (n lists of n cells: a jigsaw's) of those in place of the
// boxes; groups are a variant's other sets of cells whose digits differ
// (cages, diagonals: variant.js groupsOf), which add to the peers and
// the conflicts.
export function geometry(br, bc, regions, groups = []) {
  const n = br * bc, rows = [], cols = [], boxes = [];
  for (let i = 0; i < n; i++) { rows.push([]); cols.push([]); boxes.push([]); }
  const boxOf = [];
  if (regions) regions.forEach((cells, b) => { for (const c of cells) boxOf[c] = b; });
  for (let c = 0; c < n * n; c++) {
    const r = Math.floor(c / n), k = c % n, b = regions ? boxOf[c] : Math.floor(r / br) * br + Math.floor(k / bc);
    rows[r].push(c); cols[k].push(c); boxes[b].push(c); boxOf[c] = b;
  }
  const peers = [];
  for (let c = 0; c < n * n; c++) {
    const s = new Set([...rows[Math.floor(c / n)], ...cols[c % n], ...boxes[boxOf[c]]]);
    peers.push(s);
  }
  for (const g of groups) for (const c of g) for (const o of g) peers[c].add(o);
  peers.forEach((s, c) => { s.delete(c); peers[c] = [...s]; });
  return { br, bc, n, rows, cols, boxes, boxOf, peers, groups };
}

export const bit = (d) => 1 << (d - 1);

// sym is the symbol of digit d: 1-9, then A, B, ... for big grids.
export const sym = (d) => (d <= 9 ? String(d) : String.fromCharCode(55 + d));

// symValue is the digit of a symbol in a grid of n digits, 0 for none.
export function symValue(ch, n) {
  const u = ch.toUpperCase();
  let d = 0;
  if (u >= "1" && u <= "9") d = u.charCodeAt(0) - 48;
  else if (u >= "A" && u <= "Z") d = u.charCodeAt(0) - 55;
  return d >= 1 && d <= n ? d : 0;
}

// line writes digits as the server reads and writes them: one symbol a
// cell, "." for empty.
export const line = (ds) => ds.map((d) => (d ? sym(d) : ".")).join("");

export function parseLine(s, n) {
  const ds = [];
  for (const ch of s) ds.push(ch === "." ? 0 : symValue(ch, n));
  return ds;
}

// cellIndex is the cell named "r1c2", -1 for a name it cannot read.
export function cellIndex(geo, name) {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  return m ? (Number(m[1]) - 1) * geo.n + Number(m[2]) - 1 : -1;
}

// houseCells are the cells of the house named "row 3", "column 2" or "box 5".
export function houseCells(geo, name) {
  const m = /^(row|column|box) (\d+)$/.exec(name);
  if (!m) return [];
  const i = Number(m[2]) - 1;
  return ({ row: geo.rows, column: geo.cols, box: geo.boxes })[m[1]][i] || [];
}

// maskOf reads a string of candidate symbols ("137"); maskText writes one.
export function maskOf(geo, s) {
  let m = 0;
  for (const ch of s || "") { const d = symValue(ch, geo.n); if (d) m |= bit(d); }
  return m;
}
export function maskText(geo, m) {
  let s = "";
  for (let d = 1; d <= geo.n; d++) if (m & bit(d)) s += sym(d);
  return s;
}

// candidatesOf returns the candidates of every empty cell given digits.
export function candidatesOf(geo, digits) {
  const all = (1 << geo.n) - 1;
  return digits.map((d, c) => {
    if (d) return 0;
    let m = all;
    for (const p of geo.peers[c]) if (digits[p]) m &= ~bit(digits[p]);
    return m;
  });
}

// conflicts returns the cells whose digit is repeated in one of its houses.
export function conflicts(geo, digits) {
  const bad = new Set();
  for (const house of [...geo.rows, ...geo.cols, ...geo.boxes, ...(geo.groups || [])]) {
    const seen = new Map();
    for (const c of house) {
      const d = digits[c];
      if (!d) continue;
      if (seen.has(d)) { bad.add(c); bad.add(seen.get(d)); } else seen.set(d, c);
    }
  }
  return bad;
}

// applyStep returns the board {digits, cands} after a step of the API
// (its placements and eliminations).
export function applyStep(geo, st, step) {
  const out = { digits: st.digits.slice(), cands: st.cands.slice() };
  for (const p of step.placements || []) {
    const c = cellIndex(geo, p.cell);
    out.digits[c] = p.digit; out.cands[c] = 0;
    for (const q of geo.peers[c]) out.cands[q] &= ~bit(p.digit);
  }
  for (const e of step.eliminations || []) out.cands[cellIndex(geo, e.cell)] &= ~bit(e.digit);
  return out;
}
