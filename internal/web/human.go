package web

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/exact"
	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// A position is a puzzle part way through: its givens, the digits placed
// since (all of them the solution's), and the board of candidates to find
// steps on.
type position struct {
	puzzle   puzzle
	board    *human.Board
	lang     human.Lang
	status   string   // "" to go on; else why there is no step to find
	mistakes []string // cells whose digit is not the solution's
}

// readPosition reads the puzzle, the grid reached ("grid": the givens and
// the player's digits) and the player's pencil marks ("candidates") of a
// request, and proves the puzzle's solution unique (in a search slot).
//
// The board has every candidate the digits leave, narrowed to the
// player's marks in the cells where the marks hold the solution's digit:
// marks that lost it are a slip, ignored, so that every step found is
// sound.
func (h *handler) readPosition(ctx context.Context, req *request) (*position, error) {
	p, lang, err := req.puzzleLang()
	if err != nil {
		return nil, err
	}
	pos := &position{puzzle: p, lang: lang}
	sh := p.grid.Shape
	grid := p.grid
	if req.Grid != "" {
		g, err := sudoku.Parse(req.Grid, sudoku.Options{Shape: sh})
		if err != nil {
			return nil, badRequest("grid: %v", trimPrefix(err))
		}
		if g.Shape != sh {
			return nil, badRequest("grid: a %s grid, the puzzle is %s", g.Shape, sh)
		}
		for i, d := range p.grid.Cells {
			if d != 0 && g.Cells[i] != d {
				return nil, badRequest("grid: %s holds %d, the puzzle's given is %d", sh.CellName(i), g.Cells[i], d)
			}
		}
		grid = g
	}
	if req.Candidates != nil && len(req.Candidates) != sh.Cells {
		return nil, badRequest("candidates: %d cells, want %d", len(req.Candidates), sh.Cells)
	}

	if err := h.acquire(ctx); err != nil {
		return nil, err
	}
	sol, err := exact.Unique(ctx, p.grid)
	h.release()
	switch {
	case errors.Is(err, exact.ErrMultiple):
		pos.status = record.Multiple
		return pos, nil
	case errors.Is(err, exact.ErrNoSolution):
		pos.status = record.None
		return pos, nil
	case err != nil:
		return nil, err
	}
	for i, d := range grid.Cells {
		if d != 0 && d != sol.Cells[i] {
			pos.mistakes = append(pos.mistakes, sh.CellName(i))
		}
	}
	if len(pos.mistakes) > 0 {
		pos.status = record.Mistakes
		return pos, nil
	}
	b, err := human.NewBoard(grid)
	if err != nil {
		return nil, err
	}
	for i, text := range req.Candidates {
		if text == "" || b.Digit(i) != 0 {
			continue
		}
		marks, err := parseMarks(text, sh)
		if err != nil {
			return nil, badRequest("candidates of %s: %v", sh.CellName(i), err)
		}
		if marks.Has(sol.Cells[i]) {
			b.SetCandidates(i, marks&b.Candidates(i))
		}
	}
	pos.board = b
	if b.Solved() {
		pos.status = record.Solved
	}
	return pos, nil
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

// candidates writes the candidates of each cell of b in the standard
// alphabet, "" for a filled cell.
func candidates(b *human.Board) []string {
	out := make([]string, b.Shape.Cells)
	for i := range out {
		if b.Digit(i) != 0 {
			continue
		}
		var sb strings.Builder
		for _, d := range b.Candidates(i).Digits() {
			sb.WriteString(sudoku.Standard.Symbol(d, b.Shape.N))
		}
		out[i] = sb.String()
	}
	return out
}

// hint answers POST /api/hint: the next step from the position.
func (h *handler) hint(ctx context.Context, req *request) (any, error) {
	pos, err := h.readPosition(ctx, req)
	if err != nil {
		return nil, err
	}
	a := record.Hint{Source: source, Line: pos.puzzle.line, Puzzle: pos.puzzle.grid.String(), Box: pos.puzzle.grid.Shape.String(),
		Status: pos.status, Mistakes: pos.mistakes}
	if pos.status != "" {
		return a, nil
	}
	a.Candidates = candidates(pos.board)
	if err := h.acquire(ctx); err != nil {
		return nil, err
	}
	step, err := human.Next(ctx, pos.board, nil)
	h.release()
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
func (h *handler) explain(ctx context.Context, req *request) (any, error) {
	pos, err := h.readPosition(ctx, req)
	if err != nil {
		return nil, err
	}
	a := record.Explain{Source: source, Line: pos.puzzle.line, Puzzle: pos.puzzle.grid.String(), Box: pos.puzzle.grid.Shape.String(),
		Status: pos.status, Mistakes: pos.mistakes, Steps: []human.StepJSON{}}
	if pos.status == record.Solved {
		a.Solved = true
	}
	if pos.status != "" {
		return a, nil
	}
	a.Candidates = candidates(pos.board)
	if err := h.acquire(ctx); err != nil {
		return nil, err
	}
	tr, err := human.NewSolver(nil).Solve(ctx, pos.board, nil)
	h.release()
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
