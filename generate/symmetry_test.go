package generate

import (
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

func TestOrbits(t *testing.T) {
	for _, s := range []*sudoku.Shape{shape4, shape6, sudoku.Classic, shape12, sudoku.MustShape(2, 4)} {
		for _, sym := range Symmetries() {
			seen := make([]int, s.Cells)
			for _, o := range sym.Orbits(s) {
				want := map[Symmetry][]int{None: {1}, Rot90: {1, 4}}[sym]
				if want == nil {
					want = []int{1, 2}
				}
				ok := false
				for _, n := range want {
					ok = ok || len(o) == n
				}
				if !ok {
					t.Errorf("%v %v: orbit %v of %d cells", s, sym, o, len(o))
				}
				for _, c := range o {
					seen[c]++
					if img := sym.image(s, c); !contains(o, img) {
						t.Errorf("%v %v: image %d of %d is not in its orbit %v", s, sym, img, c, o)
					}
				}
			}
			for c, n := range seen {
				if n != 1 {
					t.Errorf("%v %v: cell %d is in %d orbits", s, sym, c, n)
				}
			}
		}
	}
}

func TestHolds(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Cells[sudoku.Classic.Cell(0, 1)] = 1 // r1c2
	for _, sym := range Symmetries() {
		if got := sym.Holds(g); got != (sym == None) {
			t.Errorf("one given at r1c2: %v.Holds = %v", sym, got)
		}
	}
	// r1c2 and r2c1 are a mirror image across the main diagonal.
	g.Cells[sudoku.Classic.Cell(1, 0)] = 2
	if !Diagonal.Holds(g) || AntiDiagonal.Holds(g) {
		t.Errorf("r1c2 and r2c1: diagonal %v, anti-diagonal %v", Diagonal.Holds(g), AntiDiagonal.Holds(g))
	}
	if Random.Holds(g) {
		t.Error("Random.Holds is true")
	}
}

func TestParseSymmetry(t *testing.T) {
	for _, sym := range append(Symmetries(), Random) {
		got, err := ParseSymmetry(sym.String())
		if err != nil || got != sym {
			t.Errorf("ParseSymmetry(%q) = %v, %v", sym.String(), got, err)
		}
	}
	for name, want := range map[string]Symmetry{"horizontal": Mirror, "vertical": Flip, "antidiagonal": AntiDiagonal, " ROT180 ": Rot180} {
		if got, err := ParseSymmetry(name); err != nil || got != want {
			t.Errorf("ParseSymmetry(%q) = %v, %v, want %v", name, got, err, want)
		}
	}
	if _, err := ParseSymmetry("spiral"); err == nil {
		t.Error("ParseSymmetry(spiral): no error")
	}
}
