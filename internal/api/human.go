package api

import (
	"context"
	"errors"
	"runtime"
	"strconv"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// A position is a puzzle part way through, read by human.ReadPosition:
// the board to find steps on, or the status that says why there is none.
type position struct {
	record.Position // the status ("" to go on), the mistakes
	puzzle          puzzle
	board           *human.Board
	lang            human.Lang
	solver          *human.Solver // of the request's scale
}

// readPosition reads the puzzle (any puzzle text, a pencil-mark grid or a
// line of HoDoKu's library), the grid reached ("grid": the givens and the
// player's digits) and the player's pencil marks ("candidates") of a
// request, and hands them to human.ReadPosition, the reader the command
// line's hint calls too, in a search slot.
func readPosition(ctx context.Context, req *Request) (*position, error) {
	lang, err := req.lang()
	if err != nil {
		return nil, err
	}
	opts, err := req.options()
	if err != nil {
		return nil, err
	}
	profile, err := req.profile(human.Natural)
	if err != nil {
		return nil, err
	}
	p, hp, err := readPositionText(req.Puzzle, opts)
	if err != nil {
		return nil, err
	}
	pos := &position{puzzle: p, lang: lang, solver: human.NewSolver(&human.Options{Profile: profile, Threads: threads()})}
	sh := p.grid.Shape
	if req.Grid != "" {
		g, err := sudoku.Parse(req.Grid, sudoku.Options{Shape: sh})
		if err != nil {
			return nil, badRequest("grid: %v", trimPrefix(err))
		}
		if hp.Placed.Shape != nil {
			return nil, badRequest("grid: the puzzle already has digits placed")
		}
		crossed := hp.Crossed // the marks of a pencil-mark grid
		if hp, err = human.NewPosition(p.grid, g); err != nil {
			return nil, badRequest("grid: %v", trimPrefix(err))
		}
		hp.Crossed = crossed
	}
	if req.Candidates != nil {
		if len(req.Candidates) != sh.Cells {
			return nil, badRequest("candidates: %d cells, want %d", len(req.Candidates), sh.Cells)
		}
		for i, text := range req.Candidates {
			if text == "" {
				continue
			}
			marks, err := parseMarks(text, sh)
			if err != nil {
				return nil, badRequest("candidates of %s: %v", sh.CellName(i), err)
			}
			hp.Keep(i, marks)
		}
	}

	var r *human.Reading
	if p.variant != nil {
		r, err = record.ReadVariant(ctx, p.variant, hp)
		if err != nil && r != nil {
			return nil, &apiErr{&Error{Code: statusBadRequest, Status: record.Invalid, Error: trimPrefix(err)}}
		}
	} else {
		r, err = human.ReadPosition(ctx, hp, 2)
	}
	if err != nil {
		return nil, err
	}
	pos.Position, pos.board = record.ReadingOf(r), r.Board
	return pos, nil
}

// readPositionText reads the text of a position: a puzzle (exactly one,
// its line numbered) or, failing that, a pencil-mark grid or a line of
// HoDoKu's library.
func readPositionText(text string, opts sudoku.Options) (puzzle, human.Position, error) {
	p, err := readPuzzle(text, opts)
	var pe *sudoku.ParseError
	if errors.As(err, &pe) || sudoku.IsLibraryLine(text) { // (read as a puzzle, a library line has only its givens)
		hp, herr := human.ParsePosition(text, opts)
		if herr != nil {
			return puzzle{}, human.Position{}, err // the puzzle's error says where
		}
		return puzzle{grid: hp.Givens, line: 1}, hp, nil
	}
	return p, human.Position{Givens: p.grid}, err
}

// parseMarks reads the pencil marks of a cell: its candidates' symbols in
// the standard alphabet ("159", "3AG"), in any order, letters in either
// case up to 35 digits (as candidates writes them beyond).
func parseMarks(text string, sh *sudoku.Shape) (sudoku.Set, error) {
	var s sudoku.Set
	for _, r := range text {
		d := sudoku.Standard.Digit(r, sh.N)
		if d == 0 {
			return 0, errors.New("found " + string(r) + ", want symbols of digits 1 to " + sudoku.Standard.Symbol(sudoku.Digit(sh.N), sh.N))
		}
		s = s.Add(d)
	}
	return s, nil
}

// hint answers POST /api/hint: the next step from the position; with
// "all", every step available (of "techniques", when given).
func hint(ctx context.Context, req *Request) (any, error) {
	if len(req.Techniques) > 0 && !req.All {
		return nil, badRequest("techniques: only with \"all\"")
	}
	if err := human.AllStepsKeys(req.Techniques); err != nil {
		return nil, badRequest("techniques: %v", trimPrefix(err))
	}
	pos, err := readPosition(ctx, req)
	if err != nil {
		return nil, err
	}
	a := record.Hint{Source: source, Line: pos.puzzle.line, Puzzle: pos.puzzle.String(), Box: pos.puzzle.grid.Shape.String(),
		Status: pos.Status, Error: pos.Msg, Mistakes: pos.Mistakes, WrongMarks: pos.WrongMarks}
	if pos.Status != "" {
		return a, nil
	}
	a.Candidates = record.Candidates(pos.board)
	if req.All {
		steps, err := human.AllSteps(ctx, pos.board, req.Techniques)
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			a.Status, a.Error = record.Timeout, "gave up: the time for one request is up"
			return a, nil
		case err != nil:
			return nil, err
		case len(steps) == 0:
			a.Status, a.Error = record.Stuck, "no technique applies"
			return a, nil
		}
		a.SetSteps(steps, pos.lang)
		return a, nil
	}
	step, err := pos.solver.Next(ctx, pos.board)
	switch {
	case errors.Is(err, human.ErrStuck):
		a.Status, a.Error = record.Stuck, "no technique applies"
		return a, nil
	case errors.Is(err, context.DeadlineExceeded):
		a.Status, a.Error = record.Timeout, "gave up: the time for one request is up"
		return a, nil
	case err != nil:
		return nil, err
	}
	a.SetStep(step, pos.lang)
	return a, nil
}

// explain answers POST /api/explain: every step from the position to the
// end. When the time is up it gives the steps found so far, with status
// "timeout".
func explain(ctx context.Context, req *Request) (any, error) {
	pos, err := readPosition(ctx, req)
	if err != nil {
		return nil, err
	}
	a := record.Explain{Source: source, Line: pos.puzzle.line, Puzzle: pos.puzzle.String(), Box: pos.puzzle.grid.Shape.String(),
		Status: pos.Status, Error: pos.Msg, Mistakes: pos.Mistakes, WrongMarks: pos.WrongMarks, Steps: []human.StepJSON{}}
	if pos.Status == record.Solved {
		a.Solved = true
	}
	if pos.Status != "" {
		return a, nil
	}
	a.Candidates = record.Candidates(pos.board)
	tr, err := pos.solver.Solve(ctx, pos.board, nil)
	if tr != nil {
		a.SetSteps(tr.Steps, pos.lang)
		a.Solved = tr.Solved
	}
	switch {
	case errors.Is(err, human.ErrStuck):
		a.Status = record.Stuck
	case errors.Is(err, context.DeadlineExceeded):
		a.Status, a.Error = record.Timeout, "gave up after "+strconv.Itoa(len(a.Steps))+" steps: the time for one request is up"
	case err != nil:
		return nil, err
	default:
		a.Status = record.Solved
	}
	return a, nil
}

// threads is how many threads the nested forcing chains of a hint, a path
// or a rating may use: two, the CPUs "nanpure serve" gives each slot of its
// slow requests (one per 2 CPUs), where the process has them; one under
// WebAssembly. A player waits for one answer at a time.
func threads() int { return min(runtime.GOMAXPROCS(0), 2) }
