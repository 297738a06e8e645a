package generate

import "github.com/nanpure/nanpure/sudoku"

// Dropping the steps that singles take much further.
//
// Near the floor of a rating range, most steps of a climb make the puzzle
// easier, and rating them is most of the time of the hardest level. A
// cheap sign tells many of them: how many cells naked and hidden singles
// leave open. On 9x9 extreme (seeds 24-71, standing within a point of the
// floor), of the 4,547 steps whose singles left at least 8 cells fewer
// open than the puzzle the walk stood on (a tenth of the grid), none met
// the request, 4 were harder than that puzzle and 4 as hard, and rating
// them took 12% of the CPU. So such steps are dropped unrated. Further
// from the floor the sign says less (a puzzle that needs one pair and then
// only singles is easy however much the pair leaves open), and ratings
// cost less.

// furtherNear is how far below the floor of the range the rating of the
// puzzle a climb stands on may be for solvedFurther to drop steps.
const furtherNear = 1.0

// solvedFurther is the screen of a climb: while the walk stands on cur,
// near the floor of the range, it drops a step q where singles leave a
// tenth of the grid's cells fewer open than in cur.
func (g *generator) solvedFurther(cur sudoku.Grid, r *Rating) func(q sudoku.Grid) bool {
	st := g.steer
	if r == nil || r.Score >= st.lo || st.lo-r.Score > furtherNear {
		return nil
	}
	most := g.check.openAfterSingles(cur) - len(cur.Cells)/10
	return func(q sudoku.Grid) bool { return g.check.openAfterSingles(q) <= most }
}
