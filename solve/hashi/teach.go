package hashi

// The teaching payloads: what a method puts in solve.Event.Detail for the
// window to draw. They are declared here, with the puzzle, so that the
// window need not know which method sent them.

// Sure is the Detail of the Step event that ends the rules at the root:
// the puzzle with the bridges the rules alone settle, before any search
// (what a person applying the same rules by hand would reach).
type Sure struct{ Puzzle Puzzle }

// StepMark is a logical step's Deduction.Mark: what the board highlights.
// Islands are indexes into Puzzle.Islands.
type StepMark struct {
	Islands []int // the islands the rule looks at
	// Settled are the pairs whose bridge count the step makes certain
	// (Count 0: no bridge); Min are pairs it only gives a lower bound.
	Settled []PairCount
	Min     []PairCount
}

// PairCount is a count of bridges between two islands (A < B).
type PairCount struct{ A, B, Count int }

// CutStep is the Detail of the Step the ilp method reports for each
// connectivity cut: the engine's answer that fell apart (Puzzle), the
// group of islands the cut is about (Mark.Islands) and the candidate
// bridges leaving it (Mark.Min, count 1), one of which at least the cut
// forces.
type CutStep struct {
	Puzzle Puzzle
	Mark   StepMark
}

// Moved is the Detail of an annealing Step sent move by move (the window
// at its slowest speeds, solve.MoveWatch): one move tried, kept or not.
// Puzzle is the state after it (as before it when refused); the move set
// the bridges between islands A < B (indexes into Puzzle.Islands) from
// From to To (0, 1 or 2). Before is the energy f before the move, After
// the energy the move gives (had it been kept, when refused).
type Moved struct {
	Puzzle        Puzzle
	A, B          int
	From, To      int
	Before, After int64
	Kept          bool
}
