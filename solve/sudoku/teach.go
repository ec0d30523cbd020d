package sudoku

// What the window shows besides the grid: the candidates, and the
// teaching payloads methods put in solve.Event.Detail, declared here, with
// the grid, so that the window need not know which method sent them.

// LPView is what an LP method's event Detail offers the window: a value per
// variable x_rck of Koch's model (index cell*N + digit−1), and which
// variables the method has fixed (+1 to one, −1 to zero, 0 free).
// lpfix.Snapshot is one.
type LPView interface {
	LPValues() []float64
	LPFixed() []int8
}

// Candidates is each cell's candidate digits before any rule, as a mask
// with bit d−1 for digit d: a given's own digit, every digit for an empty
// cell. g must pass Validate.
func Candidates(g Grid) []uint64 {
	full := uint64(1)<<uint(g.Size()) - 1
	masks := make([]uint64, len(g.Cells))
	for i, v := range g.Cells {
		if v == 0 {
			masks[i] = full
		} else {
			masks[i] = 1 << (v - 1)
		}
	}
	return masks
}

// Open is each cell's candidate digits as a player sees them: a cell's own
// digit where it has one, else every digit that no cell of its row, column
// or box holds (the course's Exclusivité applied once, nothing more).
func Open(g Grid) []uint64 {
	masks := Candidates(g)
	for _, unit := range Units(g.Order) {
		var seen uint64
		for _, c := range unit {
			if v := g.Cells[c]; v != 0 {
				seen |= 1 << (v - 1)
			}
		}
		for _, c := range unit {
			if g.Cells[c] == 0 {
				masks[c] &^= seen
			}
		}
	}
	return masks
}

// StepMark is a logical step's Deduction.Mark: what the board highlights.
// Cells are indexes r*N+c; a Candidate is a cell and a digit.
type StepMark struct {
	Cells   []int       // the cells that justify the step (the pattern)
	Units   []int       // the units it looks at, indexes into Units(order)
	Placed  []Candidate // digits the step places
	Removed []Candidate // candidates the step eliminates
	// Links are the chain's links, in order, for chains and colouring:
	// Strong says "one of the two is true".
	Links []Link
	// Cover are a fish's cover sets (Units then holds its base sets
	// alone), Fins the cells of Cells that are its fins, when the step
	// tells them apart (the Franken and mutant fish).
	Cover []int
	Fins  []int
}

// Candidate is one digit in one cell.
type Candidate struct{ Cell, Digit int }

// Link joins two candidates of a chain.
type Link struct {
	From, To Candidate
	Strong   bool
}

// LPRound is where an LP method's loop stands, for the line under the
// window's LP picture: an LPView may offer it (LPRounder).
type LPRound struct {
	Round      int     // 1 for the first relaxation, one more after each fix
	Objective  float64 // the relaxation's objective
	Fractional int     // variables with 0 < x < 1
	Vars       int     // variables of the LP (after the presolve)
	// InLP marks those variables (index cell*N + digit−1): the candidates
	// the givens and the presolve left.
	InLP []bool
	// Fresh are the variables (index cell*N + digit−1) fixed this round,
	// their values in LPFixed; Probe is the one being probed, −1 none.
	Fresh []int
	Probe int
	// Presolved marks, per cell, the empty cells whose digit the presolve
	// decided before the first LP.
	Presolved []bool
	// History is the number of fractional variables after each round's
	// relaxation, round 1 first.
	History []int
	// Root: the relaxation at the root of a branch and bound (the ilp
	// method's), which has no rounds and fixes nothing.
	Root bool
}

// LPRounder is an LPView that says where its loop stands.
type LPRounder interface{ LPRound() LPRound }
