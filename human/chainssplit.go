package human

import (
	"sync"
	"sync/atomic"
)

// Nested forcing chains on several cores. Nearly all the time of a nested
// producer goes into its runs: from every candidate of every open cell,
// "on" and "off", each applying the nested techniques whenever single
// links stall (line 7 of the forum's hardest list: 3.7 of its 4.0 s). The
// runs stand alone (each starts from the grid and one assumption), and a
// run copied to the end of the pot arena is the same run, pot for pot
// (chainsresume.go). So the runs are made first, by the searcher's engine
// and its helpers (engines of their own, one a thread), each taking the
// next source as it finishes one; then the producer walks the cells as it
// always does and copies each run instead of making it. Its hints, their
// order and so its step are those of one engine.
//
// The engines share the memo of nested grids, which its lock guards, and
// the finished runs of levels 1 and 2: two runs of one grid may meet the
// same grids whichever engine makes them.

// runAhead makes every run that the dynamic producer m will ask for on the
// grid of e, at e's level (1 or more, where no run is filtered out), with
// s.threads engines, and returns them by source key (chainEngine.ready).
func (s *searcher) runAhead(e *chainEngine, m multiMode) []*runSnap {
	if len(s.helpers) > 0 && s.helpers[0].sh != e.sh {
		s.helpers = nil
	}
	for len(s.helpers) < s.threads-1 {
		s.helpers = append(s.helpers, newChainEngine(e.sh))
	}
	helpers := s.helpers[:s.threads-1]
	// Every candidate of every open cell, "on" then "off", in the order
	// of the producer's walk.
	var srcs []int32
	for c, set := range e.work {
		if set.Len() > 1 {
			for ; set != 0; set &= set - 1 {
				k := e.key(c, set.First(), true)
				srcs = append(srcs, k, k^1)
			}
		}
	}
	if len(e.readySnaps) != e.keys {
		e.readySnaps = make([]runSnap, e.keys)
	}
	ready := make([]*runSnap, e.keys) // each source's written by one engine
	for i := range e.snaps {
		if len(e.snaps[i]) != e.keys {
			e.snaps[i] = make([]*runSnap, e.keys) // not made by an engine on its first run
		}
	}
	var next atomic.Int64
	work := func(he *chainEngine) {
		he.setMode(m)
		for {
			i := int(next.Add(1)) - 1
			if i >= len(srcs) || he.s.stop() {
				return
			}
			src := srcs[i]
			potBase, parBase, nestedBase := int32(len(he.pots)), len(he.par), len(he.nested)
			on, off := he.getSet(), he.getSet()
			absOn, absOff, _ := he.runFrom(src, on, off)
			if he.s.err != nil {
				return
			}
			he.snapshot(&e.readySnaps[src], potBase, parBase, nestedBase, on, off, absOn, absOff)
			ready[src] = &e.readySnaps[src]
			he.release(on, off)
			he.pots, he.par, he.nested = he.pots[:potBase], he.par[:parBase], he.nested[:nestedBase]
		}
	}
	var wg sync.WaitGroup
	panics := make([]any, len(helpers))
	for i, h := range helpers {
		if h.s == nil {
			h.s = &searcher{}
		}
		hs := h.s
		hs.ctx, hs.b, hs.err, hs.lock, hs.along, hs.niceLoops = s.ctx, s.b, nil, s.lock, s.along, s.niceLoops
		h.grids, h.snaps = e.grids, e.snaps
		h.begin(s.b)
		h.gridGen = e.gridGen // the number of the grid, which the snaps carry
		h.level, h.limit = e.level, e.limit
		wg.Go(func() {
			// A helper's panic is the caller's, as the search's own would be.
			defer func() { panics[i] = recover() }()
			work(h)
		})
	}
	func() {
		// Should e's work panic, the helpers stop before e is used again.
		defer func() { next.Store(int64(len(srcs))); wg.Wait() }()
		work(e)
	}()
	for i, h := range helpers {
		if panics[i] != nil {
			panic(panics[i])
		}
		if h.s.err != nil && s.err == nil {
			s.err = h.s.err
		}
	}
	return ready
}

// readyRun returns the run from src that helpers made ahead, nil if none.
func (e *chainEngine) readyRun(src int32) *runSnap {
	if e.ready == nil {
		return nil
	}
	return e.ready[src]
}
