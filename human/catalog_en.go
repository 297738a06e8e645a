package human

import "strings"

// English is the default language of explanations (the zero Lang).
const English Lang = 0

var english = addCatalog(&catalog{
	lang:    English,
	code:    "en",
	aliases: []string{"english", "en-us", "en-gb"},
	names: map[string]string{
		"none":                         "no technique",
		"full-house":                   "Full House",
		"hidden-single":                "Hidden Single",
		"naked-single":                 "Naked Single",
		"direct-pointing":              "Direct Pointing",
		"direct-claiming":              "Direct Claiming",
		"pointing":                     "Pointing",
		"claiming":                     "Claiming",
		"direct-hidden-pair":           "Direct Hidden Pair",
		"direct-hidden-triple":         "Direct Hidden Triple",
		"naked-pair":                   "Naked Pair",
		"naked-triple":                 "Naked Triple",
		"naked-quad":                   "Naked Quad",
		"hidden-pair":                  "Hidden Pair",
		"hidden-triple":                "Hidden Triple",
		"hidden-quad":                  "Hidden Quad",
		"x-wing":                       "X-Wing",
		"swordfish":                    "Swordfish",
		"jellyfish":                    "Jellyfish",
		"finned-x-wing":                "Finned X-Wing",
		"finned-swordfish":             "Finned Swordfish",
		"finned-jellyfish":             "Finned Jellyfish",
		"sashimi-x-wing":               "Sashimi X-Wing",
		"sashimi-swordfish":            "Sashimi Swordfish",
		"sashimi-jellyfish":            "Sashimi Jellyfish",
		"xy-wing":                      "XY-Wing",
		"xyz-wing":                     "XYZ-Wing",
		"w-wing":                       "W-Wing",
		"wxyz-wing":                    "WXYZ-Wing",
		"vwxyz-wing":                   "VWXYZ-Wing",
		"uvwxyz-wing":                  "UVWXYZ-Wing",
		"tuvwxyz-wing":                 "TUVWXYZ-Wing",
		"skyscraper":                   "Skyscraper",
		"two-string-kite":              "2-String Kite",
		"turbot-fish":                  "Turbot Fish",
		"empty-rectangle":              "Empty Rectangle",
		"simple-coloring":              "Simple Coloring",
		"three-strong-links":           "3 Strong Links",
		"grouped-skyscraper":           "Grouped Skyscraper",
		"grouped-two-string-kite":      "Grouped 2-String Kite",
		"grouped-turbot-fish":          "Grouped Turbot Fish",
		"four-strong-links":            "4 Strong Links",
		"x-loop":                       "X-Loop",
		"unique-rectangle-1":           "Unique Rectangle type 1",
		"unique-rectangle-2":           "Unique Rectangle type 2",
		"unique-rectangle-3":           "Unique Rectangle type 3",
		"unique-rectangle-4":           "Unique Rectangle type 4",
		"hidden-rectangle":             "Hidden Rectangle",
		"bug-1":                        "BUG type 1 (BUG+1)",
		"bug-2":                        "BUG type 2",
		"bug-3":                        "BUG type 3",
		"bug-4":                        "BUG type 4",
		"aligned-pair-exclusion":       "Aligned Pair Exclusion",
		"aligned-triple-exclusion":     "Aligned Triple Exclusion",
		"als-xz":                       "ALS-XZ",
		"als-xz-doubly-linked":         "Doubly Linked ALS-XZ",
		"als-xy-wing":                  "ALS-XY-Wing",
		"sue-de-coq":                   "Sue de Coq",
		"x-cycle":                      "Bidirectional X-Cycle",
		"y-cycle":                      "Bidirectional Y-Cycle",
		"xy-cycle":                     "Bidirectional Cycle",
		"x-chain":                      "Forcing X-Chain",
		"forcing-chain":                "Forcing Chain",
		"aic":                          "AIC (Alternating Inference Chain)",
		"nishio-forcing-chain":         "Nishio Forcing Chains",
		"cell-forcing-chain":           "Cell Forcing Chains",
		"region-forcing-chain":         "Region Forcing Chains",
		"contradiction-forcing-chain":  "Dynamic Contradiction Forcing Chains",
		"double-forcing-chain":         "Dynamic Double Forcing Chains",
		"dynamic-cell-forcing-chain":   "Dynamic Cell Forcing Chains",
		"dynamic-region-forcing-chain": "Dynamic Region Forcing Chains",
		"xy-chain":                     "XY-Chain",

		// Locked subsets, unique rectangles of types 5 and 6, avoidable rectangles.
		"locked-pair":           "Locked Pair",
		"locked-triple":         "Locked Triple",
		"unique-rectangle-5":    "Unique Rectangle type 5",
		"unique-rectangle-6":    "Unique Rectangle type 6",
		"avoidable-rectangle-1": "Avoidable Rectangle type 1",
		"avoidable-rectangle-2": "Avoidable Rectangle type 2",

		// Remote pairs, templates, dual kites and rectangles, multi-colors.
		"remote-pair":          "Remote Pair",
		"template-set":         "Template Set",
		"template-delete":      "Template Delete",
		"simple-coloring-wrap": "Simple Coloring (Color Wrap)",
		"multi-colors-1":       "Multi-Colors type 1",
		"multi-colors-2":       "Multi-Colors type 2",
		"dual-two-string-kite": "Dual 2-String Kite",
		"dual-empty-rectangle": "Dual Empty Rectangle",

		// HoDoKu's nice loops and AICs.
		"continuous-nice-loop":            "Continuous Nice Loop",
		"discontinuous-nice-loop":         "Discontinuous Nice Loop",
		"grouped-continuous-nice-loop":    "Grouped Continuous Nice Loop",
		"grouped-discontinuous-nice-loop": "Grouped Discontinuous Nice Loop",
		"grouped-aic":                     "Grouped AIC",

		// HoDoKu's forcing chains and nets, and its brute force.
		"forcing-chain-contradiction": "Forcing Chain Contradiction",
		"forcing-chain-verity":        "Forcing Chain Verity",
		"forcing-net-contradiction":   "Forcing Net Contradiction",
		"forcing-net-verity":          "Forcing Net Verity",
		"brute-force":                 "Brute Force",

		// Franken, mutant and Siamese fish.
		"franken-x-wing":                   "Franken X-Wing",
		"franken-swordfish":                "Franken Swordfish",
		"franken-jellyfish":                "Franken Jellyfish",
		"finned-franken-x-wing":            "Finned Franken X-Wing",
		"finned-franken-swordfish":         "Finned Franken Swordfish",
		"finned-franken-jellyfish":         "Finned Franken Jellyfish",
		"mutant-x-wing":                    "Mutant X-Wing",
		"mutant-swordfish":                 "Mutant Swordfish",
		"mutant-jellyfish":                 "Mutant Jellyfish",
		"mutant-squirmbag":                 "Mutant Squirmbag",
		"mutant-whale":                     "Mutant Whale",
		"finned-mutant-x-wing":             "Finned Mutant X-Wing",
		"finned-mutant-swordfish":          "Finned Mutant Swordfish",
		"finned-mutant-jellyfish":          "Finned Mutant Jellyfish",
		"finned-mutant-squirmbag":          "Finned Mutant Squirmbag",
		"finned-mutant-whale":              "Finned Mutant Whale",
		"siamese-finned-x-wing":            "Siamese Finned X-Wing",
		"siamese-finned-swordfish":         "Siamese Finned Swordfish",
		"siamese-finned-jellyfish":         "Siamese Finned Jellyfish",
		"siamese-sashimi-x-wing":           "Siamese Sashimi X-Wing",
		"siamese-sashimi-swordfish":        "Siamese Sashimi Swordfish",
		"siamese-sashimi-jellyfish":        "Siamese Sashimi Jellyfish",
		"siamese-finned-franken-x-wing":    "Siamese Finned Franken X-Wing",
		"siamese-finned-franken-swordfish": "Siamese Finned Franken Swordfish",
		"siamese-finned-franken-jellyfish": "Siamese Finned Franken Jellyfish",
		"siamese-finned-mutant-x-wing":     "Siamese Finned Mutant X-Wing",
		"siamese-finned-mutant-swordfish":  "Siamese Finned Mutant Swordfish",
		"siamese-finned-mutant-jellyfish":  "Siamese Finned Mutant Jellyfish",
		// HoDoKu's ALS chains and death blossoms.
		"als-xy-chain":  "ALS-XY-Chain",
		"death-blossom": "Death Blossom",
		// HoDoKu's Kraken fish.
		"kraken-fish-1": "Kraken Fish Type 1",
		"kraken-fish-2": "Kraken Fish Type 2",
	},
	text: map[string]string{
		// Places and lists.
		"row":         "row {n}",
		"column":      "column {n}",
		"box":         "box {n}",
		"rows":        "rows",
		"columns":     "columns",
		"boxes":       "boxes",
		"group":       "{{cells}} ({digits})",
		"placement":   "{cell} = {digit}",
		"elimination": "{digit} from {cells}",

		// The conclusion, and how it follows the reason.
		"so-place":  "{placements}",
		"so-remove": "remove {eliminations}",
		"so-and":    "; ",
		"so":        "So: {what}.",
		"sentences": "{first} {next}",

		// The last stage in short, its conclusion first, and its detail
		// (summary.go).
		"lead":           "{what}.",
		"lead-place":     "{placements}",
		"lead-remove":    "Remove {eliminations}",
		"lead-count":     "This step removes {n} candidates: they are marked on the grid and listed in the detail.",
		"see-detail":     "Why: see the detail.",
		"detail-chain":   "Chain {k}: {start} … {end}",
		"more-in-detail": "More in the detail.",
		"sentence-end":   ". ",

		// The stages of a hint.
		"nudge":             "Look for {a-name}.",
		"nudge-house":       "Look for {a-name} in {house}.",
		"nudge-digit":       "Look for {a-name} on {the-digits}.",
		"nudge-cell":        "Look for {a-name}, starting from {cell}.",
		"nudge-digit-house": "Look for {a-name} on {the-digits} in {house}.",
		"nudge-digit-cell":  "Look for {a-name} on {the-digits}, starting from {cell}.",
		"the-digit":         "the digit {digits}",
		"the-digits":        "the digits {digits}",
		"focus":             "{name}: look at {cells}.",
		"focus-more":        "{name}: look at {cells} and {n} more cells.",

		// Singles, intersections, subsets.
		"full-house":    "{cell} is the last empty cell of {house}, and {digit} is the digit missing there.",
		"hidden-single": "In {house}, {digit} can go only in {cell}.",
		"naked-single":  "{cell} has no candidate left but {digit}.",
		"direct-single": "Then in {house}, {digit} can go only in {cell}.",
		"intersection":  "In {base}, {digits} can go only in {cover} ({cells}), so the {digits} of {cover} lies inside {base}.",
		"naked-subset":  "In {house}, the cells {cells} hold only the candidates {digits} between them: these {n} digits go in these {n} cells.",
		"hidden-subset": "In {house}, the digits {digits} can go only in {cells}, so these cells hold no other digit.",

		// Fish.
		"fish":     "{name} on {digit}: in {base}, {digit} can go only in {cover}, so the {digit}s of {cover} are all in those {kinds}.",
		"fish-fin": "Unless the fin {fins} holds {digit}; so only cells that also see the fin lose {digit}.",

		// Wings and almost locked sets.
		"xy-wing":       "The pivot {pivot} sees {xz} and {yz}: whichever digit the pivot takes, one of these cells is {z}.",
		"w-wing":        "{wing} and {other} both hold only {digits}. In {house}, {x} can go only in {link}, which see one wing each: so one of the wings is not {x} and the other is {z}.",
		"als-sets":      "The cells {cells} form almost locked sets (one more candidate than cells).",
		"als-xz":        "A = {a} and B = {b} are almost locked sets (one candidate more than cells). Every {links} of A sees every {links} of B, so {links} is in one of them at most; the other is locked on its remaining digits, so {z} cannot be absent from both A and B.",
		"als-xz-double": "A = {a} and B = {b} are almost locked sets (one candidate more than cells), linked by both {links}: every {x} of A sees every {x} of B, and every {y} of A every {y} of B. Each of the two is in one set at most, and the two sets cannot both lose one, so each is in exactly one set and both sets are locked: {links} leave the cells that see all of theirs in A and B, and every other digit of a set leaves the cells that see all of its places in that set.",
		"als-xy-wing":   "A = {a}, B = {b} and C = {c} are almost locked sets (one candidate more than cells). A and C, and B and C, are linked by {links-or}: a linking digit is in one set at most. C cannot lose both, so A or B is locked on its other digits, and {z} cannot be absent from both A and B.",
		"sue-de-coq":    "A = {a}, where {line} meets {box}, holds {more} digits more than cells; B = {b} in the rest of {line} and C = {c} in the rest of {box} have no digit of A in common. A and B lie in {line}, A and C in {box}, so a digit of A fills one of these cells at most, and another digit one cell of B and one of C at most. The cells are as many as these places, so every digit fills all its places: {line-digits} lie in A or B, and leave the rest of {line}; {box-digits} lie in A or C, and leave the rest of {box}.",

		// ALS chains and death blossoms.
		"als-set":       "{name} = {set}",
		"als-xy-chain":  "{chain} are almost locked sets (one candidate more than cells), each joined to the next by a linking digit that is in one of the two at most. If {first} held no {z}, it would be locked on its other digits and hold the first link's digit; each set in turn would lose the digit of the link before it, be locked and hold the digit of the link after it, up to {last}, which would hold {z}. So {z} cannot be absent from both {first} and {last}.",
		"petal":         "{set} for {digit}",
		"death-blossom": "The stem {stem} holds {digits}. Each of its digits has a petal, an almost locked set (one candidate more than cells) whose cells holding that digit all see the stem: {petals}. Whichever digit the stem takes, its petal loses it and is locked on its other digits, among them {z}. So {z} cannot be absent from all the petals.",

		// Single-digit patterns and coloring.
		"simple-coloring":      "Coloring the strong links of {digit} in two colors, A: {a} and B: {b}; all cells of one color hold {digit}.",
		"single-digit":         "The strong links of {digit}, {links}, joined by weak links, put {digit} at one end or the other: {start} or {end}.",
		"single-digit-link":    "{from}={to} ({house})",
		"x-loop":               "The strong links of {digit}, {links}, joined by weak links, close into a loop: the far ends {start} and {end} share {house}. Every weak link of the loop is then strong, so {digit} goes from the cells that see both of its sides.",
		"empty-rectangle-link": "the empty rectangle of {house} (at {cell})",

		// Uniqueness.
		"rectangle":        "If {cells} held only {digits}, the puzzle would have two solutions (a deadly pattern). As it has one, {then}",
		"rectangle-one":    "{extra} must take another digit.",
		"rectangle-two":    "one of {extra} takes a digit other than {digits}.",
		"rectangle-hidden": "the strong links of one digit in the row and the column of {extra} rule out the other digit there.",
		"rectangle-four":   "a strong link on one digit through {extra} rules out the other digit there.",
		"bug":              "Without the extra candidates of {extra}, every empty cell would have two candidates and every digit two places in each house: a deadly pattern with two solutions (BUG). So one of {extra} takes an extra candidate.",
		"exclusion":        "Of the combinations of digits {cells} could take, those that would leave one of {extra} without a candidate (or repeat a digit in a house) are impossible.",

		// Chains.
		"cycle-cells":   "A cell the loop enters on one digit and leaves on another holds one of the two either way round, so it loses its other candidates; and a candidate of the loop's cells that is not on the loop is false when it sees both ends of a weak link.",
		"cycle":         "This loop holds in both directions: {chain}. Of the two candidates at each weak link one is true, so a candidate that sees both is false.",
		"xy-chain":      "If {start-cell} is not {start-digit}, the bivalue cells force {end-cell} to be {end-digit}: {chain}. So one of {start-cell} and {end-cell} is {end-digit}.",
		"aic-ends":      "Inside it, from {p} to {q}, the links alternate: if {p} is not {p-digit}, {q} is {q-digit}. One of the two is true, so a candidate that would rule out both is false.",
		"x-chain-ends":  "Between {p} and {q} the chain shows that if {p} is not {digit}, {q} is: one of them is {digit}, so every {digit} that sees both is false.",
		"forcing-chain": "Assuming {start} leads to {end}: {chain}.",
		"contradiction": "Assuming {start} leads to a contradiction (a candidate both true and false): {chains}.",
		"double-chain":  "Whether {start} or not, {end}: {chains}.",
		"cell-chains":   "Whichever candidate {cell} takes, {end}: {chains}.",
		"region-chains": "Wherever {digit} goes in {house}, {end}: {chains}.",
		"chains":        "{chains}.",

		// Locked subsets, unique rectangles of types 5 and 6, avoidable rectangles.
		"locked-subset": "The cells {cells} lie in {box} and in {line} at once and hold only the candidates {digits} between them: these {n} digits go in these {n} cells, so they leave the other cells of both houses.",
		"rectangle-six": "in the rectangle's two rows and two columns, {digit} can go only in its corners, so it fills two opposite corners; were they {extra}, the other two would take the other digit.",
		"avoidable":     "The digits of {placed} were placed, not given. If {cells} held {digits} crosswise, the two digits could be swapped there and the givens would allow two solutions (a deadly pattern). As the puzzle has one, {then}",
		"avoidable-one": "{extra} cannot take the digit that would complete the pattern.",
		"avoidable-two": "one of {extra} takes its other digit, {digit}.",

		// Remote pairs, templates, dual kites and rectangles, multi-colors.
		"remote-pair":          "The bivalue cells {cells} all hold only {digits} and each sees the next, so the two digits alternate along the chain: {a} hold one of them and {b} the other. A cell that sees a cell of each group holds neither.",
		"template-set":         "Every way to place {digit} once in each row, column and box that fits the grid (and leaves free the cells other digits fill in every way of theirs) puts {digit} in these cells.",
		"template-delete":      "No way to place {digit} once in each row, column and box that fits the grid (and leaves free the cells other digits fill in every way of theirs) uses these candidates.",
		"simple-coloring-wrap": "Two cells of color {color} see each other, so color {color} cannot hold {digit}.",
		"multi-colors":         "Coloring the strong links of {digit} in clusters, each in two colors of which one holds {digit}: A: {a} and B: {b}; C: {c} and D: {d}.",
		"multi-colors-1":       "A cell of A or B sees a cell of C or D, so these two colors are not both true: one of the two other colors holds {digit}, and a cell that sees both of them loses it.",
		"multi-colors-2":       "The cells of color {color} see both C and D, one of which holds {digit}: so color {color} is false.",
		"dual-pattern":         "Two patterns of {digit} share {house}. {first} {second}",

		// HoDoKu's nice loops and AICs.
		"nice-loop-continuous": "This loop holds in both directions: {chain}. At each weak link between cells one end is true, so a candidate that sees both ends is false; a cell the loop enters and leaves by strong links holds one of their two digits.",
		"nice-loop-false":      "If {start}, the chain {chain} comes back to its cell with {end}, which cannot hold with it: so {start} is false.",
		"nice-loop-true":       "If {start}, the chain {chain} comes back to its cell with {end}, a contradiction: so {cell} is {digit}.",
		"nice-loop-either":     "Whether {cell} is {digit} or not, it is not {other}: if it is, {other} cannot be there too; if it is not, the chain {chain} leads to {end}.",
		"aic-chain":            "The chain {chain} alternates strong and weak links: if {p} is not {p-digit}, {q} is {q-digit}. One of the two is true, so a candidate that would rule out both is false.",
		"nice-loop-sets":       "An almost locked set on the loop loses only the digit it is entered by or the one it is left by, so it keeps its other digits, which are false wherever they see all its cells holding them.",

		// HoDoKu's forcing chains and nets, and its brute force.
		"forcing-contradiction": "Assuming {start} leads to a contradiction in {where}: {chains}.",
		"brute-force":           "No technique applies: this is the digit the solution, found by search, has here (a guess).",

		// Franken, mutant and Siamese fish.
		"generalized-fish":          "{name} on {digit}: each house of the base {base} needs its own {digit}, and every {digit} of the base lies in the cover {cover}, as many houses; so the {digit}s of the cover are all in the base.",
		"generalized-fish-fins":     "Unless a fin ({fins}) holds {digit}; so only cells that see every fin lose {digit}.",
		"generalized-fish-cannibal": "{cells} lie in two houses of the cover, so they lose {digit} too.",
		"siamese-fish":              "{name} on {digit}: two finned fish share the base {base}, one with the cover {cover-a} and the fins {fins-a}, the other with the cover {cover-b} and the fins {fins-b}. Each holds unless one of its fins holds {digit}, so each removes {digit} from the cells of its cover that see all its fins, and both apply.",

		// Kraken fish.
		"kraken-fish":   "{fish} on {digit}, with the base {base}, the cover {cover} and the fins {fins}: unless a fin holds {digit}, each house of the base has its {digit} in the cover, and each house of the cover its {digit} in the base.",
		"kraken-fish-1": "Without its fins the fish would remove {digit} from {cell}, and each fin leads there too: {chains}. Whether the fish holds or a fin does, {end}.",
		"kraken-fish-2": "So, unless a fin holds it, {house} of the cover has its {digit} in {cells}. Each of these and each fin leads to {end}: {chains}. So {end} either way.",
	},
	and:    joiner{", ", " and "},
	or:     joiner{", ", " or "},
	digits: joiner{", ", " and "},
	article: func(name string) string {
		if strings.ContainsRune("AEIOU", rune(name[0])) {
			return "an " + name
		}
		return "a " + name
	},
})
