package shikaku

// The teaching payloads: what a method puts in solve.Event.Detail for the
// window to draw. They are declared here, with the puzzle, so that the
// window need not know which method sent them.

// Deduction is the Detail of a Step event: a rectangle placed without a
// guess, and why.
type Deduction struct {
	Rect Rect
	Clue Clue // the clue it belongs to
	// Cell is the cell whose column had one candidate left: the clue's own
	// cell ("one rectangle left") or another ("only one rectangle can
	// cover it").
	Row, Col int
}

// Exclusion is the Detail of a Step event of the common-cells rule: every
// rectangle left for Clue covers Common, so Removed candidates of other
// clues over it were dropped.
type Exclusion struct {
	Clue    Clue
	Common  Rect
	Removed int
}

// Moved is the Detail of an annealing Step sent move by move (the window
// at its slowest speeds, solve.MoveWatch): every clue's rectangle after an
// accepted move, overlaps and all, and Rect, the one that moved.
type Moved struct {
	Rects []Rect
	Rect  Rect
}

// StepMark is a logical step's Deduction.Mark: what the board highlights.
type StepMark struct {
	Clues  []Clue // the clues the rule looks at
	Cells  []Cell // the cells it reasons about
	Placed []Rect // rectangles the step makes certain
	// Ruled are candidate rectangles the step excludes (drawn faintly).
	Ruled []Rect
}

// Cell is a grid position.
type Cell struct{ Row, Col int }
