// nanpure's page: the game in the browser. This module is the controller:
// it holds the game (state.js) and what the page shows of it (ui), asks
// the engine (engine.js) for every search, hands keys and clicks
// (input.js) to the actions below, and redraws through the view (view.js).
//
// ui, the view's state (not saved):
//   sel, selected   the cursor cell, and the cells selected (view.js selection)
//   mode            what digit keys write: "digit", "corner", "centre", "colour"
//   wrong           cells marked wrong by Check or by a hint
//   photo           in entry mode, the cells of a photo's reading to check
//   hint            the hint shown: {stage, step, nudge, focus, cands}
//                   (cands: the candidates it was found on; fromAll: a
//                   step chosen in the list of all steps)
//   path            the solving path stepped through: {steps, boards, k}
//   link            where the player is in the shown step's chains (chains.js)
//   all             the list of all steps: {id, steps, cands, chosen, msgKey}
//   msg, failMsg    the message line; busy: requests on their way
//   paused          the clock is paused and the grid hidden
//   live            the setting "show mistakes as I play"
//   kept            a game replaced by this one is kept (previous.js);
//                   restorable: and Undo brings it back now

import { applyStep, candidatesOf, cellIndex, line, maskOf, maskText, parseLine } from "./grid.js";
import { linkChain, linkMove, linkStart } from "./chains.js";
import { clockText, startClock } from "./clock.js";
import { moveCell } from "./cursor.js";
import { mistakes } from "./mistakes.js";
import { keepGame, keptFor, takeGame } from "./previous.js";
import * as engine from "./engine.js";
import * as jobs from "./jobs.js";
import * as game from "./state.js";
import { listen } from "./input.js";
import { printDialog } from "./print.js";
import { render as draw, renderPanel, selection, shown } from "./view.js";
import { applyProgress, linkHash, readHash } from "./link.js";
import { COLOURS } from "./marks.js";
import { startTheme } from "./theme.js";
import { t } from "./i18n.js";
import { WELCOME } from "./welcome.js";
import { variantGeometry } from "./varhouses.js";
import { HODOKU, KINDS, LEVELS, PRACTISE, generateBody, levelAllowed, nearest, practiceProgress, sizeAllowed, symmetryAllowed } from "./newkind.js";

const $ = (id) => document.getElementById(id);
const SIZES = [[2, 2], [2, 3], [2, 4], [3, 3], [3, 4], [4, 4]];
const SYMMETRIES = ["rot180", "none", "rot90", "mirror", "flip", "diagonal", "anti-diagonal", "random"];
const LANG_STORE = "nanpure.lang", NEW_STORE = "nanpure.new", LIVE_STORE = "nanpure.liveMistakes";

let lang = initialLang();
let G = null;
let geo = null;
const MODES = ["digit", "corner", "centre", "colour"];
const ui = { sel: 0, selected: new Set(), mode: "digit", wrong: new Set(), hint: null, path: null, link: null, linkFor: null, all: null, msg: null, busy: 0,
  paused: false, live: localStorage.getItem(LIVE_STORE) === "1", kept: false, restorable: false };
let allIds = 0;
const board = $("board");

// Busy shows on the panel alone: redrawing the board twice a call took
// the main thread for over 50 ms at times.
engine.onBusy((d) => { ui.busy += d; if (G) renderPanel(G, geo, ui, lang); });

// setGame makes g the game, with the geometry of its grid (shown: a
// paused game is left running).
function setGame(g) {
  if (ui.paused) pause(false);
  G = g; geo = variantGeometry(g); ui.kept = keptFor(g); ui.selected.clear();
}

function render() {
  if (!G) return;
  // A new step shown starts its chains from the whole first chain.
  const sh = shown(ui), step = sh && sh.stage >= 3 ? sh.step : null;
  if (ui.linkFor !== step) { ui.linkFor = step; ui.link = linkStart(step); }
  ui.restorable = ui.kept && game.untouched(G);
  draw(G, geo, ui, lang);
  showClock();
}
function say(key, params, cls) { ui.failMsg = null; ui.msg = key ? { key, params, cls } : null; if (G) renderPanel(G, geo, ui, lang); }

// ---- the player's moves ------------------------------------------------

// changed is called after every change of the player's state.
function changed() {
  ui.wrong.clear();
  if (ui.live) ui.wrong = new Set(mistakes(G, false).digits);
  if (G.entry && ui.photo) ui.wrong = new Set(ui.photo); // a photo's doubtful cells stay marked until Start
  closeHint();
  if (!G.entry && game.solved(G, geo)) say("msgSolvedIn", { time: clockText(G.time) }, "ok");
  else if (ui.msg && ui.msg.cls === "ok") say(null);
  game.save(G); render();
}
const act = (done) => { if (done) changed(); };
// input is a digit key (0: erase) in the mode held by modifiers or else
// the page's, on every cell selected.
function input(d, held) {
  if (!G || ui.paused) return;
  const mode = G.entry ? "digit" : held || ui.mode;
  if (d > (mode === "colour" ? COLOURS : geo.n)) return;
  if (G.entry) {
    act(game.place(G, geo, ui.sel, d));
    // Givens typed from a newspaper go on to the next cell.
    if (d) move(0, 1);
    return;
  }
  act(game.mark(G, geo, [...selection(ui, G.digits.length)], mode, d));
}
function setMode(m) {
  ui.mode = m === "next" ? MODES[(MODES.indexOf(ui.mode) + 1) % MODES.length] : m;
  render();
}
// select makes c the cursor and the selection, or adds it (add).
function select(c, add) {
  if (!add || !ui.selected.has(ui.sel)) ui.selected.clear();
  if (add) ui.selected.add(ui.sel);
  ui.selected.add(c); ui.sel = c;
  render();
}
// undo takes the last move back or, on a game without moves that
// replaced another, brings that game back (previous.js).
function undo() {
  if (game.undo(G)) { changed(); return; }
  const back = ui.restorable && takeGame(G);
  if (!back) { say("msgNothingToUndo"); return; }
  setGame(back);
  ui.sel = Math.max(0, G.givens.findIndex((d) => !d));
  ui.wrong.clear(); ui.failMsg = null; closeHint();
  say("msgGameBack", null, "ok"); game.save(G); render();
}
function redo() { act(game.redo(G)); }
function move(dr, dc, add) {
  select(moveCell(geo.n, ui.sel, dr, dc), add);
}

function check() {
  if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
  const m = mistakes(G, true);
  ui.wrong = new Set([...m.digits, ...m.notes]);
  if (m.notes.length) say("msgMistakesNotes", { digits: m.digits.length, notes: m.notes.length }, "bad");
  else if (ui.wrong.size) say("msgMistakes", { count: ui.wrong.size }, "bad");
  else if (game.solved(G, geo)) say("msgSolvedIn", { time: clockText(G.time) }, "ok");
  else say("msgAllGood", { left: G.digits.filter((d) => !d).length }, "ok");
  render();
}
function revealCell() {
  if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
  act(game.place(G, geo, ui.sel, G.solution[ui.sel]));
}
// solveAll shows the solution: the clock stops, but a puzzle given up on
// is not congratulated.
function solveAll() {
  if (!G.solution) { say("msgNoSolution", null, "bad"); return; }
  if (!game.setBoard(G, geo, { digits: G.solution, cands: [] }, [])) return;
  changed();
  say("msgSolutionShown", { time: clockText(G.time) });
}

// ---- errors -------------------------------------------------------------

// errorText says what went wrong, in the page's language where the
// error's data allows.
function errorText(e) {
  const d = e.data || {};
  if (e.unplayable) return t(lang, "msgUnplayable_" + e.unplayable);
  if (e.tooBig) return t(lang, "msgTooBig", { box: e.tooBig });
  if (e.status === 404) return t(lang, "msgUnavailable", { what: "/api/" + e.path });
  if (e.status === 503) return t(lang, "errBusy");
  if (d.cells) return t(lang, "errConflict", { cells: d.cells.join(", ") });
  if (d.line) return t(lang, "errParse", { line: d.line, col: d.col ? (lang === "ja" ? " " + d.col + " 文字目" : ", column " + d.col) : "", error: e.message });
  return t(lang, "msgError", { error: e.message || String(e) });
}
function fail(e) { say(null); ui.failMsg = errorText(e); render(); return e; }
// gaveUp ends a job that failed or was canceled (jobs.js): a canceled one
// says nothing.
function gaveUp(e) { if (jobs.canceled(e)) say(null); else fail(e); }

// ---- puzzles ------------------------------------------------------------

// loadPuzzle reads a puzzle in any form through the engine, which gives
// it back on one line with its box, status and solution. A puzzle with
// no solution or several is no game: it throws an error that says which,
// and the game in progress goes on (or the puzzle typed in, to correct).
async function loadPuzzle(text, box, progress, fromEntry) {
  say("msgLoading");
  let rec;
  try { rec = await engine.solve(text, box); } catch (e) { say(null); throw e; }
  say(null);
  const [br, bc] = rec.box.split("x").map(Number);
  if (br * bc > 16) throw Object.assign(new Error("too big"), { tooBig: rec.box });
  if (rec.status === "multiple" || rec.status === "none") throw Object.assign(new Error(rec.status), { unplayable: rec.status });
  startGame(rec, progress, fromEntry);
  rate();
}
// startGame makes the puzzle of rec ({box, puzzle, status, solution, and
// a rating and level if known}) the game, with a link's progress (link.js).
// The game it replaces, if the player had begun it, is kept for Undo; a
// puzzle typed in replaces the game that was played before.
function startGame(rec, progress, fromEntry) {
  const old = fromEntry ? ui.beforeEntry : G;
  const [br, bc] = rec.box.split("x").map(Number);
  const g = game.newGame(br, bc, parseLine(rec.variant ? rec.variant.givens : rec.puzzle, br * bc));
  // A variant made here keeps its kind, for the new ones of a printed sheet.
  if (rec.variant) g.variant = { text: rec.puzzle, ...rec.variant, ...(rec.kind ? { kind: rec.kind } : {}) };
  const kept = game.inProgress(old, old && variantGeometry(old));
  if (kept) keepGame(old, g);
  setGame(g);
  G.status = rec.status;
  G.solution = rec.status === "unique" && rec.solution ? parseLine(rec.solution, geo.n) : null;
  // HoDoKu's level comes with its score in place of a rating.
  if (rec.level) { G.rating = rec.score ?? rec.rating; G.level = rec.level; G.scale = rec.score != null ? "hodoku" : ""; }
  applyProgress(G, progress);
  ui.sel = G.givens.findIndex((d) => !d); if (ui.sel < 0) ui.sel = 0;
  ui.wrong.clear(); ui.failMsg = null; ui.beforeEntry = null; ui.photo = null;
  say(kept ? "msgLoadedKept" : "msgLoaded", null, kept ? "ok" : "");
  closeHint(); game.save(G); render();
}
async function rate() {
  if (!G || G.status !== "unique") return;
  const puzzle = game.puzzleText(G);
  try {
    const r = await engine.rate(puzzle, game.boxText(G));
    if (!G || game.puzzleText(G) !== puzzle) return;
    if (r.status === "rated") { G.rating = r.rating; G.level = r.level; G.scale = ""; } else if (r.status === "timeout") G.rating = -1;
    game.save(G); render();
  } catch (e) { /* a rating is extra: the game goes on without it */ }
}

// ---- hints, the solving path, all steps ------------------------------------

// position is the request of the engine for the player's position.
function position() {
  const body = { puzzle: game.puzzleText(G), box: game.boxText(G), grid: line(G.digits), lang };
  if (G.notes.some((m, i) => m && !G.digits[i])) body.candidates = G.notes.map((m, i) => (G.digits[i] ? "" : maskText(geo, m)));
  return body;
}
function closeHint() { ui.hint = null; ui.path = null; ui.all = null; }

// notStarted handles the answers that carry no step: mistakes on the board,
// a solved puzzle. It returns true when it did.
function noStep(r) {
  if (r.status === "mistakes") {
    ui.wrong = new Set((r.mistakes || []).map((n) => cellIndex(geo, n)));
    say("msgHintMistakes", null, "bad"); render();
    return true;
  }
  if (r.status === "solved") { say("msgNoHint", null, "ok"); render(); return true; }
  return false;
}

// hint shows the next step in three stages: the technique and where to
// look, then the cells, then the whole step with Apply.
// Presses of H while a hint is on its way ask for a later stage.
async function hint(stage) {
  if (!G || G.entry) return;
  if (ui.hintPending) { ui.hintPending.stage = Math.min(3, ui.hintPending.stage + 1); return; }
  if (ui.hint && !ui.path && ui.hint.step && ui.hint.stage < 3) { ui.hint.stage++; render(); return; }
  if (game.solved(G, geo)) { say("msgNoHint", null, "ok"); return; }
  say("msgThinking");
  const pending = ui.hintPending = { stage: stage || 1 };
  const asked = { lang, digits: line(G.digits) };
  const signal = jobs.replace("hint");
  let r;
  try { r = await engine.hint(position(), signal); } catch (e) { gaveUp(e); return; } finally { ui.hintPending = null; jobs.done("hint", signal); }
  // The language or the board changed meanwhile: this hint is stale.
  if (asked.digits !== line(G.digits)) { say(null); return; }
  if (asked.lang !== lang) { await hint(pending.stage); return; }
  say(null);
  closeHint();
  if (noStep(r)) return;
  if (!r.step) say("msgStuck", null, "bad");
  else ui.hint = { stage: pending.stage, step: r.step, nudge: r.nudge, focus: r.focus, cands: r.candidates.map((s) => maskOf(geo, s)) };
  render();
}

async function showPath() {
  if (!G || G.entry) return;
  say("msgThinking");
  const signal = jobs.replace("explain");
  let r;
  try { r = await engine.explain(position(), signal); } catch (e) { gaveUp(e); return; } finally { jobs.done("explain", signal); }
  say(null);
  closeHint();
  if (r.status === "mistakes") { noStep(r); return; }
  let st = { digits: G.digits.slice(), cands: r.candidates.map((s) => maskOf(geo, s)) };
  const boards = [st];
  for (const s of r.steps) { st = applyStep(geo, st, s); boards.push(st); }
  ui.path = { steps: r.steps, boards, k: 0, solved: r.solved };
  render();
}
function pathMove(dk) {
  if (!ui.path) return;
  ui.path.k = Math.max(0, Math.min(ui.path.steps.length, ui.path.k + dk));
  render();
}

// showAll lists every step of the position. A server without the list
// (an older one answers 400 to "all") says so in the list's place.
async function showAll() {
  if (!G || G.entry) return;
  say("msgThinking");
  const asked = line(G.digits);
  const signal = jobs.replace("all");
  let r;
  try { r = await engine.allSteps(position(), signal); } catch (e) {
    if (jobs.canceled(e)) { gaveUp(e); return; }
    if (e.status !== 400 && e.status !== 404) { fail(e); return; }
    say(null); closeHint();
    ui.all = { id: String(++allIds), steps: [], chosen: -1, msgKey: "allUnavailable" };
    render(); return;
  } finally { jobs.done("all", signal); }
  if (asked !== line(G.digits)) { say(null); return; }
  say(null);
  closeHint();
  if (noStep(r)) return;
  const cands = r.candidates ? r.candidates.map((s) => maskOf(geo, s)) : ownCandidates();
  const steps = r.steps || [];
  const msgKey = steps.length ? "" : r.status === "timeout" ? "allTimeout" : "msgStuck";
  ui.all = { id: String(++allIds), steps, cands, chosen: -1, msgKey };
  render();
}
// ownCandidates are the player's centre marks (with the candidates
// layer's) where there are any, else every candidate of the digits.
function ownCandidates() {
  const all = candidatesOf(geo, G.digits), notes = game.shownNotes(G, geo);
  return notes.some((m, i) => m && !G.digits[i]) ? notes.map((m, i) => (G.digits[i] ? 0 : m)) : all;
}
function chooseStep(i) {
  const a = ui.all;
  if (!a || !a.steps[i]) return;
  a.chosen = i;
  ui.hint = { stage: 3, step: a.steps[i], cands: a.cands, fromAll: true };
  render();
}

// applyHint makes the hint's step on the player's board. The cells it
// removes candidates from take, as centre marks, the candidates the hint
// was found on less those; the player's other marks stay.
function applyHint() {
  if (ui.path) { playFromHere(); return; }
  if (!ui.hint) return;
  const step = ui.hint.step;
  const st = applyStep(geo, { digits: G.digits, cands: ui.hint.cands }, step);
  act(game.setBoard(G, geo, st, (step.eliminations || []).map((e) => cellIndex(geo, e.cell))));
}
function playFromHere() {
  act(game.setBoard(G, geo, ui.path.boards[ui.path.k], G.digits.keys()));
}

// The chain followed link by link.
function stepLink(dk) {
  const sh = shown(ui);
  if (!ui.link || !sh) return;
  ui.link = linkMove(ui.link, sh.step, dk); render();
}
function switchChain(i) {
  const sh = shown(ui);
  if (!ui.link || !sh) return;
  if (i === undefined) i = (ui.link.chain + 1) % sh.step.chains.length;
  ui.link = linkChain(ui.link, sh.step, i); render();
}

// ---- labels and language ----------------------------------------------

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
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(lang, el.dataset.i18nLabel));
  for (const el of document.querySelectorAll("[data-key]")) el.title = el.dataset.key;
  const sizeLabel = ([r, c]) => r * c + "×" + r * c + (r !== c && r * c !== 6 && r * c !== 8 ? " (" + r + "×" + c + ")" : "");
  fillSelect($("enter-size"), SIZES, sizeLabel);
  fillSelect($("new-kind"), KINDS, (k) => t(lang, "kind_" + k));
  fillSelect($("new-size"), SIZES, sizeLabel);
  fillSelect($("new-level"), LEVELS, (l) => l.startsWith(HODOKU) ? t(lang, "hodokuLevel", { level: t(lang, "hodoku_" + l.slice(HODOKU.length)) }) : t(lang, "level_" + l));
  fillSelect($("new-symmetry"), SYMMETRIES, (s) => t(lang, "sym_" + s));
  fitNewKind();
  if (!$("enter-size").value || $("enter-size").value === "2x2") $("enter-size").value = "3x3";
}
async function setLang(l) {
  lang = l;
  localStorage.setItem(LANG_STORE, l);
  applyLabels();
  render();
  // Explanations come from the server: ask again in the new language.
  if (ui.all) {
    const chosen = ui.all.chosen;
    await showAll();
    if (chosen >= 0) chooseStep(chosen);
  } else if (ui.hint) {
    const stage = ui.hint.stage;
    ui.hint = null;
    await hint(stage);
  } else if (ui.path) {
    const k = ui.path.k;
    await showPath();
    if (ui.path) { ui.path.k = Math.min(k, ui.path.steps.length); render(); }
  }
}

// ---- share links ---------------------------------------------------------

function shareLink(progress) {
  return location.origin + location.pathname + "#" + linkHash(G, progress);
}
async function openLink() {
  const l = readHash(location.hash);
  if (!l) return false;
  history.replaceState(null, "", location.pathname + location.search);
  try { await loadPuzzle(l.puzzle, l.box, l.progress); } catch (e) { fail(e); }
  return true;
}

// ---- dialogs -----------------------------------------------------------

// fitNewKind disables in the New dialog what its kind does not allow
// (newkind.js: a variant's sizes, levels and symmetry), moving a choice
// disabled to the nearest allowed, and says why beside them.
function fitNewKind() {
  const kind = $("new-kind").value || "classic";
  for (const [id, ok] of [["new-size", (v) => sizeAllowed(kind, v.split("x").map(Number))], ["new-level", (v) => levelAllowed(kind, v)]]) {
    const sel = $(id), values = [...sel.options].map((o) => o.value);
    for (const o of sel.options) o.disabled = !ok(o.value);
    sel.value = nearest(values, sel.value, ok);
  }
  const sym = $("new-symmetry"), variant = !symmetryAllowed(kind);
  sym.disabled = variant;
  sym.title = variant ? t(lang, "newVariantNote") : "";
  $("new-variant-note").hidden = !variant;
  // A technique to practise is a classic puzzle's, and sets its level.
  const pr = $("new-practice");
  pr.disabled = variant;
  if (variant) pr.value = "";
  $("new-level").disabled = !!pr.value;
}
// fillPractice lists the techniques to practise in the New dialog, named
// by the engine in the page's language, once per language: those of
// PRACTISE (newkind.js), in the order of the solver.
let practiceLang = null;
async function fillPractice() {
  if (practiceLang === lang) return;
  try {
    const r = await engine.techniques({ lang, scale: "natural" });
    const sel = $("new-practice"), v = sel.value;
    sel.replaceChildren(sel.options[0]);
    for (const tq of r.techniques) if (PRACTISE.has(tq.key)) sel.add(new Option(tq.name, tq.key));
    sel.value = v;
    if (sel.selectedIndex < 0) sel.value = "";
    practiceLang = lang;
  } catch (e) { /* the list stays as it was: a whole puzzle */ }
}

// photoBase64 is the photo of file f scaled down to at most 1024 pixels on
// its long side, as JPEG in base64: all the reader looks at, in a request
// of a few hundred KB rather than a phone's megabytes.
async function photoBase64(f) {
  const bmp = await createImageBitmap(f);
  const k = Math.min(1, 1024 / Math.max(bmp.width, bmp.height));
  const c = document.createElement("canvas");
  c.width = Math.round(bmp.width * k); c.height = Math.round(bmp.height * k);
  c.getContext("2d").drawImage(bmp, 0, 0, c.width, c.height);
  const url = c.toDataURL("image/jpeg", 0.92);
  return url.slice(url.indexOf(",") + 1);
}

function dialogs() {
  const enter = $("dlg-enter");
  $("btn-enter").addEventListener("click", () => { $("enter-error").textContent = ""; enter.showModal(); $("enter-text").focus(); });
  $("btn-load").addEventListener("click", async (e) => {
    e.preventDefault();
    const text = $("enter-text").value;
    if (!text.trim()) return;
    try { await loadPuzzle(text); enter.close(); board.focus(); } catch (err) { $("enter-error").textContent = errorText(err); }
  });
  $("enter-file").addEventListener("change", async () => {
    const f = $("enter-file").files[0];
    if (f) $("enter-text").value = await f.text();
  });
  $("enter-photo").addEventListener("change", async () => {
    const f = $("enter-photo").files[0];
    if (!f) return;
    $("enter-error").textContent = "";
    try {
      const r = await engine.scan(await photoBase64(f));
      enter.close();
      // The puzzle read comes in entry mode, for the player to check and
      // fix before Start; the cells the reader was unsure of or changed
      // are marked.
      if (G && !G.entry) ui.beforeEntry = G;
      setGame(game.newGame(3, 3, parseLine(r.puzzle, 9))); G.entry = true;
      ui.photo = new Set([...r.uncertain, ...r.corrected.map((c) => c.cell)].map((n) => cellIndex(geo, n)));
      ui.wrong = new Set(ui.photo);
      ui.sel = 0; closeHint();
      if (r.status === "unique") say("msgPhotoRead", { count: ui.wrong.size }, ui.wrong.size ? "bad" : "ok");
      else say("msgPhotoNotUnique", null, "bad");
      game.save(G); render(); board.focus();
    } catch (err) { $("enter-error").textContent = errorText(err); }
    $("enter-photo").value = "";
  });
  $("btn-type").addEventListener("click", (e) => {
    // Closed here, not by its form, so that the focus goes to the grid.
    e.preventDefault(); enter.close();
    const [br, bc] = $("enter-size").value.split("x").map(Number);
    if (G && !G.entry) ui.beforeEntry = G;
    setGame(game.newGame(br, bc)); G.entry = true; ui.photo = null;
    ui.sel = 0; closeHint(); say(null); game.save(G); render(); board.focus();
  });
  $("btn-start").addEventListener("click", async () => {
    try { await loadPuzzle(line(G.givens), game.boxText(G), null, true); } catch (e) { fail(e); }
    board.focus();
  });
  $("btn-entry-cancel").addEventListener("click", () => {
    if (!ui.beforeEntry) return;
    setGame(ui.beforeEntry); ui.beforeEntry = null; ui.photo = null; ui.wrong.clear();
    ui.sel = 0; say(null); game.save(G); render(); board.focus();
  });

  const gen = $("dlg-new");
  $("btn-new").addEventListener("click", () => {
    // The dialog opens on the last size, level and technique to practise
    // chosen, at first 9x9 (the techniques come from the engine: the last
    // one is chosen again once they are listed).
    let last = {};
    try { last = JSON.parse(localStorage.getItem(NEW_STORE)) || {}; } catch (err) { /* none kept */ }
    for (const [id, v, first] of [["new-kind", last.kind, "classic"], ["new-size", last.size, "3x3"], ["new-level", last.level, "any"],
      ["new-symmetry", last.symmetry, "rot180"], ["new-practice", last.practice, ""]]) {
      $(id).value = v || first;
      if (!$(id).value) $(id).value = first;
    }
    fitNewKind();
    $("new-error").textContent = ""; gen.showModal();
    fillPractice().then(() => {
      if (last.practice && !$("new-practice").value && !$("new-practice").disabled) $("new-practice").value = last.practice;
      fitNewKind();
    });
  });
  $("btn-generate").addEventListener("click", async (e) => {
    e.preventDefault();
    const pr = $("new-practice");
    const choice = { kind: $("new-kind").value, size: $("new-size").value, level: $("new-level").value, symmetry: $("new-symmetry").value,
      practice: pr.disabled ? "" : pr.value };
    localStorage.setItem(NEW_STORE, JSON.stringify(choice));
    // Levels come back by their English names, the keys of the labels.
    const body = generateBody(choice);
    // Generate again while a puzzle is being made asks for another.
    const signal = jobs.replace("generate");
    $("new-error").textContent = "";
    try {
      const r = await engine.generate(body, signal);
      // A puzzle to practise on starts at its position, the pencil marks
      // of the solving path as centre marks; its rating is the page's own.
      const box = r.box || body.box, [br, bc] = box.split("x").map(Number);
      startGame({ ...r, box, status: "unique", kind: body.variant }, r.position ? practiceProgress(r, br * bc) : null);
      if (r.position) say("msgPractise", { technique: pr.selectedOptions[0].text }, "ok");
      if (!r.level || r.position) rate();
      gen.close(); board.focus();
    } catch (err) {
      if (!jobs.canceled(err)) $("new-error").textContent = errorText(err);
    } finally { jobs.done("generate", signal); }
  });
  $("new-kind").addEventListener("change", fitNewKind);
  $("new-practice").addEventListener("change", fitNewKind);
  // Cancel (or Escape) gives up on the puzzle being made.
  gen.addEventListener("close", () => jobs.cancel("generate"));

  const share = $("dlg-share");
  const updateLink = () => { $("share-link").value = shareLink($("share-progress").checked); };
  // The puzzle (not the progress) as SudokuPad opens it, when SudokuPad's
  // f-puzzles form holds it (a zipper has none): the link stays hidden.
  const sudokuPad = async () => {
    const a = $("share-sudokupad"), puzzle = game.puzzleText(G);
    a.hidden = true;
    try {
      const r = await engine.convert(puzzle, game.boxText(G), "sudokupad");
      if (G && game.puzzleText(G) === puzzle) { a.href = r.converted; a.hidden = false; }
    } catch (e) { /* no such form: no link */ }
  };
  $("btn-share").addEventListener("click", () => { updateLink(); sudokuPad(); share.showModal(); $("share-link").select(); });
  $("share-progress").addEventListener("change", updateLink);
  $("btn-copy").addEventListener("click", async (e) => {
    e.preventDefault();
    $("share-link").select();
    try { await navigator.clipboard.writeText($("share-link").value); } catch (err) { document.execCommand("copy"); }
    share.close(); say("msgCopied", null, "ok");
  });

  printDialog(() => G, () => lang, errorText);
}

// ---- buttons and keys ------------------------------------------------------

// actions are what keys and buttons do, by name (input.js).
const actions = {
  select: (c, add) => { board.focus(); select(c, add); },
  // unselect takes c out of a selection of many, the cursor to the last
  // cell selected; false if c is not in one.
  unselect: (c) => {
    if (!ui.selected.has(c) || ui.selected.size < 2) return false;
    ui.selected.delete(c);
    if (ui.sel === c) ui.sel = [...ui.selected].pop();
    render();
    return true;
  },
  extend: (c) => { if (!ui.selected.has(c) || ui.sel !== c) select(c, true); },
  selectAll: () => { if (G) { ui.selected = new Set(G.digits.keys()); render(); } },
  move, input, undo, redo,
  mode: setMode,
  notes: () => setMode(ui.mode === "centre" ? "digit" : "centre"),
  hint: () => hint(),
  apply: () => { if (ui.hint || ui.path) applyHint(); },
  // Closing gives up on a hint, path or list on its way too (jobs.js). A
  // move does not: a stale answer is dropped when it comes, sooner than
  // the engine's worker, ended to cancel, is replaced.
  close: () => { jobs.cancel("hint", "explain", "all"); closeHint(); render(); },
  pathMove,
  linkMove: stepLink,
  linkChain: () => switchChain(),
  allSteps: showAll,
};

function buttons() {
  const on = (id, f) => $(id).addEventListener("click", () => { f(); if (!document.querySelector("dialog[open]")) board.focus(); });
  on("btn-erase", () => input(0));
  on("btn-cands", () => act(game.toggleCandidates(G)));
  on("btn-undo", undo);
  on("btn-redo", redo);
  on("btn-check", check);
  on("btn-reveal", revealCell);
  on("btn-solve", solveAll);
  on("btn-hint", () => hint());
  on("btn-more", () => hint());
  on("btn-apply", applyHint);
  on("btn-hint-close", actions.close);
  on("btn-path", showPath);
  on("btn-all", showAll);
  on("btn-all-close", actions.close);
  on("btn-prev", () => pathMove(-1));
  on("btn-next", () => pathMove(1));
  on("btn-here", playFromHere);
  on("btn-link-prev", () => stepLink(-1));
  on("btn-link-next", () => stepLink(1));
  $("btn-pause").addEventListener("click", () => pause(!ui.paused));
  $("btn-resume").addEventListener("click", () => pause(false));
  // Buttons made by the view: the digit pad, the chains, the steps listed.
  $("modes").addEventListener("click", (e) => { const b = e.target.closest("button[data-mode]"); if (b) { setMode(b.dataset.mode); board.focus(); } });
  $("pad").addEventListener("click", (e) => { const b = e.target.closest("button[data-d]"); if (b) { input(Number(b.dataset.d)); board.focus(); } });
  $("link-chains").addEventListener("click", (e) => { const b = e.target.closest("button[data-chain]"); if (b) switchChain(Number(b.dataset.chain)); });
  $("all-list").addEventListener("click", (e) => { const b = e.target.closest("button[data-step]"); if (b) chooseStep(Number(b.dataset.step)); });
  $("lang").addEventListener("change", () => setLang($("lang").value));
  listen(board, actions, () => (geo ? geo.n : 9));
  document.addEventListener("paste", async (e) => {
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || document.querySelector("dialog[open]")) return;
    const text = e.clipboardData.getData("text");
    if (!text.trim()) return;
    e.preventDefault();
    try { await loadPuzzle(text); } catch (err) { fail(err); }
  });
  window.addEventListener("hashchange", openLink);
  // While a puzzle is typed in, "." and "0" (input.js: erase) and Space
  // leave a cell empty and go on; Backspace on an empty cell goes back to
  // erase the one before, as in a line of text.
  board.addEventListener("keydown", (e) => {
    if (!G || !G.entry || e.ctrlKey || e.metaKey || e.altKey) return;
    if ([" ", ".", "0"].includes(e.key)) { act(game.place(G, geo, ui.sel, 0)); move(0, 1); }
    else if (e.key === "Backspace" && !G.givens[ui.sel]) { move(0, -1); act(game.place(G, geo, ui.sel, 0)); } else return;
    e.preventDefault(); e.stopPropagation();
  });
  $("opt-live").checked = ui.live;
  $("opt-live").addEventListener("change", () => {
    ui.live = $("opt-live").checked;
    localStorage.setItem(LIVE_STORE, ui.live ? "1" : "0");
    ui.wrong = new Set(ui.live && G ? mistakes(G, false).digits : []);
    render();
  });
}

// ---- the clock ---------------------------------------------------------

// The time is saved with the game at every move; between moves every ten
// seconds of play, and when the page is hidden or left.
let unsaved = 0;
const tick = startClock((ms) => {
  if (!G || ui.paused || !game.addTime(G, geo, ms)) return;
  unsaved += ms;
  if (unsaved >= 10000 || document.hidden) { game.save(G); unsaved = 0; }
  showClock();
});
window.addEventListener("pagehide", () => { tick(); game.save(G); });
// showClock shows the time; a puzzle typed in has no clock to pause.
function showClock() {
  $("timer").textContent = clockText(G ? G.time : 0);
  $("btn-pause").disabled = !G || G.entry;
}
// pause stops the clock and hides the grid until Resume.
function pause(on) {
  tick();
  ui.paused = on;
  $("board-wrap").classList.toggle("paused", on);
  board.inert = on;
  $("paused").hidden = !on;
  const b = $("btn-pause");
  b.dataset.i18n = on ? "resume" : "pause";
  b.textContent = t(lang, b.dataset.i18n);
  if (on) $("btn-resume").focus(); else board.focus();
  if (G) game.save(G);
}

// start takes the saved game back, then opens the link the page was
// opened with, if any (the saved game is then kept for Undo); with
// neither, the welcome puzzle, which needs no engine to start.
async function start() {
  applyLabels();
  const saved = game.load();
  if (saved) {
    setGame(saved);
    ui.sel = Math.max(0, G.givens.findIndex((d) => !d));
    render();
  }
  if ((await openLink()) || G) return;
  startGame(WELCOME);
  rate();
}

startTheme($("theme"));
applyLabels();
buttons();
dialogs();
start().then(() => { document.body.dataset.ready = "1"; board.focus(); });
