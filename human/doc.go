// Package human solves Sudoku the way people do: it keeps the candidates
// (pencil marks) of every empty cell and applies named techniques, one step
// at a time, each step explained in words.
//
// Entry points:
//
//   - NewBoard makes the candidate state of a grid; Board.Text prints it as
//     an aligned pencil-mark grid; ParseBoard reads one back (or a plain
//     puzzle). Board.MarkGivens tells a board which of its digits are the
//     puzzle's givens (the avoidable rectangles need it); NewPuzzleBoard
//     makes the board of a puzzle with its givens so marked.
//   - ParsePosition reads a puzzle in progress (a puzzle, a pencil-mark
//     grid, a line of HoDoKu's library; NewPosition and Position.Keep add
//     the digits placed and the marks kept) and ReadPosition proves its
//     puzzle unique and returns the board to find steps on and the
//     player's mistakes: the one reader of a position, for the command
//     line's hint and the web API alike.
//   - Next returns the next step on a board (a hint); Solve returns the
//     whole trace of a puzzle; AllSteps lists every step available
//     (HoDoKu's "Find all steps", the command line's hint --all). A Solver does both and keeps its scratch
//     tables from step to step; every search takes a context and stops
//     when it ends.
//   - A Step is plain data: technique, difficulty, placements,
//     eliminations, the cells, houses, cell groups and chains of its
//     pattern. Step.Explain words it in English or Japanese; Step.Nudge and
//     Step.Focus are the first two stages of a hint, Step.Summary (the
//     conclusion first, at most SummaryMax characters) and Step.Detail
//     (what the summary leaves out) its last; Step.JSON is its JSON form,
//     with the technique's key, name and HoDoKu code.
//   - A Technique is a small integer naming an entry of the technique
//     registry: Key, Name, Difficulty, HoDoKu; Techniques lists them all
//     and TechniqueByKey finds one.
//   - A Profile fixes the technique set and search order. Natural (the
//     default) takes the simplest step a player could see, among every
//     technique of the package; SukakuExplainer and SudokuExplainer follow
//     those programs exactly, technique by technique and hint by hint, so
//     that package rate computes the same ratings; HoDoKu follows HoDoKu
//     2.2.4's order with the finders the package has, for rate's HoDoKu
//     score and level. ProfileByName finds one by name ("natural",
//     "sukaku", "se", "hodoku").
//
// How it works. The board holds a digit or a candidate set (one machine
// word) per cell. Each finder is a method of a searcher, in a file per
// family, and walks houses and peers from the sudoku.Shape tables, so it
// works on every grid size where it is defined:
//
//	singles.go        full house, hidden single, naked single
//	intersections.go  pointing, claiming (and their direct forms)
//	subsets.go        naked and hidden pairs, triples, quads
//	lockedsets.go     locked pair and triple (HoDoKu's; natural profile)
//	fish.go           X-Wing, Swordfish, Jellyfish, finned and sashimi
//	franken.go        Franken and Mutant fish (HoDoKu's), with fins
//	siamese.go        Siamese fish: two finned fish of one base as one step
//	bigfish.go        the generalized fish search (any houses as base and
//	                  cover, fins, endo fins, cannibalism)
//	fishtemplate.go   the places of a digit in no template: what a fish
//	                  may remove, which bounds the search
//	krakenfish.go     the finned fish a Kraken fish starts from
//	kraken.go         Kraken fish (HoDoKu's): fins and base places tied
//	                  by chains to what the fish removes
//	wings.go          XY-Wing, XYZ-Wing, W-Wing
//	alswings.go       WXYZ- to TUVWXYZ-Wings (Sukaku Explainer's)
//	als.go            ALS-XZ, ALS-XY-Wing
//	alsgraph.go       the almost locked sets of a position and their
//	                  restricted commons, in HoDoKu's order
//	alschain.go       ALS-XY-Chain
//	deathblossom.go   Death Blossom
//	suedecoq.go       Sue de Coq (HoDoKu's full form: sets of any
//	                  cells on each side, extra digits)
//	singledigit.go    skyscraper, 2-string kite, turbot fish, empty
//	                  rectangle, three strong links (nanpure's own)
//	stronglinks.go    Sukaku Explainer's chains of 2, 3 and 4 strong
//	                  links, grouped links and X-Loops
//	duals.go          dual 2-string kite, dual empty rectangle
//	coloring.go       simple coloring (trap and wrap), multi-colors
//	remotepairs.go    remote pairs (chains of bivalue cells of one pair)
//	templates.go      template set and delete (9x9 and smaller)
//	uniqueness.go     unique rectangles and loops (types 1-4), hidden
//	                  rectangle
//	rectangles.go     unique rectangles with a missing candidate (types
//	                  1, 2 and 4; natural profile)
//	rectangles56.go   unique rectangles as HoDoKu sees them: types 5
//	                  and 6, type 3 with a set of any size
//	avoidable.go      avoidable rectangles (types 1 and 2), on a board
//	                  that knows its givens
//	allsteps.go       every step of a position (AllSteps)
//	bug.go            bivalue universal grave (types 1-4)
//	exclusion.go      aligned pair and triple exclusion
//	xychain.go        XY-chains
//	loops.go          HoDoKu's nice loops and AICs, plain and grouped
//	loopgraph.go      their link graph: candidates and group nodes
//	loopals.go        almost locked sets as nodes of that graph
//	chains*.go        Sudoku Explainer's chaining engine: bidirectional
//	                  cycles, forcing chains, Nishio, multiple (cell and
//	                  region) and dynamic forcing chains
//	chainreach.go     the closure of a unary pass: which walks may find
//	chainsshare.go    what the runs of static multiple chains may share
//	chainsquick.go    quick closures: which dynamic runs a chain may need
//	nested.go         nested forcing chains (techniques inside chains)
//	nestedmemo.go     what the nested techniques find, by grid; fresh links
//	chainssplit.go    the runs of nested chains made on several threads
//	                  (Options.Threads), the same steps
//	hodokuforcing.go  HoDoKu's forcing chains and nets: a table per
//	                  premise, one conclusion per step
//	hodokuchecks.go   their contradictions and verities
//	hodokunets.go     the nets' links: a premise played with singles
//	bruteforce.go     HoDoKu's last resort: a cell set to its solution
//
// and around them:
//
//	technique.go      the technique registry
//	solver.go         searchers, finders, profiles, Solver, Next, Solve
//	profile.go        the profiles: Natural, SukakuExplainer, SudokuExplainer,
//	                  HoDoKu
//	hodoku.go         HoDoKu's rules of choice: filtered keys, its best step
//	singlesqueue.go   HoDoKu's queues of singles (the HoDoKu profile's order)
//	step.go           Step and its JSON form
//	explain.go        which message explains a step, and its slots
//	catalog.go        catalogs, languages, template filling
//	catalog_en.go     the English words
//	catalog_ja.go     the Japanese words
//	board.go          the candidate board, its text form and parser
//
// The registry. Each technique is one register call in its family's file:
//
//	var XWing = register(techniqueDef{key: "x-wing", difficulty: 3.2, hodoku: "0300", nudge: nudgeDigit})
//
// with its stable key, the difficulty of its simplest form (Sudoku
// Explainer scale), HoDoKu's code where HoDoKu has the technique, and what
// a hint's first stage names (the house or the digit). Each finder, a
// searcher method finding the steps of one technique or family, is
// registered under a key in the same file with the techniques it produces:
//
//	var _ = addFinder("x-wing", func(s *searcher) bool { return s.fish(2) }, XWing)
//
// A profile (profile.go) lists finder keys in order and the first finder
// that finds a step wins. The words are in one catalog per language
// (catalog_en.go, catalog_ja.go; catalog.go is the catalog type and its
// template filling): the techniques' names by key, and every sentence of
// every explanation as a template with named slots ("In {house}, {digit}
// can go only in {cell}."), so that each language orders its own words.
// An explainer, registered for its techniques with addExplainer, decides
// which messages explain a step (fins or none, a single following or not,
// which kind of chain) and fills their slots; it writes no words itself.
// explain.go holds the explainers of the techniques above and the shared
// phrases (cells, houses, lists, the conclusion).
//
// Adding a technique takes three places:
//
//  1. its family's file: its register call, its finder (addFinder), and
//     its explainer (addExplainer: a family's explainer, or its own);
//  2. profile.go: its finder's key in the profiles that use it;
//  3. every catalog: its name, and any message of its own.
//
// The tests check that every technique has a name in every catalog, an
// explainer and a profile, and that no slot of any message is left
// unfilled.
//
// The chaining engine (chains.go) is Sudoku Explainer's, rebuilt
// on integer potentials and ordered sets (data layout in chainset.go): the
// same breadth-first order, the same parents, hence the same chain lengths
// and ratings. Nested forcing chains decide every proper puzzle without
// guessing.
package human
