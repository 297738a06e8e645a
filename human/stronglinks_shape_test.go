package human

import (
	"context"
	"testing"

	"github.com/nanpure/nanpure/sudoku"
)

// TestStrongLinksAnyShape searches chains of strong links with one
// searcher on boards of several shapes in turn, as a Solver reused by the
// generator does: what it keeps between boards must not cross shapes.
// (It once kept a slice sized for a 6x6 and indexed it on a 9x9.)
func TestStrongLinksAnyShape(t *testing.T) {
	s := &searcher{ctx: context.Background()}
	for _, p := range []struct{ puzzle, box string }{
		{"1.....\n..3...\n......\n......\n...4..\n.....2", "2x3"},
		{"083020090000800100029300008000098700070000060006740000300006980002005000010030540", ""},
		{"1.....\n..3...\n......\n......\n...4..\n.....2", "3x2"},
		{"083020090000800100029300008000098700070000060006740000300006980002005000010030540", ""},
	} {
		opts := sudoku.Options{}
		if p.box != "" {
			var err error
			if opts.Shape, err = sudoku.ParseBox(p.box); err != nil {
				t.Fatal(err)
			}
		}
		g, err := sudoku.Parse(p.puzzle, opts)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewBoard(g)
		if err != nil {
			t.Fatal(err)
		}
		s.b = b
		for n := 2; n <= 4; n++ {
			s.strongLinks(n)
		}
	}
}
