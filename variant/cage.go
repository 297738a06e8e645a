package variant

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/nanpure/nanpure/sudoku"
)

// A Cage is a killer cage: its digits differ and add up to Sum (any sum
// when Sum is 0).
type Cage struct {
	Sum   int
	Cells []int
}

func (k Cage) Kind() string { return "Cage" }

func (k Cage) add(m *model) error {
	if err := checkCells(m.shape, "Cage", k.Cells); err != nil {
		return err
	}
	if len(k.Cells) > m.shape.N {
		return fmt.Errorf("variant: a cage of %d cells cannot hold %d different digits", len(k.Cells), m.shape.N)
	}
	m.group(k.Cells)
	if k.Sum == 0 {
		return nil
	}
	sets := combinations(m.shape.N, len(k.Cells), func(s sudoku.Set) bool { return setSum(s) == k.Sum })
	if sets == nil && m.shape.N <= maxCombinationDigits {
		return fmt.Errorf("variant: no %d different digits add up to %d", len(k.Cells), k.Sum)
	}
	m.rules = append(m.rules, &setRule{group: k.Cells, sets: sets})
	return nil
}

func (k Cage) holds(g sudoku.Grid) bool {
	return distinct(g.Cells, k.Cells) && (k.Sum == 0 || sum(g, k.Cells) == k.Sum)
}

// setSum is the sum of the digits of s.
func setSum(s sudoku.Set) int {
	sum := 0
	for ; s != 0; s &= s - 1 {
		sum += bits.TrailingZeros64(uint64(s)) + 1
	}
	return sum
}

// maxCombinationDigits bounds the grids whose sets of k digits are listed:
// 2^16 sets at most, once per size; beyond, a cage's sum is only checked
// on the full grid.
const maxCombinationDigits = 16

// bySize[n][k] lists the sets of k of the digits 1..n, built once per n.
var bySize sync.Map // int -> [][]sudoku.Set

// combinations is the sets of k of the digits 1..n that keep, or nil when
// n is over maxCombinationDigits.
func combinations(n, k int, keep func(sudoku.Set) bool) []sudoku.Set {
	if n > maxCombinationDigits {
		return nil
	}
	v, ok := bySize.Load(n)
	if !ok {
		lists := make([][]sudoku.Set, n+1)
		for s := sudoku.Set(1); s < 1<<n; s++ {
			k := bits.OnesCount64(uint64(s))
			lists[k] = append(lists[k], s)
		}
		v, _ = bySize.LoadOrStore(n, lists)
	}
	var out []sudoku.Set
	for _, s := range v.([][]sudoku.Set)[k] {
		if keep(s) {
			out = append(out, s)
		}
	}
	return out
}

// A setRule says that the digits of cells (which differ) are one of sets:
// a cage's combinations, a renban's runs. A set is still possible when it
// holds every decided digit, each of its digits can go in some cell and
// each cell can hold one of its digits;
// every cell keeps only the digits of the possible sets.
type setRule struct {
	group []int
	sets  []sudoku.Set // nil: no pruning (too many digits to list the sets)
	// seen are the cells outside the group that see all of it: a digit of
	// every possible set goes in the group, so never in them.
	seen []int
	all  []int // group and seen: the cells the rule reads or prunes
}

func (r *setRule) prune(cand []sudoku.Set) bool {
	if r.sets == nil {
		return true
	}
	var can, decided sudoku.Set
	for _, c := range r.group {
		can |= cand[c]
		if cand[c]&(cand[c]-1) == 0 {
			decided |= cand[c]
		}
	}
	// keep: the digits of the sets still possible; must: those in all.
	keep, must := sudoku.Set(0), ^sudoku.Set(0)
sets:
	for _, s := range r.sets {
		if s&decided != decided || s&^can != 0 {
			continue
		}
		for _, c := range r.group {
			if cand[c]&s == 0 {
				continue sets // a cell could hold none of its digits
			}
		}
		keep |= s
		must &= s
	}
	if keep == 0 {
		return false
	}
	for _, c := range r.group {
		if cand[c] &= keep; cand[c] == 0 {
			return false
		}
	}
	for _, c := range r.seen {
		if cand[c] &^= must; cand[c] == 0 {
			return false
		}
	}
	return true
}

func (r *setRule) cells() []int { return r.all }
