package exact

import "slices"

// Restarts. Until it finds a first solution, the general engine gives up its
// search tree after a budget of nodes and starts again from the root, with
// the budget doubled. The weights of the houses where contradictions were
// found are kept, so the new tree branches first where the old one failed.
//
// Without them, a search for a first solution may make a wrong choice near
// the root that it takes hundreds of thousands of nodes to undo: it did on
// the empty 64x64 grid once locked candidates and weighted branching had
// changed the order of its choices (over 100,000 nodes and a minute, where
// the restarts find a solution in 16,000). Doubling bounds the waste to the size of
// the last tree. Once a solution is found the search runs to its end, so
// counting is exact: the run that found the first solution is complete on
// its own and goes on to look for the others.
type restart struct {
	restartAt  int64 // nodes after which the current tree is given up
	restarting bool  // the search is unwinding to restart
}

// firstRun is the node budget of the first tree: twice the cells, since
// filling an empty grid takes about a node a cell, plus what the searches of
// hard 16x16 and 25x25 puzzles need: a restart throws away the nodes spent,
// and the weights alone lead most searches out of their traps.
func firstRun(cells int) int64 { return int64(1<<12 + 2*cells) }

func (e *general) searchRestarting() {
	root := slices.Clone(e.levels[0])
	queue := slices.Clone(e.queue)
	for budget := firstRun(e.shape.Cells); ; budget *= 2 {
		e.restartAt = e.stats.Nodes + budget
		e.search(0)
		if !e.restarting {
			return
		}
		e.restarting = false
		copy(e.levels[0], root)
		e.queue = append(e.queue[:0], queue...)
		e.dirty = allHouses(e.shape)
	}
}
