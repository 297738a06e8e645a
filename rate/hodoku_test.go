package rate

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// hodokuFiles hold puzzles of several sources with the level and score
// HoDoKu 2.2.4 gives them with its default configuration ("hodoku /bs"),
// run by hand: a line is
//
//	puzzle Level score
//
// hodoku.txt is every 4th line of the project's development corpus
// (qqwing, nanpure's generator, samples of the shared files);
// hodoku_more.txt is 2,360 more of 2026-11-29 (qqwing at its four levels,
// the generator at five, samples of the Sudoku Exchange file), on which
// that day's fixes to the HoDoKu profile were found; hodoku_generated.txt
// is 500 puzzles that "nanpure generate --scale hodoku --level L --seed
// 8000 --count 100" made for each of HoDoKu's five levels, each of which
// HoDoKu rates at the level asked.
var hodokuFiles = []string{"testdata/hodoku.txt", "testdata/hodoku_more.txt", "testdata/hodoku_generated.txt"}

// hodokuLong are rated with -long only, in the same form:
// hodoku_fresh.txt is 4,133 more puzzles of the same sources, made later
// on 2026-11-29 in three batches, each after the fixes the one before it
// found (two, at a forcing net and an ALS chain); hodoku_hardest.txt is
// 100 of the forum's hardest (tdoku_forum_hardest_1905_11plus.txt,
// Python's random.seed(55)), drawn after those fixes: forcing nets decide
// them.
var hodokuLong = []string{"testdata/hodoku_fresh.txt", "testdata/hodoku_hardest.txt"}

// Floors of TestHoDoKuAgreement: the shares of each file on which our
// level and score agree with HoDoKu's today. What is missing is listed at
// human.HoDoKu.
const (
	hodokuLevelFloor = 1.0
	hodokuScoreFloor = 1.0
)

// TestHoDoKuAgreement rates each file of hodokuFiles on HoDoKu's scale and
// checks the shares of exact agreement of level and score, per HoDoKu
// level, against the floors.
func TestHoDoKuAgreement(t *testing.T) {
	files := hodokuFiles
	if long() {
		files = append(files[:len(files):len(files)], hodokuLong...)
	}
	for _, file := range files {
		t.Run(file, func(t *testing.T) { hodokuAgreement(t, file) })
	}
}

func hodokuAgreement(t *testing.T, file string) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type tally struct{ n, level, score int }
	byLevel := map[HoDoKuLevel]*tally{}
	var all tally
	sv := human.NewSolver(&human.Options{Profile: human.HoDoKu})
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			t.Fatalf("%s: bad line %q", file, sc.Text())
		}
		wantLevel, err := ParseHoDoKuLevel(fields[1])
		if err != nil {
			t.Fatal(err)
		}
		wantScore, err := strconv.Atoi(fields[2])
		if err != nil {
			t.Fatal(err)
		}
		r, err := hodokuRate(t, sv, fields[0])
		if err != nil {
			t.Errorf("%s: %v", fields[0], err)
			continue
		}
		tl := byLevel[wantLevel]
		if tl == nil {
			tl = &tally{}
			byLevel[wantLevel] = tl
		}
		for _, x := range []*tally{tl, &all} {
			x.n++
			if r.HoDoKuLevel == wantLevel {
				x.level++
			}
			if r.Score == wantScore {
				x.score++
			}
		}
		if testing.Verbose() && (r.HoDoKuLevel != wantLevel || r.Score != wantScore) {
			t.Logf("%s: HoDoKu %v %d, ours %v %d", fields[0], wantLevel, wantScore, r.HoDoKuLevel, r.Score)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for l := HoDoKuEasy; l <= HoDoKuExtreme; l++ {
		if tl := byLevel[l]; tl != nil {
			t.Logf("%-8v %3d puzzles: level %3d, score %3d", l, tl.n, tl.level, tl.score)
		}
	}
	lv, sco := float64(all.level)/float64(all.n), float64(all.score)/float64(all.n)
	t.Logf("all      %3d puzzles: level %.2f%%, score %.2f%%", all.n, 100*lv, 100*sco)
	if lv < hodokuLevelFloor || sco < hodokuScoreFloor {
		t.Errorf("agreement fell: level %.2f%% (floor %.2f%%), score %.2f%% (floor %.2f%%)",
			100*lv, 100*hodokuLevelFloor, 100*sco, 100*hodokuScoreFloor)
	}
	// Easy puzzles need singles alone: HoDoKu's queues of singles decide
	// their scores, and every one must agree.
	if tl := byLevel[HoDoKuEasy]; tl != nil && tl.score != tl.n {
		t.Errorf("easy puzzles: scores agree on %v", tl)
	}
}

// TestHoDoKuPaths rates puzzles whose HoDoKu path ours left at one step
// before a fix, each with the level and score HoDoKu 2.2.4 gives it (from
// the qqwing, generator and Sudoku Exchange puzzles of 2026-11-29, compared
// with "hodoku /bs /vp" step by step).
func TestHoDoKuPaths(t *testing.T) {
	tests := []struct {
		puzzle string
		level  HoDoKuLevel
		score  int
		why    string
	}{
		{"002000900000070000080304050820000063000209000051030420560020091040000080000105000", HoDoKuUnfair, 1616,
			"a unique loop of six cells taken for HoDoKu's Uniqueness Test 1, which is rectangles alone"},
		{"73...4.6..6..8.2..1.........2..7.3...4.1...2....8......73.2..46..93.........9.7..", HoDoKuMedium, 518,
			"a locked triple's candidates removed in cell order, where HoDoKu takes its column first: another hidden single queued first"},
		{"007680000506070004040200300000090008003000600200050000008001090900030506000067400", HoDoKuHard, 1320,
			"two turbot fish, then two hidden rectangles, each pair taken in another order than HoDoKu's"},
		{"037600090000007040504010000690800200002000500005003019000040908010500000050002160", HoDoKuUnfair, 1322,
			"an XY-Chain of 11 cells, longer than HoDoKu's chains go (20 links)"},
		{"200030004600805007009000300102607403060000020500020008000000000045103670300070009", HoDoKuExtreme, 3438,
			"an XY-Chain of 13 cells"},
		{"000060230038000090000007008003821000006000800000653900600400000090000570052030000", HoDoKuUnfair, 1170,
			"two continuous nice loops of 8 eliminations, their weighted sums taken in cell order, HoDoKu's in digit order"},
		{"006000100000070000000486000130020086000060000005308900089000450500802001700000008", HoDoKuExtreme, 5880,
			"AICs ordered by weighted sums in cell order"},
		{".3.1..62.2.64.....57.........2..1.83......46.4..83.5.2...3....8318....4........5.", HoDoKuExtreme, 3716,
			"the ALS-XY-Wing of most eliminations, where HoDoKu takes the first its search meets"},
		{".4...1.9.6....82....7........3.9...129.5........6...........17..562..3......4..26", HoDoKuExtreme, 2412,
			"another ALS-XY-Wing than HoDoKu's first"},
		{".5.4..2.6.3.....4....9..3.......8...8.7.92..4.6.3..5.7...25....6...7..9......9...", HoDoKuExtreme, 7116,
			"another ALS-XY-Wing than HoDoKu's first, many steps before the forcing chains"},
		{"090050071000000200800029500009006030027000610030100700002310007006000000970060020", HoDoKuExtreme, 2772,
			"a BUG+1 of a cell with four candidates, two of them extra, which HoDoKu's BUG+1 (one cell of three) is not"},
		{"..2...8....37...1.541.....94..17...37...83.2....52.....1....59..9.3....4.5.......", HoDoKuExtreme, 3120,
			"an AIC found by a second walk round a chain of single candidates that crossed itself, which HoDoKu drops"},
		{"....3...5..4.7..8.6....8.4..75.46..9.41......8..1...3...9......4.3..916..1.3..9..", HoDoKuExtreme, 6136,
			"a grouped AIC found by a second walk round a chain that crossed itself, which HoDoKu's solver drops too"},
		{"...13...2..2.95.787....8...5.....9.........3183...92....7...5..325.4.7...1.......", HoDoKuHard, 940,
			"a unique rectangle of type 3 with the smallest naked set, where HoDoKu walks the house's cells depth first"},
		{"2.......5.7....9368..9.......2.964.3......56....7.....9.4.8..7.38..27.........6..", HoDoKuExtreme, 1884,
			"another naked set of a unique rectangle of type 3"},
		{"...6...832.......9...342......1.....6..8.5..4..8..359.4...3..56...51..2...9......", HoDoKuExtreme, 4434,
			"a unique rectangle of type 4 on 4/5 whose cells HoDoKu had already looked at for 4/7, from an earlier bivalue cell, and does not look at again"},
		{".7...5...4.97.68.......9.1...1.2....7...5.....36..4.51....4......29.1.7.14......9", HoDoKuExtreme, 1840,
			"an avoidable rectangle of type 1 whose empty corner has three candidates; HoDoKu's wants two"},
		{"190200000006000018000007000800010604000306000605090007000400000720000900000008021", HoDoKuExtreme, 6228,
			"an ALS chain of five sets that HoDoKu's search, which tries every chain, meets after 200,000 links tried"},
		{"...6.1.2..1..5......7.......48.7..15..92....62.......7........98...2.6...61..78..", HoDoKuExtreme, 14224,
			"a forcing net verity of HoDoKu's that rests on a false premise, whose play sets a naked single HoDoKu's queue kept after the cell lost it"},
	}
	sv := human.NewSolver(&human.Options{Profile: human.HoDoKu})
	for _, tt := range tests {
		r, err := hodokuRate(t, sv, tt.puzzle)
		if err != nil || r.HoDoKuLevel != tt.level || r.Score != tt.score {
			t.Errorf("%s: %v %d (%v), want HoDoKu's %v %d; it parted at %s", tt.puzzle, r.HoDoKuLevel, r.Score, err, tt.level, tt.score, tt.why)
		}
	}
}

// hodokuRate rates puzzle with sv, a solver of the HoDoKu profile, as
// nanpure rate does: its givens marked (avoidable rectangles rest on what
// is not given), within a minute.
func hodokuRate(t *testing.T, sv *human.Solver, puzzle string) (Result, error) {
	t.Helper()
	g, err := sudoku.Parse(puzzle, sudoku.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := human.NewPuzzleBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return RateBoard(ctx, b, sv)
}

func TestHoDoKuLevels(t *testing.T) {
	tests := []struct {
		steps []human.Technique
		score int
		level HoDoKuLevel
	}{
		{[]human.Technique{human.FullHouse, human.NakedSingle, human.HiddenSingle}, 22, HoDoKuEasy},
		{[]human.Technique{human.Pointing, human.HiddenSingle}, 64, HoDoKuMedium},
		{[]human.Technique{human.XWing}, 140, HoDoKuHard},
		{[]human.Technique{human.XYChain}, 260, HoDoKuUnfair},
		{[]human.Technique{human.ForcingChainVerity}, 500, HoDoKuExtreme},
		{[]human.Technique{human.ForcingNetContradiction}, 700, HoDoKuExtreme},
		// Regressions
		{nil, 0, HoDoKuEasy},
		// The score raises the level: 58 hidden singles are 812 > 800.
		{slices.Repeat([]human.Technique{human.HiddenSingle}, 58), 812, HoDoKuMedium},
		// 1800 is still unfair; 1802 is extreme.
		{append(slices.Repeat([]human.Technique{human.XYChain}, 6), slices.Repeat([]human.Technique{human.HiddenSingle}, 17)...), 1798, HoDoKuUnfair},
	}
	for _, tt := range tests {
		var h HoDoKuTally
		for _, st := range tt.steps {
			h.Add(st)
		}
		if score, level := h.Final(); score != tt.score || level != tt.level {
			t.Errorf("%v: %d %v, want %d %v", tt.steps, score, level, tt.score, tt.level)
		}
	}
	for l := HoDoKuEasy; l <= HoDoKuExtreme; l++ {
		for _, name := range []string{l.String(), strings.ToUpper(l.String()[:1]) + l.String()[1:]} {
			if p, err := ParseHoDoKuLevel(name); err != nil || p != l {
				t.Errorf("ParseHoDoKuLevel(%q) = %v, %v", name, p, err)
			}
		}
	}
	if _, err := ParseHoDoKuLevel("diabolical"); err == nil {
		t.Error("ParseHoDoKuLevel(diabolical): no error")
	}
}

// TestHoDoKuTable checks that every technique the HoDoKu profile can give
// has HoDoKu's score and level.
func TestHoDoKuTable(t *testing.T) {
	for _, tech := range human.HoDoKu.Techniques() {
		if _, ok := hodokuScore(tech); !ok {
			t.Errorf("%v (HoDoKu code %q) has no HoDoKu score", tech, tech.HoDoKu())
		}
	}
}
