package human

import (
	"testing"
)

// alsChainCases are TestTechniques' positions of the ALS-XY-Chain finder.
var alsChainCases = []techCase{
	{finder: "als-xy-chain", note: "four sets on a 12x12 grid (boxes of 3x4)", want: "als-xy-chain: r7c3-6",
		solution: "9BC685A423715731629C8A4B482A317B965C8647CB2A39152A5C16397B84B31954876C2A6984B7C512A33CA5981247B671B24A6358C9A59873B1C462C46B2958A1371273AC46B598",
		digits:   "9B.......3.1.7.1..9..A4B482......6..8.47C..A3.1.2A..1.3...8.B31..487...A.9.4B....2.....59....7B671B..A.3..C.A.9..3.1...2...B...8.1..1...AC...5..",
		board: `+-----------------------+----------------------------+--------------------------+
		        | 9    B     56C   6A   | 245678 25678 24567AC 2456C | 2578C   3    257   1     |
		        | 56C  7     356C  1    | 2368   2568  9       256C  | 258C    A    4     B     |
		        | 4    8     2     3A   | 357    157B  157ABC  5BC   | 579C    6    579   579C  |
		        +-----------------------+----------------------------+--------------------------+
		        | 8    56    4     7    | C      2569B 256B    A     | 3       9B   1     59    |
		        | 2    A     56C   69C  | 1      69B   3       69B   | 45679BC 49BC 8     4579C |
		        | B    3     1     9C   | 56     4     8       7     | 256     9C   256   A     |
		        +-----------------------+----------------------------+--------------------------+
		        | 6C   9     68A   4    | B      15678 1567C   56C   | 15A     2    35A   358   |
		        | 3C   2C    38A   5    | 9      128   124C    24C   | 14A     7    B     6     |
		        | 7    1     B     268  | 24568  A     2456    3     | 459     489  C     4589  |
		        +-----------------------+----------------------------+--------------------------+
		        | A    456C  9     68C  | 4567   3     4567B   1     | 467BC   48BC 67    2     |
		        | 356C 2456C 3567C B    | 24567  25679 24567   8     | 4679AC  1    3679A 3479C |
		        | 1    246   3678  2368 | A      C     2467B   2469B | 4679B   5    3679  34789 |`},
}

func init() {
	techFinderKeys = append(techFinderKeys, "als-xy-chain")
	handCases = append(handCases, alsChainCases...)
}

// TestALSXYChain runs the ALS-XY-Chain finder in collect mode on cases of
// HoDoKu's library, with the natural profile's sets (they may overlap) and
// with HoDoKu's (they may not): each gives the case's step, explained in
// both languages, where HoDoKu finds it.
func TestALSXYChain(t *testing.T) {
	tests := []alsCase{
		{name: "four sets (library line 1447)", profile: Natural,
			line: ":0903-1:127:...+8......3.+57.8.98....315.9.8142......+3+5....5.+36...4.1.42+3....+3..7....6.8...531.:412 612 712 613 916 933 572 986 587 987:113 213 713::",
			want: "als-xy-chain r1c3-1 r1c3-2 r1c3-7"},
		{name: "four sets, HoDoKu's profile", profile: HoDoKu,
			line: ":0903-1:127:...+8......3.+57.8.98....315.9.8142......+3+5....5.+36...4.1.42+3....+3..7....6.8...531.:412 612 712 613 916 933 572 986 587 987:113 213 713::",
			want: "als-xy-chain r1c3-1 r1c3-2 r1c3-7"},
		{name: "two digits, three candidates (library line 1456)", profile: Natural,
			line: ":0903-1:35:1+53+9+642+7+8+9847+2.3+6.72+6..8+9..638.+4+9..+7+4+91..+78.+6+5+7+2+8+1+6493+8+6+74+9..32+3.9.+7268.+2.56+8+37.9:139:334 355 534::",
			want: "als-xy-chain r3c4-3 r3c4-5 r5c5-3"},
		// Regressions
		{name: "HoDoKu's links go forward only, and it misses this one too (library line 1445)", profile: Natural,
			line: ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+7..91+5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::", not: "als-xy-chain r5c8-7"},
	}
	testALSCases(t, "als-xy-chain", tests)
}
