package human

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/golden"
	"github.com/nanpure/nanpure/sudoku"
)

// bigFishLines are positions of HoDoKu's regression library for the
// Franken, Mutant and Siamese fish, one or two per code, with the
// library's own expectation (code, digit, eliminations).
var bigFishLines = map[string]string{
	"siamese-finned-swordfish":         ":03111:5:6...219...12..8..........+1+2.9+7+26413.24.+1.....+1......+2.+7+295+3684+13.+1.472..+4.5.1+2+3.7:812 813 924 832 934 662 862 864 964:521 531 562::",
	"siamese-finned-jellyfish":         ":03121:7:+945..6+18.1+3.+84+9.6+5+8..+5+1.9.+47.39.8+4+1..+9+1+4....+8.8+4..15+9.+47+96+8+5+321..8..4.+5+9....9.84.::784 785 799::",
	"siamese-sashimi-swordfish":        ":03211:2:2.7+89+5+6.+15..7.+4+9.8.9+8..6......+4.+9......6.+8.938.9.5+3764...+3+62......54+7...+7.3+9+814.6::234 245 255::",
	"siamese-sashimi-jellyfish":        ":03221:7:+2.3.+186+5.41+6+75+39+8+2.+5+8.+26.1.84.3+6+2.9+5+62.+8.543.5+3.1+4.+8+2+6.+6+52...+4+83.+4+58.26..+8+2+6.45+7.::737 759::",
	"franken-swordfish":                ":0331:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946:415 136 442 144 952 474 184 484:913::",
	"franken-jellyfish":                ":0332:8:..67..+391..9+3...623......+4.....3...4..72...1+34.+3..1....31..8.75..+49+5+3+1.+6.65....3.:941 547 847 951 557 665 567 475 791 495 496 897:832 835 837 841 842 862 865 867::",
	"finned-franken-x-wing":            ":0340:1:4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.85294:328 829 759 367 867 269 769:129::",
	"finned-franken-swordfish":         ":0341:8:.....1.83........6...27....9.71....5.6.7291..1...359..85...7...473.52...6.93.4...:511 212 213 417 517 321 521 222 223 277 178 278 678 179 198 199:899::",
	"finned-franken-jellyfish":         ":0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66..21..+58::759::",
	"siamese-finned-franken-swordfish": ":03411:4:92..8.5.73..9.7..6......8....4......6..7..3.525+3.......+3+2+519.6+85..2.+8...8.96...+52:122 435 138 146 747 748 968 782 385 787:425 436::",
	"siamese-finned-franken-jellyfish": ":03421:3:.6....+728...+2671..+2+178.....1.65.+2.4.+98.+7+145...4.3.+6.......2.9..3...754....1......:413 513 915 335 935 349 868 269 573 283 895 995 897:328 329::",
	"finned-mutant-jellyfish":          ":0362:4:.7+6+1.95..1..+6.5...+98+5+72.16.+7...1+6.......97.3.6+9.2+5.+7188.7.6..5...9+5..3.....+9...4.:211 319 425 227 228 229 443 449 172 272 376 476 885 286 486 289 895 396:419::",
	"siamese-finned-mutant-jellyfish":  ":03621:5:6.+197..+4..+9...4.1+6...+1.+6...+1+82763+95+49.5+4+1.6........1..+8136.+74..2.9+34+1..8.4.82...+1:317 219 238 838 239 758 369 797:527 537::",
	"finned-mutant-squirmbag":          ":0363:9:.1.8.7.....81.6....4..528....7..3..82.1.7.5.33..5..2....5781.9.8..4.51..1....9.85:219 722 922 445 447 465 692:913::",
	"finned-mutant-whale":              ":0364:4:9.7..5...1..7..9..86..9.57..8...61.9316.59..72.91..65.....2..96.9...4..8...9..3.5:214 314 414 315 615 815 217 118 218 222 325 228 328 428 234 339 439 448 854 458 772 473 374 384 185 493 795:491::",
}

// bigFishFinder is the finder of each technique of bigFishLines.
func bigFishFinder(tech string) string {
	switch {
	case strings.HasPrefix(tech, "siamese-sashimi-"):
		return "siamese-finned-" + strings.TrimPrefix(tech, "siamese-sashimi-")
	case strings.HasPrefix(tech, "finned-franken-"), strings.HasPrefix(tech, "finned-mutant-"):
		return strings.TrimPrefix(tech, "finned-")
	}
	return tech
}

// TestBigFishLibrary runs the finder of each technique of bigFishLines on
// its position: one of the steps must be the library's (its code, digit
// and exactly its eliminations), and every step must be sound.
func TestBigFishLibrary(t *testing.T) {
	for tech, line := range bigFishLines {
		t.Run(tech, func(t *testing.T) {
			b, sol := readTestPosition(t, line)
			fs := strings.Split(line, ":")
			want := libCandidates(t, 0, fs[5])
			var got []string
			ok := false
			for _, st := range collectSteps(t, &searcher{b: b}, sol, bigFishFinder(tech)) {
				got = append(got, stepSummary(st))
				checkExplained(t, st)
				if st.Technique.Key() == tech && st.Technique.HoDoKu() == fs[1] &&
					st.Digits == digitsOf(fs[2]) && slices.Equal(st.Eliminations, want) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("no %s removing %s; found:\n%s", tech, fs[5], strings.Join(got, "\n"))
			}
		})
	}
}

// TestBigFishNone runs the generalized fish finders on a nearly solved
// board, where no digit has a place outside every template: they must find
// nothing.
func TestBigFishNone(t *testing.T) {
	b, sol := readTestPosition(t, ":0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:")
	for _, c := range bigFishCases {
		for _, st := range collectSteps(t, &searcher{b: b}, sol, c.finder) {
			t.Errorf("%s found %s", c.finder, stepSummary(st))
		}
	}
}

// TestBigFishExplained checks the exact words of one step of each kind of
// explanation, in English and Japanese, against testdata/bigfish.golden.
func TestBigFishExplained(t *testing.T) {
	var out strings.Builder
	for _, tech := range []string{"franken-jellyfish", "finned-franken-x-wing", "finned-mutant-jellyfish",
		"siamese-finned-swordfish", "siamese-finned-franken-swordfish", "siamese-finned-mutant-jellyfish"} {
		b, sol := readTestPosition(t, bigFishLines[tech])
		for _, st := range collectSteps(t, &searcher{b: b}, sol, bigFishFinder(tech)) {
			if st.Technique.Key() == tech {
				out.WriteString(st.Explain(English) + "\n" + st.Explain(Japanese) + "\n\n")
				break
			}
		}
	}
	golden.Check(t, "bigfish.golden", []byte(out.String()))
}

// TestTemplateTargets checks the places in no template on a board with an
// X-Wing on 1: they hold the X-Wing's eliminations, and none of them is
// the solution's 1.
func TestTemplateTargets(t *testing.T) {
	b, sol := readTestPosition(t, ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159::")
	s := &searcher{ctx: context.Background(), b: b}
	f := s.fishSpace(1)
	if f == nil {
		t.Fatal("digit 1 has no targets")
	}
	targets := f.placeCells(f.targets)
	for _, c := range targets {
		if sol.Cells[c] == 1 {
			t.Errorf("target %s holds 1", b.Shape.CellName(c))
		}
	}
	for _, e := range []string{"r2c4", "r2c7", "r2c8", "r2c9", "r5c3", "r5c4", "r5c7", "r5c8", "r5c9"} {
		if !slices.ContainsFunc(targets, func(c int) bool { return b.Shape.CellName(c) == e }) {
			t.Errorf("%s is no target: %v", e, f.placeCells(f.targets))
		}
	}
}

// bigFishCases are a position of HoDoKu's library for each finder of the
// family and the first step it finds there, for TestTechniques.
var bigFishCases = []struct{ finder, line, want string }{
	{"siamese-finned-x-wing", ":0000:3:45.+97+8...9..2+56.....834+1....4..+3+78...1.869.4...3.+2+4.7.....823.....6+95..4....1..26:::396:",
		"siamese-sashimi-x-wing: r9c1-3 r9c2-3"},
	{"siamese-finned-swordfish", bigFishLines["siamese-finned-swordfish"], "siamese-finned-swordfish: r2c1-5 r3c1-5 r6c2-5"},
	{"siamese-finned-jellyfish", ":03121:9:...5.1.3.6.1...4523.54..7.1547....1323.1745..1.8.35247...21.3.5.5.84.1...1..5...4:811 812 213 722 924 826 926 235 835 636 936 645 945 646 946 847 971 872 676 678 683 983 693 993 694 994 396 796:917 958::",
		"siamese-finned-jellyfish: r1c7-9 r5c8-9"},
	{"franken-x-wing", bigFishLines["finned-franken-x-wing"], "finned-franken-x-wing: r2c9-1"},
	{"franken-swordfish", bigFishLines["franken-swordfish"], "finned-franken-swordfish: r8c4-9"},
	{"franken-jellyfish", bigFishLines["franken-jellyfish"],
		"franken-jellyfish: r3c2-8 r3c5-8 r3c7-8 r4c1-8 r4c2-8 r6c2-8 r6c5-8 r6c7-8"},
	{"siamese-finned-franken-x-wing", ":0000:2:+5+7+63+8+9+4+21+3+9+2+6+1487+5+4+1+8+7+52639+8+619+47+253+7+39+2..1..25+41.89..6435.....+9854.....1.+7+8.3...:::292:",
		"siamese-finned-franken-x-wing: r7c9-7 r8c9-7"},
	{"siamese-finned-franken-swordfish", bigFishLines["siamese-finned-franken-swordfish"], "siamese-finned-franken-swordfish: r2c5-4 r3c6-4"},
	{"siamese-finned-franken-jellyfish", ":03421:9:+7...52..496+514.+72.3........+6.34.58.......1..68...6.........753.1+3.+5.+4..7+59+7...4..:814 117 118 818 132 832 133 833 139 939 252 452 957 364 273 275:958 967 968::",
		"siamese-finned-franken-jellyfish: r5c8-9 r6c7-9 r6c8-9"},
	{"mutant-x-wing", ":0000:2:+5+7+63+8+9+4+21+3+9+2+6+1487+5+4+1+8+7+52639+8+619+47+253+7+39+2..1..25+41.89..6435.....+9854.....1.+7+8.3...:::292:",
		"finned-mutant-x-wing: r9c9-2"},
	{"mutant-swordfish", ":0000:2:+5+7+63+8+9+4+21+3+9+2+6+1487+5+4+1+8+7+52639+8+619+47+253+7+39+2..1..25+41.89..6435.....+9854.....1.+7+8.3...:::292:",
		"mutant-swordfish: r9c5-2 r9c9-2"},
	{"mutant-jellyfish", bigFishLines["finned-mutant-jellyfish"], "finned-mutant-jellyfish: r1c9-4"},
	{"mutant-squirmbag", bigFishLines["finned-mutant-squirmbag"], "finned-mutant-squirmbag: r1c3-9"},
	{"mutant-whale", bigFishLines["finned-mutant-whale"], "finned-mutant-whale: r9c1-4"},
	{"siamese-finned-mutant-x-wing", ":0000:2:+5+7+63+8+9+4+21+3+9+2+6+1487+5+4+1+8+7+52639+8+619+47+253+7+39+2..1..25+41.89..6435.....+9854.....1.+7+8.3...:::292:",
		"siamese-finned-mutant-x-wing: r9c5-2 r9c9-2"},
	{"siamese-finned-mutant-swordfish", ":0000:2:+5+7+63+8+9+4+21+3+9+2+6+1487+5+4+1+8+7+52639+8+619+47+253+7+39+2..1..25+41.89..6435.....+9854.....1.+7+8.3...:::292:",
		"siamese-finned-mutant-swordfish: r7c9-7 r8c9-7"},
	{"siamese-finned-mutant-jellyfish", ":03621:5:3.+784+62.9+6...1.+7.......7.6....+7.+1..+6+7.642.1....8+6.5.7+22+6.1.3..7.7..6.9.3....7462.:428 531 532 533 335 437 542 943 548 573 191 192 592:539 578::",
		"siamese-finned-mutant-jellyfish: r3c9-5 r7c8-5"},
}

// init adds the family's finders and positions to TestTechniques, each
// position as its digits and candidate grid, with its solution.
func init() {
	for _, c := range bigFishCases {
		p, err := ParsePosition(c.line, sudoku.Options{})
		if err != nil {
			panic(err)
		}
		rd, err := ReadPosition(context.Background(), p, 2)
		if err != nil || rd.Board == nil {
			panic("bigfish_test: " + c.line)
		}
		techFinderKeys = append(techFinderKeys, c.finder)
		handCases = append(handCases, techCase{finder: c.finder, note: "HoDoKu library", want: c.want,
			solution: rd.Solution.String(), digits: rd.Board.Grid().String(), board: rd.Board.Text()})
	}
}

// libCandidates reads a library list of candidates ("436 257": 4 in r3c6,
// 2 in r5c7), sorted as steps hold them.
func libCandidates(t *testing.T, line int, s string) []Candidate {
	var cs []Candidate
	for _, f := range strings.Fields(s) {
		if len(f) != 3 || strings.Trim(f, "123456789") != "" {
			t.Fatalf("line %d: candidate %q", line, f)
		}
		cs = append(cs, Candidate{Cell: int(f[1]-'1')*9 + int(f[2]-'1'), Digit: sudoku.Digit(f[0] - '0')})
	}
	return sortCandidates(cs)
}

// digitsOf is the set of the digits of a library candidates field.
func digitsOf(s string) sudoku.Set {
	var set sudoku.Set
	for _, r := range s {
		if r >= '1' && r <= '9' {
			set = set.Add(sudoku.Digit(r - '0'))
		}
	}
	return set
}
