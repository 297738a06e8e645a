// The player's marks on a cell as the page draws and names them: corner
// marks (Snyder notation) around the cell's edge, colours as segments of
// the cell's background, and the accessible name of a cell that says all
// a screen reader needs: "r3c5, empty, centre 1 2, corner 4, colours
// orange, blue".

import { bit, sym } from "./grid.js";
import { t } from "./i18n.js";

// The colours of cells: colour k is var(--kk) in style.css, Okabe and
// Ito's colour-blind-safe palette and two greys.
export const COLOURS = 9;

export const cellName = (geo, c) => "r" + (Math.floor(c / geo.n) + 1) + "c" + ((c % geo.n) + 1);

// list is the digits (or colours) of a mask, ascending.
export function list(m, max) {
  const out = [];
  for (let d = 1; d <= max; d++) if (m & bit(d)) out.push(d);
  return out;
}

// colourFill is the background of a cell of the colours of mask m: one
// equal segment each, clockwise from the top; "" for none.
export function colourFill(m) {
  const ks = list(m, COLOURS);
  if (!ks.length) return "";
  if (ks.length === 1) return "var(--k" + ks[0] + ")";
  const step = 360 / ks.length;
  return "conic-gradient(" + ks.map((k, i) => "var(--k" + k + ") " + i * step + "deg " + (i + 1) * step + "deg").join(", ") + ")";
}

// cellLabel is the accessible name of cell c, given what it shows:
// {digit, given, limit, centre, auto, corner, colours} (limit: the digits
// a variant allows the cell, varlimits.js; auto: the centre marks are the
// candidates layer's).
export function cellLabel(lang, geo, c, m) {
  const parts = [cellName(geo, c)];
  if (m.digit) parts.push(sym(m.digit) + (m.given ? t(lang, "cellGiven") : ""));
  else parts.push(t(lang, "cellEmpty"));
  const syms = (mask) => list(mask, geo.n).map(sym).join(" ");
  // Said as a list, so that the pencilled digits are not read as a number.
  if (!m.digit && m.limit) parts.push(t(lang, "cellLimit", { digits: list(m.limit, geo.n).map(sym).join(t(lang, "listSep")) }));
  if (!m.digit && m.centre) parts.push(t(lang, m.auto ? "cellCands" : "cellCentre", { marks: syms(m.centre) }));
  if (!m.digit && m.corner) parts.push(t(lang, "cellCorner", { marks: syms(m.corner) }));
  if (m.colours) parts.push(t(lang, "cellColours", { colours: list(m.colours, COLOURS).map((k) => t(lang, "colour" + k)).join(t(lang, "listSep")) }));
  return parts.join(t(lang, "cellSep"));
}

// drawMarks adds the corner marks and the colours of a cell to its
// element el, emptied by the caller. A mark's symbol is drawn by style.css
// from its data-s: the cell's text is its digit alone, which its name
// (cellLabel) holds, as a name given in aria-label must.
export function drawMarks(el, geo, corner, colours) {
  if (colours) {
    const k = document.createElement("div");
    k.className = "colours";
    k.style.background = colourFill(colours);
    el.appendChild(k);
  }
  if (!corner) return;
  const box = document.createElement("div"), ds = list(corner, geo.n);
  // Past the 9 places around the edge (on big grids), marks wrap along it.
  box.className = ds.length > 9 ? "corners many" : "corners";
  for (const d of ds) {
    const s = document.createElement("span");
    s.dataset.s = sym(d);
    box.appendChild(s);
  }
  el.appendChild(box);
}
