// Package web is nanpure's web front end: an http.Handler that serves the
// page (HTML, CSS and JavaScript embedded with //go:embed, nothing loaded
// from another host) and a JSON API over the library.
//
// Entry points: New returns the handler, NewServer wraps it in an
// http.Server with read, write and idle timeouts. "nanpure serve" is the
// command that runs it.
//
// # The API
//
// Every endpoint takes a POST whose body is a JSON object, or the plain
// text of a puzzle (options then come from the query string: ?box=3x4&
// alphabet=hex&lang=ja). The puzzle may be in any form the command line
// reads (see sudoku.Reader). Answers are the JSON objects of the CLI's
// --format json output (package record), from the source "request", with
// the candidates and mistakes of a position:
//
//	POST /api/solve    {"puzzle": "...", "limit": 0, "first": false}
//	                   -> {"source","line","puzzle","box","status","solution",
//	                       "solutions","count","at_limit","error"}
//	POST /api/check    {"puzzle": "..."} -> {"source","line","puzzle","box","status"}
//	POST /api/hint     {"puzzle": "...", "grid": "...", "candidates": [...], "lang": "ja"}
//	                   -> {"puzzle","box","status","step","nudge","focus",
//	                       "mistakes","candidates"}
//	POST /api/explain  (the same request)
//	                   -> {"line","puzzle","box","status","steps","solved",
//	                       "mistakes","candidates"}
//	POST /api/rate     {"puzzle": "...", "lang": "ja"}
//	                   -> {"source","line","puzzle","status","rating","pearl",
//	                       "diamond","at_least","level","hardest","steps","box"}
//	POST /api/generate {"box": "3x3", "level": "hard", "symmetry": "rot180", "seed": 42}
//	                   -> {"puzzle","solution","givens","rating","level",
//	                       "hardest","seed","box","symmetry"}
//	POST /api/print    {"puzzles": ["..."], "paper": "a4", "per_page": 1,
//	                    "solutions": false, "format": "pdf"|"svg", "title": "",
//	                    "lang": "en"|"ja", "page": 1}
//	                   -> application/pdf (every page) or image/svg+xml (page
//	                      "page", from 1), drawn by the render package
//
// Statuses are those of the CLI: unique, multiple, none, solved (a first
// solution, not checked for uniqueness), timeout.
//
// A hint or a solving path starts from a position: the puzzle's givens,
// "grid" (the digits placed so far, on one line) and "candidates" (the
// player's pencil marks, a string of symbols per cell). The step is the
// human package's Step in its JSON form, explained in "lang" (en or ja),
// with the two first stages of a hint: "nudge" (the technique and where)
// and "focus" (the cells). "candidates" in the answer are those of the
// board the steps were found on: every candidate the digits leave, narrowed
// to the player's marks where they hold the solution's digit. Statuses:
// step (a hint), solved (nothing left to find), stuck (no technique
// applies), mistakes (placed digits that are not the solution's, named in
// "mistakes"; no step is given until they are fixed), multiple and none
// (the puzzle has no single solution), timeout (explain: the steps found
// in the time of a request). A request that cannot be
// read is a 4xx with a JSON error object: {"status": "invalid", "error":
// "...", "line": 3, "col": 12} for a malformed puzzle, with "cells"
// (["r1c1","r1c5"]) and "digit" for givens that break the rules; 413 for a
// body over Options.MaxBody; 405 for a method other than POST. Every
// request runs under Options.Timeout; searches wait for one of
// Options.MaxSearches slots, and a request that finds none before its time
// is up gets 503 with Retry-After.
//
// # The page
//
// static/ holds index.html, style.css, i18n.js (every label in English and
// Japanese) and app.js (the game: entry, play, notes, undo, hints, share
// links, local storage). Step explanations are never written by the page:
// they come from the human package in the language asked for.
package web
