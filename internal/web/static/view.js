// The view: draws the game and what the page shows of it (a hint, a
// solving path, a chain followed link by link, the list of all steps) on
// the page's elements. It reads the state and never changes it; the
// buttons and keys that change it are wired in app.js and input.js.

import { bit, cellIndex, houseCells, sym } from "./grid.js";
import { arrowShapes } from "./draw.js";
import { candText, inferenceText, linkView } from "./chains.js";
import { groupMarks, groupText, groupsOf } from "./groups.js";
import { t } from "./i18n.js";
import { COLOURS, cellLabel, cellName, drawMarks } from "./marks.js";
import { shownNotes } from "./state.js";
import { drawVariant } from "./varview.js";
import { limitsOf } from "./varlimits.js";
import { conflictsOf } from "./varrules.js";

const $ = (id) => document.getElementById(id);

// cellsOf returns the cell elements of the board, building them for a
// grid of geo's size the first time: a row element a row (the ARIA grid
// pattern; style.css lays the cells out as if the rows were not there),
// and the names of the rows and columns around the board.
function cellsOf(board, geo) {
  let cells = board.querySelectorAll(".cell");
  if (board.dataset.size == geo.n && cells.length === geo.n * geo.n) return cells;
  for (const el of board.querySelectorAll("[role=row]")) el.remove();
  board.style.setProperty("--n", geo.n);
  $("board-wrap").style.setProperty("--n", geo.n);
  const svg = $("links");
  for (let r = 0; r < geo.n; r++) {
    const row = document.createElement("div");
    row.className = "gridrow";
    row.setAttribute("role", "row");
    for (let k = 0; k < geo.n; k++) {
      const el = document.createElement("div");
      el.dataset.cell = r * geo.n + k;
      el.id = "cell-" + cellName(geo, r * geo.n + k);
      el.setAttribute("role", "gridcell");
      el.dataset.base = "cell" + ((k + 1) % geo.bc === 0 ? " br" : "") + ((r + 1) % geo.br === 0 ? " bb" : "") +
        (k === geo.n - 1 ? " lastc" : "") + (r === geo.n - 1 ? " lastr" : "");
      el.className = el.dataset.base;
      row.appendChild(el);
    }
    board.insertBefore(row, svg);
  }
  const names = (id, prefix) => {
    $(id).textContent = "";
    for (let i = 1; i <= geo.n; i++) $(id).appendChild(document.createElement("span")).textContent = prefix + i;
  };
  names("col-labels", "c"); names("row-labels", "r");
  board.dataset.size = geo.n;
  svg.setAttribute("viewBox", "0 0 " + geo.n + " " + geo.n);
  return board.querySelectorAll(".cell");
}

// highlights returns the classes of cells and of candidates (keyed
// cell*64+digit) that show a step at a stage (1: houses, 2: and cells, 3:
// and what it does, with its sets (groups.js) and the chain nodes
// reached), and the letters of the sets of each cell. cands are the
// candidates the step was found on.
export function highlights(geo, step, stage, nodes, at, cands) {
  const cell = new Map(), cand = new Map();
  let letters = new Map();
  const add = (m, k, cls) => { if (k >= 0) m.set(k, (m.get(k) || "") + " " + cls); };
  const ci = (name) => cellIndex(geo, name);
  for (const h of step.houses || []) for (const c of houseCells(geo, h)) add(cell, c, "h-house");
  for (const h of step.cover || []) for (const c of houseCells(geo, h)) add(cell, c, "h-cover");
  // A variant's step shows the constraint it uses from the first stage,
  // as a classic step its houses.
  // (Innies less outies: the outies, "less", are the constraint's too.)
  const k = step.constraint || {};
  for (const n of [...(k.cells || []), ...(k.less || [])]) add(cell, ci(n), "h-constraint");
  // Once a chain is drawn, its nodes say which candidates matter: the
  // step's digits are no longer marked in every cell.
  const focus = stage < 3 || !nodes.length;
  if (stage >= 2) {
    for (const n of step.cells || []) {
      add(cell, ci(n), "h-cell");
      if (focus) for (const d of step.digits || []) add(cand, ci(n) * 64 + d, "c-focus");
    }
    for (const n of step.extra || []) add(cell, ci(n), "h-extra");
  }
  if (stage >= 3) {
    for (const p of step.placements || []) { add(cell, ci(p.cell), "h-place"); add(cand, ci(p.cell) * 64 + p.digit, "c-place"); }
    for (const e of step.eliminations || []) add(cand, ci(e.cell) * 64 + e.digit, "c-elim");
    const gm = groupMarks(geo, groupsOf(geo, step, cands), cands);
    for (const [c, cls] of gm.cell) add(cell, c, cls.trim());
    for (const [k, cls] of gm.cand) add(cand, k, cls);
    letters = gm.letters;
    nodes.forEach((nd, i) => {
      for (const n of nd.cells || [nd.cell]) add(cand, ci(n) * 64 + nd.digit, (nd.on ? "c-on" : "c-off") + (i === at ? " c-at" : ""));
    });
  }
  return { cell, cand, letters };
}

// shown returns the step on the board and its stage, if any.
export function shown(ui) {
  if (ui.path) {
    const p = ui.path;
    return p.k < p.steps.length ? { step: p.steps[p.k], stage: 3 } : null;
  }
  return ui.hint ? { step: ui.hint.step, stage: ui.hint.stage } : null;
}

// selection is the set of cells selected: ui.selected when it holds the
// cursor ui.sel, else the cursor alone.
export function selection(ui, cells) {
  const s = ui.selected && ui.selected.has(ui.sel) ? ui.selected : new Set([ui.sel]);
  return new Set([...s].filter((c) => c < cells));
}

// render draws everything: the board and the panel.
export function render(G, geo, ui, lang) {
  if (!G) return;
  const board = $("board");
  const cells = cellsOf(board, geo);
  // The board shown: the player's, or a board of the solving path. A hint
  // shows the candidates it was found on at its last stage only.
  let digits = G.digits, cands = shownNotes(G, geo), hl = null, lv = linkView(null);
  const players = !ui.path && !(ui.hint && ui.hint.stage >= 3);
  if (ui.path) {
    const b = ui.path.boards[ui.path.k];
    digits = b.digits; cands = b.cands;
  } else if (!players) cands = ui.hint.cands;
  const sh = shown(ui);
  if (sh) {
    if (sh.stage >= 3) lv = linkView(ui.link, sh.step);
    hl = highlights(geo, sh.step, sh.stage, lv.nodes, lv.at, cands);
  }
  // A digit repeated, or a variant's rule broken (a cage over its sum ...).
  const bad = conflictsOf(geo, G.variant, digits);
  const sel = ui.sel, selDigit = digits[sel], chosen = selection(ui, digits.length);
  const selPeers = new Set(chosen.size === 1 ? geo.peers[sel] : []);
  const noteCols = "repeat(" + geo.bc + ", 1fr)", noteRows = "repeat(" + geo.br + ", 1fr)";
  const limits = limitsOf(geo.n, G.variant);
  for (let c = 0; c < digits.length; c++) {
    const el = cells[c];
    let cls = el.dataset.base;
    if (G.givens[c]) cls += " given";
    if (G.entry) cls += " entry";
    if (!hl) {
      if (selPeers.has(c)) cls += " peer";
      if (selDigit && digits[c] === selDigit) cls += " same";
    } else if (hl.cell.has(c)) cls += hl.cell.get(c);
    if (chosen.has(c)) cls += " sel";
    if (bad.has(c)) cls += " conflict";
    if (ui.wrong.has(c)) cls += " wrong h-mistake";
    const d = digits[c], corner = d ? 0 : G.corners[c], auto = !players || (G.auto && !G.notes[c]);
    // A cell limited to a few digits shows them, pencilled in the givens'
    // ink, while it is empty and has no centre marks of its own.
    const limit = d ? 0 : limits.get(c) || 0;
    if (corner) cls += " has-corners";
    el.className = cls;
    el.setAttribute("aria-selected", String(chosen.has(c)));
    el.setAttribute("aria-label", cellLabel(lang, geo, c, { digit: d, given: G.givens[c], limit, centre: cands[c], auto, corner, colours: G.colours[c] }));
    if (ui.wrong.has(c)) el.setAttribute("aria-invalid", "true"); else el.removeAttribute("aria-invalid");
    // The letters of the cell's sets, drawn in its corner (style.css).
    const sets = hl && hl.letters.get(c);
    if (sets) el.dataset.sets = sets; else delete el.dataset.sets;
    const key = (d ? "d" + d : "n" + cands[c] + (auto ? "a" : "") + "k" + corner + (hl ? "h" : "") + (selDigit && !hl ? "s" + selDigit : "") + "l" + limit) + "c" + G.colours[c];
    if (el.dataset.key === key && !hl) continue;
    el.dataset.key = key;
    el.textContent = "";
    drawMarks(el, geo, corner, G.colours[c]);
    if (d) { el.appendChild(document.createTextNode(sym(d))); continue; }
    if (!cands[c]) { if (limit) el.appendChild(limitMarks(geo, limit)); continue; }
    const notes = document.createElement("div");
    notes.className = auto ? "notes auto" : "notes";
    notes.style.gridTemplateColumns = noteCols;
    notes.style.gridTemplateRows = noteRows;
    for (let k = 1; k <= geo.n; k++) {
      const s = document.createElement("span");
      if (cands[c] & bit(k)) {
        s.dataset.s = sym(k); // drawn by style.css, as marks.js says
        s.dataset.d = k;
        if (hl && hl.cand.has(c * 64 + k)) s.className = hl.cand.get(c * 64 + k).trim();
        else if (!hl && k === selDigit) s.className = "c-focus";
      }
      notes.appendChild(s);
    }
    el.appendChild(notes);
  }
  // The cursor is the grid's active cell: a screen reader names it as it moves.
  board.setAttribute("aria-activedescendant", cells[sel].id);
  drawArrows(geo, lv.arrows);
  drawVariant(geo, G, lang);
  renderPanel(G, geo, ui, lang, sh, lv);
}

// limitMarks is the element of the digits a variant limits a cell to
// (mask m), pencilled on one centred line as SudokuPad pencils a set: not
// at the places of the centre marks, which are the player's.
function limitMarks(geo, m) {
  const el = document.createElement("div");
  el.className = "notes limit";
  for (let k = 1; k <= geo.n; k++) {
    if (!(m & bit(k))) continue;
    const s = el.appendChild(document.createElement("span"));
    s.dataset.s = sym(k); // drawn by style.css, as marks.js says
  }
  return el;
}

// drawArrows draws the chain's arrows on the board's SVG: strong
// inferences solid, weak ones dashed (style.css).
function drawArrows(geo, arrows) {
  const svg = $("links"), g = $("links-arrows");
  g.textContent = "";
  for (const a of arrowShapes(geo, arrows)) {
    const p = document.createElementNS(svg.namespaceURI, "path");
    p.setAttribute("d", a.d);
    p.setAttribute("class", "link " + (a.strong ? "strong" : "weak"));
    p.setAttribute("marker-end", a.strong ? "url(#head-strong)" : "url(#head-weak)");
    g.appendChild(p);
  }
}

// houseName is a house of the API ("row 3") in the page's language.
export function houseName(lang, h) {
  const m = /^(row|column|box) (\d+)$/.exec(h);
  return m ? t(lang, "house_" + m[1], { n: m[2] }) : h;
}

// renderPanel draws the panel alone (a new message); render passes the
// step shown and its link view, which it has already worked out.
export function renderPanel(G, geo, ui, lang, sh = shown(ui), lv = linkView(sh && sh.stage >= 3 ? ui.link : null, sh && sh.step)) {
  document.body.dataset.busy = ui.busy > 0 ? "1" : "";
  const st = G.entry ? t(lang, "status_entry") : G.status ? t(lang, "status_" + G.status) : "";
  $("status").textContent = st;
  $("rating").textContent = G.rating == null || G.entry ? "" : G.rating < 0 ? t(lang, "ratingTimeout") :
    G.scale === "hodoku" ? t(lang, "ratingHoDoKu", { score: G.rating, level: t(lang, "hodoku_" + G.level) }) :
      t(lang, "rating", { rating: G.rating.toFixed(1), level: t(lang, "level_" + G.level) });
  const m = $("message");
  m.textContent = ui.failMsg || (ui.msg ? t(lang, ui.msg.key, ui.msg.params) : "");
  m.className = ui.failMsg ? "bad" : (ui.msg && ui.msg.cls) || "";
  $("entry-bar").hidden = !G.entry;
  renderPad(G, geo, ui, lang);
  const noSol = !G.solution || G.entry;
  $("btn-cands").setAttribute("aria-pressed", String(G.auto));
  $("btn-undo").disabled = !G.undo.length && !ui.restorable;
  $("btn-redo").disabled = !G.redo.length;
  for (const id of ["btn-check", "btn-reveal", "btn-solve"]) $(id).disabled = noSol;
  for (const id of ["btn-hint", "btn-path", "btn-all", "btn-cands", "btn-share", "btn-print"]) $(id).disabled = G.entry;
  $("btn-hint").disabled = G.entry || ui.busy > 0;
  // The hint panel.
  $("hint").hidden = !ui.hint && !ui.path;
  $("path-nav").hidden = !ui.path;
  $("btn-more").hidden = !ui.hint || ui.hint.stage >= 3;
  $("btn-apply").hidden = !!ui.path;
  if (ui.hint) {
    const h = ui.hint;
    $("hint-title").textContent = h.fromAll ? h.step.name : t(lang, ["stage_nudge", "stage_focus", "stage_step"][h.stage - 1]);
    $("hint-text").textContent = h.stage === 1 ? h.nudge : h.stage === 2 ? h.focus : summaryOf(h.step);
  } else if (ui.path) {
    const p = ui.path, n = p.steps.length;
    $("hint-title").textContent = p.k < n ? t(lang, "pathPos", { k: p.k + 1, n }) : t(lang, "pathEnd", { n });
    $("hint-text").textContent = p.k < n ? summaryOf(p.steps[p.k]) : "";
    $("path-pos").textContent = Math.min(p.k + 1, n) + " / " + n;
    $("btn-prev").disabled = p.k === 0;
    $("btn-next").disabled = p.k >= n;
  }
  renderDetail(sh);
  renderGroups(geo, ui, lang, sh);
  renderLinks(ui, lang, sh, lv);
  renderAll(ui, lang);
}

// renderPad draws the mode switch and the digit pad: digits, or in
// colour mode the colours, each with its swatch and name. While a puzzle
// is typed in, keys write digits: the modes are off.
function renderPad(G, geo, ui, lang) {
  const mode = G.entry ? "digit" : ui.mode;
  for (const b of $("modes").querySelectorAll("button[data-mode]")) {
    b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    b.disabled = G.entry;
  }
  const pad = $("pad"), colour = mode === "colour", n = colour ? COLOURS : geo.n, kind = (colour ? "k" : "d") + n + lang;
  if (pad.dataset.kind === kind) return;
  pad.dataset.kind = kind;
  pad.textContent = "";
  pad.style.gridTemplateColumns = "repeat(" + (n <= 9 ? n : Math.ceil(n / 2)) + ", 1fr)";
  for (let d = 1; d <= n; d++) {
    const b = document.createElement("button");
    b.textContent = sym(d);
    b.dataset.d = d;
    if (colour) {
      const sw = document.createElement("span");
      sw.className = "swatch-k";
      sw.style.background = "var(--k" + d + ")";
      b.prepend(sw);
      b.setAttribute("aria-label", d + " " + t(lang, "colour" + d));
    }
    pad.appendChild(b);
  }
}

// summaryOf is the short explanation of a step, its conclusion first
// (a server without it gives the whole explanation).
function summaryOf(step) { return step.summary || step.explanation; }

// renderDetail shows, folded under the summary, what it leaves out: the
// nodes of a long chain, the implications of a net.
function renderDetail(sh) {
  const detail = sh && sh.stage >= 3 ? sh.step.detail || "" : "";
  const box = $("hint-detail");
  if ($("hint-detail-text").textContent !== detail) {
    $("hint-detail-text").textContent = detail;
    box.open = false; // a new step's detail starts folded
  }
  box.hidden = !detail;
}

// renderGroups writes the legend of the step's sets under its
// explanation: a swatch of each set's colour and the set in words, which
// screen readers read with the explanation.
function renderGroups(geo, ui, lang, sh) {
  const list = $("hint-groups");
  list.textContent = "";
  const step = sh && sh.stage >= 3 ? sh.step : null;
  const groups = step ? groupsOf(geo, step, stepCands(ui)) : [];
  list.hidden = !groups.length;
  for (const g of groups) {
    const li = document.createElement("li");
    const sw = document.createElement("span");
    sw.className = "swatch g" + g.color;
    sw.setAttribute("aria-hidden", "true");
    sw.textContent = g.letter;
    li.append(sw, " " + groupText(lang, step, g));
    list.appendChild(li);
  }
}

// stepCands are the candidates of the board the shown step was found on.
function stepCands(ui) {
  if (ui.path) return ui.path.boards[ui.path.k].cands;
  return ui.hint ? ui.hint.cands : [];
}

// renderLinks shows where the player is in the step's chains: the chain
// chosen (a button per chain when there are several), the node reached and
// its inference in words.
function renderLinks(ui, lang, sh, lv) {
  const nav = $("link-nav");
  const chains = ui.link && sh && sh.stage >= 3 ? sh.step.chains || [] : [];
  nav.hidden = !chains.length;
  // With the chain drawn, its explanation in words is a reference: kept
  // short, scrolled.
  $("hint").classList.toggle("chained", chains.length > 0);
  if (!chains.length) return;
  const chain = chains[ui.link.chain];
  const box = $("link-chains");
  box.hidden = chains.length < 2;
  if (box.childElementCount !== chains.length) {
    box.textContent = "";
    chains.forEach((_, i) => {
      const b = document.createElement("button");
      b.dataset.chain = i;
      box.appendChild(b);
    });
  }
  [...box.children].forEach((b, i) => {
    b.textContent = t(lang, "chainN", { k: i + 1 });
    b.setAttribute("aria-pressed", String(i === ui.link.chain));
  });
  const n = chain.length;
  $("link-pos").textContent = lv.at < 0 ? t(lang, "linkWhole", { n }) : t(lang, "linkPos", { k: lv.at + 1, n });
  const text = $("link-text");
  if (lv.at < 0) {
    // The whole chain: from its assumption to its conclusion.
    text.textContent = candText(chain[0]) + " → … → " + candText(chain[n - 1]);
  } else {
    text.textContent = inferenceText(chain, lv.at, (h) => houseName(lang, h)) +
      (lv.at === 0 ? " " + t(lang, "linkAssume") : "");
  }
}

// stepLabel names what a step does: its placements and eliminations.
export function stepLabel(step) {
  const ps = (step.placements || []).map((p) => p.cell + "=" + p.digit);
  const es = (step.eliminations || []).map((e) => e.cell + "≠" + e.digit);
  return [...ps, ...es].join(", ");
}

// renderAll shows the list of every step of the position, grouped by
// technique in the order the server gives them.
function renderAll(ui, lang) {
  const sec = $("all");
  sec.hidden = !ui.all;
  if (!ui.all) return;
  const a = ui.all;
  $("all-msg").textContent = a.msgKey ? t(lang, a.msgKey, a.params) : t(lang, "allCount", { n: a.steps.length });
  const list = $("all-list");
  if (list.dataset.for !== a.id) {
    list.dataset.for = a.id;
    list.textContent = "";
    const groups = new Map();
    a.steps.forEach((s, i) => {
      if (!groups.has(s.key)) groups.set(s.key, []);
      groups.get(s.key).push(i);
    });
    // A group a technique, folded when the list is long (the opening of
    // a hard puzzle has hundreds of steps).
    const open = a.steps.length <= 40;
    for (const [key, idx] of groups) {
      const g = document.createElement("details");
      g.className = "all-group";
      g.dataset.key = key;
      g.open = open;
      const h = document.createElement("summary");
      h.textContent = a.steps[idx[0]].name + " (" + idx.length + ")";
      g.appendChild(h);
      const row = document.createElement("div");
      row.className = "row";
      for (const i of idx) {
        const b = document.createElement("button");
        b.className = "all-step";
        b.dataset.step = i;
        b.textContent = stepLabel(a.steps[i]) + " · " + a.steps[i].rating.toFixed(1);
        row.appendChild(b);
      }
      g.appendChild(row);
      list.appendChild(g);
    }
  }
  for (const b of list.querySelectorAll("button.all-step")) b.setAttribute("aria-pressed", String(Number(b.dataset.step) === a.chosen));
}
