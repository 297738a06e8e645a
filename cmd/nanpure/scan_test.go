package main

import (
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/record"
)

// scanPhotos returns the directory of the photos of ../shared/data, with a
// slash, or skips the test when they are not on this machine.
func scanPhotos(t *testing.T) string {
	t.Helper()
	return corpus.Photos(t) + "/"
}

// TestScan reads a photo as a file, from standard input and as JSON.
func TestScan(t *testing.T) {
	photo := scanPhotos(t) + corpus.Photo
	if out, errOut, code := cli(t, "", "scan", photo); code != 0 || out != corpus.PhotoPuzzle+"\n" {
		t.Errorf("scan %s: exit code %d, output %q, stderr %q; want %s", photo, code, out, errOut, corpus.PhotoPuzzle)
	}
	data, err := os.ReadFile(photo)
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := cli(t, string(data), "scan", "--format", "json")
	var rec record.Scan
	if err := json.Unmarshal([]byte(out), &rec); err != nil || code != 0 {
		t.Fatalf("scan --format json < image2.jpg: exit code %d, %v, output %q, stderr %q", code, err, out, errOut)
	}
	if rec.Source != "standard input" || rec.Puzzle != corpus.PhotoPuzzle || rec.Status != "unique" {
		t.Errorf("scan --format json: source %q, puzzle %s, status %s", rec.Source, rec.Puzzle, rec.Status)
	}
	// The grid fills most of this 640x480 photo, its top-left corner in
	// the top-left quarter, its bottom-right one in the bottom-right.
	c := rec.Corners
	if c[0][0] > 320 || c[0][1] > 240 || c[2][0] < 320 || c[2][1] < 240 {
		t.Errorf("corners %v", c)
	}
	for i, p := range rec.Confidence {
		if p <= 0 || p > 1 {
			t.Errorf("confidence of cell %d is %v", i, p)
		}
	}
}

// TestScanErrors reads files that are no photo of a puzzle among good
// ones: each is named in an error, the others are still read, exit 1.
func TestScanErrors(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	os.WriteFile(text, []byte("not an image\n"), 0o644)
	data, err := os.ReadFile(scanPhotos(t) + corpus.Photo)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.jpg")
	os.WriteFile(cut, data[:len(data)/3], 0o644)
	blank := filepath.Join(dir, "blank.png")
	img := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range img.Pix {
		img.Pix[i] = 200
	}
	img.SetGray(10, 10, color.Gray{0})
	f, _ := os.Create(blank)
	png.Encode(f, img)
	f.Close()
	missing := filepath.Join(dir, "missing.jpg")
	good := scanPhotos(t) + corpus.Photo
	out, errOut, code := cli(t, "", "scan", text, cut, good, blank, missing)
	if code != 1 || out != corpus.PhotoPuzzle+"\n" {
		t.Errorf("exit code %d, output %q; want 1 and the good photo's puzzle", code, out)
	}
	for _, want := range []string{
		text + ": scan: not a JPEG, PNG or PGM image",
		cut + ": scan: the image is truncated",
		blank + ": scan: no Sudoku grid found in the image",
		missing + ": no such file or directory",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
	if _, _, code := cli(t, "", "scan", "--format", "csv", good); code != 2 {
		t.Errorf("scan --format csv: exit code %d, want 2", code)
	}
}

// TestScanDebug writes the picture of what was read.
func TestScanDebug(t *testing.T) {
	dir := t.TempDir()
	if _, errOut, code := cli(t, "", "scan", "--debug", dir, scanPhotos(t)+corpus.Photo); code != 0 {
		t.Fatalf("exit code %d, stderr %q", code, errOut)
	}
	f, err := os.Open(filepath.Join(dir, "image2.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 480 {
		t.Errorf("debug picture %v, want the photo's 640x480", b)
	}
}
