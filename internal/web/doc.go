// Package web is nanpure's web front end: an http.Handler that serves the
// page (HTML, CSS and JavaScript embedded with //go:embed, nothing loaded
// from another host) and a JSON API over the library.
//
// Entry points: New returns the handler, NewServer wraps it in an
// http.Server with read, write and idle timeouts. "nanpure serve" is the
// command that runs it. The functions of the API, its requests, answers
// and errors are package api's: this package serves them over HTTP, and
// the page's engine in the browser (cmd/nanpure-wasm) answers the same
// calls when there is no server: the page's backend.js sends them here,
// or to worker.js, which runs that engine, on a static copy of the page
// written by "nanpure site" (whose service worker offline.js registers).
//
// # The API
//
// Every endpoint takes a POST whose body is a JSON object (sent as
// application/json, or any body that begins with "{"), or the plain text
// of a puzzle with the options in the query string, named and typed as the
// JSON fields (?box=3x4&alphabet=hex&limit=3&lang=ja). A body of another
// kind is a 415. The puzzle may be in any form the command line reads (see
// sudoku.Reader). The fields are named as the command line's flags; an
// endpoint refuses a field it does not take, so that nothing is silently
// ignored. Answers are the JSON objects of the CLI's --format json output
// (package record), from the source "request":
//
//	POST /api/solve    {"puzzle": "...", "limit": 3, "first": false}
//	                   -> {"source","line","puzzle","box","status","solution",
//	                       "solutions","count","at_limit","error"}
//	                   (limit 0: count them all, as long as the time allows;
//	                   the first 1000 are listed)
//	POST /api/check    {"puzzle": "..."} -> {"source","line","puzzle","box","status"}
//	POST /api/hint     {"puzzle": "...", "grid": "...", "candidates": [...],
//	                    "lang": "ja", "scale": "natural"}
//	                   -> {"puzzle","box","status","step","nudge","focus",
//	                       "mistakes","wrong_marks","candidates"}
//	POST /api/explain  (the same request)
//	                   -> {"line","puzzle","box","status","steps","solved",
//	                       "mistakes","wrong_marks","candidates"}
//	POST /api/rate     {"puzzle": "...", "lang": "ja", "scale": "sukaku"}
//	                   -> {"source","line","puzzle","status","rating","pearl",
//	                       "diamond","at_least","level","hardest","steps","box"}
//	                   ("scale": "hodoku": "score" and HoDoKu's "level" in
//	                   place of "rating", "pearl" and "diamond")
//	POST /api/generate {"box": "3x3", "level": "hard", "symmetry": "rot180", "seed": 42,
//	                    "minimal": false, "rating": "6.5-8", "technique": "x-wing",
//	                    "givens": 24, "lang": "ja"}
//	                   -> {"puzzle","solution","givens","rating","level",
//	                       "hardest","seed","box","symmetry"}
//	                   ("variant": "killer" (jigsaw, x, windoku, anti-knight,
//	                   anti-king, kropki, thermo, arrow), up to 9x9: "puzzle"
//	                   is its ISS string, "variant" what solve gives, no
//	                   "symmetry")
//	                   ("technique": "x-wing", "practice": true, "scale":
//	                   "natural": also "position" and "candidates", the
//	                   position before the path's first X-Wing, which
//	                   /api/hint takes as "grid" and "candidates")
//	POST /api/techniques {"lang": "ja", "scale": "natural"}
//	                   -> {"techniques": [{"key","name","difficulty"}]}
//	                   (the techniques "technique" takes on that scale, in
//	                   its solver's order)
//	POST /api/print    {"puzzles": ["..."], "paper": "a4", "per_page": 1,
//	                    "solutions": false, "format": "pdf"|"svg", "title": "",
//	                    "lang": "en"|"ja", "page": 1}
//	                   -> application/pdf (every page) or image/svg+xml (page
//	                      "page", from 1), drawn by the render package
//	POST /api/scan     {"image": "<JPEG, PNG or PGM bytes in base64>"}
//	                   -> {"source","puzzle","status","corners","confidence",
//	                       "uncertain","corrected"} (package scan reads the
//	                      photo; 422 when it holds no grid; a page scales a
//	                      phone's photo down first, the body is bounded)
//
// Statuses are those of the CLI: unique, multiple, none, solved (a first
// solution, not checked for uniqueness), timeout.
//
// A hint or a solving path starts from a position, read by
// human.ReadPosition as "nanpure hint" reads it: the puzzle's givens (a
// puzzle, or a pencil-mark grid, or a line of HoDoKu's library with its
// placed digits and deleted candidates), "grid" (the digits placed so far,
// on one line) and "candidates" (the player's pencil marks, a string of
// symbols per cell). The step is the human package's Step in its JSON
// form, explained in "lang" (en or ja), with the two first stages of a
// hint: "nudge" (the technique and where: a house, or the cell a chain
// starts from) and "focus" (the cells). The last stage is the step's
// "summary" (its conclusion first, at most 300 characters) and "detail"
// (a long chain's nodes, a net's implications, one a line); its
// "explanation" is the whole text in one paragraph, as the command line
// prints it.
// "candidates" in the answer are those of the board the steps were found
// on: every candidate the digits leave, narrowed to the player's marks
// where they hold the solution's digit ("wrong_marks" names the cells
// where they do not). Statuses: step (a hint), solved (nothing left to
// find), stuck (no technique applies), mistakes (placed digits that are
// not the solution's, named in "mistakes"; no step is given until they
// are fixed), multiple and none (the puzzle has no single solution),
// timeout (explain: the steps found in the time of a request).
//
// A variant puzzle (package variant: an ISS constraint string, f-puzzles
// JSON, an f-puzzles or SudokuPad link) is read by every endpoint but
// print, a position of one by hint and explain too; solve and check give
// what a page draws it from, in "variant" (package api's documentation).
//
// A request that cannot be read is a 4xx with a JSON error object:
// {"status": "invalid", "error": "...", "line": 3, "col": 12} for a
// malformed puzzle, with "cells" (["r1c1","r1c5"]) and "digit" for givens
// that break the rules; 413 for a body over Options.MaxBody; 405 for a
// method other than POST; 415 for a body neither JSON nor text.
//
// # Limits and safety
//
// Every request runs under Options.Timeout. Requests are of three cost
// classes, each with its own slots and queue (pool.go): quick ones (solve,
// check), hints, and expensive ones (generate, rate, explain, print, scan, a
// solve that counts every solution, and a puzzle over 2 KB of text, a grid
// beyond 16x16). A print's title is at most 200 characters. A request
// takes a place in its queue before its body is read, and gets 503 with
// Retry-After at once when the queue is full, or when it finds no slot in
// time; so the bodies held and the work under way are bounded, and a
// burst of slower requests never keeps a quick one waiting. After a burst
// the memory is handed back to the system.
//
// With Options.LoopbackOnly (nanpure serve on a loopback address) only
// loopback host names and Options.AllowHosts are served (421 for others:
// DNS rebinding); a POST from another site's page is refused with 403
// (Sec-Fetch-Site, Origin). Answers carry X-Content-Type-Options: nosniff,
// and documents a Content-Security-Policy that runs nothing.
//
// # The page
//
// static/ holds index.html, style.css and the page's ES modules, one idea
// each: grid.js (houses, symbols, candidates: pure), draw.js (where a
// candidate sits, the path of an arrow between two: pure), chains.js (the
// arrows of a chain, its inferences in words, the link-by-link stepping:
// pure), groups.js (a step's sets, its groups: their letters, colours and
// digits, the cells and candidates they mark, their words: pure),
// state.js (the game as plain data: digits, centre and corner marks,
// colours, the candidates layer, the undo history, the clock; local
// storage), link.js (share links, with every kind of mark: pure),
// marks.js (corner marks, colours and the accessible name of a cell),
// clock.js (play time as text, a tick that skips hidden time),
// mistakes.js (what Check marks: pure), cursor.js (arrows past the
// grid's edges: pure), previous.js (games replaced, kept for Undo),
// input.js (keys
// and pointer to actions), engine.js (the calls of this JSON API), view.js
// (drawing the board, its arrows and the panel), print.js (the Print
// dialog), theme.js (light, dark or the system's, remembered), i18n.js
// (every label in English and Japanese) and app.js (the
// wiring: hints, the solving path, all steps, share links, dialogs). The pure modules' unit tests are
// static/*.test.js, run by TestScripts under Node. Step explanations are
// never written by the page: they come from the human package in the
// language asked for. The browser tests (browser*_test.go) play the page
// in Chromium; browser_look_test.go also runs axe-core on it (installed
// by ./test.sh from testdata/axe, outside static/, which is embedded) and
// measures its contrast and its layout on a phone.
package web
