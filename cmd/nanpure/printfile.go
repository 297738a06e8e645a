package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"os"

	"github.com/nanpure/nanpure/render"
	"github.com/nanpure/nanpure/sudoku"
	"github.com/nanpure/nanpure/variant"
)

// A puzzleFile holds the puzzles of a sheet in a temporary file while they
// are checked and solved, so that print keeps none in memory: the sheet
// reads them back (a render.Source) as it writes its pages. Only where each
// record starts stays in memory, 8 bytes a puzzle.
//
// A record is the number of the puzzle's shape (in shapes, as a uvarint),
// the caption's length and the variant's text's (uvarints; 0 for a classic
// puzzle), a byte that says whether a solution follows, the cells of the
// grid (a byte each), those of the solution if any, the caption, then the
// variant's line as it was read (variant.Parse reads it back).
type puzzleFile struct {
	f       *os.File
	w       *bufio.Writer
	starts  []int64 // of each record, then the end of the last
	shapes  []*sudoku.Shape
	shapeID map[*sudoku.Shape]int
}

// newPuzzleFile makes the file in the system's temporary folder; close
// removes it.
func newPuzzleFile() (*puzzleFile, error) {
	f, err := os.CreateTemp("", "nanpure-print-*")
	if err != nil {
		return nil, fmt.Errorf("cannot make a temporary file for the sheet: %w", err)
	}
	return &puzzleFile{f: f, w: bufio.NewWriterSize(f, 64<<10), starts: []int64{0},
		shapeID: map[*sudoku.Shape]int{}}, nil
}

// add writes a puzzle at the end of the file; text is the line of a
// variant puzzle (p.Variant), "" for a classic one.
func (pf *puzzleFile) add(p render.Puzzle, text string) error {
	id, ok := pf.shapeID[p.Grid.Shape]
	if !ok {
		id = len(pf.shapes)
		pf.shapes = append(pf.shapes, p.Grid.Shape)
		pf.shapeID[p.Grid.Shape] = id
	}
	rec := binary.AppendUvarint(nil, uint64(id))
	rec = binary.AppendUvarint(rec, uint64(len(p.Caption)))
	rec = binary.AppendUvarint(rec, uint64(len(text)))
	solved := p.Solution.Shape != nil
	if solved {
		rec = append(rec, 1)
	} else {
		rec = append(rec, 0)
	}
	for _, d := range p.Grid.Cells {
		rec = append(rec, byte(d))
	}
	if solved {
		for _, d := range p.Solution.Cells {
			rec = append(rec, byte(d))
		}
	}
	rec = append(rec, p.Caption...)
	rec = append(rec, text...)
	if _, err := pf.w.Write(rec); err != nil {
		return fmt.Errorf("cannot write the sheet's temporary file: %w", err)
	}
	pf.starts = append(pf.starts, pf.starts[len(pf.starts)-1]+int64(len(rec)))
	return nil
}

// done ends the writing: the puzzles can be read back.
func (pf *puzzleFile) done() error {
	if err := pf.w.Flush(); err != nil {
		return fmt.Errorf("cannot write the sheet's temporary file: %w", err)
	}
	return nil
}

func (pf *puzzleFile) Len() int { return len(pf.starts) - 1 }

// Puzzle reads puzzle i back.
func (pf *puzzleFile) Puzzle(i int) (render.Puzzle, error) {
	rec := make([]byte, pf.starts[i+1]-pf.starts[i])
	if _, err := pf.f.ReadAt(rec, pf.starts[i]); err != nil {
		return render.Puzzle{}, fmt.Errorf("cannot read the sheet's temporary file: %w", err)
	}
	id, n := binary.Uvarint(rec)
	rec = rec[n:]
	captionLen, n := binary.Uvarint(rec)
	rec = rec[n:]
	textLen, n := binary.Uvarint(rec)
	rec = rec[n:]
	solved := rec[0] == 1
	rec = rec[1:]
	grid := func() sudoku.Grid {
		g := sudoku.NewGrid(pf.shapes[id])
		for k := range g.Cells {
			g.Cells[k] = sudoku.Digit(rec[k])
		}
		rec = rec[len(g.Cells):]
		return g
	}
	p := render.Puzzle{Grid: grid()}
	if solved {
		p.Solution = grid()
	}
	p.Caption = string(rec[:captionLen])
	if textLen > 0 {
		v, err := variant.Parse(string(rec[captionLen : captionLen+textLen]))
		if err != nil {
			return render.Puzzle{}, fmt.Errorf("cannot read a variant back from the sheet's temporary file: %w", err)
		}
		p.Variant = v
	}
	return p, nil
}

// close removes the file.
func (pf *puzzleFile) close() {
	pf.f.Close()
	os.Remove(pf.f.Name())
}
