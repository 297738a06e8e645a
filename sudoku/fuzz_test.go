package sudoku

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// FuzzReadFormat makes a grid of any test shape from the fuzz bytes, writes
// it in every form and alphabet, and reads it back (checkRoundTrip).
func FuzzReadFormat(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 0, 0, 1})
	f.Add([]byte{4, 9, 9, 9, 0, 0, 0, 5, 5, 5, 1})
	f.Add(bytes.Repeat([]byte{9, 255}, 40))
	f.Add([]byte{5})
	f.Add([]byte{6, 12, 11, 10, 0, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		rc := testShapes[int(data[0])%len(testShapes)]
		g := NewGrid(MustShape(rc[0], rc[1]))
		for i := range g.Cells {
			if len(data) > 1 {
				g.Cells[i] = Digit(int(data[1+i%(len(data)-1)]) % (g.Shape.N + 1))
			}
		}
		checkRoundTrip(t, g)
	})
}

// FuzzReader reads any input: the reader never panics nor loops, every grid
// it returns has the right number of cells and digits in 0..N, and every
// error is a *ParseError.
func FuzzReader(f *testing.F) {
	f.Add([]byte(classic+"\n"+norvig+"\n"), uint8(0), uint8(0))
	f.Add([]byte(rowsOf(classic, 9)+"\n"+rowsOf(norvig, 9)[:40]), uint8(0), uint8(0))
	f.Add([]byte(" . 2 . | . . . | 6 . . \n-------|-------|-------\n\n\n"), uint8(0), uint8(0))
	f.Add([]byte("+---+---+\n| 1 2 | 3 4 |\n|---+---|\n1.3.\n--\n"), uint8(0), uint8(0))
	f.Add([]byte("# x\n[Puzzle]\n1234\n3412\n2143\n4321\n[State]\n1\n"), uint8(0), uint8(1))
	f.Add([]byte(`{"box":"2x2","puzzle":"1.3..4..2..1.4.."}`+"\n{\"puzzle\":\"\\n1234\"}\n"), uint8(0), uint8(0))
	f.Add([]byte("puzzle,box\n1.3..4..2..1.4..,2x2\n\"a\nb\",c\n"), uint8(0), uint8(0))
	f.Add([]byte("10 0 3 16 1 2 3 4 5 6 7 8 9 11 12 13\n1 2 3 4\n"), uint8(4), uint8(3))
	f.Add([]byte("\uFEFF1234\r\n3412\r\n\r\n2143\r\n4321\r\n"), uint8(1), uint8(2))
	f.Add([]byte(classic[:27]+"\n-----\n"+classic[27:54]+"\n"), uint8(2), uint8(0))
	f.Add([]byte(classic+"\r"+norvig+"\r"), uint8(0), uint8(0))
	f.Add([]byte(utf16Text("\uFEFF"+classic+"\r\n", false)), uint8(0), uint8(0))
	f.Add([]byte(utf16Text(classic+"\n"+norvig, true)), uint8(0), uint8(0))
	f.Fuzz(func(t *testing.T, data []byte, shape, alphabet uint8) {
		opts := Options{Alphabet: Alphabet(alphabet % 4)}
		if shape%8 != 0 {
			rc := testShapes[int(shape)%len(testShapes)]
			opts.Shape = MustShape(rc[0], rc[1])
		}
		// A line ends at \n, \r\n or \r, also in UTF-16 (whose \n holds a
		// byte \n): this bounds the lines.
		lines := bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r")) + 1
		r := NewReader(bytes.NewReader(data), opts)
		for i := 0; ; i++ {
			if i > lines {
				t.Fatalf("%d puzzles from %d lines: the reader loops", i, lines)
			}
			p, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var pe *ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v is a %T", err, err)
				}
				if p.Grid.Shape != nil || pe.Line < 1 || pe.Col < 0 {
					t.Fatalf("bad error %#v with grid %v", pe, p.Grid)
				}
				continue
			}
			g := p.Grid
			if g.Shape == nil || len(g.Cells) != g.Shape.Cells {
				t.Fatalf("puzzle on line %d: grid of %d cells for shape %v", p.Line, len(g.Cells), g.Shape)
			}
			if opts.Shape != nil && g.Shape != opts.Shape {
				t.Fatalf("puzzle on line %d: shape %v, want %v", p.Line, g.Shape, opts.Shape)
			}
			for _, d := range g.Cells {
				if int(d) > g.Shape.N {
					t.Fatalf("puzzle on line %d: digit %d in a grid of %d digits", p.Line, d, g.Shape.N)
				}
			}
			if p.Line < 1 || p.Line > lines {
				t.Fatalf("puzzle on line %d of %d", p.Line, lines)
			}
		}
	})
}
