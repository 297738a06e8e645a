package corpus

import (
	"fmt"
	"image"
	"testing"
)

// Photos returns the directory of the shared photos of newspaper puzzles
// (../shared/data/photos), skipping t when they are not on this machine.
func Photos(t testing.TB) string {
	t.Helper()
	dir, ok := SharedFile("photos")
	if !ok {
		t.Skip("the photos of ../shared/data/photos are not on this machine")
	}
	return dir
}

// Photo is a photo of the shared set that the reader reads right, and
// PhotoPuzzle its puzzle (image2.dat): the tests of the reader's commands,
// API and page read it (a training photo: the accuracy is the held-out
// photos' test, in package scan).
const (
	Photo       = "image2.jpg"
	PhotoPuzzle = "9.3.....2.6.49.1.3...1...........9..3.1..4....8.7.243.1785.93........759...367..."
)

// GreenPGM returns the binary PGM of img's green channel: what the page's
// worker hands the engine in the browser for a photo (static/worker.js).
func GreenPGM(img image.Image) []byte {
	b := img.Bounds()
	pgm := fmt.Appendf(nil, "P5\n%d %d\n255\n", b.Dx(), b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			_, g, _, _ := img.At(x, y).RGBA()
			pgm = append(pgm, uint8(g>>8))
		}
	}
	return pgm
}
