// Package logic is Sudoku's deduction engine: named techniques, the
// simplest first, found one step at a time, as HoDoKu and SudokuWiki teach
// them; the window's Step and Hint, `grille explain` and `grille rate` and
// the generator's grades read it through solve.Logic.
//
// It never guesses. Its last resorts are proofs by contradiction and
// forcing nets: Nishio assumes a candidate and follows the singles ("if
// r3c5 were 7, the singles would leave r4c2 without a candidate, so r3c5
// is not 7"); the cell and unit forcing nets find what every candidate of
// a cell, or every place of a digit in a unit, forces alike; the nested
// forcing net refutes candidates inside the assumption by contradictions
// of their own before the singles go on (nets.go). No assumption is ever
// kept.
//
// # Grades
//
// A puzzle's grade is the grade of the hardest technique its logical
// solve needs; its score is the sum of the weights of every step. The
// scale, easiest first, named to compare with Simon Tatham's Solo
// (Trivial, Basic, Intermediate, Advanced, Extreme, Unreasonable) and
// qqwing (simple, easy, intermediate, expert):
//
//   - trivial: singles only (full house, hidden single, naked single:
//     the course's Unicité and Exclusivité).
//   - basic: locked candidates (pointing, claiming) and pairs, naked
//     and hidden (the course's Parité).
//   - intermediate: triples, X-Wing, Skyscraper, 2-String Kite, XY-Wing,
//     unique rectangle type 1, BUG+1.
//   - advanced: quads, XYZ-Wing, W-Wing, turbot fish, empty rectangle,
//     unique rectangles types 2 to 6, hidden rectangle, avoidable
//     rectangles types 1 and 2, remote pairs, Swordfish, simple colouring,
//     Jellyfish, X-chains, XY-chains.
//   - extreme: WXYZ-Wing, finned and sashimi fish, alternating inference
//     chains and nice loops, Sue de Coq, ALS-XZ, ALS-XY-Wing, death
//     blossom, ALS chains, Franken and mutant fish (finned or not),
//     pattern overlay (single-digit templates), forcing nets, Nishio.
//
// The three upper grades are SudokuWiki's Tough, Diabolical and Extreme
// (HoDoKu puts the uniqueness patterns, the empty rectangle and the turbot
// fish a level lower, with the XY-Wing). Measured on 60 puzzles per level
// of Solo and the committed sample of qqwing (BENCHMARKS.md, "Sudoku
// grades"): Solo's Trivial and Basic and qqwing's simple and easy rate
// trivial; Solo's Intermediate and Advanced and qqwing's intermediate
// basic (a few intermediate); Solo's Extreme intermediate or advanced;
// Solo's Unreasonable and qqwing's expert spread from intermediate to
// extreme, mostly extreme.
//
// A puzzle these techniques cannot finish is unreasonable in Solo's
// word: Rating.Solved is false and Rating.Grade empty; only a guess (the
// backtrack method's branching) goes further.
package logic

import (
	"context"
	"fmt"
	"slices"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

// The techniques' indexes in Techniques, in the order Next tries them.
const (
	tFullHouse = iota
	tHiddenSingle
	tNakedSingle
	tPointing
	tClaiming
	tNakedPair
	tHiddenPair
	tNakedTriple
	tHiddenTriple
	tXWing
	tSkyscraper
	tKite
	tXYWing
	tUniqueRectangle
	tBUG
	tNakedQuad
	tHiddenQuad
	tXYZWing
	tWWing
	tSwordfish
	tTurbotFish
	tEmptyRectangle
	tUniqueRectangle2
	tUniqueRectangle4
	tColouring
	tUniqueRectangle5
	tHiddenRectangle
	tUniqueRectangle6
	tRemotePairs
	tAvoidableRectangle1
	tAvoidableRectangle2
	tUniqueRectangle3
	tJellyfish
	tXChain
	tXYChain
	tWXYZWing
	tFinnedXWing
	tFinnedSwordfish
	tFinnedJellyfish
	tAIC
	tSueDeCoq
	tALSXZ
	tALSXYWing
	tDeathBlossom
	tALSChain
	tFrankenFish
	tFinnedFrankenFish
	tMutantFish
	tFinnedMutantFish
	tTemplate
	tCellForcing
	tUnitForcing
	tNishio
	tNestedForcing
	numTech
)

// Grade indexes.
const (
	gTrivial = iota
	gBasic
	gIntermediate
	gAdvanced
	gExtreme
)

// Grades is the scale, easiest first (see the package doc).
var Grades = []solve.Grade{
	{ID: "trivial", Name: "Trivial", Doc: "singles only: full house, hidden single, naked single"},
	{ID: "basic", Name: "Basic", Doc: "also locked candidates and naked or hidden pairs"},
	{ID: "intermediate", Name: "Intermediate", Doc: "also triples, X-Wing, Skyscraper, 2-String Kite, XY-Wing, unique rectangle type 1, BUG+1"},
	{ID: "advanced", Name: "Advanced", Doc: "also quads, XYZ-Wing, W-Wing, turbot fish, empty rectangle, unique rectangles types 2 to 6, hidden rectangle, avoidable rectangles, remote pairs, Swordfish, Jellyfish, colouring, X- and XY-chains"},
	{ID: "extreme", Name: "Extreme", Doc: "also WXYZ-Wing, finned fish, alternating inference chains, Sue de Coq, almost locked sets, Franken and mutant fish, forcing nets and Nishio: a candidate refuted because the singles it forces end in a contradiction"},
}

// Techniques lists every technique in the order Next tries them. A
// hidden single comes before a naked single, as in Sudoku Explainer and
// Solo: in a box it is the easiest thing to see, a naked single needs a
// look at twenty cells.
var Techniques = []solve.Technique{
	tFullHouse: {ID: "full-house", Name: "Full house", Source: "Unicité",
		Explain: "The last empty cell of a row, column or box takes the one digit the unit lacks.", Level: gTrivial, Weight: 1},
	tHiddenSingle: {ID: "hidden-single", Name: "Hidden single", Source: "Unicité",
		Explain: "A digit that has only one possible cell left in a row, column or box must go there.", Level: gTrivial, Weight: 2},
	tNakedSingle: {ID: "naked-single", Name: "Naked single", Source: "Exclusivité",
		Explain: "A cell whose row, column and box already hold every other digit must take the one left.", Level: gTrivial, Weight: 4},
	tPointing: {ID: "locked-pointing", Name: "Locked candidates (pointing)",
		Explain: "When a digit's places in a box all lie in one row or column, the digit must be there, so it leaves the rest of that line.", Level: gBasic, Weight: 10},
	tClaiming: {ID: "locked-claiming", Name: "Locked candidates (claiming)",
		Explain: "When a digit's places in a row or column all lie in one box, the digit must be there, so it leaves the rest of that box.", Level: gBasic, Weight: 12},
	tNakedPair: {ID: "naked-pair", Name: "Naked pair", Source: "Parité",
		Explain: "Two cells of a unit with the same two candidates hold those two digits, which leave the unit's other cells.", Level: gBasic, Weight: 15},
	tHiddenPair: {ID: "hidden-pair", Name: "Hidden pair", Source: "Parité, generalised",
		Explain: "Two digits that can only go in the same two cells of a unit fill them, so those cells lose every other candidate.", Level: gBasic, Weight: 20},
	tNakedTriple: {ID: "naked-triple", Name: "Naked triple", Source: "Parité, generalised",
		Explain: "Three cells of a unit whose candidates together are three digits hold them, so the unit's other cells lose them.", Level: gIntermediate, Weight: 25},
	tHiddenTriple: {ID: "hidden-triple", Name: "Hidden triple", Source: "Parité, generalised",
		Explain: "Three digits that can only go in the same three cells of a unit fill them, so those cells lose every other candidate.", Level: gIntermediate, Weight: 30},
	tXWing: {ID: "x-wing", Name: "X-Wing",
		Explain: "When a digit's places in two rows lie in the same two columns, it stands twice at their crossings, so it leaves the rest of those columns (or rows and columns swapped).", Level: gIntermediate, Weight: 35},
	tSkyscraper: {ID: "skyscraper", Name: "Skyscraper",
		Explain: "Two parallel lines each with two places for a digit, one end of each on a common crossing line: one of the other two ends holds the digit, so cells seeing both lose it.", Level: gIntermediate, Weight: 40},
	tKite: {ID: "2-string-kite", Name: "2-String Kite",
		Explain: "A row and a column each with two places for a digit, one end of each in the same box: one of the other two ends holds it, so cells seeing both lose it.", Level: gIntermediate, Weight: 42},
	tTurbotFish: {ID: "turbot-fish", Name: "Turbot fish",
		Explain: "Two strong links of a digit joined by a weak one (strong, weak, strong): one of the two far ends holds it, so cells seeing both lose it; the Skyscraper and the 2-String Kite are the turbot fish that come first.", Level: gAdvanced, Weight: 66},
	tEmptyRectangle: {ID: "empty-rectangle", Name: "Empty rectangle",
		Explain: "A digit's places in a box lie in one row and one column of it; a strong link outside the box with one end on that row (column) forces the digit, either way, out of the cell where the box's column (row) crosses the link's other end.", Level: gAdvanced, Weight: 67},
	tXYWing: {ID: "xy-wing", Name: "XY-Wing",
		Explain: "A cell {x,y} sees cells {x,z} and {y,z}: whichever digit it holds, one of those two is z, so cells seeing both lose z.", Level: gIntermediate, Weight: 45},
	tUniqueRectangle: {ID: "unique-rectangle", Name: "Unique rectangle (type 1)",
		Explain: "Three corners of a rectangle on two boxes hold only {a,b}; the fourth cannot be a or b, or a and b could swap and the puzzle would have two solutions.", Level: gIntermediate, Weight: 48},
	tUniqueRectangle2: {ID: "unique-rectangle-2", Name: "Unique rectangle (type 2)",
		Explain: "Two corners of a rectangle on two boxes hold only {a,b} and the other two {a,b,x} alike: one of those is x, or a and b could swap, so cells seeing both lose x.", Level: gAdvanced, Weight: 68},
	tUniqueRectangle4: {ID: "unique-rectangle-4", Name: "Unique rectangle (type 4)",
		Explain: "Two corners of a rectangle on two boxes hold only {a,b}, and a has only the other two corners in a unit: one of those is a, so neither can be b, or a and b could swap.", Level: gAdvanced, Weight: 69},
	tHiddenRectangle: {ID: "hidden-rectangle", Name: "Hidden rectangle",
		Explain: "A corner of a rectangle on two boxes holds only {a,b}, and in the row and the column of the opposite corner a has only the rectangle's places: the opposite corner cannot be b, or a and b could swap.", Level: gAdvanced, Weight: 72},
	tUniqueRectangle3: {ID: "unique-rectangle-3", Name: "Unique rectangle (type 3)",
		Explain: "Two corners of a rectangle on two boxes hold only {a,b} and the other two, in one unit, {a,b} and more: one of those holds one of their other digits, or a and b could swap, so the two act as one cell with those digits, which makes a naked subset with other cells of the unit: its digits leave the unit's other cells.", Level: gAdvanced, Weight: 77},
	tUniqueRectangle5: {ID: "unique-rectangle-5", Name: "Unique rectangle (type 5)",
		Explain: "One corner of a rectangle on two boxes holds only {a,b} and the other three {a,b,x}, or two diagonal corners {a,b} and the other two {a,b,x}: one of the {a,b,x} corners is x, or a and b could swap, so cells seeing all of them lose x.", Level: gAdvanced, Weight: 71},
	tUniqueRectangle6: {ID: "unique-rectangle-6", Name: "Unique rectangle (type 6)",
		Explain: "Two diagonal corners of a rectangle on two boxes hold only {a,b}, and in the rectangle's rows (or columns) a has only its corners, an X-Wing: were one of the two other corners a, so would the other be, and a and b could swap, so both lose a.", Level: gAdvanced, Weight: 73},
	tAvoidableRectangle1: {ID: "avoidable-rectangle-1", Name: "Avoidable rectangle (type 1)",
		Explain: "Three corners of a rectangle on two boxes hold digits placed, not given, a on one and b on the two beside it: the fourth cannot be a, or a and b could swap in the four cells, none a given, and the puzzle would have two solutions.", Level: gAdvanced, Weight: 75},
	tAvoidableRectangle2: {ID: "avoidable-rectangle-2", Name: "Avoidable rectangle (type 2)",
		Explain: "Two corners of a rectangle on two boxes hold digits placed, not given, a and b, and the other two only {b,x} and {a,x}: one of those is x, or a and b could swap in the four cells, so cells seeing both lose x.", Level: gAdvanced, Weight: 76},
	tBUG: {ID: "bug-plus-one", Name: "BUG+1",
		Explain: "Every empty cell holds two candidates but one with three: were it not the digit its units hold three times, every digit would stand twice in every unit, a pattern that could swap, so it takes that digit.", Level: gIntermediate, Weight: 49},
	tRemotePairs: {ID: "remote-pairs", Name: "Remote pairs",
		Explain: "Cells holding only the same two digits, each seeing the next, alternate the two digits: a cell that sees two of them an odd number of links apart loses both digits.", Level: gAdvanced, Weight: 74},
	tNakedQuad: {ID: "naked-quad", Name: "Naked quad", Source: "Parité, generalised",
		Explain: "Four cells of a unit whose candidates together are four digits hold them, so the unit's other cells lose them.", Level: gAdvanced, Weight: 50},
	tHiddenQuad: {ID: "hidden-quad", Name: "Hidden quad", Source: "Parité, generalised",
		Explain: "Four digits that can only go in the same four cells of a unit fill them, so those cells lose every other candidate.", Level: gAdvanced, Weight: 55},
	tXYZWing: {ID: "xyz-wing", Name: "XYZ-Wing",
		Explain: "A cell {x,y,z} sees cells {x,z} and {y,z}: one of the three is z, so cells seeing all three lose z.", Level: gAdvanced, Weight: 58},
	tWWing: {ID: "w-wing", Name: "W-Wing",
		Explain: "Two cells {x,y} joined by a strong link on x (a unit with two places for x, one seen by each): one of the two cells is y, so cells seeing both lose y.", Level: gAdvanced, Weight: 60},
	tFinnedXWing: {ID: "finned-x-wing", Name: "Finned X-Wing",
		Explain: "An X-Wing whose base lines also hold the digit in a few cells of one box (the fins): either a fin holds it or the X-Wing stands, so the cells of its cover lines in the fins' box lose it (sashimi when a base line keeps one corner only).", Level: gExtreme, Weight: 97},
	tSwordfish: {ID: "swordfish", Name: "Swordfish",
		Explain: "When a digit's places in three rows lie in the same three columns, it fills those columns there, so it leaves the rest of them (or rows and columns swapped).", Level: gAdvanced, Weight: 65},
	tFinnedSwordfish: {ID: "finned-swordfish", Name: "Finned Swordfish",
		Explain: "A Swordfish whose base lines also hold the digit in a few cells of one box (the fins): either a fin holds it or the Swordfish stands, so the cells of its cover lines in the fins' box lose it.", Level: gExtreme, Weight: 98},
	tColouring: {ID: "simple-colouring", Name: "Simple colouring",
		Explain: "Following a digit's strong links colours its cells in two colours, one of which is all true: a colour seen twice in a unit is false, and a cell seeing both colours loses the digit.", Level: gAdvanced, Weight: 70},
	tJellyfish: {ID: "jellyfish", Name: "Jellyfish",
		Explain: "When a digit's places in four rows lie in the same four columns, it fills those columns there, so it leaves the rest of them (or rows and columns swapped).", Level: gAdvanced, Weight: 80},
	tFinnedJellyfish: {ID: "finned-jellyfish", Name: "Finned Jellyfish",
		Explain: "A Jellyfish whose base lines also hold the digit in a few cells of one box (the fins): either a fin holds it or the Jellyfish stands, so the cells of its cover lines in the fins' box lose it.", Level: gExtreme, Weight: 99},
	tWXYZWing: {ID: "wxyz-wing", Name: "WXYZ-Wing",
		Explain: "Four cells, a pivot and three it sees, holding four digits between them, each digit but z with its places among them all seeing each other: the four need z, so cells seeing all its places there lose it.", Level: gExtreme, Weight: 96},
	tXChain: {ID: "x-chain", Name: "X-chain",
		Explain: "A chain of one digit's strong and weak links in turn, strong at both ends: one end holds the digit, so cells seeing both ends lose it.", Level: gAdvanced, Weight: 90},
	tXYChain: {ID: "xy-chain", Name: "XY-chain",
		Explain: "A chain of two-candidate cells, each sharing a digit with the next: if the first is not z the last is z, so cells seeing both ends lose z.", Level: gAdvanced, Weight: 95},
	tAIC: {ID: "aic", Name: "Alternating inference chain",
		Explain: "A chain of strong links (one of two is true) and weak links (not both), grouped cells allowed, strong at both ends: one end is true, so whatever sees both ends goes; a chain that comes back to its start proves or refutes it (a nice loop).", Level: gExtreme, Weight: 100},
	tSueDeCoq: {ID: "sue-de-coq", Name: "Sue de Coq",
		Explain: "Two or more cells where a row or column meets a box hold at least two digits more than cells; cells elsewhere in the line and cells elsewhere in the box, the two sets sharing none of those digits, take up the surplus: together all these cells are as many as their digits can fill, so the digits the line's part must hold leave the rest of the line, and the box's the rest of the box.", Level: gExtreme, Weight: 105},
	tALSXZ: {ID: "als-xz", Name: "ALS-XZ",
		Explain: "Two almost locked sets (n cells of a unit with n+1 digits) that cannot both hold x: one of them holds all its other digits, so a digit z common to both leaves every cell that sees all its places in the two.", Level: gExtreme, Weight: 110},
	tALSXYWing: {ID: "als-xy-wing", Name: "ALS-XY-Wing",
		Explain: "Three almost locked sets: C shares a restricted digit x with A and another, y, with B; if A lacked z it would hold x, C then y, and B z: so z is in A or B and leaves every cell seeing all its places in the two.", Level: gExtreme, Weight: 112},
	tDeathBlossom: {ID: "death-blossom", Name: "Death blossom",
		Explain: "A stem cell and, for each of its candidates, an almost locked set whose places for it all see the stem (or a digit's places in a unit and, for each, a set whose places for the digit all see it): the stem's digit leaves one set, which then holds all its others, so a digit of every set leaves the cells that see all its places in them.", Level: gExtreme, Weight: 114},
	tALSChain: {ID: "als-chain", Name: "ALS chain",
		Explain: "An alternating inference chain whose nodes may be almost locked sets (n cells with n+1 digits): when a weak link takes a digit from the set, the set holds all its others, a strong link on to any of them.", Level: gExtreme, Weight: 115},
	tFrankenFish: {ID: "franken-fish", Name: "Franken fish",
		Explain: "A fish whose base or cover sets take boxes besides rows (or columns): the digit's places in k base sets, rows and boxes, all lie in k cover sets, columns and boxes (or the other way round), so the cover sets hold it only there and it leaves their other cells (Franken Swordfish, Jellyfish).", Level: gExtreme, Weight: 116},
	tFinnedFrankenFish: {ID: "finned-franken-fish", Name: "Finned Franken fish",
		Explain: "A Franken fish with fins: base places outside the cover sets, or in two base sets (endo-fins). Either a fin holds the digit or the fish stands, so the cells of the cover sets that see every fin lose it.", Level: gExtreme, Weight: 117},
	tMutantFish: {ID: "mutant-fish", Name: "Mutant fish",
		Explain: "A fish whose base or cover sets mix rows, columns and boxes freely: the digit's places in k base sets all lie in k cover sets, so the cover sets hold it only there and it leaves their other cells (Mutant X-Wing, Swordfish).", Level: gExtreme, Weight: 118},
	tFinnedMutantFish: {ID: "finned-mutant-fish", Name: "Finned mutant fish",
		Explain: "A mutant fish with fins: base places outside the cover sets, or in two base sets (endo-fins). Either a fin holds the digit or the fish stands, so the cells of the cover sets that see every fin lose it.", Level: gExtreme, Weight: 119},
	tTemplate: {ID: "pattern-overlay", Name: "Pattern overlay (templates)",
		Explain: "Every way to place a digit once in each row, column and box among its candidates (its templates) is listed: a candidate no template uses goes, a cell every template uses takes the digit.", Level: gExtreme, Weight: 120},
	tCellForcing: {ID: "forcing-net-cell", Name: "Cell forcing net",
		Explain: "Whichever candidate a cell holds, the singles it forces lead to the same placement or elimination, so that conclusion holds.", Level: gExtreme, Weight: 121},
	tUnitForcing: {ID: "forcing-net-unit", Name: "Unit forcing net",
		Explain: "Wherever a digit goes among its few places in a row, column or box, the singles it forces lead to the same placement or elimination, so that conclusion holds.", Level: gExtreme, Weight: 130},
	tNishio: {ID: "nishio", Name: "Nishio (contradiction by singles)",
		Explain: "Assuming a candidate, the singles it forces end in a contradiction, so the candidate is false; the assumption is never kept.", Level: gExtreme, Weight: 150},
	tNestedForcing: {ID: "nested-forcing-net", Name: "Nested forcing net",
		Explain: "Assuming a candidate, the singles it forces, with the candidates each refuted inside it by a contradiction of their own, end in a contradiction, so the candidate is false.", Level: gExtreme, Weight: 250},
}

// finders holds the search of each technique, in Techniques' order.
var finders = [numTech]func(*state, *step) bool{
	tFullHouse:        fullHouse,
	tHiddenSingle:     hiddenSingle,
	tNakedSingle:      nakedSingle,
	tPointing:         pointing,
	tClaiming:         claiming,
	tNakedPair:        nakedSubset(2, tNakedPair),
	tHiddenPair:       hiddenSubset(2, tHiddenPair),
	tNakedTriple:      nakedSubset(3, tNakedTriple),
	tHiddenTriple:     hiddenSubset(3, tHiddenTriple),
	tXWing:            fish(2, tXWing),
	tSkyscraper:       twoLinks(0, tSkyscraper),
	tKite:             twoLinks(1, tKite),
	tTurbotFish:       turbotFish,
	tEmptyRectangle:   emptyRectangle,
	tXYWing:           xyWing,
	tUniqueRectangle:  uniqueRectangle,
	tUniqueRectangle2: uniqueRectangle2,
	tUniqueRectangle4: uniqueRectangle4,
	tHiddenRectangle:  hiddenRectangle,
	tBUG:              bugPlusOne,
	tRemotePairs:      remotePairs,
	tNakedQuad:        nakedSubset(4, tNakedQuad),
	tHiddenQuad:       hiddenSubset(4, tHiddenQuad),
	tXYZWing:          xyzWing,
	tWWing:            wWing,
	tFinnedXWing:      finnedFish(2, tFinnedXWing),
	tSwordfish:        fish(3, tSwordfish),
	tFinnedSwordfish:  finnedFish(3, tFinnedSwordfish),
	tColouring:        colouring,
	tJellyfish:        fish(4, tJellyfish),
	tFinnedJellyfish:  finnedFish(4, tFinnedJellyfish),
	tWXYZWing:         wxyzWing,
	tXChain:           xChain,
	tXYChain:          xyChain,
	tAIC:              aic,
	tSueDeCoq:         sueDeCoq,
	tALSXZ:            alsXZ,
	tALSXYWing:        alsXYWing,
	tDeathBlossom:     deathBlossom,
	tALSChain:         alsChain,
	tTemplate:         template,
	tCellForcing:      cellForcing,
	tUnitForcing:      unitForcing,
	tNishio:           nishio,
	tNestedForcing:    nestedForcing,

	tUniqueRectangle3:    uniqueRectangle3,
	tUniqueRectangle5:    uniqueRectangle5,
	tUniqueRectangle6:    uniqueRectangle6,
	tAvoidableRectangle1: avoidableRectangle1,
	tAvoidableRectangle2: avoidableRectangle2,
	// Franken and mutant fish (fishgeneral.go)
	tFrankenFish:       frankenFish,
	tFinnedFrankenFish: finnedFrankenFish,
	tMutantFish:        mutantFish,
	tFinnedMutantFish:  finnedMutantFish,
}

// New is the Sudoku deduction engine for the catalog.
func New() *solve.Logic[sudoku.Grid] {
	return &solve.Logic[sudoku.Grid]{Techniques: Techniques, Grades: Grades, Next: Next, All: All, Rate: Rate, Start: Start}
}

// Start is the position a game has reached (solve.Logic.Start): its board,
// and, when the player has pencil marks (a position read from HoDoKu,
// Sudoku Explainer or SudokuWiki keeps its candidates as marks), the
// candidates they give (sudoku.PositionCandidates) as the notes Next
// starts from.
func Start(g solve.Game[sudoku.Grid]) solve.Position[sudoku.Grid] {
	pos := solve.Position[sudoku.Grid]{Puzzle: g.Puzzle, Play: g.Play}
	if len(pos.Play.Cells) != len(g.Puzzle.Cells) {
		pos.Play = g.Puzzle
	}
	for _, m := range g.Marks {
		if m != 0 {
			pos.Notes = sudoku.PositionCandidates(pos.Play, g.Marks)
			break
		}
	}
	return pos
}

// start loads a position: the board, and the candidates the previous
// step left when they fit it.
func start(ctx context.Context, play sudoku.Grid, notes any) (*state, error) {
	if err := play.Validate(); err != nil {
		return nil, err
	}
	s := newState(getTopo(play.Order))
	masks, _ := notes.([]uint64)
	s.load(play, masks)
	s.done, s.ctx = ctx.Done(), ctx
	return s, nil
}

// find runs the finders in order, up to the techniques of grade level;
// it returns false when none applies. The unique rectangle, which assumes
// that the puzzle has one solution, counts for it the first time it finds
// its pattern, and is left out when the count does not say one (the
// avoidable rectangle also counts the board without its placed digits:
// swapProved).
func find(ctx context.Context, s *state, st *step, level int) (bool, error) {
	s.memo.drop()
	for i, f := range finders {
		if Techniques[i].Level > level || uniqueness(i) && s.unique < 0 {
			continue
		}
		if i >= tPointing {
			if err := ctx.Err(); err != nil {
				return false, err
			}
		}
		if f(s, st) {
			if uniqueness(i) && !s.provedUnique(ctx) {
				continue
			}
			return true, nil
		}
	}
	return false, ctx.Err()
}

// uniqueness says whether technique i assumes that the puzzle has one
// solution.
func uniqueness(i int) bool {
	switch i {
	case tUniqueRectangle, tUniqueRectangle2, tUniqueRectangle3, tUniqueRectangle4, tUniqueRectangle5, tUniqueRectangle6,
		tHiddenRectangle, tAvoidableRectangle1, tAvoidableRectangle2, tBUG:
		return true
	}
	return false
}

// uniqueBudget bounds the uniqueness count in nodes (the backtrack
// search's propagations): a board the techniques have brought as far as a
// unique rectangle is counted in a few; one that needs more is not
// called unique, which keeps a grade the same on every machine.
const uniqueBudget = 1 << 14

// provedUnique reports whether the board has exactly one solution,
// counting it once: the backtrack search up to two solutions, within
// uniqueBudget nodes. Counting the board, not the bare puzzle, is enough:
// the steps so far keep every solution of the puzzle (and on the window's
// board, the player's entries only take solutions away), and a unique
// rectangle's cells are all empty on the board, so the swap it rules out
// would be a second solution of the board.
func (s *state) provedUnique(ctx context.Context) bool {
	if s.unique == 0 {
		n, stopped := backtrack.CountWithin(ctx, s.grid(), 2, uniqueBudget)
		switch {
		case n == 1 && !stopped:
			s.unique = 1
		case stopped && ctx.Err() != nil:
			return false // not known yet: the caller stops on ctx
		default:
			s.unique = -1
		}
	}
	return s.unique > 0
}

// position loads pos for Next and All: the state, and StepSolved or
// Contradiction when the board is complete or broken (Progressed when it
// is open).
func position(ctx context.Context, pos solve.Position[sudoku.Grid]) (*state, solve.StepOutcome, error) {
	play := pos.Play
	if play.Order == 0 && play.Cells == nil {
		play = pos.Puzzle // nothing played yet
	}
	s, err := start(ctx, play, pos.Notes)
	if err != nil {
		return nil, solve.Stuck, err
	}
	s.setGivens(pos.Puzzle)
	switch st, _, _ := s.status(); st {
	case solved:
		return s, solve.StepSolved, nil
	case broken:
		return s, solve.Contradiction, nil
	}
	return s, solve.Progressed, nil
}

// Next finds the simplest deduction from pos (solve.Logic.Next). Notes
// are the candidates as []uint64 (bit d−1 for digit d), the same form as
// the course round's Step leaves.
func Next(ctx context.Context, pos solve.Position[sudoku.Grid]) (solve.Deduction[sudoku.Grid], solve.StepOutcome, error) {
	var none solve.Deduction[sudoku.Grid]
	s, out, err := position(ctx, pos)
	if err != nil || out != solve.Progressed {
		return none, out, err
	}
	var st step
	ok, err := find(ctx, s, &st, gExtreme)
	if err != nil {
		return none, solve.Stuck, err
	}
	if !ok {
		return none, solve.Stuck, nil
	}
	d := describe(s, &st)
	s.apply(&st)
	d.Next = s.grid()
	d.Notes = append([]uint64(nil), s.cand...)
	return d, solve.Progressed, nil
}

// All lists every step every technique finds at pos (solve.Logic.All,
// HoDoKu's "find all steps"), simplest technique first, at most
// perTechnique of each (0: no cap), a step that concludes the same as an
// earlier one of its technique left out. Each step's Next and Notes are
// the board after it alone. The nested forcing net, whose search is
// long, is only looked for when nothing simpler applies, and gives one
// step. The outcome is
// Progressed when there is a step, else as Next says.
func All(ctx context.Context, pos solve.Position[sudoku.Grid], perTechnique int) ([]solve.Deduction[sudoku.Grid], solve.StepOutcome, error) {
	s, out, err := position(ctx, pos)
	if err != nil || out != solve.Progressed {
		return nil, out, err
	}
	var all []solve.Deduction[sudoku.Grid]
	seen := map[string]bool{}
	after := newState(s.t)
	var st step
	var key []byte
	taken, limit := 0, perTechnique
	st.collect = func(st *step) bool {
		key = fmt.Appendf(key[:0], "%d", st.tech)
		for _, ps := range [2][]sudoku.Candidate{st.place, st.elim} {
			for _, c := range sortedCands(ps) {
				key = fmt.Appendf(key, " %d:%d", c.Cell, c.Digit)
			}
			key = append(key, '|')
		}
		if seen[string(key)] {
			return false
		}
		seen[string(key)] = true
		d := describe(s, st)
		copy(after.val, s.val)
		copy(after.cand, s.cand)
		after.apply(st)
		d.Next = after.grid()
		d.Notes = append([]uint64(nil), after.cand...)
		all = append(all, d)
		taken++
		return limit > 0 && taken >= limit
	}
	s.memo.drop()
	for i, f := range finders {
		if uniqueness(i) && (s.unique < 0 || !s.provedUnique(ctx)) || i == tNestedForcing && len(all) > 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, solve.Stuck, err
		}
		taken, limit = 0, perTechnique
		if i == tNestedForcing {
			limit = 1 // its search is long: the first refutation only
		}
		f(s, &st)
	}
	if err := ctx.Err(); err != nil {
		return nil, solve.Stuck, err
	}
	if len(all) == 0 {
		return nil, solve.Stuck, nil
	}
	return all, solve.Progressed, nil
}

// sortedCands is cs sorted by cell, then digit (a copy).
func sortedCands(cs []sudoku.Candidate) []sudoku.Candidate {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b sudoku.Candidate) int {
		if a.Cell != b.Cell {
			return a.Cell - b.Cell
		}
		return a.Digit - b.Digit
	})
	return out
}

// Rate rates a bare puzzle by the same steps as Next, in place, without
// words: the same grade, score and hardest technique as solve.Logic.RateBy
// through Next.
func Rate(ctx context.Context, p sudoku.Grid) (solve.Rating, error) {
	return RateWithin(ctx, p, gExtreme)
}

// RateWithin rates p with the techniques of grades up to level (an index
// in Grades) only: the same path as Rate as long as it needs nothing
// harder, and Solved false when it does. The generator digs with it: a
// puzzle over its grade is seen without trying the harder techniques.
func RateWithin(ctx context.Context, p sudoku.Grid, level int) (solve.Rating, error) {
	var r solve.Rating
	s, err := start(ctx, p, nil)
	if err != nil {
		return r, err
	}
	s.setGivens(p)
	var uses [numTech]int
	hardest := -1
	var st step
	r.End = solve.Stuck
	for {
		status, _, _ := s.status()
		if status != open {
			r.Solved = status == solved
			if r.End = solve.StepSolved; !r.Solved {
				r.End = solve.Contradiction
			}
			break
		}
		ok, err := find(ctx, s, &st, level)
		if err != nil {
			return r, err
		}
		if !ok {
			break
		}
		tech := &Techniques[st.tech]
		r.Steps++
		r.Score += tech.Weight
		uses[st.tech]++
		if hardest < 0 || tech.Level > Techniques[hardest].Level ||
			tech.Level == Techniques[hardest].Level && tech.Weight > Techniques[hardest].Weight {
			hardest = st.tech
		}
		s.apply(&st)
	}
	r.Uses = make(map[string]int)
	for i, k := range uses {
		if k > 0 {
			r.Uses[Techniques[i].ID] = k
		}
	}
	if hardest >= 0 {
		r.Hardest = Techniques[hardest].ID
	}
	if r.Solved {
		g := gTrivial
		if hardest >= 0 {
			g = Techniques[hardest].Level
		}
		r.Grade = Grades[g].ID
	}
	return r, nil
}
