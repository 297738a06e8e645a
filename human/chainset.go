package human

// Data layout of the chaining engine (chains.go).
//
// A potential is a statement "candidate d of cell c is on (true) / off
// (false)". It is numbered by its key:
//
//	key = ((c*N + d-1) << 1) | on
//
// so a 9x9 grid has 1458 keys. A pot is one derivation of a potential in one
// chaining run: its key, its parents (the pots it was deduced from) and the
// house that made the inference. Pots live in an arena (chainEngine.pots)
// and are named by their index in it; parents are runs of indexes in
// chainEngine.par. Two pots with the same key are the same potential, as in
// Sudoku Explainer, where potentials are equal when cell, value and state
// are: a chain's complexity counts distinct keys.
//
// A potSet is an ordered set of pots keyed by potential (Sudoku Explainer's
// LinkedSet): insertion order is kept in list, membership in the bit set
// in, and idx maps a key in the set to its stored pot. A set is emptied by
// clearing in (a bit per potential).

// A pot is one derivation of a potential.
type pot struct {
	key    int32
	p0, pn int32 // parents: chainEngine.par[p0 : p0+pn]
	house  int16 // the house that made the inference; causeCell for the cell, causeNone for an assumption
	// nested, for pots deduced by a technique inside the chain (nested
	// chains): 1 + the technique's index in chainEngine.nested, else 0.
	// Not an int16: one producer call on the hardest puzzles records more
	// than 32,767 techniques, and a wrapped index lost or mixed up their
	// complexity (rate/hardest_test.go).
	nested int32
}

const (
	causeNone = -2
	causeCell = -1
)

// A potSet is an ordered set of pots, one per potential.
type potSet struct {
	in   []uint64 // bit key: the potential is in the set
	idx  []int32  // key -> arena index, for the keys in the set
	list []int32  // arena indexes in insertion order
}

func newPotSet(keys int) *potSet {
	return &potSet{in: make([]uint64, (keys+63)/64), idx: make([]int32, keys)}
}

func (s *potSet) reset() {
	clear(s.in)
	s.list = s.list[:0]
}

func (s *potSet) has(key int32) bool { return s.in[key>>6]&(1<<(key&63)) != 0 }

// get returns the arena index of the pot stored for key, or -1.
func (s *potSet) get(key int32) int32 {
	if !s.has(key) {
		return -1
	}
	return s.idx[key]
}

// add stores pot a under key unless the potential is already there, and
// reports whether it was added.
func (s *potSet) add(key, a int32) bool {
	if s.has(key) {
		return false
	}
	s.in[key>>6] |= 1 << (key & 63)
	s.idx[key] = a
	s.list = append(s.list, a)
	return true
}

func (s *potSet) len() int { return len(s.list) }
