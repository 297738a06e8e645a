package record

import (
	"github.com/nanpure/nanpure/scan"
	"github.com/nanpure/nanpure/sudoku"
)

// A Scan is the record of a photo read by "nanpure scan --format json" and
// by the API's scan: the puzzle read, its status (Unique, or None or
// Multiple when no likely reading has exactly one solution), where the
// grid is in the image, how sure the reader is of each cell, and the
// cells that were uncertain or that the solver's check changed.
type Scan struct {
	Source     string          `json:"source"`
	Puzzle     string          `json:"puzzle"`
	Status     string          `json:"status"`
	Corners    [4][2]int       `json:"corners"`    // top-left, top-right, bottom-right, bottom-left, in pixels
	Confidence [81]float64     `json:"confidence"` // per cell, row by row, 0 to 1
	Uncertain  []string        `json:"uncertain"`  // cells with a second reading nearly as likely
	Corrected  []ScanCorrected `json:"corrected"`  // cells the solver's check changed
}

// A ScanCorrected is a cell the solver's check changed.
type ScanCorrected struct {
	Cell  string `json:"cell"`
	Read  int    `json:"read"`  // what the classifier read (0 empty)
	Digit int    `json:"digit"` // what the repair made it
}

// ScanOf is the record of r, the reading of the photo named source.
func ScanOf(source string, r *scan.Result) Scan {
	j := Scan{Source: source, Puzzle: r.Grid.String(), Status: r.Status, Uncertain: []string{}, Corrected: []ScanCorrected{}}
	for k, p := range r.Corners {
		j.Corners[k] = [2]int{p.X, p.Y}
	}
	for i, c := range r.Cells {
		j.Confidence[i] = float64(int(c.Confidence*1000+0.5)) / 1000
		name := sudoku.Classic.CellName(i)
		if c.Uncertain {
			j.Uncertain = append(j.Uncertain, name)
		}
		if c.Corrected {
			j.Corrected = append(j.Corrected, ScanCorrected{name, c.Read, c.Digit})
		}
	}
	return j
}
