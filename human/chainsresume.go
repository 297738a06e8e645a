package human

// Runs carried from one nesting level to the next (nested.go). The
// producers of nested chains run on one board in turn: level 1, then 2, 3,
// 4 and more while none finds anything. A run of level 2 deduces what the
// run of level 1 from the same source deduces, in the same order, up to
// where the level-1 run stops: there the techniques of level 1 find nothing
// new, and level 2 goes on with forcing chains. So the level-2 run starts
// where the level-1 run ended: its pots, its sets and the grid it reached
// are those of the level-1 run, and only what follows is made. Likewise a
// run of level 3 starts from the end of the level-2 run (level 3 adds
// multiple chains after the forcing chains), and one of level 4 (dynamic
// chains after the techniques of level 1) from the end of the level-1 run.
// A run that met a contradiction meets it at every higher level, at the
// same place.
//
// The engine of the searcher keeps the finished runs of levels 1 and 2 of
// the current grid, by source key, with their pots numbered from the run's
// first: copied back at the end of the arena they are the same pots, in
// the same order, as the run would make again.

// A runSnap is a finished run of one level.
type runSnap struct {
	gen           uint64      // chainEngine.gridGen of the grid of the run
	pots          []pot       // the run's pots: parents in par, nested from 1 in nested
	par           []int32     // parents, numbered from the run's first pot
	nested        []nestedRec // the techniques used inside the run
	on, off       []int32     // the lists of the run's sets
	absOn, absOff int32       // the contradiction's pots, -1 without
}

// runSnaps are the finished runs of levels 1 and 2, by source key.
type runSnaps [2][]*runSnap

// baseLevel returns the level whose finished runs the runs of the engine
// continue, 0 for none.
func (e *chainEngine) baseLevel() int {
	if e.snaps == nil || !e.dynamic {
		return 0
	}
	switch e.level {
	case 2, 4:
		return 1
	case 3:
		return 2
	}
	return 0
}

// runFrom makes the run from source potential src into the empty sets on
// and off, continuing the finished run of the base level when there is one,
// and keeps it when it is of level 1 or 2. A run that helpers made ahead
// (chainssplit.go) is only copied.
func (e *chainEngine) runFrom(src int32, on, off *potSet) (absOn, absOff int32, absurd bool) {
	potBase, parBase, nestedBase := int32(len(e.pots)), len(e.par), len(e.nested)
	if s := e.readyRun(src); s != nil {
		e.restore(s, on, off)
		if s.absOff >= 0 {
			return s.absOn + potBase, s.absOff + potBase, true
		}
		return -1, -1, false
	}
	resumed := false
	if base := e.baseLevel(); base > 0 {
		if s := e.snaps[base-1][src]; s != nil && s.gen == e.gridGen {
			e.restore(s, on, off)
			if s.absOff >= 0 {
				return s.absOn + potBase, s.absOff + potBase, true
			}
			resumed = true
		}
	}
	if !resumed {
		p := e.newPot(src, causeNone)
		if keyOn(src) {
			on.add(src, p)
		} else {
			off.add(src, p)
		}
	}
	absOn, absOff, absurd = e.run(on, off, resumed)
	if e.snaps != nil && e.dynamic && (e.level == 1 || e.level == 2) && e.s.err == nil {
		e.keep(src, potBase, parBase, nestedBase, on, off, absOn, absOff)
	}
	return absOn, absOff, absurd
}

// keep stores the run from src, whose pots start at potBase, as the
// finished run of the engine's level.
func (e *chainEngine) keep(src, potBase int32, parBase, nestedBase int, on, off *potSet, absOn, absOff int32) {
	tab := &e.snaps[e.level-1]
	if len(*tab) != e.keys {
		*tab = make([]*runSnap, e.keys)
	}
	s := (*tab)[src]
	if s == nil {
		s = &runSnap{}
		(*tab)[src] = s
	}
	s.gen = e.gridGen
	e.snapshot(s, potBase, parBase, nestedBase, on, off, absOn, absOff)
}

// snapshot copies the run whose pots start at potBase into s.
func (e *chainEngine) snapshot(s *runSnap, potBase int32, parBase, nestedBase int, on, off *potSet, absOn, absOff int32) {
	s.pots = append(s.pots[:0], e.pots[potBase:]...)
	for i := range s.pots {
		s.pots[i].p0 -= int32(parBase)
		if s.pots[i].nested > 0 {
			s.pots[i].nested -= int32(nestedBase)
		}
	}
	s.par = append(s.par[:0], e.par[parBase:]...)
	for i := range s.par {
		s.par[i] -= potBase
	}
	s.nested = append(s.nested[:0], e.nested[nestedBase:]...)
	s.on, s.off = s.on[:0], s.off[:0]
	for _, p := range on.list {
		s.on = append(s.on, p-potBase)
	}
	for _, p := range off.list {
		s.off = append(s.off, p-potBase)
	}
	s.absOn, s.absOff = -1, -1
	if absOff >= 0 {
		s.absOn, s.absOff = absOn-potBase, absOff-potBase
	}
}

// restore copies the finished run s at the end of the arena and into the
// empty sets on and off.
func (e *chainEngine) restore(s *runSnap, on, off *potSet) {
	potBase, parBase, nestedBase := int32(len(e.pots)), int32(len(e.par)), int32(len(e.nested))
	for _, p := range s.pots {
		p.p0 += parBase
		if p.nested > 0 {
			p.nested += nestedBase
		}
		e.pots = append(e.pots, p)
	}
	for _, p := range s.par {
		e.par = append(e.par, p+potBase)
	}
	e.nested = append(e.nested, s.nested...)
	for _, p := range s.on {
		on.add(e.pots[p+potBase].key, p+potBase)
	}
	for _, p := range s.off {
		off.add(e.pots[p+potBase].key, p+potBase)
	}
}
