package exact

import (
	"math"
	"math/bits"
	"testing"
)

// TestPerms checks the six permutation matrices of a triad grid: each has
// one triad in every row and every column, and they are all different.
func TestPerms(t *testing.T) {
	seen := map[uint16]bool{}
	for _, p := range perms {
		for i := range 3 {
			if bits.OnesCount16(p>>(3*i)&7) != 1 {
				t.Errorf("perm %09b: row %d does not have one triad", p, i)
			}
			if bits.OnesCount16(p&(0b001001001<<i)) != 1 {
				t.Errorf("perm %09b: column %d does not have one triad", p, i)
			}
		}
		seen[p] = true
	}
	if len(seen) != 6 {
		t.Errorf("%d different perms, want 6", len(seen))
	}
}

// TestClassicTables checks entries of the tables that the engine's
// correctness rests on.
func TestClassicTables(t *testing.T) {
	tb := classicTables
	for _, tc := range []struct {
		name       string
		grid       uint32 // a triad grid
		keep       uint32 // keep(grid)
		ways       int
		lockedRows uint32 // alone3(keep): triads alone in their row
	}{
		{"full grid", 0b111_111_111, 0b111_111_111, 6, 0},
		{"one perm", 0b100_010_001, 0b100_010_001, 1, 0b100_010_001},
		{"two disjoint perms", 0b110_011_101, 0b110_011_101, 2, 0},
		{"a row empty", 0b000_111_111, 0, 0, 0},
		{"a column empty", 0b011_011_011, 0, 0, 0},
		// Row 0 holds box 0 only, so boxes 1 and 2 take rows 1 and 2:
		// the triads of rows 1 and 2 in box 0 go (pointing and claiming).
		{"locked triad", 0b111_111_001, 0b110_110_001, 2, 0b000_000_001},
		// Row 2 holds box 1 only, which leaves row 0 box 0 and row 1
		// box 2: triad (1, 0) is in no permutation.
		{"a triad in no perm", 0b010_101_011, 0b010_100_001, 1, 0b010_100_001},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := tb.keepBand[triadKey(tb.triadCells[tc.grid])]
			keep := uint32(k>>32) & rowAll
			if keep != tc.keep {
				t.Errorf("keep(%09b) = %09b, want %09b", tc.grid, keep, tc.keep)
			}
			if cells := uint32(k); cells != tb.triadCells[keep] {
				t.Errorf("keepBand cells %027b, want the cells of %09b", cells, keep)
			}
			if n := int(tb.permCount[tc.grid]); n != tc.ways || n != bits.OnesCount8(tb.permSet[tc.grid]) {
				t.Errorf("permCount = %d, permSet %06b, want %d ways", n, tb.permSet[tc.grid], tc.ways)
			}
			if lw := k >> 48; lw != uint64(tb.logWays[tc.grid]) || tc.ways > 0 && lw != uint64(math.Round(16*math.Log2(float64(tc.ways)))) {
				t.Errorf("keepBand logarithm of ways %d, want that of %d ways", lw, tc.ways)
			}
			// Both halves of alone3's word: the mini-rows and the mini-columns.
			x := alone3(uint64(keep) | uint64(keep)<<32)
			if got := uint32(x) & rowAll; got != tc.lockedRows {
				t.Errorf("alone3(%09b) = %09b, want %09b", keep, got, tc.lockedRows)
			}
			if got := uint32(x>>32) & rowAll; got != tc.lockedRows {
				t.Errorf("alone3(%09b<<32)>>32 = %09b, want %09b", keep, got, tc.lockedRows)
			}
		})
	}
}

// TestTriadKey checks that triadKey tells apart the 512 triad grids, for
// any cells of the triads: it sees only whether a triad has a cell.
func TestTriadKey(t *testing.T) {
	tb := classicTables
	var seen [512]bool
	for grid := range uint32(512) {
		cells := tb.triadCells[grid]
		key := triadKey(cells)
		if key >= 512 || seen[key] {
			t.Fatalf("triadKey of grid %09b: %d, out of range or taken", grid, key)
		}
		seen[key] = true
		// One cell per triad, the last, gives the same key.
		if k := triadKey(cells & 0o444_444_444); k != key {
			t.Errorf("triadKey(%027b) = %d, want %d", cells&0o444_444_444, k, key)
		}
	}
}

// TestStackLayouts checks that stackSpread, stackTriads and keepStack agree
// on where band b's column 3s+k goes: bit 9s+3b+k of the stack grids.
func TestStackLayouts(t *testing.T) {
	tb := classicTables
	for b := range 3 {
		for c := range 9 {
			s, k := c/3, c%3
			want := uint32(1) << (9*s + 3*b + k)
			if got := tb.stackSpread[1<<c] << (3 * b); got != want {
				t.Errorf("band %d column %d: stackSpread gives %027b, want %027b", b, c, got, want)
			}
			// stackTriads reads back band b's columns from the grids.
			if got := stackTriads(want >> (3 * b)); got != 1<<c {
				t.Errorf("band %d column %d: stackTriads gives %09b", b, c, got)
			}
		}
	}
	// A full stack grid keeps every column of every band.
	if got := (tb.keepStack[0][rowAll] | tb.keepStack[1][rowAll] | tb.keepStack[2][rowAll]) & bandAll; got != bandAll {
		t.Errorf("keepStack of full grids: %027b", got)
	}
	// ... and holds the logarithm of six ways for each stack, in its place.
	if got := tb.keepStack[0][rowAll] | tb.keepStack[1][rowAll] | tb.keepStack[2][rowAll]; got>>30 != 41|41<<10|41<<20 {
		t.Errorf("keepStack of full grids: logarithms %x", got>>30)
	}
}

// TestAlone checks alone against counting the cells of each row: every
// row, in each of the six places of the word, beside rows of one, two or
// nine cells.
func TestAlone(t *testing.T) {
	want := func(r uint64) uint64 {
		if bits.OnesCount64(r) == 1 {
			return r
		}
		return 0
	}
	for r := range uint64(512) {
		if r == 0 {
			continue // a row with no cell is never asked about
		}
		for _, other := range []uint64{1, 1 << 8, 3, rowAll} {
			for pos := range 6 {
				var x, w uint64
				for q := range 6 {
					row := other
					if q == pos {
						row = r
					}
					shift := 9*(q%3) + 32*(q/3)
					x |= row << shift
					w |= want(row) << shift
				}
				if got := alone(x); got != w {
					t.Fatalf("alone(%064b) = %064b, want %064b", x, got, w)
				}
			}
		}
	}
}
