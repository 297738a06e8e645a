// Command nanpure solves, counts, checks and benchmarks Sudoku (Number
// Place) puzzles of every size, one or millions at a time.
//
// Run "nanpure help" for the commands and "nanpure help COMMAND" for the
// flags and examples of each.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"
)

// A command is one subcommand: its name, a one-line summary for the list of
// commands, and the function that runs it with its own flag set.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, env *env, args []string) error
}

// commands is the table of subcommands, in the order "nanpure help" lists
// them. Each lives in its own file. (It is set in init because completion
// reads it.)
var commands []command

func init() {
	commands = []command{
		{"solve", "print the solution of each puzzle", runSolve},
		{"count", "count the solutions of each puzzle, up to a limit", runCount},
		{"check", "say whether each puzzle is unique, multiple, none or invalid", runCheck},
		{"explain", "solve each puzzle step by step as a person does, explaining each step", runExplain},
		{"hint", "give the next step of a puzzle in progress", runHint},
		{"rate", "rate how hard each puzzle is (Sudoku Explainer scale) and its level", runRate},
		{"canon", "print the canonical form of each puzzle; drop or count disguised repeats", runCanon},
		{"shuffle", "print a random equivalent of each puzzle (the same puzzle in disguise)", runShuffle},
		{"convert", "write each puzzle as a SudokuPad or f-puzzles link, f-puzzles JSON or an ISS string", runConvert},
		{"generate", "make new puzzles: any size, symmetry, level, technique, from a seed", runGenerate},
		{"scan", "read the puzzle in a photo of a printed grid (JPEG, PNG or PGM)", runScan},
		{"print", "print puzzles on sheets of paper, as PDF or SVG", runPrint},
		{"serve", "serve the web page and the JSON API", runServe},
		{"site", "write the web page as static files that play offline, the engine in WebAssembly", runSite},
		{"bench", "measure solving speed on files of puzzles", runBench},
		{"version", "print the version, the commit it was built from and the Go version", runVersion},
		{"completion", "print a script that completes commands and flags in bash, zsh or fish", runCompletion},
	}
}

// env is what a command reads and writes: never os.Stdin and friends
// directly, so that tests run commands in memory.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer

	// flagSet, when set, is handed the flag set of the command at
	// parseFlags, which then stops the command: completion reads the flags
	// of every command so.
	flagSet func(*flag.FlagSet)
}

// batchGCPercent is the garbage collector's target for batch work. A batch
// keeps a few MB live and allocates a little for every puzzle, so at the
// default of 100 the collector runs every few thousand easy puzzles; at 400
// the heap grows by some 12 MB and solve -j 2 goes 14% faster.
const batchGCPercent = 400

// gcPercent is the collector's target for a run with these arguments, or 0
// to leave the default: $GOGC when set, and serve, whose heap after a burst
// of large requests would stay four times as large as it needs.
func gcPercent(args []string, gogc string) int {
	if gogc != "" || len(args) > 0 && args[0] == "serve" {
		return 0
	}
	return batchGCPercent
}

// signalDelay is how long a run goes on before Ctrl-C (or SIGTERM) stops
// it gently, its work stopped and what is done written. Watching for
// signals costs the process a thread that a run ending sooner does
// without: "nanpure version" took 5.6 ms of CPU with it and 4.7 without
// (medians of 400 runs), solving 10,000 puzzles 51.3 and 50.6 ms. Until
// then a signal ends the process at once, as it would most commands: a
// person cannot press Ctrl-C that soon on purpose.
const signalDelay = 200 * time.Millisecond

func main() {
	if p := gcPercent(os.Args[1:], os.Getenv("GOGC")); p > 0 {
		debug.SetGCPercent(p)
	}
	ctx, cancel := context.WithCancel(context.Background())
	watch := time.AfterFunc(signalDelay, func() { cancelOnSignal(cancel) })
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	watch.Stop()
	cancel()
	os.Exit(exitCode(err, os.Stderr))
}

// cancelOnSignal calls cancel at the first Ctrl-C or SIGTERM. The next one,
// should writing what is done take long, ends the process at once.
func cancelOnSignal(cancel context.CancelFunc) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sigs
		signal.Stop(sigs)
		cancel()
	}()
}

// run runs the command named by args[0].
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		printUsage(stderr)
		return usageErrorf("no command given")
	}
	name := args[0]
	if name == "--version" || name == "-version" {
		name = "version"
	}
	if isHelp(name) {
		// "help COMMAND" is "COMMAND --help"; "help help", "help -h" and
		// "--help --help" are the list of commands (never "help --help",
		// which would ask for help again and again).
		if len(args) > 1 && !isHelp(args[1]) {
			c, ok := findCommand(args[1])
			if !ok {
				printUsage(stderr)
				return usageErrorf("no command %q to help with", args[1])
			}
			return c.run(ctx, e, []string{"--help"})
		}
		printUsage(stdout)
		return nil
	}
	if c, ok := findCommand(name); ok {
		return c.run(ctx, e, args[1:])
	}
	printUsage(stderr)
	return usageErrorf("unknown command %q", name)
}

// isHelp reports whether a word asks for help.
func isHelp(word string) bool {
	return word == "help" || word == "-h" || word == "--help" || word == "-help"
}

// findCommand returns the command of that name.
func findCommand(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "nanpure: Sudoku (Number Place) puzzles of every size, one or millions at a time.")
	fmt.Fprintln(w, "\nUsage: nanpure COMMAND [flags] [puzzle ...]")
	fmt.Fprintln(w, "\nCommands:")
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "  %-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprintln(w, `
Puzzles come from the arguments, from files (-i FILE, repeatable) or from
standard input: one per line, or as multi-line grids, of any size.
Run "nanpure help COMMAND" for the flags and examples of a command.

Exit codes: 0 all went well; 1 some puzzle failed (no solution, invalid,
not unique, timed out) or a file could not be read; 2 usage error.`)
}

// A usageError is a mistake in the command line: exit code 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// errFailed says that some puzzle failed; the details were already written
// to standard error, so main only sets the exit code.
var errFailed = errors.New("some puzzles failed")

// exitCode turns the error of run into the process exit code, writing its
// message to stderr unless it was already written.
func exitCode(err error, stderr io.Writer) int {
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "nanpure: %v\n", err)
		return 2
	case errors.Is(err, errFailed):
		return 1
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "nanpure: interrupted")
		return 130 // the shell's code for a command stopped by Ctrl-C
	}
	fmt.Fprintf(stderr, "nanpure: %s\n", strings.TrimPrefix(err.Error(), "nanpure: "))
	return 1
}
