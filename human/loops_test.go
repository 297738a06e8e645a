package human

import (
	"slices"
	"strings"
	"testing"
)

// TestHoDoKuLoops runs the nice loop and AIC finders on cases of HoDoKu's
// library, one per technique, and on a position with nothing to find: the
// library's step must be among those found, and every step found must be
// sound (collectSteps checks it against the solution).
func TestHoDoKuLoops(t *testing.T) {
	tests := []struct {
		name   string
		finder string
		line   string // a line of HoDoKu's library
		want   string // a step to find, "" for none
	}{
		{name: "discontinuous: r6c4 is 1", finder: "aic-loops",
			line: ":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619...24.3...1.+6+9::264 364 464 864::7",
			want: "discontinuous-nice-loop r6c4-2 r6c4-3 r6c4-4 r6c4-8"},
		{name: "AIC of two digits", finder: "aic-loops",
			line: ":0708-2:38:..+2....5...+4+52.1..+5.38..+2..+3+9+86+5+7+4+122+5+74+18+6934+61.+9.+7851+3+9...+5..+8+26+1359+47745.....+1::397 817::7",
			want: "aic r1c7-8 r9c7-3"},
		{name: "grouped continuous", finder: "grouped-aic-loops",
			line: ":0709-1:1238:.+5243+19+6..3+67...1519.....2.2.......694.......+5+6....74+93.9......6.+5.1.....8.5..69.:825 826 833 837 839 254 255 256 779 789 495 496 499 799:143 153 275 276 286 364 399 864::7",
			want: "grouped-continuous-nice-loop r4c3-1 r5c3-1 r6c4-3 r6c4-8 r7c5-2 r7c6-2 r8c6-2 r9c9-3"},
		{name: "grouped discontinuous", finder: "grouped-aic-loops",
			line: ":0710-2:6:+2+4+7+38..5+69.3.....+2..12....3+4.25.36...7.41.3+251+3+5.+2..........264.2....+58...+4.5+2.+3.:656 867:681::9",
			want: "grouped-discontinuous-nice-loop r8c1-6"},
		{name: "grouped discontinuous through two almost locked sets", finder: "grouped-aic-loops",
			line: ":0710-3:14:81+6+3..7..+9+2415+7+83+6+57+38.....489.1.2.+3........9.....3...+2.5..+1...+197538+64+2..+82...1.::137 437::9",
			want: "grouped-discontinuous-nice-loop r3c7-1 r3c7-4"},
		{name: "grouped AIC", finder: "grouped-aic-loops",
			line: ":0711-1:6:3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4.......5..79.+1::612 616 619 626 634 636::7",
			want: "grouped-aic r1c2-6 r1c6-6 r1c9-6 r2c6-6 r3c4-6 r3c6-6"},
		{name: "nothing to find", finder: "aic-loops",
			line: ":0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:"},
		{name: "nothing grouped to find", finder: "grouped-aic-loops",
			line: ":0000:1:+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...:::182:"},

		// Regressions
		{name: "a continuous loop through an almost locked set that forces a cell", finder: "grouped-aic-loops",
			line: ":0709-2:236:.4..892...652+4...+9..9.+1...44..9.5...95.+4...17...1.8+4+956.+4...9...+9...174...789+4.3.:331 242 342 243 245 345 574 775 584 689:291 314 649::9",
			want: "grouped-continuous-nice-loop r1c4-3 r4c9-6 r9c1-2"},
		{name: "a continuous loop Sudoku Explainer's cycles miss", finder: "aic-loops",
			line: ":0706:125678:..63..9..+32..............53...8.9..4.951...2.7.......984.+732..+5..7.4......39.17+4.:515 516 426 431 436 241 466 867 868 687 688 689 699:181 187 188 235 564 581 656 657 664 681 756 819 829 887 888 889::17",
			want: "continuous-nice-loop r1c9-8 r2c9-8 r3c5-2 r5c6-6 r5c6-7 r5c7-6 r6c4-5 r6c4-6 r8c1-1 r8c1-5 r8c1-6 r8c7-1 r8c7-8 r8c8-1 r8c8-8 r8c9-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, sol := readTestPosition(t, tc.line)
			var got []string
			for _, st := range collectSteps(t, &searcher{b: b}, sol, tc.finder) {
				got = append(got, stepSummary(st))
			}
			if tc.want == "" && got != nil || tc.want != "" && !slices.Contains(got, tc.want) {
				t.Errorf("found:\n%s\nwant %q", strings.Join(got, "\n"), tc.want)
			}
		})
	}
}

// TestHoDoKuLoopExplanations checks the words of one step of each nice
// loop and AIC technique, in English and Japanese.
func TestHoDoKuLoopExplanations(t *testing.T) {
	tests := []struct {
		line, finder, step string
		en, ja             string
	}{
		{line: ":0706:125678:..63..9..+32..............53...8.9..4.951...2.7.......984.+732..+5..7.4......39.17+4.:515 516 426 431 436 241 466 867 868 687 688 689 699:181 187 188 235 564 581 656 657 664 681 756 819 829 887 888 889::17", finder: "aic-loops", step: "continuous-nice-loop r1c9-8 r2c9-8 r3c5-2 r5c6-6 r5c6-7 r5c7-6 r6c4-5 r6c4-6 r8c1-1 r8c1-5 r8c1-6 r8c7-1 r8c7-8 r8c8-1 r8c8-8 r8c9-8",
			en: "This loop holds in both directions: r8c1≠2 → r9c1=2 → r9c9≠2 → r9c9=8 → r5c9≠8 → r5c7=8 → r5c7≠3 → r5c6=3 → r5c6≠4 → r6c4=4 → r6c4≠2 → r3c4=2 → r3c7≠2 → r8c7=2 → r8c7≠3 → r8c8=3 → r8c8≠9 → r8c1=9. At each weak link between cells one end is true, so a candidate that sees both ends is false; a cell the loop enters and leaves by strong links holds one of their two digits. So: remove 8 from r1c9, r2c9, r8c7, r8c8 and r8c9, 2 from r3c5, 6 from r5c6, r5c7, r6c4 and r8c1, 7 from r5c6, 5 from r6c4 and r8c1 and 1 from r8c1, r8c7 and r8c8.",
			ja: "次のループはどちら向きにも成り立ちます: r8c1≠2 → r9c1=2 → r9c9≠2 → r9c9=8 → r5c9≠8 → r5c7=8 → r5c7≠3 → r5c6=3 → r5c6≠4 → r6c4=4 → r6c4≠2 → r3c4=2 → r3c7≠2 → r8c7=2 → r8c7≠3 → r8c8=3 → r8c8≠9 → r8c1=9。マスの間の弱いリンクでは両端のどちらかが正しいので、その両方を見ている候補は消せます。強いリンクで入り強いリンクで出るマスは、その2つの数字のどちらかになります。よって、r1c9、r2c9、r8c7、r8c8、r8c9から8を、r3c5から2を、r5c6、r5c7、r6c4、r8c1から6を、r5c6から7を、r6c4、r8c1から5を、r8c1、r8c7、r8c8から1を消せます。"},
		{line: ":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619...24.3...1.+6+9::264 364 464 864::7", finder: "aic-loops", step: "discontinuous-nice-loop r6c4-2 r6c4-3 r6c4-4 r6c4-8",
			en: "If r6c4≠1, the chain r6c4≠1 → r6c5=1 → r6c5≠9 → r3c5=9 → r3c5≠2 → r3c4=2 → r3c4≠1 → r6c4=1 comes back to its cell with r6c4=1, a contradiction: so r6c4 is 1. So: remove 2 from r6c4, 3 from r6c4, 4 from r6c4 and 8 from r6c4.",
			ja: "r6c4≠1とすると、チェーン r6c4≠1 → r6c5=1 → r6c5≠9 → r3c5=9 → r3c5≠2 → r3c4=2 → r3c4≠1 → r6c4=1 は元のマスに戻ってr6c4=1となり、矛盾します。よってr6c4は1です。よって、r6c4から2を、r6c4から3を、r6c4から4を、r6c4から8を消せます。"},
		{line: ":0708-2:38:..+2....5...+4+52.1..+5.38..+2..+3+9+86+5+7+4+122+5+74+18+6934+61.+9.+7851+3+9...+5..+8+26+1359+47745.....+1::397 817::7", finder: "aic-loops", step: "aic r1c7-8 r9c7-3",
			en: "The chain r1c7≠3 → r2c8=3 → r2c8≠7 → r2c2=7 → r2c2≠8 → r2c9=8 → r7c9≠8 → r9c7=8 alternates strong and weak links: if r1c7 is not 3, r9c7 is 8. One of the two is true, so a candidate that would rule out both is false. So: remove 8 from r1c7 and 3 from r9c7.",
			ja: "チェーン r1c7≠3 → r2c8=3 → r2c8≠7 → r2c2=7 → r2c2≠8 → r2c9=8 → r7c9≠8 → r9c7=8 は強弱のリンクが交互に続き、r1c7が3でなければr9c7は8です。どちらかは正しいので、その両方を否定する候補は消せます。よって、r1c7から8を、r9c7から3を消せます。"},
		{line: ":0709-1:1238:.+5243+19+6..3+67...1519.....2.2.......694.......+5+6....74+93.9......6.+5.1.....8.5..69.:825 826 833 837 839 254 255 256 779 789 495 496 499 799:143 153 275 276 286 364 399 864::7", finder: "grouped-aic-loops", step: "grouped-continuous-nice-loop r4c3-1 r5c3-1 r6c4-3 r6c4-8 r7c5-2 r7c6-2 r8c6-2 r9c9-3",
			en: "This loop holds in both directions: r6c4≠1 → r6c3=1 → r9c3≠1 → r9c9=1 → r9c9≠2 → (r9c5/r9c6)=2 → (r7c4/r8c4)≠2 → r6c4=2. At each weak link between cells one end is true, so a candidate that sees both ends is false; a cell the loop enters and leaves by strong links holds one of their two digits. So: remove 1 from r4c3 and r5c3, 3 from r6c4 and r9c9, 8 from r6c4 and 2 from r7c5, r7c6 and r8c6.",
			ja: "次のループはどちら向きにも成り立ちます: r6c4≠1 → r6c3=1 → r9c3≠1 → r9c9=1 → r9c9≠2 → (r9c5/r9c6)=2 → (r7c4/r8c4)≠2 → r6c4=2。マスの間の弱いリンクでは両端のどちらかが正しいので、その両方を見ている候補は消せます。強いリンクで入り強いリンクで出るマスは、その2つの数字のどちらかになります。よって、r4c3、r5c3から1を、r6c4、r9c9から3を、r6c4から8を、r7c5、r7c6、r8c6から2を消せます。"},
		{line: ":0710-2:6:+2+4+7+38..5+69.3.....+2..12....3+4.25.36...7.41.3+251+3+5.+2..........264.2....+58...+4.5+2.+3.:656 867:681::9", finder: "grouped-aic-loops", step: "grouped-discontinuous-nice-loop r8c1-6",
			en: "If r8c1=6, the chain r8c1=6 → r8c3≠6 → r8c3=9 → r7c3≠9 → r7c3=8 → (r7c4/r7c6)≠8 → r9c4=8 → r9c4≠6 → (r8c4/r8c5/r8c6)=6 → r8c1≠6 comes back to its cell with r8c1≠6, which cannot hold with it: so r8c1=6 is false. So: remove 6 from r8c1.",
			ja: "r8c1=6とすると、チェーン r8c1=6 → r8c3≠6 → r8c3=9 → r7c3≠9 → r7c3=8 → (r7c4/r7c6)≠8 → r9c4=8 → r9c4≠6 → (r8c4/r8c5/r8c6)=6 → r8c1≠6 は元のマスに戻ってr8c1≠6となり、両立しません。よってr8c1=6は誤りです。よって、r8c1から6を消せます。"},
		{line: ":0711-1:6:3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4.......5..79.+1::612 616 619 626 634 636::7", finder: "grouped-aic-loops", step: "grouped-aic r1c2-6 r1c6-6 r1c9-6 r2c6-6 r3c4-6 r3c6-6",
			en: "The chain r1c4≠6 → r1c4=8 → (r7c4/r9c4)≠8 → r8c6=8 → r8c6≠5 → (r7c5/r8c5)=5 → r1c5≠5 → r1c5=6 alternates strong and weak links: if r1c4 is not 6, r1c5 is 6. One of the two is true, so a candidate that would rule out both is false. So: remove 6 from r1c2, r1c6, r1c9, r2c6, r3c4 and r3c6.",
			ja: "チェーン r1c4≠6 → r1c4=8 → (r7c4/r9c4)≠8 → r8c6=8 → r8c6≠5 → (r7c5/r8c5)=5 → r1c5≠5 → r1c5=6 は強弱のリンクが交互に続き、r1c4が6でなければr1c5は6です。どちらかは正しいので、その両方を否定する候補は消せます。よって、r1c2、r1c6、r1c9、r2c6、r3c4、r3c6から6を消せます。"},
		{line: ":0710-3:14:81+6+3..7..+9+2415+7+83+6+57+38.....489.1.2.+3........9.....3...+2.5..+1...+197538+64+2..+82...1.::137 437::9", finder: "grouped-aic-loops", step: "grouped-discontinuous-nice-loop r3c7-1 r3c7-4",
			en: "If r3c7≠9, the chain r3c7≠9 → (r7c7/r9c7)=9 → ALS(r7c8/r7c9)≠9 → ALS(r9c9/r1c9/r3c9)≠7 → r3c7=9 comes back to its cell with r3c7=9, a contradiction: so r3c7 is 9. So: remove 1 from r3c7 and 4 from r3c7.",
			ja: "r3c7≠9とすると、チェーン r3c7≠9 → (r7c7/r9c7)=9 → ALS(r7c8/r7c9)≠9 → ALS(r9c9/r1c9/r3c9)≠7 → r3c7=9 は元のマスに戻ってr3c7=9となり、矛盾します。よってr3c7は9です。よって、r3c7から1を、r3c7から4を消せます。"},
		{line: ":0709-2:236:.4..892...652+4...+9..9.+1...44..9.5...95.+4...17...1.8+4+956.+4...9...+9...174...789+4.3.:331 242 342 243 245 345 574 775 584 689:291 314 649::9", finder: "grouped-aic-loops", step: "grouped-continuous-nice-loop r1c4-3 r4c9-6 r9c1-2",
			en: "This loop holds in both directions: r9c1≠1 → (r1c1/r2c1)=1 → r1c3≠1 → r1c3=3 → ALS(r1c9/r7c9/r8c9/r9c9)≠3 → r7c8=5 → r9c7≠5 → r9c1=5. At each weak link between cells one end is true, so a candidate that sees both ends is false; a cell the loop enters and leaves by strong links holds one of their two digits. An almost locked set on the loop loses only the digit it is entered by or the one it is left by, so it keeps its other digits, which are false wherever they see all its cells holding them. So: remove 3 from r1c4, 6 from r4c9 and 2 from r9c1.",
			ja: "次のループはどちら向きにも成り立ちます: r9c1≠1 → (r1c1/r2c1)=1 → r1c3≠1 → r1c3=3 → ALS(r1c9/r7c9/r8c9/r9c9)≠3 → r7c8=5 → r9c7≠5 → r9c1=5。マスの間の弱いリンクでは両端のどちらかが正しいので、その両方を見ている候補は消せます。強いリンクで入り強いリンクで出るマスは、その2つの数字のどちらかになります。 ループ上のALS（ほぼロックされたセット）は、入る数字か出る数字のどちらかしか失わないので、ほかの数字はALSに残ります。それらの数字は、ALSのその数字を持つマスをすべて見ている候補から消せます。よって、r1c4から3を、r4c9から6を、r9c1から2を消せます。"},
		// Regressions
		// The walk's shortest chain between the ends comes back through
		// the first cell (an almost locked set holds it): the chain is the
		// second walk's, which keeps out of both ends' cells.
		{line: ":0711-3:9:....6.+83..36.8..94.2.+3496.....2..5..95.7...8.....+583.......1....65........4..+57.8:164 664 979 286 786 989:964 975 985 995::16", finder: "grouped-aic-loops", step: "grouped-aic r6c4-9 r7c5-9 r8c5-9 r9c5-9",
			en: "The chain r4c5≠9 → r6c4=9 → r6c4≠4 → (r7c4/r8c4)=4 → r8c6≠4 → r8c6=3 → ALS(r8c9/r7c7/r8c7/r8c8/r9c8)≠3 → r9c4≠6 → r9c4=9 alternates strong and weak links: if r4c5 is not 9, r9c4 is 9. One of the two is true, so a candidate that would rule out both is false. So: remove 9 from r6c4, r7c5, r8c5 and r9c5.",
			ja: "チェーン r4c5≠9 → r6c4=9 → r6c4≠4 → (r7c4/r8c4)=4 → r8c6≠4 → r8c6=3 → ALS(r8c9/r7c7/r8c7/r8c8/r9c8)≠3 → r9c4≠6 → r9c4=9 は強弱のリンクが交互に続き、r4c5が9でなければr9c4は9です。どちらかは正しいので、その両方を否定する候補は消せます。よって、r6c4、r7c5、r8c5、r9c5から9を消せます。"},
	}
	for _, tc := range tests {
		b, sol := readTestPosition(t, tc.line)
		found := false
		for _, st := range collectSteps(t, &searcher{b: b}, sol, tc.finder) {
			if stepSummary(st) != tc.step {
				continue
			}
			found = true
			if got := st.Explain(English); got != tc.en {
				t.Errorf("%s in English:\n got %s\nwant %s", tc.step, got, tc.en)
			}
			if got := st.Explain(Japanese); got != tc.ja {
				t.Errorf("%s in Japanese:\n got %s\nwant %s", tc.step, got, tc.ja)
			}
		}
		if !found {
			t.Errorf("%s not found", tc.step)
		}
	}
}

// loopCases are positions for TestTechniques: the first step each finder
// takes (the shortest chain).
var loopCases = []techCase{
	{finder: "aic-loops", note: "HoDoKu's library, continuous nice loop case",
		digits: "..63..9..32..............53...8.9..4.951...2.7.......984.732..5..7.4......39.174.",
		want:   "discontinuous-nice-loop: r3c7-8",
		board: `145   1578 6    3    1278   478  9     178  1278
		        3     2    1489 456  156789 5678 1468  1678 1678
		        19    178  1489 246  126789 678  12468 5    3
		        16    136  12   8    2567   9    1356  1367 4
		        46    9    5    1    67     3467 368   2    678
		        7     1368 1248 2456 256    356  1356  136  9
		        8     4    19   7    3      2    16    169  5
		        12569 156  7    56   4      568  1238  1389 128
		        256   56   3    9    568    1    7     4    28`},
	{finder: "grouped-aic-loops", note: "HoDoKu's library, grouped continuous nice loop case",
		digits: ".5243196..367...1519.....2.2.......694.......56....7493.9......6.5.1.....8.5..69.",
		want:   "grouped-continuous-nice-loop: r4c3-1 r5c3-1 r6c4-3 r6c4-8 r7c5-2 r7c6-2 r8c6-2 r9c6-2 r9c6-7",
		board: `78 5   2    4    3     1      9     6   78
		        48 3   6    7    29    29     48    1   5
		        1  9   47   68   568   568    34    2   347
		        2  17  1378 1389 45789 345789 1358  358 6
		        9  4   1378 1368 5678  35678  12358 358 1238
		        5  6   138  1238 28    238    7     4   9
		        3  127 9    268  24678 24678  12458 578 1248
		        6  27  5    2389 1     234789 2348  378 2348
		        47 8   147  5    27    237    6     9   123`},
}

func init() {
	techFinderKeys = append(techFinderKeys, "aic-loops", "grouped-aic-loops")
	handCases = append(handCases, loopCases...)
}
