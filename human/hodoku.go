package human

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// HoDoKu's rules of choice, for the HoDoKu profile: how one of its keys
// becomes a finder, and which of several steps HoDoKu applies.

// lookupFinder returns the finder of key k of profile p: a registered
// finder, for "finder/technique" the steps of that technique alone, for
// "key!" HoDoKu's best step of key's finder.
func lookupFinder(p *Profile, k string) *finder {
	if fk, ok := strings.CutSuffix(k, "!"); ok {
		return best(lookupFinder(p, fk))
	}
	fk, tk, filtered := strings.Cut(k, "/")
	f := finders[fk]
	if f == nil {
		panic(fmt.Sprintf("human: profile %s lists unknown finder %q", p.name, k))
	}
	if !filtered {
		return f
	}
	t, ok := TechniqueByKey(tk)
	if !ok || !slices.Contains(f.techs, t) {
		panic(fmt.Sprintf("human: profile %s: finder %q finds no technique %q", p.name, fk, tk))
	}
	return only(f, t)
}

// only returns a finder that runs f and keeps the steps of technique t.
func only(f *finder, t Technique) *finder {
	find := func(s *searcher) bool {
		outer := s.collect
		found := false
		s.collect = func(st Step) bool {
			if st.Technique != t {
				return false
			}
			if outer != nil {
				return outer(st)
			}
			s.step, found = st, true
			return true
		}
		stopped := f.find(s)
		s.collect = outer
		return found || outer != nil && stopped
	}
	return &finder{key: f.key + "/" + t.Key(), techs: []Technique{t}, find: find}
}

// best returns a finder that collects every step of f and gives the one
// HoDoKu's sort puts first (hodokuLess).
func best(f *finder) *finder {
	find := func(s *searcher) bool {
		if s.collect != nil {
			return f.find(s)
		}
		var all []Step
		s.collect = func(st Step) bool {
			all = append(all, st)
			return false
		}
		f.find(s)
		s.collect = nil
		if s.err != nil || len(all) == 0 {
			return false
		}
		s.step = slices.MinFunc(all, hodokuCompare)
		return true
	}
	return &finder{key: f.key + "!", techs: f.techs, find: find}
}

// hodokuCompare orders steps as HoDoKu sorts the steps of one technique:
// more eliminations first; then, for different eliminations, the lower
// weighted sum of the eliminated candidates (cell * (1 + 80 i) + digit
// for the i-th, in digit order, then cell order: HoDoKu sorts a chain's
// candidates so, in place, when it looks for an earlier chain with the
// same eliminations); then the shorter chain.
func hodokuCompare(a, b Step) int {
	if d := len(b.Eliminations) - len(a.Eliminations); d != 0 {
		return d
	}
	if !slices.Equal(a.Eliminations, b.Eliminations) {
		return hodokuIndexSum(a.Eliminations) - hodokuIndexSum(b.Eliminations)
	}
	return chainLength(a) - chainLength(b)
}

// hodokuIndexSum is HoDoKu's weighted sum of a list of candidates, taken
// in digit order, then cell order.
func hodokuIndexSum(cs []Candidate) int {
	sum, w := 0, 1
	for _, c := range digitOrder(cs) {
		sum += c.Cell*w + int(c.Digit)
		w += 80
	}
	return sum
}

// chainLength is the number of nodes of a step's chains, or of its cells
// when it has none.
func chainLength(st Step) int {
	n := 0
	for _, c := range st.Chains {
		n += len(c.Nodes)
	}
	if n == 0 {
		n = len(st.Cells)
	}
	return n
}

// digitOrder returns a copy of cs sorted by digit, then cell: the order of
// HoDoKu's candidates (its Candidate.compareTo).
func digitOrder(cs []Candidate) []Candidate {
	return slices.SortedFunc(slices.Values(cs), func(a, b Candidate) int {
		return cmp.Or(cmp.Compare(a.Digit, b.Digit), cmp.Compare(a.Cell, b.Cell))
	})
}
