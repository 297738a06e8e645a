// Package site writes a static copy of nanpure's page that any static
// file server can host: the page's files, the engine compiled to
// WebAssembly (cmd/nanpure-wasm) with Go's wasm_exec.js and the Japanese
// font of its PDFs (which the engine fetches when it first prints), a web
// app manifest with its icons, and a service worker (sw.js) that keeps every
// file in a cache named by the site's version, so that the page loads and
// plays offline after one visit, and a new version replaces the old one
// whole. "nanpure site DIR" calls Write.
//
// The WebAssembly is built from a checkout of nanpure's source by the Go
// toolchain (GOOS=js GOARCH=wasm go build), and wasm_exec.js is taken from
// that toolchain's installation: neither is kept in the repository.
package site
