package main

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runSolve(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	fs := newFlags(e, "solve", "[flags] [puzzle ...]", `
Print the solution of each puzzle. By default solve also proves that the
solution is the only one (it searches for two) and reports "multiple" when
the puzzle is not proper; --first skips that check, --all and --limit print
several solutions.

In the line format each puzzle gives exactly one line, in input order: the
solution, or the status (multiple, none, invalid, timeout) when there is no
single solution. With --all or --limit the solutions share that line,
separated by a space (by " / " with --alphabet numbers). Reasons for invalid
puzzles and timeouts go to standard error, with the line they came from.

Variant puzzles are read too, one a line: the Interactive Sudoku Solver's
constraint strings (".Cage~10~R1C1~R1C2.~R1C5_7"), SudoCue killers
("3x3::k:..."), f-puzzles JSON and f-puzzles or SudokuPad links; check and
count read them alike (see README.md for the constraints known).`, `
  nanpure solve 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure solve '.AntiKing.AntiKnight.~R1C1_1~R1C7_5~R1C8_6~R1C9_7~R2C1_2~R2C2_3~R2C3_4~R2C9_8'
  nanpure solve -i puzzles.txt -j 2 > solutions.txt
  nanpure solve --format json < puzzles.txt
  nanpure solve --all '8.........95.......67..........2.485...4.3192......736...651947...732518...894263'
  nanpure solve --box 3x4 -i puzzle12x12.txt --format grid`)
	o.register(fs, "line, grid, json, csv")
	first := fs.Bool("first", false, "print the first solution found, without checking it is the only one")
	all := fs.Bool("all", false, "print every solution (bounded by --timeout); the same as --limit 0")
	limit := fs.Int("limit", 0, "print up to `N` solutions (0: every one, bounded by --timeout)")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if err := o.check(e, formatLine, formatGrid, formatJSON, formatCSV); err != nil {
		return err
	}
	// search is how many solutions to look for; several means printing them.
	// --limit 0 is every solution, as for count: only when given.
	limitSet := false
	fs.Visit(func(f *flag.Flag) { limitSet = limitSet || f.Name == "limit" })
	search, several := 2, false
	switch {
	case *first && (*all || limitSet):
		return usageErrorf("--first and --all/--limit ask for different things: choose one")
	case *all && limitSet:
		return usageErrorf("--all and --limit %d: give one (--all is --limit 0)", *limit)
	case limitSet && *limit < 0:
		return usageErrorf("--limit %d: want 1 or more, or 0 for every solution", *limit)
	case *all:
		search, several = 0, true
	case limitSet:
		search, several = *limit, true
	case *first:
		search = 1
	}
	keep := 1
	if several {
		keep = maxSolutions
		if search > 0 {
			keep = min(search, maxSolutions)
		}
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "solution", "error"})
	if err != nil {
		return err
	}
	p.in.reuse = true  // its writes keep nothing of an item
	p.firstLook = true // searchItem: the exact search looks at its context first
	sep := " "
	if o.alpha == sudoku.Numbers {
		sep = " / "
	}
	work := func(ctx context.Context, it *item) outcome { return searchItem(ctx, it, search, keep) }
	write := func(r outcome) (string, bool, error) {
		ok := r.Status == record.Unique || r.Status == record.Solved ||
			r.Status == record.Multiple && (*first || several)
		p.reportOutcome(&r)
		if several && len(r.Solutions) == maxSolutions && r.Count > maxSolutions {
			fmt.Fprintf(e.stderr, "nanpure: %s: printed the first %d of %d solutions or more: solve keeps at most %d (count --limit 0 counts them all)\n",
				r.where(), maxSolutions, r.Count, maxSolutions)
		}
		// A multiple puzzle has no solution to print unless several were asked.
		shown := r.Solutions
		if r.Status == record.Multiple && !several {
			shown = nil
		}
		var err error
		switch p.out.format {
		case formatLine:
			if len(shown) == 0 {
				err = p.out.line(r.Status)
			} else {
				err = p.out.grids(shown, o.alpha, sep)
			}
		case formatGrid:
			var b strings.Builder
			if !p.single || !ok {
				b.WriteString(gridHeader(r.item, r.Status, r.Msg, ""))
			}
			for i, s := range shown {
				if i > 0 {
					b.WriteString("\n")
				}
				b.WriteString(s.Text(o.alpha))
			}
			err = p.out.block(b.String())
		case formatJSON:
			err = p.out.solveJSON(record.SolveRecord(r.puzzle(), r.Outcome, several))
		case formatCSV:
			var sols []string
			for _, s := range shown {
				sols = append(sols, s.String())
			}
			err = p.out.csvRow([]string{r.source, strconv.Itoa(r.line), r.puzzleText(), r.box(), r.Status, strings.Join(sols, " "), r.Msg})
		}
		return r.Status, !ok, err
	}
	return process(ctx, p, work, write)
}

// maxSolutions is the most solutions solve keeps of a puzzle for --all and
// --limit, about 10 MB: the empty 9x9 grid yields millions a minute, and
// --all once held them all (600 MB after 5 s). The search still counts
// the rest.
var maxSolutions = 100_000

// helpOK turns the error of parseFlags after --help into success.
func helpOK(err error) error {
	if err == errHelp {
		return nil
	}
	return err
}
