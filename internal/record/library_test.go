package record

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

// TestLibraryLength: every X-Chain, XY-Chain and Remote Pair of HoDoKu's
// regression library, found by the hints of every step, gets the chain
// length of its line (the last field) from libraryLength; so does the
// X-Chain that proves its own start which HoDoKu 2.2.4 printed (see
// human's TestHoDoKuXChainOwnStart), whose two ends are one cell.
func TestLibraryLength(t *testing.T) {
	cases, _, _ := corpus.Library(t)
	own, _, err := corpus.ParseLibrary(":0701:7:+2..+87+4.+61+6..3+2+1...87+1+695+24+3.+5.+21.6.4.26+4....9.....+6.32.625+3.+4..+5+89.+423.64...+68.+2.:741 343 746 758 962 778:751 757 764 776::9")
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, own...)
	keys := map[string]string{"0701": "x-chain", "0702": "xy-chain", "0703": "remote-pair"}
	checked := 0
	for _, c := range cases {
		key := keys[c.Code]
		if key == "" {
			continue
		}
		p, err := human.ParsePosition(c.Text, sudoku.Options{})
		if err != nil {
			t.Fatalf("line %d: %v", c.Line, err)
		}
		rd, err := human.ReadPosition(context.Background(), p, 2)
		if err != nil || rd.Board == nil {
			t.Fatalf("line %d: %v %v", c.Line, err, rd.Verdict)
		}
		steps, err := human.AllSteps(context.Background(), rd.Board, []string{key})
		if err != nil {
			t.Fatalf("line %d: %v", c.Line, err)
		}
		found := false
		for _, st := range steps {
			var elim []corpus.CellDigit
			for _, e := range st.Eliminations {
				elim = append(elim, corpus.CellDigit{Cell: e.Cell, Digit: int(e.Digit)})
			}
			corpus.SortCandidates(elim)
			if !slices.Equal(elim, c.Eliminations) {
				continue
			}
			found = true
			if got := strconv.Itoa(libraryLength(c.Code, st)); got != c.Extra {
				t.Errorf("line %d: %s of length %s, libraryLength says %s", c.Line, key, c.Extra, got)
			}
			break
		}
		if !found {
			t.Errorf("line %d: no %s removes %v", c.Line, key, c.Eliminations)
		}
		checked++
	}
	if checked < 58 {
		t.Errorf("%d cases checked, want the library's 57 and HoDoKu's own-start X-Chain", checked)
	}
}
