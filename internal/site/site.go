package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Options say where Write finds what it builds from.
type Options struct {
	// Source is a checkout of nanpure's module (the directory of its
	// go.mod): the engine is built from it.
	Source string
	// Go is the go command (default "go", on the PATH).
	Go string
}

// The module whose checkout Source must be, and its engine's package.
const (
	module = "github.com/nanpure/nanpure"
	engine = "./cmd/nanpure-wasm"
)

// Write writes the site into dir (made if need be): the files of page (the
// page's static tree, without its unit tests), nanpure.wasm, wasm_exec.js,
// the manifest, the icons and sw.js.
func Write(ctx context.Context, dir string, page fs.FS, o Options) error {
	if o.Go == "" {
		o.Go = "go"
	}
	if _, err := exec.LookPath(o.Go); err != nil {
		return fmt.Errorf("site: no Go toolchain (%s) to build the engine: %w", o.Go, err)
	}
	if err := checkSource(ctx, o); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("site: %w", err)
	}
	files := map[string][]byte{}
	err := fs.WalkDir(page, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !served(path) {
			return err
		}
		files[path], err = fs.ReadFile(page, path)
		return err
	})
	if err != nil {
		return fmt.Errorf("site: the page's files: %w", err)
	}
	wasm, err := build(ctx, o, dir)
	if err != nil {
		return err
	}
	files["nanpure.wasm"] = wasm
	// The engine fetches the Japanese font, which it does not embed, for
	// the first PDF (cmd/nanpure-wasm); its licence goes with it.
	for name, path := range map[string]string{"vlgothic.ttf": "vlgothic.ttf", "vlgothic-LICENSE.txt": "LICENSE"} {
		if files[name], err = os.ReadFile(filepath.Join(o.Source, "render", "fonts", path)); err != nil {
			return fmt.Errorf("site: the Japanese font: %w", err)
		}
	}
	if files["wasm_exec.js"], err = wasmExec(ctx, o); err != nil {
		return err
	}
	for name, b := range icons() {
		files[name] = b
	}
	files["manifest.webmanifest"] = manifest()
	files["sw.js"] = serviceWorker(files)
	for name, b := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return fmt.Errorf("site: %w", err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return fmt.Errorf("site: %w", err)
		}
	}
	return nil
}

// served reports whether a file of the page's tree is part of the site:
// not the unit tests of its modules, nor the package.json that tells
// Node they are modules.
func served(path string) bool {
	return !strings.HasSuffix(path, ".test.js") && path != "package.json"
}

// checkSource checks that o.Source is a checkout of nanpure.
func checkSource(ctx context.Context, o Options) error {
	if o.Source == "" {
		return errors.New("site: no checkout of nanpure's source to build the engine from")
	}
	cmd := exec.CommandContext(ctx, o.Go, "list", "-m")
	cmd.Dir = o.Source
	out, err := cmd.Output()
	what := strings.TrimSpace(string(out))
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee) && len(ee.Stderr) > 0:
		what = strings.TrimSpace(string(ee.Stderr))
	case err != nil:
		what = err.Error()
	}
	if err != nil || what != module {
		return fmt.Errorf("site: %s is not a checkout of %s (go list -m: %s): run site in one, or give --src", o.Source, module, what)
	}
	return nil
}

// build compiles the engine to WebAssembly and returns it. The toolchain
// writes into dir, then the file is read back and removed, so that Write
// writes every file the same way.
func build(ctx context.Context, o Options, dir string) ([]byte, error) {
	out := filepath.Join(dir, ".nanpure.wasm.tmp")
	abs, err := filepath.Abs(out)
	if err != nil {
		return nil, fmt.Errorf("site: %w", err)
	}
	defer os.Remove(abs)
	// -trimpath keeps the machine's paths out of the file, -ldflags=-s its
	// symbol table (140 KB the page never reads).
	cmd := exec.CommandContext(ctx, o.Go, "build", "-trimpath", "-ldflags=-s", "-o", abs, engine)
	cmd.Dir = o.Source
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("site: building the engine (GOOS=js GOARCH=wasm go build %s): %v\n%s", engine, err, msg)
	}
	b, err := os.ReadFile(abs)
	if err != nil {
		return nil, fmt.Errorf("site: %w", err)
	}
	return b, nil
}

// wasmExec returns the wasm_exec.js of the Go installation: the
// JavaScript half of the runtime, which must match the compiler that
// built the engine. Go 1.24 moved it from misc/wasm to lib/wasm.
func wasmExec(ctx context.Context, o Options) ([]byte, error) {
	cmd := exec.CommandContext(ctx, o.Go, "env", "GOROOT")
	cmd.Dir = o.Source
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("site: go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(out))
	for _, d := range []string{"lib", "misc"} {
		if b, err := os.ReadFile(filepath.Join(root, d, "wasm", "wasm_exec.js")); err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("site: no wasm_exec.js in %s (lib/wasm or misc/wasm)", root)
}

// version names a site by its files: any change to any of them gives a new
// service worker, which browsers take for an update.
func version(files map[string][]byte) string {
	h := sha256.New()
	names := slices.Sorted(maps.Keys(files))
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}
