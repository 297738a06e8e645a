package scan

import (
	"context"
	"image"
	_ "image/jpeg"
	"os"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/scan/internal/photos"
)

// figures are how well a set of photos was read.
type figures struct {
	photos, noGrid   int
	exact, exactRead int // grids read without an error, after and before the repair
	cells, wrong     int // cells read, and read wrong
	repaired         int // photos whose reading the solver changed
	unsure           int // photos whose reading is not unique
}

// readPhotos reads the photos of ps chosen by keep and counts.
func readPhotos(t testing.TB, ps []photos.Photo, keep func(int) bool, verbose bool) figures {
	var f figures
	for i, p := range ps {
		if !keep(i) {
			continue
		}
		img := decodeFile(t, p.Path)
		f.photos++
		r, err := Read(context.Background(), img, nil)
		if err != nil {
			f.noGrid++
			f.cells += 81
			f.wrong += 81
			if verbose {
				t.Logf("image%d: %v", p.Num, err)
			}
			continue
		}
		wrong, wrongRead := 0, 0
		for k := range 81 {
			if r.Cells[k].Digit != p.Givens[k] {
				wrong++
			}
			read := r.Cells[k].Digit
			if r.Cells[k].Corrected {
				read = r.Cells[k].Read
			}
			if read != p.Givens[k] {
				wrongRead++
			}
		}
		f.cells += 81
		f.wrong += wrong
		if wrong == 0 {
			f.exact++
		}
		if wrongRead == 0 {
			f.exactRead++
		}
		if len(r.Changed) > 0 {
			f.repaired++
		}
		if r.Status != Unique {
			f.unsure++
		}
		if verbose && (wrong > 0 || wrongRead > 0) {
			t.Logf("image%d: %d cells wrong (%d before the repair), status %s, changed %v", p.Num, wrong, wrongRead, r.Status, r.Changed)
		}
	}
	return f
}

func decodeFile(t testing.TB, path string) image.Image {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	img, _, err := image.Decode(fh)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

func (f figures) log(t testing.TB, name string) {
	t.Logf("%s: %d photos, %d grids exact (%.1f%%; %d before the solver's repair), %d of %d cells wrong (%.2f%%), %d repaired, %d not unique, %d without a grid",
		name, f.photos, f.exact, 100*float64(f.exact)/float64(f.photos), f.exactRead,
		f.wrong, f.cells, 100*float64(f.wrong)/float64(f.cells), f.repaired, f.unsure, f.noGrid)
}

// TestHeldOut reads the held-out photos, which the model never saw, and
// checks the figures the README gives.
func TestHeldOut(t *testing.T) {
	ps, err := photos.Load(corpus.Photos(t))
	if err != nil {
		t.Fatal(err)
	}
	f := readPhotos(t, ps, photos.HeldOut, testing.Verbose())
	f.log(t, "held out")
	if f.photos != 32 {
		t.Errorf("%d held-out photos, want 32", f.photos)
	}
	if f.exact < minHeldOutExact || f.wrong > maxHeldOutWrong {
		t.Errorf("%d held-out grids read exactly and %d cells wrong, want at least %d and at most %d",
			f.exact, f.wrong, minHeldOutExact, maxHeldOutWrong)
	}
}

// TestTrainingPhotos reads the photos the model was trained on (-long):
// figures biased by the training, for comparison (train -cv gives
// unbiased ones).
func TestTrainingPhotos(t *testing.T) {
	if !corpus.Long() {
		t.Skip("the training photos are read with -long")
	}
	ps, err := photos.Load(corpus.Photos(t))
	if err != nil {
		t.Fatal(err)
	}
	f := readPhotos(t, ps, func(i int) bool { return !photos.HeldOut(i) }, testing.Verbose())
	f.log(t, "training")
}

// The figures of the README, held out: all 32 grids read exactly, none of
// their 2,592 cells wrong. A change that reads fewer or more wrong fails
// here.
const (
	minHeldOutExact = 32
	maxHeldOutWrong = 0
)
