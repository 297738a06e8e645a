package main

import (
	"context"
	"flag"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

func runRate(ctx context.Context, e *env, args []string) error {
	var o ioFlags
	var h humanFlags
	fs := newFlags(e, "rate", "[flags] [puzzle ...]", `
Rate how hard each puzzle is for a person, on the scale of Sudoku Explainer:
from 1.0 (hidden singles) to 11 and more (nested forcing chains), with the
level (easy < 1.5, medium < 2.5, hard < 5.0, diabolical < 9.0, extreme) and
the technique of the hardest step. The rating follows Sukaku Explainer's
rules exactly (--scale se: Sudoku Explainer 1.2.1's), so that it agrees with
the ratings puzzle collections publish.

With --scale hodoku the rating is HoDoKu 2.2.4's instead (its default
configuration, as "hodoku /bs" prints it): a score, the sum of a base
score per step, and HoDoKu's level (easy, medium, hard, unfair, extreme),
with the technique of the step of the highest base score: "228 easy Hidden
Single". In the csv format the score is in the rating column.

In the line format each puzzle gives one line: "7.2 diabolical Forcing
Chain", or its status (multiple, none, invalid, stuck, timeout). A rating cut
short by --timeout says "timeout" and, on standard error, how far it got;
it never guesses. The json format adds the pearl (EP: the hardest step up to
the first digit placed) and the diamond (ED: the first step).

Variant puzzles (see README.md) are rated too, by the same rules, their
constraints' steps at difficulties of our own beside Sudoku Explainer's (no
rater of variants to agree with); --scale hodoku does not rate them.`, `
  nanpure rate 000027008001000007064005019270963154400270683613004000087632041090048005342519870
  nanpure rate -i puzzles.txt > ratings.txt
  nanpure rate --format json --timeout 10s < puzzles.txt
  nanpure rate --lang ja '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
  nanpure rate --scale hodoku -i puzzles.txt`)
	o.register(fs, "line, grid, json, csv")
	h.register(fs, "sukaku")
	pos, err := h.parse(e, fs, args, &o, formatLine, formatGrid, formatJSON, formatCSV)
	if err != nil {
		return helpOK(err)
	}
	p, err := newPipeline(e, &o, pos, []string{"source", "line", "puzzle", "box", "status", "rating", "pearl", "diamond", "level", "hardest", "error"})
	if err != nil {
		return err
	}
	solvers := h.solvers(puzzleThreads(p))
	hodoku := h.profile == human.HoDoKu
	work := func(ctx context.Context, it *item) rated { return rateItem(ctx, it, solvers) }
	write := func(r rated) (string, bool, error) {
		if r.Status == record.Invalid || r.Status == record.Timeout || r.Status == record.Stuck || r.advice != "" {
			p.report(r.item, r.Status, r.Msg)
		}
		ok := r.Status == record.Rated
		level := r.Result.Level.Name(h.lang)
		hardest := r.Result.Hardest.Name(h.lang)
		er := strconv.FormatFloat(r.Result.ER, 'f', 1, 64)
		if hodoku {
			// HoDoKu's scale: the score in place of ER, HoDoKu's level.
			level = r.Result.HoDoKuLevel.Name(h.lang)
			hardest = r.Result.HoDoKuHardest.Name(h.lang)
			er = strconv.Itoa(r.Result.Score)
		}
		var err error
		switch p.out.format {
		case formatLine:
			if ok {
				err = p.out.line(er + " " + level + " " + hardest)
			} else {
				err = p.out.line(r.Status)
			}
		case formatGrid:
			detail := ""
			if ok {
				detail = er + " " + level + ", hardest " + hardest
			}
			text := gridHeader(r.item, r.Status, r.Msg, detail)
			if r.item.grid.Shape != nil {
				text += r.item.grid.Text(p.io.alpha)
			}
			err = p.out.block(text)
		case formatJSON:
			err = p.out.json(record.RateRecord(r.puzzle(), r.Rating, h.lang, hodoku))
		case formatCSV:
			row := []string{r.source, strconv.Itoa(r.line), r.puzzleText(), r.box(), r.Status, "", "", "", "", "", r.Msg}
			if ok {
				row[5], row[6], row[7] = er, strconv.FormatFloat(r.Result.EP, 'f', 1, 64), strconv.FormatFloat(r.Result.ED, 'f', 1, 64)
				if hodoku {
					row[6], row[7] = "", "" // HoDoKu has no pearl or diamond
				}
				row[8], row[9] = level, hardest
			}
			err = p.out.csvRow(row)
		}
		return r.Status, !ok, err
	}
	return process(ctx, p, work, write)
}

// rated is the rating of one item.
type rated struct {
	*item
	record.Rating
}

// rateItem rates one puzzle, with a solver of the pool: after checking
// that it has exactly one solution, since a rater assumes so (uniqueness
// techniques).
func rateItem(ctx context.Context, it *item, solvers *sync.Pool) rated {
	sv := solvers.Get().(*human.Solver)
	defer solvers.Put(sv)
	r := rated{item: it, Rating: record.RatePuzzle(ctx, it.puzzle(), sv)}
	if r.Status != record.Rated && r.Status != record.Stuck && r.Status != record.Timeout {
		// not proper: perhaps meant otherwise
		r.advice = advice(ctx, it, r.Status)
	}
	return r
}

// positionBoard is the board of a position written as a line of HoDoKu's
// library (its placed digits and deleted candidates), or the status and
// message of why there is none.
func positionBoard(ctx context.Context, text string) (b *human.Board, status, msg string) {
	p, err := human.ParsePosition(text, sudoku.Options{})
	if err != nil {
		return nil, record.Invalid, strings.TrimPrefix(err.Error(), "sudoku: ")
	}
	rd, err := human.ReadPosition(ctx, p, 2)
	if err != nil {
		return nil, record.Invalid, strings.TrimPrefix(err.Error(), "human: ")
	}
	if r := record.ReadingOf(rd); r.Status != "" {
		return nil, r.Status, r.Msg
	}
	return rd.Board, "", ""
}

// humanFlags are the flags of the commands that solve like a person.
type humanFlags struct {
	langName string
	scale    string
	lang     human.Lang
	profile  *human.Profile
}

func (h *humanFlags) register(fs *flag.FlagSet, scale string) {
	fs.StringVar(&h.langName, "lang", "en", "language of explanations, techniques and levels: en or ja")
	what := "techniques and order"
	if scale == "sukaku" {
		what = "rating scale"
	}
	fs.StringVar(&h.scale, "scale", scale, what+": natural (every technique, simplest first), sukaku (Sukaku Explainer), se (Sudoku Explainer 1.2.1), hodoku (HoDoKu 2.2.4)")
}

// parse parses the flags of a command that solves like a person and checks
// them: the output format, one of formats (text by default where text is
// one), then the language and the scale.
func (h *humanFlags) parse(e *env, fs *flag.FlagSet, args []string, o *ioFlags, formats ...string) ([]string, error) {
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return nil, err
	}
	if o.format == "" && slices.Contains(formats, "text") {
		o.format = "text"
	}
	if err := o.check(e, formats...); err != nil {
		return nil, err
	}
	return pos, h.check()
}

func (h *humanFlags) check() error {
	l, err := human.ParseLang(h.langName)
	if err != nil {
		return usageErrorf("--lang %q: want en or ja", h.langName)
	}
	h.lang = l
	p, ok := human.ProfileByName(h.scale)
	if !ok {
		return usageErrorf("--scale %q: want natural, sukaku, se or hodoku", h.scale)
	}
	h.profile = p
	return nil
}

// solvers returns a pool of solvers of the chosen profile: a solver keeps
// scratch tables from step to step, one per worker. Each solver makes the
// runs of its nested forcing chains on threads threads: -j when there is
// one puzzle, so that its hardest steps use every thread; one in a batch,
// whose puzzles do.
func (h *humanFlags) solvers(threads int) *sync.Pool {
	p := h.profile
	return &sync.Pool{New: func() any { return human.NewSolver(&human.Options{Profile: p, Threads: threads}) }}
}

// puzzleThreads returns the threads of one puzzle's solver in pipeline p.
func puzzleThreads(p *pipeline) int {
	if p.single {
		return p.io.jobs
	}
	return 1
}
