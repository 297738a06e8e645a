package main

import (
	"context"
	"fmt"

	"github.com/nanpure/nanpure/internal/site"
	"github.com/nanpure/nanpure/internal/web"
)

func runSite(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "site", "[flags] DIR", `
Write a static copy of the web page into DIR, for any static file server:
the page, the engine compiled to WebAssembly (nanpure.wasm, run in a Web
Worker: every solve, hint, rating, new puzzle and print happens in the
browser), Go's wasm_exec.js, a web app manifest with icons, and a service
worker (sw.js) that keeps the files, so that the page installs as an app
and plays offline after one visit.

The engine is built by running the Go toolchain (GOOS=js GOARCH=wasm go
build ./cmd/nanpure-wasm) in a checkout of nanpure's source: the current
directory's, or --src. wasm_exec.js comes from that toolchain's
installation. So site needs Go and the source, not only this binary.`, `
  nanpure site public                    # in a checkout of nanpure
  python3 -m http.server -d public 8000  # then open http://localhost:8000/
  nanpure site --src ~/nanpure /var/www/sudoku`)
	src := fs.String("src", ".", "build the engine from the checkout of nanpure's source in `DIR`")
	goCmd := fs.String("go", "go", "the go `COMMAND` that builds the engine")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) != 1 {
		return usageErrorf("site takes one argument, the directory to write")
	}
	if err := site.Write(ctx, pos[0], web.Page(), site.Options{Source: *src, Go: *goCmd}); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "nanpure: wrote the page into %s\n", pos[0])
	return nil
}
