package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nanpure/nanpure/internal/batch"
	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/sudoku"
)

// newFlags returns the flag set of a command, with its usage text: a
// synopsis, the flags, then examples.
func newFlags(e *env, name, synopsis, about, examples string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "Usage: nanpure %s %s\n\n%s\n\nFlags:\n", name, synopsis, strings.TrimSpace(about))
		fs.PrintDefaults()
		fmt.Fprintf(w, "\nExamples:\n%s\n", strings.Trim(examples, "\n"))
	}
	return fs
}

// parseFlags parses args, letting flags and arguments come in any order
// ("solve PUZZLE --format json" as well as "solve --format json PUZZLE").
// An argument that starts with '-' but is no flag of fs and is long enough
// to be a puzzle ("-" marks empty cells) is taken as a puzzle. After "--"
// every argument is a puzzle. --help prints the usage to stdout.
func parseFlags(e *env, fs *flag.FlagSet, args []string) ([]string, error) {
	if e.flagSet != nil {
		e.flagSet(fs)
		return nil, errHelp
	}
	var pos []string
	for len(args) > 0 {
		a := args[0]
		switch {
		case a == "--":
			return append(pos, args[1:]...), nil
		case a == "-" || !strings.HasPrefix(a, "-") || looksLikePuzzle(fs, a):
			pos = append(pos, a)
			args = args[1:]
			continue
		case a == "-h" || a == "-help" || a == "--help":
			fs.SetOutput(e.stdout)
			fs.Usage()
			return nil, errHelp
		}
		// Parse from this flag up to the next argument. The flag package
		// would print the error and the whole usage; one line says more.
		fs.SetOutput(io.Discard)
		if err := fs.Parse(args); err != nil {
			hint := ""
			if near := nearestFlag(fs, a); near != "" {
				hint = "; did you mean --" + near + "?"
			}
			msg := longFlag().ReplaceAllString(err.Error(), "$1 --$2")
			return nil, usageErrorf("%s: %s%s (see nanpure help %s)", fs.Name(), msg, hint, fs.Name())
		}
		rest := fs.Args()
		if len(rest) == len(args) { // fs.Parse stopped at once: "--"
			return append(pos, rest...), nil
		}
		args = rest
	}
	return pos, nil
}

// longFlag matches a long flag's name in the flag package's messages,
// which write it "-limit" where the help and the user write "--limit".
// It is compiled at the first bad flag, not at every start: compiled in
// init it was 0.09 ms of main's 0.10 (the median of GODEBUG=inittrace=1).
var longFlag = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(flag|defined:|argument:) -([a-z0-9][a-z0-9-]+)`)
})

// errHelp ends a command that printed its help: exit code 0.
var errHelp = errors.New("help printed")

// looksLikePuzzle reports whether an argument that starts with '-' is a
// puzzle whose first cell is empty rather than a flag. A flag is a short
// lower-case word ("--timeout", "--no-such"), maybe with "=VALUE"; a puzzle
// is at least 16 cells and never holds '='. So a mistyped flag
// ("--timeuot=10s") is a usage error, never a puzzle answered "invalid".
func looksLikePuzzle(fs *flag.FlagSet, a string) bool {
	name, _, value := strings.Cut(strings.TrimLeft(a, "-"), "=")
	if fs.Lookup(name) != nil || value || len(name) <= 24 && flagWord(name) {
		return false
	}
	return len(a) >= 16
}

// flagWord reports whether name is spelt like a flag: lower-case letters
// and digits, starting with a letter, with single dashes inside.
func flagWord(name string) bool {
	for i, c := range name {
		switch {
		case c >= 'a' && c <= 'z':
		case c >= '0' && c <= '9' && i > 0:
		case c == '-' && i > 0 && i < len(name)-1 && name[i-1] != '-':
		default:
			return false
		}
	}
	return name != ""
}

// nearestFlag returns the flag of fs nearest in spelling to the unknown flag
// arg, or "" when none is near: "--timeuot" gives "timeout".
func nearestFlag(fs *flag.FlagSet, arg string) string {
	name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
	if fs.Lookup(name) != nil {
		return "" // a flag of fs, given a bad value: no other flag was meant
	}
	best, bestDist := "", 3 // at most two edits away
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(name, f.Name); d < bestDist && d < len(f.Name) {
			best, bestDist = f.Name, d
		}
	})
	return best
}

// editDistance is the number of insertions, deletions, substitutions and
// swaps of neighbours that turn a into b.
func editDistance(a, b string) int {
	// d[i][j] is the distance between a[:i] and b[:j].
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// ioFlags are the flags of every command that reads puzzles.
type ioFlags struct {
	inputs   listFlag
	format   string
	jobs     int
	timeout  time.Duration
	box      string
	alphabet string
	progress string

	shape *sudoku.Shape
	alpha sudoku.Alphabet

	// variants: the command reads variant puzzles (package variant), one
	// of record.VariantCommands; for the others such a line is invalid.
	variants bool
}

// listFlag is a flag that may be given several times.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func (o *ioFlags) register(fs *flag.FlagSet, formats string) {
	o.variants = slices.Contains(record.VariantCommands, fs.Name())
	fs.Var(&o.inputs, "i", "read puzzles from `FILE` (repeatable; - for standard input)")
	deflt := "grid for one puzzle on a terminal, else line"
	if !strings.Contains(formats, "grid") {
		deflt, _, _ = strings.Cut(formats, ",")
	}
	fs.StringVar(&o.format, "format", "", "output `FORMAT`: "+formats+" (default: "+deflt+")")
	registerJobs(fs, &o.jobs)
	fs.DurationVar(&o.timeout, "timeout", time.Minute, "give up on a puzzle after `DURATION` (0: never)")
	fs.StringVar(&o.box, "box", "", "box size `RxC` (e.g. 3x4), when the cell count alone does not say")
	fs.StringVar(&o.alphabet, "alphabet", "standard", "symbols: standard (1-9 then A-Z), hex (0-9A-F), letters (A-Z) or numbers")
	fs.StringVar(&o.progress, "progress", "auto", "progress bar on standard error: auto (when it is a terminal), always, never")
}

// registerJobs defines the -j flag, the same for every command.
func registerJobs(fs *flag.FlagSet, jobs *int) {
	fs.IntVar(jobs, "j", 0, "work with `N` threads in parallel (0: one per CPU; at most 4 per CPU)")
}

// threads checks the value of -j and returns the number of threads to use:
// one per CPU for 0, and no more than the batch engine runs, saying so.
func threads(e *env, jobs int) (int, error) {
	switch {
	case jobs < 0:
		return 0, usageErrorf("-j %d: want 1 or more threads, or 0 for one per CPU", jobs)
	case jobs == 0:
		return runtime.NumCPU(), nil
	case jobs > batch.MaxWorkers():
		fmt.Fprintf(e.stderr, "nanpure: -j %d: using %d threads, 4 per CPU (more gain nothing)\n", jobs, batch.MaxWorkers())
		return batch.MaxWorkers(), nil
	}
	return jobs, nil
}

// check validates the flags once parsed.
func (o *ioFlags) check(e *env, formats ...string) error {
	if o.format != "" && !slices.Contains(formats, o.format) {
		return usageErrorf("unknown format %q (want %s)", o.format, strings.Join(formats, ", "))
	}
	jobs, err := threads(e, o.jobs)
	if err != nil {
		return err
	}
	o.jobs = jobs
	if o.timeout < 0 {
		return usageErrorf("--timeout %v: want a positive duration or 0", o.timeout)
	}
	if o.box != "" {
		s, err := sudoku.ParseBox(o.box)
		if err != nil {
			return usageErrorf("--box: %v", strings.TrimPrefix(err.Error(), "sudoku: "))
		}
		o.shape = s
	}
	a, err := sudoku.ParseAlphabet(o.alphabet)
	if err != nil {
		return usageErrorf("--alphabet: %v", strings.TrimPrefix(err.Error(), "sudoku: "))
	}
	o.alpha = a
	if !slices.Contains([]string{"auto", "always", "never"}, o.progress) {
		return usageErrorf("--progress %q: want auto, always or never", o.progress)
	}
	return nil
}

// isTerminal reports whether x is a file open on a terminal.
func isTerminal(x any) bool {
	f, ok := x.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
