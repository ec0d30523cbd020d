package solve

// Game is a puzzle in progress, as a game file holds it (Save, Open, the
// window's memory): the puzzle, and what the player entered on it, kept
// apart, as Simon Tatham's save files keep the game description apart from
// the moves. A file with no play block is a game with nothing played.
type Game[P any] struct {
	Puzzle P // the bare puzzle: what a method is given
	// Play is the puzzle with the player's entries: a Sudoku's digits, a
	// Shikaku's rectangles, a Hashi's bridges.
	Play P
	// Marks are the player's own notes per cell, bit d-1 for digit d (a
	// Sudoku's pencil marks); nil when there are none or the type has none.
	Marks []uint64
	// Found tells which of Play's entries a method found rather than the
	// player entered (Solve, Step), which the window draws in the solver's
	// colour: per cell for a Sudoku, per bridge of Play.Bridges for a
	// Hashi. nil when every entry is the player's. In a play block such an
	// entry's line starts with the word "solver" ("solver digit r1c3 4").
	Found []bool
}

// FoundAt reports whether entry i of g's Play is a method's (see Found).
func (g Game[P]) FoundAt(i int) bool { return i >= 0 && i < len(g.Found) && g.Found[i] }
