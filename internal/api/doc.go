// Package api is nanpure's JSON API without HTTP: the requests (Request),
// the functions that answer them (Endpoints: solve, check, hint, explain,
// rate, generate, print), their answers (the record package's JSON
// records, a Document for a sheet) and errors (Error, with the HTTP status
// code of each). Package web serves it over HTTP (POST /api/NAME, with
// the limits a server needs); the page's engine in the browser, the
// WebAssembly of cmd/nanpure-wasm, answers the same calls with Call. So
// the API's types are the one contract of the page's engine, whichever
// side answers.
//
// This package imports no net/http: the WebAssembly stays 3 MB smaller.
// The API is described in package web's documentation.
package api
