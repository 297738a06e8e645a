// nanpure's page: the game in the browser. The server does every search
// (solution, hints, solving path, rating, generating, print sheets); this
// file keeps the game's state, draws the board and reads the keys.
//
// State (G, the game, saved in localStorage after every change):
//   br, bc      box rows and columns; n = br*bc digits, n*n cells, row by row
//   givens[i]   the puzzle's digit of cell i, 0 for empty
//   digits[i]   the digit shown in cell i (givens and the player's)
//   notes[i]    the player's pencil marks of cell i: bit d-1 for digit d
//   solution    digits of the unique solution, or null
//   undo, redo  snapshots of {digits, notes, givens} (not saved)
// View state (ui): the selected cell, notes mode, cells marked wrong by
// Check, the hint shown (its stage and the server's candidates), the
// solving path being stepped through.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const SIZES = [[2, 2], [2, 3], [2, 4], [3, 3], [3, 4], [4, 4]];
  const LEVELS = ["any", "easy", "medium", "hard", "diabolical", "extreme"];
  const SYMMETRIES = ["rot180", "none", "rot90", "mirror", "flip", "diagonal", "anti-diagonal", "random"];
  const STORE = "nanpure.game", LANG_STORE = "nanpure.lang", MAX_UNDO = 1000;
  const WELCOME = "000027008001000007064005019270963154400270683613004000087632041090048005342519870";

  let lang = initialLang();
  let G = null;
  let geo = null;
  const ui = { sel: 0, noteMode: false, wrong: new Set(), hint: null, path: null, msg: null, busy: 0 };

  // ---- geometry ------------------------------------------------------

  // geometry returns the houses and peers of a grid of br x bc boxes.
  function geometry(br, bc) {
    const n = br * bc, rows = [], cols = [], boxes = [];
    for (let i = 0; i < n; i++) { rows.push([]); cols.push([]); boxes.push([]); }
    const boxOf = [];
    for (let c = 0; c < n * n; c++) {
      const r = Math.floor(c / n), k = c % n, b = Math.floor(r / br) * br + Math.floor(k / bc);
      rows[r].push(c); cols[k].push(c); boxes[b].push(c); boxOf.push(b);
    }
    const peers = [];
    for (let c = 0; c < n * n; c++) {
      const s = new Set([...rows[Math.floor(c / n)], ...cols[c % n], ...boxes[boxOf[c]]]);
      s.delete(c);
      peers.push([...s]);
    }
    return { br, bc, n, rows, cols, boxes, boxOf, peers };
  }

  const bit = (d) => 1 << (d - 1);
  const sym = (d) => (d <= 9 ? String(d) : String.fromCharCode(55 + d));
  function symValue(ch, n) {
    const u = ch.toUpperCase();
    let d = 0;
    if (u >= "1" && u <= "9") d = u.charCodeAt(0) - 48;
    else if (u >= "A" && u <= "Z") d = u.charCodeAt(0) - 55;
    return d >= 1 && d <= n ? d : 0;
  }
  // line writes digits as the server reads and writes them: one symbol a
  // cell, "." for empty.
  const line = (ds) => ds.map((d) => (d ? sym(d) : ".")).join("");
  function parseLine(s, n) {
    const ds = [];
    for (const ch of s) ds.push(ch === "." ? 0 : symValue(ch, n));
    return ds;
  }
  function cellIndex(name) {
    const m = /^r(\d+)c(\d+)$/.exec(name);
    return m ? (Number(m[1]) - 1) * geo.n + Number(m[2]) - 1 : -1;
  }
  function houseCells(name) {
    const m = /^(row|column|box) (\d+)$/.exec(name);
    if (!m) return [];
    const i = Number(m[2]) - 1;
    return ({ row: geo.rows, column: geo.cols, box: geo.boxes })[m[1]][i] || [];
  }
  const maskOf = (s) => { let m = 0; for (const ch of s || "") { const d = symValue(ch, geo.n); if (d) m |= bit(d); } return m; };
  const maskText = (m) => { let s = ""; for (let d = 1; d <= geo.n; d++) if (m & bit(d)) s += sym(d); return s; };

  // candidatesOf returns the candidates of every empty cell given digits.
  function candidatesOf(digits) {
    const all = (1 << geo.n) - 1;
    return digits.map((d, c) => {
      if (d) return 0;
      let m = all;
      for (const p of geo.peers[c]) if (digits[p]) m &= ~bit(digits[p]);
      return m;
    });
  }

  function conflicts(digits) {
    const bad = new Set();
    for (const house of [...geo.rows, ...geo.cols, ...geo.boxes]) {
      const seen = new Map();
      for (const c of house) {
        const d = digits[c];
        if (!d) continue;
        if (seen.has(d)) { bad.add(c); bad.add(seen.get(d)); } else seen.set(d, c);
      }
    }
    return bad;
  }

  // ---- the game --------------------------------------------------------

  function newGame(br, bc, givens) {
    geo = geometry(br, bc);
    const cells = geo.n * geo.n;
    givens = givens || new Array(cells).fill(0);
    return {
      br, bc, givens: givens.slice(), digits: givens.slice(), notes: new Array(cells).fill(0),
      solution: null, status: "", rating: null, level: "", entry: false, undo: [], redo: [],
    };
  }
  const boxText = () => G.br + "x" + G.bc;
  const filled = () => G.digits.every((d) => d);
  const solved = () => filled() && (G.solution ? G.digits.every((d, i) => d === G.solution[i]) : conflicts(G.digits).size === 0);

  function snapshot() { return { digits: G.digits.slice(), notes: G.notes.slice(), givens: G.givens.slice() }; }
  function restore(s) { G.digits = s.digits; G.notes = s.notes; G.givens = s.givens; }
  // record keeps the state before a change, for undo.
  function record() {
    G.undo.push(snapshot());
    if (G.undo.length > MAX_UNDO) G.undo.shift();
    G.redo = [];
  }
  function undo() {
    if (!G.undo.length) { say("msgNothingToUndo"); return; }
    G.redo.push(snapshot()); restore(G.undo.pop()); changed();
  }
  function redo() {
    if (!G.redo.length) return;
    G.undo.push(snapshot()); restore(G.redo.pop()); changed();
  }
  // changed is called after every change of the player's state.
  function changed() {
    ui.wrong.clear();
    closeHint();
    if (!G.entry && solved()) say("msgSolved", null, "ok");
    else if (ui.msg && ui.msg.cls === "ok") say(null);
    save(); render();
  }

  function place(c, d) {
    if (G.entry) {
      record(); G.givens[c] = d; G.digits[c] = d; changed(); return;
    }
    if (G.givens[c]) return;
    if (d === G.digits[c] && (d || !G.notes[c])) return;
    record();
    G.digits[c] = d;
    if (d) {
      G.notes[c] = 0;
      for (const p of geo.peers[c]) G.notes[p] &= ~bit(d);
    } else G.notes[c] = 0;
    changed();
  }
  function toggleNote(c, d) {
    if (G.entry || G.digits[c]) return;
    record(); G.notes[c] ^= bit(d); changed();
  }
  function input(d, asNote) {
    if (!G) return;
    if ((asNote || ui.noteMode) && d && !G.entry) toggleNote(ui.sel, d);
    else place(ui.sel, d);
  }
  function autoCandidates() {
    if (G.entry) return;
    record(); G.notes = candidatesOf(G.digits); changed();
  }

  function check() {
    if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
    ui.wrong.clear();
    G.digits.forEach((d, i) => { if (d && !G.givens[i] && d !== G.solution[i]) ui.wrong.add(i); });
    if (ui.wrong.size) say("msgMistakes", { count: ui.wrong.size }, "bad");
    else if (solved()) say("msgSolved", null, "ok");
    else say("msgAllGood", { left: G.digits.filter((d) => !d).length }, "ok");
    render();
  }
  function revealCell() {
    if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
    place(ui.sel, G.solution[ui.sel]);
  }
  function solveAll() {
    if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
    record(); G.digits = G.solution.slice(); G.notes.fill(0); changed();
  }

  // ---- talking to the server --------------------------------------------

  async function call(path, body, raw) {
    ui.busy++; render();
    try {
      const r = await fetch("api/" + path, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      });
      if (r.ok && raw) return await r.blob();
      let data = null;
      try { data = await r.json(); } catch (e) { /* not JSON */ }
      if (!r.ok) {
        const err = new Error((data && data.error) || r.statusText);
        err.status = r.status; err.data = data || {}; err.path = path;
        throw err;
      }
      return data;
    } finally { ui.busy--; render(); }
  }
  // errorText says what went wrong, in the page's language where the
  // error's data allows.
  function errorText(e) {
    const d = e.data || {};
    if (e.status === 404) return t(lang, "msgUnavailable", { what: "/api/" + e.path });
    if (e.status === 503) return t(lang, "errBusy");
    if (d.cells) return t(lang, "errConflict", { cells: d.cells.join(", ") });
    if (d.line) return t(lang, "errParse", { line: d.line, col: d.col ? (lang === "ja" ? " " + d.col + " 文字目" : ", column " + d.col) : "", error: e.message });
    return t(lang, "msgError", { error: e.message });
  }
  function fail(e) { say(null); ui.failMsg = errorText(e); render(); return e; }

  // loadPuzzle reads a puzzle in any form through the server, which gives
  // it back on one line with its box, status and solution.
  async function loadPuzzle(text, box, progress) {
    say("msgLoading");
    const rec = await call("solve", { puzzle: text, box: box || undefined });
    const [br, bc] = rec.box.split("x").map(Number);
    if (br * bc > 16) throw Object.assign(new Error("too big"), { tooBig: rec.box });
    startGame(br, bc, rec.puzzle, rec.status, rec.solution, progress);
    say("msgLoaded");
    rate();
  }
  function startGame(br, bc, puzzle, status, solution, progress, rating) {
    G = newGame(br, bc, parseLine(puzzle, br * bc));
    G.status = status;
    G.solution = status === "unique" && solution ? parseLine(solution, geo.n) : null;
    if (rating) { G.rating = rating.rating; G.level = rating.level; }
    if (progress) {
      parseLine(progress, geo.n).forEach((d, i) => { if (!G.givens[i] && d && i < G.digits.length) G.digits[i] = d; });
    }
    ui.sel = G.givens.findIndex((d) => !d); if (ui.sel < 0) ui.sel = 0;
    ui.wrong.clear(); ui.failMsg = null; ui.beforeEntry = null;
    closeHint(); save(); render();
  }
  async function rate() {
    if (!G || G.status !== "unique") return;
    const puzzle = line(G.givens);
    try {
      const r = await call("rate", { puzzle, box: boxText() });
      if (!G || line(G.givens) !== puzzle) return;
      if (r.status === "rated") { G.rating = r.rating; G.level = r.level; } else if (r.status === "timeout") G.rating = -1;
      save(); render();
    } catch (e) { /* a rating is extra: the game goes on without it */ }
  }

  // ---- hints and the solving path ---------------------------------------

  function position() {
    const body = { puzzle: line(G.givens), box: boxText(), grid: line(G.digits), lang };
    if (G.notes.some((m, i) => m && !G.digits[i])) body.candidates = G.notes.map((m, i) => (G.digits[i] ? "" : maskText(m)));
    return body;
  }
  function closeHint() { ui.hint = null; ui.path = null; }

  // hint shows the next step in three stages: the technique and where to
  // look, then the cells, then the whole step with Apply.
  // Presses of H while a hint is on its way ask for a later stage.
  async function hint(stage) {
    if (!G || G.entry) return;
    if (ui.hintPending) { ui.hintPending.stage = Math.min(3, ui.hintPending.stage + 1); return; }
    if (ui.hint && !ui.path && ui.hint.step && ui.hint.stage < 3) { ui.hint.stage++; render(); return; }
    if (solved()) { say("msgNoHint", null, "ok"); return; }
    say("msgThinking");
    const pending = ui.hintPending = { stage: stage || 1 };
    const asked = { lang, digits: line(G.digits) };
    let r;
    try { r = await call("hint", position()); } catch (e) { fail(e); return; } finally { ui.hintPending = null; }
    // The language or the board changed meanwhile: this hint is stale.
    if (asked.digits !== line(G.digits)) { say(null); return; }
    if (asked.lang !== lang) { await hint(pending.stage); return; }
    say(null);
    closeHint();
    if (r.status === "mistakes") {
      ui.wrong = new Set((r.mistakes || []).map(cellIndex));
      say("msgHintMistakes", null, "bad");
    } else if (r.status === "solved") {
      say("msgNoHint", null, "ok");
    } else if (!r.step) {
      say("msgStuck", null, "bad");
    } else {
      ui.hint = { stage: pending.stage, step: r.step, nudge: r.nudge, focus: r.focus, cands: r.candidates.map(maskOf) };
    }
    render();
  }
  async function showPath() {
    if (!G || G.entry) return;
    say("msgThinking");
    let r;
    try { r = await call("explain", position()); } catch (e) { fail(e); return; }
    say(null);
    closeHint();
    if (r.status === "mistakes") {
      ui.wrong = new Set((r.mistakes || []).map(cellIndex));
      say("msgHintMistakes", null, "bad"); render(); return;
    }
    let st = { digits: G.digits.slice(), cands: r.candidates.map(maskOf) };
    const boards = [st];
    for (const s of r.steps) { st = applyStep(st, s); boards.push(st); }
    ui.path = { steps: r.steps, boards, k: 0, solved: r.solved };
    render();
  }
  function pathMove(dk) {
    if (!ui.path) return;
    ui.path.k = Math.max(0, Math.min(ui.path.steps.length, ui.path.k + dk));
    render();
  }
  // applyStep returns the board {digits, cands} after the step.
  function applyStep(st, step) {
    const out = { digits: st.digits.slice(), cands: st.cands.slice() };
    for (const p of step.placements || []) {
      const c = cellIndex(p.cell);
      out.digits[c] = p.digit; out.cands[c] = 0;
      for (const q of geo.peers[c]) out.cands[q] &= ~bit(p.digit);
    }
    for (const e of step.eliminations || []) out.cands[cellIndex(e.cell)] &= ~bit(e.digit);
    return out;
  }
  // applyHint makes the hint's step on the player's board. A step that
  // removes candidates needs candidates: the board then takes the ones
  // the hint was found on.
  function applyHint() {
    if (ui.path) { playFromHere(); return; }
    if (!ui.hint) return;
    const step = ui.hint.step;
    const usesNotes = (step.eliminations || []).length > 0;
    const st = applyStep({ digits: G.digits, cands: ui.hint.cands }, step);
    record();
    G.digits = st.digits;
    if (usesNotes) G.notes = st.cands;
    else for (const p of step.placements || []) {
      const c = cellIndex(p.cell);
      G.notes[c] = 0;
      for (const q of geo.peers[c]) G.notes[q] &= ~bit(p.digit);
    }
    changed();
  }
  function playFromHere() {
    const b = ui.path.boards[ui.path.k];
    record();
    G.digits = b.digits.slice();
    G.notes = b.cands.map((m, i) => (b.digits[i] ? 0 : m));
    changed();
  }

  // ---- drawing -------------------------------------------------------------

  const board = $("board");
  function buildBoard() {
    board.textContent = "";
    board.style.setProperty("--n", geo.n);
    for (let c = 0; c < geo.n * geo.n; c++) {
      const el = document.createElement("div");
      const r = Math.floor(c / geo.n), k = c % geo.n;
      el.className = "cell";
      el.dataset.cell = c;
      el.setAttribute("role", "gridcell");
      el.addEventListener("pointerdown", (e) => { e.preventDefault(); ui.sel = c; board.focus(); render(); });
      board.appendChild(el);
      el.dataset.base = "cell" + ((k + 1) % geo.bc === 0 ? " br" : "") + ((r + 1) % geo.br === 0 ? " bb" : "") +
        (k === geo.n - 1 ? " lastc" : "") + (r === geo.n - 1 ? " lastr" : "");
    }
    board.dataset.size = geo.n;
  }

  // highlights returns the classes of cells and of candidates that show a
  // step at a stage (1: houses, 2: and cells, 3: and what it does).
  function highlights(step, stage) {
    const cell = new Map(), cand = new Map();
    const add = (m, k, cls) => { if (k >= 0) m.set(k, (m.get(k) || "") + " " + cls); };
    for (const h of step.houses || []) for (const c of houseCells(h)) add(cell, c, "h-house");
    for (const h of step.cover || []) for (const c of houseCells(h)) add(cell, c, "h-cover");
    if (stage >= 2) {
      for (const n of step.cells || []) {
        const c = cellIndex(n);
        add(cell, c, "h-cell");
        for (const d of step.digits || []) add(cand, c * 64 + d, "c-focus");
      }
      for (const n of step.extra || []) add(cell, cellIndex(n), "h-extra");
    }
    if (stage >= 3) {
      for (const p of step.placements || []) { add(cell, cellIndex(p.cell), "h-place"); add(cand, cellIndex(p.cell) * 64 + p.digit, "c-place"); }
      for (const e of step.eliminations || []) add(cand, cellIndex(e.cell) * 64 + e.digit, "c-elim");
      for (const ch of step.chains || []) for (const nd of ch) add(cand, cellIndex(nd.cell) * 64 + nd.digit, nd.on ? "c-on" : "c-off");
    }
    return { cell, cand };
  }

  function render() {
    if (!G) return;
    if (board.dataset.size != geo.n || board.children.length !== geo.n * geo.n) buildBoard();
    // The view: the player's board, or a board of the solving path.
    let digits = G.digits, cands = G.notes, hl = null;
    if (ui.path) {
      const b = ui.path.boards[ui.path.k];
      digits = b.digits; cands = b.cands;
      if (ui.path.k < ui.path.steps.length) hl = highlights(ui.path.steps[ui.path.k], 3);
    } else if (ui.hint) {
      cands = ui.hint.cands;
      hl = highlights(ui.hint.step, ui.hint.stage);
    }
    const bad = conflicts(digits);
    const sel = ui.sel, selDigit = digits[sel];
    const selPeers = new Set(geo.peers[sel]);
    const noteCols = "repeat(" + geo.bc + ", 1fr)", noteRows = "repeat(" + geo.br + ", 1fr)";
    for (let c = 0; c < digits.length; c++) {
      const el = board.children[c];
      let cls = el.dataset.base;
      if (G.givens[c]) cls += " given";
      if (G.entry) cls += " entry";
      if (!hl) {
        if (selPeers.has(c)) cls += " peer";
        if (selDigit && digits[c] === selDigit) cls += " same";
      } else if (hl.cell.has(c)) cls += hl.cell.get(c);
      if (c === sel) cls += " sel";
      if (bad.has(c)) cls += " conflict";
      if (ui.wrong.has(c)) cls += " wrong h-mistake";
      el.className = cls;
      const d = digits[c];
      const key = d ? "d" + d : "n" + cands[c] + (hl ? "h" : "") + (selDigit && !hl ? "s" + selDigit : "");
      if (el.dataset.key === key && !hl) continue;
      el.dataset.key = key;
      el.textContent = "";
      if (d) { el.textContent = sym(d); continue; }
      if (!cands[c]) continue;
      const notes = document.createElement("div");
      notes.className = "notes";
      notes.style.gridTemplateColumns = noteCols;
      notes.style.gridTemplateRows = noteRows;
      for (let k = 1; k <= geo.n; k++) {
        const s = document.createElement("span");
        if (cands[c] & bit(k)) {
          s.textContent = sym(k);
          s.dataset.d = k;
          if (hl && hl.cand.has(c * 64 + k)) s.className = hl.cand.get(c * 64 + k).trim();
          else if (!hl && k === selDigit) s.className = "c-focus";
        }
        notes.appendChild(s);
      }
      el.appendChild(notes);
    }
    renderPanel();
  }

  function renderPanel() {
    document.body.dataset.busy = ui.busy > 0 ? "1" : "";
    const st = G.entry ? t(lang, "status_entry") : G.status ? t(lang, "status_" + G.status) : "";
    $("status").textContent = st;
    $("rating").textContent = G.rating == null || G.entry ? "" : G.rating < 0 ? t(lang, "ratingTimeout") :
      t(lang, "rating", { rating: G.rating.toFixed(1), level: t(lang, "level_" + G.level) });
    const m = $("message");
    m.textContent = ui.failMsg || (ui.msg ? t(lang, ui.msg.key, ui.msg.params) : "");
    m.className = ui.failMsg ? "bad" : (ui.msg && ui.msg.cls) || "";
    $("entry-bar").hidden = !G.entry;
    const pad = $("pad");
    if (pad.childElementCount !== geo.n + 0) {
      pad.textContent = "";
      pad.style.gridTemplateColumns = "repeat(" + (geo.n <= 9 ? geo.n : Math.ceil(geo.n / 2)) + ", 1fr)";
      for (let d = 1; d <= geo.n; d++) {
        const b = document.createElement("button");
        b.textContent = sym(d);
        b.dataset.d = d;
        b.addEventListener("click", () => { input(d); board.focus(); });
        pad.appendChild(b);
      }
    }
    const noSol = !G.solution || G.entry;
    $("btn-notes").setAttribute("aria-pressed", String(ui.noteMode));
    $("btn-undo").disabled = !G.undo.length;
    $("btn-redo").disabled = !G.redo.length;
    for (const id of ["btn-check", "btn-reveal", "btn-solve"]) $(id).disabled = noSol;
    for (const id of ["btn-hint", "btn-path", "btn-cands", "btn-share", "btn-print"]) $(id).disabled = G.entry;
    $("btn-hint").disabled = G.entry || ui.busy > 0;
    // The hint panel.
    const hp = $("hint");
    hp.hidden = !ui.hint && !ui.path;
    $("path-nav").hidden = !ui.path;
    $("btn-more").hidden = !ui.hint || ui.hint.stage >= 3;
    $("btn-apply").hidden = !!ui.path;
    if (ui.hint) {
      const h = ui.hint;
      $("hint-title").textContent = t(lang, ["stage_nudge", "stage_focus", "stage_step"][h.stage - 1]);
      $("hint-text").textContent = h.stage === 1 ? h.nudge : h.stage === 2 ? h.focus : h.step.explanation;
    } else if (ui.path) {
      const p = ui.path, n = p.steps.length;
      $("hint-title").textContent = p.k < n ? t(lang, "pathPos", { k: p.k + 1, n }) : t(lang, "pathEnd", { n });
      $("hint-text").textContent = p.k < n ? p.steps[p.k].explanation : "";
      $("path-pos").textContent = Math.min(p.k + 1, n) + " / " + n;
      $("btn-prev").disabled = p.k === 0;
      $("btn-next").disabled = p.k >= n;
    }
  }

  function say(key, params, cls) { ui.failMsg = null; ui.msg = key ? { key, params, cls } : null; if (G) renderPanel(); }

  // ---- labels and language -------------------------------------------------

  function initialLang() {
    const saved = localStorage.getItem(LANG_STORE);
    if (saved === "en" || saved === "ja") return saved;
    for (const l of navigator.languages || [navigator.language || "en"]) {
      if (/^ja\b/i.test(l)) return "ja";
      if (/^en\b/i.test(l)) return "en";
    }
    return "en";
  }
  function fillSelect(sel, values, label) {
    const v = sel.value;
    sel.textContent = "";
    for (const x of values) {
      const o = document.createElement("option");
      o.value = Array.isArray(x) ? x.join("x") : x;
      o.textContent = label(x);
      sel.appendChild(o);
    }
    if (v) sel.value = v;
  }
  function applyLabels() {
    document.documentElement.lang = lang;
    $("lang").value = lang;
    for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(lang, el.dataset.i18n);
    for (const el of document.querySelectorAll("[data-key]")) el.title = el.dataset.key;
    const sizeLabel = ([r, c]) => r * c + "×" + r * c + (r !== c && r * c !== 6 && r * c !== 8 ? " (" + r + "×" + c + ")" : "");
    fillSelect($("enter-size"), SIZES, sizeLabel);
    fillSelect($("new-size"), SIZES, sizeLabel);
    fillSelect($("new-level"), LEVELS, (l) => t(lang, "level_" + l));
    fillSelect($("new-symmetry"), SYMMETRIES, (s) => t(lang, "sym_" + s));
    if (!$("enter-size").value || $("enter-size").value === "2x2") $("enter-size").value = "3x3";
  }
  async function setLang(l) {
    lang = l;
    localStorage.setItem(LANG_STORE, l);
    applyLabels();
    render();
    // Explanations come from the server: ask again in the new language.
    if (ui.hint) {
      const stage = ui.hint.stage;
      ui.hint = null;
      await hint(stage);
    } else if (ui.path) {
      const k = ui.path.k;
      await showPath();
      if (ui.path) { ui.path.k = Math.min(k, ui.path.steps.length); render(); }
    }
  }

  // ---- saving, share links --------------------------------------------------

  function save() {
    if (!G) return;
    const s = {
      box: boxText(), givens: line(G.givens), digits: line(G.digits), notes: G.notes,
      solution: G.solution ? line(G.solution) : "", status: G.status, rating: G.rating, level: G.level, entry: G.entry,
    };
    try { localStorage.setItem(STORE, JSON.stringify(s)); } catch (e) { /* storage full or off */ }
  }
  function restoreSaved() {
    let s;
    try { s = JSON.parse(localStorage.getItem(STORE) || "null"); } catch (e) { return false; }
    if (!s || !s.box || !s.givens) return false;
    const [br, bc] = s.box.split("x").map(Number);
    if (!(br * bc >= 4 && br * bc <= 16) || s.givens.length !== br * bc * br * bc) return false;
    G = newGame(br, bc, parseLine(s.givens, br * bc));
    G.digits = parseLine(s.digits, geo.n);
    if (Array.isArray(s.notes) && s.notes.length === G.notes.length) G.notes = s.notes.map(Number);
    G.status = s.status || "";
    G.solution = s.solution ? parseLine(s.solution, geo.n) : null;
    G.rating = s.rating ?? null; G.level = s.level || ""; G.entry = !!s.entry;
    ui.sel = Math.max(0, G.givens.findIndex((d) => !d));
    return true;
  }
  function shareLink(progress) {
    const p = new URLSearchParams({ p: line(G.givens), b: boxText() });
    if (progress) p.set("s", line(G.digits));
    return location.origin + location.pathname + "#" + p.toString();
  }
  async function openLink() {
    const h = location.hash.replace(/^#/, "");
    if (!h) return false;
    const p = new URLSearchParams(h);
    if (!p.get("p")) return false;
    history.replaceState(null, "", location.pathname + location.search);
    try { await loadPuzzle(p.get("p"), p.get("b"), p.get("s")); } catch (e) { loadFailed(e); }
    return true;
  }
  function loadFailed(e) {
    if (e.tooBig) { say("msgTooBig", { box: e.tooBig }, "bad"); return; }
    fail(e);
  }

  // ---- dialogs -------------------------------------------------------------

  function dialogs() {
    const enter = $("dlg-enter");
    $("btn-enter").addEventListener("click", () => { $("enter-error").textContent = ""; enter.showModal(); $("enter-text").focus(); });
    $("btn-load").addEventListener("click", async (e) => {
      e.preventDefault();
      const text = $("enter-text").value;
      if (!text.trim()) return;
      try { await loadPuzzle(text); enter.close(); board.focus(); } catch (err) {
        $("enter-error").textContent = err.tooBig ? t(lang, "msgTooBig", { box: err.tooBig }) : errorText(err);
      }
    });
    $("enter-file").addEventListener("change", async () => {
      const f = $("enter-file").files[0];
      if (f) $("enter-text").value = await f.text();
    });
    $("btn-type").addEventListener("click", () => {
      const [br, bc] = $("enter-size").value.split("x").map(Number);
      if (G && !G.entry) ui.beforeEntry = G;
      G = newGame(br, bc); G.entry = true;
      ui.sel = 0; closeHint(); say(null); save(); render(); board.focus();
    });
    $("btn-start").addEventListener("click", async () => {
      try { await loadPuzzle(line(G.givens), boxText()); } catch (e) { loadFailed(e); }
      board.focus();
    });
    $("btn-entry-cancel").addEventListener("click", () => {
      if (!ui.beforeEntry) return;
      G = ui.beforeEntry; geo = geometry(G.br, G.bc); ui.beforeEntry = null;
      ui.sel = 0; say(null); save(); render(); board.focus();
    });

    const gen = $("dlg-new");
    $("btn-new").addEventListener("click", () => { $("new-error").textContent = ""; gen.showModal(); });
    $("btn-generate").addEventListener("click", async (e) => {
      e.preventDefault();
      // Levels come back by their English names, the keys of the labels.
      const body = { box: $("new-size").value, symmetry: $("new-symmetry").value };
      if ($("new-level").value !== "any") body.level = $("new-level").value;
      try {
        const r = await call("generate", body);
        const [br, bc] = (r.box || body.box).split("x").map(Number);
        startGame(br, bc, r.puzzle, "unique", r.solution, null, r.level ? r : null);
        say("msgLoaded");
        if (!r.level) rate();
        gen.close(); board.focus();
      } catch (err) { $("new-error").textContent = errorText(err); }
    });

    const share = $("dlg-share");
    const updateLink = () => { $("share-link").value = shareLink($("share-progress").checked); };
    $("btn-share").addEventListener("click", () => { updateLink(); share.showModal(); $("share-link").select(); });
    $("share-progress").addEventListener("change", updateLink);
    $("btn-copy").addEventListener("click", async (e) => {
      e.preventDefault();
      $("share-link").select();
      try { await navigator.clipboard.writeText($("share-link").value); } catch (err) { document.execCommand("copy"); }
      share.close(); say("msgCopied", null, "ok");
    });

    const pr = $("dlg-print");
    // extra holds the new puzzles made for the sheet, kept while the
    // dialog is open so that the preview and the PDF show the same ones.
    let extra = [];
    const more = async () => {
      const want = Number($("print-count").value) - 1;
      while (extra.length > want) extra.pop();
      while (extra.length < want) {
        const body = { box: boxText(), symmetry: "rot180" };
        if (G.level) body.level = G.level;
        extra.push((await call("generate", body)).puzzle);
      }
    };
    const sheet = (format, page) => ({
      puzzles: [line(G.givens), ...extra], box: boxText(), format, paper: $("print-paper").value,
      per_page: 1 + extra.length, solutions: $("print-solution").checked, lang, page,
    });
    // show puts an SVG page in an image, or takes it away (blob null).
    const show = (img, blob) => {
      if (img.src) URL.revokeObjectURL(img.src);
      if (blob) img.src = URL.createObjectURL(blob); else img.removeAttribute("src");
    };
    // Previews run one after the other: each change of the options asks
    // for one, and they share the new puzzles.
    let printJob = Promise.resolve();
    const preview = () => (printJob = printJob.then(async () => {
      $("print-error").textContent = "";
      try {
        await more();
        // The puzzles fill one page; the solutions, when asked, a second.
        show($("print-preview"), await call("print", sheet("svg", 1), true));
        show($("print-preview-2"), $("print-solution").checked ? await call("print", sheet("svg", 2), true) : null);
      } catch (err) { $("print-error").textContent = errorText(err); }
    }));
    $("btn-print").addEventListener("click", () => { extra = []; $("print-count").value = "1"; pr.showModal(); preview(); });
    for (const id of ["print-paper", "print-count", "print-solution"]) $(id).addEventListener("change", preview);
    $("btn-pdf").addEventListener("click", async (e) => {
      e.preventDefault();
      try {
        await printJob;
        await more();
        const blob = await call("print", sheet("pdf"), true);
        const a = document.createElement("a");
        a.href = URL.createObjectURL(blob);
        a.download = "nanpure.pdf";
        document.body.appendChild(a); a.click(); a.remove();
        setTimeout(() => URL.revokeObjectURL(a.href), 60000);
      } catch (err) { $("print-error").textContent = errorText(err); }
    });
  }

  // ---- keys and buttons ------------------------------------------------------

  function move(dr, dc) {
    const n = geo.n, r = Math.floor(ui.sel / n), c = ui.sel % n;
    ui.sel = ((r + dr + n) % n) * n + ((c + dc + n) % n);
    render();
  }
  function onKey(e) {
    if (!G || document.querySelector("dialog[open]")) return;
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    const ctrl = e.ctrlKey || e.metaKey;
    const k = e.key;
    if (ctrl && (k === "z" || k === "Z")) { e.preventDefault(); if (e.shiftKey) redo(); else undo(); return; }
    if (ctrl && (k === "y" || k === "Y")) { e.preventDefault(); redo(); return; }
    if (ctrl || e.altKey) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[k]) { e.preventDefault(); move(...arrows[k]); return; }
    if (k === "Backspace" || k === "Delete" || k === "0" || k === ".") { e.preventDefault(); input(0); return; }
    // A digit; with Shift, a note (Shift changes the key of digits: read the code).
    let d = 0;
    if (/^Digit[1-9]$/.test(e.code) || /^Numpad[1-9]$/.test(e.code)) d = Number(e.code.slice(-1));
    else if (k.length === 1) d = symValue(k, geo.n);
    if (d && d <= geo.n) { e.preventDefault(); input(d, e.shiftKey); return; }
    switch (k.toLowerCase()) {
      case "n": ui.noteMode = !ui.noteMode; render(); break;
      case "h": hint(); break;
      case "enter": if (ui.hint || ui.path) applyHint(); break;
      case "escape": closeHint(); render(); break;
      case "[": pathMove(-1); break;
      case "]": pathMove(1); break;
      default: return;
    }
    e.preventDefault();
  }
  function buttons() {
    const on = (id, f) => $(id).addEventListener("click", () => { f(); if (!document.querySelector("dialog[open]")) board.focus(); });
    on("btn-notes", () => { ui.noteMode = !ui.noteMode; render(); });
    on("btn-erase", () => input(0));
    on("btn-cands", autoCandidates);
    on("btn-undo", undo);
    on("btn-redo", redo);
    on("btn-check", check);
    on("btn-reveal", revealCell);
    on("btn-solve", solveAll);
    on("btn-hint", () => hint());
    on("btn-more", () => hint());
    on("btn-apply", applyHint);
    on("btn-hint-close", () => { closeHint(); render(); });
    on("btn-path", showPath);
    on("btn-prev", () => pathMove(-1));
    on("btn-next", () => pathMove(1));
    on("btn-here", playFromHere);
    $("lang").addEventListener("change", () => setLang($("lang").value));
    document.addEventListener("keydown", onKey);
    document.addEventListener("paste", async (e) => {
      const tag = (e.target.tagName || "").toLowerCase();
      if (tag === "input" || tag === "textarea" || document.querySelector("dialog[open]")) return;
      const text = e.clipboardData.getData("text");
      if (!text.trim()) return;
      e.preventDefault();
      try { await loadPuzzle(text); } catch (err) { loadFailed(err); }
    });
    window.addEventListener("hashchange", openLink);
  }

  async function start() {
    applyLabels();
    if (await openLink()) return;
    if (G || restoreSaved()) { render(); return; }
    try { await loadPuzzle(WELCOME); } catch (e) { G = newGame(3, 3); render(); loadFailed(e); }
  }

  applyLabels();
  buttons();
  dialogs();
  start().then(() => { document.body.dataset.ready = "1"; board.focus(); });
})();
