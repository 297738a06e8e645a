package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// TestWrite writes a site of a small page, the engine built from this
// checkout: every file is there, the service worker caches each of them,
// the manifest's icons are the files written.
func TestWrite(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on the PATH")
	}
	page := fstest.MapFS{
		"index.html":   {Data: []byte("<!doctype html>")},
		"app.js":       {Data: []byte("// app")},
		"app.test.js":  {Data: []byte("// a unit test")},
		"package.json": {Data: []byte("{}")},
	}
	dir := filepath.Join(t.TempDir(), "public")
	if err := Write(context.Background(), dir, page, Options{Source: "../.."}); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"app.js", "icon-192.png", "icon-512.png", "icon.svg", "index.html", "manifest.webmanifest",
		"nanpure.wasm", "sw.js", "vlgothic-LICENSE.txt", "vlgothic.ttf", "wasm_exec.js"}
	if !slices.Equal(names, want) {
		t.Fatalf("files %v, want %v", names, want)
	}
	wasm, _ := os.ReadFile(filepath.Join(dir, "nanpure.wasm"))
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Errorf("nanpure.wasm is no WebAssembly: % x", wasm[:min(8, len(wasm))])
	}
	sw, _ := os.ReadFile(filepath.Join(dir, "sw.js"))
	_, list, _ := strings.Cut(string(sw), "const FILES = ")
	list, _, _ = strings.Cut(list, ";\n")
	var cached []string
	if err := json.Unmarshal([]byte(list), &cached); err != nil {
		t.Fatalf("sw.js's FILES: %v in %.300s", err, sw)
	}
	if wantCached := append([]string{"./"}, slices.DeleteFunc(want, func(s string) bool { return s == "sw.js" })...); !slices.Equal(cached, wantCached) {
		t.Errorf("sw.js caches %v, want %v", cached, wantCached)
	}
	var m struct {
		StartURL string `json:"start_url"`
		Icons    []struct{ Src, Sizes string }
	}
	b, _ := os.ReadFile(filepath.Join(dir, "manifest.webmanifest"))
	if err := json.Unmarshal(b, &m); err != nil || m.StartURL != "./" || len(m.Icons) != 3 {
		t.Fatalf("manifest %s: %v", b, err)
	}
	for _, ic := range m.Icons[1:] {
		f, err := os.Open(filepath.Join(dir, ic.Src))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != img.Bounds().Dy() || ic.Sizes != fmt.Sprintf("%dx%d", img.Bounds().Dx(), img.Bounds().Dy()) {
			t.Errorf("icon %s (%s): %v %v", ic.Src, ic.Sizes, img.Bounds(), err)
		}
	}
}

// TestVersion: any change to a file, or to a file's name, is a new version.
func TestVersion(t *testing.T) {
	base := map[string][]byte{"a.js": []byte("a"), "b.js": []byte("b")}
	v := version(base)
	for name, files := range map[string]map[string][]byte{
		"a byte changed": {"a.js": []byte("A"), "b.js": []byte("b")},
		"a file renamed": {"a.js": []byte("a"), "c.js": []byte("b")},
		"a file added":   {"a.js": []byte("a"), "b.js": []byte("b"), "c.js": nil},
		"bytes moved":    {"a.js": []byte("ab"), "b.js": nil},
	} {
		if version(files) == v {
			t.Errorf("%s: the same version %s", name, v)
		}
	}
	if version(map[string][]byte{"b.js": []byte("b"), "a.js": []byte("a")}) != v {
		t.Error("the same files, another version")
	}
}
