package scan

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/nanpure/nanpure/scan/internal/photos"
)

func TestWhy(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("IMG"))
	if n == 0 {
		t.Skip()
	}
	ps, _ := photos.Load(photoDir)
	for _, p := range ps {
		if p.Num != n {
			continue
		}
		dbgCells = newPlane(9*cellPx, 9*cellPx)
		r, err := Read(t.Context(), decodeFile(t, p.Path), nil)
		savePlane(dbgCells, "/tmp/scan/cells.png")
		dbgCells = nil
		if err != nil {
			t.Fatal(err)
		}
		for k := range 81 {
			c := r.Cells[k]
			if c.Digit != p.Givens[k] || c.Corrected || c.Uncertain {
				fmt.Printf("r%dc%d truth %d read %d conf %.3f corrected %v (was %d)\n", k/9+1, k%9+1, p.Givens[k], c.Digit, c.Confidence, c.Corrected, c.Read)
			}
		}
	}
}

func init() {
	if v := os.Getenv("MAXCOST"); v != "" {
		fmt.Sscan(v, &defaultMaxCost)
	}
}
