package record

// Statuses of a puzzle: the "status" of every record.
const (
	// Statuses of an exact search (solve, check, count), and of a puzzle
	// that the human solver refuses to start on.
	Unique   = "unique"   // exactly one solution
	Multiple = "multiple" // more than one
	None     = "none"     // no solution
	Solved   = "solved"   // a solution, uniqueness not checked (solve --first); a hint or a path: nothing left to find
	Invalid  = "invalid"  // did not parse, or givens break the rules
	Timeout  = "timeout"  // gave up when the time was up

	// Statuses of the human solver (rate, hint, explain).
	Rated    = "rated"    // rated to the end
	Stuck    = "stuck"    // no technique applies
	Step     = "step"     // a hint: the next step
	Mistakes = "mistakes" // the position holds digits that are not the solution's (the web API)

	// Statuses of canon, shuffle and convert.
	Canonical = "canonical" // its canonical form was found
	Shuffled  = "shuffled"  // a random equivalent was made
	Converted = "converted" // written in the form asked
)
