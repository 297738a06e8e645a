// Package answers reads answer files, the "puzzle:count:solution" lines of
// tdoku's test puzzles and of the *.answers.txt files of ../shared/data:
// count is the number of solutions (counted up to 2 in the .answers.txt
// files, so 2 means two or more) and the solution is there when count is 1.
package answers

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// An Answer is one line of an answers file.
type Answer struct {
	Line     int // 1-based
	Puzzle   string
	Count    int
	Solution string
}

// Read reads every answer of r, skipping blank and # comment lines.
func Read(r io.Reader) ([]Answer, error) {
	var as []Answer
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		a, err := Parse(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		a.Line = line
		as = append(as, a)
	}
	return as, sc.Err()
}

// Parse reads one "puzzle:count[:solution]" line.
func Parse(text string) (Answer, error) {
	parts := strings.Split(text, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return Answer{}, fmt.Errorf("answers: want puzzle:count:solution, found %q", text)
	}
	n, err := strconv.Atoi(parts[1])
	if err != nil || n < 0 {
		return Answer{}, fmt.Errorf("answers: count %q is not a number", parts[1])
	}
	a := Answer{Puzzle: parts[0], Count: n}
	if len(parts) == 3 {
		a.Solution = parts[2]
	}
	return a, nil
}

// Looks reports whether a line has the form of an answer, so that a file of
// answers can be told from a file of puzzles by its first line.
func Looks(line string) bool {
	_, err := Parse(strings.TrimSpace(line))
	return err == nil
}
