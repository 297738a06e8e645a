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
// LinkedSet): insertion order is kept in list, and idx maps a key to the
// stored pot, valid when stamp[key] == gen, so a set is emptied in O(1).

// A pot is one derivation of a potential.
type pot struct {
	key    int32
	p0, pn int32 // parents: chainEngine.par[p0 : p0+pn]
	house  int16 // the house that made the inference; causeCell for the cell, causeNone for an assumption
	nested int16 // for pots deduced by a technique inside the chain (nested chains): 1 + the technique, else 0
}

const (
	causeNone = -2
	causeCell = -1
)

// A potSet is an ordered set of pots, one per potential.
type potSet struct {
	idx   []int32 // key -> arena index + 1 when stamp matches
	stamp []uint32
	gen   uint32
	list  []int32 // arena indexes in insertion order
}

func newPotSet(keys int) *potSet {
	return &potSet{idx: make([]int32, keys), stamp: make([]uint32, keys), gen: 1}
}

func (s *potSet) reset() {
	s.gen++
	if s.gen == 0 { // wrapped: clear for real
		clear(s.stamp)
		s.gen = 1
	}
	s.list = s.list[:0]
}

func (s *potSet) has(key int32) bool { return s.stamp[key] == s.gen }

// get returns the arena index of the pot stored for key, or -1.
func (s *potSet) get(key int32) int32 {
	if s.stamp[key] != s.gen {
		return -1
	}
	return s.idx[key] - 1
}

// add stores pot a under key unless the potential is already there, and
// reports whether it was added.
func (s *potSet) add(key, a int32) bool {
	if s.stamp[key] == s.gen {
		return false
	}
	s.stamp[key] = s.gen
	s.idx[key] = a + 1
	s.list = append(s.list, a)
	return true
}

func (s *potSet) len() int { return len(s.list) }
