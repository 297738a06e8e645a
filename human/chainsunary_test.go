package human

import (
	"slices"
	"testing"
)

// TestNiceLoops checks the natural profile's bidirectional cycles with all
// their eliminations (niceLoops) on a continuous nice loop of HoDoKu's
// library: the loop's step removes what HoDoKu's does; Sudoku Explainer's
// cycles (the sukaku and se profiles) remove only the candidates outside
// the loop's cells, never those of a cell the loop passes through.
func TestNiceLoops(t *testing.T) {
	const line = ":0706:124579:548..+3...+63....8..1+2.+8....3+972.+386..+4.....3..+3...47..9+71+43+8+5+92+62569+7..+3+8+8+9+3.6.7..::114 118 124 214 224 496 524 538 718 925 926 936 955::13"
	const want = "xy-cycle r1c4-1 r1c4-2 r1c8-1 r1c8-7 r2c4-1 r2c4-2 r2c4-5 r2c5-9 r2c6-9 r3c6-9 r3c8-5 r5c5-9 r9c6-4"
	for _, nice := range []bool{true, false} {
		b, sol := readTestPosition(t, line)
		var got []string
		for _, st := range collectSteps(t, &searcher{b: b, niceLoops: nice}, sol, "forcing-chains-cycles") {
			got = append(got, stepSummary(st))
		}
		if slices.Contains(got, want) != nice {
			t.Errorf("niceLoops %v: found %q, want %q found: %v", nice, got, want, nice)
		}
	}
}

// TestXChainVictims checks the natural profile's X-chains with all their
// eliminations (niceLoops) on a case of HoDoKu's library: one step removes
// every 6 that sees both ends of the chain inside; Sudoku Explainer's
// (the sukaku and se profiles) removes one candidate a step.
func TestXChainVictims(t *testing.T) {
	const line = ":0701:6:.+421+7+8..+9..+8+4+2..+7+1.1+7+3.928+44..+83+1+7+2673+65+4+2+1+9+8+2+8+1+69745+3.2.+9..+8.787+32.49.+5...+78...+2::697 698::5"
	for _, nice := range []bool{true, false} {
		b, sol := readTestPosition(t, line)
		got := explainedSummaries(t, &searcher{b: b, niceLoops: nice}, sol, "forcing-chains-cycles")
		if slices.Contains(got, "x-chain r9c7-6 r9c8-6") != nice {
			t.Errorf("niceLoops %v: found %q", nice, got)
		}
	}
}

// TestAIC checks the natural profile's alternating inference chains, the
// chains inside its forcing chains (niceLoops), on cases of HoDoKu's
// library: one ending on the same digit (type 1) and one on two digits in
// cells that see each other (type 2). Sudoku Explainer's profiles have
// none.
func TestAIC(t *testing.T) {
	tests := []struct {
		name string
		line string // a line of HoDoKu's library
		want string
	}{
		{name: "type 1 on 5 (library line 1206)", line: ":0708-1:5:+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1....8+33......+9+6+4+9867+32+15::513 523 533 572 582::9",
			want: "aic r1c3-5 r2c3-5 r3c3-5 r7c2-5 r8c2-5"},
		{name: "type 2 on 3 and 8 (library line 1225)", line: ":0708-2:38:..+2....5...+4+52.1..+5.38..+2..+3+9+86+5+7+4+122+5+74+18+6934+61.+9.+7851+3+9...+5..+8+26+1359+47745.....+1::397 817::7",
			want: "aic r1c7-8 r9c7-3"},
	}
	for _, tc := range tests {
		for _, nice := range []bool{true, false} {
			b, sol := readTestPosition(t, tc.line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b, niceLoops: nice}, sol, "forcing-chains-cycles") {
				checkExplained(t, st)
				if st.Technique == AIC {
					got = append(got, stepSummary(st))
				}
			}
			if slices.Contains(got, tc.want) != nice || !nice && got != nil {
				t.Errorf("%s, niceLoops %v: found %q, want %q found: %v", tc.name, nice, got, tc.want, nice)
			}
		}
	}
}
