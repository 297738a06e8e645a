package render

import (
	"fmt"
	"strings"
)

// A Paper is a sheet size in points (1/72 inch), portrait.
type Paper struct {
	Name          string
	Width, Height float64
}

// The paper sizes of ISO 216 and of North America.
var (
	A4     = Paper{"A4", 210 * mm, 297 * mm}
	Letter = Paper{"Letter", 8.5 * 72, 11 * 72}
)

// mm is a millimetre in points.
const mm = 72 / 25.4

// ParsePaper reads a paper name, a4 or letter, in any case.
func ParsePaper(name string) (Paper, error) {
	for _, p := range []Paper{A4, Letter} {
		if strings.EqualFold(name, p.Name) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("render: unknown paper %q (want a4 or letter)", name)
}
