// Package photos lists the photos of newspaper Sudoku puzzles that the
// reader is trained and measured on (the Wicht-Hennebert dataset, in
// ../shared/data/photos beside the repository), with their ground truth,
// and splits them into a training part and a held-out part.
package photos

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Dir is where the photos are, relative to the repository's root.
const Dir = "../shared/data/photos"

// A Photo is one photo and its truth.
type Photo struct {
	Num    int    // N of imageN.jpg
	Path   string // of the JPEG
	Givens [81]int
	Phone  string // the camera, line 1 of the .dat file
}

// HeldOut reports whether the photo at index i of the list sorted by number
// is in the held-out part: every fifth one, 32 of the 160. The reader is
// never trained or tuned on them.
func HeldOut(i int) bool { return i%5 == 0 }

// Load reads the photos of dir (imageN.jpg with imageN.dat), sorted by N.
func Load(dir string) ([]Photo, error) {
	names, err := filepath.Glob(filepath.Join(dir, "image*.dat"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("photos: no imageN.dat in %s", dir)
	}
	var out []Photo
	for _, name := range names {
		base := strings.TrimSuffix(filepath.Base(name), ".dat")
		n, err := strconv.Atoi(strings.TrimPrefix(base, "image"))
		if err != nil {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		lines := strings.Split(strings.ReplaceAll(string(data), "\r", ""), "\n")
		if len(lines) < 11 {
			return nil, fmt.Errorf("photos: %s: %d lines, want 11", name, len(lines))
		}
		p := Photo{Num: n, Path: filepath.Join(dir, base+".jpg"), Phone: strings.TrimSpace(lines[0])}
		for r := 0; r < 9; r++ {
			f := strings.Fields(lines[2+r])
			if len(f) != 9 {
				return nil, fmt.Errorf("photos: %s:%d: %d digits, want 9", name, 3+r, len(f))
			}
			for c, s := range f {
				d, err := strconv.Atoi(s)
				if err != nil || d < 0 || d > 9 {
					return nil, fmt.Errorf("photos: %s:%d: %q is not a digit", name, 3+r, s)
				}
				p.Givens[r*9+c] = d
			}
		}
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b Photo) int { return a.Num - b.Num })
	return out, nil
}
