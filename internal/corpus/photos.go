package corpus

import "testing"

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
