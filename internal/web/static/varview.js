// The drawing of a variant puzzle's constraints on the board (the shapes
// of variant.js, in the board's SVG under the chains' arrows) and the
// line that names its rules of the whole grid. Redrawn only when the
// puzzle changes: the shapes do not move while the game is played.

import { rulesOf, variantShapes } from "./variant.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);

// drawVariant draws the variant of G (none for a classic puzzle) on a
// grid of geo, its rules named in lang.
export function drawVariant(geo, G, lang) {
  const v = G.variant || null, g = $("variant"), key = (v ? v.text : "") + "|" + geo.n;
  if (g.dataset.for !== key) {
    g.dataset.for = key;
    g.textContent = "";
    const shapes = variantShapes(geo, v);
    for (const s of shapes) {
      const el = document.createElementNS(g.namespaceURI, s.tag);
      el.setAttribute("class", s.cls);
      for (const [a, val] of Object.entries(s.attrs)) el.setAttribute(a, val);
      if (s.text) el.textContent = s.text;
      g.appendChild(el);
    }
    // A jigsaw's boxes are its regions: the boxes' thick lines go; clues
    // outside the grid take the place of the names of rows and columns.
    $("board").classList.toggle("jigsaw", !!(v && v.regions));
    $("board-wrap").classList.toggle("clued", shapes.some((s) => s.cls === "v-clue"));
  }
  const rules = rulesOf(v);
  $("rules").hidden = !rules.length;
  $("rules").textContent = rules.length ? t(lang, "rules", { list: rules.map((k) => t(lang, "rule_" + k)).join(t(lang, "ruleSep")) }) : "";
}
