package generate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// A Symmetry is a pattern the givens of a puzzle keep: a map of the grid
// onto itself under which every given lands on a given. Every grid is
// square (N x N), so every symmetry applies to every shape; a 90-degree
// turn or a reflection across a diagonal turns R x C boxes into C x R ones,
// but symmetry is about the picture the givens make, not about boxes.
type Symmetry uint8

// The symmetries. Random stands for one of the others but None, drawn from
// the seed; Result.Symmetry says which.
const (
	None         Symmetry = iota // no pattern
	Rot180                       // half turn: (r, c) and (N-1-r, N-1-c)
	Rot90                        // quarter turns: the four rotations of a cell
	Mirror                       // left-right: (r, c) and (r, N-1-c)
	Flip                         // top-bottom: (r, c) and (N-1-r, c)
	Diagonal                     // across the main diagonal: (r, c) and (c, r)
	AntiDiagonal                 // across the other diagonal: (r, c) and (N-1-c, N-1-r)
	Random                       // one of the above but None, chosen by the seed
	numSymmetries
)

var symmetryNames = [numSymmetries]string{"none", "rot180", "rot90", "mirror", "flip", "diagonal", "anti-diagonal", "random"}

// String returns the name of the symmetry as ParseSymmetry reads it.
func (s Symmetry) String() string {
	if s >= numSymmetries {
		return fmt.Sprintf("Symmetry(%d)", uint8(s))
	}
	return symmetryNames[s]
}

// Symmetries returns every symmetry but Random, in the order of their
// constants: the patterns a puzzle can have.
func Symmetries() []Symmetry {
	return []Symmetry{None, Rot180, Rot90, Mirror, Flip, Diagonal, AntiDiagonal}
}

// ParseSymmetry reads a symmetry name: none, rot180, rot90, mirror, flip,
// diagonal, anti-diagonal or random (and the aliases "horizontal" for
// mirror, "vertical" for flip, "antidiagonal").
func ParseSymmetry(name string) (Symmetry, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	switch name {
	case "horizontal":
		return Mirror, nil
	case "vertical":
		return Flip, nil
	case "antidiagonal", "anti_diagonal":
		return AntiDiagonal, nil
	}
	for s, n := range symmetryNames {
		if n == name {
			return Symmetry(s), nil
		}
	}
	return None, fmt.Errorf("generate: unknown symmetry %q (want %s)", name, strings.Join(symmetryNames[:], ", "))
}

// image returns the cell that cell maps to under one application of the
// symmetry (for Rot90, a quarter turn clockwise).
func (s Symmetry) image(sh *sudoku.Shape, cell int) int {
	n := sh.N
	r, c := cell/n, cell%n
	switch s {
	case Rot180:
		return sh.Cell(n-1-r, n-1-c)
	case Rot90:
		return sh.Cell(c, n-1-r)
	case Mirror:
		return sh.Cell(r, n-1-c)
	case Flip:
		return sh.Cell(n-1-r, c)
	case Diagonal:
		return sh.Cell(c, r)
	case AntiDiagonal:
		return sh.Cell(n-1-c, n-1-r)
	}
	return cell
}

// Orbits returns the cells of shape sh grouped by the symmetry: each group
// (orbit) is a cell and its images, the cells that are given or empty
// together. Orbits come in the order of their smallest cell, each in
// ascending order; with None every cell is an orbit of its own. Random has
// no orbits of its own: resolve it first.
func (s Symmetry) Orbits(sh *sudoku.Shape) [][]int {
	seen := make([]bool, sh.Cells)
	var orbits [][]int
	for c := range sh.Cells {
		if seen[c] {
			continue
		}
		var o []int
		for x := c; !seen[x]; x = s.image(sh, x) {
			seen[x] = true
			o = append(o, x)
		}
		slices.Sort(o)
		orbits = append(orbits, o)
	}
	return orbits
}

// Holds reports whether the givens of g keep the symmetry: every given's
// image is a given too. Every grid keeps None; Random is never held.
func (s Symmetry) Holds(g sudoku.Grid) bool {
	if s == Random || s >= numSymmetries {
		return false
	}
	for c, d := range g.Cells {
		if d != 0 && g.Cells[s.image(g.Shape, c)] == 0 {
			return false
		}
	}
	return true
}
