package human

// Reachability of the unary walks. In one pass of the unary producer the
// grid does not change, so its walks follow a fixed graph: a node per
// potential of the grid, an edge per inference (onToOff, offLinks). Almost
// no walk finds anything: on the hardest puzzles, under 1% of forcing walks
// and 6% of cycle walks, nested in dynamic chains hundreds of thousands of
// times. A transitive closure of the graph, built once per pass, tells
// which walks cannot, so that unaryFrom skips them; those that can are
// walked as before, and find the same chains.
//
// The closure is built with Tarjan's algorithm: strongly connected
// components come out after every component they reach, so each one's set
// of reached nodes is its own nodes and the sets of the components its
// edges enter.

// maxReachNodes bounds the graph the closure is built for (its sets take
// nodes²/8 bytes: 8 MiB here); beyond it every walk is made.
const maxReachNodes = 8192

// A chainReach is the closure of the graph of one pass.
type chainReach struct {
	ok    bool    // built: the grid was small enough
	id    []int32 // key -> node, or -1
	keys  []int32 // node -> key
	start []int32 // node v's edges enter next[start[v]:start[v+1]]
	next  []int32
	comp  []int32  // node -> component
	words int      // uint64 words per set
	sets  []uint64 // component -> the nodes it reaches

	// Tarjan's scratch
	index, low []int32
	stack      []int32
	onStack    []bool
	count      int32
	comps      int32
}

// buildReach builds e.reach for the walks of a pass with links y and x on
// the working grid.
func (e *chainEngine) buildReach(y, x bool) {
	r := &e.reach
	if len(r.id) != e.keys {
		r.id = make([]int32, e.keys)
	}
	r.keys = r.keys[:0]
	for k := range r.id {
		r.id[k] = -1
		if e.work[e.cellOf(int32(k))].Has(e.digitOf(int32(k))) {
			r.id[k] = int32(len(r.keys))
			r.keys = append(r.keys, int32(k))
		}
	}
	nodes := len(r.keys)
	r.ok = nodes <= maxReachNodes
	if !r.ok {
		return
	}
	r.start = append(r.start[:0], 0)
	r.next = r.next[:0]
	for _, k := range r.keys {
		if keyOn(k) {
			e.onToOff(k, y)
			for _, o := range e.offKeys {
				r.next = append(r.next, r.id[o])
			}
		} else {
			e.offLinks(k, y, x)
			for _, o := range e.onKeys {
				r.next = append(r.next, r.id[o])
			}
		}
		r.start = append(r.start, int32(len(r.next)))
	}
	r.words = (nodes + 63) / 64
	r.sets = grow(r.sets, nodes*r.words)
	r.comp = grow(r.comp, nodes)
	r.index = grow(r.index, nodes)
	r.low = grow(r.low, nodes)
	r.onStack = grow(r.onStack, nodes)
	for v := range nodes {
		r.index[v] = -1
		r.comp[v] = -1
	}
	r.count, r.comps = 0, 0
	for v := range nodes {
		if r.index[v] < 0 {
			r.strong(int32(v))
		}
	}
}

// grow returns s resized to n elements, reusing its array when it can.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// strong is Tarjan's visit of node v.
func (r *chainReach) strong(v int32) {
	r.index[v], r.low[v] = r.count, r.count
	r.count++
	r.stack = append(r.stack, v)
	r.onStack[v] = true
	for _, w := range r.next[r.start[v]:r.start[v+1]] {
		if r.index[w] < 0 {
			r.strong(w)
			r.low[v] = min(r.low[v], r.low[w])
		} else if r.onStack[w] {
			r.low[v] = min(r.low[v], r.index[w])
		}
	}
	if r.low[v] != r.index[v] {
		return
	}
	c := r.comps
	r.comps++
	set := r.sets[int(c)*r.words : int(c+1)*r.words]
	clear(set)
	i := len(r.stack) - 1
	for r.stack[i] != v {
		i--
	}
	members := r.stack[i:]
	for _, w := range members {
		r.onStack[w] = false
		r.comp[w] = c
		set[w/64] |= 1 << (w % 64)
	}
	for _, w := range members {
		for _, u := range r.next[r.start[w]:r.start[w+1]] {
			if cu := r.comp[u]; cu != c {
				for j, b := range r.sets[int(cu)*r.words : int(cu+1)*r.words] {
					set[j] |= b
				}
			}
		}
	}
	r.stack = r.stack[:i]
}

// reaches reports whether a walk from potential from can reach potential to
// (true when the closure was not built).
func (r *chainReach) reaches(from, to int32) bool {
	return !r.ok || r.reach(r.id[from], r.id[to])
}

// reach reports whether node v reaches node t.
func (r *chainReach) reach(v, t int32) bool {
	return r.sets[int(r.comp[v])*r.words+int(t/64)]&(1<<(t%64)) != 0
}

// mayCycle reports whether a cycle walk from src (on) can come back to it
// through one of the "off" potentials back after at least four steps: an
// "on" two steps from src, other than src, must reach one of them.
func (r *chainReach) mayCycle(src int32, back []int32) bool {
	if !r.ok {
		return len(back) > 0
	}
	v := r.id[src]
	for _, o := range r.next[r.start[v]:r.start[v+1]] {
		for _, w := range r.next[r.start[o]:r.start[o+1]] {
			if w == v {
				continue
			}
			for _, b := range back {
				if r.reach(w, r.id[b]) {
					return true
				}
			}
		}
	}
	return false
}
