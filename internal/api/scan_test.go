package api

import (
	"bytes"
	"context"
	"encoding/json"
	"image/jpeg"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/record"
)

// TestScan reads a photo through the API, as the JPEG the page sends the
// server and as the PGM its worker hands the engine in the browser (whose
// build reads no JPEG: scan/formats.go), and what is no photo.
func TestScan(t *testing.T) {
	dir := corpus.Photos(t)
	photo, err := os.ReadFile(dir + "/" + corpus.Photo)
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(photo))
	if err != nil {
		t.Fatal(err)
	}
	images := map[string][]byte{"PGM": corpus.GreenPGM(img)}
	if runtime.GOOS != "js" {
		images["JPEG"] = photo
	}
	for name, image := range images {
		body, _ := json.Marshal(map[string]any{"image": image})
		a := Call(context.Background(), "scan", body)
		var r record.Scan
		if err := json.Unmarshal(a.Body, &r); a.Code != 200 || err != nil {
			t.Fatalf("scan of the %s: %d %v %s", name, a.Code, err, a.Body)
		}
		want := corpus.PhotoPuzzle
		if r.Puzzle != want || r.Status != record.Unique {
			t.Errorf("scan of the %s: %s %s, want %s unique", name, r.Puzzle, r.Status, want)
		}
	}
	for _, tc := range []struct {
		name, body string
		code       int
		msg        string
	}{
		{"no image", `{}`, 400, "image: give the photo"},
		{"text", `{"image":"` + "bm90IGEgcGhvdG8=" + `"}`, 400, "image: not a JPEG, PNG or PGM image"},
		{"puzzle", `{"puzzle":"1"}`, 400, "puzzle: not an option of /api/scan"},
	} {
		a := Call(context.Background(), "scan", []byte(tc.body))
		if a.Code != tc.code || !strings.Contains(string(a.Body), tc.msg) {
			t.Errorf("%s: %d %s, want %d and %q", tc.name, a.Code, a.Body, tc.code, tc.msg)
		}
	}
}
